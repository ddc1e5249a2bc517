/**
 * Tests' console words over the real message files (`lib/i18n/testing`): the shell's and every pack's, in a
 * locale, money in EUR, dates in Europe/Prague. For tests only (reads the files from disk).
 */
import { createFormatter } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { testMoney, testTranslator } from '@/lib/i18n/testing';
import { makeShellWords, whenFormatter, type ShellWords } from './words';
import { GAMES, loadGamePart } from '@/components/games/registry';

export function testWords(locale: Locale, surface: 'pit' | 'admin' = 'pit'): ShellWords {
  const format = createFormatter({ locale, timeZone: 'Europe/Prague' });
  return makeShellWords(
    testTranslator(locale),
    testMoney(locale),
    whenFormatter(format as unknown as Parameters<typeof whenFormatter>[0]),
    surface,
    locale,
  );
}

/** Text with its no-break spaces as plain spaces (Intl's money and dates use U+00A0 / U+202F). */
export const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Loads every game's pit part (the pages do it with `GamePartsGate`): `resultSummary`, `eventWords` and the
 * other words of components/pit/format.ts read the parts synchronously. For a test's `beforeAll`.
 */
export async function loadPitParts(): Promise<void> {
  await Promise.all(GAMES.map((g) => loadGamePart('pit', g)));
}
