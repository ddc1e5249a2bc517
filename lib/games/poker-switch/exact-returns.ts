/**
 * Exact returns of the Bonus bet (RULES.md §PS-7, §PS-8): the Bonus is paid on the box's original
 * five cards whatever else happens, so its return is a property of the paytable alone: over all
 * C(52,5) = 2,598,960 equally likely hands, return = Σ count(hand) x (a + b) / b / 2,598,960
 * (a winning stake comes back with its winnings; the cent rounding of §C-3 is left out). The
 * Bet's return depends on how the player plays (switch, fold, insure, buy) and is not exact here.
 * Pure.
 */
import { categoryOf, evaluate5, HAND_CATEGORIES, type HandCategory } from '../poker';
import { BONUS_HANDS, FIVE_CARD_COUNTS, FIVE_CARD_HANDS, type BonusPaytable } from './paytables';

/** Counts every five-card hand's category by enumerating all 2,598,960 through the evaluator (~0.3 s). */
export function enumerateFiveCardCounts(): Record<HandCategory, number> {
  const counts = Object.fromEntries(HAND_CATEGORIES.map((c) => [c, 0])) as Record<HandCategory, number>;
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) counts[categoryOf(evaluate5(a, b, c, d, e))]++;
  return counts;
}

const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));

/** An exact return as a fraction, and as a percentage rounded to 4 decimals. */
export interface ExactReturn {
  numerator: bigint;
  denominator: bigint;
  /** 100 x numerator / denominator, rounded half up to 4 decimals (e.g. 90.7081). */
  percent: number;
}

/**
 * The exact return of a Bonus paytable (§PS-8).
 * @param paytable ratios `[a, b]` per hand, positive integers
 * @param counts category counts over the 2,598,960 hands (default: the combinatorial counts)
 */
export function bonusReturn(
  paytable: BonusPaytable,
  counts: Readonly<Record<HandCategory, number>> = FIVE_CARD_COUNTS,
): ExactReturn {
  let num = 0n;
  let den = 1n;
  for (const h of BONUS_HANDS) {
    const [a, b] = paytable[h];
    // num/den + count (a + b) / b
    const n = BigInt(counts[h]) * BigInt(a + b);
    const d = BigInt(b);
    num = num * d + n * den;
    den = den * d;
    const g = gcd(num, den);
    num /= g;
    den /= g;
  }
  den *= BigInt(FIVE_CARD_HANDS);
  const g = gcd(num, den);
  num /= g;
  den /= g;
  // percent to 4 decimals: round(1e6 * num / den) / 1e4
  const scaled = (num * 2_000_000n + den) / (2n * den);
  return { numerator: num, denominator: den, percent: Number(scaled) / 10_000 };
}

/** Whether a Bonus paytable returns more than 100% (exactly: numerator > denominator). */
export function bonusOverHundred(paytable: BonusPaytable): boolean {
  const r = bonusReturn(paytable);
  return r.numerator > r.denominator;
}
