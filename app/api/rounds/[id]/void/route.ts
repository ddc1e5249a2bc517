import { z } from 'zod';
import { route } from '@/lib/http/route';
import { voidRound } from '@/lib/rounds/void-round';

/** `POST /api/rounds/:id/void {reason}` (PIT_BOSS, ADMIN) → VOIDED; stakes refunded, a settlement reversed first. */
export const POST = route<{ reason: string }, { id: string }>(
  {
    roles: ['PIT_BOSS', 'ADMIN'],
    body: z.object({ reason: z.string().trim().min(3, 'say why (at least 3 characters)').max(500) }),
  },
  async (ctx) => voidRound(ctx.command(), ctx.params.id, ctx.body.reason),
);

export const dynamic = 'force-dynamic';
