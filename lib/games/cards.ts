import { ruleError, type RuleError } from './types';

/** RULES.md §C-1: ranks and suits, canonical order. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
/** A canonical two-character card code, rank then suit: `AS`, `TD`, `9H` (§C-1). */
export type Card = `${Rank}${Suit}`;

/** Every canonical code of one 52-card deck, rank-major (`AS AH AD AC 2S ...`). */
export const DECK: readonly Card[] = RANKS.flatMap((r) => SUITS.map((s) => `${r}${s}` as Card));

/**
 * Parses a dealer's card entry into its canonical code (RULES.md §C-1).
 * Accepts `7d`, `10h`, `QS`, ` ts ` (trimmed, any case, `10` for `T`).
 * @returns the canonical `Card`, or a RuleError `INVALID_CARD` (kind `input`).
 */
export function parseCard(input: string): Card | RuleError {
  const s = String(input ?? '')
    .trim()
    .toUpperCase();
  const m = /^(10|[A2-9TJQK])([SHDC])$/.exec(s);
  if (!m)
    return ruleError(
      'input',
      'INVALID_CARD',
      `"${String(input).slice(0, 12)}" is not a card: use rank then suit, e.g. 7D, 10H, TS, QS`,
    );
  const rank = (m[1] === '10' ? 'T' : m[1]) as Rank;
  return `${rank}${m[2] as Suit}` as Card;
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** Counts of each card code already out of a shoe. */
export type ShoeCounts = Partial<Record<Card, number>>;

/**
 * The shoe integrity check (RULES.md §C-2): a code may come out at most `decks` times per shoe.
 * @returns null when `card` may still come out, or a RuleError `CARD_NOT_IN_SHOE` (kind `conflict`).
 */
export function checkShoe(counts: ShoeCounts, card: Card, decks: number): RuleError | null {
  const seen = counts[card] ?? 0;
  if (seen >= decks) {
    return ruleError(
      'conflict',
      'CARD_NOT_IN_SHOE',
      `${card} has already come out ${seen} time${seen === 1 ? '' : 's'}; a ${decks}-deck shoe holds only ${decks}`,
    );
  }
  return null;
}
