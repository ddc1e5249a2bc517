import type { Tx } from '@/lib/db';
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
  const t = await tx.gameTable.update({
    where: { id: e.tableId },
    data: { eventSeq: { increment: 1 } },
    select: { eventSeq: true },
  });
  const payload: TableEventPayload = {
    tableId: e.tableId,
    roundId: e.round?.id ?? null,
    seq: t.eventSeq,
    at: new Date().toISOString(),
    round: e.round,
    data: e.data ?? {},
  };
  await tx.tableEvent.create({
    data: {
      tableId: e.tableId,
      seq: t.eventSeq,
      type: e.type,
      roundId: payload.roundId,
      payload: JSON.parse(JSON.stringify(payload)),
    },
  });
  if (!hasHiddenCards(e.round)) {
    out.push({ room: tableRoom(e.tableId), event: e.type, payload });
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
