/**
 * Baccarat card points, hand totals and the drawing rules (RULES.md §BAC-1..§BAC-4).
 * Pure functions with no I/O; shared by the round engine (`index.ts`) and the exact odds
 * computation (`odds.ts`), so both follow the very same tableau.
 */
import { rankOf, type Card } from '../cards';

/** Points per rank (RULES.md §BAC-1): A = 1, 2-9 face value, T/J/Q/K = 0. */
const RANK_POINTS: Readonly<Record<string, number>> = Object.freeze({
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 0,
  J: 0,
  Q: 0,
  K: 0,
});

/**
 * The point value of one card (RULES.md §BAC-1).
 * @param card a canonical card code (`AS`, `TD`, `9H`; see `lib/games/cards.ts`)
 * @returns 0..9: A = 1, 2-9 face value, T/J/Q/K = 0
 * @throws RangeError when `card` is not a canonical code (a programming error: parse input with `parseCard` first)
 */
export function cardPoints(card: Card): number {
  const points =
    typeof card === 'string' && card.length === 2 && /^[SHDC]$/.test(card[1] ?? '')
      ? RANK_POINTS[rankOf(card)]
      : undefined;
  if (points === undefined) throw new RangeError(`${String(card)} is not a canonical card code (e.g. AS, TD, 9H)`);
  return points;
}

/**
 * A hand's total (RULES.md §BAC-1): the sum of its cards' points modulo 10.
 * @param cards canonical card codes, any number (an empty hand totals 0)
 * @returns 0..9
 * @throws RangeError when a card is not a canonical code
 */
export function handTotal(cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += cardPoints(c);
  return sum % 10;
}

function checkTotal(total: number, what: string): void {
  if (!Number.isInteger(total) || total < 0 || total > 9)
    throw new RangeError(`${what} must be a baccarat total, an integer 0..9, got ${String(total)}`);
}

/**
 * Whether a two-card total is a natural, 8 or 9 (RULES.md §BAC-2). Only meaningful for the
 * total of a hand's first two cards; when either hand has a natural, both stand.
 * @param total a hand total, integer 0..9
 * @returns true for 8 and 9
 * @throws RangeError when `total` is not an integer 0..9
 */
export function isNatural(total: number): boolean {
  checkTotal(total, 'total');
  return total >= 8;
}

/**
 * Whether the Player draws a third card (RULES.md §BAC-3): draws on 0-5, stands on 6-7.
 * Naturals (8, 9) are handled before this rule (§BAC-2) and stand here too.
 * @param playerTotal the Player's two-card total, integer 0..9
 * @throws RangeError when `playerTotal` is not an integer 0..9
 */
export function playerDraws(playerTotal: number): boolean {
  checkTotal(playerTotal, 'playerTotal');
  return playerTotal <= 5;
}

/**
 * Whether the Banker draws a third card (RULES.md §BAC-4).
 * - Player stood (`playerThirdCard` null): Banker draws on 0-5, stands on 6-7.
 * - Player drew a card worth `p` (its §BAC-1 points): Banker 0-2 draws; 3 draws unless `p` = 8;
 *   4 draws if `p` in 2-7; 5 draws if `p` in 4-7; 6 draws if `p` in 6-7; 7 stands.
 * A Banker natural (8, 9) never reaches this rule (§BAC-2) and stands here too.
 * @param bankerTotal the Banker's two-card total, integer 0..9
 * @param playerThirdCard the Player's third card, or null when the Player stood
 * @throws RangeError when `bankerTotal` is not an integer 0..9 or the card is not canonical
 */
export function bankerDraws(bankerTotal: number, playerThirdCard: Card | null): boolean {
  checkTotal(bankerTotal, 'bankerTotal');
  if (playerThirdCard === null) return bankerTotal <= 5;
  const p = cardPoints(playerThirdCard);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false; // 7 stands; 8 and 9 are naturals
  }
}
