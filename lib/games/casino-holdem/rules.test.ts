import { describe, expect, it } from 'vitest';
import { DEFAULT_CHE_RULES, parseCasinoHoldemRules } from './rules';

describe('[CASINO_HOLDEM] table rules (RULES.md §C-7)', () => {
  it('[CASINO_HOLDEM] 20 s to decide by default, 5..120 accepted', () => {
    expect(DEFAULT_CHE_RULES).toEqual({ decisionSeconds: 20 });
    expect(parseCasinoHoldemRules(undefined)).toEqual({ decisionSeconds: 20 });
    expect(parseCasinoHoldemRules(null)).toEqual({ decisionSeconds: 20 });
    expect(parseCasinoHoldemRules({})).toEqual({ decisionSeconds: 20 });
    expect(parseCasinoHoldemRules({ decisionSeconds: 5 })).toEqual({ decisionSeconds: 5 });
    expect(parseCasinoHoldemRules({ decisionSeconds: 120 })).toEqual({ decisionSeconds: 120 });
  });

  it('[CASINO_HOLDEM] out of range, not whole, unknown keys and non-objects are INVALID_RULES', () => {
    for (const bad of [
      { decisionSeconds: 4 },
      { decisionSeconds: 121 },
      { decisionSeconds: 7.5 },
      { decisionSeconds: '20' },
    ])
      expect(parseCasinoHoldemRules(bad), JSON.stringify(bad)).toMatchObject({ kind: 'input', code: 'INVALID_RULES' });
    expect(parseCasinoHoldemRules({ decisionSecs: 20 })).toMatchObject({ code: 'INVALID_RULES' });
    expect(parseCasinoHoldemRules([20])).toMatchObject({ code: 'INVALID_RULES' });
    expect(parseCasinoHoldemRules(20)).toMatchObject({ code: 'INVALID_RULES' });
  });
});
