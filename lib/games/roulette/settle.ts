/**
 * Roulette table settings and bet settlement (RULES.md §RL-2, §RL-3, §C-3). Pure; no I/O.
 */
import { ratioPayout, ruleError, type BetSettlement, type RuleError } from '../types';
import { PAYOUTS, coveredNumbers, isEvenMoney, type RouletteBetType } from './bets';
import { isWheelNumber } from './wheel';

/**
 * Per-table roulette settings.
 * - `laPartage` (RULES.md §RL-3 **Decision**, default off): on a 0, even-money bets
 *   (RED/BLACK/ODD/EVEN/LOW/HIGH) lose only half the stake.
 */
export type RouletteRules = { laPartage: boolean };

/** The defaults of RULES.md §RL-3: `{ laPartage: false }`. */
export const DEFAULT_ROULETTE_RULES: Readonly<RouletteRules> = Object.freeze({ laPartage: false });

/**
 * Reads a table's `rules` JSON for roulette (RULES.md §RL-3).
 * - `undefined` / `null` → the defaults;
 * - an object whose keys are all known: missing keys take the defaults.
 * @returns a fresh `RouletteRules`, or a RuleError `INVALID_RULES` (kind `input`) when `input` is
 * not an object, has an unknown key (a typo must not silently fall back to a default), or
 * `laPartage` is not a boolean.
 */
export function parseRouletteRules(input: unknown): RouletteRules | RuleError {
  if (input === undefined || input === null) return { ...DEFAULT_ROULETTE_RULES };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return ruleError('input', 'INVALID_RULES', 'roulette rules must be an object like {"laPartage": false}');
  }
  const obj = input as Record<string, unknown>;
  const unknownKey = Object.keys(obj).find((k) => k !== 'laPartage');
  if (unknownKey !== undefined) {
    return ruleError(
      'input',
      'INVALID_RULES',
      `unknown roulette rule "${unknownKey.slice(0, 40)}": the only setting is laPartage`,
    );
  }
  const laPartage = obj.laPartage ?? DEFAULT_ROULETTE_RULES.laPartage;
  if (typeof laPartage !== 'boolean') {
    return ruleError(
      'input',
      'INVALID_RULES',
      `rules.laPartage must be true or false, got ${JSON.stringify(laPartage)?.slice(0, 40)}`,
    );
  }
  return { laPartage };
}

/**
 * Settles one bet against the winning number (RULES.md §RL-2, §RL-3, §C-3).
 *
 * Input: `bet = { type, numbers, amount }` as returned by `validateBet` plus the stake
 * `amount` in integer cents (`numbers` is ignored for even-money bets); `outcome` the number
 * 0..36; `rules` the table's `RouletteRules`.
 *
 * - the outcome is covered: `WON`, `payout = floor(amount * a / b)` with `[a, b] = PAYOUTS[type]`,
 *   `refund = amount` (the stake comes back);
 * - not covered: `LOST`, payout 0, refund 0. 0 is covered by no outside bet, so it loses
 *   every dozen, column and even-money bet;
 * - `rules.laPartage` on and outcome 0: even-money bets are `LOST` with payout 0 and
 *   `refund = floor(amount / 2)` (the player keeps half the stake, rounded down to the cent).
 *
 * @returns a `BetSettlement` (amounts in cents; the player's net is `payout + refund - amount`).
 * @throws RangeError when `outcome` is not an integer 0..36 or `amount` not a non-negative safe
 * integer (programming errors: both are validated before settlement).
 */
export function settleBet(
  bet: { type: RouletteBetType; numbers?: readonly number[] | null; amount: number },
  outcome: number,
  rules: RouletteRules = DEFAULT_ROULETTE_RULES,
): BetSettlement {
  if (!isWheelNumber(outcome)) throw new RangeError(`${String(outcome)} is not a roulette outcome: numbers are 0-36`);
  if (!Number.isSafeInteger(bet.amount) || bet.amount < 0)
    throw new RangeError(`stake must be a non-negative integer of cents, got ${bet.amount}`);
  if (coveredNumbers(bet.type, bet.numbers).includes(outcome)) {
    const [a, b] = PAYOUTS[bet.type];
    return { status: 'WON', payout: ratioPayout(bet.amount, a, b), refund: bet.amount };
  }
  if (outcome === 0 && rules.laPartage && isEvenMoney(bet.type)) {
    return { status: 'LOST', payout: 0, refund: Math.floor(bet.amount / 2) };
  }
  return { status: 'LOST', payout: 0, refund: 0 };
}
