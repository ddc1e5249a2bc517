import { describe, it, expect } from 'vitest';
import { dpQualifyProbability, flushOdds, flushSizeProbabilities, SEVEN_CARD_HANDS } from './odds';

describe('[HCF] exact odds of seven cards from 52 (RULES.md §HCF-2, §HCF-4)', () => {
  it('[HCF] longest flush of 2/3/4/5/6/7 cards: 0.184451 / 0.589613 / 0.195370 / 0.028514 / 0.002001 / 0.0000513', () => {
    const p = flushSizeProbabilities();
    expect(p[2]).toBeCloseTo(0.184451, 6);
    expect(p[3]).toBeCloseTo(0.589613, 6);
    expect(p[4]).toBeCloseTo(0.19537, 6);
    expect(p[5]).toBeCloseTo(0.028514, 6);
    expect(p[6]).toBeCloseTo(0.002001, 6);
    expect(p[7]).toBeCloseTo(0.0000513, 7);
  });

  it('[HCF] the counts are exact and cover every hand once', () => {
    const o = flushOdds();
    expect(o.total).toBe(SEVEN_CARD_HANDS);
    expect(o.bySize).toEqual([0, 0, 24_676_704, 78_881_088, 26_137_540, 3_814_668, 267_696, 6_864]);
    expect(o.bySize.reduce((a, b) => a + b, 0)).toBe(SEVEN_CARD_HANDS);
    // independent checks: 7 of one suit = 4 x C(13,7); 6 + 1 = 4 x C(13,6) x 39
    expect(o.bySize[7]).toBe(4 * 1716);
    expect(o.bySize[6]).toBe(4 * 1716 * 39);
  });

  it('[HCF] the DP qualifies (at least a three-card 9-high flush) with probability 0.753637', () => {
    expect(dpQualifyProbability()).toBeCloseTo(0.753637, 6);
    expect(flushOdds().qualifying).toBe(100_825_036);
  });
});
