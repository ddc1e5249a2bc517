import { z } from 'zod';
import { amountCents, route } from '@/lib/http/route';
import { depositToUser } from '@/lib/users/manage-users';

/** `POST /api/users/:id/deposits {amount}` (ADMIN, PIT_BOSS) → 201 `{balance}`. */
export const POST = route<{ amount: number }, { id: string }>(
  { roles: ['ADMIN', 'PIT_BOSS'], status: 201, body: z.object({ amount: amountCents }) },
  async (ctx) => depositToUser(ctx.command(), ctx.params.id, ctx.body.amount),
);

export const dynamic = 'force-dynamic';
