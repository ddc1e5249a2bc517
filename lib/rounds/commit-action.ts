import crypto from 'node:crypto';
import type { Outbox } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { fromRuleError } from '@/lib/errors';
import type { GameBet, GameModule, RoundAction } from '@/lib/games/module';
import { isRuleError, type Applied, type GameEvent } from '@/lib/games/types';
import { Prisma, type GameTable, type Round, type ShoeStatus } from '@/lib/generated/prisma/client';
import { roundLimits } from '@/lib/tables/round-limits';
import { appendRoundEvent } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
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
  const complete = mod.isComplete(applied.state, round.rules);
  const result = complete ? mod.result(applied.state, round.rules) : null;
  const before = mod.next(round.state, round.rules);
  const after = mod.next(applied.state, round.rules);
  let deadline: Date | null = null;
  const timer = !complete && mod.decisionTimer ? mod.decisionTimer(round.rules, after, before) : null;
  if (timer)
    deadline =
      timer.sameWindow && round.decisionDeadline ? round.decisionDeadline : new Date(Date.now() + timer.seconds * 1000);
  const updated = await updateRoundWithEvents(
    tx,
    round.id,
    {
      state: applied.state,
      // The designated-player rotation runs while the round is BETTING; every other action is in play.
      status: complete ? 'COMPLETE' : round.status === 'BETTING' ? 'BETTING' : 'DEALING',
      completedAt: complete ? (round.completedAt ?? new Date()) : null,
      result,
      decisionDeadline: deadline,
      ...(publish.patch ?? {}),
    },
    applied.events.map((e, i) => ({ type: e.type, data: i === 0 ? e.data : { ...e.data, caused: true } })),
    actorId,
    publish.shoe,
  );
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
  data: {
    state: unknown;
    status: Round['status'];
    completedAt: Date | null;
    result: unknown;
    decisionDeadline: Date | null;
    closesAt?: Date | null;
  },
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
