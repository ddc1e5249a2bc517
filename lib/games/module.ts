/**
 * The seam between the generic round service and each game's pure engine. The round service
 * (lib/rounds/*) knows nothing about a game beyond this interface; adding a table game means
 * writing an engine and its `GameModule` in lib/games/<game>/ and one line in lib/games/registry.ts.
 */
import type { z } from 'zod';
import type { Applied, BetSettlement, Next, RuleError } from '@/lib/games/types';
import type { Card } from '@/lib/games/cards';
import type { Game } from '@/lib/generated/prisma/enums';

/** A round as the API shows it (lib/realtime/events.ts `PublicRound`), the parts a game's `conceal` reads. */
export interface ConcealableRound {
  status: string;
  cards?: Record<string, string[]>;
  view: Record<string, unknown>;
  next: Record<string, unknown> | null;
}

/** A dealer action as recorded in the round's event log. */
export type DealerAction =
  | { type: 'CARD'; card: Card }
  | { type: 'OUTCOME'; number: number }
  | { type: 'NO_SPIN'; reason: string }
  | { type: 'UNDO' };

/**
 * Every action a round's engine folds: the dealer's entries, the seats that play (recorded when
 * betting closes), players' decisions and insurance, and decision-timer expiries (§C-7). The round
 * log records each as an event of the same type; `replayRound` folds them back.
 */
export type RoundAction =
  | DealerAction
  | { type: 'SEATS'; seats: number[]; behind?: { seat: number; id: string }[]; stakes?: Record<string, unknown> }
  | { type: 'DECISION'; seat: number; hand?: number; action: string; multiple?: number }
  | { type: 'INSURANCE'; seat: number; take: boolean }
  | { type: 'BEHIND_INSURANCE'; seat: number; id?: string; take?: boolean }
  | { type: 'TIMEOUT' }
  | { type: 'DP_OFFERED'; seat: number; userId: string; last: boolean; lastDpSeat: number | null; lastDpUserId?: string | null }
  | { type: 'DP_ACCEPTED'; seat: number; userId: string; bank: number }
  | { type: 'DP_DECLINED'; seat: number; userId: string }
  | { type: 'DP_HOUSE'; lastDpSeat: number | null; lastDpUserId?: string | null };

/** Event types of the round log that are actions folded through the engine (see `RoundAction`). */
export const ACTION_EVENT_TYPES: ReadonlySet<string> = new Set(['CARD', 'OUTCOME', 'NO_SPIN', 'UNDO', 'SEATS', 'DECISION', 'INSURANCE', 'BEHIND_INSURANCE', 'TIMEOUT', 'DP_OFFERED', 'DP_ACCEPTED', 'DP_DECLINED', 'DP_HOUSE']);

/** A bet as the game sees it: `type`, game-specific `spec` (e.g. roulette `numbers`), stake in cents. */
export interface GameBet {
  /** The bet's id, where the game needs to tell bets apart (blackjack Bet Behind insurance). */
  id?: string;
  type: string;
  spec: Record<string, unknown>;
  amount: number;
}

/** Per-table limits, cents. `bets[limitKey]` bounds one player's total on one spot in a round (§C-6). */
export interface Limits {
  bets: Record<string, { min: number; max: number }>;
  /** A player's total winnings in one round are cut to this (§C-6). */
  maxPayoutPerRound: number;
}

