import { z } from 'zod';
import { parseQuery, route } from '@/lib/http/route';
import { listShifts } from '@/lib/shifts/list-shifts';

const query = z.object({
  tableId: z.string().min(1).max(100).optional(),
  dealerId: z.string().min(1).max(100).optional(),
  open: z.enum(['true', 'false']).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  cursor: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * `GET /api/shifts?tableId=&dealerId=&open=&from=&to=&cursor=&limit=` (ADMIN, PIT_BOSS) → `{items: [{id, tableId,
 * tableName, dealerId, dealerName, startedAt, endedAt, endReason, rounds}], nextCursor}`, newest first (issue #17 §1).
 */
export const GET = route({ roles: ['ADMIN', 'PIT_BOSS'] }, async ({ url }) => {
  const q = parseQuery(url, query);
  return listShifts({
    tableId: q.tableId,
    dealerId: q.dealerId,
    open: q.open === undefined ? undefined : q.open === 'true',
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    cursor: q.cursor,
    limit: q.limit,
  });
});

export const dynamic = 'force-dynamic';
