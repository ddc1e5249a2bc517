import crypto from 'node:crypto';
import type { KeyClaim } from '@/lib/command';
import type { Tx } from '@/lib/db';
import type { Runner } from '@/lib/db/autocommit';
import { AppError } from '@/lib/errors';
import type { Game } from '@/lib/generated/prisma/enums';
import { gameModule, SUPPORTED_GAMES } from '@/lib/games/registry';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';

/**
 * The bet intake's two statements (issue #16 §1). Bets on one round do not serialize: the round row is
 * taken `FOR SHARE` (*No more bets*, settle and void take it `FOR UPDATE` through lockRound, so they wait
 * for the bets in flight and no bet commits after them); the player's wallet, taken `FOR UPDATE`, is the
 * only per-player lock; the house account takes no lock (its stake deltas are appended, migration
 * bet_intake). Seated games also lock their GameTable row (seats are few), between the round and the wallet:
 * the order lib/tables/seats.ts and the designated player's bank use.
 */

/** What the intake knows about the round, its table and the player after `loadIntake`. */
export interface IntakeState {
  round: {
    id: string;
    number: number;
    game: Game;
    status: string;
    rules: unknown;
    state: unknown;
    tableId: string;
    /** The countdown is over by the database clock (`closesAt <= clock_timestamp()`). */
    pastCountdown: boolean;
  };
  /** `limits`: the ROUND's limits snapshot (issue #18 §4), the table's for a round opened before the snapshot. */
  table: { id: string; name: string; limits: unknown };
  /** The wallet's balance, cents, read under its row lock. */
  balance: number;
  /** The player's OPEN bets of the round, oldest first. */
  mine: { type: string; spec: Record<string, unknown>; amount: number }[];
}

/** Games with seats: their bets lock the GameTable row too (checkSeatedBet reads the seats under it). */
const SEATED_GAMES: string[] = SUPPORTED_GAMES.filter((g) => !!gameModule(g)?.seatCount);

interface LoadRow {
  id: string;
  number: number;
  game: Game;
  status: string;
  rules: unknown;
  state: unknown;
  tableId: string;
  past: boolean;
  tname: string;
  limits: unknown;
  balance: bigint | null;
  locked_xmin: string | null;
  seen_xmin: string | null;
  bets: { type: string; spec: Record<string, unknown>; amount: number }[] | null;
}

/** The player's OPEN bets of the round as one JSON array, oldest first (`round`, `user`: parameter refs). */
const mineSql = (round: string, user: string): string =>
  `SELECT COALESCE(json_agg(json_build_object('type', b."type", 'spec', b."spec", 'amount', b."amount")
     ORDER BY b."createdAt", b."id"), '[]'::json)
   FROM "Bet" b WHERE b."roundId" = ${round} AND b."userId" = ${user} AND b."status" = 'OPEN'`;

/**
 * One statement: locks the round `FOR SHARE`, a seated game's table `FOR UPDATE`, then the player's wallet
 * `FOR UPDATE` (in that order), and reads round, table, balance and the player's OPEN bets of the round.
 * The bets are read with the statement's snapshot; when the wallet row the lock returned is newer than
 * that snapshot's (xmin differs: a concurrent bet or payment of this player committed while this one
 * waited), they are read again by a second statement, which sees everything committed before the lock.
 * Errors: ROUND_NOT_FOUND 404; GAME_NOT_SUPPORTED 422.
 */
export async function loadIntake(tx: Tx, roundId: string, userId: string): Promise<IntakeState> {
  const rows = await tx.$queryRawUnsafe<LoadRow[]>(
    `WITH r AS (
       SELECT "id", "number", "game", "status", "rules", "state", "tableId", "closesAt", "limits" FROM "Round" WHERE "id" = $1 FOR SHARE
     ), g AS (
       SELECT gt."id" FROM "GameTable" gt, r WHERE gt."id" = r."tableId" AND r."game"::text = ANY($4::text[]) FOR UPDATE OF gt
     ), w AS (
       SELECT a."balance", a.xmin::text AS x FROM "LedgerAccount" a
       WHERE a."id" = $2 AND (SELECT count(*) FROM g) >= 0 FOR UPDATE
     )
     SELECT r."id", r."number", r."game", r."status"::text AS "status", r."rules", r."state", r."tableId",
       (r."closesAt" IS NOT NULL AND r."closesAt" <= (clock_timestamp() AT TIME ZONE 'UTC')) AS "past",
       t."name" AS "tname", CASE WHEN r."limits" = '{}'::jsonb THEN t."limits" ELSE r."limits" END AS "limits",
       (SELECT w."balance" FROM w) AS "balance", (SELECT w.x FROM w) AS "locked_xmin",
       (SELECT a.xmin::text FROM "LedgerAccount" a WHERE a."id" = $2) AS "seen_xmin",
       (${mineSql('$1', '$3')}) AS "bets"
     FROM r JOIN "GameTable" t ON t."id" = r."tableId"`,
    roundId,
    walletAccountId(userId),
    userId,
    SEATED_GAMES,
  );
  const row = foundRow(rows[0], roundId);
  let mine = row.bets ?? [];
  if (row.locked_xmin !== row.seen_xmin) {
    const [again] = await tx.$queryRawUnsafe<{ bets: LoadRow['bets'] }[]>(
      `SELECT (${mineSql('$1', '$2')}) AS "bets"`,
      roundId,
      userId,
    );
    mine = again?.bets ?? [];
  }
  return intakeState(row, mine);
}

