import { route } from '@/lib/http/route';
import { cancelBet } from '@/lib/bets/cancel-bet';

/** `DELETE /api/bets/:id` (the bet's player) while betting is open → stake refunded. */
export const DELETE = route<undefined, { id: string }>({ roles: ['PLAYER'] }, async (ctx) =>
  cancelBet(ctx.command(), ctx.params.id),
);

export const dynamic = 'force-dynamic';
