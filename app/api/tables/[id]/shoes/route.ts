import { z } from 'zod';
import { route } from '@/lib/http/route';
import { startShoe } from '@/lib/tables/manage-tables';

/** `POST /api/tables/:id/shoes {cutCardPosition?}` (table's dealer, PIT_BOSS, ADMIN) → 201 the new shoe. */
export const POST = route<{ cutCardPosition?: number | null }, { id: string }>(
  {
    roles: ['DEALER', 'PIT_BOSS', 'ADMIN'],
    status: 201,
    body: z.object({ cutCardPosition: z.number().int().positive().nullish() }),
  },
  async (ctx) => startShoe(ctx.command(), ctx.params.id, ctx.body),
);

export const dynamic = 'force-dynamic';
