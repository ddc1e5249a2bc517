import type { Metadata } from 'next';
import { PlayerTable } from '@/components/player/player-table';
import { requireSignedIn } from '../session';

export const metadata: Metadata = { title: 'Table · Croupier' };
export const dynamic = 'force-dynamic';

/** `/play/[tableId]`: the live player view of one table. Signed-out → /login. */
export default async function PlayTablePage({ params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await params;
  await requireSignedIn(`/play/${tableId}`);
  return <PlayerTable key={tableId} tableId={tableId} />;
}