/** The round's row as read, or ROUND_NOT_FOUND 404 / GAME_NOT_SUPPORTED 422. */
function foundRow<R extends LoadRow>(row: R | undefined, roundId: string): R {
  if (!row) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  if (!gameModule(row.game)) throw new AppError('GAME_NOT_SUPPORTED', `${row.game} has no engine yet.`);
  return row;
}

/** What the checks need from a read row (loadIntake's or readIntake's), with the player's OPEN bets `mine`. */
function intakeState(
  row: Omit<LoadRow, 'balance'> & { balance: bigint | string | null },
  mine: IntakeState['mine'],
): IntakeState {
  return {
    round: {
      id: row.id,
      number: row.number,
      game: row.game,
      status: row.status,
      rules: row.rules,
      state: row.state,
      tableId: row.tableId,
      pastCountdown: row.past,
    },
    table: { id: row.tableId, name: row.tname, limits: row.limits },
    balance: row.balance === null ? 0 : Number(row.balance),
    mine,
  };
}

/** One accepted bet to write: `amount` is the stake, `fee` a table fee held with it (§HCF-9). */
export interface NewBet {
  id: string;
  type: string;
  spec: Record<string, unknown>;
  amount: number;
  fee: number;
}

/**
 * The inserts of an accepted slip, as CTEs after one named `open` (a row when the bets may go in): `x` the
 * bets ($3 jsonb), `b` the Bet rows, `t` one STAKE transaction per bet, `e` its two entries (wallet $4,
 * house $5). $1 round, $2 user.
 */
const INSERT_CTES = `x AS (
         SELECT * FROM jsonb_to_recordset($3::jsonb)
           AS x(id text, tid text, type text, spec jsonb, amount int, fee int, total bigint)
         WHERE EXISTS (SELECT 1 FROM open)
       ), b AS (
         INSERT INTO "Bet" ("id", "roundId", "userId", "type", "spec", "amount", "fee", "createdAt")
         SELECT x.id, $1, $2, x.type, x.spec, x.amount, x.fee, date_trunc('milliseconds', now() AT TIME ZONE 'UTC') FROM x
         RETURNING 1
       ), t AS (
         INSERT INTO "LedgerTransaction" ("id", "kind", "roundId", "actorId", "createdAt")
         SELECT x.tid, 'STAKE', $1, $2, (now() AT TIME ZONE 'UTC') FROM x
         RETURNING 1
       ), e AS (
         INSERT INTO "LedgerEntry" ("transactionId", "accountId", "amount", "betId")
         SELECT x.tid, v.account, v.amount, x.id FROM x,
           LATERAL (VALUES ($4::text, -x.total), ($5::text, x.total)) AS v(account, amount)
         RETURNING 1
       )`;

/**
 * One statement: inserts the bets (createdAt: the transaction's start, truncated to the column's
 * milliseconds so it is never later than the instant it stands for), one ledger STAKE transaction per bet (wallet −(amount+fee), house
 * +(amount+fee), entries carrying the bet id: the rows takeStake writes) — but only while the round is
 * still taking bets by the database clock at this last statement (`closesAt > clock_timestamp()`; its
 * status cannot change under the share lock). The ledger trigger checks double-entry and the wallet CHECK.
 * @returns false when the countdown ran out meanwhile (nothing written)
 * @throws AppError INSUFFICIENT_BALANCE (422) if the wallet CHECK refuses (not expected: checked under its lock)
 */
