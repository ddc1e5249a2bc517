import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { Tx } from '@/lib/db';

/**
 * The report rollup (issue #17 "Performance"; migration report_rollup). Reports read per bucket = (UTC hour of
 * `openedAt`, table, game, dealer, shift) the money of its rounds that count ("ReportRollup") and the set of its
 * settled rounds' players as a bitmap of player numbers ("ReportRollupPlayers", "ReportPlayer"), so 30 days are some
 * 10,000 + 20,000 rows, not 100,000 rounds and 1,000,000 bets; distinct players stay exact (OR of bitmaps).
 *
 * Maintenance is the trigger "Round_report_rollup" on "Round" (INSERT, DELETE, UPDATE OF status, openedAt, tableId,
 * game, dealerId, shiftId and the summary columns), in the same transaction as the change: settlement
 * (finishSettlement's summary and status), a void (status VOIDED), a correction that re-settles (the summary writer)
 * or moves a round, a deleted round. A round that becomes SETTLED adds its players to its bucket's bitmap (OR); one
 * that was SETTLED rebuilds its bucket's. The trigger locks the table's row first (as publishing the table event
 * right after does), so two transactions on one table's buckets are serialized.
 */

/** Bits per bitmap row (ReportRollupPlayers.bits is BIT(1024)). */
export const PLAYER_CHUNK_BITS = 1024;

/**
 * Recomputes the bucket of one round in full (money and players) inside the caller's transaction. Settlement, voids
 * and corrections need not call it (the trigger keeps the rollup); it is there for a change the trigger cannot see
 * (bets rewritten without touching the round's summary columns) and is idempotent.
 */
export async function writeRoundRollup(tx: Tx | PrismaClient, roundId: string): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT "report_rollup_round"($1)`, roundId);
}

/** Rebuilds every bucket from the rounds and bets (the migration's backfill; a bulk load that bypassed the trigger). */
export async function rebuildRollup(tx: Tx | PrismaClient): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT "report_rollup_rebuild"()`);
}
