import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/lib/i18n/testing';
import { baccaratBetLabel, baccaratLimitLabel } from './player-ui';

const decimal = (locale: string) => (n: number) => new Intl.NumberFormat(locale).format(n);
const bet = (type: string) => ({ type }) as Parameters<typeof baccaratBetLabel>[1];

describe('[BACCARAT] player words (RULES.md §BAC-5)', () => {
  it('[BACCARAT] table limits name each bet with its payout, Banker by the commission mode', () => {
    const pl = testTranslator('pl', 'games.baccarat.player');
    expect(baccaratLimitLabel(pl, decimal('pl'), 'BANKER', { bankerMode: 'COMMISSION', bankerCommissionPct: 5 })).toBe(
      'Bankier · 0,95:1',
    );
    expect(baccaratLimitLabel(pl, decimal('pl'), 'BANKER', { bankerMode: 'NO_COMMISSION' })).toBe(
      'Bankier · 1:1, 1:2 przy 6',
    );
    expect(baccaratLimitLabel(pl, decimal('pl'), 'TIE', {})).toBe('Remis · 8:1');
    const en = testTranslator('en', 'games.baccarat.player');
    expect(baccaratLimitLabel(en, decimal('en'), 'BANKER', { bankerCommissionPct: 4 })).toBe('Banker · 0.96:1');
    expect(baccaratLimitLabel(en, decimal('en'), 'PLAYER', {})).toBe('Player · 1:1');
    expect(baccaratLimitLabel(en, decimal('en'), 'SOMETHING', {})).toBeNull();
  });

  it("[BACCARAT] my bets' labels in the seeds' words", () => {
    expect(baccaratBetLabel(testTranslator('ru', 'games.baccarat.player'), bet('TIE'))).toBe('Ничья');
    expect(baccaratBetLabel(testTranslator('cs', 'games.baccarat.player'), bet('BANKER'))).toBe('Bankéř');
    expect(baccaratBetLabel(testTranslator('sk', 'games.baccarat.player'), bet('PLAYER'))).toBe('Hráč');
  });
});
