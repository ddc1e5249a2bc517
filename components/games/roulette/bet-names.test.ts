import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/lib/i18n/testing';
import { LOCALES } from '@/lib/i18n/locales';
import { layoutHotspots } from '@/lib/games/roulette';
import { betsOn, numbersText, outsideIndex, payoutText, rouletteBetName } from './bet-names';

describe('[ROULETTE] bet names in the player language', () => {
  const en = testTranslator('en', 'games.roulette.player');
  it.each([
    [{ type: 'STRAIGHT', numbers: [17] }, 'Straight 17'],
    [{ type: 'SPLIT', numbers: [20, 17] }, 'Split 17/20'],
    [{ type: 'STREET', numbers: [16, 17, 18] }, 'Street 16-18'],
    [{ type: 'TRIO', numbers: [0, 2, 3] }, 'Trio 0/2/3'],
    [{ type: 'CORNER', numbers: [17, 18, 20, 21] }, 'Corner 17/18/20/21'],
    [{ type: 'FIRST_FOUR', numbers: [0, 1, 2, 3] }, 'First four 0-3'],
    [{ type: 'SIX_LINE', numbers: [13, 14, 15, 16, 17, 18] }, 'Six line 13-18'],
    [{ type: 'DOZEN', numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24] }, '2nd dozen'],
    [{ type: 'COLUMN', numbers: [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36] }, '3rd column'],
    [{ type: 'RED', numbers: null }, 'Red'],
    [{ type: 'HIGH', numbers: null }, 'High 19-36'],
  ])('en: %j is "%s"', (bet, name) => {
    expect(rouletteBetName(en, bet)).toBe(name);
  });

  it('the seeds\u2019 terms: Czech, Slovak, Polish and Russian names of the even-money bets, dozens and columns', () => {
    const name = (locale: (typeof LOCALES)[number], type: string, numbers: number[] | null = null) =>
      rouletteBetName(testTranslator(locale, 'games.roulette.player'), { type, numbers });
    const dozen1 = Array.from({ length: 12 }, (_, i) => i + 1);
    const column1 = Array.from({ length: 12 }, (_, i) => 3 * i + 1);
    expect(['RED', 'BLACK', 'EVEN', 'ODD'].map((t) => name('cs', t))).toEqual(['Červená', 'Černá', 'Sudá', 'Lichá']);
    expect(name('cs', 'DOZEN', dozen1)).toBe('1. tucet');
    expect(name('cs', 'COLUMN', column1)).toBe('1. sloupec');
    expect(['RED', 'BLACK', 'EVEN', 'ODD'].map((t) => name('sk', t))).toEqual([
      'Červená',
      'Čierna',
      'Párne',
      'Nepárne',
    ]);
    expect(name('sk', 'COLUMN', column1)).toBe('1. stĺpec');
    expect(['RED', 'BLACK', 'EVEN', 'ODD'].map((t) => name('pl', t))).toEqual([
      'Czerwone',
      'Czarne',
      'Parzyste',
      'Nieparzyste',
    ]);
    expect(name('pl', 'DOZEN', dozen1)).toBe('1. tuzin');
    expect(name('pl', 'COLUMN', column1)).toBe('1. kolumna');
    expect(['RED', 'BLACK', 'EVEN', 'ODD'].map((t) => name('ru', t))).toEqual(['Красное', 'Чёрное', 'Чёт', 'Нечет']);
    expect(name('ru', 'DOZEN', dozen1)).toBe('1-я дюжина');
    expect(name('ru', 'COLUMN', column1)).toBe('1-я колонна');
  });

  it('every hotspot of the layout has a name in every language (no key left as its path)', () => {
    for (const locale of LOCALES) {
      const t = testTranslator(locale, 'games.roulette.player');
      for (const h of layoutHotspots()) {
        const name = rouletteBetName(t, h);
        expect(name).not.toMatch(/games\.roulette|bet\.|type\./);
        expect(name.length).toBeGreaterThan(0);
      }
    }
  });

  it('numbers as the layout writes them, the dozen/column index and the payout', () => {
    expect(numbersText('SIX_LINE', [31, 32, 33, 34, 35, 36])).toBe('31-36');
    expect(numbersText('SPLIT', [0, 3])).toBe('0/3');
    expect(outsideIndex('DOZEN', [25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36])).toBe(3);
    expect(outsideIndex('COLUMN', [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35])).toBe(2);
    expect(payoutText('SIX_LINE')).toBe('5:1');
    expect(payoutText('NOPE')).toBe('');
  });
});

describe('[ROULETTE] the phone picker lists every inside bet on a number (RULES.md §RL-2)', () => {
  it('17: the straight, 4 splits, its street, 4 corners, 2 six lines', () => {
    expect(betsOn(17).map((h) => `${h.type} ${h.numbers.join('-')}`)).toEqual([
      'STRAIGHT 17',
      'SPLIT 14-17',
      'SPLIT 16-17',
      'SPLIT 17-18',
      'SPLIT 17-20',
      'STREET 16-17-18',
      'CORNER 13-14-16-17',
      'CORNER 14-15-17-18',
      'CORNER 16-17-19-20',
      'CORNER 17-18-20-21',
      'SIX_LINE 13-14-15-16-17-18',
      'SIX_LINE 16-17-18-19-20-21',
    ]);
  });

  it('0: the straight, the splits 0/1 0/2 0/3, the two trios and the first four', () => {
    expect(betsOn(0).map((h) => `${h.type} ${h.numbers.join('-')}`)).toEqual([
      'STRAIGHT 0',
      'SPLIT 0-1',
      'SPLIT 0-2',
      'SPLIT 0-3',
      'TRIO 0-1-2',
      'TRIO 0-2-3',
      'FIRST_FOUR 0-1-2-3',
    ]);
  });

  it('together the 37 lists hold all 145 inside bets of the layout (37 + 60 + 12 + 2 + 22 + 1 + 11)', () => {
    const all = new Set<string>();
    for (let n = 0; n <= 36; n++) for (const h of betsOn(n)) all.add(`${h.type}:${h.numbers.join('-')}`);
    expect(all.size).toBe(145);
  });
});
