import { useTranslations } from 'next-intl';
import { CARD_ENTRY } from '@/components/dealer/entry';
import { blackjackResultBadge } from './dealer-view';
import type { DealerUi } from '@/components/games/types';
import { AwaitedDecision, BlackjackResultLine, BlackjackTable, blackjackNextBody } from './dealer-stage';

/** The blackjack console: the awaited decision, the seats and the dealer's hand, cards typed or tapped. */
export const blackjackDealer: DealerUi = {
  entry: CARD_ENTRY,
  Stage: ({ round, board }) => (
    <>
      <AwaitedDecision round={round} board={board} />
      <BlackjackTable round={round} board={board} />
      <BlackjackResultLine round={round} />
    </>
  ),
  nextBody: (round, next) => blackjackNextBody(round, next),
  // §BJ-10, §C-7: an expired play stands, an expired insurance decision is no insurance.
  timeoutWords(_before, awaited, t) {
    if (awaited?.kind === 'decision')
      return t('timeout.decision', { seat: awaited.seat ?? '?', hand: awaited.hand ?? 1 });
    if (awaited?.kind === 'insurance')
      return t('timeout.insurance', { count: (awaited.seats ?? []).length, seats: (awaited.seats ?? []).join(', ') });
    return null;
  },
  betTypes: ['MAIN', 'BET_BEHIND', 'INSURANCE'],
  // Null (the console shows the status) for a result without a dealer's hand: checked before the words are needed.
  historyBadge: (result) => (blackjackResultBadge((key) => key, result) ? <BlackjackBadge result={result!} /> : null),
};

/** The history strip's badge: the dealer's hand and the hands' `2W 1L` counts, in the dealer's language. */
function BlackjackBadge({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.blackjack.dealer');
  const bj = blackjackResultBadge(t, result);
  if (!bj) return null;
  return (
    <span className="flex items-center gap-1.5">
      <span
        className={`flex h-6 min-w-6 items-center justify-center rounded-full px-1 font-mono text-[11px] font-black ${bj.tone === 'bust' ? 'bg-red-600 text-white' : bj.tone === 'bj' ? 'bg-brass text-ink' : 'bg-felt text-white ring-1 ring-emerald-700'}`}
      >
        {bj.label}
      </span>
      <span className="font-mono text-[11px] text-gray-400">{bj.hands}</span>
    </span>
  );
}
