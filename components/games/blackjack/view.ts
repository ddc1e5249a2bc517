/**
 * The public picture of a blackjack round as every console reads it: the JSON of the engine's
 * `tableView` / `result` (lib/games/blackjack/engine.ts, RULES.md §BJ), cards as plain strings.
 * The dealer console, the player view and the pit each add what they need (e.g. `outcome`).
 */

import type { BjDealer, BjHandBase, BjOutcome } from '@/lib/games/blackjack/view';

export type { BjDealer, BjHandBase, BjOutcome };

const OUTCOMES: ReadonlySet<string> = new Set(['WIN', 'LOSE', 'PUSH', 'BLACKJACK']);
const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []);

/** A hand from a round's `view` / `result` JSON, read tolerantly (missing fields → false / 0; `hand` → i + 1). */
export function readBjHand(x: unknown, i: number): BjHandBase {
  const h = rec(x);
  return {
    hand: num(h.hand, i + 1),
    cards: strs(h.cards),
    total: num(h.total),
    soft: h.soft === true,
    blackjack: h.blackjack === true,
    bust: h.bust === true,
    doubled: h.doubled === true,
    fromSplit: h.fromSplit === true,
    done: h.done === true,
    paidEarly: h.paidEarly === true,
  };
}

/** A hand's `outcome` from the result JSON, or null when absent or unknown. */
export function readBjOutcome(x: unknown): BjOutcome | null {
  const o = rec(x).outcome;
  return typeof o === 'string' && OUTCOMES.has(o) ? (o as BjOutcome) : null;
}

/** The dealer's hand from a round's `view` / `result` JSON; null when absent (betting). */
export function readBjDealer(x: unknown): BjDealer | null {
  if (!x || typeof x !== 'object') return null;
  const d = rec(x);
  return {
    cards: strs(d.cards),
    total: num(d.total),
    soft: d.soft === true,
    blackjack: d.blackjack === true,
    bust: d.bust === true,
  };
}
