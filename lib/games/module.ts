/**
 * The seam between the generic round service and each game's pure engine. The round service
 * (lib/rounds/*) knows nothing about a game beyond this interface; adding a table game means
 * writing an engine and its `GameModule` in lib/games/<game>/ and one line in lib/games/registry.ts.
 */
import type { z } from 'zod';
import type { Applied, BetSettlement, Next, RuleCode, RuleError } from '@/lib/games/types';
import type { Card } from '@/lib/games/cards';
import type { Game } from '@/lib/generated/prisma/enums';
import type { DesignatedPlayer } from '@/lib/designated-player/types';

/** A round as the API shows it (lib/realtime/events.ts `PublicRound`), the parts a game's `conceal` reads. */
export interface ConcealableRound {
  status: string;
  cards?: Record<string, string[]>;
  view: Record<string, unknown>;
  next: Record<string, unknown> | null;
}

/**
 * Whether a round's cards are still as they were dealt: it is DEALING, or it was VOIDED before its engine
 * completed (`view.phase` is not `COMPLETE`: the reveal never came, §C-4/§C-5 refund the stakes but show
 * nothing). The games' `conceal` hooks keep face-down cards hidden in both.
 */
export function cardsStillDown(round: Pick<ConcealableRound, 'status' | 'view'>): boolean {
  if (round.status === 'DEALING') return true;
  return round.status === 'VOIDED' && round.view.phase !== 'COMPLETE';
}

/** A dealer action as recorded in the round's event log. */
export type DealerAction =
  | { type: 'CARD'; card: Card }
  | { type: 'OUTCOME'; number: number }
  | { type: 'NO_SPIN'; reason: string }
  | { type: 'UNDO' };

/** Actions every game's engine may be handed: the dealer's entries and a decision timer's expiry (§C-7). */
export type CommonAction = DealerAction | { type: 'TIMEOUT' };

/**
 * An action a round's engine folds. Besides the common ones, each game has its own (the seats that
 * play, recorded when betting closes; players' decisions; the designated-player rotation): their
 * union lives in the game's folder (e.g. `BlackjackRoundAction`), its module decodes them from the
 * log (`decodeAction`). The round log records each as an event of the same type; `replayRound`
 * folds them back.
 */
export type RoundAction = CommonAction | { type: string; [field: string]: unknown };

/** The common action a log event records, or null when `type` is not one (see `GameModule.decodeAction` for a game's own). */
export function decodeCommonAction(type: string, data: Record<string, unknown>): CommonAction | null {
  switch (type) {
    case 'TIMEOUT':
      return { type: 'TIMEOUT' };
    case 'CARD':
      return { type: 'CARD', card: data.card as Card };
    case 'OUTCOME':
      return { type: 'OUTCOME', number: data.number as number };
    case 'NO_SPIN':
      return { type: 'NO_SPIN', reason: String(data.reason) };
    case 'UNDO':
      return { type: 'UNDO' };
    default:
      return null;
  }
}

/** The seats that play, recorded when betting closes (`beginPlay`), in games with seats. */
export type SeatsAction = {
  type: 'SEATS';
  seats: number[];
  behind?: { seat: number; id: string }[];
  stakes?: Record<string, unknown>;
};

/** A player's decision on a seat's hand, in games with decisions (the engine says which `action`s). */
export type DecisionAction = { type: 'DECISION'; seat: number; hand?: number; action: string; multiple?: number };

/** The `SEATS` or `DECISION` action a log event records, or null (for a game's `decodeAction`). */
export function decodeSeatedAction(type: string, data: Record<string, unknown>): SeatsAction | DecisionAction | null {
  if (type === 'SEATS') {
    return {
      type: 'SEATS',
      seats: data.seats as number[],
      behind: (data.behind as { seat: number; id: string }[] | undefined) ?? [],
      ...(data.stakes ? { stakes: data.stakes as Record<string, unknown> } : {}),
    };
  }
  if (type === 'DECISION') {
    return {
      type: 'DECISION',
      seat: data.seat as number,
      hand: data.hand as number,
      action: String(data.action),
      ...(typeof data.multiple === 'number' && data.multiple > 0 ? { multiple: data.multiple } : {}),
    };
  }
  return null;
}

