import crypto from 'node:crypto';
import type { Tx } from '@/lib/db';
import type { Runner } from '@/lib/db/autocommit';
import { txSql } from '@/lib/db/tx-sql';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import type { GameModule } from '@/lib/games/module';
import { Prisma, type GameTable, type Round, type Shoe } from '@/lib/generated/prisma/client';

export interface LockedRound {
  round: Round;
  table: GameTable;
  mod: GameModule;
}

/** The model's columns, as Prisma names them (no `@map` on these models: the names are the columns). */
const ROUND_COLUMNS = Object.values(Prisma.RoundScalarFieldEnum);
const TABLE_COLUMNS = Object.values(Prisma.GameTableScalarFieldEnum);
const SHOE_COLUMNS = Object.values(Prisma.ShoeScalarFieldEnum);

/** `alias."col" AS "prefixcol", ...` for a raw SELECT whose row `pick` turns back into the model. */
const selectList = (alias: string, columns: readonly string[], prefix = ''): string =>
  columns.map((c) => `${alias}."${c}" AS "${prefix}${c}"`).join(', ');

/** The model row out of a raw row (Prisma's raw results already carry Date, Json objects, numbers). */
function pick<T>(row: Record<string, unknown>, columns: readonly string[], prefix = ''): T {
  const o: Record<string, unknown> = {};
  for (const c of columns) o[c] = row[`${prefix}${c}`];
  return o as T;
}

/** `RETURNING` list of a raw statement that writes a round row: its columns, as `roundFromRow` reads them back. */
export const ROUND_RETURNING = selectList('"Round"', ROUND_COLUMNS);

/** The round out of a raw row returned with `ROUND_RETURNING` (or selected with the round's own column names). */
export const roundFromRow = (row: Record<string, unknown>): Round => pick<Round>(row, ROUND_COLUMNS);

/**
 * One round trip: the round row locked `FOR UPDATE`, with its table (and, `withShoe`, its shoe, locked `FOR UPDATE`
 * too: the dealer's next card and a correction of an earlier round of the same shoe both rewrite its counts, §C-2,
 * so they take turns instead of losing one another's update) read by the same statement. `moved`: the locked row is newer than the statement's snapshot (a command committed on
 * the round while this one waited for the lock), so the joined rows may be older than it.
 */
const lockSql = (withShoe: boolean): string =>
  withShoe
    ? // The round is locked first (the materialized CTE), then its shoe: a lateral FOR UPDATE in the round's own
      // query locked the shoe before the round, and a command holding the round (No more bets, a void: its second
      // update of the round re-checks the shoe foreign key, FOR KEY SHARE on the shoe) deadlocked with it.
      `WITH r AS MATERIALIZED (SELECT *, xmin::text AS "lockedXmin" FROM "Round" WHERE "id" = $1 FOR UPDATE)
   SELECT ${selectList('r', ROUND_COLUMNS)}, ${selectList('t', TABLE_COLUMNS, 't.')},
     ${selectList('s', SHOE_COLUMNS, 's.')},
     (r."lockedXmin" IS DISTINCT FROM (SELECT x.xmin::text FROM "Round" x WHERE x."id" = r."id")) AS "moved"
   FROM r JOIN "GameTable" t ON t."id" = r."tableId"
   LEFT JOIN LATERAL (SELECT * FROM "Shoe" x WHERE x."id" = r."shoeId" FOR UPDATE) s ON true`
    : `SELECT ${selectList('r', ROUND_COLUMNS)}, ${selectList('t', TABLE_COLUMNS, 't.')},
     (r.xmin::text IS DISTINCT FROM (SELECT x.xmin::text FROM "Round" x WHERE x."id" = r."id")) AS "moved"
   FROM "Round" r JOIN "GameTable" t ON t."id" = r."tableId"
   WHERE r."id" = $1 FOR UPDATE OF r`;
const LOCK_SQL = lockSql(false);
const LOCK_WITH_SHOE_SQL = lockSql(true);

/**
 * Locks the round row (`FOR UPDATE`) inside the transaction and loads it with its table and game module,
 * so every check after this sees the state no other command can change until commit. One statement; only
 * when another command committed on the round while this one waited for its lock are the table (and shoe)
 * read again, so they are as fresh as after the lock (READ COMMITTED: a new statement, a new snapshot).
 * `withShoe`: the round's shoe too (`shoe`, null without one), read under the round's lock like the table.
 * Errors: ROUND_NOT_FOUND (404); GAME_NOT_SUPPORTED (422) when the game has no engine.
 */
