import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PitConsole } from '@/components/pit/pit-console';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.meta');
  return { title: t('pit') };
}

/** `/pit` (PIT_BOSS, ADMIN): every table live, and the round history. */
export default function PitPage() {
  return <PitConsole />;
}
