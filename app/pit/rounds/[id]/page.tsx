import type { Metadata } from 'next';
import { RoundDetailView } from '@/components/pit/round-detail';

export const metadata: Metadata = { title: 'Round · Pit · Croupier' };

/** `/pit/rounds/:id` (PIT_BOSS, ADMIN): one round in full, its replay, and VOID. */
export default async function RoundPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RoundDetailView id={id} />;
}
