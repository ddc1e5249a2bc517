/**
 * Casino Hold'em with the AA Bonus (RULES.md §CHE, seed 003). Pure engine: no I/O, no clock, no
 * randomness. Money in integer cents (§C-3). Hands are judged by the shared evaluator (lib/games/poker).
 *
 * - rules.ts: per-table settings (the call window's seconds, §C-7)
 * - paytables.ts: the Ante table (§CHE-4), the AA Bonus table (§CHE-5), the dealer's qualifier (§CHE-3)
 * - engine.ts: the round state machine (deal order, call window, undo), its view and result
 * - settle.ts: settlement per box (§CHE-2..§CHE-5)
 * - decisions.ts: Call/Fold as data (the Call's 2x Ante stake)
 * - conceal.ts: the dealer's cards face down until the window closes (§CHE-1)
 * - module.ts: the `GameModule`; view.ts: the wire types
 */
export { CHE_RULE_CODES, type CheRuleCode } from './codes';
export {
  CHE_SECONDS_MAX,
  CHE_SECONDS_MIN,
  DEFAULT_CHE_RULES,
  parseCasinoHoldemRules,
  type CasinoHoldemRules,
} from './rules';
export {
  AA_BONUS_PAYTABLE,
  aaBonusMultiple,
  ANTE_PAYTABLE,
  anteMultiple,
  CALL_MULTIPLE,
  dealerQualifies,
} from './paytables';
export {
  aaBonusOf,
  allFolded,
  apply,
  BOARD_CARDS,
  checkState,
  FLOP_CARDS,
  HOLE_CARDS,
  initialState,
  isComplete,
  nextOf,
  phaseOf,
  resultOf,
  showdownOf,
  viewOf,
  windowClosed,
  windowOpen,
  type CasinoHoldemState,
  type CheBox,
  type ChePhase,
  type CheRoundAction,
  type PlayersAction,
} from './engine';
export {
  boxesByUser,
  boxVerdict,
  settleCasinoHoldem,
  type CheBetRow,
  type CheBoxVerdict,
  type CheSettledBet,
} from './settle';
export { CHE_DECISION_ACTIONS, cheDecisions } from './decisions';
export { concealEvent, concealRound, hides } from './conceal';
export { casinoHoldemModule, CHE_BET_TYPES, type CheBetType } from './module';
export type * from './view';
