/**
 * Exact High Card Flush odds of one seven-card hand from a full 52-card deck (RULES.md §HCF-1,
 * §HCF-2, §HCF-4), by enumeration (no sampling), driven by the engine's own evaluator
 * (`bestFlush`, `dpQualifies`) so the published figures and the dealt game cannot drift apart.
 *
 * How the enumeration covers all C(52,7) = 133,784,560 hands exactly once: a hand is a choice of
 * how many cards of each suit (an ordered suit-count pattern c_S + c_H + c_D + c_C = 7, 120
 * patterns) and, within each suit, which c ranks of 13. The flush size is max(c) whatever the
 * ranks; whether the hand qualifies (§HCF-4) depends on the ranks only through the top card of
 * each suit holding exactly three cards (a four-card flush always qualifies; two-card suits never
 * matter). So each pattern is split by the top card t (4..A) of every three-card suit, a class of
 * C(t-2, 2) rank choices (the two lower cards from the t-2 ranks below t; Σ_t C(t-2,2) = C(13,3)),
 * and every other suit is one class of C(13, c) rank choices. For each class the evaluator is run
 * on one representative hand (the top card t and the lowest ranks below it; the lowest c ranks in
 * the other suits) and its answer is weighted by the product of the class sizes. Integer
 * arithmetic throughout (the largest count, 133,784,560, is far below 2^53).
 */
import { RANKS, SUITS, type Card, type Rank } from '../cards';
import { bestFlush, dpQualifies } from './evaluate';

/** C(52, 7): seven-card hands from one deck. */
export const SEVEN_CARD_HANDS = 133_784_560;

/** Exact counts of seven-card hands by flush size and by DP qualification. */
export interface FlushOdds {
  /** `bySize[n]` = hands whose flush (§HCF-2) has n cards, n = 0..7 (0 and 1 are impossible with 7 cards). */
  bySize: number[];
  /** Hands that qualify as the DP's (§HCF-4: at least a three-card 9-high flush). */
  qualifying: number;
  /** All hands: C(52,7). */
  total: number;
}

function binom(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Rank codes by value 2..14 (ace high). */
const RANK_BY_VALUE: Readonly<Record<number, Rank>> = Object.fromEntries(
  RANKS.map((r, i) => [i === 0 ? 14 : i + 1, r]),
);

/** The classes of one suit holding `c` cards: representative ranks and how many rank choices each stands for. */
function suitClasses(c: number): { ranks: number[]; weight: number }[] {
  if (c !== 3) return [{ ranks: Array.from({ length: c }, (_, i) => i + 2), weight: binom(13, c) }];
  const out: { ranks: number[]; weight: number }[] = [];
  for (let t = 4; t <= 14; t++) out.push({ ranks: [t, 2, 3], weight: binom(t - 2, 2) });
  return out;
}

let cached: FlushOdds | null = null;

/**
 * Exact counts of seven-card hands by flush size and DP qualification (see the module comment).
 * Memoised; about 2,000 evaluator calls.
 */
export function flushOdds(): FlushOdds {
  if (cached) return cached;
  const bySize = [0, 0, 0, 0, 0, 0, 0, 0];
  let qualifying = 0;
  let total = 0;
  const visit = (counts: number[]): void => {
    // every combination of one class per suit
    const perSuit = counts.map(suitClasses);
    const walk = (s: number, cards: Card[], weight: number): void => {
      if (s === SUITS.length) {
        const flush = bestFlush(cards);
        bySize[flush.size]! += weight;
        if (dpQualifies(flush)) qualifying += weight;
        total += weight;
        return;
      }
      for (const cls of perSuit[s]!) {
        walk(s + 1, [...cards, ...cls.ranks.map((v) => `${RANK_BY_VALUE[v]}${SUITS[s]}` as Card)], weight * cls.weight);
      }
    };
    walk(0, [], 1);
  };
  for (let a = 0; a <= 7; a++)
    for (let b = 0; a + b <= 7; b++) for (let c = 0; a + b + c <= 7; c++) visit([a, b, c, 7 - a - b - c]);
  if (total !== SEVEN_CARD_HANDS)
    throw new Error(`flush enumeration covered ${total} hands, expected ${SEVEN_CARD_HANDS}`);
  cached = { bySize, qualifying, total };
  return cached;
}

/**
 * The probability that a seven-card hand's flush has n cards (§HCF-2), n = 2..7:
 * 0.184451, 0.589613, 0.195370, 0.028514, 0.002001, 0.0000513 (exact counts / C(52,7)).
 * @returns `{ 2: p2, ..., 7: p7 }`
 */
export function flushSizeProbabilities(): Record<2 | 3 | 4 | 5 | 6 | 7, number> {
  const { bySize, total } = flushOdds();
  return {
    2: bySize[2]! / total,
    3: bySize[3]! / total,
    4: bySize[4]! / total,
    5: bySize[5]! / total,
    6: bySize[6]! / total,
    7: bySize[7]! / total,
  };
}

/** The probability that the DP's (dealer's) hand qualifies (§HCF-4), 0.753637 (exact count / C(52,7)). */
export function dpQualifyProbability(): number {
  const { qualifying, total } = flushOdds();
  return qualifying / total;
}
