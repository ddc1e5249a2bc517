import type { Command, Outbox } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';
import { changeTableStaff } from '@/lib/realtime/hub';
import {
  SHIFT_INCLUDE,
  endShift,
  lockTable,
  openShiftOf,
  publishDealerChange,
  shiftView,
  type ShiftView,
} from './shift-view';

/**
 * Starts `dealerId`'s shift at a table inside the caller's transaction (issue #17 §1): the dealer must be on the
 * table's list (TableDealer); another dealer's open shift there ends REPLACED (by `actorId`); the table's
 * `dealerId` becomes the dealer on shift. A dealer already on shift there keeps their shift (no second effect).
 * Returns the shift and the dealer who was on shift before (for the staff room after commit).
 * Errors: TABLE_NOT_FOUND 404, NOT_ALLOWED_AT_TABLE 403.
 */
export async function startShift(
  tx: Tx,
  out: Outbox,
  tableId: string,
  dealerId: string,
  actorId: string | null,
): Promise<{ shift: ShiftView; previousDealerId: string | null }> {
  const table = await lockTable(tx, tableId);
  const allowed = await tx.tableDealer.findUnique({ where: { tableId_userId: { tableId, userId: dealerId } } });
  if (!allowed) throw new AppError('NOT_ALLOWED_AT_TABLE', `This dealer may not sign in at ${table.name}.`);
  const open = await openShiftOf(tx, tableId);
  if (open && open.dealerId === dealerId) {
    if (table.dealerId !== dealerId) await tx.gameTable.update({ where: { id: tableId }, data: { dealerId } });
    return { shift: shiftView(open), previousDealerId: table.dealerId };
  }
  if (open) await endShift(tx, open.id, 'REPLACED', actorId);
  const shift = await tx.dealerShift.create({ data: { tableId, dealerId }, include: SHIFT_INCLUDE });
  await tx.gameTable.update({ where: { id: tableId }, data: { dealerId } });
  await recordAudit(tx, {
    actorId,
    action: 'SHIFT_STARTED',
    targetType: 'DealerShift',
    targetId: shift.id,
    data: { tableId, dealerId, replaced: open?.id ?? null },
  });
  await publishDealerChange(tx, out, tableId, shift);
  return { shift: shiftView(shift), previousDealerId: table.dealerId };
}

/**
 * `POST /api/tables/:id/shift`: the signed-in DEALER signs in to deal at the table (issue #17 §1). One
 * transaction under the table's row lock; after commit the replaced dealer's sockets leave the table's staff
 * room and the new dealer's join it.
 * Errors: UNAUTHENTICATED 401, FORBIDDEN 403 (not a dealer), TABLE_NOT_FOUND 404, NOT_ALLOWED_AT_TABLE 403.
 */
export async function signInDealer(cmd: Command, tableId: string): Promise<ShiftView> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'DEALER') throw new AppError('FORBIDDEN', 'Only a dealer signs in to deal.');
  let previous: string | null = null;
  const shift = await transact(cmd, async (tx, out) => {
    const r = await startShift(tx, out, tableId, actor.id, actor.id);
    previous = r.previousDealerId;
    return r.shift;
  });
  await changeTableStaff(tableId, previous, actor.id);
  return shift;
}
