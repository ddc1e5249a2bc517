import type { Tx } from '@/lib/db';
import type { Outbox } from '@/lib/command';
import { tableRoom, type PublicEventName, type PublicRound, type TableEventPayload } from '@/lib/realtime/events';

/**
 * Records a public table event with the table's next `seq` (kept in TableEvent for catch-up with
 * `sinceSeq`) and queues it for delivery after commit. Incrementing the table's counter locks the
 * table row, so seqs are gap-free and in commit order.
 */
export async function publishTableEvent(
  tx: Tx,
  out: Outbox,
  e: { tableId: string; type: PublicEventName; round: PublicRound | null; data?: Record<string, unknown> },
): Promise<TableEventPayload> {
  const t = await tx.gameTable.update({ where: { id: e.tableId }, data: { eventSeq: { increment: 1 } }, select: { eventSeq: true } });
  const payload: TableEventPayload = {
    tableId: e.tableId,
    roundId: e.round?.id ?? null,
    seq: t.eventSeq,
    at: new Date().toISOString(),
    round: e.round,
    data: e.data ?? {},
  };
  await tx.tableEvent.create({
    data: { tableId: e.tableId, seq: t.eventSeq, type: e.type, roundId: payload.roundId, payload: JSON.parse(JSON.stringify(payload)) },
  });
  out.push({ room: tableRoom(e.tableId), event: e.type, payload });
  return payload;
}
