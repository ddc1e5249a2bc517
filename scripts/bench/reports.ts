/**
 * Bench section "reports" (issue #17 "Performance"): the report queries (lib/reports/report.ts `runReport`) over
 * 30 days on real Postgres with >= 100,000 rounds and >= 1,000,000 bets, each grouping (table, game, dealer, shift,
 * day, hour) timed 20 runs (p50/p95), alternating with a floor: one hand-written raw-SQL aggregate of the same
 * numbers (rounds, bets, players, handle, payouts, ggr) straight over Bet ⋈ Round (no summary columns), same
 * window and grouping, through bare `pg`; and the days in Europe/Prague (a zone with summer time). Target p95 <=
 * 300 ms grouped by table and by dealer. The product reads the report rollup (lib/reports/rollup.ts) for the
 * window's whole hours; its figures must equal the floor's (per group and in total) and, every figure, those of
 * `runReport(..., {source: 'raw'})` from the rounds alone; a difference is printed loudly.
 *
 * The database `croupier_bench_reports` on BENCH_DATABASE_URL is kept between runs: seeded once by bulk SQL
 * (generate_series INSERT ... SELECT; not the API), migrated with the project's migrations, and reused when its
 * marker row ("_bench_reports_seed", SEED_VERSION) says it holds this seed. The window is the seed's 30 days.
 * Seed: 12 tables (two of each game), 20 dealers on 8-hour shifts (DealerShift rows; Round.dealerId/shiftId),
 * 2,000 players, 8,400 rounds per table (~2 % VOIDED, the rest SETTLED), 8-12 bets per round (WON/LOST/PUSH;
 * VOID in voided rounds), some with an extra stake (doubles), a 5 % fee kept as rake at High Card Flush; the
 * rounds' summary columns (migration report_summaries) computed from their bets by one UPDATE ... FROM, the rollup
 * by one rebuild (its trigger off during the bulk load). A database seeded before migration report_rollup gets the
 * rollup from that migration's backfill.
 */
import pg from 'pg';
import { openDatabase, useDatabase, type Database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { runReport, type GroupBy, type Report } from '@/lib/reports/report';
import { BENCH_BASE_URL, machineLoad, percentile, ratio, report } from './common';

const DB_NAME = 'croupier_bench_reports';
/** Bump when the seed below changes: a database with another version is dropped and seeded again. */
const SEED_VERSION = 1;
const TABLES = 12;
const DEALERS = 20;
const PLAYERS = 2_000;
const ROUNDS_PER_TABLE = 8_400;
/** Seconds between two rounds of a table: 8,400 rounds fill 30 days (2,592,000 s) less a few minutes. */
const ROUND_EVERY_S = 308;
const SHIFT_S = 8 * 3600;
const DAYS = 30;
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);
/** The timed reports: every grouping in UTC, and the days of a zone with summer time (the rollup maps UTC hours). */
const CASES: { groupBy: GroupBy; tz?: string }[] = [
  ...(['table', 'game', 'dealer', 'shift', 'day', 'hour'] as const).map((groupBy) => ({ groupBy })),
  { groupBy: 'day', tz: 'Europe/Prague' },
];
const TARGET_MS = 300;

interface Seed {
  from: Date;
  to: Date;
  rounds: number;
  bets: number;
}

