/**
 * The Blackjack `GameModule` (RULES.md §BJ): the seam between the generic round service and the
 * pure engine in this folder. Bets (cents):
 * - `MAIN {seat}`: the seated player's bet on their seat (§BJ-1); doubles and splits add extra
 *   stakes equal to it (`Bet.extraStake`, §BJ-3);
 * - `BET_BEHIND {seat, followDoublesAndSplits?}`: a player not seated at the table backs an
 *   occupied seat (§BJ-9); `followFunded` in its spec records which extra stakes were taken;
 * - `INSURANCE {seat, of}`: half of the covered bet (`of` = the MAIN or BET_BEHIND bet's id),
 *   taken during the insurance decisions (§BJ-4); never placed through the bets endpoint.
 *
 * Before betting closes the round's state is `{ phase: 'BETTING', rules }`; closing records a
 * `SEATS` action with the seats that have a MAIN bet (§BJ-1, "a seat without a bet is skipped"),
 * which starts the engine. A round where no seat has a bet is complete at once.
 */
import { mainReturnBasicStrategy } from '@/lib/games/blackjack/returns';
import { z } from 'zod';
import { ratioPayout, ruleError, type Applied, type BetSettlement, type Next, type RuleError } from '../types';
import {
  decodeSeatedAction,
  type CommonAction,
  type DecisionAction,
  type GameBet,
  type GameModule,
  type Limits,
  type SeatsAction,
} from '../module';
import * as bj from './index';
import { blackjackDecisions } from './decisions';
import { BLACKJACK_RULE_CODES } from './codes';

/** The round's state: waiting for the close of betting, or the engine's state. */
export type BlackjackRoundState = bj.BlackjackState | { phase: 'BETTING'; rules: bj.BlackjackRules };

/** Bet types of a blackjack table (`INSURANCE` only through decisions). */
export const BLACKJACK_BET_TYPES = ['MAIN', 'BET_BEHIND'] as const;

/** Blackjack's own actions (besides the dealer's and TIMEOUT): the seats that play, decisions, insurance. */
export type BlackjackRoundAction =
  | CommonAction
  | SeatsAction
  | DecisionAction
  | { type: 'INSURANCE'; seat: number; take: boolean }
  | { type: 'BEHIND_INSURANCE'; seat: number; id?: string; take?: boolean };

/** The blackjack action a round log event records (see `BlackjackRoundAction`), or null. */
function decodeAction(type: string, data: Record<string, unknown>): BlackjackRoundAction | null {
  switch (type) {
    case 'INSURANCE':
      return { type: 'INSURANCE', seat: data.seat as number, take: data.take === true };
    case 'BEHIND_INSURANCE':
      return {
        type: 'BEHIND_INSURANCE',
        seat: data.seat as number,
        ...(data.bet !== undefined ? { id: String(data.bet), take: data.take !== false } : {}),
      };
    default:
      return decodeSeatedAction(type, data);
  }
}

/** The decision kinds that run a timer (§C-7, §BJ-10); the insurance decisions share one. */
const TIMED = new Set(['decision', 'insurance']);

const waiting = (s: BlackjackRoundState): s is { phase: 'BETTING'; rules: bj.BlackjackRules } => s.phase === 'BETTING';

/** The engine state of a round where nobody played: complete, nothing to deal. */
function emptyRound(rules: bj.BlackjackRules): bj.BlackjackState {
  return { ...bj.initialState([1], rules), seats: [], phase: 'COMPLETE' };
}

const seatOf = (bet: { spec: Record<string, unknown> }): number => Number(bet.spec.seat);

const limits: Limits = {
  bets: { MAIN: { min: 500, max: 250_000 }, BET_BEHIND: { min: 100, max: 100_000 } },
  maxPayoutPerRound: 2_500_000,
};

