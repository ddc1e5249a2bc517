import { cookies } from 'next/headers';
import { db } from '@/lib/db';
import { logger } from '@/lib/log';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_PICKED_COOKIE } from './locales';

/**
 * At a browser sign-in (next-auth's credentials check): a language picked on the sign-in page just before
 * (the `croupier-locale-picked` marker) wins and is saved on the account; otherwise the account's language
 * wins and is written into the browser's `croupier-locale` cookie; an account without one takes the
 * browser's choice. Seed 000 rule 19:
 * the player's settings are kept and restored in the next session (account and browser, issue #13).
 */
export async function applyAccountLocale(userId: string): Promise<void> {
  let store: Awaited<ReturnType<typeof cookies>>;
  try {
    store = await cookies();
  } catch {
    return; // not inside a request (a direct call in a test): nothing to apply
  }
  try {
    const user = await db().user.findUnique({ where: { id: userId }, select: { locale: true } });
    const browser = store.get(LOCALE_COOKIE)?.value;
    const picked = store.get(LOCALE_PICKED_COOKIE)?.value === '1';
    if (picked) store.delete(LOCALE_PICKED_COOKIE);
    if (picked && isLocale(browser)) {
      if (user?.locale !== browser) await db().user.update({ where: { id: userId }, data: { locale: browser } });
    } else if (isLocale(user?.locale)) {
      if (browser !== user.locale)
        store.set(LOCALE_COOKIE, user.locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
    } else if (isLocale(browser)) {
      await db().user.update({ where: { id: userId }, data: { locale: browser } });
    }
  } catch (e) {
    // The language is a convenience: a failure here must not refuse a sign-in.
    logger.warn({ err: e, userId }, 'could not apply the account language at sign-in');
  }
}
