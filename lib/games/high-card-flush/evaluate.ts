/**
 * High Card Flush hand evaluation (RULES.md §HCF-2, §HCF-3, §HCF-4, §HCF-5). Pure; no I/O.
 *
 * Ranks are numbers 2..14 with the ace high (A = 14) everywhere the engine exposes them; only a
 * straight flush may also use the ace low (A-2-3 is a run whose top card is 3).
 */
import { DECK, rankOf, suitOf, SUITS, type Card, type Rank, type Suit } from '../cards';

/** Rank value with the ace high: 2..9, T 10, J 11, Q 12, K 13, A 14. */
export function rankValue(card: Card): number {
  return RANK_VALUE[rankOf(card)];
}

const RANK_VALUE: Readonly<Record<Rank, number>> = {
  A: 14,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
};

const CANONICAL: ReadonlySet<string> = new Set(DECK);

/**
 * A hand's flush (RULES.md §HCF-2): its largest set of same-suit cards.
 * - `suit`: the suit of that set
 * - `size`: how many cards it holds (1..7 for a seven-card hand; a 7-card hand always has >= 2)
 * - `ranks`: the set's ranks, highest first, ace = 14
 */
export interface Flush {
  suit: Suit;
  size: number;
  ranks: number[];
}

/** A hand's longest straight flush (RULES.md §HCF-5): run `length` and the run's `top` rank (A-2-3 → 3, Q-K-A → 14). */
export interface StraightFlush {
  length: number;
  top: number;
}

function checkCards(cards: readonly Card[], fn: string): void {
  if (!Array.isArray(cards) || cards.length === 0) throw new RangeError(`${fn}: a hand needs at least one card`);
  const seen = new Set<string>();
  for (const c of cards) {
    if (!CANONICAL.has(c)) throw new RangeError(`${fn}: ${String(c).slice(0, 12)} is not a canonical card code`);
    if (seen.has(c))
      throw new RangeError(`${fn}: ${c} appears twice in one hand (one deck per round, RULES.md §HCF-1)`);
    seen.add(c);
  }
}

/** Ranks held in each suit, highest first. */
function ranksBySuit(cards: readonly Card[]): Record<Suit, number[]> {
  const by: Record<Suit, number[]> = { S: [], H: [], D: [], C: [] };
  for (const c of cards) by[suitOf(c)].push(rankValue(c));
  for (const s of SUITS) by[s].sort((a, b) => b - a);
  return by;
}

