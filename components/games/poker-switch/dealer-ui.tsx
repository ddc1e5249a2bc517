import { useTranslations } from 'next-intl';
import { CARD_ENTRY } from '@/components/dealer/entry';
import type { DealerUi } from '@/components/games/types';
import { resultBadge, timeoutText } from './dealer-format';
import { psNextBody, PsStage } from './dealer-stage';

/**
 * The Poker Switch console (RULES.md §PS): keyboard-first like the others, every card typed (or tapped) where
 * `round.next` says: box n card k face down or up, the dealer's cards, the buy's replacement cards (§PS-6).
 * The players decide on their own screens; the console shows whose turn it is, with its timer.
 */
export const pokerSwitchDealer: DealerUi = {
  entry: CARD_ENTRY,
  Stage: PsStage,
  nextBody: (round, _next, board) => psNextBody(round, board),
  // §PS-10, §C-7: a turn's expiry undoes a pending switch and folds the pair's undecided boxes; the buy window's is no buy.
  timeoutWords: (before, _awaited, t) => timeoutText(t, before.next),
  betTypes: ['ANTE', 'BONUS', 'SWITCH_FEE', 'BET', 'INSURANCE'],
  historyBadge(result) {
    const b = resultBadge(result);
    return b ? <PsBadge label={b.label} qualifies={b.qualifies} bought={b.bought} /> : null;
  },
};

/** The history strip's badge: the dealer qualified (Q), did not (NQ), or a game was bought (B). */
function PsBadge({ label, qualifies, bought }: { label: string; qualifies: boolean | null; bought: boolean }) {
  const t = useTranslations('games.poker-switch.dealer');
  const tone = qualifies
    ? 'bg-felt text-white ring-1 ring-emerald-700'
    : bought
      ? 'bg-fuchsia-700 text-white'
      : 'bg-panel-2 text-gray-300 ring-1 ring-line';
  return (
    <span
      className="flex items-center gap-1.5"
      title={
        qualifies === null
          ? t('badge.noPlay')
          : qualifies
            ? t('badge.qualifies')
            : bought
              ? t('badge.bought')
              : t('badge.notQualifies')
      }
    >
      <span
        className={`flex h-6 min-w-6 items-center justify-center rounded-full px-1 font-mono text-[11px] font-black ${tone}`}
      >
        {label}
      </span>
    </span>
  );
}
