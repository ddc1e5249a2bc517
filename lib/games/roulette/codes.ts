/**
 * Every code this game's engine and module refuse with (`RuleError.code`): part of the closed set of
 * API error codes, each with its HTTP status in lib/errors.ts (lib/errors.test.ts checks it).
 */
export const ROULETTE_RULE_CODES = [
  'CARD_NOT_EXPECTED',
  'DECISION_NOT_EXPECTED',
  'ILLEGAL_BET',
  'INVALID_ACTION',
  'INVALID_AMOUNT',
  'INVALID_BET_NUMBERS',
  'INVALID_BET_TYPE',
  'INVALID_NUMBER',
  'INVALID_RULES',
  'NOTHING_TO_UNDO',
  'OUTCOME_ALREADY_ENTERED',
  'REASON_REQUIRED',
] as const;

export type RouletteRuleCode = (typeof ROULETTE_RULE_CODES)[number];

declare module '../types' {
  interface RuleCodeRegistry extends Record<RouletteRuleCode, true> {}
}
