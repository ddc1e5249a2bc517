import { z } from 'zod';
import { amountCents, route } from '@/lib/http/route';
import { depositToUser } from '@/lib/users/cashier';

const body = z.object({ amount: amountCents, memo: z.string().trim().min(1).max(200).optional() });

/** `POST /api/users/:id/deposits {amount, memo?}` (ADMIN, PIT_BOSS) → 201 `{balance}`; `memo` the ledger line's note. */
export const POST = route<z.infer<typeof body>, { id: string }>(
  { roles: ['ADMIN', 'PIT_BOSS'], status: 201, body },
  async (ctx) => depositToUser(ctx.command(), ctx.params.id, ctx.body.amount, ctx.body.memo),
);

export const dynamic = 'force-dynamic';
