/**
 * next-intl's request configuration (without i18n routing): the locale is the browser's choice (the
 * `croupier-locale` cookie, set by the picker and from the account at sign-in), else the best match of
 * `Accept-Language`, else English. Messages come from the shell's and the game packs' files; money is
 * formatted in the studio's currency (`formats.number.money`).
 */
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from './locales';
import { loadMessages } from './messages';
import { moneyFormats, studioDisplay } from './settings';

export async function requestLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  return negotiateLocale((await headers()).get('accept-language')) ?? DEFAULT_LOCALE;
}

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  const { currency, timeZone } = studioDisplay();
  return {
    locale,
    messages: loadMessages(locale),
    timeZone,
    formats: moneyFormats(currency),
  };
});
