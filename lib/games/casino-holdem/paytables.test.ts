import { describe, expect, it } from 'vitest';
import { DECK, type Card } from '../cards';
import { handValue } from '../poker';
import { aaBonusMultiple, anteMultiple, dealerQualifies } from './paytables';

const H = (s: string) => s.split(' ') as Card[];

describe('[CASINO_HOLDEM] the Ante table (RULES.md §CHE-4)', () => {
  it('[CASINO_HOLDEM] royal flush 100, straight flush 20, quads 10, full house 3, flush 2, straight or less 1', () => {
    expect(
      (
        [
          'ROYAL_FLUSH',
          'STRAIGHT_FLUSH',
          'FOUR_OF_A_KIND',
          'FULL_HOUSE',
          'FLUSH',
          'STRAIGHT',
          'THREE_OF_A_KIND',
          'TWO_PAIR',
          'PAIR',
          'HIGH_CARD',
        ] as const
      ).map(anteMultiple),
    ).toEqual([100, 20, 10, 3, 2, 1, 1, 1, 1, 1]);
  });
});

describe("[CASINO_HOLDEM] the dealer's qualifier: a pair of 4s or better (RULES.md §CHE-3)", () => {
  it('[CASINO_HOLDEM] the weakest pair of 4s qualifies; the best pair of 3s and ace-high do not', () => {
    expect(dealerQualifies(handValue(H('4S 4H 5D 3C 2S')))).toBe(true);
    expect(dealerQualifies(handValue(H('4S 4H 2D 3C 6S 8D 9H')))).toBe(true);
    expect(dealerQualifies(handValue(H('3S 3H AD KC QS')))).toBe(false);
    expect(dealerQualifies(handValue(H('AS KH QD JC 9S 7D 2H')))).toBe(false);
    expect(dealerQualifies(handValue(H('2S 3H 4D 5C AS')))).toBe(true); // the wheel, a straight
    expect(dealerQualifies(handValue(H('2S 2H 3D 3C 7S')))).toBe(true); // two small pairs
  });
});

describe('[CASINO_HOLDEM] the AA Bonus table (RULES.md §CHE-5)', () => {
  it('[CASINO_HOLDEM] flush or better 25, a pair of aces to a straight 7, any other pair or high card 0', () => {
    const cases: [string, number][] = [
      ['AS JS 8S 4S 2S', 25], // flush
      ['KH KD KC 3S 3D', 25], // full house
      ['9C 9D 9H 9S 2C', 25], // quads
      ['5H 6H 7H 8H 9H', 25], // straight flush
      ['TD JD QD KD AD', 25], // royal flush
      ['2C 3D 4H 5S AS', 7], // the wheel
      ['7C 7D 7H KS 2S', 7], // trips
      ['3C 3D 2H 2S KS', 7], // two pair
      ['AS AD KC 8H 3D', 7], // a pair of aces
      ['KS KD AC 8H 3D', 0], // a pair of kings
      ['AS KD QC JH 9D', 0], // high card
    ];
    for (const [hand, m] of cases) expect(aaBonusMultiple(H(hand)), hand).toBe(m);
    expect(() => aaBonusMultiple(H('AS AD KC 8H'))).toThrow(RangeError);
  });

  it('[CASINO_HOLDEM] exact: over all 2,598,960 five-card hands the AA Bonus returns 93.5977% (calling every time)', () => {
    // Hand-counted: 25:1 on 9,516 hands (5,108 flushes + 3,744 full houses + 624 quads + 36 SF + 4 RF),
    // 7:1 on 273,144 (10,200 straights + 54,912 trips + 123,552 two pair + 84,480 pairs of aces).
    // Return = (9,516 × 26 + 273,144 × 8) / 2,598,960 = 2,432,568 / 2,598,960 = 0.935977...
    const counts = new Map<number, number>();
    const d = DECK;
    const hand: Card[] = ['AS', 'AS', 'AS', 'AS', 'AS'];
    let total = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let e = c + 1; e < 52; e++)
            for (let f = e + 1; f < 52; f++) {
              hand[0] = d[a]!;
              hand[1] = d[b]!;
              hand[2] = d[c]!;
              hand[3] = d[e]!;
              hand[4] = d[f]!;
              const m = aaBonusMultiple(hand);
              counts.set(m, (counts.get(m) ?? 0) + 1);
              total++;
            }
    expect(total).toBe(2_598_960);
    expect(Object.fromEntries(counts)).toEqual({ 25: 9_516, 7: 273_144, 0: 2_598_960 - 9_516 - 273_144 });
    const returned = 9_516 * 26 + 273_144 * 8;
    expect(returned).toBe(2_432_568);
    expect(((returned / total) * 100).toFixed(4)).toBe('93.5977');
  }, 120_000);
});
