import { db, type Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';

export interface TableDealerView {
  userId: string;
  username: string;
  displayName: string | null;
  addedAt: string;
}

/** `GET /api/tables/:id/dealers` (staff): the dealers who may sign in at the table (issue #17 §1), by username. Errors: TABLE_NOT_FOUND 404. */
export async function listTableDealers(tableId: string, client: Tx = db()): Promise<TableDealerView[]> {
  const table = await client.gameTable.findUnique({ where: { id: tableId }, select: { id: true } });
  if (!table) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  const rows = await client.tableDealer.findMany({
    where: { tableId },
    include: { user: { select: { username: true, displayName: true } } },
    orderBy: { user: { username: 'asc' } },
  });
  return rows.map((r) => ({
    userId: r.userId,
    username: r.user.username,
    displayName: r.user.displayName,
    addedAt: r.addedAt.toISOString(),
  }));
}

/** `GET /api/shifts/allowed` (DEALER): the ids of the tables the signed-in dealer may sign in at. */
export async function listAllowedTables(dealerId: string): Promise<{ tableId: string; addedAt: string }[]> {
  const rows = await db().tableDealer.findMany({ where: { userId: dealerId }, orderBy: { addedAt: 'asc' } });
  return rows.map((r) => ({ tableId: r.tableId, addedAt: r.addedAt.toISOString() }));
}
