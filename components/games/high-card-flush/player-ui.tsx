import { lazy } from 'react';
import type { PlayerUi } from '@/components/games/types';
import { HcfBoard, useHcf, useHcfWords } from './player-board';
import { HcfBetControls, HcfDock, hcfDockKind } from './player-controls';
import { DEFAULT_HCF_RULES } from '@/lib/games/high-card-flush/rules';
import { hcfBetLabel } from './player-format';
import { useHcfActions } from './use-hcf-actions';

const LIMIT_LABEL: Record<string, string> = {
  ANTE: 'Ante · 1:1 (required)',
  FLUSH_BONUS: 'Flush bonus · 2:1 to 200:1',
  STRAIGHT_FLUSH_BONUS: 'Straight flush bonus · 8:1 to 1000:1',
};

/** The rules panel: its own chunk, downloaded when the player first opens Rules (issue #16 §5). */
const HcfRulesPanel = lazy(() => import('./rules-panel').then((m) => ({ default: m.HcfRulesPanel })));

/** The High Card Flush player view: the DP rotation, the seats, the player's hand, bets and decisions. */
export const highCardFlushPlayer: PlayerUi = {
  usePlayerGame: function useHcfPlayer({ s: base }) {
    const s = { ...base, ...useHcfActions(base) };
    const hcf = useHcf(s);
    const w = useHcfWords();
    const { t } = w;
    const round = s.round;
    const dock = hcfDockKind(hcf.h, hcf.my);
    return {
      felt: <HcfBoard s={s} />,
      controls: <HcfBetControls s={s} h={hcf.h} my={hcf.my} rules={hcf.rules} />,
      // Fold / Raise on the player's turn, the answer to a DP offer (§HCF-3, §HCF-7): under the thumb on phones.
      dock: dock ? <HcfDock s={s} h={hcf.h} my={hcf.my} rules={hcf.rules} /> : null,
      yourTurn: dock !== null,
      label: hcfBetLabel(w, hcf.rules),
      // Bets are taken only once the DP seat is settled (§HCF-7).
      canBet: !!hcf.h?.betting,
      hint: hcf.my.isDp ? t('hint.dp') : hcf.my.seat !== null ? t('hint.seated') : t('hint.sit'),
      closedHint: s.bettingOpen ? t('hint.afterDp') : null,
      // Bets wait for the DP seat to be settled (§HCF-7).
      statusText:
        round?.status === 'BETTING' && (round.view as { rotation?: { decided?: boolean } }).rotation?.decided === false
          ? t('hint.dpOffer')
          : null,
      countdown:
        hcf.h && hcf.h.status === 'BETTING' && !hcf.h.decided ? (
          <span data-testid="countdown" className="font-semibold text-amber-300">
            {t('hint.settling')}
          </span>
        ) : null,
      repeatBlocked: hcf.my.seat === null || hcf.my.isDp,
      limitLabel: (key) => (key in LIMIT_LABEL ? t(`limit.${key}`, { name: t(`bet.${key}`) }) : null),
    };
  },
  resultsByShoe: false,
  // English, for a view without the game's messages; the table view words them (PlayerGame.limitLabel).
  limitLabel: (key) => LIMIT_LABEL[key] ?? null,
  Rules: HcfRulesPanel,
  // A bet of the history carries the fee held with it (the table's rules name it only for a bet not yet placed).
  BetName: function HcfBetName({ bet }) {
    return hcfBetLabel(useHcfWords(), DEFAULT_HCF_RULES)(bet);
  },
};
