import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Game } from '@/lib/generated/prisma/enums';
import { betView, type RoundBetView } from '@/lib/rounds/get-round';
import { correctionsForPlayer, type PlayerCorrection } from '@/lib/corrections/player';

export interface MyHistoryRound {
  id: string;
  tableId: string;
  tableName: string;
  game: string;
  number: number;
  status: string;
  openedAt: string;
  settledAt: string | null;
  result: Record<string, unknown> | null;
  /** The player's own bets of the round (cancelled ones aside): never another player's. */
  bets: RoundBetView[];
  /** Σ amount + extraStake + fee of these bets, cents. */
  staked: number;
  /** Σ payout + refund of these bets once settled, cents. */
  paidOut: number;
  /** Σ net of these bets (get-round `betNet`). */
  net: number;
  /** The round's applied voids and corrections, what and why, and what each did to the player's wallet (issue #18 §3). */
  corrections: PlayerCorrection[];
}

/**
 * The player's own history (issue #17 §7): the rounds they had a bet in, newest first, with their bets only
 * and each bet's result. Filters: table, game, opened in [from, to], `outcome` WON (the round's net for them
 * is above 0) or LOST (below 0). Cursor: the last item's id; `limit` 1..100 (default 20). `totals` are over
 * the rows returned. Other players' bets are never read.
 */
export async function listMyHistory(
  userId: string,
  q: {
    tableId?: string;
    game?: Game;
    from?: Date;
    to?: Date;
    outcome?: 'WON' | 'LOST';
    cursor?: string;
    limit?: number;
  },
): Promise<{
  items: MyHistoryRound[];
  totals: { rounds: number; bets: number; staked: number; paidOut: number; net: number };
  nextCursor: string | null;
}> {
  const limit = Math.min(Math.max(q.limit ?? 20, 1), 100);
  const mine: Prisma.BetWhereInput = { userId, status: { not: 'CANCELLED' } };
  let ids: string[] | undefined;
  if (q.outcome) {
    // The rounds whose net for this player is above (WON) or below (LOST) zero: Σ(payout + refund − stakes) of
    // their settled bets, in SQL.
    const rows = await db().$queryRawUnsafe<{ roundId: string }[]>(
      `SELECT b."roundId" FROM "Bet" b JOIN "Round" r ON r.id = b."roundId"
        WHERE b."userId" = $1 AND r.status = 'SETTLED' AND b.status IN ('WON', 'LOST', 'PUSH')
        GROUP BY b."roundId"
       HAVING SUM(b.payout + b.refund - b.amount - b."extraStake" - b.fee) ${q.outcome === 'WON' ? '>' : '<'} 0`,
      userId,
    );
    ids = rows.map((r) => r.roundId);
  }
  const where: Prisma.RoundWhereInput = {
    bets: { some: mine },
    ...(ids ? { id: { in: ids } } : {}),
    ...(q.tableId ? { tableId: q.tableId } : {}),
    ...(q.game ? { game: q.game } : {}),
    ...(q.from || q.to ? { openedAt: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } } : {}),
  };
  const rows = await db().round.findMany({
    where,
    orderBy: [{ openedAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
    include: {
      table: { select: { name: true } },
      bets: {
        where: mine,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        include: { user: { select: { username: true } } },
      },
    },
  });
  const page = rows.slice(0, limit);
  const corrections = await correctionsForPlayer(
    userId,
    page.map((r) => r.id),
  );
  const items = page.map((r): MyHistoryRound => {
    const settled = r.status === 'SETTLED';
    const bets: RoundBetView[] = r.bets.map(betView);
    return {
      id: r.id,
      tableId: r.tableId,
      tableName: r.table.name,
      game: r.game,
      number: r.number,
      status: r.status,
      openedAt: r.openedAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
      result: (r.result as Record<string, unknown> | null) ?? null,
      bets,
      staked: bets.reduce((s, b) => s + b.amount + b.extraStake + b.fee, 0),
      paidOut: settled ? bets.reduce((s, b) => s + b.payout + b.refund, 0) : 0,
      net: bets.reduce((s, b) => s + b.net, 0),
      corrections: corrections.get(r.id) ?? [],
    };
  });
  return {
    items,
    totals: {
      rounds: items.length,
      bets: items.reduce((s, i) => s + i.bets.length, 0),
      staked: items.reduce((s, i) => s + i.staked, 0),
      paidOut: items.reduce((s, i) => s + i.paidOut, 0),
      net: items.reduce((s, i) => s + i.net, 0),
    },
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
