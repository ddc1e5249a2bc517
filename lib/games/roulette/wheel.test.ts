import { describe, expect, it } from 'vitest';
import { BLACK_NUMBERS, RED_NUMBERS, WHEEL_ORDER, colorOf } from './wheel';

describe('[ROULETTE] wheel (RULES.md §RL-1)', () => {
  it('[ROULETTE] the 18 red numbers are those of §RL-1', () => {
    expect([...RED_NUMBERS]).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  });

  it('[ROULETTE] the black numbers are the other 18 of 1-36', () => {
    expect([...BLACK_NUMBERS]).toEqual([2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35]);
  });

  it('[ROULETTE] reds follow the layout rule: odd in 1-10 and 19-28, even in 11-18 and 29-36', () => {
    for (let n = 1; n <= 36; n++) {
      const oddIsRed = (n >= 1 && n <= 10) || (n >= 19 && n <= 28);
      const red = oddIsRed ? n % 2 === 1 : n % 2 === 0;
      expect(colorOf(n), `number ${n}`).toBe(red ? 'red' : 'black');
    }
  });

  it.each([
    [0, 'green'],
    [1, 'red'],
    [2, 'black'],
    [10, 'black'],
    [11, 'black'],
    [12, 'red'],
    [19, 'red'],
    [29, 'black'],
    [30, 'red'],
    [35, 'black'],
    [36, 'red'],
  ] as const)('[ROULETTE] colorOf(%i) is %s', (n, color) => {
    expect(colorOf(n)).toBe(color);
  });

  it('[ROULETTE] colorOf rejects numbers off the wheel', () => {
    for (const bad of [-1, 37, 1.5, Number.NaN]) expect(() => colorOf(bad)).toThrow(RangeError);
  });

  it('[ROULETTE] the wheel order holds every number once, starting 0, 32, 15 and ending 3, 26', () => {
    expect(WHEEL_ORDER).toHaveLength(37);
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(WHEEL_ORDER.slice(0, 3)).toEqual([0, 32, 15]);
    expect(WHEEL_ORDER.slice(-2)).toEqual([3, 26]);
  });

  it('[ROULETTE] pocket colours alternate red/black around the wheel after the green 0', () => {
    const colours = WHEEL_ORDER.map(colorOf);
    expect(colours[0]).toBe('green');
    for (let i = 1; i < 37; i++) expect(colours[i], `pocket ${i}`).toBe(i % 2 === 1 ? 'red' : 'black');
  });
});
