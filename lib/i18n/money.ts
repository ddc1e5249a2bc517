/**
 * Money in the player's language and the studio's currency (issue #13): `useMoney()` in components,
 * `moneyFormatter(format)` where a formatter is at hand. Amounts are integer cents.
 */
import { useFormatter } from 'next-intl';
import { useMemo } from 'react';

/** A translator as pure helpers take it (next-intl's `t`, or `testTranslator` in tests). */
export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

export interface Money {
  /** `€1,234.50` (en), `1 234,50 €` (cs). */
  (cents: number): string;
  /** `+€10.00`, `-€5.00`, `€0.00`. */
  signed: (cents: number) => string;
  /** `1,234.50`: no currency sign (chips, tight cells). */
  plain: (cents: number) => string;
}

type NumberFormatter = { number: (value: number, format: string) => string };

export function moneyFormatter(format: NumberFormatter): Money {
  const money = ((cents: number) => format.number(cents / 100, 'money')) as Money;
  money.signed = (cents) => format.number(cents / 100, 'moneySigned');
  money.plain = (cents) => format.number(cents / 100, 'moneyPlain');
  return money;
}

export function useMoney(): Money {
  const format = useFormatter();
  return useMemo(() => moneyFormatter(format as unknown as NumberFormatter), [format]);
}
