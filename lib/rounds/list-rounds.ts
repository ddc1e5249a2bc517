import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { RoundStatus } from '@/lib/generated/prisma/enums';

export interface RoundSummary {
  id: string;
  tableId: string;
  tableName: string;
  game: string;
  number: number;
  status: string;
  shoeNumber: number | null;
  openedAt: string;
  settledAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  result: Record<string, unknown> | null;
  betCount: number;
  /** Cents staked on the round's live and settled bets (cancelled ones excluded). */
  staked: number;
  /** Cents paid back to players (winnings + returned stakes). */
  paidOut: number;
  /**
   * `staked` and `paidOut` by bet type (the same sums split by `Bet.type`), e.g. for a table's hold per kind
   * of bet against the return its game publishes (a pack's table statistics).
   */
  byType?: Record<string, { staked: number; paidOut: number }>;
}

/**
 * Round history, newest first, with filters (table, status, opened between `from` and `to`) and a
 * cursor (the last item's id). `limit` 1..200 (default 50). Returns `{items, nextCursor}`.
 */
export async function listRounds(q: {
  tableId?: string;
  status?: RoundStatus;
  from?: Date;
  to?: Date;
  cursor?: string;
  limit?: number;
  userId?: string;
}): Promise<{ items: RoundSummary[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
  const where: Prisma.RoundWhereInput = {
    ...(q.tableId ? { tableId: q.tableId } : {}),
    ...(q.status ? { status: q.status } : {}),
    ...(q.from || q.to ? { openedAt: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } } : {}),
    ...(q.userId ? { bets: { some: { userId: q.userId } } } : {}),
  };
  const rows = await db().round.findMany({
    where,
    orderBy: [{ openedAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
    include: { table: { select: { name: true } }, shoe: { select: { number: true } } },
  });
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.id);
  const sums = ids.length
    ? await db().bet.groupBy({
        by: ['roundId', 'type'],
        where: { roundId: { in: ids }, status: { not: 'CANCELLED' }, ...(q.userId ? { userId: q.userId } : {}) },
        _count: { _all: true },
        _sum: { amount: true, extraStake: true, fee: true, payout: true, refund: true },
      })
    : [];
  // Per round: the bet count and, by bet type, cents staked (stakes, extra stakes, held fees) and paid back.
  const byRound = new Map<string, { count: number; types: Record<string, { staked: number; paid: number }> }>();
  for (const s of sums) {
    const r = byRound.get(s.roundId) ?? { count: 0, types: {} };
    r.count += s._count._all;
    r.types[s.type] = {
      staked: (s._sum.amount ?? 0) + (s._sum.extraStake ?? 0) + (s._sum.fee ?? 0),
      paid: (s._sum.payout ?? 0) + (s._sum.refund ?? 0),
    };
    byRound.set(s.roundId, r);
  }
  return {
    items: page.map((r) => {
      const s = byRound.get(r.id);
      const settled = r.status === 'SETTLED';
      const types = Object.entries(s?.types ?? {});
      return {
        id: r.id,
        tableId: r.tableId,
        tableName: r.table.name,
        game: r.game,
        number: r.number,
        status: r.status,
        shoeNumber: r.shoe?.number ?? null,
        openedAt: r.openedAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
        voidedAt: r.voidedAt?.toISOString() ?? null,
        voidReason: r.voidReason,
        result: (r.result as Record<string, unknown> | null) ?? null,
        betCount: s?.count ?? 0,
        staked: types.reduce((sum, [, v]) => sum + v.staked, 0),
        paidOut: settled ? types.reduce((sum, [, v]) => sum + v.paid, 0) : 0,
        byType: Object.fromEntries(
          types.map(([type, v]) => [type, { staked: v.staked, paidOut: settled ? v.paid : 0 }]),
        ),
      };
    }),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
