import type { Metadata } from 'next';
import { HistoryList } from '@/components/player/history/history-list';
import { ConsoleMessages } from '@/lib/i18n/console-messages';
import { requireSignedIn } from '../session';

export const metadata: Metadata = { title: 'My history · Croupier' };
export const dynamic = 'force-dynamic';

/** `/play/history`: the signed-in player's own rounds, bets and results, each with its recall. Signed-out → /login. */
export default async function PlayHistoryPage() {
  await requireSignedIn('/play/history');
  // The recall draws each step with the games' round stages, which speak in the games' pit words: this page
  // gets every message (the root layout sends players' only), English under a language without them.
  return (
    <ConsoleMessages>
      <HistoryList />
    </ConsoleMessages>
  );
}