/** Compares two flushes given as (size, ranks highest first): size first, then card by card (§HCF-2). */
function cmpSizeRanks(aSize: number, aRanks: readonly number[], bSize: number, bRanks: readonly number[]): -1 | 0 | 1 {
  if (aSize !== bSize) return aSize > bSize ? 1 : -1;
  for (let i = 0; i < aSize; i++) {
    const x = aRanks[i]!;
    const y = bRanks[i]!;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/**
 * The hand's flush (RULES.md §HCF-2): the largest set of same-suit cards; between two suits with
 * the same count, the one with the higher cards (compared from the highest down). Two suits with
 * exactly the same ranks are equal for every purpose; the first in `S H D C` order is reported.
 * @param cards 1..52 distinct canonical cards (a seven-card hand in play)
 * @returns `{ suit, size, ranks }`, `ranks` highest first with the ace = 14
 * @throws RangeError on an empty hand, a non-canonical code or a repeated card
 */
export function bestFlush(cards: readonly Card[]): Flush {
  checkCards(cards, 'bestFlush');
  const by = ranksBySuit(cards);
  let best: Flush | null = null;
  for (const s of SUITS) {
    const r = by[s];
    if (r.length === 0) continue;
    if (best === null || cmpSizeRanks(r.length, r, best.size, best.ranks) > 0)
      best = { suit: s, size: r.length, ranks: [...r] };
  }
  return best!;
}

function asFlush(x: readonly Card[] | Flush): Flush {
  return Array.isArray(x) ? bestFlush(x as readonly Card[]) : (x as Flush);
}

/**
 * Compares two hands by their flush (RULES.md §HCF-2, §HCF-4, §HCF-6): more cards wins; with the
 * same count, the higher card wins, then the next, and so on; equal in all is a tie.
 * A 4-card A-K-Q-J flush loses to a 5-card 7-5-4-3-2 flush.
 * @param a a hand (cards) or its `bestFlush`
 * @param b a hand (cards) or its `bestFlush`
 * @returns 1 when `a` is better, -1 when `b` is better, 0 on a tie
 */
export function compareFlush(a: readonly Card[] | Flush, b: readonly Card[] | Flush): -1 | 0 | 1 {
  const fa = asFlush(a);
  const fb = asFlush(b);
  return cmpSizeRanks(fa.size, fa.ranks, fb.size, fb.ranks);
}

/**
 * The longest run of one suit in a set of ranks (bit r set = rank r held, 2..14); the ace also
 * counts as 1. Ties in length: the higher top. `{ length: 0, top: 0 }` for no card.
 * Exported for the odds module, which works on rank masks.
 */
export function longestRunOfMask(mask: number): StraightFlush {
  if (mask === 0) return { length: 0, top: 0 };
  const m = mask | (((mask >> 14) & 1) << 1); // ace (bit 14) also low (bit 1)
  let bestLen = 0;
  let bestTop = 0;
  let run = 0;
  for (let r = 1; r <= 14; r++) {
    if ((m >> r) & 1) {
      run++;
      if (run >= bestLen) {
        bestLen = run;
        bestTop = r;
      }
    } else run = 0;
  }
  return { length: bestLen, top: bestTop };
}

/**
 * The hand's longest straight flush (RULES.md §HCF-5): the longest run of consecutive cards of
 * one suit, the ace high (Q-K-A, top 14) or low (A-2-3, top 3), never around the corner (K-A-2 is
 * not a run). Between runs of equal length (in any suits) the one with the higher top card counts.
 * A hand without two consecutive suited cards has length 1 and its highest card as `top`.
 * `9C TH JH QH KH 2H 3H`: length 4, top 13 (the 9C never counts).
 * @param cards 1..52 distinct canonical cards
 * @returns `{ length, top }`, `top` 2..14 (3 for A-2-3)
 * @throws RangeError on an empty hand, a non-canonical code or a repeated card
 */
export function longestStraightFlush(cards: readonly Card[]): StraightFlush {
  checkCards(cards, 'longestStraightFlush');
  const masks: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const c of cards) masks[suitOf(c)] |= 1 << rankValue(c);
  let best: StraightFlush = { length: 0, top: 0 };
  for (const s of SUITS) {
    const r = longestRunOfMask(masks[s]);
    if (compareRuns(r, best) > 0) best = r;
  }
  return best;
}

function compareRuns(a: StraightFlush, b: StraightFlush): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length > b.length ? 1 : -1;
  if (a.top !== b.top) return a.top > b.top ? 1 : -1;
  return 0;
}

/**
 * Compares two hands by their longest straight flush (RULES.md §HCF-5): the longer run wins; with
 * equal lengths the higher top card wins; equal length and top is a tie.
 * @param a a hand (cards) or its `longestStraightFlush`
 * @param b a hand (cards) or its `longestStraightFlush`
 * @returns 1 when `a` is better, -1 when `b` is better, 0 on a tie
 */
export function compareStraightFlush(
  a: readonly Card[] | StraightFlush,
  b: readonly Card[] | StraightFlush,
): -1 | 0 | 1 {
  const ra = Array.isArray(a) ? longestStraightFlush(a as readonly Card[]) : (a as StraightFlush);
  const rb = Array.isArray(b) ? longestStraightFlush(b as readonly Card[]) : (b as StraightFlush);
  return compareRuns(ra, rb);
}

/**
 * The lowest qualifying hand (RULES.md §HCF-4): a three-card 9-high flush, 9-3-2. A hand qualifies
 * when its flush is at least this one under §HCF-2: four or more cards, or three cards with a 9 or
 * higher on top.
 */
export const DP_QUALIFIER: Readonly<Flush> = Object.freeze({ suit: 'S', size: 3, ranks: [9, 3, 2] }) as Readonly<Flush>;

/**
 * Whether the designated player's (or the house dealer's) hand qualifies (RULES.md §HCF-4): at
 * least a three-card 9-high flush. `5H 9H 2H ...` qualifies; `8H 7H 6H` as the best flush does not.
 * @param cards the DP's hand (seven cards in play), or its `bestFlush`
 */
export function dpQualifies(cards: readonly Card[] | Flush): boolean {
  return compareFlush(cards, DP_QUALIFIER as Flush) >= 0;
}

/**
 * The largest Raise allowed, as a multiple of the Ante (RULES.md §HCF-3): 3 with a 6- or 7-card
 * flush, 2 with a 5-card flush, 1 with a 4-card flush or less.
 * @param cards the player's hand, or its `bestFlush`
 * @returns 1, 2 or 3
 */
export function maxRaiseMultiple(cards: readonly Card[] | Flush): 1 | 2 | 3 {
  const size = asFlush(cards).size;
  return size >= 6 ? 3 : size === 5 ? 2 : 1;
}
