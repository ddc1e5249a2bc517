import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';
import { changeTableStaff } from '@/lib/realtime/hub';
import { listTableDealers, type TableDealerView } from './list-table-dealers';
import { endShift, lockTable, openShiftOf, publishDealerChange } from './shift-view';

/**
 * `DELETE /api/tables/:id/dealers/:userId` (ADMIN, PIT_BOSS): the dealer may no longer sign in at the table
 * (issue #17 §1); their open shift there ends (PIT) and they leave the staff room. Answers the table's list.
 * Errors: FORBIDDEN 403, TABLE_NOT_FOUND 404, NOT_FOUND 404 (not on the list).
 */
export async function removeTableDealer(cmd: Command, tableId: string, userId: string): Promise<TableDealerView[]> {
  const actor = cmd.actor;
  if (!actor || (actor.role !== 'ADMIN' && actor.role !== 'PIT_BOSS'))
    throw new AppError('FORBIDDEN', 'Only an admin or a pit boss says who may deal at a table.');
  let signedOut = false;
  const list = await transact(cmd, async (tx, out) => {
    const table = await lockTable(tx, tableId);
    const there = await tx.tableDealer.findUnique({ where: { tableId_userId: { tableId, userId } } });
    if (!there) throw new AppError('NOT_FOUND', `That dealer is not on ${table.name}'s list.`);
    await tx.tableDealer.delete({ where: { tableId_userId: { tableId, userId } } });
    const open = await openShiftOf(tx, tableId);
    if (open && open.dealerId === userId) {
      await endShift(tx, open.id, 'PIT', actor.id);
      await tx.gameTable.update({ where: { id: tableId }, data: { dealerId: null } });
      await publishDealerChange(tx, out, tableId, null);
      signedOut = true;
    } else if (table.dealerId === userId) {
      await tx.gameTable.update({ where: { id: tableId }, data: { dealerId: null } });
      signedOut = true;
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'TABLE_DEALER_REMOVED',
      targetType: 'GameTable',
      targetId: tableId,
      data: { userId },
    });
    return listTableDealers(tableId, tx);
  });
  if (signedOut) await changeTableStaff(tableId, userId, null);
  return list;
}
