import { z } from 'zod';
import { route } from '@/lib/http/route';
import { enterAction } from '@/lib/rounds/enter-action';

/** `POST /api/rounds/:id/no-spin {reason}` (roulette, RULES.md §RL-5): recorded; the round awaits a re-spin. */
export const POST = route<{ reason: string }, { id: string }>(
  { roles: ['DEALER', 'PIT_BOSS', 'ADMIN'], body: z.object({ reason: z.string().trim().min(1).max(500) }) },
  async (ctx) => enterAction(ctx.command(), ctx.params.id, { type: 'NO_SPIN', reason: ctx.body.reason }),
);

export const dynamic = 'force-dynamic';
