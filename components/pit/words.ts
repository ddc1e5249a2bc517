/**
 * The consoles' words (pit, admin; issue #13): the reader's translator, money in the studio currency and
 * dates in their language, as `ConsoleWords` for the shell (namespace `pit` / `admin`) and for each game
 * pack (its `games.<folder>.pit` / `games.<folder>.admin`). Pure helpers take these; components get them
 * from `useConsoleWords()`.
 */
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { gameFolder } from '@/components/games/registry';
import type { ConsoleWords } from '@/components/games/types';
import { useMoney, type Money, type Translate } from '@/lib/i18n/money';

export type { ConsoleWords };

/** A translator of `namespace` from one of the whole tree (`root`). */
export function scoped(root: Translate, namespace: string): Translate {
  return (key, values) => root(`${namespace}.${key}`, values);
}

type DateFormatter = { dateTime: (d: Date, options: Intl.DateTimeFormatOptions) => string };

const STYLES: Record<'full' | 'time' | 'ms', Intl.DateTimeFormatOptions> = {
  full: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  ms: { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 1, hourCycle: 'h23' },
};

/** "1. 12. 2026 13:05:09" (cs) / "12/1/2026, 13:05:09" (en) in the studio's time zone; "—" for null. */
export function whenFormatter(format: DateFormatter): ConsoleWords['when'] {
  return (iso, style = 'full') => {
    if (!iso) return '—';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '—' : format.dateTime(d, STYLES[style]);
  };
}

/** The shell's and every pack's words, from one translator of the whole tree. */
export interface ShellWords {
  /** The shell's own words (`pit.…` or `admin.…`). */
  shell: ConsoleWords;
  /** A game pack's words (`games.<folder>.<surface>.…`). */
  game: (game: string | null | undefined) => ConsoleWords;
}

export function makeShellWords(
  root: Translate,
  money: Money,
  when: ConsoleWords['when'],
  surface: 'pit' | 'admin',
  locale: string,
): ShellWords {
  const shell = { t: scoped(root, surface), money, when, locale };
  const cache = new Map<string, ConsoleWords>();
  return {
    shell,
    game: (game) => {
      const folder = gameFolder(game ?? '');
      let w = cache.get(folder);
      if (!w) cache.set(folder, (w = { t: scoped(root, `games.${folder}.${surface}`), money, when, locale }));
      return w;
    },
  };
}

/** The console's words in the reader's language: `shell` for the pit's (or admin's) own, `game(g)` for a pack's. */
export function useConsoleWords(surface: 'pit' | 'admin' = 'pit'): ShellWords {
  const root = useTranslations() as unknown as Translate;
  const money = useMoney();
  const format = useFormatter();
  const locale = useLocale();
  return useMemo(
    () => makeShellWords(root, money, whenFormatter(format as unknown as DateFormatter), surface, locale),
    [root, money, format, surface, locale],
  );
}
