/**
 * Poker Switch paytables as data (RULES.md §PS-8) and the dealer's qualifier (§PS-5). Pure.
 * A payout ratio `[a, b]` pays `stake * a / b` winnings, rounded down to the cent (§C-3).
 */
import type { Card } from '../cards';
import { bestHand, categoryOf, handValue, type HandCategory } from '../poker';

/** A payout ratio `a:b` (RULES.md §C-3). */
export type Ratio = readonly [number, number];

/** The hands the Bet pays on (§PS-8): ace-king high and every poker hand from a pair up. */
export const BET_HANDS = [
  'ACE_KING',
  'PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
  'ROYAL_FLUSH',
] as const;
export type BetHand = (typeof BET_HANDS)[number];

/** The hands the Bonus pays on (§PS-7, §PS-8): three of a kind or better. */
export const BONUS_HANDS = [
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
  'ROYAL_FLUSH',
] as const;
export type BonusHand = (typeof BONUS_HANDS)[number];

export type BetPaytable = Readonly<Record<BetHand, Ratio>>;
export type BonusPaytable = Readonly<Record<BonusHand, Ratio>>;

/** §PS-8 default Bet table (the classic Oasis/Caribbean table). */
export const DEFAULT_BET_PAYTABLE: BetPaytable = Object.freeze({
  ACE_KING: [1, 1],
  PAIR: [1, 1],
  TWO_PAIR: [2, 1],
  THREE_OF_A_KIND: [3, 1],
  STRAIGHT: [4, 1],
  FLUSH: [5, 1],
  FULL_HOUSE: [7, 1],
  FOUR_OF_A_KIND: [20, 1],
  STRAIGHT_FLUSH: [50, 1],
  ROYAL_FLUSH: [100, 1],
} as const);

/** §PS-8 default Bonus table (exact return 90.7081%, exact-returns.ts). */
export const DEFAULT_BONUS_PAYTABLE: BonusPaytable = Object.freeze({
  THREE_OF_A_KIND: [20, 1],
  STRAIGHT: [40, 1],
  FLUSH: [50, 1],
  FULL_HOUSE: [100, 1],
  FOUR_OF_A_KIND: [200, 1],
  STRAIGHT_FLUSH: [500, 1],
  ROYAL_FLUSH: [1000, 1],
} as const);

/**
 * How many of the C(52,5) = 2,598,960 five-card hands fall in each category (combinatorics:
 * royal 4 suits; straight flush 10 x 4 - 4; quads 13 x 48; full house 13 x C(4,3) x 12 x C(4,2);
 * flush 4 x C(13,5) - 40; straight 10 x 4^5 - 40; trips 13 x 4 x C(12,2) x 16; two pair
 * C(13,2) x 36 x 44; pair 13 x 6 x C(12,3) x 64; high card (C(13,5) - 10) x (4^5 - 4)).
 * exact-returns.ts counts them again by enumerating every hand through the evaluator.
 */
export const FIVE_CARD_COUNTS: Readonly<Record<HandCategory, number>> = Object.freeze({
  ROYAL_FLUSH: 4,
  STRAIGHT_FLUSH: 36,
  FOUR_OF_A_KIND: 624,
  FULL_HOUSE: 3744,
  FLUSH: 5108,
  STRAIGHT: 10200,
  THREE_OF_A_KIND: 54912,
  TWO_PAIR: 123552,
  PAIR: 1098240,
  HIGH_CARD: 1302540,
});

/** C(52,5). */
export const FIVE_CARD_HANDS = 2_598_960;

let akValue: number | null = null;
/** The weakest qualifying hand (§PS-5): ace-king high with the lowest kickers, A K 4 3 2. */
export function aceKingValue(): number {
  akValue ??= handValue(['AS', 'KH', '4D', '3C', '2S']);
  return akValue;
}

/** Whether a five-card hand's value qualifies the dealer (§PS-5: ace-king or better). */
export function qualifies(value: number): boolean {
  return value >= aceKingValue();
}

/**
 * The Bet table's row for a hand value (§PS-8): `ACE_KING` for a high-card hand holding an ace and
 * a king, the category otherwise; null for a high-card hand below ace-king (it never beats a
 * qualifying dealer).
 */
export function betHandOf(value: number): BetHand | null {
  const c = categoryOf(value);
  if (c === 'HIGH_CARD') return qualifies(value) ? 'ACE_KING' : null;
  return c;
}

/** The Bonus table's row for a hand value (§PS-7): three of a kind or better, else null. */
export function bonusHandOf(value: number): BonusHand | null {
  const c = categoryOf(value);
  return (BONUS_HANDS as readonly string[]).includes(c) ? (c as BonusHand) : null;
}

/** A five-card hand named for display: category, ranking order, value. */
export function handOf(cards: readonly Card[]): { category: HandCategory; cards: Card[]; value: number } {
  const h = bestHand(cards);
  return { category: h.category, cards: h.cards, value: h.value };
}
