import { route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { z } from 'zod';
import { leaveSeat, setDpOptIn } from '@/lib/tables/seats';

/** `DELETE /api/tables/:id/seats/:seat` (the seated PLAYER, or PIT_BOSS/ADMIN) → 200 the seat board. */
export const DELETE = route<undefined, { id: string; seat: string }>(
  { roles: ['PLAYER', 'PIT_BOSS', 'ADMIN'] },
  async (ctx) => {
    const seat = Number(ctx.params.seat);
    if (!/^[1-9][0-9]?$/.test(ctx.params.seat)) throw new AppError('INVALID_SEAT', 'The seat is a number 1..7.');
    return leaveSeat(ctx.command(), ctx.params.id, seat);
  },
);

/** `PATCH /api/tables/:id/seats/:seat {dpOptIn}` (the seated PLAYER) → 200 the seat board (RULES.md §HCF-7: opt in to be offered the DP seat). */
export const PATCH = route<{ dpOptIn: boolean }, { id: string; seat: string }>(
  { roles: ['PLAYER'], body: z.object({ dpOptIn: z.boolean() }) },
  async (ctx) => {
    if (!/^[1-9][0-9]?$/.test(ctx.params.seat)) throw new AppError('INVALID_SEAT', 'The seat is a number 1..7.');
    return setDpOptIn(ctx.command(), ctx.params.id, Number(ctx.params.seat), ctx.body.dpOptIn);
  },
);

export const dynamic = 'force-dynamic';