export async function writeBets(
  tx: Tx,
  s: { roundId: string; tableId: string; userId: string; bets: NewBet[] },
): Promise<boolean> {
  const rows = s.bets.map((b) => ({ ...b, tid: crypto.randomUUID(), total: b.amount + b.fee }));
  try {
    const [r] = await tx.$queryRawUnsafe<{ n: number }[]>(
      `WITH open AS (
         SELECT 1 FROM "Round" WHERE "id" = $1 AND "status" = 'BETTING'
           AND ("closesAt" IS NULL OR "closesAt" > (clock_timestamp() AT TIME ZONE 'UTC'))
       ), ${INSERT_CTES}
       SELECT (SELECT count(*) FROM b)::int AS n`,
      s.roundId,
      s.userId,
      JSON.stringify(rows),
      walletAccountId(s.userId),
      houseAccountId(s.tableId),
    );
    return (r?.n ?? 0) === s.bets.length;
  } catch (e) {
    if (String((e as Error).message).includes('LedgerAccount_wallet_nonnegative'))
      throw new AppError('INSUFFICIENT_BALANCE', 'The balance is not enough for this.');
    throw e;
  }
}

let lastMs = 0;
let seq = 0;
/** Random bytes drawn 4 KiB at a time (one call to the system's generator per 256 ids instead of one each). */
let entropy = Buffer.alloc(0);
let entropyAt = 0;

/**
 * A time-ordered id (UUID version 7, RFC 9562: 48-bit milliseconds, a 12-bit counter within the
 * millisecond, random bits): the bets of one slip share their transaction's createdAt, and the id keeps
 * them in slip order wherever bets are read by (createdAt, id) (close, settlement, §C-6 cap order).
 */
export function orderedId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    seq++;
    if (seq > 0xfff) {
      lastMs++;
      seq = 0;
    }
    ms = lastMs;
  } else {
    lastMs = ms;
    seq = 0;
  }
  if (entropyAt + 16 > entropy.length) {
    entropy = crypto.randomBytes(4096);
    entropyAt = 0;
  }
  const b = Buffer.from(entropy.subarray(entropyAt, (entropyAt += 16)));
  b.writeUIntBE(ms, 0, 6);
  b[6] = 0x70 | (seq >> 8);
  b[7] = seq & 0xff;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** What `readIntake` saw, with the row versions (xmin) of the round and the wallet it was checked against. */
export interface IntakeSnapshot extends IntakeState {
  roundXmin: string;
  walletXmin: string | null;
}

/** readIntake's statement ($1 round, $2 wallet, $3 user). */
const READ_SQL = `SELECT r."id", r."number", r."game", r."status"::text AS "status", r."rules", r."state", r."tableId",
       (r."closesAt" IS NOT NULL AND r."closesAt" <= (clock_timestamp() AT TIME ZONE 'UTC')) AS "past",
       r.xmin::text AS "round_xmin", t."name" AS "tname",
       CASE WHEN r."limits" = '{}'::jsonb THEN t."limits" ELSE r."limits" END AS "limits", a."balance", a.xmin::text AS "locked_xmin",
       (${mineSql('$1', '$3')}) AS "bets"
     FROM "Round" r JOIN "GameTable" t ON t."id" = r."tableId"
       LEFT JOIN "LedgerAccount" a ON a."id" = $2
     WHERE r."id" = $1`;

/**
 * The fast path's read: the same data as loadIntake in one statement without any lock (its own snapshot),
 * with the round's and the wallet's row versions, so `writeBetsIfUnchanged` can prove nothing changed since.
 * Errors: ROUND_NOT_FOUND 404; GAME_NOT_SUPPORTED 422.
 */
export async function readIntake(q: Runner, roundId: string, userId: string): Promise<IntakeSnapshot> {
  const rows = await q<LoadRow & { round_xmin: string; balance: bigint | string | null }>(READ_SQL, [
    roundId,
    walletAccountId(userId),
    userId,
  ]);
  const row = foundRow(rows[0], roundId);
  return {
    ...intakeState(row, row.bets ?? []),
    roundXmin: row.round_xmin,
    walletXmin: row.locked_xmin,
  };
}

/** The Idempotency-Key claimed with the fast path's write, with the response it answers (lib/command.ts). */
export interface IdempotencyClaim extends KeyClaim {
  response: unknown;
}