export async function benchReports(): Promise<void> {
  const admin = new pg.Client({ connectionString: BENCH_BASE_URL });
  await admin.connect();
  const url = BENCH_BASE_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
  let database: Database | undefined;
  const floorDb = new pg.Client({ connectionString: url });
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${DB_NAME}`);
    database = openDatabase({ url });
    useDatabase(database);
    await migrate(database);
    await floorDb.connect();
    const seed = await ensureSeed(floorDb);
    console.log(
      `  database ${DB_NAME}: ${seed.rounds.toLocaleString('en')} rounds, ${seed.bets.toLocaleString('en')} bets, window ${seed.from.toISOString()} .. ${seed.to.toISOString()}`,
    );
    const prisma = database.prisma;
    const p95s: Partial<Record<GroupBy, number>> = {};
    for (const { groupBy, tz } of CASES) {
      const q = { from: seed.from, to: seed.to, groupBy, tz };
      // Warm-up (plans, caches), and the check that both compute the same numbers.
      const rep = await runReport(prisma, q);
      const fl = await floorReport(floorDb, seed, groupBy, tz);
      // Every figure (voids, rake, rounds per hour, biggest win too) equals the report from the rounds alone.
      const raw = await runReport(prisma, q, { source: 'raw' });
      const diffs = [...compare(rep, fl), ...compareRaw(rep, raw)];
      const product: number[] = [];
      const floor: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        let t0 = process.hrtime.bigint();
        await runReport(prisma, q);
        product.push(Number(process.hrtime.bigint() - t0) / 1e6);
        t0 = process.hrtime.bigint();
        await floorReport(floorDb, seed, groupBy, tz);
        floor.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      const p50 = percentile(product, 50);
      const p95 = percentile(product, 95);
      const f50 = percentile(floor, 50);
      const f95 = percentile(floor, 95);
      if (!tz) p95s[groupBy] = p95;
      const target =
        !tz && (groupBy === 'table' || groupBy === 'dealer')
          ? `; p95 <= ${TARGET_MS} ms: ${p95 <= TARGET_MS ? 'yes' : 'NO'}`
          : '';
      report({
        figure: `report 30 days by ${groupBy}${tz ? ` in ${tz}` : ''} (p50 / p95)`,
        product: `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`,
        floor: `${f50.toFixed(0)} / ${f95.toFixed(0)} ms`,
        ratio: `${ratio(p50, f50)} / ${ratio(p95, f95)}`,
        note: `${RUNS} runs each, alternating; ${rep.items.length} groups; figures ${diffs.length ? `MISMATCH (${diffs.length})` : 'equal the floor and the rounds-only report'}${target}; ${machineLoad()}`,
      });
      if (diffs.length) {
        console.error(`\n  !!! MISMATCH by ${groupBy}: the product's figures differ from the floor's or the rounds':`);
        for (const d of diffs.slice(0, 20)) console.error(`  !!!   ${d}`);
        if (diffs.length > 20) console.error(`  !!!   ... and ${diffs.length - 20} more`);
      }
    }
    for (const g of ['table', 'dealer'] as const) {
      const p = p95s[g]!;
      console.log(
        `  by ${g}: p95 ${p.toFixed(0)} ms ${p <= TARGET_MS ? '<=' : '>'} ${TARGET_MS} ms: ${p <= TARGET_MS ? 'met' : 'NOT MET'}`,
      );
    }
  } finally {
    await floorDb.end().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

/** The seed's marker row, or seeds the database (dropping an older seed first). Setup, not timed. */
async function ensureSeed(c: pg.Client): Promise<Seed> {
  await c.query(`CREATE TABLE IF NOT EXISTS "_bench_reports_seed" (
    "version" INTEGER PRIMARY KEY, "from" TIMESTAMPTZ NOT NULL, "to" TIMESTAMPTZ NOT NULL,
    "rounds" INTEGER NOT NULL, "bets" INTEGER NOT NULL)`);
  const marker = await c.query<{ from: Date; to: Date; rounds: number; bets: number }>(
    'SELECT "from", "to", "rounds", "bets" FROM "_bench_reports_seed" WHERE "version" = $1',
    [SEED_VERSION],
  );
  if (marker.rows[0]) return marker.rows[0];

  const t0 = Date.now();
  const to = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const from = new Date(to.getTime() - DAYS * 86_400_000);
  console.log(`  seeding ${DB_NAME} (one time; later runs reuse it) ...`);
  await c.query('SET synchronous_commit = off');
  await c.query(`SET maintenance_work_mem = '256MB'`);
  await c.query('BEGIN');
  // The rollup's trigger would rebuild a bucket per row written below: off for the bulk load, then one rebuild
  // (lib/reports/rollup.ts; the same SQL as migration report_rollup's backfill).
  await c.query('ALTER TABLE "Round" DISABLE TRIGGER "Round_report_rollup"');
  // Start: Timestamp (UTC, without zone) of the window's start, as the Round/Bet columns store it.
  const start = `($1::timestamptz AT TIME ZONE 'UTC')`;
  await c.query(`DELETE FROM "_bench_reports_seed"`);
  await c.query(`DELETE FROM "Bet" WHERE "roundId" IN (SELECT "id" FROM "Round" WHERE "tableId" LIKE 'bench-%')`);
  await c.query(`DELETE FROM "Round" WHERE "tableId" LIKE 'bench-%'`);
  await c.query(`DELETE FROM "DealerShift" WHERE "tableId" LIKE 'bench-%'`);
  await c.query(`DELETE FROM "GameTable" WHERE "id" LIKE 'bench-%'`);
  await c.query(`DELETE FROM "User" WHERE "id" LIKE 'bench-%'`);
  // Two tables of each game, in the enum's order.
  await c.query(
    `INSERT INTO "GameTable" ("id", "name", "game", "roundCounter")
     SELECT 'bench-table-' || lpad(t::text, 2, '0'), 'Bench ' || lpad(t::text, 2, '0'),
            (enum_range(NULL::"Game"))[1 + (t - 1) % array_length(enum_range(NULL::"Game"), 1)], $2
     FROM generate_series(1, $1::int) AS t`,
    [TABLES, ROUNDS_PER_TABLE],
  );
  await c.query(
    `INSERT INTO "User" ("id", "username", "passwordHash", "role", "displayName")
     SELECT 'bench-dealer-' || lpad(d::text, 2, '0'), 'bench-dealer-' || lpad(d::text, 2, '0'), 'scrypt$none',
            'DEALER', 'Dealer ' || lpad(d::text, 2, '0')
     FROM generate_series(1, $1::int) AS d`,
    [DEALERS],
  );
  await c.query(
    `INSERT INTO "User" ("id", "username", "passwordHash", "role")
     SELECT 'bench-player-' || lpad(p::text, 4, '0'), 'bench-player-' || lpad(p::text, 4, '0'), 'scrypt$none', 'PLAYER'
     FROM generate_series(1, $1::int) AS p`,
    [PLAYERS],
  );
  // 8-hour shifts back to back at every table; at one time the 12 tables have 12 different dealers of the 20.
  const shifts = Math.ceil((DAYS * 86_400) / SHIFT_S);
  await c.query(
    `INSERT INTO "DealerShift" ("id", "tableId", "dealerId", "startedAt", "endedAt", "endReason")
     SELECT 'bench-shift-' || lpad(t::text, 2, '0') || '-' || lpad(s::text, 3, '0'), 'bench-table-' || lpad(t::text, 2, '0'),
            'bench-dealer-' || lpad((1 + (t - 1 + s) % $2)::text, 2, '0'),
            ${start} + make_interval(secs => s * $3), ${start} + make_interval(secs => (s + 1) * $3), 'REPLACED'
     FROM generate_series(1, $4::int) AS t, generate_series(0, $5::int - 1) AS s`,
    [from.toISOString(), DEALERS, SHIFT_S, TABLES, shifts],
  );
  // Rounds: one every ROUND_EVERY_S seconds per table (tables a few seconds apart), ~2 % voided.
  await c.query(
    `INSERT INTO "Round" ("id", "tableId", "number", "game", "status", "state", "openedAt", "closedAt", "completedAt",
                          "settledAt", "voidedAt", "voidReason", "dealerId", "shiftId")
     SELECT gen_random_uuid()::text, g."id", x.k + 1, g."game", x.st, '{}'::jsonb, x.at, x.at + interval '20 s',
            CASE WHEN x.st = 'SETTLED' THEN x.at + interval '60 s' END,
            CASE WHEN x.st = 'SETTLED' THEN x.at + interval '62 s' END,
            CASE WHEN x.st = 'VOIDED' THEN x.at + interval '30 s' END,
            CASE WHEN x.st = 'VOIDED' THEN 'bench' END,
            s."dealerId", s."id"
     FROM (
       SELECT t, k, ${start} + make_interval(secs => k * $2 + t * 7) AS at, (k * $2 + t * 7) / $3 AS slot,
              (CASE WHEN (k * 7919 + t * 104729) % 50 = 0 THEN 'VOIDED' ELSE 'SETTLED' END)::"RoundStatus" AS st
       FROM generate_series(1, $4::int) AS t, generate_series(0, $5::int - 1) AS k
     ) AS x
     JOIN "GameTable" AS g ON g."id" = 'bench-table-' || lpad(x.t::text, 2, '0')
     JOIN "DealerShift" AS s ON s."id" = 'bench-shift-' || lpad(x.t::text, 2, '0') || '-' || lpad(x.slot::text, 3, '0')`,
    [from.toISOString(), ROUND_EVERY_S, SHIFT_S, TABLES, ROUNDS_PER_TABLE],
  );
  // Bets: 8-12 per round (10 on average), random players, 1-50 units of 100 c; 5 % double (extra stake = amount);
  // WON 44 % (paid 2x the stake), LOST 48 %, PUSH 8 % (stake refunded); a voided round's bets VOID (refunded).
  await c.query(
    `INSERT INTO "Bet" ("id", "roundId", "userId", "type", "amount", "extraStake", "fee", "rake", "status", "payout",
                        "refund", "createdAt", "settledAt")
     SELECT gen_random_uuid()::text, y.rid, y.uid, 'MAIN', y.amount, y.extra, y.fee, y.fee,
            y.st::"BetStatus",
            CASE WHEN y.st = 'WON' THEN 2 * (y.amount + y.extra) ELSE 0 END,
            CASE WHEN y.st IN ('PUSH', 'VOID') THEN y.amount + y.extra ELSE 0 END,
            y.at, y.sat
     FROM (
       SELECT x.*, CASE WHEN x.game = 'HIGH_CARD_FLUSH' THEN x.amount / 20 ELSE 0 END AS fee,
              CASE WHEN x.rst = 'VOIDED' THEN 'VOID' WHEN x.u < 0.44 THEN 'WON' WHEN x.u < 0.92 THEN 'LOST' ELSE 'PUSH' END AS st
       FROM (
         SELECT r."id" AS rid, r."game"::text AS game, r."status"::text AS rst,
                'bench-player-' || lpad((1 + floor(random() * $1))::int::text, 4, '0') AS uid,
                (1 + floor(random() * 50))::int * 100 AS amount,
                CASE WHEN random() < 0.05 THEN 1 ELSE 0 END AS dbl, random() AS u,
                r."openedAt" + make_interval(secs => j) AS at, COALESCE(r."settledAt", r."voidedAt") AS sat
         FROM "Round" AS r CROSS JOIN LATERAL generate_series(1, 8 + r."number" % 5) AS j
         WHERE r."tableId" LIKE 'bench-%'
       ) AS x0
       CROSS JOIN LATERAL (SELECT x0.*, x0.amount * x0.dbl AS extra) AS x
     ) AS y`,
    [PLAYERS],
  );
  // The rounds' summaries (as settlement writes them): counted bets WON, LOST, PUSH, DEAD of settled rounds.
  await c.query(
    `UPDATE "Round" AS r
     SET "betCount" = s.n, "playerCount" = s.p, "handle" = s.h, "payouts" = s.po, "rake" = s.rk, "biggestWin" = s.bw
     FROM (
       SELECT "roundId", COUNT(*)::int AS n, COUNT(DISTINCT "userId")::int AS p,
              SUM("amount" + "extraStake" + "fee")::bigint AS h, SUM("payout" + "refund")::bigint AS po,
              SUM("rake")::bigint AS rk, MAX("payout")::int AS bw
       FROM "Bet" WHERE "status" IN ('WON', 'LOST', 'PUSH', 'DEAD') GROUP BY "roundId"
     ) AS s
     WHERE r."id" = s."roundId" AND r."status" = 'SETTLED'`,
  );
  await c.query('SELECT "report_rollup_rebuild"()');
  await c.query('ALTER TABLE "Round" ENABLE TRIGGER "Round_report_rollup"');
  const counts = await c.query<{ rounds: number; bets: number }>(
    `SELECT (SELECT COUNT(*) FROM "Round" WHERE "tableId" LIKE 'bench-%')::int AS rounds,
            (SELECT COUNT(*) FROM "Bet" AS b JOIN "Round" AS r ON r."id" = b."roundId" WHERE r."tableId" LIKE 'bench-%')::int AS bets`,
  );
  const { rounds, bets } = counts.rows[0]!;
  await c.query(
    'INSERT INTO "_bench_reports_seed" ("version", "from", "to", "rounds", "bets") VALUES ($1, $2, $3, $4, $5)',
    [SEED_VERSION, from, to, rounds, bets],
  );
  await c.query('COMMIT');
  await c.query('VACUUM ANALYZE "Round"');
  await c.query('VACUUM ANALYZE "Bet"');
  await c.query('VACUUM ANALYZE "ReportRollup"');
  await c.query('VACUUM ANALYZE "ReportRollupPlayers"');
  await c.query('ANALYZE');
  console.log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return { from, to, rounds, bets };
}

interface FloorRow {
  k: string | null;
  total: boolean;
  rounds: number;
  bets: number;
  players: number;
  handle: number;
  payouts: number;
  ggr: number;
}

/** The group key over Round r, in UTC (the report's default zone; openedAt is stored as UTC). */
const FLOOR_KEY: Record<GroupBy, string> = {
  table: `r."tableId"`,
  game: `r."game"::text`,
  dealer: `r."dealerId"`,
  shift: `r."shiftId"`,
  day: `to_char(r."openedAt", 'YYYY-MM-DD')`,
  hour: `to_char(r."openedAt", 'YYYY-MM-DD"T"HH24:00')`,
};

/** The floor: the same figures straight from the bets of the window's settled rounds (no summary columns). */
async function floorReport(c: pg.Client, seed: Seed, groupBy: GroupBy, tz = 'UTC'): Promise<FloorRow[]> {
  const key = FLOOR_KEY[groupBy].replaceAll('r."openedAt"', `((r."openedAt" AT TIME ZONE 'UTC') AT TIME ZONE '${tz}')`);
  const res = await c.query<{
    k: string | null;
    total: boolean;
    rounds: number;
    bets: number;
    players: number;
    handle: string;
    payouts: string;
  }>(
    `SELECT ${key} AS k, GROUPING(${key}) = 1 AS total, COUNT(DISTINCT r."id")::int AS rounds, COUNT(b."id")::int AS bets,
            COUNT(DISTINCT b."userId")::int AS players,
            COALESCE(SUM(b."amount" + b."extraStake" + b."fee"), 0)::bigint AS handle,
            COALESCE(SUM(b."payout" + b."refund"), 0)::bigint AS payouts
     FROM "Round" AS r
     LEFT JOIN "Bet" AS b ON b."roundId" = r."id" AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
     WHERE r."openedAt" >= ($1::timestamptz AT TIME ZONE 'UTC') AND r."openedAt" < ($2::timestamptz AT TIME ZONE 'UTC')
       AND r."status" = 'SETTLED'
     GROUP BY GROUPING SETS ((${key}), ())`,
    [seed.from.toISOString(), seed.to.toISOString()],
  );
  return res.rows.map((r) => ({
    ...r,
    handle: Number(r.handle),
    payouts: Number(r.payouts),
    ggr: Number(r.handle) - Number(r.payouts),
  }));
}

/** Differences between the report (rollup) and the same report from the rounds alone, every figure of every group. */
function compareRaw(rep: Report, raw: Report): string[] {
  const diffs: string[] = [];
  const rows = (r: Report) =>
    new Map([...r.items.map((i) => [String(i.key), i] as const), ['(total)', r.total] as const]);
  const a = rows(rep);
  const b = rows(raw);
  for (const [k, x] of b) {
    const y = a.get(k);
    if (!y) diffs.push(`group ${k}: missing in the rollup's report`);
    else if (JSON.stringify(x) !== JSON.stringify(y))
      diffs.push(`group ${k}: rollup ${JSON.stringify(y)}, rounds ${JSON.stringify(x)}`);
  }
  for (const k of a.keys()) if (!b.has(k)) diffs.push(`group ${k}: only in the rollup's report`);
  return diffs;
}

/** Differences between the product's figures and the floor's, per group and in total (empty: the same). */
function compare(rep: Report, floor: FloorRow[]): string[] {
  const diffs: string[] = [];
  const fields = ['rounds', 'bets', 'players', 'handle', 'payouts', 'ggr'] as const;
  const check = (what: string, p: Record<(typeof fields)[number], number> | undefined, f: FloorRow | undefined) => {
    if (!p || !f) {
      diffs.push(`${what}: ${p ? 'missing in the floor' : 'missing in the product'}`);
      return;
    }
    for (const k of fields) if (p[k] !== f[k]) diffs.push(`${what} ${k}: product ${p[k]}, floor ${f[k]}`);
  };
  check(
    'total',
    rep.total,
    floor.find((r) => r.total),
  );
  const byKey = new Map(floor.filter((r) => !r.total).map((r) => [r.k, r]));
  for (const item of rep.items) {
    // Groups with only voided rounds have no settled round: the floor has no row for them.
    if (item.rounds === 0 && !byKey.has(item.key)) continue;
    check(`group ${item.key}`, item, byKey.get(item.key));
    byKey.delete(item.key);
  }
  for (const k of byKey.keys()) diffs.push(`group ${k}: missing in the product`);
  return diffs;
}
