import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TableStatsPage } from '@/components/pit/table-stats';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.meta');
  return { title: t('stats') };
}

/** `/pit/tables/:id` (PIT_BOSS, ADMIN): live statistics of one table, as its game draws them. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TableStatsPage tableId={id} />;
}
