import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { bankerDraws, cardPoints, handTotal, isNatural, playerDraws } from './index';

// Expected values below are read off RULES.md §BAC-1..§BAC-4 by hand, not from the code.

/** A card of each point value 0..9. */
const CARD_OF: readonly Card[] = ['KD', 'AH', '2C', '3S', '4D', '5H', '6C', '7S', '8D', '9H'];

describe('[BACCARAT] card points and totals (RULES.md §BAC-1)', () => {
  it('[BACCARAT] ace is 1, 2-9 are face value, ten and face cards are 0, in every suit', () => {
    const expected: Record<string, number> = {
      A: 1,
      '2': 2,
      '3': 3,
      '4': 4,
      '5': 5,
      '6': 6,
      '7': 7,
      '8': 8,
      '9': 9,
      T: 0,
      J: 0,
      Q: 0,
      K: 0,
    };
    for (const [rank, pts] of Object.entries(expected)) {
      for (const suit of ['S', 'H', 'D', 'C']) expect(cardPoints(`${rank}${suit}` as Card), `${rank}${suit}`).toBe(pts);
    }
  });

  it('[BACCARAT] a hand totals its points modulo 10', () => {
    expect(handTotal([])).toBe(0);
    expect(handTotal(['KS', 'QH'])).toBe(0);
    expect(handTotal(['AS', 'KH'])).toBe(1);
    expect(handTotal(['7S', '8H'])).toBe(5); // 15
    expect(handTotal(['9S', '9H'])).toBe(8); // 18
    expect(handTotal(['5S', '5H'])).toBe(0); // 10
    expect(handTotal(['9S', '9H', '9D'])).toBe(7); // 27
    expect(handTotal(['TS', 'JH', '6D'])).toBe(6);
    expect(handTotal(['4S', '3H', 'AD'])).toBe(8);
  });

  it('[BACCARAT] a non-canonical card code is a programming error', () => {
    expect(() => cardPoints('10H' as Card)).toThrow(RangeError);
    expect(() => cardPoints('1S' as Card)).toThrow(RangeError);
    expect(() => cardPoints('as' as Card)).toThrow(RangeError);
  });
});

describe('[BACCARAT] naturals and the Player rule (RULES.md §BAC-2, §BAC-3)', () => {
  it('[BACCARAT] only 8 and 9 are naturals', () => {
    for (let t = 0; t <= 9; t++) expect(isNatural(t), `total ${t}`).toBe(t === 8 || t === 9);
  });

  it('[BACCARAT] player draws on 0-5 and stands on 6-7 (and on naturals)', () => {
    const expected = [true, true, true, true, true, true, false, false, false, false];
    for (let t = 0; t <= 9; t++) expect(playerDraws(t), `player total ${t}`).toBe(expected[t]);
  });

  it('[BACCARAT] totals outside 0..9 are rejected', () => {
    expect(() => playerDraws(10)).toThrow(RangeError);
    expect(() => playerDraws(-1)).toThrow(RangeError);
    expect(() => bankerDraws(2.5, null)).toThrow(RangeError);
    expect(() => isNatural(11)).toThrow(RangeError);
  });
});

describe('[BACCARAT] banker third-card table (RULES.md §BAC-4)', () => {
  // Rows: banker two-card total 0..7. Columns: value of the player's third card 0..9. D = draw, S = stand.
  // 0-2 draw always; 3 draws unless p = 8; 4 draws on p 2-7; 5 on p 4-7; 6 on p 6-7; 7 stands.
  const TABLE: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  const cells = Object.entries(TABLE).flatMap(([bt, row]) =>
    [...row].map((cell, p) => ({ bankerTotal: Number(bt), p, draws: cell === 'D' })),
  );

  it.each(cells)(
    '[BACCARAT] banker on $bankerTotal against a player third card worth $p: draws=$draws',
    ({ bankerTotal, p, draws }) => {
      expect(bankerDraws(bankerTotal, CARD_OF[p]!)).toBe(draws);
    },
  );

  it("[BACCARAT] banker draws on 3 unless player's third card is 8", () => {
    expect(bankerDraws(3, '8S')).toBe(false);
    expect(bankerDraws(3, '8H')).toBe(false);
    for (const c of ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '9S', 'TS', 'JS', 'QS', 'KS'] as Card[])
      expect(bankerDraws(3, c), c).toBe(true);
  });

  it('[BACCARAT] every ten-value third card counts as 0 in the table', () => {
    // column 0: banker 0-3 draw, 4-7 stand
    for (const c of ['TS', 'JH', 'QD', 'KC'] as Card[]) {
      expect([0, 1, 2, 3, 4, 5, 6, 7].map((bt) => bankerDraws(bt, c))).toEqual([
        true,
        true,
        true,
        true,
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [6, false],
    [7, false],
  ])('[BACCARAT] player stood: banker on %i draws=%s', (bt, draws) => {
    expect(bankerDraws(bt, null)).toBe(draws);
  });

  it('[BACCARAT] a banker natural never draws', () => {
    for (const c of [null, ...CARD_OF]) {
      expect(bankerDraws(8, c)).toBe(false);
      expect(bankerDraws(9, c)).toBe(false);
    }
  });
});
