/**
 * Basic strategy for the table's game: 8 decks, dealer stands on soft 17, double on any two
 * cards, double after split per `rules.doubleAfterSplit`, no surrender, one split (RULES.md
 * §BJ-1..§BJ-6). The standard multi-deck S17 chart; used by the house-edge simulation.
 * Pure; no I/O.
 */
import { rankOf, type Card } from '../cards';
import { cardPoints, handValue } from './hand';
import type { BlackjackRules } from './rules';

/** `H` hit, `S` stand, `D` double, `P` split. */
export type StrategyMove = 'H' | 'S' | 'D' | 'P';

/** Dealer up card value 2..11 (ace = 11). */
function upValue(up: Card): number {
  const p = cardPoints(up);
  return p === 1 ? 11 : p;
}

const between = (v: number, lo: number, hi: number) => v >= lo && v <= hi;

/**
 * Whether to split a pair (standard 8-deck S17 chart), with or without double after split.
 * @param rank the pair's rank
 * @param up dealer up value 2..11
 */
function splitPair(rank: string, up: number, das: boolean): boolean {
  switch (rank) {
    case 'A':
    case '8':
      return true;
    case 'T':
    case 'J':
    case 'Q':
    case 'K':
    case '5':
      return false;
    case '9':
      return between(up, 2, 9) && up !== 7;
    case '7':
      return between(up, 2, 7);
    case '6':
      return das ? between(up, 2, 6) : between(up, 3, 6);
    case '4':
      return das && between(up, 5, 6);
    case '3':
    case '2':
      return das ? between(up, 2, 7) : between(up, 4, 7);
    default:
      return false;
  }
}

/**
 * The basic-strategy move (8 decks, S17, DAS per rules, no surrender):
 * - pairs: always split A-A and 8-8; 9-9 v 2-6, 8, 9; 7-7 v 2-7; 6-6 v 2-6 (no DAS 3-6);
 *   4-4 v 5-6 with DAS only; 2-2, 3-3 v 2-7 (no DAS 4-7); never T-T or 5-5;
 * - soft: A,2/A,3 double v 5-6; A,4/A,5 v 4-6; A,6 v 3-6; A,7 double v 3-6, stand v 2, 7, 8,
 *   hit v 9-A; soft 19+ stands;
 * - hard: 8 or less hit; 9 double v 3-6; 10 double v 2-9; 11 double v 2-10; 12 stand v 4-6;
 *   13-16 stand v 2-6; 17+ stand.
 * A `D` the hand may not make becomes `H` (soft 18: `S`).
 * @param playerCards the hand's cards (two or more)
 * @param dealerUp the dealer's up card
 * @param canDouble whether DOUBLE is legal now
 * @param canSplit whether SPLIT is legal now
 * @param rules the table's rules (`doubleAfterSplit` changes the pair chart)
 */
export function basicStrategy(
  playerCards: readonly Card[],
  dealerUp: Card,
  canDouble: boolean,
  canSplit: boolean,
  rules: Pick<BlackjackRules, 'doubleAfterSplit'>,
): StrategyMove {
  const up = upValue(dealerUp);
  if (canSplit && playerCards.length === 2) {
    const r = rankOf(playerCards[0]!);
    if (r === rankOf(playerCards[1]!) && splitPair(r, up, rules.doubleAfterSplit)) return 'P';
  }
  const { total, soft } = handValue(playerCards);
  if (soft) {
    if (total >= 19) return 'S';
    if (total === 18) {
      if (between(up, 3, 6)) return canDouble ? 'D' : 'S';
      return up <= 8 ? 'S' : 'H';
    }
    if (total <= 12) return 'H'; // A,A that may not split
    const dbl = total === 17 ? between(up, 3, 6) : total >= 15 ? between(up, 4, 6) : between(up, 5, 6);
    return dbl && canDouble ? 'D' : 'H';
  }
  if (total >= 17) return 'S';
  if (total >= 13) return up <= 6 ? 'S' : 'H';
  if (total === 12) return between(up, 4, 6) ? 'S' : 'H';
  if (total === 11) return up <= 10 && canDouble ? 'D' : 'H';
  if (total === 10) return up <= 9 && canDouble ? 'D' : 'H';
  if (total === 9) return between(up, 3, 6) && canDouble ? 'D' : 'H';
  return 'H';
}
