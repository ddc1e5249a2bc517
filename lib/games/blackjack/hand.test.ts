import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { canDouble, canSplit, dealerDraws, handValue, isBlackjack, whyNotDouble, whyNotSplit } from './hand';
import { DEFAULT_BLACKJACK_RULES, parseBlackjackRules } from './rules';

// Expected values are worked out by hand from RULES.md §BJ-2, §BJ-3, §BJ-5, §BJ-6.

const c = (s: string) => s.split(' ') as Card[];

describe('[BLACKJACK] handValue (RULES.md §BJ-2)', () => {
  it.each([
    ['A,A,9 = 21 soft (1 + 1 + 9 + 10)', 'AS AH 9D', 21, true],
    ['A,A,A,8 = 21 soft (1 + 1 + 1 + 8 + 10)', 'AS AH AD 8C', 21, true],
    ['A,6,K = 17 hard (the ace can no longer be 11)', 'AS 6H KD', 17, false],
    ['A,6 = 17 soft', 'AS 6H', 17, true],
    ['A,K = 21 soft', 'AS KH', 21, true],
    ['A,A = 12 soft (one ace 11, one 1)', 'AS AH', 12, true],
    ['5,A,A,A,A = 19 soft', '5S AS AH AD AC', 19, true],
    ['A,5,K,5 = 21 hard', 'AS 5H KD 5C', 21, false],
    ['K,Q = 20 hard', 'KS QH', 20, false],
    ['K,Q,5 = 25 bust', 'KS QH 5D', 25, false],
    ['T,J,Q,K all count 10: T,J = 20', 'TS JH', 20, false],
    ['9,A,A = 21 soft', '9C AS AH', 21, true],
    ['9,A,A,A = 12 hard', '9C AS AH AD', 12, false],
  ])('[BLACKJACK] %s', (_name, cards, total, soft) => {
    expect(handValue(c(cards))).toEqual({ total, soft });
  });

  it('[BLACKJACK] an empty hand is 0 hard', () => {
    expect(handValue([])).toEqual({ total: 0, soft: false });
  });
});

describe('[BLACKJACK] isBlackjack (RULES.md §BJ-3, §BJ-5)', () => {
  it('[BLACKJACK] an ace and a ten-value card are a blackjack, either order', () => {
    expect(isBlackjack(c('AS KH'))).toBe(true);
    expect(isBlackjack(c('TD AC'))).toBe(true);
    expect(isBlackjack(c('JD AC'))).toBe(true);
  });
  it('[BLACKJACK] 21 on a split hand is not a blackjack', () => {
    expect(isBlackjack(c('AS KH'), true)).toBe(false);
  });
  it('[BLACKJACK] a three-card 21 is not a blackjack', () => {
    expect(isBlackjack(c('AS 5H 5D'))).toBe(false);
    expect(isBlackjack(c('7S 7H 7D'))).toBe(false);
  });
});

describe('[BLACKJACK] canSplit / canDouble (RULES.md §BJ-3)', () => {
  it('[BLACKJACK] K-K can split, K-T cannot (identical rank only)', () => {
    expect(canSplit(c('KS KH'))).toBe(true);
    expect(canSplit(c('KS TH'))).toBe(false);
    expect(whyNotSplit(c('KS TH'))).toContain('K and T are not the same rank');
    expect(canSplit(c('8S 8D'))).toBe(true);
  });
  it('[BLACKJACK] no resplit and no split of three cards', () => {
    expect(canSplit(c('8S 8D'), true)).toBe(false);
    expect(whyNotSplit(c('8S 8D'), true)).toContain('only once');
    expect(canSplit(c('4S 4D 4H'))).toBe(false);
  });
  it('[BLACKJACK] double on the first two cards only', () => {
    expect(canDouble(c('5S 6D'), false, DEFAULT_BLACKJACK_RULES)).toBe(true);
    expect(canDouble(c('KS 9D'), false, DEFAULT_BLACKJACK_RULES)).toBe(true);
    expect(canDouble(c('2S 3D 6H'), false, DEFAULT_BLACKJACK_RULES)).toBe(false);
    expect(whyNotDouble(c('2S 3D 6H'), false, DEFAULT_BLACKJACK_RULES)).toContain('first two cards');
  });
  it('[BLACKJACK] double after split follows doubleAfterSplit, never on split aces', () => {
    expect(canDouble(c('8S 3D'), true, { doubleAfterSplit: true })).toBe(true);
    expect(canDouble(c('8S 3D'), true, { doubleAfterSplit: false })).toBe(false);
    expect(whyNotDouble(c('8S 3D'), true, { doubleAfterSplit: false })).toContain('doubleAfterSplit');
    expect(canDouble(c('AS 9D'), true, { doubleAfterSplit: true })).toBe(false);
    expect(whyNotDouble(c('AS 9D'), true, { doubleAfterSplit: true })).toContain('split aces');
  });
});

describe('[BLACKJACK] dealerDraws (RULES.md §BJ-6)', () => {
  it.each([
    ['16 draws', 'TS 6H', true],
    ['soft 16 (A,5) draws', 'AS 5H', true],
    ['hard 17 stands', 'TS 7H', false],
    ['soft 17 (A,6) stands', 'AS 6H', false],
    ['soft 17 (A,A,5) stands', 'AS AD 5H', false],
    ['hard 16 after a soft start (A,5,K) draws', 'AS 5H KD', true],
    ['one card draws', '9S', true],
    ['21 stands', 'AS KH', false],
  ])('[BLACKJACK] dealer %s', (_name, cards, draws) => {
    expect(dealerDraws(c(cards))).toBe(draws);
  });
});

describe('[BLACKJACK] parseBlackjackRules (RULES.md §BJ-3, §BJ-7, §BJ-10)', () => {
  it('[BLACKJACK] defaults: DAS on, ENHC takes the original bet, 15 s', () => {
    const d = { doubleAfterSplit: true, enhcDealerBlackjackTakes: 'original', decisionSeconds: 15 };
    expect(DEFAULT_BLACKJACK_RULES).toEqual(d);
    expect(parseBlackjackRules(undefined)).toEqual(d);
    expect(parseBlackjackRules(null)).toEqual(d);
    expect(parseBlackjackRules({})).toEqual(d);
  });
  it('[BLACKJACK] settings can be changed', () => {
    expect(
      parseBlackjackRules({ doubleAfterSplit: false, enhcDealerBlackjackTakes: 'all', decisionSeconds: 20 }),
    ).toEqual({
      doubleAfterSplit: false,
      enhcDealerBlackjackTakes: 'all',
      decisionSeconds: 20,
    });
  });
  it.each([
    ['a string', 'yes'],
    ['an array', []],
    ['an unknown key', { doubleAfterSpit: true }],
    ['doubleAfterSplit not boolean', { doubleAfterSplit: 'true' }],
    ['enhcDealerBlackjackTakes unknown', { enhcDealerBlackjackTakes: 'none' }],
    ['decisionSeconds fractional', { decisionSeconds: 10.5 }],
    ['decisionSeconds too short', { decisionSeconds: 2 }],
    ['decisionSeconds too long', { decisionSeconds: 600 }],
  ])('[BLACKJACK] rules with %s are INVALID_RULES (input)', (_name, input) => {
    expect(parseBlackjackRules(input)).toMatchObject({ ok: false, kind: 'input', code: 'INVALID_RULES' });
  });
});
