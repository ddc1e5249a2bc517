/**
 * Table statistics for the roulette board (last results, hot and cold numbers, percentages).
 * Pure; colours per RULES.md §RL-1, bet groups per §RL-3.
 */
import { colorOf, isWheelNumber, type RouletteColor } from './wheel';

/** How many of the newest results `last100` lists. */
export const STATS_LAST = 100;
/** How many of the newest results the counts, hot/cold and percentages are taken over. */
export const STATS_WINDOW = 500;
/** How many numbers `hot` and `cold` list. */
export const STATS_HOT_COLD = 5;

export interface RouletteStats {
  /** The newest 100 results (or fewer), newest first. */
  last100: { number: number; color: RouletteColor }[];
  /** Up to 5 most frequent numbers in the window: count descending, ties by number ascending; only numbers that came up. */
  hot: { number: number; count: number }[];
  /** The 5 least frequent numbers in the window (never-seen numbers count 0): count ascending, ties by number ascending. */
  cold: { number: number; count: number }[];
  /** `counts[n]`: how often `n` came up in the window; 37 entries. */
  counts: number[];
  /** Results in the window (at most 500): the denominator of every percentage. */
  spins: number;
  /** Every result given, the window's and older. */
  totalSpins: number;
  /**
   * Shares of the window's spins, in percent with one decimal (half rounds up), 0 when there are no spins.
   * 0 counts only as `zero`: it is not odd, even, low, high, in a dozen or in a column, so
   * `red + black + zero`, `odd + even + zero`, `low + high + zero` and `dozens + zero` each make
   * 100 up to rounding.
   */
  percentages: {
    red: number;
    black: number;
    zero: number;
    odd: number;
    even: number;
    low: number;
    high: number;
    /** 1-12, 13-24, 25-36. */
    dozens: [number, number, number];
    /** Column bets: 1, 4, ..., 34 / 2, 5, ..., 35 / 3, 6, ..., 36. */
    columns: [number, number, number];
  };
}

/**
 * Statistics of a table's results.
 *
 * Input: `numbersNewestFirst`, the outcomes of settled rounds, newest first (integers 0..36).
 * `last100` takes the newest 100; everything else is over the newest 500 (`STATS_WINDOW`).
 * Tie-breaks are deterministic: hot by count descending then number ascending; cold by count
 * ascending then number ascending. Percentages: `round(count * 1000 / spins) / 10`.
 *
 * @returns a `RouletteStats` (see its field docs).
 * @throws RangeError when an entry is not an integer 0..36 (a stored outcome is always valid).
 */
export function rouletteStats(numbersNewestFirst: readonly number[]): RouletteStats {
  const bad = numbersNewestFirst.find((n) => !isWheelNumber(n));
  if (bad !== undefined) throw new RangeError(`${String(bad)} is not a roulette number: numbers are 0-36`);

  const window = numbersNewestFirst.slice(0, STATS_WINDOW);
  const counts = Array.from({ length: 37 }, () => 0);
  for (const n of window) counts[n] = (counts[n] ?? 0) + 1;
  const spins = window.length;

  const byNumber = counts.map((count, number) => ({ number, count }));
  const hot = byNumber
    .filter((e) => e.count > 0)
    .sort((a, b) => b.count - a.count || a.number - b.number)
    .slice(0, STATS_HOT_COLD);
  const cold = [...byNumber].sort((a, b) => a.count - b.count || a.number - b.number).slice(0, STATS_HOT_COLD);

  const countWhere = (pred: (n: number) => boolean): number => {
    let c = 0;
    for (let n = 0; n <= 36; n++) if (pred(n)) c += counts[n] ?? 0;
    return c;
  };
  const pct = (count: number): number => (spins === 0 ? 0 : Math.round((count * 1000) / spins) / 10);
  const share = (pred: (n: number) => boolean): number => pct(countWhere(pred));

  return {
    last100: numbersNewestFirst.slice(0, STATS_LAST).map((number) => ({ number, color: colorOf(number) })),
    hot,
    cold,
    counts,
    spins,
    totalSpins: numbersNewestFirst.length,
    percentages: {
      red: share((n) => colorOf(n) === 'red'),
      black: share((n) => colorOf(n) === 'black'),
      zero: share((n) => n === 0),
      odd: share((n) => n > 0 && n % 2 === 1),
      even: share((n) => n > 0 && n % 2 === 0),
      low: share((n) => n >= 1 && n <= 18),
      high: share((n) => n >= 19),
      dozens: [share((n) => n >= 1 && n <= 12), share((n) => n >= 13 && n <= 24), share((n) => n >= 25)],
      columns: [
        share((n) => n > 0 && n % 3 === 1),
        share((n) => n > 0 && n % 3 === 2),
        share((n) => n > 0 && n % 3 === 0),
      ],
    },
  };
}
