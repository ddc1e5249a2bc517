import { useTranslations } from 'next-intl';
import { CARD_ENTRY } from '@/components/dealer/entry';
import type { DealerUi } from '@/components/games/types';
import { resultBadge, timeoutText } from './dealer-format';
import { cheNextBody, CheStage } from './dealer-stage';

/**
 * The Casino Hold'em console (RULES.md §CHE): keyboard-first like the others, every card typed (or tapped)
 * where `round.next` says; the turn is held while the call window is open, and the console says why.
 */
export const casinoHoldemDealer: DealerUi = {
  entry: CARD_ENTRY,
  Stage: CheStage,
  nextBody: (round) => cheNextBody(round),
  // §C-7: the window's expiry folds every box still deciding (§CHE-2).
  timeoutWords: (before, _awaited, t) => timeoutText(t, before.next),
  betTypes: ['ANTE', 'AA_BONUS', 'CALL'],
  historyBadge(result) {
    const b = resultBadge(result);
    return b ? <CheBadge label={b.label} tone={b.tone} qualifies={b.qualifies} /> : null;
  },
};

const TONE = {
  player: 'bg-emerald-600 text-white',
  dealer: 'bg-banker text-white',
  tie: 'bg-gray-400 text-ink',
  none: 'bg-panel-2 text-gray-300 ring-1 ring-line',
} as const;

/** The history strip's badge: who had the better hand, Q / NQ (§CHE-3), F when everybody folded. */
function CheBadge({ label, tone, qualifies }: { label: string; tone: keyof typeof TONE; qualifies: boolean | null }) {
  const t = useTranslations('games.casino-holdem.dealer');
  return (
    <span
      className="flex items-center gap-1.5"
      title={
        label === 'F'
          ? t('badge.allFolded')
          : qualifies === null
            ? t('badge.noPlay')
            : qualifies
              ? t('badge.qualifies')
              : t('badge.notQualifies')
      }
    >
      <span
        className={`flex h-6 min-w-6 items-center justify-center rounded-full px-1 font-mono text-[11px] font-black ${TONE[tone]}`}
      >
        {label}
      </span>
      <span className="font-mono text-[11px] text-gray-400">
        {qualifies === null ? '' : qualifies ? t('badge.q') : t('badge.nq')}
      </span>
    </span>
  );
}
