import { z } from 'zod';
import { route } from '@/lib/http/route';
import { enterAction } from '@/lib/rounds/enter-action';

/** `POST /api/rounds/:id/cards {card}` → 200 round state with `next` (RULES.md §C-1, §C-2, §BAC-6). */
export const POST = route<{ card: string }, { id: string }>(
  { roles: ['DEALER', 'PIT_BOSS', 'ADMIN'], body: z.object({ card: z.string().min(1).max(8) }) },
  async (ctx) => enterAction(ctx.command(), ctx.params.id, { type: 'CARD', card: ctx.body.card }),
);

export const dynamic = 'force-dynamic';
