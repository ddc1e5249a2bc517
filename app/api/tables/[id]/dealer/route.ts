import { z } from 'zod';
import { route } from '@/lib/http/route';
import { assignDealer } from '@/lib/tables/manage-tables';

/** `PUT /api/tables/:id/dealer {userId}` (ADMIN, PIT_BOSS) → the table. */
export const PUT = route<{ userId: string }, { id: string }>(
  { roles: ['ADMIN', 'PIT_BOSS'], body: z.object({ userId: z.string().min(1).max(100) }) },
  async (ctx) => assignDealer(ctx.command(), ctx.params.id, ctx.body.userId),
);

export const dynamic = 'force-dynamic';
