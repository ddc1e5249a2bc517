import { z } from 'zod';
import { route } from '@/lib/http/route';
import { addTableDealer } from '@/lib/shifts/add-table-dealer';
import { listTableDealers } from '@/lib/shifts/list-table-dealers';

/** `GET /api/tables/:id/dealers` (staff) → `[{userId, username, displayName, addedAt}]`: who may sign in here. */
export const GET = route<undefined, { id: string }>({ roles: ['ADMIN', 'PIT_BOSS', 'DEALER'] }, async (ctx) =>
  listTableDealers(ctx.params.id),
);

/** `POST /api/tables/:id/dealers {userId}` (ADMIN, PIT_BOSS) → the list: the dealer may sign in here (not signed in). */
export const POST = route<{ userId: string }, { id: string }>(
  { roles: ['ADMIN', 'PIT_BOSS'], body: z.object({ userId: z.string().min(1).max(100) }) },
  async (ctx) => addTableDealer(ctx.command(), ctx.params.id, ctx.body.userId),
);

export const dynamic = 'force-dynamic';
