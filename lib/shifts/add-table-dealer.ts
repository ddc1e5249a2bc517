import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';
import { listTableDealers, type TableDealerView } from './list-table-dealers';
import { lockTable } from './shift-view';

/** Puts `userId` (a DEALER) on the table's sign-in list inside the caller's transaction, under the table's lock (no-op when there). Errors: TABLE_NOT_FOUND 404, USER_NOT_FOUND 404, NOT_A_DEALER 422. */
export async function allowDealer(tx: Tx, tableId: string, userId: string, actorId: string | null): Promise<void> {
  await lockTable(tx, tableId);
  const user = await tx.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
  if (user.role !== 'DEALER') throw new AppError('NOT_A_DEALER', `${user.username} is a ${user.role}, not a DEALER.`);
  const there = await tx.tableDealer.findUnique({ where: { tableId_userId: { tableId, userId } } });
  if (there) return;
  await tx.tableDealer.create({ data: { tableId, userId, addedById: actorId } });
  await recordAudit(tx, {
    actorId,
    action: 'TABLE_DEALER_ADDED',
    targetType: 'GameTable',
    targetId: tableId,
    data: { userId },
  });
}

/**
 * `POST /api/tables/:id/dealers {userId}` (ADMIN, PIT_BOSS): the dealer may sign in at the table (issue #17 §1);
 * nobody is signed in. Answers the table's list.
 * Errors: FORBIDDEN 403, TABLE_NOT_FOUND 404, USER_NOT_FOUND 404, NOT_A_DEALER 422.
 */
export async function addTableDealer(cmd: Command, tableId: string, userId: string): Promise<TableDealerView[]> {
  const actor = cmd.actor;
  if (!actor || (actor.role !== 'ADMIN' && actor.role !== 'PIT_BOSS'))
    throw new AppError('FORBIDDEN', 'Only an admin or a pit boss says who may deal at a table.');
  return transact(cmd, async (tx) => {
    await allowDealer(tx, tableId, userId, actor.id);
    return listTableDealers(tableId, tx);
  });
}
