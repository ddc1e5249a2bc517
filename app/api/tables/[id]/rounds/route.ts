import { z } from 'zod';
import { route } from '@/lib/http/route';
import { openRound } from '@/lib/rounds/open-round';

/** `POST /api/tables/:id/rounds {bettingSeconds?}` (table's dealer, PIT_BOSS, ADMIN) → 201 round in BETTING. */
export const POST = route<{ bettingSeconds?: number | null }, { id: string }>(
  {
    roles: ['DEALER', 'PIT_BOSS', 'ADMIN'],
    status: 201,
    body: z.object({ bettingSeconds: z.number().int().min(1).max(600).nullish() }),
  },
  async (ctx) => openRound(ctx.command(), ctx.params.id, ctx.body),
);

export const dynamic = 'force-dynamic';
