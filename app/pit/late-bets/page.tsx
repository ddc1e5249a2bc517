import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LateBetsPage } from '@/components/pit/late-bets-page';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.lateBets');
  return { title: t('metaTitle') };
}

/** `/pit/late-bets?table=&player=&from=&to=` (PIT_BOSS, ADMIN): the late-bet log, filtered (issue #17 §6). */
export default function Page() {
  return <LateBetsPage />;
}
