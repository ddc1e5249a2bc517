import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { changeTableStaff } from '@/lib/realtime/hub';
import { endShift, lockTable, openShiftOf, publishDealerChange, shiftView, type ShiftView } from './shift-view';

/**
 * `DELETE /api/tables/:id/shift`: ends the table's open shift (issue #17 §1) — the dealer on shift signs out
 * (SIGNED_OUT), a PIT_BOSS or ADMIN ends it (PIT). The table then has no dealer on shift (`dealerId` null) and the
 * dealer's sockets leave its staff room after commit. A round in progress keeps the dealer it opened with.
 * Errors: UNAUTHENTICATED 401, FORBIDDEN 403, TABLE_NOT_FOUND 404, NO_OPEN_SHIFT 409, NOT_YOUR_TABLE 403
 * (a dealer ending another dealer's shift).
 */
export async function signOutDealer(cmd: Command, tableId: string): Promise<ShiftView> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  const pit = actor.role === 'ADMIN' || actor.role === 'PIT_BOSS';
  if (!pit && actor.role !== 'DEALER') throw new AppError('FORBIDDEN', 'Only a dealer or the pit ends a shift.');
  let ended: string | null = null;
  const shift = await transact(cmd, async (tx, out) => {
    const table = await lockTable(tx, tableId);
    const open = await openShiftOf(tx, tableId);
    if (!open) throw new AppError('NO_OPEN_SHIFT', `Nobody is on shift at ${table.name}.`);
    if (!pit && open.dealerId !== actor.id)
      throw new AppError('NOT_YOUR_TABLE', `You are not the dealer on shift at ${table.name}.`);
    const s = await endShift(tx, open.id, pit ? 'PIT' : 'SIGNED_OUT', actor.id);
    await tx.gameTable.update({ where: { id: tableId }, data: { dealerId: null } });
    await publishDealerChange(tx, out, tableId, null);
    ended = table.dealerId;
    return shiftView(s);
  });
  await changeTableStaff(tableId, ended, null);
  return shift;
}
