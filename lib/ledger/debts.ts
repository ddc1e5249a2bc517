import { db, type Tx } from '@/lib/db';
import { debtAccountId } from '@/lib/ledger/accounts';

/**
 * Player debts (issue #18 §2). A reversal (correction or void) that takes more than a wallet holds leaves the
 * wallet at zero and the rest on the player's DEBT account (`postTransactionsWithDebt`); the player's next
 * credits pay it first (DEBT_REPAYMENT, `postTransactions`). Cents throughout; a debt is reported >= 0.
 */

/** What the player owes now, cents (0 without a debt account). */
export async function debtOf(client: Tx, userId: string): Promise<number> {
  const a = await client.ledgerAccount.findUnique({ where: { id: debtAccountId(userId) }, select: { balance: true } });
  return a ? 0 - Number(a.balance) : 0;
}

/** What each of these players owes, cents (players without a debt are absent). */
export async function debtsOf(client: Tx, userIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!userIds.length) return out;
  const rows = await client.ledgerAccount.findMany({
    where: { debtorId: { in: [...userIds] }, balance: { lt: 0 } },
    select: { debtorId: true, balance: true },
  });
  for (const r of rows) if (r.debtorId) out.set(r.debtorId, 0 - Number(r.balance));
  return out;
}

export interface DebtItem {
  userId: string;
  username: string;
  /** Owed now, cents (> 0). */
  debt: number;
  /** When the player's debt account first went into debt (its first DEBT posting). */
  since: string;
  /** The last DEBT or DEBT_REPAYMENT posting. */
  lastChange: string;
}

/** Every player who owes, the largest debt first (`GET /api/debts`, PIT_BOSS and ADMIN). */
export async function listDebts(): Promise<{ items: DebtItem[]; total: number }> {
  const rows = await db().$queryRawUnsafe<
    { userId: string; username: string; debt: bigint; since: Date; lastChange: Date }[]
  >(
    `SELECT u."id" AS "userId", u."username", (-a."balance")::bigint AS debt,
            MIN(t."createdAt") AS since, MAX(t."createdAt") AS "lastChange"
     FROM "LedgerAccount" a
     JOIN "User" u ON u."id" = a."debtorId"
     JOIN "LedgerEntry" e ON e."accountId" = a."id"
     JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
     WHERE a."kind" = 'DEBT' AND a."balance" < 0
     GROUP BY u."id", u."username", a."balance"
     ORDER BY a."balance" ASC, u."username" ASC`,
  );
  const items = rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    debt: Number(r.debt),
    since: r.since.toISOString(),
    lastChange: r.lastChange.toISOString(),
  }));
  return { items, total: items.reduce((s, i) => s + i.debt, 0) };
}

/**
 * A wallet and debt after a change of `delta` cents, as the ledger posts it (pure; previews use it): a debit
 * beyond the balance empties the wallet and adds the rest to the debt; a credit pays the debt first.
 */
export function walletAfter(balance: number, debt: number, delta: number): { balance: number; debt: number } {
  const after = balance + delta;
  if (after < 0) return { balance: 0, debt: debt - after };
  if (delta > 0 && debt > 0) {
    const repaid = Math.min(debt, after);
    return { balance: after - repaid, debt: debt - repaid };
  }
  return { balance: after, debt };
}