/** writeBetsIfUnchanged's statement (parameters: see there). */
const WRITE_IF_UNCHANGED_SQL = `WITH rl AS (
         SELECT 1 FROM "Round" WHERE "id" = $1 AND xmin::text = $6 AND "status" = 'BETTING'
           AND ("closesAt" IS NULL OR "closesAt" > (clock_timestamp() AT TIME ZONE 'UTC')) FOR SHARE SKIP LOCKED
       ), open AS (
         SELECT 1 FROM "LedgerAccount" WHERE "id" = $4 AND xmin::text = $7 AND EXISTS (SELECT 1 FROM rl)
         FOR UPDATE SKIP LOCKED
       ), ${INSERT_CTES}, k AS (
         INSERT INTO "IdempotencyKey" ("id", "userId", "key", "method", "path", "requestHash", "statusCode", "response")
         SELECT $8, $2, $9, $10, $11, $12, $13, $14::jsonb WHERE $8::text IS NOT NULL AND EXISTS (SELECT 1 FROM open)
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM b)::int AS n`;

/** One fast-path write: the request's bets and the row versions its checks read. */
export interface UnchangedWrite {
  roundId: string;
  tableId: string;
  userId: string;
  bets: NewBet[];
  roundXmin: string;
  walletXmin: string;
  claim: IdempotencyClaim | null;
}

/**
 * The grouped form of WRITE_IF_UNCHANGED_SQL for requests without an Idempotency-Key: the writes of several
 * players' requests on one round (one round version) in ONE statement. The round is taken `FOR SHARE SKIP
 * LOCKED` once (same checks: its xmin, BETTING, the countdown by the database clock); each request's wallet
 * `FOR UPDATE SKIP LOCKED` only if still the version it was checked against ($5 wallets, $6 their xmins, one
 * request per wallet in a group); a request's bets (`w` in $2, its wallet) go in only with its own wallet, so
 * each request is still all-or-nothing on its own and the rows written are writeBets' rows. Returns the ids
 * of the bets written. $1 round, $3 the table's house account, $4 round xmin.
 */
const WRITE_GROUP_SQL = `WITH rl AS MATERIALIZED (
         SELECT 1 FROM "Round" WHERE "id" = $1 AND xmin::text = $4 AND "status" = 'BETTING'
           AND ("closesAt" IS NULL OR "closesAt" > (clock_timestamp() AT TIME ZONE 'UTC')) FOR SHARE SKIP LOCKED
       ), open AS MATERIALIZED (
         SELECT a."id" FROM "LedgerAccount" a JOIN unnest($5::text[], $6::text[]) AS v(w, x)
           ON a."id" = v.w AND a.xmin::text = v.x
         WHERE EXISTS (SELECT 1 FROM rl)
         FOR UPDATE OF a SKIP LOCKED
       ), x AS MATERIALIZED (
         SELECT * FROM jsonb_to_recordset($2::jsonb)
           AS x(id text, tid text, u text, w text, type text, spec jsonb, amount int, fee int, total bigint)
         WHERE x.w IN (SELECT "id" FROM open)
       ), b AS (
         INSERT INTO "Bet" ("id", "roundId", "userId", "type", "spec", "amount", "fee", "createdAt")
         SELECT x.id, $1, x.u, x.type, x.spec, x.amount, x.fee, date_trunc('milliseconds', now() AT TIME ZONE 'UTC') FROM x
         RETURNING "id"
       ), t AS (
         INSERT INTO "LedgerTransaction" ("id", "kind", "roundId", "actorId", "createdAt")
         SELECT x.tid, 'STAKE', $1, x.u, (now() AT TIME ZONE 'UTC') FROM x
         RETURNING 1
       ), e AS (
         INSERT INTO "LedgerEntry" ("transactionId", "accountId", "amount", "betId")
         SELECT x.tid, v.account, v.amount, x.id FROM x,
           LATERAL (VALUES (x.w, -x.total), ($3::text, x.total)) AS v(account, amount)
         RETURNING 1
       )
       SELECT b."id" FROM b`;

interface Pending {
  q: Runner;
  s: UnchangedWrite;
  done: (written: boolean) => void;
}

/** Requests waiting for their round's next grouped statement, by database, round and round version. */
const waiting = new Map<string, Pending[]>();
/** A number per runner (per database), part of the waiting key. */
const runnerKeys = new WeakMap<Runner, number>();
let nextRunnerKey = 0;
/** Grouped statements in flight (each holds a pooled connection). */
let inFlight = 0;
/** At most this many grouped statements at once: requests arriving meanwhile join the next group. */
const MAX_IN_FLIGHT = 4;
/** At most this many requests in one statement. */
const MAX_GROUP = 200;

