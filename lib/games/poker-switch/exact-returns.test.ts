import { describe, expect, it } from 'vitest';
import { bonusOverHundred, bonusReturn, enumerateFiveCardCounts } from './exact-returns';
import { DEFAULT_BONUS_PAYTABLE, FIVE_CARD_COUNTS, FIVE_CARD_HANDS } from './paytables';

describe('exact Bonus return over all 2,598,960 five-card hands (RULES.md §PS-8)', () => {
  it('the evaluator counts every category as the combinatorics say', () => {
    const counts = enumerateFiveCardCounts();
    expect(counts).toEqual(FIVE_CARD_COUNTS);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(FIVE_CARD_HANDS);
  });

  it('the default table returns 90.7081%', () => {
    // A win returns the stake and the winnings, (a + 1) units per unit staked:
    //   royal flush         4 x 1001 =     4,004
    //   straight flush     36 x  501 =    18,036
    //   four of a kind    624 x  201 =   125,424
    //   full house      3,744 x  101 =   378,144
    //   flush           5,108 x   51 =   260,508
    //   straight       10,200 x   41 =   418,200
    //   three of a kind 54,912 x  21 = 1,153,152
    //   total                          2,357,468
    // 2,357,468 / 2,598,960 = 0.9070813... = 90.7081% (reduced: 589,367 / 649,740).
    const r = bonusReturn(DEFAULT_BONUS_PAYTABLE);
    expect(r.percent).toBe(90.7081);
    expect([r.numerator, r.denominator]).toEqual([589_367n, 649_740n]);
    expect(589_367 * 4).toBe(2_357_468);
    expect(bonusOverHundred(DEFAULT_BONUS_PAYTABLE)).toBe(false);
  });

  it('the withdrawn draft table 5/10/15/25/50/100/250 returns 25.3%', () => {
    // 54,912 x 6 + 10,200 x 11 + 5,108 x 16 + 3,744 x 26 + 624 x 51 + 36 x 101 + 4 x 251 = 657,208
    // 657,208 / 2,598,960 = 25.2873%.
    const r = bonusReturn({
      THREE_OF_A_KIND: [5, 1],
      STRAIGHT: [10, 1],
      FLUSH: [15, 1],
      FULL_HOUSE: [25, 1],
      FOUR_OF_A_KIND: [50, 1],
      STRAIGHT_FLUSH: [100, 1],
      ROYAL_FLUSH: [250, 1],
    });
    expect(r.percent).toBe(25.2873);
  });

  it('ratios a:b other than n:1 are exact fractions', () => {
    // Three of a kind 3:2 only (the rest 1:1 as a floor): each row pays (a + b) / b per unit.
    const r = bonusReturn({
      THREE_OF_A_KIND: [3, 2],
      STRAIGHT: [1, 1],
      FLUSH: [1, 1],
      FULL_HOUSE: [1, 1],
      FOUR_OF_A_KIND: [1, 1],
      STRAIGHT_FLUSH: [1, 1],
      ROYAL_FLUSH: [1, 1],
    });
    // 54,912 x 5/2 + (10,200 + 5,108 + 3,744 + 624 + 36 + 4) x 2 = 137,280 + 39,432 = 176,712
    expect(r.numerator * BigInt(FIVE_CARD_HANDS)).toBe(176_712n * r.denominator);
  });
});
