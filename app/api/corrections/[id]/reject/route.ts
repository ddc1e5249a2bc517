import { z } from 'zod';
import { route } from '@/lib/http/route';
import { rejectCorrection } from '@/lib/corrections/commands';

/**
 * `POST /api/corrections/:id/reject {note?}` by another PIT_BOSS or ADMIN than the proposer (403 SAME_PERSON) →
 * the rejected correction; nothing else changes.
 */
export const POST = route<{ note?: string | null }, { id: string }>(
  { roles: ['PIT_BOSS', 'ADMIN'], body: z.object({ note: z.string().trim().max(500).nullish() }) },
  async (ctx) => rejectCorrection(ctx.command(), ctx.params.id, ctx.body.note),
);

export const dynamic = 'force-dynamic';
