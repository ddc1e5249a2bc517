/**
 * Blackjack with Bet Behind (RULES.md §BJ, seed 004). Pure: no I/O, no clock, no randomness
 * (the simulation's PRNG is seeded and deterministic).
 * - `rules`: table settings `BlackjackRules`, `parseBlackjackRules` (§BJ-3, §BJ-7, §BJ-10);
 * - `hand`: `handValue`, `isBlackjack`, `canSplit`, `canDouble`, `dealerDraws` (§BJ-2, §BJ-3, §BJ-6);
 * - `engine`: round state, `initialState`, `apply`, `next`, `legalActions`, `isComplete`,
 *   `result`, `tableView` (§BJ-1..§BJ-10);
 * - `settle`: `settleMain`, `settleBetBehind`, `settleInsurance`, `extraStakeFor` (§BJ-4..§BJ-9, §C-3);
 * - `strategy`: `basicStrategy` (8 decks, S17, DAS, no surrender);
 * - `simulate`: the seeded house-edge simulation played through `apply`.
 *
 * Money: every amount is an integer number of cents (RULES.md §C-3).
 */
export * from './rules';
export * from './hand';
export * from './engine';
export * from './settle';
export * from './strategy';
export * from './simulate';
