import { z } from 'zod';
import { amountCents, route } from '@/lib/http/route';
import { AppError } from '@/lib/errors';
import { MAX_SLIP_BETS, placeBet, placeBets } from '@/lib/bets/place-bet';

const bet = z.looseObject({
  type: z.string().min(1).max(30),
  amount: amountCents,
  numbers: z.array(z.number().int()).max(36).nullish(),
});

/**
 * A bet slip (contract "Bet slips"): 1..50 bets, each the body of a single bet. Nothing beside `bets`: a body
 * mixing a single bet's fields with a slip (`{type, amount, bets}`) is refused, not placed as the slip alone.
 */
const slip = z.strictObject({ bets: z.array(bet).min(1).max(MAX_SLIP_BETS) });

/** The single-bet body, or `{"bets": [...]}`: the same 400 VALIDATION_ERROR naming the field (`bets.3.amount`). */
function parse(raw: unknown): z.infer<typeof bet> | z.infer<typeof slip> {
  const isSlip = !!raw && typeof raw === 'object' && !Array.isArray(raw) && 'bets' in raw;
  const parsed = (isSlip ? slip : bet).safeParse(raw);
  if (parsed.success) return parsed.data;
  const i = parsed.error.issues[0];
  throw new AppError(
    'VALIDATION_ERROR',
    i ? `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}` : 'invalid body',
  );
}

/**
 * `POST /api/rounds/:id/bets` (PLAYER) `{type, amount, ...}` → 201 `{id, type, amount, status, ...}`, or a
 * slip `{"bets": [{type, amount, ...}, ...]}` → 201 `{"bets": [...], "balance"}`, all or none (the refused
 * bet's error with `index`).
 */
export const POST = route<unknown, { id: string }>(
  { roles: ['PLAYER'], status: 201, body: z.unknown() },
  async (ctx) => {
    const body = parse(ctx.body);
    if ('bets' in body && Array.isArray(body.bets))
      return placeBets(
        ctx.command(),
        ctx.params.id,
        body.bets.map(({ amount, ...rest }) => ({ body: rest, amount })),
      );
    const { amount, ...rest } = body as z.infer<typeof bet>;
    return placeBet(ctx.command(), ctx.params.id, rest, amount);
  },
);

export const dynamic = 'force-dynamic';
