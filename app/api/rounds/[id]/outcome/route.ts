import { z } from 'zod';
import { route } from '@/lib/http/route';
import { enterAction } from '@/lib/rounds/enter-action';

/** `POST /api/rounds/:id/outcome {number}` (roulette, RULES.md §RL-5) → 200 round state. */
export const POST = route<{ number: number }, { id: string }>(
  { roles: ['DEALER', 'PIT_BOSS', 'ADMIN'], body: z.object({ number: z.number().int().min(0).max(36) }) },
  async (ctx) => enterAction(ctx.command(), ctx.params.id, { type: 'OUTCOME', number: ctx.body.number }),
);

export const dynamic = 'force-dynamic';
