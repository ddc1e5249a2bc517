import type { Principal } from '@/lib/auth/principal';
import { AppError } from '@/lib/errors';

/**
 * Dealer-side access (contract): the table's assigned DEALER, a PIT_BOSS or an ADMIN, nobody else.
 * Errors: UNAUTHENTICATED (401), FORBIDDEN (403) for other roles, NOT_YOUR_TABLE (403) for another table's dealer.
 */
export function assertDealerAccess(p: Principal | null, table: { id: string; name: string; dealerId: string | null }): Principal {
  if (!p) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (p.role === 'ADMIN' || p.role === 'PIT_BOSS') return p;
  if (p.role === 'DEALER') {
    if (table.dealerId === p.id) return p;
    throw new AppError('NOT_YOUR_TABLE', `You are not the dealer assigned to ${table.name}.`);
  }
  throw new AppError('FORBIDDEN', 'Only the table\'s dealer, a pit boss or an admin can do this.');
}
