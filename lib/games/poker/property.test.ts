import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, type Card } from '../cards';
import {
  HAND_CATEGORIES,
  bestHand,
  cardFromIndex,
  cardIndex,
  categoryOf,
  compareHands,
  evaluate5,
  evaluate7,
  handValue,
  type HandCategory,
} from './index';

// A naive classifier written from the hand rankings alone, independent of the evaluator's tables:
// a five-card hand → [category, tie-break ranks...], compared lexicographically.
const RANK_VALUE: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };
const rankValue = (c: Card) => RANK_VALUE[c[0]!] ?? Number(c[0]);

function naive5(cards: readonly Card[]): { category: HandCategory; key: number[] } {
  const ranks = cards.map(rankValue).sort((a, b) => b - a);
  const flush = cards.every((c) => c[1] === cards[0]![1]);
  const distinct = new Set(ranks).size === 5;
  let straightHigh = 0;
  if (distinct && ranks[0]! - ranks[4]! === 4) straightHigh = ranks[0]!;
  if (distinct && ranks.join() === '14,5,4,3,2') straightHigh = 5;
  const groups = [...new Set(ranks)]
    .map((r) => ({ r, n: ranks.filter((x) => x === r).length }))
    .sort((a, b) => b.n - a.n || b.r - a.r);
  const shape = groups.map((g) => g.n).join('');
  const byGroups = groups.map((g) => g.r);
  const of = (category: HandCategory, key: number[]) => ({
    category,
    key: [HAND_CATEGORIES.indexOf(category), ...key],
  });
  if (straightHigh && flush) return of(straightHigh === 14 ? 'ROYAL_FLUSH' : 'STRAIGHT_FLUSH', [straightHigh]);
  if (shape === '41') return of('FOUR_OF_A_KIND', byGroups);
  if (shape === '32') return of('FULL_HOUSE', byGroups);
  if (flush) return of('FLUSH', ranks);
  if (straightHigh) return of('STRAIGHT', [straightHigh]);
  if (shape === '311') return of('THREE_OF_A_KIND', byGroups);
  if (shape === '221') return of('TWO_PAIR', byGroups);
  if (shape === '2111') return of('PAIR', byGroups);
  return of('HIGH_CARD', ranks);
}

function compareKeys(a: number[], b: number[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d < 0 ? -1 : 1;
  }
  return 0;
}

function fives(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) out.push([cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!]);
  return out;
}

const handArb = (n: number) => fc.shuffledSubarray([...DECK], { minLength: n, maxLength: n });

describe('poker evaluator against a naive classifier', () => {
  it('the 7,462 distinct five-card values are in the naive order, one class each', () => {
    // One representative hand per value, from every five-card hand of the deck.
    const rep = new Map<number, number[]>();
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const v = evaluate5(a, b, c, d, e);
              if (!rep.has(v)) rep.set(v, [a, b, c, d, e]);
            }
    const values = [...rep.keys()].sort((x, y) => x - y);
    expect(values.length).toBe(7_462);
    let previous: number[] | null = null;
    for (const v of values) {
      const hand = rep.get(v)!.map(cardFromIndex);
      const n = naive5(hand);
      expect(categoryOf(v)).toBe(n.category);
      if (previous) expect(compareKeys(previous, n.key)).toBe(-1);
      previous = n.key;
    }
  });

  it('five cards: categoryOf equals the naive category; comparisons agree with the naive order', () => {
    fc.assert(
      fc.property(handArb(10), (ten) => {
        const a = ten.slice(0, 5);
        const b = ten.slice(5);
        expect(categoryOf(handValue(a))).toBe(naive5(a).category);
        expect(compareHands(a, b)).toBe(compareKeys(naive5(a).key, naive5(b).key));
      }),
      { numRuns: 20_000 },
    );
  });

  it('seven cards: the value is the best of the 21 five-card values; bestHand is such a five', () => {
    fc.assert(
      fc.property(handArb(7), (seven) => {
        const subsets = fives(seven);
        const best = Math.max(...subsets.map(handValue));
        const v = handValue(seven);
        expect(v).toBe(best);
        const naiveBest = subsets.map((s) => naive5(s)).reduce((x, y) => (compareKeys(x.key, y.key) >= 0 ? x : y));
        expect(categoryOf(v)).toBe(naiveBest.category);
        const named = bestHand(seven);
        expect(named.value).toBe(v);
        expect(named.category).toBe(naiveBest.category);
        expect(handValue(named.cards)).toBe(v);
        expect(named.cards.every((x) => seven.includes(x))).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('six cards: the value is the best of the 6 five-card values', () => {
    fc.assert(
      fc.property(handArb(6), (six) => {
        expect(handValue(six)).toBe(Math.max(...fives(six).map(handValue)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('evaluate7 on indices equals handValue on the cards', () => {
    fc.assert(
      fc.property(handArb(7), (seven) => {
        const i = seven.map(cardIndex) as [number, number, number, number, number, number, number];
        expect(evaluate7(...i)).toBe(handValue(seven));
      }),
      { numRuns: 5_000 },
    );
  });
});
