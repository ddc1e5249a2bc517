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
  /** What the target is called: a round's number and table, a table's name, a user's or a shift's dealer's name. */
  target: AuditTarget;
  /** The usernames of the user ids the line's data names (`userId`, `dealerId`, `proposedBy`, ...). */
  names: Record<string, string>;
}

export interface AuditTarget {
  table?: string;
  round?: number;
  user?: string;
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
  const named = await auditNames(page);
  return {
    items: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actor: r.actorId ? { id: r.actorId, username: names.get(r.actorId) ?? '(deleted)' } : null,
      targetType: r.targetType,
      targetId: r.targetId,
      data: r.data,
      target: named.target(r.targetType, r.targetId),
      names: named.names(r.data),
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

const ID_KEY = /^(userId|dealerId|proposedBy|approvedBy|decidedBy|endedById|actorId)$/;

/** The user ids among a line's data (at keys like `userId`, `dealerId`, `proposedBy`, at any depth). */
function userIdsIn(data: unknown, out: Set<string>, key = ''): Set<string> {
  if (typeof data === 'string' && ID_KEY.test(key)) out.add(data);
  else if (Array.isArray(data)) for (const v of data) userIdsIn(v, out, key);
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) userIdsIn(v, out, k);
  return out;
}

/**
 * The names of a page's targets and of the users its data names, read in one query per kind (rounds with their
 * tables, tables, users, shifts); an id that names nothing (deleted) gets no name.
 */
async function auditNames(page: { targetType: string; targetId: string; data: unknown }[]) {
  const ids = (type: string) => [...new Set(page.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const dataUsers = new Map(page.map((r) => [r, [...userIdsIn(r.data, new Set())]]));
  const [rounds, tables, shifts] = await Promise.all([
    db().round.findMany({
      where: { id: { in: ids('Round') } },
      select: { id: true, number: true, table: { select: { name: true } } },
    }),
    db().gameTable.findMany({ where: { id: { in: ids('GameTable') } }, select: { id: true, name: true } }),
    db().dealerShift.findMany({
      where: { id: { in: ids('DealerShift') } },
      select: { id: true, dealerId: true, table: { select: { name: true } } },
    }),
  ]);
  const userIds = new Set([...ids('User'), ...shifts.map((s) => s.dealerId), ...[...dataUsers.values()].flat()]);
  const users = new Map(
    (await db().user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, username: true } })).map(
      (u) => [u.id, u.username],
    ),
  );
  const byRound = new Map(rounds.map((r) => [r.id, { table: r.table.name, round: r.number }]));
  const byTable = new Map(tables.map((t) => [t.id, { table: t.name }]));
  const byShift = new Map(shifts.map((s) => [s.id, { table: s.table.name, user: users.get(s.dealerId) }]));
  return {
    target(type: string, id: string): AuditTarget {
      if (type === 'Round') return byRound.get(id) ?? {};
      if (type === 'GameTable') return byTable.get(id) ?? {};
      if (type === 'DealerShift') return byShift.get(id) ?? {};
      if (type === 'User') return users.has(id) ? { user: users.get(id) } : {};
      return {};
    },
    names(data: unknown): Record<string, string> {
      return Object.fromEntries(
        [...userIdsIn(data, new Set())].filter((id) => users.has(id)).map((id) => [id, users.get(id)!]),
      );
    },
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
