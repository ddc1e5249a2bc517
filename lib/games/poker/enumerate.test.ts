import { describe, expect, it } from 'vitest';
import { CATEGORY_SHIFT, HAND_CATEGORIES, evaluate5, evaluate7 } from './index';

/** Counts per category (by HAND_CATEGORIES name) of a value histogram. */
function byCategory(perCategory: Float64Array): Record<string, number> {
  return Object.fromEntries(HAND_CATEGORIES.map((c, i) => [c, perCategory[i]!]));
}

describe('poker evaluator: every hand of the deck (issue #14 §1, exact)', () => {
  it('all 2,598,960 five-card hands: category counts and 7,462 distinct values', () => {
    const perCategory = new Float64Array(HAND_CATEGORIES.length);
    const seen = new Uint8Array(1 << 16);
    let hands = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const v = evaluate5(a, b, c, d, e);
              perCategory[v >>> CATEGORY_SHIFT]!++;
              seen[v] = 1;
              hands++;
            }
    expect(hands).toBe(2_598_960);
    expect(byCategory(perCategory)).toEqual({
      ROYAL_FLUSH: 4,
      STRAIGHT_FLUSH: 36,
      FOUR_OF_A_KIND: 624,
      FULL_HOUSE: 3_744,
      FLUSH: 5_108,
      STRAIGHT: 10_200,
      THREE_OF_A_KIND: 54_912,
      TWO_PAIR: 123_552,
      PAIR: 1_098_240,
      HIGH_CARD: 1_302_540,
    });
    const distinct = new Float64Array(HAND_CATEGORIES.length);
    for (let v = 0; v < seen.length; v++) if (seen[v]) distinct[v >>> CATEGORY_SHIFT]!++;
    expect(seen.reduce((s, x) => s + x, 0)).toBe(7_462);
    // Distinct five-card classes per category (standard combinatorics): C(13,5)-10 high cards, 13·C(12,3)
    // pairs, C(13,2)·11 two pairs, 13·C(12,2) trips, 10 straights, C(13,5)-10 flushes, 13·12 full houses
    // and quads, 9 straight flushes, 1 royal flush.
    expect(byCategory(distinct)).toEqual({
      HIGH_CARD: 1_277,
      PAIR: 2_860,
      TWO_PAIR: 858,
      THREE_OF_A_KIND: 858,
      STRAIGHT: 10,
      FLUSH: 1_277,
      FULL_HOUSE: 156,
      FOUR_OF_A_KIND: 156,
      STRAIGHT_FLUSH: 9,
      ROYAL_FLUSH: 1,
    });
  });

  it('all 133,784,560 seven-card hands: category counts (and the 4,824 distinct best-five values)', () => {
    const perCategory = new Float64Array(HAND_CATEGORIES.length);
    const seen = new Uint8Array(1 << 16);
    let hands = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++)
              for (let f = e + 1; f < 52; f++) {
                for (let g = f + 1; g < 52; g++) {
                  const v = evaluate7(a, b, c, d, e, f, g);
                  perCategory[v >>> CATEGORY_SHIFT]!++;
                  seen[v] = 1;
                }
                hands += 51 - f;
              }
    expect(hands).toBe(133_784_560);
    expect(byCategory(perCategory)).toEqual({
      ROYAL_FLUSH: 4_324,
      STRAIGHT_FLUSH: 37_260,
      FOUR_OF_A_KIND: 224_848,
      FULL_HOUSE: 3_473_184,
      FLUSH: 4_047_644,
      STRAIGHT: 6_180_020,
      THREE_OF_A_KIND: 6_461_620,
      TWO_PAIR: 31_433_400,
      PAIR: 58_627_800,
      HIGH_CARD: 23_294_460,
    });
    // The best five of seven takes only 4,824 of the 7,462 values (e.g. no high card below 9-8-7-5-4).
    expect(seen.reduce((s, x) => s + x, 0)).toBe(4_824);
  }, 300_000);
});
