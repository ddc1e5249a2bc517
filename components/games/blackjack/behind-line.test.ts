/**
 * The seat's Bet Behind line under a seat names what its count counts (issue #13: "Behind €0.00 · 0" had a
 * bare number): the Bet Behind bets on the seat (lib/tables/seats.ts adds one per bet, RULES.md §BJ-9).
 */
import { describe, expect, it } from 'vitest';
import { testMoney, testTranslator } from '@/lib/i18n/testing';

describe('blackjack player: behindLine counts bets in every language', () => {
  const line = (locale: Parameters<typeof testTranslator>[0], count: number) =>
    testTranslator(locale, 'games.blackjack.player')('behindLine', { amount: testMoney(locale)(0), count }).replace(
      /\s/g,
      ' ',
    );
  it.each([
    ['en', ['Behind €0.00 · 0 bets', 'Behind €0.00 · 1 bet', 'Behind €0.00 · 3 bets', 'Behind €0.00 · 5 bets']],
    [
      'cs',
      [
        'Za hráčem 0,00 € · 0 sázek',
        'Za hráčem 0,00 € · 1 sázka',
        'Za hráčem 0,00 € · 3 sázky',
        'Za hráčem 0,00 € · 5 sázek',
      ],
    ],
    [
      'sk',
      [
        'Bet Behind 0,00 € · 0 stávok',
        'Bet Behind 0,00 € · 1 stávka',
        'Bet Behind 0,00 € · 3 stávky',
        'Bet Behind 0,00 € · 5 stávok',
      ],
    ],
    [
      'pl',
      [
        'Za graczem 0,00 € · 0 zakładów',
        'Za graczem 0,00 € · 1 zakład',
        'Za graczem 0,00 € · 3 zakłady',
        'Za graczem 0,00 € · 5 zakładów',
      ],
    ],
    [
      'ru',
      [
        'За игроком 0,00 € · 0 ставок',
        'За игроком 0,00 € · 1 ставка',
        'За игроком 0,00 € · 3 ставки',
        'За игроком 0,00 € · 5 ставок',
      ],
    ],
  ] as const)('%s', (locale, expected) => {
    expect([0, 1, 3, 5].map((n) => line(locale, n))).toEqual(expected);
  });
});
