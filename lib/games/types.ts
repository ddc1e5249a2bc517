/**
 * Shapes shared by every game engine in `lib/games/<game>/`.
 *
 * Engines are pure: no I/O, no clock, no randomness. An engine exports
 * `apply(state, action) → Applied<S> | RuleError` and each rule on its own.
 * A round's state is the fold of its recorded actions through `apply`, so any
 * round can be replayed step by step (see `lib/rounds/replay-round.ts`).
 */

/** An illegal move is a value, not a crash. `code` is SNAKE_CASE and becomes the API error code. */
export interface RuleError {
  ok: false;
  code: string;
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

/** What the engine expects now (the contract's `next`). */
export type Next =
  | { kind: 'card'; to: string; position: number; seat?: number; hand?: number }
  | { kind: 'decision'; seat: number; hand?: number; actions: string[] }
  | { kind: 'insurance'; seats: number[] }
  | { kind: 'dp-offer'; seat: number; userId: string; last: boolean }
  | { kind: 'dp-rotation' }
  | { kind: 'outcome' }
  | { kind: 'close' }
  | { kind: 'confirm' };

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

export function ruleError(kind: RuleError['kind'], code: string, message: string): RuleError {
  return { ok: false, kind, code, message };
}

export function isRuleError(x: unknown): x is RuleError {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
}

/** `stake * a / b` rounded down to the cent (RULES.md §C-3). Integers only. */
export function ratioPayout(stakeCents: number, a: number, b: number): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 0) throw new RangeError(`stake must be a non-negative integer of cents, got ${stakeCents}`);
  return Math.floor((stakeCents * a) / b);
}