/** A player's decision as the API takes it (contract `POST /api/rounds/:id/decisions`). */
export interface DecisionInput {
  /** The seat decided for; each game says what it defaults to. */
  seat?: number | null;
  /** 1-based hand of the seat (after a split); defaults to the hand acting. */
  hand?: number | null;
  /** One of the game's `decisions.actions`. */
  action: string;
  /** A raise in antes, where the game has one. */
  multiple?: number | null;
  /** A stake the player chooses, in cents, where the decision has one (Poker Switch's INSURE, §PS-4). */
  amount?: number | null;
}

/** A bet of the round as a decision sees it (cents). */
export interface DecisionBet {
  id: string;
  userId: string;
  type: string;
  status: string;
  spec: Record<string, unknown>;
  amount: number;
}

/**
 * A stake a decision takes, as data (lib/rounds/make-decision.ts runs it through
 * lib/ledger/take-stake.ts, after the decision is applied, in the same transaction):
 * - `new-bet`: a new bet row of `type` for `amount` (published as `bet:placed`); `tooSmall` refuses
 *   an amount below one cent with ILLEGAL_BET;
 * - `extra`: an extra stake on an existing bet (`Bet.extraStake`, logged `STAKE_TAKEN`). With
 *   `ifFunded` it is taken only when the wallet has it; otherwise `unfunded` is logged and the bet
 *   plays on; the bet's spec becomes `spec.funded` or `spec.unfunded` either way, and a bettor
 *   other than the decider hears their new balance;
 * - `return`: an OPEN bet of the round taken back at once (Poker Switch's switch fee on UNSWITCH,
 *   §PS-3): as a bet returned at close, its stake goes back (ledger CANCEL), the bet is CANCELLED,
 *   `BET_RETURNED` is logged with `memo` as the reason, and the bettor hears `bet:cancelled` and
 *   their balance.
 */
export type DecisionStake =
  | {
      kind: 'new-bet';
      userId: string;
      type: string;
      spec: Record<string, unknown>;
      amount: number;
      memo: string;
      tooSmall?: string;
    }
  | {
      kind: 'extra';
      betId: string;
      userId: string;
      amount: number;
      memo: string;
      ifFunded?: {
        unfunded: { type: string; data: Record<string, unknown> };
        spec: { funded: Record<string, unknown>; unfunded: Record<string, unknown> };
      };
    }
  | { kind: 'return'; betId: string; userId: string; memo: string };

/** What a decision does, as data: the engine action, the wallets it may charge, its stakes and bet updates. */
export interface DecisionPlan {
  action: RoundAction;
  /** Users whose wallets are locked (with the table's house) before the action applies, in no order. */
  payers: string[];
  stakes: DecisionStake[];
  /** Bets whose spec is replaced after the stakes (e.g. an insurance answer recorded on the bet). */
  specs?: { betId: string; spec: Record<string, unknown> }[];
  /** Extra data of the `round:decision` event (default `{by: 'PLAYER'}`). */
  publish?: Record<string, unknown>;
  /** The seat board changes (a stake on a seat): publish `table:seats`. */
  seatsChanged: boolean;
}

/** Games with player decisions (§C-7): which actions, who decides, and what a decision does. Pure. */
export interface Decisions<S = unknown, R = unknown> {
  /** The actions the API accepts for this game. */
  actions: readonly string[];
  /**
   * Who may decide: the seat `input` decides for, given the player's bets of the round (not
   * cancelled or void), or why not (wrong action, no bet on the seat). Answered before the decision
   * timer is checked.
   */
  decider(input: DecisionInput, mine: readonly DecisionBet[], rules: R): { seat: number } | RuleError;
  /**
   * The decision as data once the decider may decide: `open` are the round's OPEN bets in bet
   * order (other players' included, e.g. Bet Behind bets that follow a double).
   */
  plan(
    state: S,
    input: DecisionInput,
    ctx: { userId: string; seat: number; mine: readonly DecisionBet[]; open: readonly DecisionBet[] },
    rules: R,
  ): DecisionPlan | RuleError;
}

