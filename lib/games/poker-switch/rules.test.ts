import { describe, expect, it } from 'vitest';
import { isRuleError } from '../types';
import { DEFAULT_PS_RULES, parsePokerSwitchRules } from './rules';

const code = (x: unknown) => (isRuleError(x) ? x.code : 'OK');

describe('Poker Switch table settings (RULES.md §PS-0, §PS-8, §PS-10)', () => {
  it('defaults: 3 pairs, the §PS-8 tables, 30 s a turn, 15 s to buy', () => {
    expect(parsePokerSwitchRules(undefined)).toEqual({ ...DEFAULT_PS_RULES });
    expect(DEFAULT_PS_RULES.boxPairs).toBe(3);
    expect(DEFAULT_PS_RULES.betPaytable).toEqual({
      ACE_KING: [1, 1],
      PAIR: [1, 1],
      TWO_PAIR: [2, 1],
      THREE_OF_A_KIND: [3, 1],
      STRAIGHT: [4, 1],
      FLUSH: [5, 1],
      FULL_HOUSE: [7, 1],
      FOUR_OF_A_KIND: [20, 1],
      STRAIGHT_FLUSH: [50, 1],
      ROYAL_FLUSH: [100, 1],
    });
    expect(DEFAULT_PS_RULES.bonusPaytable).toEqual({
      THREE_OF_A_KIND: [20, 1],
      STRAIGHT: [40, 1],
      FLUSH: [50, 1],
      FULL_HOUSE: [100, 1],
      FOUR_OF_A_KIND: [200, 1],
      STRAIGHT_FLUSH: [500, 1],
      ROYAL_FLUSH: [1000, 1],
    });
    expect([DEFAULT_PS_RULES.turnSeconds, DEFAULT_PS_RULES.buySeconds]).toEqual([30, 15]);
  });

  it('a partial paytable fills the rest from the defaults', () => {
    const r = parsePokerSwitchRules({ boxPairs: 2, betPaytable: { FULL_HOUSE: [8, 1] } });
    expect(isRuleError(r)).toBe(false);
    if (isRuleError(r)) return;
    expect(r.boxPairs).toBe(2);
    expect(r.betPaytable.FULL_HOUSE).toEqual([8, 1]);
    expect(r.betPaytable.FLUSH).toEqual([5, 1]);
  });

  it('refuses unknown keys and hands, bad ratios, out-of-range numbers', () => {
    expect(code(parsePokerSwitchRules({ boxPair: 3 }))).toBe('INVALID_RULES');
    expect(code(parsePokerSwitchRules({ boxPairs: 5 }))).toBe('INVALID_RULES'); // one deck holds 4 pairs
    expect(code(parsePokerSwitchRules({ boxPairs: 0 }))).toBe('INVALID_RULES');
    expect(code(parsePokerSwitchRules({ betPaytable: { PAIR_OF_JACKS: [1, 1] } }))).toBe('INVALID_RULES');
    expect(code(parsePokerSwitchRules({ betPaytable: { PAIR: [1] } }))).toBe('INVALID_RULES');
    expect(code(parsePokerSwitchRules({ bonusPaytable: { FLUSH: [0, 1] } }))).toBe('INVALID_RULES');
    expect(code(parsePokerSwitchRules({ turnSeconds: 4 }))).toBe('INVALID_RULES');
    expect(code(parsePokerSwitchRules({ buySeconds: 121 }))).toBe('INVALID_RULES');
    expect(code(parsePokerSwitchRules([]))).toBe('INVALID_RULES');
  });

  it('refuses a Bonus table that returns more than 100% (§PS-8), accepts one just under', () => {
    // Three of a kind at 30:1 alone returns 54,912 x 31 / 2,598,960 = 65.5%; with the default rest:
    // 2,357,468 + 54,912 x 10 = 2,906,588 > 2,598,960: 111.8%.
    const over = parsePokerSwitchRules({ bonusPaytable: { THREE_OF_A_KIND: [30, 1] } });
    expect(isRuleError(over) && over.message).toMatch(/returns 111\.8\d*% .*at most 100%/);
    // 24:1 on trips: 2,357,468 + 54,912 x 4 = 2,577,116 <= 2,598,960 (99.16%): accepted.
    expect(code(parsePokerSwitchRules({ bonusPaytable: { THREE_OF_A_KIND: [24, 1] } }))).toBe('OK');
    // The Bet table's return depends on play: never refused for its size.
    expect(code(parsePokerSwitchRules({ betPaytable: { PAIR: [100, 1] } }))).toBe('OK');
  });
});
