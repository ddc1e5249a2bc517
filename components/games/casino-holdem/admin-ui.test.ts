import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/lib/i18n/testing';
import { cheRulesText, cheToRules } from './admin-ui';

const t = testTranslator('en', 'games.casino-holdem.admin');
const cs = testTranslator('cs', 'games.casino-holdem.admin');

describe('the call timer (§C-7, 5..120 s)', () => {
  it('sends whole seconds in range', () => {
    expect(cheToRules({ cheDecisionSeconds: '20' }, t)).toEqual({ rules: { decisionSeconds: 20 }, problem: null });
    expect(cheToRules({ cheDecisionSeconds: ' 5 ' }, t).problem).toBeNull();
    expect(cheToRules({ cheDecisionSeconds: '120' }, t).problem).toBeNull();
  });
  it('refuses 4, 121, a fraction and nothing, in the reader’s words', () => {
    for (const v of ['4', '121', '12.5', ''])
      expect(cheToRules({ cheDecisionSeconds: v }, t).problem).toBe('Call window timer: whole seconds from 5 to 120.');
    expect(cheToRules({ cheDecisionSeconds: '200' }, cs).problem).toBe(
      'Čas okna rozhodnutí: celé sekundy od 5 do 120.',
    );
  });
  it('the rules in one line, the default filled in', () => {
    expect(cheRulesText(t, { decisionSeconds: 30 })).toBe(
      'One deck a round · one common hand, any number of players · 30 s to call or fold · Ante table §CHE-4, AA Bonus §CHE-5',
    );
    expect(cheRulesText(t, {})).toContain('· 20 s to call or fold ·');
  });
});
