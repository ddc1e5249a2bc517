import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportsPage } from '@/components/pit/reports/reports-view';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.reports');
  return { title: t('metaTitle') };
}

/** `/pit/reports` (PIT_BOSS, ADMIN): handle, GGR, hold % and pace by table, game, dealer, shift, day or hour. */
export default function Page() {
  return <ReportsPage />;
}
