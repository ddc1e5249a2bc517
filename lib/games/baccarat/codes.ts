/**
 * Every code this game's engine and module refuse with (`RuleError.code`): part of the closed set of
 * API error codes, each with its HTTP status in lib/errors.ts (lib/errors.test.ts checks it).
 */
export const BACCARAT_RULE_CODES = [
  'CARD_NOT_EXPECTED',
  'INVALID_ACTION',
  'INVALID_BET_TYPE',
  'INVALID_STATE',
  'NOTHING_TO_UNDO',
  'OUTCOME_NOT_EXPECTED',
  'VALIDATION_ERROR',
] as const;

export type BaccaratRuleCode = (typeof BACCARAT_RULE_CODES)[number];

declare module '../types' {
  interface RuleCodeRegistry extends Record<BaccaratRuleCode, true> {}
}
