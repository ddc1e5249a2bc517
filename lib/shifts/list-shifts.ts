import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { SHIFT_INCLUDE, shiftView, type ShiftView } from './shift-view';

/**
 * `GET /api/shifts` (ADMIN, PIT_BOSS): shifts newest first (issue #17 §1), each with the rounds opened in it.
 * Filters: `tableId`, `dealerId`, `open` (true: still open; false: ended), `from`/`to` (shifts that overlap
 * `[from, to)`: started before `to` and not ended before `from`). Paged by `cursor` (the last item's id).
 */
export async function listShifts(q: {
  tableId?: string;
  dealerId?: string;
  open?: boolean;
  from?: Date;
  to?: Date;
  cursor?: string;
  limit?: number;
}): Promise<{ items: ShiftView[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
  const and: Prisma.DealerShiftWhereInput[] = [];
  if (q.tableId) and.push({ tableId: q.tableId });
  if (q.dealerId) and.push({ dealerId: q.dealerId });
  if (q.open !== undefined) and.push(q.open ? { endedAt: null } : { endedAt: { not: null } });
  if (q.to) and.push({ startedAt: { lt: q.to } });
  if (q.from) and.push({ OR: [{ endedAt: null }, { endedAt: { gte: q.from } }] });
  const rows = await db().dealerShift.findMany({
    where: { AND: and },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
    include: SHIFT_INCLUDE,
  });
  const page = rows.slice(0, limit);
  return { items: page.map(shiftView), nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}
