import { z } from 'zod';
import { route } from '@/lib/http/route';
import { seatBoard, takeSeat } from '@/lib/tables/seats';

/** `GET /api/tables/:id/seats` → the seat board: taken seats with this round's MAIN and Bet Behind stakes. */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async (ctx) => seatBoard(ctx.params.id));

/**
 * `POST /api/tables/:id/seats {seat, dpOptIn?}` (PLAYER) → 201 the seat board with the player seated
 * (RULES.md §BJ-1, §HCF-7: `dpOptIn` offers the player the designated player's seat in turn).
 */
export const POST = route<{ seat: number; dpOptIn?: boolean }, { id: string }>(
  {
    roles: ['PLAYER'],
    status: 201,
    body: z.object({ seat: z.number().int().min(1).max(99), dpOptIn: z.boolean().optional() }),
  },
  async (ctx) => takeSeat(ctx.command(), ctx.params.id, ctx.body.seat, { dpOptIn: ctx.body.dpOptIn }),
);

export const dynamic = 'force-dynamic';
