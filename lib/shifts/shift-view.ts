import type { Outbox } from '@/lib/command';
import { lockRow } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { ShiftEnd } from '@/lib/generated/prisma/enums';
import { recordAudit } from '@/lib/audit/record-audit';
import { publishTableEvent } from '@/lib/rounds/publish';

/** A dealer's shift at a table (issue #17 §1) as the API answers it; `rounds`: rounds opened in it. */
export interface ShiftView {
  id: string;
  tableId: string;
  tableName: string;
  dealerId: string;
  dealerName: string;
  startedAt: string;
  endedAt: string | null;
  endReason: ShiftEnd | null;
  rounds: number;
}

/** The name the back office shows for a user: their display name, else their username. */
export function staffName(u: { username: string; displayName?: string | null }): string {
  return u.displayName?.trim() || u.username;
}

export const SHIFT_INCLUDE = {
  table: { select: { name: true } },
  dealer: { select: { username: true, displayName: true } },
  _count: { select: { rounds: true } },
} as const;

export function shiftView(s: {
  id: string;
  tableId: string;
  dealerId: string;
  startedAt: Date;
  endedAt: Date | null;
  endReason: ShiftEnd | null;
  table: { name: string };
  dealer: { username: string; displayName: string | null };
  _count: { rounds: number };
}): ShiftView {
  return {
    id: s.id,
    tableId: s.tableId,
    tableName: s.table.name,
    dealerId: s.dealerId,
    dealerName: staffName(s.dealer),
    startedAt: s.startedAt.toISOString(),
    endedAt: s.endedAt?.toISOString() ?? null,
    endReason: s.endReason,
    rounds: s._count.rounds,
  };
}

/** Locks the table row (every shift change of a table runs under it) and reads the table. Errors: TABLE_NOT_FOUND 404. */
export async function lockTable(tx: Tx, tableId: string) {
  if (!(await lockRow(tx, 'GameTable', tableId))) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  return tx.gameTable.findUniqueOrThrow({ where: { id: tableId } });
}

/** The table's open shift (at most one, index DealerShift_open_table_key), or null. Call under the table's lock. */
export function openShiftOf(tx: Tx, tableId: string) {
  return tx.dealerShift.findFirst({ where: { tableId, endedAt: null }, include: SHIFT_INCLUDE });
}

/** Ends a shift now with `reason` (under the table's lock) and records who ended it. */
export async function endShift(tx: Tx, shiftId: string, reason: ShiftEnd, endedById: string | null) {
  const s = await tx.dealerShift.update({
    where: { id: shiftId },
    data: { endedAt: new Date(), endReason: reason, endedById },
    include: SHIFT_INCLUDE,
  });
  await recordAudit(tx, {
    actorId: endedById,
    action: 'SHIFT_ENDED',
    targetType: 'DealerShift',
    targetId: s.id,
    data: { tableId: s.tableId, dealerId: s.dealerId, reason },
  });
  return s;
}

/**
 * Publishes `table:dealer` (the dealer on shift changed) so consoles, the pit and players' views reload the table.
 * `data`: `{dealerId, dealerName, shift: {id, startedAt} | null}`; the name is the display name only (as players read it).
 */
export async function publishDealerChange(
  tx: Tx,
  out: Outbox,
  tableId: string,
  shift: { id: string; dealerId: string; startedAt: Date; dealer: { displayName: string | null } } | null,
): Promise<void> {
  await publishTableEvent(tx, out, {
    tableId,
    type: 'table:dealer',
    round: null,
    data: {
      dealerId: shift?.dealerId ?? null,
      dealerName: shift?.dealer.displayName?.trim() || null,
      shift: shift ? { id: shift.id, startedAt: shift.startedAt.toISOString() } : null,
    },
  });
}
