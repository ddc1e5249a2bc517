/**
 * The European single-zero wheel (RULES.md §RL-1): numbers, colours, pocket order.
 * Pure data and lookups; no I/O.
 */

/** Every number on the wheel, ascending: 0..36 (RULES.md §RL-1). */
export const WHEEL_NUMBERS: readonly number[] = Object.freeze(Array.from({ length: 37 }, (_, i) => i));

/** The 18 red numbers, ascending (RULES.md §RL-1). */
export const RED_NUMBERS: readonly number[] = Object.freeze([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** The 18 black numbers, ascending: every number 1-36 that is not red (RULES.md §RL-1). */
export const BLACK_NUMBERS: readonly number[] = Object.freeze(
  WHEEL_NUMBERS.filter((n) => n !== 0 && !RED_NUMBERS.includes(n)),
);

/**
 * The pockets of a European wheel clockwise from 0 (RULES.md §RL-1), 37 entries.
 * Used by the UI to draw the wheel; colours alternate red/black after the green 0.
 */
export const WHEEL_ORDER: readonly number[] = Object.freeze([
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
]);

export type RouletteColor = 'red' | 'black' | 'green';

const RED_SET: ReadonlySet<number> = new Set(RED_NUMBERS);

/** True when `n` is an integer 0..36, i.e. a pocket of the wheel (RULES.md §RL-1). */
export function isWheelNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36;
}

/**
 * The colour of a pocket (RULES.md §RL-1): `'green'` for 0, `'red'` for the 18 numbers of
 * `RED_NUMBERS`, `'black'` for the other 18.
 * @param n an integer 0..36
 * @throws RangeError when `n` is not an integer 0..36 (a programming error: validate input first).
 */
export function colorOf(n: number): RouletteColor {
  if (!isWheelNumber(n)) throw new RangeError(`${String(n)} is not a roulette number: numbers are 0-36`);
  if (n === 0) return 'green';
  return RED_SET.has(n) ? 'red' : 'black';
}
