import { z } from 'zod';
import { parseQuery, route } from '@/lib/http/route';
import { listLateBets } from '@/lib/late-bets/list-late-bets';

const when = z.iso.datetime({ offset: true }).or(z.iso.date());
const query = z.object({
  tableId: z.string().min(1).max(100).optional(),
  userId: z.string().min(1).max(100).optional(),
  from: when.optional(),
  to: when.optional(),
  cursor: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * `GET /api/late-bets?tableId=&userId=&from=&to=&cursor=&limit=` (ADMIN, PIT_BOSS: every row; PLAYER: their
 * own; DEALER: 403) → `{items: [{id, at, closesAt, lateByMs, kind, code, tableId, tableName, roundId,
 * roundNumber, userId, username, amount, body}], nextCursor}`, newest first (issue #17 §6). `from`/`to` are
 * instants or days (`to` a day: through its end, UTC).
 */
export const GET = route({ roles: ['ADMIN', 'PIT_BOSS', 'PLAYER'] }, async ({ principal, url }) => {
  const q = parseQuery(url, query);
  return listLateBets(principal, {
    tableId: q.tableId,
    userId: q.userId,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to.length === 10 ? `${q.to}T23:59:59.999Z` : q.to) : undefined,
    cursor: q.cursor,
    limit: q.limit,
  });
});

export const dynamic = 'force-dynamic';
