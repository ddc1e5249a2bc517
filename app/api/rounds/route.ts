import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { listRounds } from '@/lib/rounds/list-rounds';

const query = z.object({
  tableId: z.string().min(1).optional(),
  status: z.enum(['BETTING', 'DEALING', 'COMPLETE', 'SETTLED', 'VOIDED']).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** `GET /api/rounds?tableId=&status=&from=&to=&cursor=&limit=` → `{items, nextCursor}`; players see rounds they bet on. */
export const GET = route({ roles: 'any' }, async ({ principal, url }) => {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new AppError('VALIDATION_ERROR', `${i?.path.join('.')}: ${i?.message}`);
  }
  const q = parsed.data;
  const to = q.to ? new Date(q.to.length === 10 ? `${q.to}T23:59:59.999Z` : q.to) : undefined;
  return listRounds({
    tableId: q.tableId,
    status: q.status,
    from: q.from ? new Date(q.from) : undefined,
    to,
    cursor: q.cursor,
    limit: q.limit,
    userId: principal.role === 'PLAYER' ? principal.id : undefined,
  });
});

export const dynamic = 'force-dynamic';
