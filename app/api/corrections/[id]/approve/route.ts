import { z } from 'zod';
import { route } from '@/lib/http/route';
import { approveCorrection } from '@/lib/corrections/commands';

/**
 * `POST /api/corrections/:id/approve {note?}` by another PIT_BOSS or ADMIN than the proposer (403 SAME_PERSON) →
 * the applied correction (the round re-settled or voided in one transaction, issue #18 §1).
 */
export const POST = route<{ note?: string | null }, { id: string }>(
  { roles: ['PIT_BOSS', 'ADMIN'], body: z.object({ note: z.string().trim().max(500).nullish() }) },
  async (ctx) => approveCorrection(ctx.command(), ctx.params.id, ctx.body.note),
);

export const dynamic = 'force-dynamic';
