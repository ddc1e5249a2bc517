/**
 * A refusal in the player's language, from its code (issue #13): `errors.title.<CODE>` names it and, when the
 * server gave the figures as data (`error.params`, amounts in cents), `errors.detail.<CODE>` states them;
 * the server's English message is shown only to English readers (never translated as text).
 */
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useMoney, type Money, type Translate } from './money';

/** A refusal as the client has it (an `ApiError`, or a problem made on the client). */
export interface Refusal {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/** Params that are amounts in cents. */
const MONEY_PARAMS = new Set(['min', 'max', 'amount', 'already', 'balance', 'needed', 'stake', 'bank']);

type Messages = Translate & { has: (key: string) => boolean };

/** `{title, message}` of a refusal: pure (tests pass `testTranslator(locale, 'errors')`). */
export function problemText(t: Messages, money: Money, locale: string, r: Refusal): { title: string; message: string } {
  const title = t.has(`title.${r.code}`) ? t(`title.${r.code}`) : t('title.UNKNOWN');
  if (r.params && t.has(`detail.${r.code}`)) {
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(r.params))
      values[k] = MONEY_PARAMS.has(k) && typeof v === 'number' ? money(v) : v;
    return { title, message: t(`detail.${r.code}`, values) };
  }
  if (r.code === 'NETWORK') return { title, message: t('hint.network') };
  // English readers get the server's own words (amounts in cents shown as money); others the title alone.
  if (locale !== 'en') return { title, message: '' };
  return { title, message: r.message.replace(/(\d+) cents/g, (_, n: string) => money(Number(n))) };
}

/** `problemText` in the page's language and currency. */
export function useProblemText(): (r: Refusal) => { title: string; message: string } {
  const t = useTranslations('errors') as unknown as Messages;
  const money = useMoney();
  const locale = useLocale();
  return useMemo(() => (r: Refusal) => problemText(t, money, locale, r), [t, money, locale]);
}
