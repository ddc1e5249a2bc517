/**
 * An amount typed in the reader's language as cents (RULES.md §C-3): a Czech admin types "12,50" or "1 250,75"
 * (comma for decimals, space or dot between thousands), an English one "12.50" or "1,250.75". Read with the
 * shared `parseAmountToCents` once normalised; null when it is not a positive amount with at most two decimals.
 */
import { parseAmountToCents } from '@/components/ui/amount';

/** Whether the locale writes decimals with a comma ("cs" → true, "en" → false). */
export function decimalComma(locale: string): boolean {
  return new Intl.NumberFormat(locale).format(1.5).includes(',');
}

export function parseLocalAmount(input: string, locale: string): number | null {
  if (!decimalComma(locale)) return parseAmountToCents(input);
  // "1 250,75" / "1.250,75" → "1250.75"; a lone dot with one or two digits after it is still a decimal point.
  const s = input.trim().replace(/[\s\u00a0\u202f_]/g, '');
  if (s.includes(',')) return parseAmountToCents(s.replace(/\./g, '').replace(',', '.'));
  return /\.\d{3}(?!\d)/.test(s) ? parseAmountToCents(s.replace(/\./g, '')) : parseAmountToCents(s);
}

/** Cents as an input field's text in the locale: 12550 → "125.50" (en) / "125,50" (cs); whole amounts without decimals. */
export function centsToLocalInput(cents: number, locale: string): string {
  const s = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return decimalComma(locale) ? s.replace('.', ',') : s;
}
