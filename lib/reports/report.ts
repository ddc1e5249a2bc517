import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import { isRuleError } from '@/lib/games/types';
import type { Game } from '@/lib/generated/prisma/enums';
import { PLAYER_CHUNK_BITS } from '@/lib/reports/rollup';

export const GROUP_BY = ['table', 'game', 'dealer', 'shift', 'day', 'hour'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

export interface ReportQuery {
  from: Date;
  to: Date;
  groupBy: GroupBy;
  tableId?: string;
  game?: string;
  dealerId?: string;
  /** IANA time zone of the day and hour buckets and of the active hours (default UTC). */
  tz?: string;
}

/** One group's figures (contract "Reports"; definitions in the README's "Reports"). Cents; null where undefined. */
export interface ReportFigures {
  rounds: number;
  roundsPerHour: number | null;
  players: number;
  bets: number;
  handle: number;
  payouts: number;
  ggr: number;
  holdPct: number | null;
  voids: number;
  voidRate: number | null;
  avgBet: number | null;
  biggestWin: number | null;
  rake: number;
}

export interface ReportItem extends ReportFigures {
  key: string | null;
  label: string;
  /** groupBy=table: the table's game and its published house edge for the table's rules (GameModule.theoreticalEdgePct). */
  game?: string;
  theoreticalEdgePct?: number | null;
}

export interface Report {
  from: string;
  to: string;
  groupBy: GroupBy;
  tz: string;
  items: ReportItem[];
  total: ReportFigures;
}

/** The longest window a report covers. */
export const MAX_REPORT_DAYS = 93;

type Row = {
  k: string | null;
  total: boolean;
  rounds: number;
  voids: number;
  bets: bigint;
  handle: bigint;
  payouts: bigint;
  rake: bigint;
  biggest: number | null;
  hours: number;
};

/** The group key of a round, as SQL over the CTE's columns (`local` is openedAt in the report's zone). */
const KEY_SQL: Record<GroupBy, string> = {
  table: `"tableId"`,
  game: `"game"::text`,
  dealer: `"dealerId"`,
  shift: `"shiftId"`,
  day: `to_char("local", 'YYYY-MM-DD')`,
  hour: `to_char("local", 'YYYY-MM-DD"T"HH24:00')`,
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The report of a window (issue #17 §2, contract "Reports"), computed in the database. A round belongs to the window
 * when `openedAt ∈ [from, to)`; settled rounds' money is their summary (Round.handle, payouts, rake, betCount,
 * biggestWin; migration report_summaries), voided rounds are counted apart, players are distinct over the counted
 * bets of the settled rounds, every group and the total in one pass each (GROUPING SETS).
 *
 * Read from the rollup (lib/reports/rollup.ts: per UTC hour, table, game, dealer, shift; players as bitmaps) for the
 * whole UTC hours of the window, and from the rounds and bets for its partial first and last hour; the same numbers
 * as from the rounds alone (`opts.source: 'raw'`, used by the tests). A UTC hour is one clock hour of the report's
 * zone only when the zone's offset is a whole number of hours all through that hour: for a zone that is not (e.g.
 * Asia/Kolkata +05:30, Asia/Kathmandu +05:45, Australia/Adelaide), the day and hour buckets and the active hours
 * are not unions of UTC hours, and the report is computed from the rounds and bets (exact, slower: ~1 s per 30 days
 * of 1,000,000 bets).
 * Errors: VALIDATION_ERROR 400 (to not after from, a window over 93 days, an unknown time zone).
 */
export async function runReport(
  client: Tx | PrismaClient,
  q: ReportQuery,
  opts: { source?: 'auto' | 'raw' } = {},
): Promise<Report> {
  const tz = q.tz ?? 'UTC';
  if (!(q.to.getTime() > q.from.getTime())) throw new AppError('VALIDATION_ERROR', 'to: must be after from');
  if (q.to.getTime() - q.from.getTime() > MAX_REPORT_DAYS * 86_400_000)
    throw new AppError('VALIDATION_ERROR', `to: a report covers at most ${MAX_REPORT_DAYS} days`);
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw new AppError('VALIDATION_ERROR', 'tz: not an IANA time zone');
  }
  const key = KEY_SQL[q.groupBy];
  const inner = opts.source === 'raw' ? null : await rollupHours(client, q.from, q.to, tz);
  const { money, people } = inner
    ? await fromRollup(client, q, tz, key, inner)
    : await fromRounds(client, q, tz, key);
  const playersOf = new Map<string | null, number>();
  let totalPlayers = 0;
  for (const p of people) {
    if (p.total) totalPlayers = p.players;
    else playersOf.set(p.k, p.players);
  }
  const figures = (r: Row | undefined, players: number): ReportFigures => {
    const handle = Number(r?.handle ?? 0);
    const payouts = Number(r?.payouts ?? 0);
    const bets = Number(r?.bets ?? 0);
    const rounds = r?.rounds ?? 0;
    const voids = r?.voids ?? 0;
    const hours = r?.hours ?? 0;
    return {
      rounds,
      roundsPerHour: hours > 0 ? round2(rounds / hours) : null,
      players,
      bets,
      handle,
      payouts,
      ggr: handle - payouts,
      holdPct: handle > 0 ? round2((100 * (handle - payouts)) / handle) : null,
      voids,
      voidRate: rounds + voids > 0 ? round2((100 * voids) / (rounds + voids)) : null,
      avgBet: bets > 0 ? Math.round(handle / bets) : null,
      biggestWin: r?.biggest ?? null,
      rake: Number(r?.rake ?? 0),
    };
  };
  const groups = money.filter((r) => !r.total);
  const labels = await labelsFor(client, q.groupBy, groups.map((g) => g.k).filter((k): k is string => k !== null));
  const items: ReportItem[] = groups.map((g) => ({
    key: g.k,
    ...labels(g.k),
    ...figures(g, playersOf.get(g.k) ?? 0),
  }));
  const chronological = q.groupBy === 'day' || q.groupBy === 'hour';
  items.sort((a, b) =>
    chronological ? String(a.key).localeCompare(String(b.key)) : a.label.localeCompare(b.label, 'en'),
  );
  return {
    from: q.from.toISOString(),
    to: q.to.toISOString(),
    groupBy: q.groupBy,
    tz,
    items,
    total: figures(
      money.find((r) => r.total),
      totalPlayers,
    ),
  };
}

