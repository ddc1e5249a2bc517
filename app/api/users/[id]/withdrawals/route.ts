import { z } from 'zod';
import { amountCents, route } from '@/lib/http/route';
import { withdrawFromUser } from '@/lib/users/cashier';

const body = z.object({ amount: amountCents, memo: z.string().trim().min(1).max(200).optional() });

/**
 * `POST /api/users/:id/withdrawals {amount, memo?}` (ADMIN, PIT_BOSS) → 201 `{balance}`: pays cents out of a
 * player's wallet (ledger WITHDRAWAL, audited). Errors: INSUFFICIENT_BALANCE 422, NOT_A_PLAYER 422, USER_NOT_FOUND 404.
 */
export const POST = route<z.infer<typeof body>, { id: string }>(
  { roles: ['ADMIN', 'PIT_BOSS'], status: 201, body },
  async (ctx) => withdrawFromUser(ctx.command(), ctx.params.id, ctx.body.amount, ctx.body.memo),
);

export const dynamic = 'force-dynamic';
