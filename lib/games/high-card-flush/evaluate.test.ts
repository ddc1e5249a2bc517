import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import {
  bestFlush,
  compareFlush,
  compareStraightFlush,
  dpQualifies,
  longestStraightFlush,
  maxRaiseMultiple,
} from './evaluate';

const H = (s: string) => s.split(' ') as Card[];

describe('[HCF] flushes (RULES.md §HCF-2)', () => {
  it('[HCF] a 4-card A-K-Q-J flush loses to a 5-card 7-5-4-3-2 flush', () => {
    const akqj = H('AH KH QH JH 2S 3D 5C');
    const five = H('7S 5S 4S 3S 2S KD QC');
    expect(bestFlush(akqj)).toEqual({ suit: 'H', size: 4, ranks: [14, 13, 12, 11] });
    expect(bestFlush(five)).toEqual({ suit: 'S', size: 5, ranks: [7, 5, 4, 3, 2] });
    expect(compareFlush(akqj, five)).toBe(-1);
    expect(compareFlush(five, akqj)).toBe(1);
  });

  it('[HCF] equal 4-card flushes are decided by the fourth card', () => {
    const nine = H('AH KH QH 9H 2S 3D 4C');
    const eight = H('AS KS QS 8S 2H 3C 4D');
    expect(compareFlush(nine, eight)).toBe(1);
    expect(compareFlush(eight, nine)).toBe(-1);
  });

  it('[HCF] the same flush ranks in another suit tie, whatever the other cards', () => {
    expect(compareFlush(H('AH KH QH 9H 2S 3D 4C'), H('AS KS QS 9S 2H 3C 5D'))).toBe(0);
  });

  it('[HCF] with two suits of equal count the one with higher cards counts (A-5-4 over K-Q-J)', () => {
    expect(bestFlush(H('KS QS JS AH 5H 4H 2C'))).toEqual({ suit: 'H', size: 3, ranks: [14, 5, 4] });
    expect(bestFlush(H('KS QS JS KH QH 2H 2C'))).toEqual({ suit: 'S', size: 3, ranks: [13, 12, 11] });
  });

  it('[HCF] 9C TH JH QH KH 2H 3H is a 6-card heart flush and a 4-card straight flush (the 9C never counts)', () => {
    const hand = H('9C TH JH QH KH 2H 3H');
    expect(bestFlush(hand)).toEqual({ suit: 'H', size: 6, ranks: [13, 12, 11, 10, 3, 2] });
    expect(longestStraightFlush(hand)).toEqual({ length: 4, top: 13 });
  });

  it('[HCF] a repeated or non-canonical card is a programming error', () => {
    expect(() => bestFlush(H('AH AH 2S'))).toThrow(RangeError);
    expect(() => bestFlush(['1H' as Card])).toThrow(RangeError);
    expect(() => bestFlush([])).toThrow(RangeError);
  });
});

describe('[HCF] straight flushes (RULES.md §HCF-5)', () => {
  it('[HCF] A-2-3 suited is a straight flush with 3 on top', () => {
    expect(longestStraightFlush(H('AS 2S 3S 9D JC 5H 7H'))).toEqual({ length: 3, top: 3 });
  });

  it('[HCF] Q-K-A suited is a straight flush with the ace on top; K-A-2 is not a run', () => {
    expect(longestStraightFlush(H('QD KD AD 5S 8C 2H 9H'))).toEqual({ length: 3, top: 14 });
    expect(longestStraightFlush(H('KD AD 2D 5S 8C 3H 9H'))).toEqual({ length: 2, top: 14 });
  });

  it('[HCF] between runs of equal length the higher top counts (A-2-3-4 and J-Q-K-A: top ace)', () => {
    expect(longestStraightFlush(H('AS 2S 3S 4S JS QS KS'))).toEqual({ length: 4, top: 14 });
  });

  it('[HCF] a longer run beats a higher one; equal length and top tie', () => {
    const four = H('2C 3C 4C 5C KD 9H 7S');
    const threeHigh = H('QH KH AH 2D 4S 6S 8S');
    expect(compareStraightFlush(four, threeHigh)).toBe(1);
    expect(compareStraightFlush(threeHigh, H('QS KS AS 2C 4D 6D 8D'))).toBe(0);
    expect(compareStraightFlush(H('9S TS JS 2C 4D 6D 8H'), threeHigh)).toBe(-1);
  });
});

describe('[HCF] DP qualification and raise cap (RULES.md §HCF-3, §HCF-4)', () => {
  it('[HCF] the DP qualifies with a three-card 9-high flush, not 8-high', () => {
    expect(dpQualifies(H('9S 3S 2S KD QC 4H 5H'))).toBe(true);
    expect(dpQualifies(H('8S 7S 6S KD QC 4H 5H'))).toBe(false);
    expect(dpQualifies(H('KD QD AC JC 4H 5H 6S'))).toBe(false); // three 2-card flushes
  });

  it('[HCF] any four-card flush qualifies; of two three-card flushes the 9-high one counts', () => {
    expect(dpQualifies(H('6S 4S 3S 2S KD QC JH'))).toBe(true);
    expect(dpQualifies(H('8H 7H 6H 9S 3S 2S KD'))).toBe(true);
  });

  it('[HCF] the raise cap is 3x with a 6-7 card flush, 2x with 5, 1x with 4 or fewer', () => {
    expect(maxRaiseMultiple(H('2H 4H 6H 8H TH QH AH'))).toBe(3);
    expect(maxRaiseMultiple(H('2H 4H 6H 8H TH QH AS'))).toBe(3);
    expect(maxRaiseMultiple(H('2H 4H 6H 8H TH QS AS'))).toBe(2);
    expect(maxRaiseMultiple(H('2H 4H 6H 8H TS QS AD'))).toBe(1);
    expect(maxRaiseMultiple(H('2H 4H 6D 8D TS QS AC'))).toBe(1);
  });
});
