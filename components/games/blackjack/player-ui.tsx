import { lazy } from 'react';
import type { PlayerUi } from '@/components/games/types';
import { BlackjackBoard } from './player-board';
import { BlackjackBetControls, BlackjackPlayPanel } from './player-controls';
import { bjRound, blackjackBetLabel, blackjackLimitLabel, myBlackjack } from './player-format';
import { useBjWords, useBlackjackActions } from './use-blackjack-actions';

// English labels for a view without the game's messages; the table view words them (PlayerGame.limitLabel).
const ENGLISH_LIMIT: Record<string, string> = {
  MAIN: 'Main bet · 1:1, blackjack 3:2',
  BET_BEHIND: 'Bet Behind · follows the seat',
};

/** The rules panel: its own chunk, downloaded when the player first opens Rules (issue #16 §5). */
const BlackjackRules = lazy(() => import('./rules-panel').then((m) => ({ default: m.BlackjackRules })));

/** The blackjack player view: the seats and the dealer, the seat's bet and play controls, the rules panel. */
export const blackjackPlayer: PlayerUi = {
  usePlayerGame: function useBlackjackPlayer({ s: base }) {
    const s = { ...base, ...useBlackjackActions(base) };
    const t = useBjWords();
    const bj = bjRound(s.round);
    const my = myBlackjack(bj, s.seats?.seats ?? [], s.me?.id ?? null, s.bets, s.insuranceAnswered);
    const yourTurn = s.me?.role === 'PLAYER' && (!!my.decision || !!my.insurance);
    return {
      felt: <BlackjackBoard s={s} />,
      // While a decision waits, its buttons and timer sit in the shell's dock (the bottom of a phone's screen).
      dock: yourTurn ? <BlackjackPlayPanel s={s} bj={bj} my={my} docked /> : null,
      yourTurn,
      controls: <BlackjackBetControls s={s} my={my} />,
      label: (b) => blackjackBetLabel(t, b),
      limitLabel: (key) => blackjackLimitLabel(t, key),
      canBet: s.bettingOpen,
      hint: t(my.seat !== null ? 'hint.seated' : 'hint.free'),
    };
  },
  resultsByShoe: false,
  limitLabel: (key) => ENGLISH_LIMIT[key] ?? null,
  // A double or a split may take extra stakes from this player's bets (own seat, or a Bet Behind following it).
  reloadsBets(ev, bets) {
    const action = (ev.data as { action?: unknown }).action;
    if (ev.type !== 'round:decision' || !ev.roundId || (action !== 'DOUBLE' && action !== 'SPLIT')) return false;
    const rid = ev.roundId;
    return bets.some((b) => b.roundId === rid && (b.type === 'MAIN' || b.type === 'BET_BEHIND'));
  },
  Rules: BlackjackRules,
  BetName: function BlackjackBetName({ bet }) {
    return blackjackBetLabel(useBjWords(), bet);
  },
};
