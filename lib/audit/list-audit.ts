import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/** One audit line as `GET /api/audit` shows it. */
export interface AuditItem {
  id: string;
  at: string;
  action: string;
  actor: { id: string; username: string } | null;
  targetType: string;
  targetId: string;
  data: unknown;
}

/**
 * `GET /api/audit` (PIT_BOSS, ADMIN; issue #18 §4): the audit log newest first. Filters: `action` (one or several,
 * comma-separated, exact), `actor` (a user id or username), `targetType`, `targetId`, `tableId` (everything done at
 * the table: its configuration and dealers, its rounds' voids and corrections, its shifts), `from`/`to` (`at` in
 * `[from, to)`). Paged by `cursor` (the last item's id), `limit` 1..200 (default 50). An `actor` naming nobody
 * matches nothing.
 */
export async function listAudit(q: {
  action?: string[];
  actor?: string;
  targetType?: string;
  targetId?: string;
  tableId?: string;
  from?: Date;
  to?: Date;
  cursor?: string;
  limit?: number;
}): Promise<{ items: AuditItem[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
  const and: Prisma.AuditLogWhereInput[] = [];
  if (q.action?.length) and.push({ action: { in: q.action } });
  if (q.actor) {
    const users = await db().user.findMany({
      where: { OR: [{ id: q.actor }, { username: q.actor }] },
      select: { id: true },
    });
    and.push({ actorId: { in: users.map((u) => u.id) } });
  }
  if (q.targetType) and.push({ targetType: q.targetType });
  if (q.targetId) and.push({ targetId: q.targetId });
  if (q.tableId) {
    // Everything done at a table: its configuration and assignments (GameTable), its rounds' voids and corrections
    // (Round), its dealers' shifts (DealerShift).
    const ids = await db().$queryRawUnsafe<{ id: string }[]>(
      `SELECT a."id" FROM "AuditLog" a
       WHERE (a."targetType" = 'GameTable' AND a."targetId" = $1)
          OR (a."targetType" = 'Round' AND EXISTS (SELECT 1 FROM "Round" r WHERE r."id" = a."targetId" AND r."tableId" = $1))
          OR (a."targetType" = 'DealerShift'
              AND EXISTS (SELECT 1 FROM "DealerShift" d WHERE d."id" = a."targetId" AND d."tableId" = $1))`,
      q.tableId,
    );
    and.push({ id: { in: ids.map((r) => r.id) } });
  }
  if (q.from) and.push({ at: { gte: q.from } });
  if (q.to) and.push({ at: { lt: q.to } });
  if (q.cursor && !(await db().auditLog.findUnique({ where: { id: q.cursor }, select: { id: true } })))
    return { items: [], nextCursor: null };
  const rows = await db().auditLog.findMany({
    where: { AND: and },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
  });
  const page = rows.slice(0, limit);
  const actorIds = [...new Set(page.map((r) => r.actorId).filter((x): x is string => !!x))];
  const names = new Map(
    (await db().user.findMany({ where: { id: { in: actorIds } }, select: { id: true, username: true } })).map((u) => [
      u.id,
      u.username,
    ]),
  );
  return {
    items: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actor: r.actorId ? { id: r.actorId, username: names.get(r.actorId) ?? '(deleted)' } : null,
      targetType: r.targetType,
      targetId: r.targetId,
      data: r.data,
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** The actions found in the log, for the audit page's filter. */
export async function auditActions(): Promise<string[]> {
  const rows = await db().auditLog.findMany({
    distinct: ['action'],
    select: { action: true },
    orderBy: { action: 'asc' },
  });
  return rows.map((r) => r.action);
}
