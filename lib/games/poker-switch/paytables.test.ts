import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { handValue } from '../poker';
import { aceKingValue, betHandOf, bonusHandOf, qualifies } from './paytables';

const v = (s: string) => handValue(s.split(' ') as Card[]);

describe('the dealer qualifies with ace-king or better (RULES.md §PS-5)', () => {
  it('A-K-4-3-2 is the weakest qualifying hand; A-Q-J-9-8 and K-Q-J-9-7 do not qualify; any pair does', () => {
    expect(aceKingValue()).toBe(v('AS KH 4D 3C 2S'));
    expect(qualifies(v('AD KC 4H 3S 2D'))).toBe(true);
    expect(qualifies(v('AS KH 5D 3C 2S'))).toBe(true);
    expect(qualifies(v('AS QH JD 9C 8S'))).toBe(false);
    expect(qualifies(v('KS QH JD 9C 7S'))).toBe(false);
    expect(qualifies(v('2S 2H 3D 4C 6S'))).toBe(true);
    expect(qualifies(v('AS 2H 3D 4C 5S'))).toBe(true); // the wheel is a straight
  });
});

describe('paytable rows (RULES.md §PS-7, §PS-8)', () => {
  it('the Bet pays ace-king high as ACE_KING, every hand from a pair by its category', () => {
    expect(betHandOf(v('AS KH 9D 7C 2S'))).toBe('ACE_KING');
    expect(betHandOf(v('AS QH 9D 7C 2S'))).toBeNull();
    expect(betHandOf(v('9S 9H KD 7C 2S'))).toBe('PAIR');
    expect(betHandOf(v('TS JS QS KS AS'))).toBe('ROYAL_FLUSH');
    expect(betHandOf(v('9S TS JS QS KS'))).toBe('STRAIGHT_FLUSH');
  });
  it('the Bonus pays three of a kind or better', () => {
    expect(bonusHandOf(v('9S 9H 4D 4C 2S'))).toBeNull();
    expect(bonusHandOf(v('9S 9H 9D 4C 2S'))).toBe('THREE_OF_A_KIND');
    expect(bonusHandOf(v('9S 9H 9D 4C 4S'))).toBe('FULL_HOUSE');
  });
});
