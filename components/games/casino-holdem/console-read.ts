/**
 * Casino Hold'em for the consoles (dealer, pit): the round's `view`, `result` and `next` JSON read with the
 * pack's one tolerant reader (./view.ts, the wire types of lib/games/casino-holdem/view.ts, RULES.md §CHE),
 * and the words every console shares (a card as it lies on the felt, a named hand). Pure; `t` is the
 * console's own namespace (`games.casino-holdem.dealer` / `.pit`), each with its copy of the hand names
 * (`hands.<CATEGORY>`).
 */
import type { Translate } from '@/lib/i18n/money';
import { CHE_HAND_CATEGORIES, type CheHandCategory, type CheHandView } from './view';

export {
  readCheHand,
  readCheAaBonus,
  readCheNext,
  readCheResult,
  readCheView,
  type CheAaBonusView,
  type CheBoxView,
  type CheHandCategory,
  type CheHandView,
  type CheNext,
  type CheResultView,
  type CheView,
  type CheWindowView,
} from './view';

export const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
export const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);

const isCategory = (c: unknown): c is CheHandCategory =>
  typeof c === 'string' && (CHE_HAND_CATEGORIES as readonly string[]).includes(c);

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "K♠", "10♥": a card code as it lies on the felt (§C-1 codes: `TD` is the ten). */
export function cardText(code: string): string {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '');
  return `${rank}${SUIT_GLYPH[code[1] ?? ''] ?? code.slice(1)}`;
}

/** "A♥ K♥ 9♥ 5♥ 2♥". */
export function cardsText(cards: readonly string[]): string {
  return cards.map(cardText).join(' ');
}

/** A hand category in words ("Flush", "Two pair"); the code itself when unknown. */
export function categoryName(t: Translate, category: string): string {
  return isCategory(category) ? t(`hands.${category}`) : category;
}

/** A named hand: "Flush · A♥ K♥ 9♥ 5♥ 2♥" (its five cards in ranking order); '' without one. */
export function handText(t: Translate, hand: Pick<CheHandView, 'category' | 'cards'> | null | undefined): string {
  if (!hand) return '';
  const cards = cardsText(hand.cards);
  return cards ? `${categoryName(t, hand.category)} · ${cards}` : categoryName(t, hand.category);
}
