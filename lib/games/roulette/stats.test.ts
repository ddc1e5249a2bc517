import { describe, expect, it } from 'vitest';
import { rouletteStats } from './stats';

describe('[ROULETTE] statistics', () => {
  it('[ROULETTE] no results: zero spins, no hot numbers, the five lowest numbers are cold', () => {
    const s = rouletteStats([]);
    expect(s.spins).toBe(0);
    expect(s.totalSpins).toBe(0);
    expect(s.last100).toEqual([]);
    expect(s.counts).toEqual(Array(37).fill(0));
    expect(s.hot).toEqual([]);
    expect(s.cold).toEqual([0, 1, 2, 3, 4].map((number) => ({ number, count: 0 })));
    expect(s.percentages).toEqual({
      red: 0,
      black: 0,
      zero: 0,
      odd: 0,
      even: 0,
      low: 0,
      high: 0,
      dozens: [0, 0, 0],
      columns: [0, 0, 0],
    });
  });

  it('[ROULETTE] ten hand-counted spins', () => {
    // newest first; 17 x3 (black, odd, low, 2nd dozen, middle column), 32 x2 (red, even, high, 3rd dozen, middle column),
    // 0, 5 (red odd low d1 c2), 36 (red even high d3 c3), 1 (red odd low d1 c1), 2 (black even low d1 c2)
    const s = rouletteStats([17, 0, 32, 17, 5, 17, 32, 36, 1, 2]);
    expect(s.spins).toBe(10);
    expect(s.last100).toEqual([
      { number: 17, color: 'black' },
      { number: 0, color: 'green' },
      { number: 32, color: 'red' },
      { number: 17, color: 'black' },
      { number: 5, color: 'red' },
      { number: 17, color: 'black' },
      { number: 32, color: 'red' },
      { number: 36, color: 'red' },
      { number: 1, color: 'red' },
      { number: 2, color: 'black' },
    ]);
    const counts = Array(37).fill(0);
    counts[17] = 3;
    counts[32] = 2;
    counts[0] = counts[5] = counts[36] = counts[1] = counts[2] = 1;
    expect(s.counts).toEqual(counts);
    // ties at count 1 (0, 1, 2, 5, 36) broken by number ascending
    expect(s.hot).toEqual([
      { number: 17, count: 3 },
      { number: 32, count: 2 },
      { number: 0, count: 1 },
      { number: 1, count: 1 },
      { number: 2, count: 1 },
    ]);
    expect(s.cold).toEqual([3, 4, 6, 7, 8].map((number) => ({ number, count: 0 })));
    expect(s.percentages).toEqual({
      red: 50, // 32, 32, 5, 36, 1
      black: 40, // 17, 17, 17, 2
      zero: 10,
      odd: 50, // 17 x3, 5, 1
      even: 40, // 32 x2, 36, 2
      low: 60, // 17 x3, 5, 1, 2
      high: 30, // 32 x2, 36
      dozens: [30, 30, 30], // {5, 1, 2}, {17 x3}, {32 x2, 36}
      columns: [10, 70, 10], // {1}, {17 x3, 32 x2, 5, 2}, {36}
    });
  });

  it('[ROULETTE] percentages have one decimal, half rounding up', () => {
    const s = rouletteStats([1, 2, 3]);
    expect(s.percentages.red).toBe(66.7); // 1, 3 of 3
    expect(s.percentages.black).toBe(33.3);
    expect(s.percentages.dozens).toEqual([100, 0, 0]);
    expect(s.percentages.columns).toEqual([33.3, 33.3, 33.3]);
    const sixteen = [0, ...Array(15).fill(19)];
    expect(rouletteStats(sixteen).percentages.zero).toBe(6.3); // 1/16 = 6.25 %
    expect(rouletteStats(sixteen).percentages.high).toBe(93.8); // 15/16 = 93.75 %
    const seven = [0, 1, 1, 1, 1, 1, 1];
    expect(rouletteStats(seven).percentages.zero).toBe(14.3); // 1/7 = 14.2857 %
  });

  it('[ROULETTE] counts, hot, cold and percentages use the newest 500 spins; last100 the newest 100', () => {
    const newest = Array.from({ length: 500 }, (_, i) => (i === 0 ? 36 : 7));
    const older = Array(100).fill(0);
    const s = rouletteStats([...newest, ...older]);
    expect(s.spins).toBe(500);
    expect(s.totalSpins).toBe(600);
    expect(s.counts[7]).toBe(499);
    expect(s.counts[36]).toBe(1);
    expect(s.counts[0]).toBe(0);
    expect(s.percentages.zero).toBe(0);
    expect(s.percentages.red).toBe(100); // 7 and 36 are both red
    expect(s.percentages.odd).toBe(99.8); // 499 / 500
    expect(s.last100).toHaveLength(100);
    expect(s.last100[0]).toEqual({ number: 36, color: 'red' });
    expect(s.last100[99]).toEqual({ number: 7, color: 'red' });
    expect(s.hot).toEqual([
      { number: 7, count: 499 },
      { number: 36, count: 1 },
    ]);
    expect(s.cold).toEqual([0, 1, 2, 3, 4].map((number) => ({ number, count: 0 })));
  });

  it('[ROULETTE] cold lists the least frequent numbers when every number has come up', () => {
    // every number once, then 0..31 once more: 32-36 came up once, everything else twice
    const seq = [...Array.from({ length: 37 }, (_, i) => i), ...Array.from({ length: 32 }, (_, i) => i)];
    const s = rouletteStats(seq);
    expect(s.cold).toEqual([32, 33, 34, 35, 36].map((number) => ({ number, count: 1 })));
    expect(s.hot).toEqual([0, 1, 2, 3, 4].map((number) => ({ number, count: 2 })));
  });

  it('[ROULETTE] a number off the wheel is rejected', () => {
    expect(() => rouletteStats([1, 37])).toThrow(RangeError);
    expect(() => rouletteStats([1.5])).toThrow(RangeError);
  });
});
