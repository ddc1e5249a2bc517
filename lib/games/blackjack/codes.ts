/**
 * Every code this game's engine and module refuse with (`RuleError.code`): part of the closed set of
 * API error codes, each with its HTTP status in lib/errors.ts (lib/errors.test.ts checks it).
 */
export const BLACKJACK_RULE_CODES = [
  'ALREADY_STARTED',
  'BETTING_OPEN',
  'CANNOT_DOUBLE',
  'CANNOT_SPLIT',
  'CANNOT_UNDO_PAST_DECISION',
  'CARD_NOT_EXPECTED',
  'DECISION_NOT_EXPECTED',
  'INSURANCE_ALREADY_DECIDED',
  'INSURANCE_NOT_OFFERED',
  'INVALID_ACTION',
  'INVALID_BET_TYPE',
  'INVALID_RULES',
  'INVALID_SEAT',
  'INVALID_STATE',
  'NOTHING_TO_UNDO',
  'NOT_YOUR_SEAT',
  'NOT_YOUR_TURN',
  'OUTCOME_NOT_EXPECTED',
  'TIMEOUT_NOT_EXPECTED',
  'UNKNOWN_SEAT',
  'VALIDATION_ERROR',
] as const;

export type BlackjackRuleCode = (typeof BLACKJACK_RULE_CODES)[number];

declare module '../types' {
  interface RuleCodeRegistry extends Record<BlackjackRuleCode, true> {}
}
