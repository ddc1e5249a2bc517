import { route } from '@/lib/http/route';
import { settleRound } from '@/lib/rounds/settle-round';

/** `POST /api/rounds/:id/settle` — the dealer confirms the result; every bet settles in one transaction. */
export const POST = route<undefined, { id: string }>({ roles: ['DEALER', 'PIT_BOSS', 'ADMIN'] }, async (ctx) =>
  settleRound(ctx.command(), ctx.params.id),
);

export const dynamic = 'force-dynamic';
