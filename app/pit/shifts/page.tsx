import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShiftsPage } from '@/components/pit/shifts-page';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.shifts');
  return { title: t('metaTitle') };
}

/** `/pit/shifts` (PIT_BOSS, ADMIN): who deals where now, the sign-in lists, and the shift history (issue #17 §1). */
export default function Page() {
  return <ShiftsPage />;
}