/**
 * Queues a write for its round's next grouped statement (group commit): while MAX_IN_FLIGHT statements run,
 * the writes that arrive wait and go in together, one statement, one commit, one run of the ledger trigger.
 */
function batchedWrite(q: Runner, s: UnchangedWrite): Promise<boolean> {
  return new Promise<boolean>((done) => {
    let n = runnerKeys.get(q);
    if (n === undefined) runnerKeys.set(q, (n = nextRunnerKey++));
    const key = `${n} ${s.roundId} ${s.roundXmin}`;
    let list = waiting.get(key);
    if (!list) waiting.set(key, (list = []));
    list.push({ q, s, done });
    if (inFlight < MAX_IN_FLIGHT) setImmediate(flush);
  });
}

/** Starts grouped statements while there are waiting writes and room in flight. */
function flush(): void {
  while (inFlight < MAX_IN_FLIGHT && waiting.size) {
    const [key, list] = waiting.entries().next().value as [string, Pending[]];
    const group: Pending[] = [];
    const later: Pending[] = [];
    const wallets = new Set<string>();
    for (const p of list) {
      // One request per player per statement: two of one wallet were both checked against the same balance
      // and bets; the second waits for the next statement (where its wallet version no longer matches).
      if (group.length >= MAX_GROUP || wallets.has(p.s.userId)) later.push(p);
      else {
        wallets.add(p.s.userId);
        group.push(p);
      }
    }
    if (later.length) waiting.set(key, later);
    else waiting.delete(key);
    inFlight++;
    void writeGroup(group[0]!.q, group).finally(() => {
      inFlight--;
      flush();
    });
  }
}

/** One grouped statement; each request learns whether all its bets were written (else: the locked path). */
async function writeGroup(q: Runner, group: Pending[]): Promise<void> {
  const first = group[0]!.s;
  const rows = group.flatMap((p) =>
    p.s.bets.map((b) => ({
      ...b,
      tid: crypto.randomUUID(),
      u: p.s.userId,
      w: walletAccountId(p.s.userId),
      total: b.amount + b.fee,
    })),
  );
  let ids: Set<string>;
  try {
    const written = await q<{ id: string }>(WRITE_GROUP_SQL, [
      first.roundId,
      JSON.stringify(rows),
      houseAccountId(first.tableId),
      first.roundXmin,
      group.map((p) => walletAccountId(p.s.userId)),
      group.map((p) => p.s.walletXmin),
    ]);
    ids = new Set(written.map((r) => r.id));
  } catch {
    ids = new Set();
  }
  for (const p of group) p.done(p.s.bets.every((b) => ids.has(b.id)));
}

/**
 * The fast path's write, ONE statement and its own transaction (autocommit, one round trip): takes the round
 * `FOR SHARE` and the wallet `FOR UPDATE` (that order) only if both are still the row versions
 * `readIntake` checked (round xmin: its status, state and countdown; wallet xmin: the balance, and with it
 * the player's bets of the round, since every bet, cancellation or payment of the player changes the wallet)
 * and the countdown has not run out by the database clock; then writes what writeBets writes, and the
 * Idempotency-Key with its response when given (as transact's claim does). Both locks are SKIP LOCKED: the
 * statement never waits (the countdown is read when the round is scanned, so a wait for the wallet's lock
 * held past closesAt would write a bet after the countdown); a held lock sends the bet to the locked path.
 * @returns false when anything changed or ran out (nothing written: the caller takes the locked path);
 *          a unique violation on the key or any database refusal also answers false
 */
export async function writeBetsIfUnchanged(q: Runner, s: UnchangedWrite): Promise<boolean> {
  if (!s.claim) return batchedWrite(q, s);
  const rows = s.bets.map((b) => ({ ...b, tid: crypto.randomUUID(), total: b.amount + b.fee }));
  const c = s.claim;
  try {
    const [r] = await q<{ n: number }>(WRITE_IF_UNCHANGED_SQL, [
      s.roundId,
      s.userId,
      JSON.stringify(rows),
      walletAccountId(s.userId),
      houseAccountId(s.tableId),
      s.roundXmin,
      s.walletXmin,
      c ? crypto.randomUUID() : null,
      c?.key ?? null,
      c?.method ?? null,
      c?.path ?? null,
      c?.requestHash ?? null,
      c?.status ?? null,
      c ? JSON.stringify(c.response ?? null) : null,
    ]);
    return Number(r?.n ?? 0) === s.bets.length;
  } catch {
    return false;
  }
}