export async function lockRound(tx: Tx, roundId: string): Promise<LockedRound>;
export async function lockRound(
  tx: Tx,
  roundId: string,
  opts: { withShoe: true },
): Promise<LockedRound & { shoe: Shoe | null }>;
export async function lockRound(
  tx: Tx,
  roundId: string,
  opts: { withShoe?: boolean } = {},
): Promise<LockedRound & { shoe?: Shoe | null }> {
  const withShoe = opts.withShoe === true;
  const rows = await txSql(tx)<Record<string, unknown>>(withShoe ? LOCK_WITH_SHOE_SQL : LOCK_SQL, [roundId]);
  const row = rows[0];
  if (!row) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const round = pick<Round>(row, ROUND_COLUMNS);
  const mod = gameModule(round.game);
  if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${round.game} has no engine yet.`);
  let table = pick<GameTable>(row, TABLE_COLUMNS, 't.');
  let shoe: Shoe | null | undefined = withShoe
    ? row['s.id'] == null
      ? null
      : pick<Shoe>(row, SHOE_COLUMNS, 's.')
    : undefined;
  if (row.moved) {
    table = await tx.gameTable.findUniqueOrThrow({ where: { id: round.tableId } });
    if (withShoe) shoe = round.shoeId ? await tx.shoe.findUnique({ where: { id: round.shoeId } }) : null;
  }
  return withShoe ? { round, table, mod, shoe: shoe ?? null } : { round, table, mod };
}

/** Appends one event to the round's append-only log (per-round `seq`), returning the seq. One statement. */
export async function appendRoundEvent(
  tx: Tx,
  roundId: string,
  type: string,
  data: Record<string, unknown>,
  actorId: string | null | undefined,
): Promise<number> {
  const rows = await txSql(tx)<{ seq: number }>(
    `WITH r AS (UPDATE "Round" SET "eventSeq" = "eventSeq" + 1 WHERE "id" = $1 RETURNING "id", "eventSeq")
     INSERT INTO "RoundEvent" ("id", "roundId", "seq", "type", "data", "actorId")
     SELECT $2, r."id", r."eventSeq", $3, $4::jsonb, $5 FROM r RETURNING "seq"`,
    [roundId, crypto.randomUUID(), type, JSON.stringify(data), actorId ?? null],
  );
  if (!rows[0]) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  return rows[0].seq;
}

/** A round as read without any lock, with the row versions (xmin) of the round and of its shoe. */
export interface ReadRound extends LockedRound {
  shoe: Shoe | null;
  roundXmin: string;
  shoeXmin: string | null;
}

/** readRound's statement: round, table, shoe and the two row versions, one snapshot. */
const READ_SQL = `SELECT ${selectList('r', ROUND_COLUMNS)}, r.xmin::text AS "xmin", ${selectList('t', TABLE_COLUMNS, 't.')},
     ${selectList('s', SHOE_COLUMNS, 's.')}, s.xmin::text AS "s.xmin"
   FROM "Round" r JOIN "GameTable" t ON t."id" = r."tableId" LEFT JOIN "Shoe" s ON s."id" = r."shoeId"
   WHERE r."id" = $1`;

/**
 * The round with its table, game module and shoe (null without one), read by one statement without any lock (its
 * own snapshot), with the round's and the shoe's row versions: a write conditioned on them (`xmin` unchanged)
 * proves that nothing changed the rows the checks read. Null when there is no such round or its game has no
 * engine (the locked path answers those: ROUND_NOT_FOUND, GAME_NOT_SUPPORTED).
 */
export async function readRound(run: Runner, roundId: string): Promise<ReadRound | null> {
  const row = (await run<Record<string, unknown>>(READ_SQL, [roundId]))[0];
  if (!row) return null;
  const round = pick<Round>(row, ROUND_COLUMNS);
  const mod = gameModule(round.game);
  if (!mod) return null;
  const table = pick<GameTable>(row, TABLE_COLUMNS, 't.');
  const shoe = row['s.id'] == null ? null : pick<Shoe>(row, SHOE_COLUMNS, 's.');
  return { round, table, mod, shoe, roundXmin: String(row.xmin), shoeXmin: shoe ? String(row['s.xmin']) : null };
}
