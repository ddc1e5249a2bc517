/**
 * The studio's languages (issue #13): the player view, the lobby, sign-in and the rules panels in all five;
 * the dealer, pit and admin consoles in `CONSOLE_LOCALES` at least (other locales fall back to English key
 * by key). Adding a language is a code here and a message file per namespace.
 */
export const LOCALES = ['en', 'cs', 'sk', 'pl', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The consoles' languages: every console namespace is complete in these. */
export const CONSOLE_LOCALES: readonly Locale[] = ['en', 'cs'];
/** Namespaces (shell files, or a game pack's surface) only the staff read. */
export const CONSOLE_NAMESPACES: readonly string[] = ['dealer', 'pit', 'admin'];
/** The cookie that keeps a browser's choice (1 year). */
export const LOCALE_COOKIE = 'croupier-locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** Set for an hour when the language is picked while signed out: at the next sign-in that choice wins over the account's. */
export const LOCALE_PICKED_COOKIE = 'croupier-locale-picked';

/** Each language in its own words, for the picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  cs: 'Čeština',
  sk: 'Slovenčina',
  pl: 'Polski',
  ru: 'Русский',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The best of our locales for an `Accept-Language` header (`cs-CZ,cs;q=0.9,en;q=0.8` → cs), or null. */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      // RFC 9110: the weight's name is case-insensitive (`Q=0.5`).
      const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: (tag ?? '').trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((w) => w.tag && w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  for (const w of wanted) {
    const base = w.tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}
