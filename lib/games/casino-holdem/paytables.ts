/**
 * Casino Hold'em paytables as data (RULES.md §CHE-3..§CHE-5, seed 003 "Tabela wypłaty wygranych
 * Ante", "Tabela wypłat wygranych AA Bonus") and the dealer's qualifier. Pure. Multiples are `n`
 * of a ratio `n:1` (§C-3).
 */
import type { Card } from '../cards';
import { bestHand, handValue, type HandCategory } from '../poker';

/** §CHE-4: the Ante pays by the player's best five of seven (when the player wins or the dealer does not qualify). */
export const ANTE_PAYTABLE: Readonly<Record<HandCategory, number>> = Object.freeze({
  ROYAL_FLUSH: 100,
  STRAIGHT_FLUSH: 20,
  FOUR_OF_A_KIND: 10,
  FULL_HOUSE: 3,
  FLUSH: 2,
  // "Straight or less" 1:1.
  STRAIGHT: 1,
  THREE_OF_A_KIND: 1,
  TWO_PAIR: 1,
  PAIR: 1,
  HIGH_CARD: 1,
});

/**
 * §CHE-5: the AA Bonus on the player's two cards plus the flop. `FLUSH_OR_BETTER` 25:1 (flush, full
 * house, four of a kind, straight flush, royal flush); `ACES_TO_STRAIGHT` 7:1 (a pair of aces, two
 * pair, three of a kind, a straight); anything else (a pair below aces, high card) loses.
 */
export const AA_BONUS_PAYTABLE = Object.freeze({ FLUSH_OR_BETTER: 25, ACES_TO_STRAIGHT: 7 });

/** The Call pays 1:1 when the player beats a qualifying dealer (§CHE-3). */
export const CALL_MULTIPLE = 1;

const FLUSH_OR_BETTER: ReadonlySet<HandCategory> = new Set([
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
  'ROYAL_FLUSH',
]);
const SEVEN_TO_ONE: ReadonlySet<HandCategory> = new Set(['TWO_PAIR', 'THREE_OF_A_KIND', 'STRAIGHT']);

/** The Ante table's multiple for a hand category (§CHE-4). */
export function anteMultiple(category: HandCategory): number {
  return ANTE_PAYTABLE[category];
}

let fours: number | null = null;
/** The weakest hand that qualifies (§CHE-3): a pair of 4s with the lowest kickers, 4 4 5 3 2. */
function pairOfFours(): number {
  fours ??= handValue(['4S', '4H', '5D', '3C', '2S']);
  return fours;
}

/**
 * Whether the dealer's hand qualifies (RULES.md §CHE-3, seed 003: "Rozdający musi mieć parę 4 lub
 * wyższą"): a pair of 4s or better. `value` is `handValue` of the dealer's best five of seven.
 */
export function dealerQualifies(value: number): boolean {
  return value >= pairOfFours();
}

/**
 * The AA Bonus multiple of a five-card hand (the player's two cards plus the flop, §CHE-5): 25, 7 or 0.
 * @throws RangeError unless exactly five cards are given
 */
export function aaBonusMultiple(hand5: readonly Card[]): number {
  if (hand5.length !== 5) throw new RangeError(`the AA Bonus is judged on five cards, got ${hand5.length}`);
  const best = bestHand(hand5);
  if (FLUSH_OR_BETTER.has(best.category)) return AA_BONUS_PAYTABLE.FLUSH_OR_BETTER;
  if (SEVEN_TO_ONE.has(best.category)) return AA_BONUS_PAYTABLE.ACES_TO_STRAIGHT;
  // A pair pays only when it is aces: the pair comes first in `cards` (ranking order).
  if (best.category === 'PAIR' && best.cards[0]![0] === 'A') return AA_BONUS_PAYTABLE.ACES_TO_STRAIGHT;
  return 0;
}
