import { z } from 'zod';
import { route } from '@/lib/http/route';
import { seatBoard, takeSeat } from '@/lib/tables/seats';

/** `GET /api/tables/:id/seats` → the seat board: taken seats with this round's MAIN and Bet Behind stakes. */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async (ctx) => seatBoard(ctx.params.id));

/** `POST /api/tables/:id/seats {seat}` (PLAYER) → 201 the seat board with the player seated (RULES.md §BJ-1). */
export const POST = route<{ seat: number }, { id: string }>(
  { roles: ['PLAYER'], status: 201, body: z.object({ seat: z.number().int().min(1).max(99) }) },
  async (ctx) => takeSeat(ctx.command(), ctx.params.id, ctx.body.seat),
);

export const dynamic = 'force-dynamic';
