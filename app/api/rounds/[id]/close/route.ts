import { route } from '@/lib/http/route';
import { closeRound } from '@/lib/rounds/close-round';

/** `POST /api/rounds/:id/close` — *No more bets*: BETTING → DEALING. */
export const POST = route<undefined, { id: string }>({ roles: ['DEALER', 'PIT_BOSS', 'ADMIN'] }, async (ctx) =>
  closeRound(ctx.command(), ctx.params.id),
);

export const dynamic = 'force-dynamic';
