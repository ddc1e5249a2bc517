/**
 * European roulette engine (RULES.md §RL). Pure: no I/O, no clock, no randomness.
 * - `wheel`: numbers, colours, wheel order (§RL-1);
 * - `bets`: bet types, payouts, layout model, `legalSets`, `validateBet`, `coveredNumbers` (§RL-2/3/4);
 * - `settle`: table rules and `settleBet` (§RL-3, §C-3);
 * - `engine`: round state, `apply`, `next`, `isComplete` (§RL-5);
 * - `stats`: board statistics; `layout`: clickable hotspots for the UI.
 */
export * from './wheel';
export * from './bets';
export * from './settle';
export * from './engine';
export * from './stats';
export * from './layout';
