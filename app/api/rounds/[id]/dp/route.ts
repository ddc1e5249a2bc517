import { z } from 'zod';
import { route } from '@/lib/http/route';
import { answerDpOffer } from '@/lib/designated-player/answer-offer';

const body = z.object({
  accept: z.boolean(), // At most 10,000,000.00: a bank and its fee must fit a bet row's 32-bit amount and refund.
  bank: z.number().int().positive().max(1_000_000_000).nullish(),
});

/**
 * `POST /api/rounds/:id/dp {accept, bank?}` (the offered PLAYER) → 200 the round and the player's
 * `balance`: accept the designated player's seat with a bank in cents, or decline it (RULES.md §HCF-7).
 */
export const POST = route<z.infer<typeof body>, { id: string }>({ roles: ['PLAYER'], body }, async (ctx) =>
  answerDpOffer(ctx.command(), ctx.params.id, ctx.body),
);

export const dynamic = 'force-dynamic';
