import { describe, it, expect } from 'vitest';
import { exactOutcomeCounts, exactOutcomeProbabilities, houseEdges } from './odds';

// Published exact figures for 8 decks (RULES.md §BAC-5 quotes the 1.058% and 1.458% edges):
// Banker 0.458597, Player 0.446247, Tie 0.095156; house edges Banker (5% commission) 1.0579%,
// Banker no-commission (6 pays 1:2) 1.458%, Player 1.2351%, Tie 8:1 14.3596%.

describe('[BACCARAT] exact odds from a full 8-deck shoe (RULES.md §BAC-1..§BAC-5)', () => {
  it('[BACCARAT] every ordered six-card sequence is counted once', () => {
    const c = exactOutcomeCounts(8);
    const n = 416n;
    expect(c.total).toBe(n * (n - 1n) * (n - 2n) * (n - 3n) * (n - 4n) * (n - 5n));
    expect(c.banker + c.player + c.tie).toBe(c.total);
    expect(c.bankerSix < c.banker).toBe(true);
  });

  it('[BACCARAT] outcome probabilities: Banker 0.458597, Player 0.446247, Tie 0.095156', () => {
    const p = exactOutcomeProbabilities(8);
    expect(p.banker).toBeCloseTo(0.458597, 6);
    expect(p.player).toBeCloseTo(0.446247, 6);
    expect(p.tie).toBeCloseTo(0.095156, 6);
    expect(p.banker + p.player + p.tie).toBeCloseTo(1, 12);
    expect(exactOutcomeProbabilities()).toEqual(p);
  });

  it('[BACCARAT] house edges: Banker 1.06% (5% commission), 1.458% (no commission), Player 1.24%, Tie 14.36%', () => {
    const e = houseEdges(8);
    expect(e.bankerCommission).toBeCloseTo(0.010579, 6);
    expect(e.bankerNoCommission).toBeCloseTo(0.01458, 5);
    expect(e.player).toBeCloseTo(0.012351, 6);
    expect(e.tie).toBeCloseTo(0.143596, 6);
    expect(houseEdges()).toEqual(e);
  });

  it('[BACCARAT] a banker win on 6 is about 5.39% of coups (NO_COMMISSION edge = P - B + B6/2)', () => {
    // 0.01458 = 0.446247 - 0.458597 + B6/2  =>  B6 = 2 x (0.01458 + 0.012350) = 0.05386
    const c = exactOutcomeCounts(8);
    expect(Number(c.bankerSix) / Number(c.total)).toBeCloseTo(0.05386, 4);
  });

  it('[BACCARAT] the seed literal 1:1 banker (0% commission) hands players the Player edge', () => {
    expect(houseEdges(8, 0).bankerCommission).toBeCloseTo(-houseEdges(8).player, 12);
  });

  it('[BACCARAT] a single-deck shoe still sums to one; bad deck counts are rejected', () => {
    const c = exactOutcomeCounts(1);
    expect(c.total).toBe(52n * 51n * 50n * 49n * 48n * 47n);
    const p = exactOutcomeProbabilities(1);
    expect(p.banker + p.player + p.tie).toBeCloseTo(1, 12);
    expect(() => exactOutcomeCounts(0)).toThrow(RangeError);
    expect(() => exactOutcomeCounts(2.5)).toThrow(RangeError);
    expect(() => houseEdges(8, 101)).toThrow(RangeError);
  });
});
