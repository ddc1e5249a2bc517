import { z } from 'zod';
import { db } from '@/lib/db';
import { logger } from '@/lib/log';
import { metrics } from '@/lib/metrics/metrics';

/** A table's newest events always kept, whatever their age: the most a `join {sinceSeq}` catch-up replays (socket-server.ts). */
export const TABLE_EVENTS_KEPT = 1000;

/** Days a late-bet log row (LateBet, issue #17 §6) is kept: a player's complaint is answered within them. */
export const LATE_BET_DAYS = 90;

/** Rows removed per DELETE: each statement stays short, so no lock or transaction grows with the backlog. */
export const RETENTION_BATCH = 5000;

const settingsSchema = z.object({
  CROUPIER_IDEMPOTENCY_TTL_HOURS: z.coerce
    .number({ error: 'CROUPIER_IDEMPOTENCY_TTL_HOURS must be a number of hours' })
    .positive('CROUPIER_IDEMPOTENCY_TTL_HOURS must be more than 0')
    .default(24),
  CROUPIER_TABLE_EVENT_DAYS: z.coerce
    .number({ error: 'CROUPIER_TABLE_EVENT_DAYS must be a number of days' })
    .positive('CROUPIER_TABLE_EVENT_DAYS must be more than 0')
    .default(30),
});

export interface RetentionSettings {
  /** Idempotency keys older than this many hours are removed (a retry after that runs the command again). */
  idempotencyTtlHours: number;
  /** Table events older than this many days are removed, except each table's newest TABLE_EVENTS_KEPT. */
  tableEventDays: number;
}

/**
 * The retention settings from the environment (`CROUPIER_IDEMPOTENCY_TTL_HOURS`, default 24;
 * `CROUPIER_TABLE_EVENT_DAYS`, default 30; empty counts as unset). Throws an Error naming the variable when a
 * value is not a positive number.
 */
export function retentionSettings(env: Record<string, string | undefined> = process.env): RetentionSettings {
  const pick = (k: string) => (env[k]?.trim() ? env[k]!.trim() : undefined);
  const parsed = settingsSchema.safeParse({
    CROUPIER_IDEMPOTENCY_TTL_HOURS: pick('CROUPIER_IDEMPOTENCY_TTL_HOURS'),
    CROUPIER_TABLE_EVENT_DAYS: pick('CROUPIER_TABLE_EVENT_DAYS'),
  });
  if (!parsed.success) throw new Error(`Invalid environment: ${parsed.error.issues[0]?.message}`);
  return {
    idempotencyTtlHours: parsed.data.CROUPIER_IDEMPOTENCY_TTL_HOURS,
    tableEventDays: parsed.data.CROUPIER_TABLE_EVENT_DAYS,
  };
}

/** The sentence retentionSettings would throw for this environment, or null when the settings are fine (start check). */
export function retentionProblem(env: Record<string, string | undefined> = process.env): string | null {
  try {
    retentionSettings(env);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export interface RetentionResult {
  idempotencyKeys: number;
  tableEvents: number;
}

/** A UTC instant as the `timestamp(3)` (without time zone, UTC) the Prisma columns hold, whatever the session's TimeZone. */
const AT_UTC = `($1::timestamptz AT TIME ZONE 'UTC')`;

/**
 * One retention pass (the leader's ticker job `retention`, every 10 minutes; idempotent, safe to run again):
 * - IdempotencyKey rows created before `now` − idempotencyTtlHours;
 * - TableEvent rows older (`at`) than `now` − tableEventDays, except each table's newest TABLE_EVENTS_KEPT
 *   events (by seq), so a viewer's catch-up still finds them.
 * Deleted in batches of `batchSize` rows (one short statement each, its own transaction); each row removed is
 * counted in `croupier_retention_removed_total{kind}`. Returns the numbers removed. Database errors are thrown
 * (the ticker logs and counts a failed run; rows already removed stay removed).
 */
export async function runRetention(
  now: Date = new Date(),
  opts: { settings?: RetentionSettings; batchSize?: number } = {},
): Promise<RetentionResult> {
  const settings = opts.settings ?? retentionSettings();
  const batch = Math.max(1, Math.floor(opts.batchSize ?? RETENTION_BATCH));
  const m = metrics().retentionRemoved;

  const keysBefore = new Date(now.getTime() - settings.idempotencyTtlHours * 3_600_000).toISOString();
  let idempotencyKeys = 0;
  for (;;) {
    const n = await db().$executeRawUnsafe(
      `DELETE FROM "IdempotencyKey" WHERE "id" IN
         (SELECT "id" FROM "IdempotencyKey" WHERE "createdAt" < ${AT_UTC} LIMIT $2)`,
      keysBefore,
      batch,
    );
    idempotencyKeys += n;
    if (n) m.inc({ kind: 'idempotency_key' }, n);
    if (n < batch) break;
  }

  const eventsBefore = new Date(now.getTime() - settings.tableEventDays * 86_400_000).toISOString();
  let tableEvents = 0;
  const tables = await db().gameTable.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  for (const { id } of tables) {
    // The oldest seq that must stay (the TABLE_EVENTS_KEPT-th newest): via the (tableId, seq) unique index.
    const [floor] = await db().$queryRawUnsafe<{ seq: number }[]>(
      `SELECT "seq" FROM "TableEvent" WHERE "tableId" = $1 ORDER BY "seq" DESC OFFSET $2 LIMIT 1`,
      id,
      TABLE_EVENTS_KEPT - 1,
    );
    if (!floor) continue; // this table has no more than TABLE_EVENTS_KEPT events
    for (;;) {
      const n = await db().$executeRawUnsafe(
        `DELETE FROM "TableEvent" WHERE "id" IN
           (SELECT "id" FROM "TableEvent"
             WHERE "tableId" = $3 AND "seq" < $4 AND "at" < ${AT_UTC}
             ORDER BY "seq" LIMIT $2)`,
        eventsBefore,
        batch,
        id,
        floor.seq,
      );
      tableEvents += n;
      if (n) m.inc({ kind: 'table_event' }, n);
      if (n < batch) break;
    }
  }
  // The late-bet log (issue #17 §6) is kept LATE_BET_DAYS; counted in the metric (kind late_bet) and the log line.
  const lateBefore = new Date(now.getTime() - LATE_BET_DAYS * 86_400_000).toISOString();
  let lateBets = 0;
  for (;;) {
    const n = await db().$executeRawUnsafe(
      `DELETE FROM "LateBet" WHERE "id" IN (SELECT "id" FROM "LateBet" WHERE "at" < ${AT_UTC} LIMIT $2)`,
      lateBefore,
      batch,
    );
    lateBets += n;
    if (n) m.inc({ kind: 'late_bet' }, n);
    if (n < batch) break;
  }
  if (idempotencyKeys || tableEvents || lateBets)
    logger.info({ idempotencyKeys, tableEvents, lateBets }, 'retention removed old rows');
  return { idempotencyKeys, tableEvents };
}
