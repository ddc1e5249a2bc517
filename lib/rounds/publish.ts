import crypto from 'node:crypto';
import type { Tx } from '@/lib/db';
import { txSql } from '@/lib/db/tx-sql';
import type { Outbox } from '@/lib/command';
import {
  staffRoom,
  tableRoom,
  userRoom,
  type PublicEventName,
  type PublicRound,
  type TableEventPayload,
} from '@/lib/realtime/events';
import { concealTableEvent, handOwners, hasHiddenCards } from '@/lib/rounds/conceal-round';

/**
 * Records a public table event with the table's next `seq` (kept in TableEvent for catch-up with
 * `sinceSeq`) and queues it for delivery after commit. Incrementing the table's counter locks the
 * table row, so seqs are gap-free and in commit order.
 *
 * Hidden cards are never sent before they are public: while the round has face-down hands (high card
 * flush, RULES.md §HCF-1), the staff room gets the event whole, each hand's player gets it with their
 * own hand (their user room), and the table room gets it with every hand concealed; all three carry the
 * same `seq`. The log keeps the whole event; catch-up conceals it again per viewer.
 */
export async function publishTableEvent(
  tx: Tx,
  out: Outbox,
  e: { tableId: string; type: PublicEventName; round: PublicRound | null; data?: Record<string, unknown> },
): Promise<TableEventPayload> {
  const payload = tableEventPayload(e);
  // One statement: the table's counter (its row lock orders the seqs) and the event row with that seq.
  const rows = await txSql(tx)<{ seq: number }>(
    `WITH t AS (UPDATE "GameTable" SET "eventSeq" = "eventSeq" + 1 WHERE "id" = $1 RETURNING "eventSeq")
     INSERT INTO "TableEvent" ("id", "tableId", "seq", "type", "roundId", "payload")
     SELECT $2, $1, t."eventSeq", $3, $4, jsonb_set($5::jsonb, '{seq}', to_jsonb(t."eventSeq")) FROM t
     RETURNING "seq"`,
    [e.tableId, crypto.randomUUID(), e.type, payload.roundId, JSON.stringify(payload)],
  );
  if (!rows[0]) throw new Error(`table ${e.tableId} is gone`);
  payload.seq = rows[0].seq;
  if (!hasHiddenCards(e.round)) {
    queueOpenTableEvent(out, e.type, payload);
    return payload;
  }
  const owners = await handOwners(tx, e.round!);
  out.push({ room: staffRoom(e.tableId), event: e.type, payload });
  for (const [userId, seats] of owners)
    out.push({ room: userRoom(userId), event: e.type, payload: concealTableEvent(e.type, payload, seats) });
  out.push({
    room: tableRoom(e.tableId),
    except: [staffRoom(e.tableId), ...[...owners.keys()].map(userRoom)],
    event: e.type,
    payload: concealTableEvent(e.type, payload, new Set()),
  });
  return payload;
}

/** A table event's payload as publishTableEvent records it, `seq` 0 until the table's counter gives it one. */
export function tableEventPayload(e: {
  tableId: string;
  round: PublicRound | null;
  data?: Record<string, unknown>;
}): TableEventPayload {
  return {
    tableId: e.tableId,
    roundId: e.round?.id ?? null,
    seq: 0,
    at: new Date().toISOString(),
    round: e.round,
    data: e.data ?? {},
  };
}

/**
 * Queues a recorded table event without hidden cards (`hasHiddenCards` false): one message to the table room.
 * Events with face-down cards go through publishTableEvent (one version per viewer).
 */
export function queueOpenTableEvent(out: Outbox, type: PublicEventName, payload: TableEventPayload): void {
  out.push({ room: tableRoom(payload.tableId), event: type, payload });
}
