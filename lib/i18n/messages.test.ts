/**
 * Every message key exists in every language (issue #13): each namespace's file in a locale has exactly the
 * keys of its English file — all five locales for what players read, `CONSOLE_LOCALES` for the consoles
 * (another locale's file of a console namespace, when present, must be complete too). Every message parses
 * as ICU, and every error code the server can send has a title.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { ERROR_STATUS } from '@/lib/errors';
import { CONSOLE_LOCALES, CONSOLE_NAMESPACES, LOCALES, negotiateLocale } from './locales';
import { messageFiles, withoutConsoleMessages, type Messages } from './messages';
import { problemText } from './problem';
import { testMoney, testTranslator } from './testing';

function keys(m: Messages, prefix = ''): string[] {
  return Object.entries(m).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}
function leaves(m: Messages, prefix = ''): [string, string][] {
  return Object.entries(m).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[prefix + k, v]] : leaves(v, `${prefix}${k}.`),
  );
}
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
const files = messageFiles();
const namespaces = [...new Set(files.map((f) => f.namespace))];
const isConsole = (ns: string) => CONSOLE_NAMESPACES.includes(ns.split('.').at(-1)!);

describe('message files', () => {
  it('exist for the shell and are found by the loader', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors']));
  });

  for (const ns of namespaces) {
    const en = files.find((f) => f.namespace === ns && f.locale === 'en');
    const required = isConsole(ns) ? CONSOLE_LOCALES : LOCALES;
    it(`${ns}: every key in ${required.join(', ')}${isConsole(ns) ? ' (console)' : ''}`, () => {
      expect(en, `${ns} has no English file`).toBeDefined();
      const want = keys(read(en!.file)).sort();
      for (const locale of LOCALES) {
        const f = files.find((x) => x.namespace === ns && x.locale === locale);
        if (!f) {
          expect(required.includes(locale), `${ns}.${locale}.json is missing`).toBe(false);
          continue;
        }
        const have = keys(read(f.file)).sort();
        expect({ locale, missing: want.filter((k) => !have.includes(k)) }).toEqual({ locale, missing: [] });
        expect({ locale, extra: have.filter((k) => !want.includes(k)) }).toEqual({ locale, extra: [] });
      }
    });
  }

  it('only our locales are used in file names', () => {
    for (const f of files) expect(LOCALES as readonly string[]).toContain(f.locale);
  });

  it('every message is valid ICU in its locale', () => {
    for (const f of files)
      for (const [key, text] of leaves(read(f.file)))
        expect(() => new IntlMessageFormat(text, f.locale), `${f.file}: ${key}`).not.toThrow();
  });

  it('no key contains a dot (next-intl reads dots as nesting)', () => {
    for (const f of files)
      for (const k of keys(read(f.file))) expect(k.split('.').every((p) => p.length > 0)).toBe(true);
  });
});

describe('withoutConsoleMessages', () => {
  it('drops the console namespaces of the shell and of every game pack, keeps the rest', () => {
    const all = {
      common: { a: '1' },
      dealer: { b: '2' },
      pit: { c: '3' },
      games: { g: { player: { d: '4' }, dealer: { e: '5' }, admin: { f: '6' }, rules: { h: '7' } } },
    };
    expect(withoutConsoleMessages(all, CONSOLE_NAMESPACES)).toEqual({
      common: { a: '1' },
      games: { g: { player: { d: '4' }, rules: { h: '7' } } },
    });
  });
});

describe('errors', () => {
  it('every code the server can send has a title in every language', () => {
    const en = read(files.find((f) => f.namespace === 'errors' && f.locale === 'en')!.file) as {
      title: Record<string, string>;
    };
    expect(Object.keys(ERROR_STATUS).filter((c) => !(c in en.title))).toEqual([]);
  });

  it('a refusal with figures is worded in the player language, amounts as money', () => {
    const r = {
      code: 'BET_ABOVE_MAXIMUM',
      message:
        'The maximum on PLAYER is 50000 cents per player per round; you have 40000 on it and tried to add 20000.',
      params: { type: 'PLAYER', max: 50000, already: 40000, amount: 20000 },
    };
    // Polish: space as the thousands separator only from 10 000 (CLDR minimumGroupingDigits 2), comma decimals.
    const pl = problemText(testTranslator('pl', 'errors') as never, testMoney('pl'), 'pl', r);
    // The currency sign follows a no-break space in Polish; compare with plain spaces.
    expect({ ...pl, message: pl.message.replace(/\s/g, ' ') }).toEqual({
      title: 'Powyżej maksimum stołu',
      message: 'Maksimum tego zakładu to 500,00 € na rundę; masz na nim 400,00 € i próbujesz dodać 200,00 €.',
    });
    expect(problemText(testTranslator('en', 'errors') as never, testMoney('en'), 'en', r)).toEqual({
      title: 'Above the table maximum',
      message: 'The maximum on this bet is €500.00 per round; you have €400.00 on it and tried to add €200.00.',
    });
  });

  it('without figures: the English message only for English readers; an unknown code gets the generic title', () => {
    const r = { code: 'BETTING_CLOSED', message: 'Betting closed at 12:00:05.' };
    expect(problemText(testTranslator('cs', 'errors') as never, testMoney('cs'), 'cs', r)).toEqual({
      title: 'Sázky jsou uzavřeny',
      message: '',
    });
    expect(problemText(testTranslator('en', 'errors') as never, testMoney('en'), 'en', r)).toEqual({
      title: 'Betting is closed',
      message: 'Betting closed at 12:00:05.',
    });
    expect(
      problemText(testTranslator('ru', 'errors') as never, testMoney('ru'), 'ru', { code: 'NEW_CODE', message: 'x' })
        .title,
    ).toBe('Стол отказал');
  });
});

describe('money by locale', () => {
  it('formats cents in the studio currency', () => {
    // Worked out from CLDR: cs/sk/pl/ru put the sign after with a no-break space and group with a
    // narrow/no-break space; en puts € first with comma groups.
    expect(testMoney('en')(123456)).toBe('€1,234.56');
    expect(testMoney('cs')(123456).replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(testMoney('sk')(123456).replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(testMoney('pl')(123456).replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(testMoney('pl')(1234567).replace(/\s/g, ' ')).toBe('12 345,67 €');
    expect(testMoney('ru')(123456).replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(testMoney('en').signed(1000)).toBe('+€10.00');
    expect(testMoney('en').signed(-500)).toBe('-€5.00');
    expect(testMoney('en').signed(0)).toBe('€0.00');
    expect(testMoney('cs', 'CZK')(5000).replace(/\s/g, ' ')).toBe('50,00 Kč');
    expect(testMoney('en').plain(250)).toBe('2.50');
  });

  it('plural rules by locale', () => {
    // A key with plural forms in every locale: `common.cardsLeft` is not guaranteed, so build from ICU directly.
    const f = (locale: string, n: number) =>
      new IntlMessageFormat('{n, plural, one {# A} few {# B} many {# C} other {# D}}', locale).format({ n });
    // Czech "few" is 2–4 only (22 is "other"); a fraction is "many".
    expect([1, 2, 5, 22, 1.5].map((n) => f('cs', n))).toEqual(['1 A', '2 B', '5 D', '22 D', '1,5 C']);
    expect([1, 2, 5, 22, 21].map((n) => f('pl', n))).toEqual(['1 A', '2 B', '5 C', '22 B', '21 C']);
    expect([1, 2, 5, 21].map((n) => f('ru', n))).toEqual(['1 A', '2 B', '5 C', '21 A']);
  });
});

describe('negotiateLocale', () => {
  it('picks the best of ours from Accept-Language', () => {
    expect(negotiateLocale('cs-CZ,cs;q=0.9,en;q=0.8')).toBe('cs');
    expect(negotiateLocale('de-DE,de;q=0.9,pl;q=0.5,en;q=0.4')).toBe('pl');
    expect(negotiateLocale('de, fr;q=0.5')).toBeNull();
    expect(negotiateLocale('en;q=0.1, ru;q=0.9')).toBe('ru');
    expect(negotiateLocale('sk;q=0, en')).toBe('en');
    expect(negotiateLocale(undefined)).toBeNull();
  });
});
