import { route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { leaveSeat } from '@/lib/tables/seats';

/** `DELETE /api/tables/:id/seats/:seat` (the seated PLAYER, or PIT_BOSS/ADMIN) → 200 the seat board. */
export const DELETE = route<undefined, { id: string; seat: string }>({ roles: ['PLAYER', 'PIT_BOSS', 'ADMIN'] }, async (ctx) => {
  const seat = Number(ctx.params.seat);
  if (!/^[1-9][0-9]?$/.test(ctx.params.seat)) throw new AppError('INVALID_SEAT', 'The seat is a number 1..7.');
  return leaveSeat(ctx.command(), ctx.params.id, seat);
});

export const dynamic = 'force-dynamic';
