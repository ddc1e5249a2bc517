import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoundDetailView } from '@/components/pit/round-detail';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.meta');
  return { title: t('round') };
}

/** `/pit/rounds/:id` (PIT_BOSS, ADMIN): one round in full, its replay, and VOID. */
export default async function RoundPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RoundDetailView id={id} />;
}
