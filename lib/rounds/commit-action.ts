import crypto from 'node:crypto';
import { isUniqueViolation, type KeyClaim, type Outbox } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { fromRuleError } from '@/lib/errors';
import type { GameBet, GameModule, RoundAction } from '@/lib/games/module';
import { isRuleError, type Applied, type GameEvent } from '@/lib/games/types';
import { Prisma, type GameTable, type Round, type ShoeStatus } from '@/lib/generated/prisma/client';
import { roundLimits } from '@/lib/tables/round-limits';
import type { Runner } from '@/lib/db/autocommit';
import { appendRoundEvent } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { hasHiddenCards } from '@/lib/rounds/conceal-round';
import { publishTableEvent, queueOpenTableEvent, tableEventPayload } from '@/lib/rounds/publish';
import { computeSettlement, paidSoFar, payBets } from '@/lib/rounds/settle-round';
import type { PublicEventName, PublicRound } from '@/lib/realtime/events';

/**
 * Runs an action through the round's engine (pure). A refused action throws its AppError
 * (RuleError kinds input → 400, conflict → 409, rule → 422) and changes nothing.
 */
export function applyAction(mod: GameModule, round: Round, action: RoundAction): Applied<unknown> {
  const applied = mod.apply(round.state, action, round.rules);
  if (isRuleError(applied)) throw fromRuleError(applied);
  return applied;
}

/**
 * Writes what an accepted action did, inside the caller's transaction (the round row locked):
 * - the round's new state, status (DEALING, or COMPLETE once the engine has everything, §C-4; a
 *   BETTING round stays BETTING: the designated-player rotation's actions),
 *   result, and decision deadline (§C-7: `decisionSeconds` from now whenever a new decision is
 *   awaited, the module's `decisionTimer`: some decisions share one timer);
 * - the engine's events in the round log, by `actorId`; the first is the action itself, the
 *   others are what it caused and carry `caused: true` (replay folds only the actions);
 * - bets the engine settles early (`earlySettleBet`), paid in this
 *   same transaction with the §C-6 cap;
 * - one public event `eventType` with the public round and `data`.
 * @returns the updated round and its public view
 */
export async function commitAction(
  tx: Tx,
  out: Outbox,
  ctx: { round: Round; table: GameTable; mod: GameModule },
  applied: Applied<unknown>,
  actorId: string | null,
  publish: {
    type: PublicEventName;
    data?: Record<string, unknown>;
    patch?: { closesAt?: Date | null };
    /** The round's shoe row as the action leaves it, written by the same statement as the round. */
    shoe?: ShoeWrite;
  },
): Promise<{ round: Round; pub: PublicRound }> {
  const { round, table, mod } = ctx;
  const next = nextRound(ctx, applied, publish.patch);
  const updated = await updateRoundWithEvents(tx, round.id, next.data, next.events, actorId, publish.shoe);
  if (mod.earlySettleBet) await settleEarly(tx, out, { round: updated, table, mod }, applied.events, actorId);
  const pub = publicRound(updated);
  await publishTableEvent(tx, out, {
    tableId: round.tableId,
    type: publish.type,
    round: pub,
    data: { ...(applied.events[0]?.data ?? {}), ...(publish.data ?? {}) },
  });
  return { round: updated, pub };
}

/** The round columns an accepted action writes (updateRoundWithEvents' `data`). */
interface RoundWrite {
  state: unknown;
  status: Round['status'];
  completedAt: Date | null;
  result: unknown;
  decisionDeadline: Date | null;
  closesAt?: Date | null;
}

/**
 * What an accepted action writes (pure): the round's new state, status (DEALING, or COMPLETE once the engine has
 * everything, §C-4; a BETTING round stays BETTING), completedAt, result and decision deadline (§C-7), and the
 * engine's events for the log (the first is the action, the others carry `caused: true`).
 */
