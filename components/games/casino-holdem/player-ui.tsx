import { lazy } from 'react';
import type { PlayerUi } from '@/components/games/types';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import { useWide } from '@/components/games/roulette/use-wide';
import { CheBoard, useChe, useCheWords } from './player-board';
import { CheDock } from './player-controls';
import { cheBetLabel } from './player-format';
import { useCheActions } from './use-che-actions';

const LIMIT_LABEL: Record<string, string> = {
  ANTE: 'Ante · Ante table (required)',
  AA_BONUS: 'AA Bonus · 7:1 or 25:1',
};

/** The rules panel: its own chunk, downloaded when the player first opens Rules (issue #16 §5). */
const CheRulesPanel = lazy(() => import('./rules-panel').then((m) => ({ default: m.CheRulesPanel })));

/**
 * The Casino Hold'em player view (RULES.md §CHE): the common hand, the board and the dealer's cards, the
 * player's Ante / AA Bonus / Call, and Call / Fold in the dock while the call window is open.
 */
export const casinoHoldemPlayer: PlayerUi = {
  usePlayerGame: function useChePlayer({ s: base }) {
    const s = { ...base, ...useCheActions(base) };
    const che = useChe(s);
    const { t } = useCheWords();
    const wide = useWide();
    const isPlayer = s.me?.role === 'PLAYER';
    // Call / Fold while the window is open and this player's Ante waits for them (§CHE-2, §C-7).
    const deciding = isPlayer && !!che.h && che.my.deciding;
    return {
      felt: <CheBoard s={s} wide={wide} />,
      dock: deciding && che.h ? <CheDock s={s} h={che.h} my={che.my} rules={che.rules} /> : null,
      yourTurn: deciding,
      // One call window a round: the sound plays once, not again at every other player's decision.
      turnKey: `calls:${che.h?.deadline ?? ''}`,
      label: cheBetLabel(t),
      canBet: s.bettingOpen,
      hint: t('hint.bet'),
      // The header says what the dealing is at (the countdown beside it already says "No more bets").
      statusText: che.h?.windowOpen
        ? t('status.window')
        : che.h?.status === 'DEALING'
          ? t('status.dealingShort')
          : null,
      // The call window's timer for everyone at the table (those without an Ante too), instead of "No more bets".
      countdown: che.h?.windowOpen ? (
        <DecisionTimer
          deadline={che.h.deadline}
          total={che.rules.decisionSeconds}
          testId="che-window-timer"
          title={t('status.window')}
        />
      ) : null,
      limitLabel: (key) => (key in LIMIT_LABEL ? t(`limit.${key}`, { name: t(`bet.${key}`) }) : null),
    };
  },
  resultsByShoe: false,
  // English, for a view without the game's messages; the table view words them (PlayerGame.limitLabel).
  limitLabel: (key) => LIMIT_LABEL[key] ?? null,
  // The decision written on my Ante and AA Bonus (`spec.decision`, also one made in another tab): read my bets
  // again at a decision while my Ante says none yet (the Call itself also arrives as `bet:placed`). The public
  // event names no player, so every decision until mine is read; none after it.
  reloadsBets(ev, bets) {
    if (ev.type !== 'round:decision' || !ev.roundId) return false;
    const mine = bets.filter((b) => b.roundId === ev.roundId && b.status !== 'CANCELLED');
    return (
      mine.some((b) => b.type === 'ANTE') &&
      !mine.some((b) => b.type === 'ANTE' && typeof b.spec?.decision === 'string')
    );
  },
  Rules: CheRulesPanel,
  BetName: function CheBetName({ bet }) {
    return cheBetLabel(useCheWords().t)(bet);
  },
};
