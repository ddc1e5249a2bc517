import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { DEFAULT_BLACKJACK_RULES } from './rules';
import { basicStrategy, type StrategyMove } from './strategy';

// Cells of the standard 8-deck, dealer-stands-on-soft-17, double-after-split basic strategy chart.

const c = (s: string) => s.split(' ') as Card[];
const DAS = DEFAULT_BLACKJACK_RULES;
const NO_DAS = { doubleAfterSplit: false };

describe('[BLACKJACK] basicStrategy (8 decks, S17, DAS, no surrender)', () => {
  it.each<[string, string, string, StrategyMove]>([
    ['hard 8 hits v 6', '5S 3D', '6C', 'H'],
    ['hard 9 doubles v 3', '5S 4D', '3C', 'D'],
    ['hard 9 hits v 2', '5S 4D', '2C', 'H'],
    ['hard 10 doubles v 9', '6S 4D', '9C', 'D'],
    ['hard 10 hits v T', '6S 4D', 'TC', 'H'],
    ['hard 11 doubles v T', '6S 5D', 'KC', 'D'],
    ['hard 11 hits v A (S17)', '6S 5D', 'AC', 'H'],
    ['hard 12 hits v 3', 'TS 2D', '3C', 'H'],
    ['hard 12 stands v 4', 'TS 2D', '4C', 'S'],
    ['hard 16 stands v 6', 'TS 6D', '6C', 'S'],
    ['hard 16 hits v 7', 'TS 6D', '7C', 'H'],
    ['hard 17 stands v A', 'TS 7D', 'AC', 'S'],
    ['soft 13 doubles v 5', 'AS 2D', '5C', 'D'],
    ['soft 13 hits v 4', 'AS 2D', '4C', 'H'],
    ['soft 15 doubles v 4', 'AS 4D', '4C', 'D'],
    ['soft 17 doubles v 3', 'AS 6D', '3C', 'D'],
    ['soft 17 hits v 2', 'AS 6D', '2C', 'H'],
    ['soft 18 stands v 2', 'AS 7D', '2C', 'S'],
    ['soft 18 doubles v 6', 'AS 7D', '6C', 'D'],
    ['soft 18 stands v 8', 'AS 7D', '8C', 'S'],
    ['soft 18 hits v 9', 'AS 7D', '9C', 'H'],
    ['soft 19 stands v 6 (S17)', 'AS 8D', '6C', 'S'],
    ['A,A splits v A', 'AS AD', 'AC', 'P'],
    ['8,8 splits v T', '8S 8D', 'TC', 'P'],
    ['9,9 splits v 9', '9S 9D', '9C', 'P'],
    ['9,9 stands v 7', '9S 9D', '7C', 'S'],
    ['T,T stands v 6', 'TS TD', '6C', 'S'],
    ['5,5 doubles v 9', '5S 5D', '9C', 'D'],
    ['7,7 splits v 7', '7S 7D', '7C', 'P'],
    ['7,7 hits v 8', '7S 7D', '8C', 'H'],
    ['6,6 splits v 2 (DAS)', '6S 6D', '2C', 'P'],
    ['4,4 splits v 5 (DAS)', '4S 4D', '5C', 'P'],
    ['2,2 splits v 2 (DAS)', '2S 2D', '2C', 'P'],
  ])('[BLACKJACK] %s', (_name, hand, up, move) => {
    expect(basicStrategy(c(hand), up as Card, true, true, DAS)).toBe(move);
  });

  it('[BLACKJACK] without double after split the small pairs split less', () => {
    expect(basicStrategy(c('4S 4D'), '5C', true, true, NO_DAS)).toBe('H');
    expect(basicStrategy(c('6S 6D'), '2C', true, true, NO_DAS)).toBe('H');
    expect(basicStrategy(c('2S 2D'), '3C', true, true, NO_DAS)).toBe('H');
    expect(basicStrategy(c('2S 2D'), '4C', true, true, NO_DAS)).toBe('P');
  });

  it('[BLACKJACK] when a double is not allowed: hit, but soft 18 stands', () => {
    expect(basicStrategy(c('6S 5D'), 'KC', false, false, DAS)).toBe('H');
    expect(basicStrategy(c('AS 7D'), '4C', false, false, DAS)).toBe('S');
    expect(basicStrategy(c('AS 2D 4C'), '5C', false, false, DAS)).toBe('H'); // soft 17 on three cards
    expect(basicStrategy(c('AS AD'), '6C', false, false, DAS)).toBe('H'); // soft 12 that may not split
  });

  it('[BLACKJACK] multi-card hands follow the totals', () => {
    expect(basicStrategy(c('4S 3D 5C'), '4C', false, false, DAS)).toBe('S'); // hard 12 v 4
    expect(basicStrategy(c('AS 5D 2C'), '9C', false, false, DAS)).toBe('H'); // soft 18 v 9
    expect(basicStrategy(c('AS 5D 3C'), '9C', false, false, DAS)).toBe('S'); // soft 19
  });
});
