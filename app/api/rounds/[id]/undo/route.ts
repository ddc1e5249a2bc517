import { route } from '@/lib/http/route';
import { enterAction } from '@/lib/rounds/enter-action';

/** `POST /api/rounds/:id/undo` — takes back the last card or outcome before settlement (recorded in the log). */
export const POST = route<undefined, { id: string }>({ roles: ['DEALER', 'PIT_BOSS', 'ADMIN'] }, async (ctx) =>
  enterAction(ctx.command(), ctx.params.id, { type: 'UNDO' }),
);

export const dynamic = 'force-dynamic';
