/**
 * A table's hold for the pit's statistics, game-agnostic: the money of settled rounds by bet type
 * (`GET /api/rounds` items' `byType`), a group's hold with its standard error, rates and percentages. Pure.
 */

/** A rate as a fraction, null without a denominator. */
export const rate = (n: number, of: number): number | null => (of > 0 ? n / of : null);

/** One settled round's money by bet type, cents (`GET /api/rounds` items' `byType`, else the totals). */
export interface RoundMoney {
  staked: number;
  paidOut: number;
  byType?: Record<string, { staked: number; paidOut: number }>;
}

/** A bet group's hold: cents staked and paid, the hold (staked - paid) / staked, and its standard error. */
export interface Hold {
  rounds: number;
  staked: number;
  paid: number;
  hold: number | null;
  /** The standard error of `hold` over the rounds (the ratio's delta-method estimate); null below 2 rounds. */
  se: number | null;
}

/**
 * The hold of the bets of `types` over settled rounds: (Σ staked − Σ paid) / Σ staked. Its standard error
 * treats rounds as independent: with gᵢ the house's win and sᵢ the stake of round i and h the hold,
 * SE = √(n/(n−1) · Σ(gᵢ − h·sᵢ)²) / Σsᵢ. `types` null: every bet (the round's totals).
 */
export function holdOf(rounds: readonly RoundMoney[], types: readonly string[] | null): Hold {
  const rows: { s: number; g: number }[] = [];
  for (const r of rounds) {
    let s = 0;
    let p = 0;
    if (types === null) {
      s = r.staked;
      p = r.paidOut;
    } else {
      for (const type of types) {
        s += r.byType?.[type]?.staked ?? 0;
        p += r.byType?.[type]?.paidOut ?? 0;
      }
    }
    if (s > 0) rows.push({ s, g: s - p });
  }
  const staked = rows.reduce((a, r) => a + r.s, 0);
  const won = rows.reduce((a, r) => a + r.g, 0);
  const hold = staked > 0 ? won / staked : null;
  const n = rows.length;
  const se =
    hold !== null && n >= 2
      ? Math.sqrt((n / (n - 1)) * rows.reduce((a, r) => a + (r.g - hold * r.s) ** 2, 0)) / staked
      : null;
  return { rounds: n, staked, paid: staked - won, hold, se };
}

/** A fraction as a percentage in the reader's language: `1.30%`, `10.88 %` (cs). */
export function percent(locale: string, x: number | null, digits = 2): string {
  if (x === null || !Number.isFinite(x)) return '—';
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(x);
}

/** Whether the bets' money came split by type (a server that has `byType` on its round history). */
export const hasByType = (rounds: readonly RoundMoney[]): boolean => rounds.some((r) => !!r.byType);
