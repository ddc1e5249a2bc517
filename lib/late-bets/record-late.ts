import crypto from 'node:crypto';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/log';

/**
 * The late-bet log (issue #17 §6): a bet refused because betting had closed (BETTING_CLOSED) and a decision
 * refused after its deadline (DECISION_TIME_UP) are recorded with the server's time (`at`), the round's close
 * time (`closesAt`) and `lateByMs` = at − closesAt, so the pit can answer a player's "my bet was refused".
 *
 * Written after the refused request's transaction has rolled back, by a statement of its own: the refusal
 * changes nothing else and answers exactly as before. Best effort: a failure to record is logged (lib/log.ts)
 * and never changes the answer. Only refusals for lateness are recorded, never other errors.
 */

/** What a late decision's refusal knows: the deadline it missed and the clock that refused it. */
export interface LateMark {
  roundId: string;
  /** The deadline (the round's `decisionDeadline`). */
  closesAt: Date;
  /** The server's time the refusal was decided by (`refuseAfterDeadline`'s `now`). */
  at: Date;
}

/** Refusals carrying their deadline, for the caller that records them once the transaction is over. */
const marks = new WeakMap<AppError, LateMark>();

/** Attaches `mark` to a deadline refusal (not part of the error's body: `errorBody` reads code, message, params, index). */
export function markLate(e: AppError, mark: LateMark): AppError {
  marks.set(e, mark);
  return e;
}

/** The most bets stored per row (a slip carries at most 50, contract "Bet slips"). */
const MAX_BETS = 50;

/**
 * The request's JSON, bounded for the log: at most 3 levels deep, 20 keys per object (keys cut to 40
 * characters), 40 items per array, strings cut to 100 characters; anything else (functions, undefined) null.
 */
export function boundedBody(v: unknown, depth = 0): unknown {
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') return v.length > 100 ? `${v.slice(0, 100)}…` : v;
  if (depth >= 3) return null;
  if (Array.isArray(v)) return v.slice(0, 40).map((x) => boundedBody(x, depth + 1));
  if (typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .slice(0, 20)
        .map(([k, x]) => [k.slice(0, 40), boundedBody(x, depth + 1)]),
    );
  return null;
}

/**
 * Records a bet or slip refused with BETTING_CLOSED (called by lib/bets/place-bet.ts once the refusal is
 * final). One statement: `at` is the database clock (the clock the intake's countdown check uses), the close
 * time the earliest of the round's countdown end (`closesAt`), its close by hand (`closedAt`) and its void
 * (`voidedAt`), read from the round's row; `amount` the slip's total in cents. Nothing is recorded for a round
 * with none of these (it was never closed: not a late bet). Never throws.
 */
export async function recordLateBet(
  userId: string,
  roundId: string,
  bets: readonly { body: Record<string, unknown>; amount: number }[],
): Promise<void> {
  try {
    const amount = bets.reduce((s, b) => s + b.amount, 0);
    const body = { bets: bets.slice(0, MAX_BETS).map((b) => boundedBody({ ...b.body, amount: b.amount })) };
    await db().$executeRawUnsafe(
      `INSERT INTO "LateBet" ("id", "at", "closesAt", "lateByMs", "kind", "code", "tableId", "roundId", "userId", "amount", "body")
       SELECT $1, n."at", c."close",
              round(EXTRACT(EPOCH FROM (n."at" - c."close")) * 1000)::bigint,
              'BET'::"LateBetKind", 'BETTING_CLOSED', r."tableId", r."id", $3, $4::bigint, $5::jsonb
         FROM "Round" r
        CROSS JOIN LATERAL (SELECT date_trunc('milliseconds', clock_timestamp() AT TIME ZONE 'UTC') AS "at") n
        CROSS JOIN LATERAL (SELECT LEAST(r."closesAt", r."closedAt", r."voidedAt") AS "close") c
        WHERE r."id" = $2 AND c."close" IS NOT NULL`,
      crypto.randomUUID(),
      roundId,
      userId,
      String(amount),
      JSON.stringify(body),
    );
  } catch (err) {
    logger.warn({ err, roundId, userId }, 'late bet not recorded');
  }
}

/**
 * Records a decision refused after its deadline, if `e` is such a refusal (`markLate`d DECISION_TIME_UP):
 * `at` and the deadline as the refusal saw them, `amount` the decision's stake when it names one (`stake`:
 * `input.amount`, a DP answer's bank). Called by the decision's service after its transaction (lib/rounds/
 * make-decision.ts; a DP offer's answer, lib/designated-player/answer-offer.ts). Never throws.
 */
export async function recordLateDecision(
  e: unknown,
  userId: string,
  input: object,
  stake: unknown = (input as { amount?: unknown }).amount,
): Promise<void> {
  const mark = e instanceof AppError && e.code === 'DECISION_TIME_UP' ? marks.get(e) : undefined;
  if (!mark) return;
  try {
    const amount = typeof stake === 'number' && Number.isSafeInteger(stake) ? String(stake) : null;
    await db().$executeRawUnsafe(
      `INSERT INTO "LateBet" ("id", "at", "closesAt", "lateByMs", "kind", "code", "tableId", "roundId", "userId", "amount", "body")
       SELECT $1, $4::timestamptz AT TIME ZONE 'UTC', $5::timestamptz AT TIME ZONE 'UTC', $6::bigint,
              'DECISION'::"LateBetKind", 'DECISION_TIME_UP', r."tableId", r."id", $3, $7::bigint, $8::jsonb
         FROM "Round" r WHERE r."id" = $2`,
      crypto.randomUUID(),
      mark.roundId,
      userId,
      mark.at.toISOString(),
      mark.closesAt.toISOString(),
      String(mark.at.getTime() - mark.closesAt.getTime()),
      amount,
      JSON.stringify({ decision: boundedBody(input) }),
    );
  } catch (err) {
    logger.warn({ err, roundId: mark.roundId, userId }, 'late decision not recorded');
  }
}
