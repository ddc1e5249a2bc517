import type { Metadata } from 'next';
import { HistoryList } from '@/components/player/history/history-list';
import { requireSignedIn } from '../session';

export const metadata: Metadata = { title: 'My history · Croupier' };
export const dynamic = 'force-dynamic';

/** `/play/history`: the signed-in player's own rounds, bets and results, each with its recall. Signed-out → /login. */
export default async function PlayHistoryPage() {
  await requireSignedIn('/play/history');
  return <HistoryList />;
}
