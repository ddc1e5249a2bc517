/**
 * [PLAYER][CORRECTIONS] The words of a correction's money effect (issue #18 §2, §3): a credit repays a debt
 * first, so a credit that went to a debt must not say "to your balance"; a debit the wallet could not cover is owed.
 */
import { describe, expect, it } from 'vitest';
import { testMoney, testTranslator } from '@/lib/i18n/testing';
import { LOCALES } from '@/lib/i18n/locales';
import { correctionEffectText } from './correction-notice';

describe('[PLAYER] correctionEffectText', () => {
  const t = testTranslator('en', 'player.correction');
  const money = testMoney('en');

  it('a credit with no debt goes to the balance', () => {
    expect(correctionEffectText(t, money, { delta: 1000, repaid: 0, debtAdded: 0 })).toBe('+€10.00 to your balance.');
  });

  it('a credit that all went to a debt says so (history tag: debt after unknown)', () => {
    expect(correctionEffectText(t, money, { delta: 1000, repaid: 1000, debtAdded: 0 })).toBe(
      '+€10.00 went towards what you owed, not to your balance.',
    );
  });

  it('a credit that paid part of it: €5.00 of €15.00 to the debt, €10.00 to the balance', () => {
    expect(correctionEffectText(t, money, { delta: 1500, repaid: 500, debtAdded: 0 })).toBe(
      '+€15.00: €5.00 paid towards what you owed, €10.00 to your balance.',
    );
  });

  it('the live notice knows the debt after: paid off, or still owing €2.50', () => {
    expect(correctionEffectText(t, money, { delta: 1000, repaid: 1000, debt: 0 })).toBe(
      '+€10.00 paid off what you owed.',
    );
    expect(correctionEffectText(t, money, { delta: 1000, repaid: 1000, debt: 250 })).toBe(
      '+€10.00 paid towards what you owe; you still owe €2.50.',
    );
  });

  it('a debit beyond the balance is owed; a debit within it comes off the balance; nothing moved', () => {
    expect(correctionEffectText(t, money, { delta: -3000, repaid: 0, debtAdded: 500 })).toBe(
      '-€30.00: more than your balance held.',
    );
    expect(correctionEffectText(t, money, { delta: -3000, repaid: 0, debtAdded: 0 })).toBe('-€30.00 to your balance.');
    expect(correctionEffectText(t, money, { delta: 0 })).toBe('Your balance is unchanged.');
  });

  it.each(LOCALES)('%s: a credit that went to a debt is not worded as one to the balance', (locale) => {
    const tl = testTranslator(locale, 'player.correction');
    const m = testMoney(locale);
    const text = correctionEffectText(tl, m, { delta: 1000, repaid: 1000, debtAdded: 0 });
    expect(text).toContain(m.signed(1000));
    expect(text).not.toBe(tl('effect', { delta: m.signed(1000) }));
    expect(text).not.toMatch(/^player\.correction\./);
  });
});