type People = { k: string | null; total: boolean; players: number }[];
type Client = Tx | PrismaClient;

const HOUR_MS = 3_600_000;
/** A Date as the UTC wall-clock text Postgres casts to `timestamp` (Round.openedAt is a UTC timestamp without zone). */
const utc = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

/**
 * The whole UTC hours `[from, to)` of the window the rollup can answer, or null when it cannot: fewer than one whole
 * hour, or a zone whose offset is not a whole number of hours, constant within each hour, all through them (checked
 * by Postgres, whose zone data the report's `AT TIME ZONE` uses).
 */
async function rollupHours(client: Client, from: Date, to: Date, tz: string): Promise<{ from: Date; to: Date } | null> {
  const hf = new Date(Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS);
  const ht = new Date(Math.floor(to.getTime() / HOUR_MS) * HOUR_MS);
  if (!(ht.getTime() > hf.getTime())) return null;
  if (tz !== 'UTC') {
    const [check] = await client.$queryRawUnsafe<{ ok: boolean }[]>(
      `SELECT COALESCE(bool_and(o1 = o2 AND EXTRACT(EPOCH FROM o1)::bigint % 3600 = 0), true) AS ok
       FROM (SELECT ((h AT TIME ZONE 'UTC') AT TIME ZONE $3) - h AS o1,
                    ((e AT TIME ZONE 'UTC') AT TIME ZONE $3) - e AS o2
             FROM generate_series($1::timestamp, $2::timestamp - interval '1 hour', interval '1 hour') AS h,
                  LATERAL (SELECT h + interval '1 hour' - interval '1 microsecond' AS e) AS x) AS y`,
      utc(hf),
      utc(ht),
      tz,
    );
    if (!check?.ok) return null;
  }
  return { from: hf, to: ht };
}

/** The filters of a report over a relation with the columns "tableId", "game", "dealerId" ($3, $4, $5). */
const FILTERS = `($3::text IS NULL OR "tableId" = $3) AND ($4::text IS NULL OR "game"::text = $4)
      AND ($5::text IS NULL OR "dealerId" = $5)`;

