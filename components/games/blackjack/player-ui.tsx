import type { PlayerUi } from '@/components/games/types';
import { BlackjackBoard } from './player-board';
import { BlackjackBetControls } from './player-controls';
import { bjRound, blackjackBetLabel, myBlackjack, refineBlackjackProblem } from './player-format';
import { useBlackjackActions } from './use-blackjack-actions';

const LIMIT_LABEL: Record<string, string> = {
  MAIN: 'Main bet · 1:1, blackjack 3:2',
  BET_BEHIND: 'Bet Behind · follows the seat',
};

/** The blackjack player view: the seats and the dealer, the seat's bet and play controls. */
export const blackjackPlayer: PlayerUi = {
  usePlayerGame: function useBlackjackPlayer({ s: base }) {
    const s = { ...base, ...useBlackjackActions(base) };
    const my = myBlackjack(bjRound(s.round), s.seats?.seats ?? [], s.me?.id ?? null, s.bets, s.insuranceAnswered);
    return {
      felt: <BlackjackBoard s={s} />,
      controls: <BlackjackBetControls s={s} my={my} />,
      label: blackjackBetLabel,
      canBet: s.bettingOpen,
      hint: my.seat !== null ? 'bet on your seat' : 'sit at a free seat, or bet behind a seated player',
    };
  },
  resultsByShoe: false,
  limitLabel: (key) => LIMIT_LABEL[key] ?? null,
  // A double or a split may take extra stakes from this player's bets (own seat, or a Bet Behind following it).
  reloadsBets(ev, bets) {
    const action = (ev.data as { action?: unknown }).action;
    if (ev.type !== 'round:decision' || !ev.roundId || (action !== 'DOUBLE' && action !== 'SPLIT')) return false;
    const rid = ev.roundId;
    return bets.some((b) => b.roundId === rid && (b.type === 'MAIN' || b.type === 'BET_BEHIND'));
  },
  problem: refineBlackjackProblem,
};
