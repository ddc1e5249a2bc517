import { db } from '@/lib/db';
import type { RoundStatus } from '@/lib/generated/prisma/enums';

export interface RoundSummary {
  id: string;
  tableId: string;
  tableName: string;
  game: string;
  number: number;
  status: string;
  shoeNumber: number | null;
  /** The dealer on shift when the round opened (issue #17 §1); null when none. */
  dealerId: string | null;
  /** That dealer's display name (else username); null when none. */
  dealerName: string | null;
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

/** The search filters of `GET /api/rounds` (issue #17 §5), besides table, status and opened between. */
export interface RoundSearch {
  /** A player's username (exact, any case): rounds they placed a bet in. */
  player?: string;
  /** A dealer's username (exact, any case): rounds they ran (`Round.dealerId`). */
  dealer?: string;
  /** A round number (digits, an optional leading `#`) or a round id. */
  q?: string;
  /**
   * Outcome words, comma separated, all of which must appear in the round's `result`: each matches a string
   * value (`BANKER`, `RED`, `BLACKJACK`, a card `AS`), a number (`17`) or the key of a `true` flag (`natural`,
   * `playerPair`, `bust`) anywhere in the result; letters compared without case, spaces and `_` (`player pair`
   * = `PLAYER_PAIR` = `playerPair`). Generic: it reads the result's JSON, whatever the game.
   */
  outcome?: string;
  /** Cents staked on the round (the same sum as `staked`), at least / at most. */
  minAmount?: number;
  maxAmount?: number;
  /** Hour of day (0..23) the round opened, in `tz` (IANA, default UTC); from > to wraps past midnight. */
  hourFrom?: number;
  hourTo?: number;
  tz?: string;
}

/** Outcome words as compared: lower case, letters and digits only; empty words dropped. */
export function outcomeTerms(text: string): string[] {
  return text
    .split(',')
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
}

/**
 * The ids of the page's rounds (limit + 1 to tell whether more follow), newest first, in one SQL statement:
 * every filter is a condition on the round (bets only through their (roundId, userId) index), so the database
 * walks `Round(openedAt)` (or the dealer's / player's rows) and stops at the page's end.
 */
async function pageIds(
  q: { tableId?: string; status?: RoundStatus; from?: Date; to?: Date; cursor?: string; userId?: string } & RoundSearch,
  take: number,
): Promise<string[]> {
  const args: unknown[] = [];
  const arg = (v: unknown) => {
    args.push(v);
    return `$${args.length}`;
  };
  const where: string[] = [];
  if (q.tableId) where.push(`r."tableId" = ${arg(q.tableId)}`);
  if (q.status) where.push(`r."status" = ${arg(q.status)}::"RoundStatus"`);
  if (q.from) where.push(`r."openedAt" >= ${arg(q.from)}`);
  if (q.to) where.push(`r."openedAt" <= ${arg(q.to)}`);
  if (q.userId)
    where.push(`EXISTS (SELECT 1 FROM "Bet" b WHERE b."roundId" = r."id" AND b."userId" = ${arg(q.userId)})`);
  if (q.player !== undefined)
    where.push(
      `EXISTS (SELECT 1 FROM "Bet" b JOIN "User" u ON u."id" = b."userId" WHERE b."roundId" = r."id" AND lower(u."username") = lower(${arg(q.player)}))`,
    );
  if (q.dealer !== undefined)
    where.push(`r."dealerId" IN (SELECT u."id" FROM "User" u WHERE lower(u."username") = lower(${arg(q.dealer)}))`);
  if (q.q !== undefined) {
    const text = q.q.trim().replace(/^#/, '');
    if (/^\d{1,9}$/.test(text)) where.push(`r."number" = ${arg(Number(text))}`);
    else where.push(`r."id" = ${arg(text)}`);
  }
  if (q.outcome !== undefined) {
    const terms = outcomeTerms(q.outcome);
    if (!terms.length) where.push('false');
    // Each word: some (key, value) pair of the result, at any depth, whose string value, number or true flag's key
    // reads the same.
    const norm = (x: string) => `regexp_replace(lower(${x}), '[^[:alnum:]]', '', 'g')`;
    for (const term of terms) {
      const t = arg(term);
      where.push(`(EXISTS (SELECT 1 FROM jsonb_path_query(r."result", 'strict $.** ? (@.type() == "string" || @.type() == "number")') v
          WHERE ${norm(`v #>> '{}'`)} = ${t})
        OR EXISTS (SELECT 1 FROM jsonb_path_query(r."result", 'strict $.** ? (@.type() == "object").keyvalue() ? (@.value == true)') kv
          WHERE ${norm(`kv ->> 'key'`)} = ${t}))`);
    }
  }
  if (q.minAmount !== undefined || q.maxAmount !== undefined) {
    // The round's staked cents as `staked` shows them: live and settled bets (cancelled ones excluded), the
    // player's own for a player.
    const sum = `(SELECT COALESCE(SUM(b."amount" + b."extraStake" + b."fee"), 0) FROM "Bet" b WHERE b."roundId" = r."id" AND b."status" <> 'CANCELLED'${
      q.userId ? ` AND b."userId" = ${arg(q.userId)}` : ''
    })`;
    if (q.minAmount !== undefined) where.push(`${sum} >= ${arg(q.minAmount)}`);
    if (q.maxAmount !== undefined) where.push(`${sum} <= ${arg(q.maxAmount)}`);
  }
  if (q.hourFrom !== undefined || q.hourTo !== undefined) {
    const hour = `EXTRACT(HOUR FROM (r."openedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${arg(q.tz ?? 'UTC')})`;
    const lo = q.hourFrom ?? 0;
    const hi = q.hourTo ?? 23;
    where.push(
      lo <= hi ? `${hour} BETWEEN ${arg(lo)} AND ${arg(hi)}` : `(${hour} >= ${arg(lo)} OR ${hour} <= ${arg(hi)})`,
    );
  }
  if (q.cursor)
    where.push(`(r."openedAt", r."id") < (SELECT c."openedAt", c."id" FROM "Round" c WHERE c."id" = ${arg(q.cursor)})`);
  const sql = `SELECT r."id" FROM "Round" r ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY r."openedAt" DESC, r."id" DESC LIMIT ${arg(take)}`;
  const rows = await db().$queryRawUnsafe<{ id: string }[]>(sql, ...args);
  return rows.map((r) => r.id);
}

/**
 * Round history, newest first, with filters (table, status, opened between `from` and `to`, and the search of
 * `RoundSearch`) and a cursor (the last item's id). `limit` 1..200 (default 50). Returns `{items, nextCursor}`.
 * `userId` (a player's own history): only rounds they bet in, and only their bets counted.
 */
export async function listRounds(
  q: {
    tableId?: string;
    status?: RoundStatus;
    from?: Date;
    to?: Date;
    cursor?: string;
    limit?: number;
    userId?: string;
  } & RoundSearch,
): Promise<{ items: RoundSummary[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
  const ids0 = await pageIds(q, limit + 1);
  const found = ids0.length
    ? await db().round.findMany({
        where: { id: { in: ids0 } },
        include: {
          table: { select: { name: true } },
          shoe: { select: { number: true } },
          dealer: { select: { username: true, displayName: true } },
        },
      })
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids0.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => !!r);
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
        dealerId: r.dealerId,
        // A player (their own history) reads only a display name: a username is a staff sign-in name (as on the
        // round detail, GET /api/tables and the lobby); staff read the display name else the username.
        dealerName: r.dealer ? r.dealer.displayName?.trim() || (q.userId ? null : r.dealer.username) : null,
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
