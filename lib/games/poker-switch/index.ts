/**
 * Poker Switch (RULES.md §PS, seeds 000 and 001): pairs of boxes, the switch of the fifth cards,
 * insurance, buying the dealer a game, the Bonus. Pure engine on the shared poker evaluator
 * (lib/games/poker); money in integer cents (§C-3).
 *
 * - codes.ts: refusal codes (five own codes still need their status in lib/errors.ts)
 * - rules.ts: per-table settings (boxPairs, paytables, timers)
 * - paytables.ts: Bet and Bonus tables, the dealer's ace-king qualifier, five-card counts
 * - exact-returns.ts: the Bonus table's exact return over all 2,598,960 hands
 * - bet-return.ts: the exact Ante + Bet return of a never-switching always-Bet box (-0.32480 per Ante)
 * - simulate.ts: Monte Carlo of a pair for a documented switching strategy (house edge with its error)
 * - engine.ts: the round state machine (`initialState`, `apply`, `nextOf`, `viewOf`, `resultOf`)
 * - settle.ts: per-box settlement with the §PS-9 caps
 * - decisions.ts, conceal.ts, view.ts, module.ts: the GameModule seam
 */
export * from './codes';
export * from './paytables';
export * from './exact-returns';
export * from './bet-return';
export * from './simulate';
export * from './rules';
export * from './engine';
export * from './settle';
export * from './view';
export { PS_DECISION_ACTIONS, psDecisions, type PsDecisionInput } from './decisions';
export { concealEvent, concealRound, hides } from './conceal';
export { anteRefusal, pokerSwitchModule } from './module';
