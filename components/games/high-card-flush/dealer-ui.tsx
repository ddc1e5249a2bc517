import { CARD_ENTRY } from '@/components/dealer/entry';
import type { DealerUi } from '@/components/games/types';
import { hcfResultBadge } from './dealer-format';
import {
  HcfAwaitedDecision,
  hcfCloseBlocked,
  hcfDpPending,
  hcfNextBody,
  HcfResultLine,
  HcfRotationPanel,
  HcfTable,
} from './dealer-stage';

/** The High Card Flush console: the DP rotation, the awaited decision, the seats, the bank; cards typed or tapped. */
export const highCardFlushDealer: DealerUi = {
  entry: CARD_ENTRY,
  Stage: ({ round, board, detail }) => (
    <>
      <HcfRotationPanel round={round} board={board} />
      <HcfAwaitedDecision round={round} board={board} />
      <HcfTable round={round} board={board} detail={detail} />
      <HcfResultLine round={round} board={board} detail={detail} />
    </>
  ),
  nextBody: (round, _next, board) => hcfNextBody(round, board),
  closeBlocked: hcfCloseBlocked,
  // §C-7: an expired Raise/Fold decision folds; an unanswered DP offer is a decline and passes on (§HCF-7).
  timeoutWords(_before, awaited, t) {
    if (awaited?.kind === 'decision') return t('timeout.decision', { seat: awaited.seat ?? '?' });
    if (awaited?.kind === 'dp-offer') return t('timeout.dpOffer', { seat: awaited.seat ?? '?' });
    return null;
  },
  betsStatus: (round) =>
    hcfDpPending(round) ? (
      <span data-testid="countdown" className="font-semibold text-amber-300">
        Waiting for the DP
      </span>
    ) : null,
  betTypes: ['ANTE', 'RAISE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS', 'DP_BANK'],
  historyBadge(result) {
    const hcf = hcfResultBadge(result);
    if (!hcf) return null;
    return (
      <span
        className="flex items-center gap-1.5"
        title={
          hcf.qualifies === null
            ? "DP's hand not dealt"
            : hcf.qualifies
              ? "DP's flush · qualifies"
              : "DP's flush · does not qualify"
        }
      >
        <span
          className={`flex h-6 min-w-6 items-center justify-center rounded-full px-1 font-mono text-[11px] font-black ${hcf.qualifies ? 'bg-felt text-white ring-1 ring-emerald-700' : 'bg-panel-2 text-gray-300 ring-1 ring-line'}`}
        >
          {hcf.label}
        </span>
        <span className="font-mono text-[11px] text-gray-400">
          {hcf.qualifies === null ? '' : hcf.qualifies ? 'Q' : 'NQ'}
        </span>
      </span>
    );
  },
};