/** The report's figures from the rounds and their bets alone (no rollup). */
async function fromRounds(client: Client, q: ReportQuery, tz: string, key: string) {
  // Round."openedAt" is a UTC timestamp without zone: AT TIME ZONE 'UTC' makes it an instant, AT TIME ZONE $6 local.
  const rounds = `
    SELECT "id", "tableId", "game", "dealerId", "shiftId", "status", "betCount", "handle", "payouts", "rake",
           "biggestWin", ("openedAt" AT TIME ZONE 'UTC') AT TIME ZONE $6 AS "local"
    FROM "Round"
    WHERE "openedAt" >= $1 AND "openedAt" < $2 AND "status" IN ('SETTLED', 'VOIDED') AND ${FILTERS}`;
  const args = [q.from, q.to, q.tableId ?? null, q.game ?? null, q.dealerId ?? null, tz] as const;
  const [money, people] = await Promise.all([
    client.$queryRawUnsafe<Row[]>(
      `WITH r AS (${rounds})
       SELECT ${key} AS k, GROUPING(${key}) = 1 AS total,
              COUNT(*) FILTER (WHERE "status" = 'SETTLED')::int AS rounds,
              COUNT(*) FILTER (WHERE "status" = 'VOIDED')::int AS voids,
              COALESCE(SUM("betCount") FILTER (WHERE "status" = 'SETTLED'), 0)::bigint AS bets,
              COALESCE(SUM("handle") FILTER (WHERE "status" = 'SETTLED'), 0)::bigint AS handle,
              COALESCE(SUM("payouts") FILTER (WHERE "status" = 'SETTLED'), 0)::bigint AS payouts,
              COALESCE(SUM("rake") FILTER (WHERE "status" = 'SETTLED'), 0)::bigint AS rake,
              MAX("biggestWin") FILTER (WHERE "status" = 'SETTLED' AND "betCount" > 0)::int AS biggest,
              COUNT(DISTINCT date_trunc('hour', "local")) FILTER (WHERE "status" = 'SETTLED')::int AS hours
       FROM r GROUP BY GROUPING SETS ((${key}), ())`,
      ...args,
    ),
    // Distinct players: each (group, player) pair once, then counted per group and over all groups (5x faster than
    // COUNT(DISTINCT) under GROUPING SETS on 1M bets). The key's columns are the round's (Bet has none of them).
    client.$queryRawUnsafe<People>(
      `WITH r AS (${rounds}),
       d AS (
         SELECT DISTINCT ${key} AS k, b."userId"
         FROM r JOIN "Bet" AS b ON b."roundId" = r."id" AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
         WHERE r."status" = 'SETTLED'
       )
       SELECT k, false AS total, COUNT(*)::int AS players FROM d GROUP BY k
       UNION ALL
       SELECT NULL, true, COUNT(DISTINCT "userId")::int FROM d`,
      ...args,
    ),
  ]);
  return { money, people };
}

/**
 * The report's figures from the rollup's buckets of the whole hours `inner` plus the rounds and bets of the window's
 * partial hours `[from, inner.from)` and `[inner.to, to)`. Money: sums of both; active hours: the distinct local clock
 * hours of buckets and rounds with a settled round; players: per group and chunk the OR of the buckets' bitmaps and
 * of one bit per counted bet of the edge rounds (ReportPlayer.ord), then the bits set.
 */
