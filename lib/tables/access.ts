import type { Principal } from '@/lib/auth/principal';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';

/** Who asks: a signed-in user (`id`, `role`) or an anonymous viewer (null). */
type Who = { id: string; role: string } | null;

/**
 * Whether `viewer` is staff of `table`: an ADMIN or a PIT_BOSS (every table), or the DEALER assigned to
 * this table (`table.dealerId`). The one rule behind dealer-side access (contract: "the table's assigned
 * DEALER, a PIT_BOSS or an ADMIN, and nobody else"), the table's staff room (socket) and every staff read
 * of what is hidden from players (face-down cards, other players' bets); a dealer of another table is
 * not staff here and reads what any other viewer reads.
 */
export function isTableStaff(viewer: Who, table: { dealerId: string | null }): boolean {
  if (!viewer) return false;
  if (viewer.role === 'ADMIN' || viewer.role === 'PIT_BOSS') return true;
  return viewer.role === 'DEALER' && table.dealerId !== null && table.dealerId === viewer.id;
}

/** `isTableStaff` for a table named by id: its dealer is looked up only when the viewer is a DEALER. */
export async function isStaffOfTable(client: Tx, viewer: Who, tableId: string): Promise<boolean> {
  if (viewer?.role !== 'DEALER') return isTableStaff(viewer, { dealerId: null });
  const table = await client.gameTable.findUnique({ where: { id: tableId }, select: { dealerId: true } });
  return !!table && isTableStaff(viewer, table);
}

/**
 * Dealer-side access (contract): the table's assigned DEALER, a PIT_BOSS or an ADMIN, nobody else (`isTableStaff`).
 * Errors: UNAUTHENTICATED (401), FORBIDDEN (403) for other roles, NOT_YOUR_TABLE (403) for another table's dealer.
 */
export function assertDealerAccess(
  p: Principal | null,
  table: { id: string; name: string; dealerId: string | null },
): Principal {
  if (!p) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (isTableStaff(p, table)) return p;
  if (p.role === 'DEALER') throw new AppError('NOT_YOUR_TABLE', `You are not the dealer assigned to ${table.name}.`);
  throw new AppError('FORBIDDEN', "Only the table's dealer, a pit boss or an admin can do this.");
}
