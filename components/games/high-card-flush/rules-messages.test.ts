/**
 * The rules panel's Flush bonus paytable rows name the flush size with the noun in the right plural form
 * (issue #13: "4 kart" / "4 karet" / "4 kariet" / "4 карт" for four cards).
 */
import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/lib/i18n/testing';

describe('HCF rules: flush bonus row (§HCF paytable sizes 4–7)', () => {
  const cases: [Parameters<typeof testTranslator>[0], string, string, string][] = [
    ['en', '4 cards', '5 cards', '7 cards'],
    ['cs', '4 karty', '5 karet', '7 karet'],
    ['sk', '4 karty', '5 kariet', '7 kariet'],
    ['pl', '4 karty', '5 kart', '7 kart'],
    ['ru', '4 карты', '5 карт', '7 карт'],
  ];
  it.each(cases)('%s', (locale, four, five, seven) => {
    const t = testTranslator(locale, 'games.high-card-flush.rules');
    expect(t('flush.line', { cards: 4 })).toBe(four);
    expect(t('flush.line', { cards: 5 })).toBe(five);
    expect(t('flush.line', { cards: 7 })).toBe(seven);
  });
});
