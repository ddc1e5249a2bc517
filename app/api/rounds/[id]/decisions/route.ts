import { z } from 'zod';
import { amountCents, route } from '@/lib/http/route';
import { DECISION_ACTIONS, MAX_SEATS } from '@/lib/games/registry';
import { makeDecision } from '@/lib/rounds/make-decision';

const body = z.object({
  seat: z.number().int().min(1).max(MAX_SEATS).nullish(),
  hand: z.number().int().min(1).max(2).nullish(),
  action: z.enum(DECISION_ACTIONS),
  multiple: z.number().int().min(1).max(3).nullish(),
  amount: amountCents.nullish(),
});

/**
 * `POST /api/rounds/:id/decisions {seat?, hand?, action, multiple?, amount?}` (the deciding PLAYER) →
 * 200 the round with `next` and the player's `balance`; the actions are every game's
 * `decisions.actions` (lib/games/<game>/decisions.ts), `multiple` a raise in antes, `amount` a stake
 * the player chooses in cents (Poker Switch's INSURE, RULES.md §PS-4).
 */
export const POST = route<z.infer<typeof body>, { id: string }>({ roles: ['PLAYER'], body }, async (ctx) =>
  makeDecision(ctx.command(), ctx.params.id, ctx.body),
);

export const dynamic = 'force-dynamic';
