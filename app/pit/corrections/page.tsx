import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CorrectionsPage } from '@/components/pit/corrections/queue-page';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.corrections');
  return { title: t('metaTitle') };
}

/** `/pit/corrections?status=PROPOSED|APPLIED|REJECTED` (PIT_BOSS, ADMIN): the maker-checker queue (issue #18 §1). */
export default function Page() {
  return <CorrectionsPage />;
}
