/**
 * Every code Poker Switch's engine and module refuse with (`RuleError.code`): part of the closed set
 * of API error codes, each with its HTTP status in lib/errors.ts `ERROR_STATUS` (the declaration
 * below makes the compile-time check there enforce it). Most are shared with the other games; five
 * are this game's own (`PS_OWN_CODE_STATUS`):
 * - `ALREADY_SWITCHED` 409: SWITCH on a pair that is switched (RULES.md §PS-3);
 * - `NOT_SWITCHED` 409: UNSWITCH on a pair that is not switched (§PS-3);
 * - `SWITCH_CLOSED` 409: SWITCH/UNSWITCH after the pair's first Bet/Fold (§PS-3);
 * - `INSURANCE_OUT_OF_RANGE` 422: insurance below 1 Ante or above the box's potential Bet winnings
 *   or the table's maximum payout (§PS-4);
 * - `ANTES_UNEQUAL` 422: an Ante that differs from the other Ante of its pair (§PS-1).
 */
import type { RuleCode } from '../types';

/** Codes shared with other games (each already in lib/errors.ts). */
export const PS_SHARED_CODES = [
  'ALREADY_DECIDED',
  'ALREADY_STARTED',
  'BETTING_OPEN',
  'CARD_ALREADY_DEALT',
  'CARD_NOT_EXPECTED',
  'DECISION_NOT_EXPECTED',
  'INSURANCE_NOT_OFFERED',
  'INVALID_ACTION',
  'INVALID_AMOUNT',
  'INVALID_BET_TYPE',
  'INVALID_CARD',
  'INVALID_RULES',
  'INVALID_SEAT',
  'INVALID_SEATS',
  'INVALID_STATE',
  'NOTHING_TO_UNDO',
  'NOT_YOUR_SEAT',
  'NOT_YOUR_TURN',
  'NO_ANTE',
  'OUTCOME_NOT_EXPECTED',
  'UNDO_NOT_ALLOWED',
  'VALIDATION_ERROR',
] as const satisfies readonly RuleCode[];

/** This game's own codes and their HTTP status in lib/errors.ts (see the file comment). */
export const PS_OWN_CODE_STATUS = {
  ALREADY_SWITCHED: 409,
  NOT_SWITCHED: 409,
  SWITCH_CLOSED: 409,
  INSURANCE_OUT_OF_RANGE: 422,
  ANTES_UNEQUAL: 422,
} as const;

export type PsOwnCode = keyof typeof PS_OWN_CODE_STATUS;
export const PS_OWN_CODES = Object.keys(PS_OWN_CODE_STATUS) as PsOwnCode[];

export type PsRuleCode = (typeof PS_SHARED_CODES)[number] | PsOwnCode;

/** Every code of the game (the module's `ruleCodes`). */
export const PS_RULE_CODES: readonly PsRuleCode[] = [...PS_SHARED_CODES, ...PS_OWN_CODES];

declare module '../types' {
  interface RuleCodeRegistry extends Record<PsOwnCode, true> {}
}
