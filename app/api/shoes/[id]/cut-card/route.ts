import { route } from '@/lib/http/route';
import { markCutCard } from '@/lib/tables/manage-tables';

/** `POST /api/shoes/:id/cut-card` (table's dealer, PIT_BOSS, ADMIN): the cut card came out; this round is the shoe's last. */
export const POST = route<undefined, { id: string }>({ roles: ['DEALER', 'PIT_BOSS', 'ADMIN'] }, async (ctx) =>
  markCutCard(ctx.command(), ctx.params.id),
);

export const dynamic = 'force-dynamic';
