import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { walletAccountId } from '@/lib/ledger/accounts';

/** The ledger kinds of a user's cash history: money in, money out, and debts paid from a credit. */
export const CASH_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'DEBT_REPAYMENT'] as const;
export type CashKind = (typeof CASH_KINDS)[number];

export interface CashTransaction {
  /** The ledger transaction's id (also the cursor). */
  id: string;
  kind: CashKind;
  /** Cents from the wallet's view: + a deposit, − a withdrawal or a debt repayment. */
  amount: number;
  at: string;
  /** Who posted it (the cashier's operator; for a repayment, whoever made the credit), null when unknown. */
  actor: { id: string; username: string } | null;
  memo: string | null;
  /** The round a repayment came from (a win paying a debt), else null. */
  roundId: string | null;
}

/**
 * `GET /api/users/:id/transactions?kind=&cursor=&limit=` (ADMIN, PIT_BOSS; issue #18 §5): the user's deposits,
 * withdrawals and debt repayments from their wallet's ledger entries, newest first (in posting order: a deposit's
 * repayment of a debt comes right after it), `limit` 1..200 (default 50),
 * cursor = the last item's id. A user without a wallet (staff) has none. Errors: USER_NOT_FOUND 404,
 * VALIDATION_ERROR 400 (a cursor not of this list).
 */
export async function listUserTransactions(
  userId: string,
  q: { kind?: CashKind; cursor?: string; limit?: number } = {},
): Promise<{ items: CashTransaction[]; nextCursor: string | null }> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
  const kinds: string[] = q.kind ? [q.kind] : [...CASH_KINDS];
  const wallet = walletAccountId(userId);
  if (q.cursor) {
    const [c] = await db().$queryRawUnsafe<{ id: string }[]>(
      `SELECT t."id" FROM "LedgerTransaction" t JOIN "LedgerEntry" e ON e."transactionId" = t."id"
        WHERE t."id" = $1 AND e."accountId" = $2 AND t."kind"::text = ANY($3::text[]) LIMIT 1`,
      q.cursor,
      wallet,
      kinds,
    );
    if (!c) throw new AppError('VALIDATION_ERROR', 'cursor: not an item of this list.');
  }
  const rows = await db().$queryRawUnsafe<
    {
      id: string;
      kind: CashKind;
      amount: bigint;
      at: Date;
      actorId: string | null;
      username: string | null;
      memo: string | null;
      roundId: string | null;
    }[]
  >(
    `SELECT t."id", t."kind"::text AS kind, SUM(e."amount") AS amount, t."createdAt" AS at, t."actorId",
            u."username", t."memo", t."roundId"
       FROM "LedgerEntry" e JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
       LEFT JOIN "User" u ON u."id" = t."actorId"
      WHERE e."accountId" = $1 AND t."kind"::text = ANY($2::text[])
      GROUP BY t."id", u."username"
     HAVING $3::text IS NULL
         OR MAX(e."id") < (SELECT MAX(c."id") FROM "LedgerEntry" c WHERE c."transactionId" = $3 AND c."accountId" = $1)
      ORDER BY MAX(e."id") DESC
      LIMIT $4`,
    wallet,
    kinds,
    q.cursor ?? null,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: Number(r.amount),
      at: new Date(r.at).toISOString(),
      actor: r.actorId ? { id: r.actorId, username: r.username ?? r.actorId } : null,
      memo: r.memo,
      roundId: r.roundId,
    })),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
