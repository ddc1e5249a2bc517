import { db } from '@/lib/db';
import { roundForViewer, type Viewer } from '@/lib/rounds/conceal-round';
import { isTableStaff } from '@/lib/tables/access';
import type { TableView } from '@/lib/tables/manage-tables';

/**
 * A table as `viewer` may read it (`GET /api/tables`, `GET /api/tables/:id`): only the table's staff
 * (`isTableStaff`: admins, pit bosses, its own dealer) get the dealer's account id and username; everyone
 * else the public name only (`dealerName`) — a known sign-in name is what a password guesser needs — and
 * whether a dealer is assigned (`hasDealer`, as the lobby says); face-down hands stay with the staff and their
 * own player (`roundForViewer`).
 */
export async function tableForViewer(table: TableView, viewer: Viewer): Promise<TableView & { hasDealer: boolean }> {
  const staff = isTableStaff(viewer, table);
  const hasDealer = table.dealerId !== null;
  const t = staff ? { ...table, hasDealer } : { ...table, dealerId: null, dealerUsername: null, hasDealer };
  return t.round ? { ...t, round: await roundForViewer(db(), viewer, t.round) } : t;
}
