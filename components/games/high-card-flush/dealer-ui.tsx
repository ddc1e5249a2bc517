import { useTranslations } from 'next-intl';
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
  betsStatus: (round) => (hcfDpPending(round) ? <WaitingForDp /> : null),
  betTypes: ['ANTE', 'RAISE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS', 'DP_BANK'],
  historyBadge(result) {
    const hcf = hcfResultBadge(result);
    return hcf ? <HcfBadge label={hcf.label} qualifies={hcf.qualifies} /> : null;
  },
};

/** The status bar while the DP seat is offered (§HCF-7). */
function WaitingForDp() {
  const t = useTranslations('games.high-card-flush.dealer');
  return (
    <span data-testid="countdown" className="font-semibold text-amber-300">
      {t('status.waitingDp')}
    </span>
  );
}

/** The history strip's badge: the DP's flush and Q / NQ (§HCF-4). */
function HcfBadge({ label, qualifies }: { label: string; qualifies: boolean | null }) {
  const t = useTranslations('games.high-card-flush.dealer');
  return (
    <span
      className="flex items-center gap-1.5"
      title={qualifies === null ? t('badge.notDealt') : qualifies ? t('badge.qualifies') : t('badge.notQualifies')}
    >
      <span
        className={`flex h-6 min-w-6 items-center justify-center rounded-full px-1 font-mono text-[11px] font-black ${qualifies ? 'bg-felt text-white ring-1 ring-emerald-700' : 'bg-panel-2 text-gray-300 ring-1 ring-line'}`}
      >
        {label}
      </span>
      <span className="font-mono text-[11px] text-gray-400">
        {qualifies === null ? '' : qualifies ? t('badge.q') : t('badge.nq')}
      </span>
    </span>
  );
}
