/**
 * The studio's display settings: its currency (`CROUPIER_CURRENCY`, ISO 4217, default EUR) and its time zone
 * (`CROUPIER_TIME_ZONE`, IANA, default Europe/Prague). Amounts are integer cents in every currency the
 * studio may use (two minor digits): a currency with other minor units is refused at start.
 */
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_TIME_ZONE = 'Europe/Prague';

/** The currency code, or an error naming what is wrong with the setting. */
export function parseCurrency(value: string | undefined): { currency: string } | { error: string } {
  const code = (value ?? '').trim().toUpperCase() || DEFAULT_CURRENCY;
  if (!/^[A-Z]{3}$/.test(code))
    return { error: `CROUPIER_CURRENCY must be an ISO 4217 code such as EUR, got "${value}".` };
  const known = Intl.supportedValuesOf('currency');
  if (!known.includes(code)) return { error: `CROUPIER_CURRENCY "${code}" is not a currency this runtime knows.` };
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits;
  if (digits !== 2)
    return { error: `CROUPIER_CURRENCY "${code}" has ${digits} minor digits; amounts are kept in cents (2 digits).` };
  return { currency: code };
}

export function parseTimeZone(value: string | undefined): { timeZone: string } | { error: string } {
  const zone = (value ?? '').trim() || DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return { timeZone: zone };
  } catch {
    return { error: `CROUPIER_TIME_ZONE "${zone}" is not an IANA time zone.` };
  }
}

/** The studio's settings as the process has them (a bad value falls back to the default; config-checks refuses it at start). */
export function studioDisplay(): { currency: string; timeZone: string } {
  const c = parseCurrency(process.env.CROUPIER_CURRENCY);
  const z = parseTimeZone(process.env.CROUPIER_TIME_ZONE);
  return {
    currency: 'currency' in c ? c.currency : DEFAULT_CURRENCY,
    timeZone: 'timeZone' in z ? z.timeZone : DEFAULT_TIME_ZONE,
  };
}

/** next-intl's named number formats for money in a currency (request config and tests share them). */
export function moneyFormats(currency: string) {
  return {
    number: {
      money: { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 },
      moneySigned: {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      },
      moneyPlain: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    },
  } as const;
}
