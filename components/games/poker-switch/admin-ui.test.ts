import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/lib/i18n/testing';
import {
  draftBetIsDefault,
  draftBonusReturn,
  parseRatioText,
  psInitialDraft,
  psRulesText,
  psToRules,
} from './admin-ui';

const t = testTranslator('en', 'games.poker-switch.admin');
const cs = testTranslator('cs', 'games.poker-switch.admin');

describe('the create-table form (§PS-0, §PS-8, §PS-10)', () => {
  it('the defaults send the §PS-8 tables, 3 pairs, 30 s and 15 s', () => {
    const { rules, problem } = psToRules(psInitialDraft, t);
    expect(problem).toBeNull();
    expect(rules).toMatchObject({ boxPairs: 3, turnSeconds: 30, buySeconds: 15 });
    expect(rules.betPaytable).toMatchObject({ ACE_KING: [1, 1], FULL_HOUSE: [7, 1], ROYAL_FLUSH: [100, 1] });
    expect(rules.bonusPaytable).toMatchObject({ THREE_OF_A_KIND: [20, 1], ROYAL_FLUSH: [1000, 1] });
    expect(draftBetIsDefault(psInitialDraft)).toBe(true);
  });
  it('the default Bonus table returns 2,357,468 / 2,598,960 = 90.7081%', () => {
    expect(draftBonusReturn(psInitialDraft)).toBe(90.7081);
  });
  it('three of a kind at 50:1 returns (2,357,468 + 30 × 54,912) / 2,598,960 = 154.0935%: refused with the parser’s message', () => {
    const draft = { ...psInitialDraft, psBonus_THREE_OF_A_KIND: '50:1' };
    expect(draftBonusReturn(draft)).toBe(154.0935);
    expect(psToRules(draft, t).problem).toBe(
      'rules.bonusPaytable returns 154.0935% over the 2,598,960 five-card hands: a Bonus table may return at most 100% (RULES.md §PS-8)',
    );
  });
  it('pairs 1..4 and timers 5..120 s, a row that is not a ratio in the reader’s words', () => {
    expect(psToRules({ ...psInitialDraft, psBoxPairs: '4' }, t).problem).toBeNull();
    expect(psToRules({ ...psInitialDraft, psBoxPairs: '5' }, t).problem).toBe(
      'rules.boxPairs must be an integer 1..4, got 5',
    );
    expect(psToRules({ ...psInitialDraft, psBuySeconds: '4' }, t).problem).toBe(
      'rules.buySeconds must be an integer 5..120, got 4',
    );
    expect(psToRules({ ...psInitialDraft, psBet_PAIR: 'x' }, t).problem).toBe(
      'Bet paytable (a:b): Pair must be a ratio like 3:1.',
    );
    expect(psToRules({ ...psInitialDraft, psBonus_FLUSH: '' }, cs).problem).toBe(
      'Výplatní tabulka Bonus (a:b): Barva musí být poměr jako 3:1.',
    );
    expect(draftBetIsDefault({ ...psInitialDraft, psBet_PAIR: '2:1' })).toBe(false);
  });
  it('ratios: a:b, a alone, spaces', () => {
    expect(parseRatioText('3:1')).toEqual([3, 1]);
    expect(parseRatioText(' 40 : 1 ')).toEqual([40, 1]);
    expect(parseRatioText('7')).toEqual([7, 1]);
    expect(parseRatioText('3/1')).toBeNull();
  });
  it('the rules in one line, defaults filled in', () => {
    expect(psRulesText(t, { boxPairs: 2, turnSeconds: 20 })).toBe(
      '2 pairs of boxes · 20 s a turn · 15 s to buy · Bonus returns 90.7081%',
    );
    expect(psRulesText(cs, {}, 'cs')).toBe('3 páry boxů · 30 s na tah · 15 s na koupi · Bonus vrací 90,7081 %');
  });
});
