/**
 * Every code this game's engine and module refuse with (`RuleError.code`): part of the closed set of
 * API error codes, each with its HTTP status in lib/errors.ts (lib/errors.test.ts checks it).
 */
export const HCF_RULE_CODES = [
  'ALREADY_STARTED',
  'BANK_BELOW_MINIMUM',
  'BETTING_OPEN',
  'CARD_ALREADY_DEALT',
  'CARD_NOT_EXPECTED',
  'DECISION_NOT_EXPECTED',
  'DP_ALREADY_DECIDED',
  'DP_CANNOT_BET',
  'DP_NOT_DECIDED',
  'DP_OFFER_OPEN',
  'INVALID_ACTION',
  'INVALID_BET_TYPE',
  'INVALID_RAISE',
  'INVALID_RULES',
  'INVALID_SEAT',
  'INVALID_SEATS',
  'INVALID_STATE',
  'NOTHING_TO_UNDO',
  'NOT_YOUR_OFFER',
  'NOT_YOUR_SEAT',
  'NOT_YOUR_TURN',
  'NO_DP_OFFER',
  'OUTCOME_NOT_EXPECTED',
  'RAISE_TOO_HIGH',
  'UNDO_NOT_ALLOWED',
] as const;

export type HcfRuleCode = (typeof HCF_RULE_CODES)[number];

declare module '../types' {
  interface RuleCodeRegistry extends Record<HcfRuleCode, true> {}
}