/** A bet as the game sees it: `type`, game-specific `spec` (e.g. roulette `numbers`), stake in cents. */
export interface GameBet {
  /** The bet's id, where the game needs to tell bets apart (blackjack Bet Behind insurance). */
  id?: string;
  /**
   * The bettor, where a game's play is per player rather than per seat (Casino Hold'em: each player's
   * Ante and AA Bonus are one player's hand and decision, RULES.md §CHE-1). Given by `beginPlay`,
   * `returnedAtClose` and `settleBet`.
   */
  userId?: string;
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

export interface GameModule<S = unknown, R = unknown, A extends { type: string } = RoundAction> {
  game: Game;
  label: string;
  /** Every code the game's engine and module refuse with (its `codes.ts`); each has its HTTP status in lib/errors.ts. */
  ruleCodes: readonly RuleCode[];
  /** Multi-deck shoe games (§C-2): the number of decks; null for games without a shoe. */
  shoeDecks: number | null;
  defaultRules: R;
  /** Validates a table's rules JSON, filling defaults. Throws RuleError-like AppError input. */
  parseRules(input: unknown): R | RuleError;
  /**
   * The game's published house edge on its main bet for these table rules, percent (e.g. 2.7 for 2.70%), shown in
   * reports beside the observed hold (issue #17 §2); each game cites its source (a RULES.md section or the exact
   * return its own code computes). Null (or absent): the game has none for these rules (a player-banked game).
   */
  theoreticalEdgePct?(rules: R): number | null;
  defaultLimits: Limits;
  initialState(rules: R): S;
  apply(state: S, action: A, rules: R): Applied<S> | RuleError;
  /**
   * The game's own action a round log event records (beyond `decodeCommonAction`'s), or null when
   * `type` is none of its actions. `replayRound` folds the decoded actions back.
   */
  decodeAction?(type: string, data: Record<string, unknown>): A | null;
  next(state: S, rules: R): Next;
  isComplete(state: S, rules: R): boolean;
  /** Public view of the round (every card entered is face up in these games). */
  view(
    state: S,
    rules: R,
  ): { cards?: Record<string, string[]>; outcome?: number | null; view: Record<string, unknown> };
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
   * Seated games whose number of seats is a table setting (Poker Switch: `boxPairs`, §PS-0): the
   * table's seats are 1..seatsFor(rules), at most `seatCount`. Absent: `seatCount` (lib/tables/seats.ts
   * `tableSeatCount`).
   */
  seatsFor?(rules: R): number;
  /**
   * How many seats one player may hold at a table (default 1; Poker Switch: a player takes one or two
   * pairs, each a seat, §PS-0). A second seat beyond it is refused with ALREADY_SEATED.
   */
  seatsPerPlayer?: number;
  /**
   * Bet types a seated player places on their own seat (default `['MAIN']`); any other type of a
   * seated game backs another seat (Bet Behind).
   */
  seatedBetTypes?: readonly string[];
  /**
   * Games with a designated player (§HCF-7): each round opens with the DP rotation (`DP_OFFERED` ...
   * `DP_ACCEPTED`/`DP_HOUSE`, lib/designated-player/types.ts, run by lib/designated-player/rotation.ts)
   * and bets are refused until it ends; the betting countdown starts then.
   */
  designatedPlayer?: DesignatedPlayer<S, R>;
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
    event(
      type: string,
      data: Record<string, unknown>,
      visible: ReadonlySet<number>,
      status: string,
    ): Record<string, unknown>;
    hides(round: ConcealableRound): boolean;
  };
  /**
   * What a player sees of another actor's round log event of this game's own (`{data, actor}`, null:
   * nothing, undefined: the generic rule of lib/rounds/get-round.ts): e.g. who bets behind a seat and
   * their balances stay private.
   */
  logEventForOthers?(
    type: string,
    data: Record<string, unknown>,
    actor: string | null,
  ): { data: Record<string, unknown>; actor: string | null } | null | undefined;
  /** Why `userId` may not bet in this round's state now (the DP rotation still open, the DP's own seat), or null. */
  bettingRefusal?(state: S, userId: string): RuleError | null;
  /**
   * Games that settle a round as a whole (high card flush: the DP's bank covers hands in action
   * order, §HCF-8) instead of bet by bet: every OPEN bet's settlement at once. `refund` may include a
   * bet's `fee` handed back; `rake` is the part of the fee kept. `houseBanked`: the house owes the
   * winnings (the §C-6 cap applies); otherwise the money moves between players and the house keeps
   * only the rake. `capped`: the game has applied its own maximum payout (Poker Switch's per-box
   * caps, §PS-9, which replace §C-6), so the per-round per-player cut is not applied on top of it.
   * `summary` goes into the round's SETTLED event.
   */
  settleAll?(
    bets: { id: string; userId: string; type: string; spec: Record<string, unknown>; amount: number; fee: number }[],
    state: S,
    rules: R,
  ): {
    bets: {
      id: string;
      status: 'WON' | 'LOST' | 'PUSH' | 'DEAD';
      payout: number;
      refund: number;
      cut: number;
      rake: number;
    }[];
    houseBanked: boolean;
    capped?: true;
    summary: Record<string, unknown>;
  };
  /** The rule cited when a fee is held with a bet (e.g. `RULES.md §…`), for messages; with `betFee`. */
  feeRule?: string;
  /**
   * Seated games: bet types that back another player's seat (a player not seated places them), bet
   * types left off the seat board (taken with a decision, not on the seat), and the rule cited when
   * a seat refuses a backing bet. Absent: every bet is the seated player's own.
   */
  seatBets?: { behind: readonly string[]; offBoard: readonly string[]; behindRule: string };
  /** A table fee (cents) held with a bet when it is placed (the high card flush rake, §HCF-9); 0 or absent: none. */
  betFee?(bet: { type: string; spec: Record<string, unknown> }, rules: R): number;
  /**
   * Games whose play depends on the bets (blackjack deals only to seats with a MAIN bet): the
   * action recorded when betting closes, given the OPEN bets and the table's limits (its defaults
   * with the table's own, `resolveLimits`, always given by close-round: Poker Switch fixes the round's
   * maximum payout from them).
   */
  beginPlay?(bets: GameBet[], rules: R, limits?: Limits): A;
  /**
   * Bet types that need another bet of the same player in the round, on the same spot (Casino Hold'em:
   * an AA Bonus only with an Ante, §CHE-2: `{AA_BONUS: 'ANTE'}`; Poker Switch: a box's Bonus with that
   * box's Ante, §PS-7). A bet of the key's type is refused (422 MAIN_BET_REQUIRED) while the player has
   * no OPEN bet of the value's type whose `spotKey` is that of the value's type with this bet's spec
   * (lib/bets/bet-requires.ts); one whose companion was cancelled is for `returnedAtClose` to hand back.
   */
  betRequires?: Readonly<Record<string, string>>;
  /**
   * A game's own refusal of a bet (after its shape, limits minimum and seat are checked), given the
   * player's OPEN bets of the round (cents): Poker Switch refuses an Ante that differs from the other
   * Ante of its pair (ANTES_UNEQUAL 422, §PS-1). Null: the bet may be placed.
   */
  betRefusal?(
    bet: { type: string; spec: Record<string, unknown> },
    amount: number,
    mine: readonly { type: string; spec: Record<string, unknown>; amount: number }[],
  ): RuleError | null;
  /** Bets that stop playing when betting closes (a Bet Behind on a seat without a MAIN bet): returned. */
  returnedAtClose?(bet: GameBet, bets: GameBet[]): string | null;
  /** Player decisions (games without them leave it out). */
  decisions?: Decisions<S, R>;
  /**
   * The decision timer (§C-7) once `after` is awaited (`before` was awaited before the action): its
   * seconds, and `sameWindow` when the running timer goes on (decisions that share one window); null:
   * nothing timed is awaited. Games without timed decisions leave it out.
   */
  decisionTimer?(rules: R, after: Next, before: Next): { seconds: number; sameWindow?: boolean } | null;
  /**
   * Bets settled before the round completes, from the events an action caused (a blackjack paid at
   * its seat's turn, §BJ-5): the settlement, or null while the bet plays on.
   */
  earlySettleBet?(
    bet: GameBet,
    state: S,
    rules: R,
    events: { type: string; data: Record<string, unknown> }[],
  ): BetSettlement | null;
}

/** `{min, max}` limits of one spot, cents. */
export const cents = (min: number, max: number) => ({ min, max });