function nextRound(
  ctx: { round: Round; mod: GameModule },
  applied: Applied<unknown>,
  patch?: { closesAt?: Date | null },
): { data: RoundWrite; events: { type: string; data: Record<string, unknown> }[] } {
  const { round, mod } = ctx;
  const complete = mod.isComplete(applied.state, round.rules);
  const result = complete ? mod.result(applied.state, round.rules) : null;
  const before = mod.next(round.state, round.rules);
  const after = mod.next(applied.state, round.rules);
  let deadline: Date | null = null;
  const timer = !complete && mod.decisionTimer ? mod.decisionTimer(round.rules, after, before) : null;
  if (timer)
    deadline =
      timer.sameWindow && round.decisionDeadline ? round.decisionDeadline : new Date(Date.now() + timer.seconds * 1000);
  return {
    data: {
      state: applied.state,
      // The designated-player rotation runs while the round is BETTING; every other action is in play.
      status: complete ? 'COMPLETE' : round.status === 'BETTING' ? 'BETTING' : 'DEALING',
      completedAt: complete ? (round.completedAt ?? new Date()) : null,
      result,
      decisionDeadline: deadline,
      ...(patch ?? {}),
    },
    events: applied.events.map((e, i) => ({ type: e.type, data: i === 0 ? e.data : { ...e.data, caused: true } })),
  };
}

/** A shoe row's new counts, cards dealt and status (§C-2), for commitAction's statement. */
export interface ShoeWrite {
  id: string;
  counts: Record<string, number>;
  cardsDealt: number;
  status: ShoeStatus;
}

