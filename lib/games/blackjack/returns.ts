/**
 * The returns a Blackjack table's rules panel states (issue #13 §3). Pure; no I/O.
 *
 * - Insurance (RULES.md §BJ-4): a side bet that pays 2:1 when the dealer's next card (the one after the
 *   ace, §BJ-1 no hole card) is ten-valued. Its exact return follows from the shoe's composition alone:
 *   with `tens` ten-valued cards among `left` unseen cards, a unit stake comes back as 3 (stake + 2:1)
 *   with probability tens / left, so the return is 3 · tens / left. Off a full shoe of `decks` decks with
 *   only the dealer's ace out: 3 · 16·decks / (52·decks − 1), 384/415 = 92.53% for 8 decks.
 * - The MAIN bet's return depends on how each hand is played. The project computes it for the basic
 *   strategy chart (`strategy.ts`) exactly on an infinite deck (`exact.test.ts`, cited in
 *   `scripts/rtp-blackjack.ts`: house edge 0.578% with ENHC `original`, 0.741% with `all`, both with
 *   double after split, one split) and by simulation on 8 decks (`npm run rtp`); without double after
 *   split it has no figure, so none is stated.
 */
import type { Card } from '../cards';
import type { BlackjackRules } from './rules';

/** An exact fraction (numerator / denominator, not reduced). */
export interface Fraction {
  num: number;
  den: number;
}

const isTen = (c: Card) => c[0] === 'T' || c[0] === 'J' || c[0] === 'Q' || c[0] === 'K';

/**
 * The exact return of insurance (stake included: 1 = even) when the dealer's up card is an ace, from a
 * shoe of `decks` decks of which the cards `seen` are out (the dealer's ace among them; the seats' cards
 * too, when known). `seen` without an ace is read as "only the dealer's ace is out" plus those cards.
 */
export function insuranceReturn(decks: number, seen: readonly Card[] = ['AS']): Fraction {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`decks must be a positive integer, got ${decks}`);
  const out = seen.some((c) => c[0] === 'A') ? seen : [...seen, 'AS' as Card];
  const tens = 16 * decks - out.filter(isTen).length;
  const left = 52 * decks - out.length;
  return { num: 3 * tens, den: left };
}

/**
 * The MAIN bet's return under the basic strategy as the project computed it (infinite deck, exact), or
 * null when the table's rules are not among those computed (double after split off).
 */
export function mainReturnBasicStrategy(rules: Pick<BlackjackRules, 'doubleAfterSplit' | 'enhcDealerBlackjackTakes'>): {
  houseEdge: number;
  rtp: number;
} | null {
  if (!rules.doubleAfterSplit) return null;
  const houseEdge = rules.enhcDealerBlackjackTakes === 'all' ? 0.00741 : 0.00578;
  return { houseEdge, rtp: 1 - houseEdge };
}
