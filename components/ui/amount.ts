/**
 * Reads an amount typed in currency units ("50", "12.5", "1,250.75") as integer cents without floating
 * point (RULES.md §C-3: money is integer minor units). Returns null when it is not a positive amount
 * with at most two decimals.
 */
export function parseAmountToCents(input: string): number | null {
  const s = input.trim().replace(/[,\s_]/g, '');
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number(((m[2] ?? '') + '00').slice(0, 2));
  const cents = whole * 100 + frac;
  if (!Number.isSafeInteger(cents) || cents <= 0) return null;
  return cents;
}

/** Cents as a plain currency-units string for an input field: 12550 → "125.50", 100 → "1". */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
