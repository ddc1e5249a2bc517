import { route } from '@/lib/http/route';
import { removeTableDealer } from '@/lib/shifts/remove-table-dealer';

/** `DELETE /api/tables/:id/dealers/:userId` (ADMIN, PIT_BOSS) → the list; the dealer's open shift here ends (PIT). */
export const DELETE = route<undefined, { id: string; userId: string }>({ roles: ['ADMIN', 'PIT_BOSS'] }, async (ctx) =>
  removeTableDealer(ctx.command(), ctx.params.id, ctx.params.userId),
);

export const dynamic = 'force-dynamic';
