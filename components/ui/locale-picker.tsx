'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { api } from '@/lib/client/api';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_NAMES,
  LOCALE_PICKED_COOKIE,
  LOCALES,
  isLocale,
  type Locale,
} from '@/lib/i18n/locales';

/** Writes the browser's choice (the `croupier-locale` cookie, 1 year). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The language picker (top bar, sign-in page, lobby): the choice is kept in the browser and, when signed in,
 * on the account (`PATCH /api/me`), then the page is rendered again in the new language.
 */
export function LocalePicker({ signedIn, className = '' }: { signedIn: boolean; className?: string }) {
  const locale = useLocale();
  const t = useTranslations('common');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const choose = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    rememberLocale(value);
    // Picked before signing in: the sign-in keeps this choice (and saves it on the account).
    if (!signedIn) document.cookie = `${LOCALE_PICKED_COOKIE}=1; path=/; max-age=3600; samesite=lax`;
    startTransition(async () => {
      if (signedIn) {
        // The browser keeps the choice even if the account could not be updated (offline): nothing to undo.
        await api('PATCH', '/api/me', { locale: value }).catch(() => undefined);
      }
      router.refresh();
    });
  };
  return (
    <label className={`flex items-center gap-1.5 text-xs text-gray-400 ${className}`}>
      <span aria-hidden>🌐</span>
      <span className="sr-only">{t('language')}</span>
      <select
        data-testid="locale-picker"
        value={locale}
        disabled={pending}
        onChange={(e) => choose(e.target.value)}
        className="rounded border border-line bg-panel-2 px-1.5 py-1 text-xs text-gray-200 focus:outline-none focus:ring-1 focus:ring-brass"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
