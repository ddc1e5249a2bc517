import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Principal } from '@/lib/auth/principal';

/** One row of the late-bet log as the API answers it (GET /api/late-bets). */
export interface LateBetItem {
  id: string;
  /** The server's time of the refusal (ISO). */
  at: string;
  /** The round's close time the request missed: the countdown's end, the close by hand, or the decision's deadline. */
  closesAt: string;
  /** at − closesAt, milliseconds. */
  lateByMs: number;
  kind: 'BET' | 'DECISION';
  /** The refusal's code: BETTING_CLOSED or DECISION_TIME_UP. */
  code: string;
  tableId: string;
  tableName: string;
  roundId: string;
  roundNumber: number;
  userId: string;
  username: string;
  /** The request's stake in cents (a slip's total); null for a decision without one. */
  amount: number | null;
  /** The request's bets (`{bets: [...]}`) or decision (`{decision: {...}}`), bounded. */
  body: unknown;
}

export interface LateBetQuery {
  tableId?: string;
  userId?: string;
  /** `at` ≥ from. */
  from?: Date;
  /** `at` ≤ to. */
  to?: Date;
  /** The last item's id of the previous page. */
  cursor?: string;
  /** 1..200, default 50. */
  limit?: number;
}

/**
 * The late-bet log (issue #17 §6), newest first, with filters (table, player, `at` between `from` and `to`) and
 * a cursor (the last item's id). An ADMIN or PIT_BOSS sees every row; a PLAYER only their own (a `userId` of
 * someone else: FORBIDDEN 403); a DEALER none (the route refuses them: the pit answers a player's complaint).
 * Errors: FORBIDDEN 403.
 */
export async function listLateBets(
  viewer: Principal,
  q: LateBetQuery,
): Promise<{ items: LateBetItem[]; nextCursor: string | null }> {
  let userId = q.userId;
  if (viewer.role === 'PLAYER') {
    if (userId && userId !== viewer.id)
      throw new AppError('FORBIDDEN', "A player sees only their own late bets, not another player's.");
    userId = viewer.id;
  } else if (viewer.role !== 'ADMIN' && viewer.role !== 'PIT_BOSS') {
    throw new AppError('FORBIDDEN', 'The late-bet log is for the pit (and each player for their own).');
  }
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
  const where: Prisma.LateBetWhereInput = {
    ...(q.tableId ? { tableId: q.tableId } : {}),
    ...(userId ? { userId } : {}),
    ...(q.from || q.to ? { at: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } } : {}),
  };
  if (q.cursor && !(await db().lateBet.findFirst({ where: { ...where, id: q.cursor }, select: { id: true } })))
    throw new AppError('VALIDATION_ERROR', 'cursor: not an item of this list.');
  const rows = await db().lateBet.findMany({
    where,
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
    include: {
      table: { select: { name: true } },
      round: { select: { number: true } },
      user: { select: { username: true } },
    },
  });
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      closesAt: r.closesAt.toISOString(),
      lateByMs: Number(r.lateByMs),
      kind: r.kind,
      code: r.code,
      tableId: r.tableId,
      tableName: r.table.name,
      roundId: r.roundId,
      roundNumber: r.round.number,
      userId: r.userId,
      username: r.user.username,
      amount: r.amount === null ? null : Number(r.amount),
      body: r.body,
    })),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
