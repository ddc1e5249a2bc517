import { describe, it, expect } from 'vitest';
import { DEFAULT_HCF_RULES, parseHighCardFlushRules } from './rules';

describe('[HCF] parseHighCardFlushRules (RULES.md §HCF-5, §HCF-6, §HCF-9)', () => {
  it('[HCF] defaults are the seed paytables', () => {
    expect(DEFAULT_HCF_RULES.flushBonus).toEqual({ 4: [2, 1], 5: [10, 1], 6: [50, 1], 7: [200, 1] });
    expect(DEFAULT_HCF_RULES.straightFlushBonus).toEqual({
      3: [8, 1],
      4: [60, 1],
      5: [100, 1],
      6: [500, 1],
      7: [1000, 1],
    });
    expect(parseHighCardFlushRules(undefined)).toEqual(DEFAULT_HCF_RULES);
    expect(parseHighCardFlushRules({})).toEqual(DEFAULT_HCF_RULES);
  });

  it('[HCF] a partial paytable keeps the other entries; settings override', () => {
    const r = parseHighCardFlushRules({
      flushBonus: { '4': [1, 1] },
      rakeMode: 'DP_ONLY',
      rakeAmount: 0,
      minBank: 10_000,
    });
    expect(r).toMatchObject({
      flushBonus: { 4: [1, 1], 5: [10, 1], 6: [50, 1], 7: [200, 1] },
      rakeMode: 'DP_ONLY',
      rakeAmount: 0,
      minBank: 10_000,
    });
  });

  it.each([
    ['not an object', 'x'],
    ['unknown key', { rake: 1 }],
    ['unknown paytable entry', { flushBonus: { 3: [1, 1] } }],
    ['bad ratio', { straightFlushBonus: { 3: [8] } }],
    ['zero denominator', { straightFlushBonus: { 3: [8, 0] } }],
    ['bad rake mode', { rakeMode: 'SOME' }],
    ['negative rake', { rakeAmount: -1 }],
    ['fractional bank', { minBank: 10.5 }],
    ['timer too short', { decisionSeconds: 1 }],
  ])('[HCF] %s is INVALID_RULES (input)', (_name, input) => {
    expect(parseHighCardFlushRules(input)).toMatchObject({ ok: false, kind: 'input', code: 'INVALID_RULES' });
  });
});
