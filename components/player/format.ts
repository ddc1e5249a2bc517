import { ApiError, money } from '@/lib/client/api';

/** Chip denominations in cents (1, 5, 25, 100, 500 currency units). */
export const CHIP_VALUES = [100, 500, 2500, 10000, 50000] as const;

/** Signed money: `+10.00`, `-5.00`, `0.00`. */
export function signedMoney(cents: number): string {
  return cents > 0 ? `+${money(cents)}` : money(cents);
}

/** Compact chip label: 100 → "1", 2500 → "25", 150000 → "1.5K", 250 → "2.50". */
export function chipLabel(cents: number): string {
  const units = cents / 100;
  if (units >= 1000) return `${Number((units / 1000).toFixed(units % 1000 === 0 ? 0 : 1))}K`;
  return Number.isInteger(units) ? String(units) : units.toFixed(2);
}

/**
 * A problem to show the player. The alert words it from `code` (and `params`) in the player's language
 * (`useProblemText`); `title` and `message` are the English words, shown only for a code without messages.
 */
export interface PlayerProblem {
  code: string;
  title: string;
  message: string;
  /** The refusal's figures as data (amounts in cents), when the server gave them. */
  params?: Record<string, string | number>;
  /** Repeat stopped at this bet: `done` of `total` bets were placed again. */
  repeated?: { done: number; total: number };
}

const TITLES: Record<string, string> = {
  BETTING_CLOSED: 'Betting is closed',
  BET_BELOW_MINIMUM: 'Below the table minimum',
  BET_ABOVE_MAXIMUM: 'Above the table maximum',
  INSUFFICIENT_BALANCE: 'Not enough balance',
  ILLEGAL_BET: 'That bet is not on this layout',
  INVALID_BET_TYPE: 'Unknown bet',
  VALIDATION_ERROR: 'The bet was not understood',
  FORBIDDEN: 'Only players can bet',
  UNAUTHENTICATED: 'You are signed out',
  NOT_YOUR_BET: 'Not your bet',
  BET_NOT_OPEN: 'That bet is already settled',
  BET_NOT_FOUND: 'That bet no longer exists',
  ROUND_NOT_FOUND: 'That round no longer exists',
  TABLE_CLOSED: 'The table is closed',
  NO_ROUND: 'No round yet',
  NETWORK: 'Connection problem',
};

const MONEY_CODES = new Set(['BET_ABOVE_MAXIMUM', 'BET_BELOW_MINIMUM', 'INSUFFICIENT_BALANCE']);

/** Turns anything thrown by `api()` into words; amounts the server gives in cents are shown as money. */
export function toProblem(e: unknown): PlayerProblem {
  if (e instanceof ApiError) {
    // The server states amounts in cents; these codes' messages hold nothing but amounts as numbers.
    const message = MONEY_CODES.has(e.code)
      ? e.message.replace(/(\d+)( cents)?/g, (_, n: string) => money(Number(n)))
      : e.message.replace(/(\d+) cents/g, (_, n: string) => money(Number(n)));
    return {
      code: e.code,
      title: TITLES[e.code] ?? 'The table said no',
      message,
      ...(e.params ? { params: e.params } : {}),
    };
  }
  const message = e instanceof Error ? e.message : String(e);
  return { code: 'NETWORK', title: TITLES.NETWORK!, message: `${message}. Nothing was changed; try again.` };
}

/** A client-side problem with a known code (e.g. NO_ROUND). */
export function problem(code: string, message: string): PlayerProblem {
  return { code, title: TITLES[code] ?? 'Not possible now', message };
}

export const STATUS_LABEL: Record<string, string> = {
  BETTING: 'Betting open',
  DEALING: 'No more bets',
  COMPLETE: 'Result in',
  SETTLED: 'Settled',
  VOIDED: 'Voided',
};