function toEngineAction(action: BlackjackRoundAction): bj.BlackjackAction | RuleError {
  switch (action.type) {
    case 'CARD':
    case 'UNDO':
    case 'TIMEOUT':
      return action as bj.BlackjackAction;
    case 'DECISION':
      return { type: 'DECISION', seat: action.seat, hand: action.hand, action: action.action as bj.BlackjackDecision };
    case 'INSURANCE':
      return { type: 'INSURANCE', seat: action.seat, take: action.take };
    case 'BEHIND_INSURANCE':
      return { type: 'BEHIND_INSURANCE', seat: action.seat, id: action.id, take: action.take };
    default:
      return ruleError('conflict', 'OUTCOME_NOT_EXPECTED', 'Blackjack takes cards and decisions, not a number.');
  }
}

export const blackjackModule: GameModule<BlackjackRoundState, bj.BlackjackRules, BlackjackRoundAction> = {
  game: 'BLACKJACK',
  label: 'Blackjack',
  ruleCodes: BLACKJACK_RULE_CODES,
  shoeDecks: 8, // §BJ-1
  seatCount: bj.BLACKJACK_SEATS.length, // §BJ-1: 7 seats
  // §BJ-9: Bet Behind backs another player's seat; insurance is taken with a decision, not on the seat board.
  seatBets: { behind: ['BET_BEHIND'], offBoard: ['INSURANCE'], behindRule: 'RULES.md §BJ-9' },
  defaultRules: { ...bj.DEFAULT_BLACKJACK_RULES },
  parseRules: (input) => bj.parseBlackjackRules(input),
  // The MAIN bet under basic strategy as ./returns computes it exactly (mainReturnBasicStrategy); null when not computed.
  theoreticalEdgePct: (rules) => {
    const r = mainReturnBasicStrategy(rules);
    return r ? Math.round(r.houseEdge * 100_000) / 1000 : null;
  },
  defaultLimits: limits,
  initialState: (rules) => ({ phase: 'BETTING', rules }),
  decodeAction,
  apply(state, action, rules): Applied<BlackjackRoundState> | RuleError {
    if (action.type === 'SEATS') {
      if (!waiting(state)) return ruleError('conflict', 'ALREADY_STARTED', 'the seats were fixed when betting closed');
      const seats = [...new Set(action.seats)].sort((a, b) => a - b);
      const behind = (action.behind ?? []).filter((b) => seats.includes(b.seat));
      const s = seats.length ? bj.initialState(seats, rules, behind) : emptyRound(rules);
      return { ok: true, state: s, events: [{ type: 'SEATS', data: { seats, behind } }] };
    }
    if (waiting(state)) return ruleError('conflict', 'BETTING_OPEN', 'Betting is still open: call No more bets first.');
    const a = toEngineAction(action);
    if ('ok' in a && a.ok === false) return a;
    return bj.apply(state, a as bj.BlackjackAction);
  },
  next(state): Next {
    if (waiting(state)) return { kind: 'close' };
    return bj.next(state) as Next;
  },
  isComplete: (state) => !waiting(state) && bj.isComplete(state),
  view(state) {
    if (waiting(state)) return { view: { phase: 'BETTING', dealer: null, seats: [], turn: null } };
    const v = bj.tableView(state);
    const cards: Record<string, string[]> = { dealer: v.dealer.cards };
    for (const s of v.seats) for (const h of s.hands) cards[`seat${s.seat}.${h.hand}`] = h.cards;
    return { cards, view: v as unknown as Record<string, unknown> };
  },
  result: (state) => (waiting(state) ? null : (bj.result(state) as unknown as Record<string, unknown> | null)),
  betSchema: z.object({
    type: z.enum(BLACKJACK_BET_TYPES),
    seat: z.number().int(),
    followDoublesAndSplits: z.boolean().optional(),
  }),
  validateBet(body) {
    const type = body.type;
    if (type !== 'MAIN' && type !== 'BET_BEHIND')
      return ruleError(
        'input',
        'INVALID_BET_TYPE',
        'type must be MAIN or BET_BEHIND (insurance is a decision: POST /api/rounds/:id/decisions)',
      );
    const seat = body.seat;
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 1 || seat > 7)
      return ruleError('input', 'INVALID_SEAT', 'seat must be a seat number 1..7 (RULES.md §BJ-1)');
    const follow = body.followDoublesAndSplits;
    if (follow !== undefined && follow !== null && typeof follow !== 'boolean')
      return ruleError('input', 'VALIDATION_ERROR', 'followDoublesAndSplits must be true or false');
    if (type === 'MAIN') {
      if (follow !== undefined && follow !== null)
        return ruleError('input', 'VALIDATION_ERROR', 'followDoublesAndSplits belongs to BET_BEHIND bets');
      return { type, spec: { seat } };
    }
    return { type, spec: { seat, followDoublesAndSplits: follow === true } }; // §BJ-9: default off
  },
  limitKey: (bet) => bet.type,
  spotKey: (bet) => `${bet.type}:${seatOf(bet)}`,
  settleBet(bet, state) {
    if (waiting(state)) throw new Error('blackjack round has not started');
    if (bet.type === 'INSURANCE') return strip(bj.settleInsurance(bet.amount, state));
    if (bet.type === 'MAIN') return strip(bj.settleMain(seatOf(bet), bet.amount, state));
    if (bet.type === 'BET_BEHIND') {
      return strip(
        bj.settleBetBehind(
          {
            seat: seatOf(bet),
            amount: bet.amount,
            followDoublesAndSplits: bet.spec.followDoublesAndSplits === true,
            followFunded: (bet.spec.followFunded as bj.BetBehindBet['followFunded']) ?? undefined,
          },
          state,
        ),
      );
    }
    throw new Error(`unknown blackjack bet type ${bet.type}`);
  },
  beginPlay(bets) {
    // §BJ-1: the seats with a MAIN bet play; §BJ-9: their Bet Behind bets decide their own insurance.
    const seats = [...new Set(bets.filter((b) => b.type === 'MAIN').map(seatOf))].sort((a, b) => a - b);
    const behind = bets
      .filter((b) => b.type === 'BET_BEHIND' && b.id && seats.includes(seatOf(b)))
      .map((b) => ({ seat: seatOf(b), id: b.id! }));
    return { type: 'SEATS', seats, behind };
  },
  returnedAtClose(bet, bets) {
    if (bet.type !== 'BET_BEHIND') return null;
    const seat = seatOf(bet);
    return bets.some((b) => b.type === 'MAIN' && seatOf(b) === seat)
      ? null
      : `seat ${seat} has no bet this round: the Bet Behind is returned (RULES.md §BJ-9)`;
  },
  decisions: blackjackDecisions,
  decisionTimer: (rules, after, before) =>
    TIMED.has(after.kind)
      ? { seconds: rules.decisionSeconds, sameWindow: before.kind === 'insurance' && after.kind === 'insurance' }
      : null,
  // Who bets behind a seat, their stakes and balances stay private (the seat board shows only totals, §BJ-9).
  logEventForOthers(type, data, actor) {
    if (type === 'FOLLOW_UNFUNDED' || type === 'BEHIND_NO_INSURANCE') return null;
    if (type === 'BEHIND_INSURANCE') return { data: { seat: data.seat }, actor: null };
    if (type === 'TIMEOUT' && data.bet !== undefined)
      return { data: { seat: data.seat, hand: null, applied: data.applied }, actor };
    return undefined;
  },
  earlySettleBet(bet, _state, _rules, events) {
    // §BJ-5: a blackjack is paid 3:2 at its seat's turn when the dealer cannot have one; the Bet
    // Behind bets on that seat follow the hand (§BJ-9). A blackjack is never doubled or split.
    if (bet.type !== 'MAIN' && bet.type !== 'BET_BEHIND') return null;
    const seat = seatOf(bet);
    if (!events.some((e) => e.type === 'BLACKJACK_PAID' && e.data.seat === seat)) return null;
    return { status: 'WON', payout: ratioPayout(bet.amount, 3, 2), refund: bet.amount };
  },
};

function strip(s: bj.BlackjackSettlement): BetSettlement {
  return { status: s.status, payout: s.payout, refund: s.refund };
}

export type { GameBet };
