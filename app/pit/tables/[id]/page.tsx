import type { Metadata } from 'next';
import { TableStatsPage } from '@/components/pit/table-stats';

export const metadata: Metadata = { title: 'Table statistics · Croupier' };

/** `/pit/tables/:id` (PIT_BOSS, ADMIN): live statistics of one table, as its game draws them. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TableStatsPage tableId={id} />;
}
