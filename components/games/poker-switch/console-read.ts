/**
 * Poker Switch for the consoles (dealer, pit): the round's `view`, `result` and `next` JSON read with the
 * pack's one tolerant reader (./view.ts, the wire types of lib/games/poker-switch/view.ts, RULES.md §PS),
 * and the words both consoles share (a card as it lies on the felt, a named hand). Pure; `t` is the
 * console's own namespace (`games.poker-switch.dealer` / `.pit`), each with its copy of the hand names
 * (`hands.<CATEGORY>`).
 */
import type { Translate } from '@/lib/i18n/money';
import { PS_HAND_CATEGORIES, type PsHandView } from './view';

export {
  PS_HAND_CATEGORIES,
  readPsHand,
  readPsNext,
  readPsResult,
  readPsView,
  type PsBoxResult,
  type PsBoxView,
  type PsDealerView,
  type PsHandView,
  type PsNext,
  type PsOutcome,
  type PsPairView,
  type PsResult,
  type PsView,
} from './view';

export const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
export const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "K♠", "10♥": a card code as it lies on the felt (§C-1 codes: `TD` is the ten). */
export function cardText(code: string): string {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '');
  return `${rank}${SUIT_GLYPH[code[1] ?? ''] ?? code.slice(1)}`;
}

export const cardsText = (cards: readonly string[]): string => cards.map(cardText).join(' ');

/** A hand category in words ("Flush"); the code itself when unknown. */
export function categoryName(t: Translate, category: string): string {
  return (PS_HAND_CATEGORIES as readonly string[]).includes(category) ? t(`hands.${category}`) : category;
}

/** A named hand: "Flush · A♥ K♥ 9♥ 5♥ 2♥"; '' without one. */
export function handText(t: Translate, hand: Pick<PsHandView, 'category' | 'cards'> | null | undefined): string {
  if (!hand) return '';
  const cards = cardsText(hand.cards);
  return cards ? `${categoryName(t, hand.category)} · ${cards}` : categoryName(t, hand.category);
}
