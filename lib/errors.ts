import type { RuleCode, RuleError } from '@/lib/games/types';

/**
 * Every error code the API can answer with, mapped once to its HTTP status
 * (contract: 400 malformed, 401 not signed in, 403 role/ownership, 404 unknown id,
 * 409 conflicts with the round's state, 422 a rule says no).
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  JSON_TOO_DEEP: 400,
  INVALID_CARD: 400,
  INVALID_NUMBER: 400,
  INVALID_BET_TYPE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_YOUR_TABLE: 403,
  NOT_YOUR_BET: 403,
  NOT_YOUR_SEAT: 403,
  NOT_YOUR_TURN: 409,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  TOKEN_NOT_FOUND: 404,
  CANNOT_DISABLE_SELF: 422,
  // Admin controls (issue #18 §5, lib/users/change-user.ts).
  CANNOT_CHANGE_SELF: 409,
  LAST_ADMIN: 409,
  ROLE_CHANGE_BLOCKED: 409,
  TABLE_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  BET_NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  TABLE_NAME_TAKEN: 409,
  ROUND_IN_PROGRESS: 409,
  NO_ACTIVE_SHOE: 409,
  SHOE_FINISHED: 409,
  SHOE_IN_USE: 409,
  TABLE_CLOSED: 409,
  BETTING_CLOSED: 409,
  BETTING_OPEN: 409,
  WRONG_PHASE: 409,
  CARD_NOT_EXPECTED: 409,
  CARD_NOT_IN_SHOE: 409,
  OUTCOME_NOT_EXPECTED: 409,
  OUTCOME_ALREADY_ENTERED: 409,
  NOTHING_TO_UNDO: 409,
  ROUND_NOT_COMPLETE: 409,
  ALREADY_SETTLED: 409,
  ALREADY_VOIDED: 409,
  BET_NOT_OPEN: 409,
  SEAT_TAKEN: 409,
  ALREADY_SEATED: 409,
  SEAT_EMPTY: 409,
  SEAT_IN_PLAY: 409,
  NOT_SEATED: 409,
  BET_ALREADY_PLACED: 409,
  MAIN_BET_REQUIRED: 422,
  BET_BEHIND_OPEN: 409,
  SEATED_PLAYER_CANNOT_BET_BEHIND: 409,
  NO_DECISION_EXPECTED: 409,
  INSURANCE_ALREADY_DECIDED: 409,
  INSURANCE_NOT_OFFERED: 409,
  DECISION_NOT_EXPECTED: 409,
  DECISION_TIME_UP: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  NOT_YOUR_OFFER: 403,
  NO_DP_OFFER: 409,
  DP_NOT_DECIDED: 409,
  DP_ALREADY_DECIDED: 409,
  DP_OFFER_OPEN: 409,
  DP_CANNOT_BET: 409,
  BANK_IN_PLAY: 409,
  CARD_ALREADY_DEALT: 409,
  BANK_BELOW_MINIMUM: 422,
  RAISE_TOO_HIGH: 422,
  INVALID_RAISE: 422,
  GAME_HAS_NO_DP: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  METHOD_NOT_ALLOWED: 405,
  ILLEGAL_BET: 422,
  BET_BELOW_MINIMUM: 422,
  BET_ABOVE_MAXIMUM: 422,
  INSUFFICIENT_BALANCE: 422,
  GAME_NOT_SUPPORTED: 422,
  GAME_HAS_NO_SEATS: 422,
  INVALID_SEAT: 400,
  INVALID_ACTION: 400,
  NOT_A_PLAYER: 422,
  NOT_A_DEALER: 422,
  // Dealer shifts (issue #17 §1, lib/shifts/*).
  NOT_ALLOWED_AT_TABLE: 403,
  NO_OPEN_SHIFT: 409,
  // Corrections (issue #18 §1, lib/corrections/*).
  CORRECTION_NOT_FOUND: 404,
  SAME_PERSON: 403,
  CORRECTION_DECIDED: 409,
  CORRECTION_PENDING: 409,
  ROUND_NOT_CORRECTABLE: 409,
  CORRECTION_DOES_NOT_REPLAY: 422,
  CORRECTION_INCOMPLETE: 422,
  CORRECTION_NO_CHANGE: 422,
  // Table configuration (issue #18 §4, lib/tables/table-config.ts): the change would leave the configuration as it is.
  NO_CHANGE: 409,
  INTERNAL_ERROR: 500,
  SHUTTING_DOWN: 503,
  // Engine codes (lib/games/<game>/codes.ts), each with the status of its RuleError kind.
  ALREADY_STARTED: 409,
  CANNOT_UNDO_PAST_DECISION: 409,
  INVALID_SEATS: 409,
  INVALID_STATE: 409,
  TIMEOUT_NOT_EXPECTED: 409,
  UNDO_NOT_ALLOWED: 409,
  UNKNOWN_SEAT: 409,
  CANNOT_DOUBLE: 422,
  CANNOT_SPLIT: 422,
  INVALID_AMOUNT: 400,
  INVALID_BET_NUMBERS: 400,
  INVALID_RULES: 400,
  REASON_REQUIRED: 400,
  // Casino Hold'em (lib/games/casino-holdem/codes.ts): the call window, decisions per Ante.
  CALL_WINDOW_OPEN: 409,
  ALREADY_DECIDED: 409,
  DECISIONS_MADE: 409,
  NO_ANTE: 403,
  // Poker Switch (lib/games/poker-switch/codes.ts): the switch of a pair, insurance, equal Antes.
  ALREADY_SWITCHED: 409,
  NOT_SWITCHED: 409,
  SWITCH_CLOSED: 409,
  INSURANCE_OUT_OF_RANGE: 422,
  ANTES_UNEQUAL: 422,
} as const;

/** The closed set of API error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Compile-time check: every engine code (`RuleCode`, lib/games/types.ts) has its status above. */
const ENGINE_CODES_HAVE_A_STATUS: Record<RuleCode, number> = ERROR_STATUS;
void ENGINE_CODES_HAVE_A_STATUS;

/** A typed application error. `code` is the contract's SNAKE_CASE code; `status` comes from ERROR_STATUS. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra response headers (e.g. `Retry-After` with TOO_MANY_ATTEMPTS). */
  readonly headers?: Record<string, string>;
  /**
   * The figures the message states, as data (amounts in cents): clients word the refusal in the player's
   * language from the code and these, never from the English message (issue #13).
   */
  params?: Record<string, string | number>;
  /** A bet slip's refusal: the 0-based position of the refused bet (contract "Bet slips", `error.index`). */
  index?: number;
  constructor(code: ErrorCode, message: string, status?: number, headers?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = status ?? ERROR_STATUS[code];
    if (headers) this.headers = headers;
  }
  /** The same error with its figures as data (`error.params` in the body). */
  with(params: Record<string, string | number>): this {
    this.params = params;
    return this;
  }
}

/** Turns an engine's RuleError into an AppError: its code's status in `ERROR_STATUS` (which follows the kind: input→400, conflict→409, rule→422, or the code's own). */
export function fromRuleError(e: RuleError): AppError {
  return new AppError(e.code, e.message);
}

/** The contract's error body: `{"error": {"code", "message"}}`. */
export function errorBody(e: AppError): {
  error: { code: string; message: string; params?: Record<string, string | number>; index?: number };
} {
  return {
    error: {
      code: e.code,
      message: e.message,
      ...(e.params ? { params: e.params } : {}),
      ...(e.index !== undefined ? { index: e.index } : {}),
    },
  };
}
