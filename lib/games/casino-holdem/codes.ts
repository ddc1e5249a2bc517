/**
 * Every code this game's engine and module refuse with (`RuleError.code`): part of the closed set of
 * API error codes, each with its HTTP status in lib/errors.ts (lib/errors.test.ts checks it).
 * Casino Hold'em's own: `CALL_WINDOW_OPEN` (409, a card while players still decide, RULES.md §CHE-1),
 * `ALREADY_DECIDED` (409, a second decision for a box), `DECISIONS_MADE` (409, undoing a flop card
 * players decided on), `NO_ANTE` (403, a decision without an Ante in the round).
 */
export const CHE_RULE_CODES = [
  'ALREADY_DECIDED',
  'ALREADY_STARTED',
  'BETTING_OPEN',
  'CALL_WINDOW_OPEN',
  'CARD_NOT_EXPECTED',
  'CARD_NOT_IN_SHOE',
  'DECISIONS_MADE',
  'DECISION_NOT_EXPECTED',
  'INVALID_ACTION',
  'INVALID_BET_TYPE',
  'INVALID_CARD',
  'INVALID_RULES',
  'INVALID_SEAT',
  'INVALID_SEATS',
  'INVALID_STATE',
  'NOTHING_TO_UNDO',
  'NO_ANTE',
  'OUTCOME_NOT_EXPECTED',
] as const;

export type CheRuleCode = (typeof CHE_RULE_CODES)[number];

declare module '../types' {
  interface RuleCodeRegistry extends Record<CheRuleCode, true> {}
}
