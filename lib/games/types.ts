/**
 * Shapes shared by every game engine in `lib/games/<game>/`.
 *
 * Engines are pure: no I/O, no clock, no randomness. An engine exports
 * `apply(state, action) → Applied<S> | RuleError` and each rule on its own.
 * A round's state is the fold of its recorded actions through `apply`, so any
 * round can be replayed step by step (see `lib/rounds/replay-round.ts`).
 */

/**
 * The closed set of engine codes: the shared ones here, and each game's own, added by its
 * `lib/games/<game>/codes.ts` (`declare module '../types'`, listed at run time as the module's
 * `ruleCodes`). Every one has its HTTP status in lib/errors.ts `ERROR_STATUS` (compile-time check there).
 */
export interface RuleCodeRegistry {
  /** A card code that is not a card (lib/games/cards.ts). */
  INVALID_CARD: true;
  /** A card that has come out of the shoe `decks` times already (§C-2). */
  CARD_NOT_IN_SHOE: true;
  /** A bet placed without the bet it goes with (`GameModule.betRequires`, lib/bets/bet-requires.ts). */
  MAIN_BET_REQUIRED: true;
}

/** Every code an engine may refuse with. */
export type RuleCode = Extract<keyof RuleCodeRegistry, string>;

/** The shared codes (the games' own are in their `codes.ts`). */
export const COMMON_RULE_CODES = ['INVALID_CARD', 'CARD_NOT_IN_SHOE'] as const satisfies readonly RuleCode[];

/** An illegal move is a value, not a crash. `code` is SNAKE_CASE and becomes the API error code. */
export interface RuleError {
  ok: false;
  code: RuleCode;
  message: string;
  /**
   * `conflict` (HTTP 409): the action does not fit the round's state now (card not expected, wrong phase,
   * card beyond the shoe). `rule` (HTTP 422): a rule says no (illegal bet shape, limit).
   * `input` (HTTP 400): malformed input (bad card code).
   */
  kind: 'conflict' | 'rule' | 'input';
}

/** What an engine emits when an action is accepted. */
export interface GameEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface Applied<S> {
  ok: true;
  state: S;
  events: GameEvent[];
}

/** What the engine expects now (the contract's `next`): the kinds every game may await. */
export type CommonNext =
  | { kind: 'card'; to: string; position: number; seat?: number; hand?: number }
  | { kind: 'outcome' }
  | { kind: 'close' }
  | { kind: 'confirm' };

/**
 * What the engine expects now (the contract's `next`): a common kind, or a game's own (a player's
 * decision, the designated-player rotation; their shapes live in the game's folder).
 */
export type Next = CommonNext | { kind: string; [field: string]: unknown };

/**
 * How one bet settles. All amounts are integer cents.
 * - `payout`: winnings (0 on a loss or a push), rounded down per RULES.md §C-3.
 * - `refund`: the part of the stake handed back (the whole stake on WON and PUSH,
 *   half of it on a la-partage loss, 0 on a plain loss).
 * The player's net is `payout + refund - stake`.
 */
export interface BetSettlement {
  status: 'WON' | 'LOST' | 'PUSH';
  payout: number;
  refund: number;
}

export function ruleError(kind: RuleError['kind'], code: RuleCode, message: string): RuleError {
  return { ok: false, kind, code, message };
}

export function isRuleError(x: unknown): x is RuleError {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
}

/** `stake * a / b` rounded down to the cent (RULES.md §C-3). Integers only. */
export function ratioPayout(stakeCents: number, a: number, b: number): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 0)
    throw new RangeError(`stake must be a non-negative integer of cents, got ${stakeCents}`);
  return Math.floor((stakeCents * a) / b);
}
