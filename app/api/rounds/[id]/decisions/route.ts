import { z } from 'zod';
import { route } from '@/lib/http/route';
import { BLACKJACK_DECISION_ACTIONS, HCF_DECISION_ACTIONS, makeDecision } from '@/lib/rounds/make-decision';

const body = z.object({
  seat: z.number().int().min(1).max(7).nullish(),
  hand: z.number().int().min(1).max(2).nullish(),
  action: z.enum([...BLACKJACK_DECISION_ACTIONS, ...HCF_DECISION_ACTIONS]),
  multiple: z.number().int().min(1).max(3).nullish(),
});

/**
 * `POST /api/rounds/:id/decisions {seat?, hand?, action, multiple?}` (the deciding PLAYER) → 200 the
 * round with `next` and the player's `balance` (RULES.md §BJ-3, §BJ-4, §BJ-9; high card flush FOLD or
 * RAISE with `multiple` 1..3 x Ante, §HCF-3).
 */
export const POST = route<z.infer<typeof body>, { id: string }>({ roles: ['PLAYER'], body }, async (ctx) => makeDecision(ctx.command(), ctx.params.id, ctx.body));

export const dynamic = 'force-dynamic';
