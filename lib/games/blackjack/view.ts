/**
 * The wire types of a blackjack round's public view: the JSON of the engine's `tableView` / `result`
 * (lib/games/blackjack/engine.ts, RULES.md §BJ), cards as plain strings. Types only: the client imports
 * them with `import type` (components/games/blackjack/view.ts reads the JSON tolerantly).
 */

/** How a hand ends (RULES.md §BJ-5, §BJ-7, §BJ-8). `BLACKJACK` pays 3:2. */
export type BjOutcome = 'WIN' | 'LOSE' | 'PUSH' | 'BLACKJACK';

/** One hand of a seat; `hand` is 1-based (2 = the second hand of a split). */
export interface BjHandBase {
  hand: number;
  cards: string[];
  total: number;
  soft: boolean;
  blackjack: boolean;
  bust: boolean;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
  paidEarly: boolean;
}

/** The dealer's hand: the up card first, no hole card (RULES.md §BJ-1). */
export interface BjDealer {
  cards: string[];
  total: number;
  soft: boolean;
  blackjack: boolean;
  bust: boolean;
}
