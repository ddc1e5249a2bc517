import { z } from 'zod';
import { amountCents, route } from '@/lib/http/route';
import { placeBet } from '@/lib/bets/place-bet';

const body = z.looseObject({
  type: z.string().min(1).max(30),
  amount: amountCents,
  numbers: z.array(z.number().int()).max(36).nullish(),
});

/** `POST /api/rounds/:id/bets` (PLAYER) `{type, amount, ...}` → 201 `{id, type, amount, status}`. */
export const POST = route<z.infer<typeof body>, { id: string }>(
  { roles: ['PLAYER'], status: 201, body },
  async (ctx) => {
    const { amount, ...rest } = ctx.body;
    return placeBet(ctx.command(), ctx.params.id, rest, amount);
  },
);

export const dynamic = 'force-dynamic';