/** `$n::timestamp` of a Date (UTC: the columns are `timestamp(3)` written by Prisma in UTC), or NULL. */
const sqlTime = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * One statement: the round's new state, status, completedAt, result (null: SQL NULL, like `Prisma.DbNull`),
 * decisionDeadline and, when given, closesAt; and the events appended to its log with the next seqs (the
 * round's `eventSeq` counted up by as many), by `actorId`. The round row is already locked (lockRound).
 * @returns the updated round (its `eventSeq` counts the new events)
 * @throws Error when the round row is gone (it is locked by the caller: a programming error)
 */
async function updateRoundWithEvents(
  tx: Tx,
  roundId: string,
  data: RoundWrite,
  events: { type: string; data: Record<string, unknown> }[],
  actorId: string | null,
  shoe?: ShoeWrite,
): Promise<Round> {
  const params: unknown[] = [
    roundId,
    JSON.stringify(data.state),
    data.status,
    sqlTime(data.completedAt),
    data.result === null || data.result === undefined ? null : JSON.stringify(data.result),
    sqlTime(data.decisionDeadline),
    events.length,
    JSON.stringify(events.map((e, i) => ({ id: crypto.randomUUID(), i: i + 1, type: e.type, data: e.data }))),
    actorId,
  ];
  const shoeCte = shoe
    ? `, s AS (
       UPDATE "Shoe" SET "counts" = $${params.push(JSON.stringify(shoe.counts))}::jsonb,
         "cardsDealt" = $${params.push(shoe.cardsDealt)}::int, "status" = $${params.push(shoe.status)}::"ShoeStatus"
       WHERE "id" = $${params.push(shoe.id)}
     )`
    : '';
  const closesAt =
    data.closesAt === undefined ? '' : `, "closesAt" = $${params.push(sqlTime(data.closesAt))}::timestamp`;
  const rows = await tx.$queryRawUnsafe<Record<string, unknown>[]>(
    `WITH r AS (
       UPDATE "Round" SET "state" = $2::jsonb, "status" = $3::"RoundStatus", "completedAt" = $4::timestamp,
         "result" = $5::jsonb, "decisionDeadline" = $6::timestamp, "eventSeq" = "eventSeq" + $7::int${closesAt}
       WHERE "id" = $1 RETURNING ${ROUND_COLUMNS.map((c) => `"${c}"`).join(', ')}
     ), e AS (
       INSERT INTO "RoundEvent" ("id", "roundId", "seq", "type", "data", "actorId")
       SELECT x.id, r."id", r."eventSeq" - $7::int + x.i, x.type, x.data, $9
       FROM r, jsonb_to_recordset($8::jsonb) AS x(id text, i int, type text, data jsonb)
     )${shoeCte}
     SELECT * FROM r`,
    ...params,
  );
  if (!rows[0]) throw new Error(`round ${roundId} is gone`);
  const row = rows[0];
  return Object.fromEntries(ROUND_COLUMNS.map((c) => [c, row[c]])) as unknown as Round;
}

const ROUND_COLUMNS = Object.values(Prisma.RoundScalarFieldEnum);

/**
 * commitActionIfUnchanged's statement. Takes the round `FOR UPDATE` only while it is the row version `$2` the
 * checks read, then (with a shoe, `$15`) the shoe `FOR UPDATE` only while it is version `$16` (the order of
 * lockRound); gated on both: the round's new columns and eventSeq, its log events ($9, seqs after the round's),
 * the shoe's counts, the table's counter (the GameTable row lock, after the round's as in publishTableEvent) and
 * the TableEvent row with that seq set into the payload ($14), and the Idempotency-Key ($20, when given) with its
 * response. Nothing is written when a version changed: no row comes back.
 */
const COMMIT_IF_UNCHANGED_SQL = `WITH rl AS MATERIALIZED (
       SELECT "id" FROM "Round" WHERE "id" = $1 AND xmin::text = $2 FOR UPDATE
     ), sl AS MATERIALIZED (
       SELECT "id" FROM "Shoe" WHERE "id" = $15::text AND xmin::text = $16::text AND EXISTS (SELECT 1 FROM rl) FOR UPDATE
     ), ok AS MATERIALIZED (
       SELECT 1 FROM rl WHERE $15::text IS NULL OR EXISTS (SELECT 1 FROM sl)
     ), r AS (
       UPDATE "Round" SET "state" = $3::jsonb, "status" = $4::"RoundStatus", "completedAt" = $5::timestamp,
         "result" = $6::jsonb, "decisionDeadline" = $7::timestamp, "eventSeq" = "eventSeq" + $8::int
       WHERE "id" = $1 AND EXISTS (SELECT 1 FROM ok) RETURNING "id", "eventSeq"
     ), e AS (
       INSERT INTO "RoundEvent" ("id", "roundId", "seq", "type", "data", "actorId")
       SELECT x.id, r."id", r."eventSeq" - $8::int + x.i, x.type, x.data, $10::text
       FROM r, jsonb_to_recordset($9::jsonb) AS x(id text, i int, type text, data jsonb)
     ), s AS (
       UPDATE "Shoe" SET "counts" = $17::jsonb, "cardsDealt" = $18::int, "status" = $19::"ShoeStatus"
       WHERE "id" = $15::text AND EXISTS (SELECT 1 FROM r)
     ), t AS (
       UPDATE "GameTable" SET "eventSeq" = "eventSeq" + 1 WHERE "id" = $11 AND EXISTS (SELECT 1 FROM r)
       RETURNING "eventSeq"
     ), te AS (
       INSERT INTO "TableEvent" ("id", "tableId", "seq", "type", "roundId", "payload")
       SELECT $12, $11, t."eventSeq", $13, $1, jsonb_set($14::jsonb, '{seq}', to_jsonb(t."eventSeq")) FROM t
       RETURNING "seq"
     ), k AS (
       INSERT INTO "IdempotencyKey" ("id", "userId", "key", "method", "path", "requestHash", "statusCode", "response")
       SELECT $20::text, $21::text, $22::text, $23::text, $24::text, $25::text, $26::int, $27::jsonb
       WHERE $20::text IS NOT NULL AND EXISTS (SELECT 1 FROM r)
     )
     SELECT (SELECT "eventSeq" FROM r) AS "roundSeq", (SELECT "seq" FROM te) AS "seq"`;

/**
 * commitAction without a transaction (the fast path of a dealer's entry): the same writes, by ONE self-committing
 * statement that writes only while the round (and the shoe, `shoe.xmin`) are still the row versions the caller's
 * checks read (readRound), so the result is the one the locked path would have written on those rows. The round
 * as written is known before the statement (the other columns cannot have changed: same version), so its public
 * view goes into the table event of the same statement; `claim`, the command's Idempotency-Key, is stored with
 * that view as its response. The event is queued in `out` (deliver it after the statement returned).
 * @returns the updated round and its public view; null when the locked path must decide, nothing written: a
 *          game that settles bets early, an event with face-down cards, a row changed since it was read, or the
 *          statement refused as a whole (the key already claimed: a unique violation; a deadlock)
 */
export async function commitActionIfUnchanged(
  run: Runner,
  out: Outbox,
  ctx: { round: Round; table: GameTable; mod: GameModule; roundXmin: string },
  applied: Applied<unknown>,
  actorId: string | null,
  publish: {
    type: PublicEventName;
    data?: Record<string, unknown>;
    shoe?: ShoeWrite & { xmin: string };
    claim: KeyClaim | null;
  },
): Promise<{ round: Round; pub: PublicRound } | null> {
  const { round, mod } = ctx;
  if (mod.earlySettleBet) return null;
  const next = nextRound(ctx, applied);
  const d = next.data;
  // The row as the statement leaves it: the json columns as jsonb gives them back (key order), eventSeq counted on.
  const updated: Round = {
    ...round,
    state: asJsonb(d.state) as Round['state'],
    status: d.status,
    completedAt: d.completedAt,
    result: (d.result === null || d.result === undefined ? null : asJsonb(d.result)) as Round['result'],
    decisionDeadline: d.decisionDeadline,
    eventSeq: round.eventSeq + next.events.length,
  };
  const pub = publicRound(updated);
  if (hasHiddenCards(pub)) return null;
  const payload = tableEventPayload({
    tableId: round.tableId,
    round: pub,
    data: { ...(applied.events[0]?.data ?? {}), ...(publish.data ?? {}) },
  });
  const shoe = publish.shoe;
  const c = publish.claim;
  let rows: { roundSeq: number | null; seq: number | null }[];
  try {
    rows = await run(COMMIT_IF_UNCHANGED_SQL, [
      round.id,
      ctx.roundXmin,
      JSON.stringify(d.state),
      d.status,
      sqlTime(d.completedAt),
      d.result === null || d.result === undefined ? null : JSON.stringify(d.result),
      sqlTime(d.decisionDeadline),
      next.events.length,
      JSON.stringify(next.events.map((e, i) => ({ id: crypto.randomUUID(), i: i + 1, type: e.type, data: e.data }))),
      actorId,
      round.tableId,
      crypto.randomUUID(),
      publish.type,
      JSON.stringify(payload),
      shoe?.id ?? null,
      shoe?.xmin ?? null,
      shoe ? JSON.stringify(shoe.counts) : null,
      shoe?.cardsDealt ?? null,
      shoe?.status ?? null,
      c ? crypto.randomUUID() : null,
      c?.userId ?? null,
      c?.key ?? null,
      c?.method ?? null,
      c?.path ?? null,
      c?.requestHash ?? null,
      c?.status ?? null,
      c ? JSON.stringify(pub) : null,
    ]);
  } catch (e) {
    if (refusedWhole(e)) return null;
    throw e;
  }
  const row = rows[0];
  if (!row || row.seq === null || row.roundSeq === null) return null;
  payload.seq = Number(row.seq);
  queueOpenTableEvent(out, publish.type, payload);
  return { round: updated, pub };
}

/** A statement error that rolled the whole statement back (nothing written): a unique violation or a deadlock. */
function refusedWhole(e: unknown): boolean {
  const x = e as { code?: string; message?: string; cause?: { code?: string } };
  return (
    isUniqueViolation(e) ||
    x?.code === '40P01' ||
    x?.cause?.code === '40P01' ||
    /deadlock detected/.test(String(x?.message ?? ''))
  );
}

/**
 * A JSON value as a `jsonb` column gives it back: what JSON keeps (no `undefined` members), each object's keys in
 * jsonb's order (shorter keys first, then by their UTF-8 bytes), so a round known before its write serializes
 * exactly as the round read back after it.
 */
export function asJsonb(v: unknown): unknown {
  return v === undefined ? undefined : reorder(JSON.parse(JSON.stringify(v)) as unknown);
}

function reorder(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reorder);
  if (v === null || typeof v !== 'object') return v;
  const entries = Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, Buffer.from(k), x] as const);
  entries.sort(([, a], [, b]) => a.length - b.length || Buffer.compare(a, b));
  return Object.fromEntries(entries.map(([k, , x]) => [k, reorder(x)]));
}

async function settleEarly(
  tx: Tx,
  out: Outbox,
  ctx: { round: Round; table: GameTable; mod: GameModule },
  events: GameEvent[],
  actorId: string | null,
): Promise<void> {
  const { round, table, mod } = ctx;
  if (!events.length) return;
  const early = (b: GameBet) => mod.earlySettleBet!(b, round.state, round.rules, events);
  const open = await tx.bet.findMany({
    where: { roundId: round.id, status: 'OPEN' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const due = open.filter(
    (b) => early({ type: b.type, spec: b.spec as Record<string, unknown>, amount: b.amount }) !== null,
  );
  if (!due.length) return;
  const settled = computeSettlement(mod, round, due, roundLimits(mod.defaultLimits, round, table), {
    alreadyPaid: await paidSoFar(tx, round.id),
    settle: early,
  });
  await payBets(tx, out, round, settled, actorId);
  await appendRoundEvent(
    tx,
    round.id,
    'PAID_EARLY',
    { bets: settled.map((s) => ({ id: s.id, type: s.type, status: s.status, payout: s.payout })), caused: true },
    actorId,
  );
}