export interface GameModule<S = unknown, R = unknown> {
  game: Game;
  label: string;
  /** Multi-deck shoe games (§C-2): the number of decks; null for games without a shoe. */
  shoeDecks: number | null;
  defaultRules: R;
  /** Validates a table's rules JSON, filling defaults. Throws RuleError-like AppError input. */
  parseRules(input: unknown): R | RuleError;
  defaultLimits: Limits;
  initialState(rules: R): S;
  apply(state: S, action: RoundAction, rules: R): Applied<S> | RuleError;
  next(state: S, rules: R): Next;
  isComplete(state: S, rules: R): boolean;
  /** Public view of the round (every card entered is face up in these games). */
  view(state: S, rules: R): { cards?: Record<string, string[]>; outcome?: number | null; view: Record<string, unknown> };
  result(state: S, rules: R): Record<string, unknown> | null;
  /** Zod schema of the bet body (besides `amount`). */
  betSchema: z.ZodType<Record<string, unknown>>;
  /** Checks a bet's shape; returns its normalised type/spec or a RuleError. */
  validateBet(body: Record<string, unknown>, rules: R): { type: string; spec: Record<string, unknown> } | RuleError;
  /** Which limit applies to a bet, and which bets count as "the same spot". */
  limitKey(bet: { type: string; spec: Record<string, unknown> }): string;
  spotKey(bet: { type: string; spec: Record<string, unknown> }): string;
  settleBet(bet: GameBet, state: S, rules: R): BetSettlement;
  /** Games with seats (blackjack, high card flush): seats 1..seatCount; players take one before betting. */
  seatCount?: number;
  /**
   * Bet types a seated player places on their own seat (default `['MAIN']`); any other type of a
   * seated game backs another seat (Bet Behind).
   */
  seatedBetTypes?: readonly string[];
  /**
   * Games with a designated player (high card flush, §HCF-7): each round opens with the DP rotation
   * (`DP_OFFERED` ... `DP_ACCEPTED`/`DP_HOUSE`, run by lib/rounds/dp-rotation.ts) and bets are
   * refused until it ends; the betting countdown starts then.
   */
  designatedPlayer?: boolean;
  /**
   * Games with face-down player hands (high card flush, seed 002: seven cards face down): hidden
   * cards are never sent before they are public. `round` conceals, in a public round, every hand
   * but the `visible` seats'; `event` conceals a CARD/UNDO event's card of a hidden seat while the
   * round (`status`) still has its hands face down; `hides` says whether the round has any hidden
   * hand now. A viewer's visible seats are those of their bets (`seatedBetTypes`); staff see all.
   * Absent: every card is public as it is dealt.
   */
  conceal?: {
    round<T extends ConcealableRound>(round: T, visible: ReadonlySet<number>): T;
    event(type: string, data: Record<string, unknown>, visible: ReadonlySet<number>, status: string): Record<string, unknown>;
    hides(round: ConcealableRound): boolean;
  };
  /** Why `userId` may not bet in this round's state now (the DP rotation still open, the DP's own seat), or null. */
  bettingRefusal?(state: S, userId: string): RuleError | null;
  /**
   * Games that settle a round as a whole (high card flush: the DP's bank covers hands in action
   * order, §HCF-8) instead of bet by bet: every OPEN bet's settlement at once. `refund` may include a
   * bet's `fee` handed back; `rake` is the part of the fee kept. `houseBanked`: the house owes the
   * winnings (the §C-6 cap applies); otherwise the money moves between players and the house keeps
   * only the rake. `summary` goes into the round's SETTLED event.
   */
  settleAll?(
    bets: { id: string; userId: string; type: string; spec: Record<string, unknown>; amount: number; fee: number }[],
    state: S,
    rules: R,
  ): { bets: { id: string; status: 'WON' | 'LOST' | 'PUSH' | 'DEAD'; payout: number; refund: number; cut: number; rake: number }[]; houseBanked: boolean; summary: Record<string, unknown> };
  /** A table fee (cents) held with a bet when it is placed (the high card flush rake, §HCF-9); 0 or absent: none. */
  betFee?(bet: { type: string; spec: Record<string, unknown> }, rules: R): number;
  /**
   * Games whose play depends on the bets (blackjack deals only to seats with a MAIN bet): the
   * action recorded when betting closes, given the OPEN bets.
   */
  beginPlay?(bets: GameBet[], rules: R): RoundAction;
  /** Bets that stop playing when betting closes (a Bet Behind on a seat without a MAIN bet): returned. */
  returnedAtClose?(bet: GameBet, bets: GameBet[]): string | null;
  /** Seconds a player has for each decision (§C-7) of `kind` (the `next` kind awaited); games without player decisions leave it out. */
  decisionSeconds?(rules: R, kind?: string): number;
  /**
   * Bets settled before the round completes, from the events an action caused (a blackjack paid at
   * its seat's turn, §BJ-5): the settlement, or null while the bet plays on.
   */
  earlySettleBet?(bet: GameBet, state: S, rules: R, events: { type: string; data: Record<string, unknown> }[]): BetSettlement | null;
}

/** `{min, max}` limits of one spot, cents. */
export const cents = (min: number, max: number) => ({ min, max });