async function fromRollup(client: Client, q: ReportQuery, tz: string, key: string, inner: { from: Date; to: Date }) {
  const args = [q.from, q.to, q.tableId ?? null, q.game ?? null, q.dealerId ?? null, tz, utc(inner.from), utc(inner.to)];
  // The rollup's rows of the whole hours, with the rounds' column names ('' back to null) and the hour's local time.
  const buckets = (table: string, cols: string) => `
    SELECT "tableId", "game", NULLIF("dealerId", '') AS "dealerId", NULLIF("shiftId", '') AS "shiftId",
           ("hour" AT TIME ZONE 'UTC') AT TIME ZONE $6 AS "local", ${cols}
    FROM "${table}"
    WHERE "hour" >= $7::timestamp AND "hour" < $8::timestamp AND ${FILTERS.replace('"dealerId" = $5', `NULLIF("dealerId", '') = $5`)}`;
  // The rounds of the partial first and last hours.
  const edges = (status: string, cols: string) => `
    SELECT "id", "tableId", "game", "dealerId", "shiftId", ("openedAt" AT TIME ZONE 'UTC') AT TIME ZONE $6 AS "local",
           ${cols}
    FROM "Round"
    WHERE (("openedAt" >= $1 AND "openedAt" < $7::timestamp) OR ("openedAt" >= $8::timestamp AND "openedAt" < $2))
      AND "status" IN (${status}) AND ${FILTERS}`;
  const settled = `"status" = 'SETTLED'`;
  const [money, people] = await Promise.all([
    client.$queryRawUnsafe<Row[]>(
      `WITH u AS (
         SELECT ${key} AS k, "rounds", "voids", "bets", "handle", "payouts", "rake", "biggestWin" AS biggest,
                CASE WHEN "rounds" > 0 THEN date_trunc('hour', "local") END AS lh
         FROM (${buckets('ReportRollup', `"rounds", "voids", "bets", "handle", "payouts", "rake", "biggestWin"`)}) AS b
         UNION ALL
         SELECT ${key}, ("status" = 'SETTLED')::int, ("status" = 'VOIDED')::int,
                CASE WHEN ${settled} THEN "betCount" ELSE 0 END, CASE WHEN ${settled} THEN "handle" ELSE 0 END,
                CASE WHEN ${settled} THEN "payouts" ELSE 0 END, CASE WHEN ${settled} THEN "rake" ELSE 0 END,
                CASE WHEN ${settled} AND "betCount" > 0 THEN "biggestWin" END,
                CASE WHEN ${settled} THEN date_trunc('hour', "local") END
         FROM (${edges(`'SETTLED', 'VOIDED'`, `"status", "betCount", "handle", "payouts", "rake", "biggestWin"`)}) AS r
       )
       SELECT k, GROUPING(k) = 1 AS total, COALESCE(SUM("rounds"), 0)::int AS rounds,
              COALESCE(SUM("voids"), 0)::int AS voids, COALESCE(SUM("bets"), 0)::bigint AS bets,
              COALESCE(SUM("handle"), 0)::bigint AS handle, COALESCE(SUM("payouts"), 0)::bigint AS payouts,
              COALESCE(SUM("rake"), 0)::bigint AS rake, MAX(biggest)::int AS biggest,
              COUNT(DISTINCT lh)::int AS hours
       FROM u GROUP BY GROUPING SETS ((k), ())`,
      ...args,
    ),
    client.$queryRawUnsafe<People>(
      `WITH u AS (
         SELECT ${key} AS k, "chunk", "bits" FROM (${buckets('ReportRollupPlayers', `"chunk", "bits"`)}) AS b
         UNION ALL
         SELECT r.k, p."ord" / ${PLAYER_CHUNK_BITS}, B'1'::bit(${PLAYER_CHUNK_BITS}) >> (p."ord" % ${PLAYER_CHUNK_BITS})
         FROM (SELECT "id", ${key} AS k FROM (${edges(`'SETTLED'`, '1')}) AS e) AS r
         JOIN "Bet" AS b ON b."roundId" = r."id" AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
         JOIN "ReportPlayer" AS p ON p."userId" = b."userId"
       ),
       g AS (SELECT k, "chunk", bit_or("bits") AS bits FROM u GROUP BY k, "chunk")
       SELECT k, false AS total, SUM(bit_count(bits))::int AS players FROM g GROUP BY k
       UNION ALL
       SELECT NULL, true, COALESCE(SUM(bit_count(bits)), 0)::int FROM (SELECT bit_or(bits) AS bits FROM g GROUP BY "chunk") AS t`,
      ...args,
    ),
  ]);
  return { money, people };
}

/** Each group key's label (and, by table, its game and the game's theoretical edge for the table's rules). */
async function labelsFor(
  client: Tx | PrismaClient,
  groupBy: GroupBy,
  keys: string[],
): Promise<(key: string | null) => { label: string; game?: string; theoreticalEdgePct?: number | null }> {
  switch (groupBy) {
    case 'table': {
      const tables = await client.gameTable.findMany({
        where: { id: { in: keys } },
        select: { id: true, name: true, game: true, rules: true },
      });
      const byId = new Map(tables.map((t) => [t.id, t]));
      return (key) => {
        const t = key ? byId.get(key) : undefined;
        if (!t) return { label: key ?? '—', theoreticalEdgePct: null };
        return { label: t.name, game: t.game, theoreticalEdgePct: edgeOf(t.game, t.rules) };
      };
    }
    case 'game':
      return (key) => ({ label: (key && gameModule(key as Game)?.label) || (key ?? '—') });
    case 'dealer': {
      const users = await client.user.findMany({
        where: { id: { in: keys } },
        select: { id: true, username: true, displayName: true },
      });
      const byId = new Map(users.map((u) => [u.id, u.displayName || u.username]));
      return (key) => ({ label: key === null ? 'No dealer' : (byId.get(key) ?? key) });
    }
    case 'shift': {
      const shifts = await client.dealerShift.findMany({
        where: { id: { in: keys } },
        select: {
          id: true,
          startedAt: true,
          dealer: { select: { username: true, displayName: true } },
          table: { select: { name: true } },
        },
      });
      const byId = new Map(
        shifts.map((s) => [
          s.id,
          `${s.dealer.displayName || s.dealer.username} · ${s.table.name} · ${s.startedAt.toISOString().slice(0, 16).replace('T', ' ')}`,
        ]),
      );
      return (key) => ({ label: key === null ? 'No shift' : (byId.get(key) ?? key) });
    }
    default:
      return (key) => ({ label: key ?? '—' });
  }
}

/** The game's published house edge for a table's rules, or null (GameModule.theoreticalEdgePct). */
function edgeOf(game: Game, rawRules: unknown): number | null {
  const mod = gameModule(game);
  if (!mod?.theoreticalEdgePct) return null;
  const rules = mod.parseRules(rawRules);
  if (isRuleError(rules)) return null;
  return mod.theoreticalEdgePct(rules);
}
