import { lazy } from 'react';
import type { PlayerUi } from '@/components/games/types';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import { useWide } from '@/components/games/roulette/use-wide';
import { PsBoard, usePs, usePsWords } from './player-board';
import { PsDock } from './player-controls';
import { deciding, psBetLabel, turnKey } from './player-format';
import { usePsActions } from './use-ps-actions';

const LIMIT_LABEL: Record<string, string> = {
  ANTE: 'Ante · per box, equal on both boxes of a pair',
  BONUS: 'Bonus · three of a kind or better',
};

/** The rules panel: its own chunk, downloaded when the player first opens Rules (issue #16 §5). */
const PsRulesPanel = lazy(() => import('./rules-panel').then((m) => ({ default: m.PsRulesPanel })));

/**
 * The Poker Switch player view (RULES.md §PS): one or two pairs of boxes taken like seats, the Antes and
 * Bonus bets per box, the pairs side by side with the fifth cards marked, and in the dock the pair's turn
 * (Switch / Switch back with the fee and both resulting hands, Bet / Fold per box, Bet with insurance) and
 * the buy window (Buy / No buy with what it costs and can win), each with its timer.
 */
export const pokerSwitchPlayer: PlayerUi = {
  usePlayerGame: function usePsPlayer({ s: base }) {
    const s = { ...base, ...usePsActions(base) };
    const ps = usePs(s);
    const { t } = usePsWords();
    const wide = useWide();
    const isPlayer = s.me?.role === 'PLAYER';
    const mine = isPlayer && !!ps.h && deciding(ps.my);
    const timed = ps.h?.next?.kind === 'decision' || ps.h?.next?.kind === 'buy';
    return {
      felt: <PsBoard s={s} wide={wide} />,
      dock: mine && ps.h ? <PsDock s={s} h={ps.h} my={ps.my} rules={ps.rules} /> : null,
      yourTurn: mine,
      turnKey: turnKey(ps.h, ps.my),
      label: psBetLabel(t),
      canBet: s.bettingOpen && ps.my.pairs.length > 0,
      hint: ps.my.pairs.length ? t('hint.bet') : t('hint.takePair'),
      statusText:
        ps.h?.next?.kind === 'decision'
          ? t('header.turn', { pair: ps.h.next.seat })
          : ps.h?.next?.kind === 'buy'
            ? t('header.buy')
            : ps.h?.status === 'DEALING'
              ? t('header.dealing')
              : null,
      // The running timer (a pair's turn, the buy window) for everyone at the table, instead of "No more bets".
      countdown:
        timed && ps.h ? (
          <DecisionTimer
            deadline={ps.h.deadline}
            total={ps.h.next?.kind === 'buy' ? ps.rules.buySeconds : ps.rules.turnSeconds}
            testId="ps-table-timer"
            title={ps.h.next?.kind === 'buy' ? t('dock.buyTimer') : t('dock.timerTitle')}
          />
        ) : null,
      repeatBlocked: ps.my.pairs.length === 0,
      limitLabel: (key) => (key in LIMIT_LABEL ? t(`limit.${key}`, { name: t(`bet.${key}`) }) : null),
      // §PS-9: the maximum payout caps each box (main game and Bonus apart), not a player's round.
      maxPayoutLabel: t('limit.maxPayout'),
    };
  },
  resultsByShoe: false,
  // English, for a view without the game's messages; the table view words them (PlayerGame.limitLabel).
  limitLabel: (key) => LIMIT_LABEL[key] ?? null,
  // A decision writes on my Antes (a fold, a buy) and may take stakes (a fee, a Bet, insurance; those arrive as
  // `bet:placed`, an undone switch's refund as `bet:cancelled`): read my bets again at each decision while I have
  // an Ante in the round.
  reloadsBets(ev, bets) {
    if (ev.type !== 'round:decision' || !ev.roundId) return false;
    return bets.some((b) => b.roundId === ev.roundId && b.type === 'ANTE' && b.status === 'OPEN');
  },
  Rules: PsRulesPanel,
  BetName: function PsBetName({ bet }) {
    return psBetLabel(usePsWords().t)(bet);
  },
};
