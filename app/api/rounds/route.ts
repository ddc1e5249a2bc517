import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { parseQuery, route } from '@/lib/http/route';
import { listRounds } from '@/lib/rounds/list-rounds';

const query = z.object({
  tableId: z.string().min(1).optional(),
  status: z.enum(['BETTING', 'DEALING', 'COMPLETE', 'SETTLED', 'VOIDED']).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  // Search (issue #17 §5): see RoundSearch in lib/rounds/list-rounds.ts.
  player: z.string().trim().min(1).max(40).optional(),
  dealer: z.string().trim().min(1).max(40).optional(),
  q: z.string().trim().min(1).max(64).optional(),
  outcome: z.string().trim().min(1).max(100).optional(),
  minAmount: z.coerce.number().int().min(0).optional(),
  maxAmount: z.coerce.number().int().min(0).optional(),
  hourFrom: z.coerce.number().int().min(0).max(23).optional(),
  hourTo: z.coerce.number().int().min(0).max(23).optional(),
  tz: z
    .string()
    .min(1)
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone')
    .optional(),
});

/**
 * `GET /api/rounds?tableId=&status=&from=&to=&cursor=&limit=` and the search `player=&dealer=&q=&outcome=&minAmount=
 * &maxAmount=&hourFrom=&hourTo=&tz=` (issue #17 §5) → `{items, nextCursor}`; an unknown player or dealer finds nothing.
 * Players see rounds they bet on; `player=` is the staff's: a player naming anyone but themselves is FORBIDDEN.
 */
export const GET = route({ roles: 'any' }, async ({ principal, url }) => {
  const q = parseQuery(url, query);
  if (
    q.player !== undefined &&
    principal.role === 'PLAYER' &&
    q.player.toLowerCase() !== principal.username.toLowerCase()
  )
    throw new AppError('FORBIDDEN', "A player searches their own rounds only, not another player's.");
  if (q.minAmount !== undefined && q.maxAmount !== undefined && q.minAmount > q.maxAmount)
    throw new AppError('VALIDATION_ERROR', 'minAmount: more than maxAmount');
  const to = q.to ? new Date(q.to.length === 10 ? `${q.to}T23:59:59.999Z` : q.to) : undefined;
  return listRounds({
    tableId: q.tableId,
    status: q.status,
    from: q.from ? new Date(q.from) : undefined,
    to,
    cursor: q.cursor,
    limit: q.limit,
    userId: principal.role === 'PLAYER' ? principal.id : undefined,
    player: q.player,
    dealer: q.dealer,
    q: q.q,
    outcome: q.outcome,
    minAmount: q.minAmount,
    maxAmount: q.maxAmount,
    hourFrom: q.hourFrom,
    hourTo: q.hourTo,
    tz: q.tz,
  });
});

export const dynamic = 'force-dynamic';
