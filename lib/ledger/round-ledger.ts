import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';

export interface LedgerTransactionView {
  id: string;
  kind: string;
  memo: string | null;
  actor: string | null;
  createdAt: string;
  /** Entries in cents: positive = credited to the account. Sum to zero. */
  entries: { accountId: string; account: string; amount: number; betId: string | null }[];
}

/**
 * The ledger of one round (staff): every transaction posted for it — stakes, cancellations, the
 * settlement, void reversal and refund — with its entries, oldest first. Errors: ROUND_NOT_FOUND 404.
 */
export async function roundLedger(roundId: string): Promise<LedgerTransactionView[]> {
  const round = await db().round.findUnique({ where: { id: roundId }, select: { id: true } });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const txs = await db().ledgerTransaction.findMany({
    where: { roundId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: {
      entries: {
        orderBy: { id: 'asc' },
        include: {
          account: { select: { kind: true, user: { select: { username: true } }, table: { select: { name: true } } } },
        },
      },
    },
  });
  const actorIds = [...new Set(txs.map((t) => t.actorId).filter((x): x is string => !!x))];
  const actors = new Map(
    (await db().user.findMany({ where: { id: { in: actorIds } }, select: { id: true, username: true } })).map((u) => [
      u.id,
      u.username,
    ]),
  );
  return txs.map((t) => ({
    id: t.id,
    kind: t.kind,
    memo: t.memo,
    actor: t.actorId ? (actors.get(t.actorId) ?? t.actorId) : null,
    createdAt: t.createdAt.toISOString(),
    entries: t.entries.map((e) => ({
      accountId: e.accountId,
      account:
        e.account.kind === 'WALLET'
          ? `wallet ${e.account.user?.username ?? ''}`.trim()
          : e.account.kind === 'HOUSE'
            ? `house ${e.account.table?.name ?? ''}`.trim()
            : 'cashier',
      amount: Number(e.amount),
      betId: e.betId,
    })),
  }));
}
