/**
 * High Card Flush cards for every role (RULES.md §HCF-2): ranks ace high and a hand grouped by suit,
 * the flush first. The one copy the dealer, player and pit views share.
 */
import type { HcfFlush } from './view';

const RANK_VALUE: Record<string, number> = {
  A: 14,
  K: 13,
  Q: 12,
  J: 11,
  T: 10,
  '9': 9,
  '8': 8,
  '7': 7,
  '6': 6,
  '5': 5,
  '4': 4,
  '3': 3,
  '2': 2,
};
const SUIT_ORDER = ['S', 'H', 'D', 'C'];

/** A card's rank with the ace high (A = 14); 0 for an unknown code. */
export function cardRank(code: string): number {
  return RANK_VALUE[code[0] ?? ''] ?? 0;
}

/** One suit of a hand: its cards highest first; `flush` marks the hand's flush (§HCF-2). */
export interface SuitGroup {
  suit: string;
  cards: string[];
  flush: boolean;
}

function cmpGroup(a: string[], b: string[]): number {
  if (a.length !== b.length) return b.length - a.length;
  for (let i = 0; i < a.length; i++) {
    const d = cardRank(b[i]!) - cardRank(a[i]!);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * A hand's cards grouped by suit, the flush first (RULES.md §HCF-2: the largest set of same-suit
 * cards; with two suits of equal count the one with the higher cards, compared from the highest
 * down), then the other suits largest first. Cards within a suit run highest first (ace high).
 * @param flush the flush (or its suit) as the server computed it (view `flush.suit`); when absent or
 *   not held, it is worked out here the same way (a full tie: the first of S H D C, as the engine)
 */
export function groupBySuit(cards: readonly string[], flush?: string | Pick<HcfFlush, 'suit'> | null): SuitGroup[] {
  const flushSuit = typeof flush === 'string' ? flush : (flush?.suit ?? null);
  const by = new Map<string, string[]>();
  for (const c of cards) {
    const s = c[1] ?? '?';
    by.set(s, [...(by.get(s) ?? []), c]);
  }
  for (const list of by.values()) list.sort((a, b) => cardRank(b) - cardRank(a));
  const suits = [...by.keys()].sort(
    (a, b) => cmpGroup(by.get(a)!, by.get(b)!) || SUIT_ORDER.indexOf(a) - SUIT_ORDER.indexOf(b),
  );
  const top = flushSuit && by.has(flushSuit) ? flushSuit : (suits[0] ?? null);
  const ordered = top ? [top, ...suits.filter((s) => s !== top)] : suits;
  return ordered.map((suit) => ({ suit, cards: by.get(suit)!, flush: suit === top }));
}
