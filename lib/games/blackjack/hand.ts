/**
 * Blackjack hand arithmetic (RULES.md §BJ-2, §BJ-3, §BJ-5, §BJ-6). Pure; no I/O.
 *
 * Cards are canonical `Card` codes (`lib/games/cards.ts`); parse input with `parseCard` first.
 */
import { rankOf, type Card } from '../cards';
import type { BlackjackRules } from './rules';

/**
 * Point value of one card (RULES.md §BJ-2): 2-9 face value, T/J/Q/K 10, A 1 (the soft 11 is
 * decided by `handValue` for the whole hand).
 */
export function cardPoints(card: Card): number {
  const c = card.charCodeAt(0);
  // '2'..'9' = 50..57
  if (c >= 50 && c <= 57) return c - 48;
  return c === 65 /* A */ ? 1 : 10;
}

/** Whether the card counts 10 (T, J, Q, K). */
export function isTenValue(card: Card): boolean {
  return cardPoints(card) === 10;
}

/** Whether the card is an ace. */
export function isAce(card: Card): boolean {
  return card.charCodeAt(0) === 65;
}

/** A hand's value (RULES.md §BJ-2). `soft`: an ace counts 11 in `total`. */
export interface HandValue {
  total: number;
  soft: boolean;
}

/**
 * The value of a hand (RULES.md §BJ-2): aces count 1, and one ace counts 11 when that keeps the
 * total at 21 or less; such a hand is soft. E.g. A,A,9 = 21 soft; A,A,A,8 = 21 soft; A,6,K = 17
 * hard; K,Q,5 = 25 (bust); [] = 0.
 * @param cards canonical cards, any number
 */
export function handValue(cards: readonly Card[]): HandValue {
  let total = 0;
  let aces = false;
  for (let i = 0; i < cards.length; i++) {
    const p = cardPoints(cards[i]!);
    total += p;
    if (p === 1) aces = true;
  }
  if (aces && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** The total of a hand only (`handValue(cards).total`), without allocating. */
export function handTotal(cards: readonly Card[]): number {
  let total = 0;
  let aces = false;
  for (let i = 0; i < cards.length; i++) {
    const p = cardPoints(cards[i]!);
    total += p;
    if (p === 1) aces = true;
  }
  return aces && total + 10 <= 21 ? total + 10 : total;
}

/**
 * A blackjack (RULES.md §BJ-3, §BJ-5): exactly two cards totalling 21 (an ace and a ten-value
 * card), not on a split hand (21 on a split hand is just 21).
 * @param cards the hand's cards
 * @param fromSplit whether the hand comes from a split
 */
export function isBlackjack(cards: readonly Card[], fromSplit = false): boolean {
  return !fromSplit && cards.length === 2 && handTotal(cards) === 21;
}

/** Whether a hand is bust: total over 21 (RULES.md §BJ-8). */
export function isBust(cards: readonly Card[]): boolean {
  return handTotal(cards) > 21;
}

/**
 * Why a hand may not split (RULES.md §BJ-3), or null when it may: two cards of identical rank
 * (K-K yes, K-T no), and only once per seat (no resplit).
 * @param cards the hand's cards
 * @param fromSplit whether the hand already comes from a split
 */
export function whyNotSplit(cards: readonly Card[], fromSplit = false): string | null {
  if (fromSplit) return 'a seat splits only once: split hands cannot be split again (RULES.md §BJ-3)';
  if (cards.length !== 2)
    return `only the first two cards can be split; this hand has ${cards.length} cards (RULES.md §BJ-3)`;
  const a = rankOf(cards[0]!);
  const b = rankOf(cards[1]!);
  if (a !== b)
    return `${a} and ${b} are not the same rank: only two cards of identical rank can be split, K-K yes, K-T no (RULES.md §BJ-3)`;
  return null;
}

/** Whether a hand may split (RULES.md §BJ-3); see `whyNotSplit`. */
export function canSplit(cards: readonly Card[], fromSplit = false): boolean {
  return !fromSplit && cards.length === 2 && cards[0]!.charCodeAt(0) === cards[1]!.charCodeAt(0);
}

/**
 * Why a hand may not double (RULES.md §BJ-3), or null when it may: first two cards only; a split
 * hand only with `doubleAfterSplit`, and never split aces (they take one card and no more).
 * @param cards the hand's cards
 * @param fromSplit whether the hand comes from a split
 * @param rules the table's rules (only `doubleAfterSplit` matters)
 */
export function whyNotDouble(
  cards: readonly Card[],
  fromSplit: boolean,
  rules: Pick<BlackjackRules, 'doubleAfterSplit'>,
): string | null {
  if (cards.length !== 2)
    return `a hand doubles on its first two cards only; this hand has ${cards.length} cards (RULES.md §BJ-3)`;
  if (fromSplit) {
    if (isAce(cards[0]!)) return 'split aces take one card each and no more: they cannot double (RULES.md §BJ-3)';
    if (!rules.doubleAfterSplit)
      return 'this table does not allow doubling after a split (doubleAfterSplit off, RULES.md §BJ-3)';
  }
  return null;
}

/** Whether a hand may double (RULES.md §BJ-3); see `whyNotDouble`. */
export function canDouble(
  cards: readonly Card[],
  fromSplit: boolean,
  rules: Pick<BlackjackRules, 'doubleAfterSplit'>,
): boolean {
  if (cards.length !== 2) return false;
  return !fromSplit || (rules.doubleAfterSplit && !isAce(cards[0]!));
}

/**
 * Whether the dealer takes another card (RULES.md §BJ-6): draws to 16, stands on all 17s,
 * soft 17 included. Says nothing about whether the card is *needed* (see the engine's `next`).
 */
export function dealerDraws(cards: readonly Card[]): boolean {
  return handTotal(cards) < 17;
}
