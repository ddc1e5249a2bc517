/**
 * Tests' translators and money over the real message files (English underneath, as the app has them).
 */
import { createFormatter, createTranslator } from 'next-intl';
import type { Locale } from './locales';
import { loadMessages } from './messages';
import { moneyFormatter, type Money, type Translate } from './money';
import { moneyFormats } from './settings';

/** `t` of a namespace (`'games.baccarat.player'`) in a locale. */
export function testTranslator(locale: Locale, namespace?: string): Translate {
  const t = createTranslator({
    locale,
    messages: loadMessages(locale),
    namespace,
    formats: moneyFormats('EUR'),
    timeZone: 'Europe/Prague',
  } as Parameters<typeof createTranslator>[0]);
  return t as unknown as Translate;
}

/** Money as the app formats it for a locale (EUR unless told). */
export function testMoney(locale: Locale, currency = 'EUR'): Money {
  const format = createFormatter({ locale, formats: moneyFormats(currency), timeZone: 'Europe/Prague' });
  return moneyFormatter(format as unknown as Parameters<typeof moneyFormatter>[0]);
}
