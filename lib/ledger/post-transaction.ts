import crypto from 'node:crypto';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { LedgerKind } from '@/lib/generated/prisma/enums';
import { isHouseAccountId } from '@/lib/ledger/accounts';

/** Kinds whose HOUSE side the trigger appends to LedgerAccountDelta instead of updating the house row. */
const DEFERRED_HOUSE_KINDS: ReadonlySet<LedgerKind> = new Set<LedgerKind>(['STAKE', 'CANCEL']);

/** One line of a ledger transaction: `amount` in cents, positive = credit to the account (its balance grows). */
export interface EntryInput {
  accountId: string;
  amount: number;
  betId?: string | null;
}

export interface TransactionInput {
  kind: LedgerKind;
  roundId?: string | null;
  actorId?: string | null;
  memo?: string | null;
  entries: EntryInput[];
}

/**
 * Posts double-entry ledger transactions inside the caller's database transaction.
 * All entries of all given transactions are written by ONE insert statement, whose trigger
 * (migration `init`) rejects any transaction not summing to zero and applies the entries to the
 * account balances; the wallet CHECK rejects a balance below zero. The HOUSE side of STAKE and CANCEL
 * transactions is appended to LedgerAccountDelta instead (migration `bet_intake`): the house row is then
 * not locked, so stakes at one table do not queue on it; any other posting on a house account locks it
 * (first, in id order) and folds its pending deltas into the balance.
 * Errors: AppError INSUFFICIENT_BALANCE (422) when a wallet would go below zero; throws on an
 * unbalanced or non-integer entry (a programming error, never user input).
 * @returns the ids of the created ledger transactions, in order.
 */
export async function postTransactions(tx: Tx, txs: TransactionInput[]): Promise<string[]> {
  const ids: string[] = [];
  const rows: { transactionId: string; accountId: string; amount: string; betId: string | null }[] = [];
  const headers: { id: string; kind: string; roundId: string | null; actorId: string | null; memo: string | null }[] =
    [];
  for (const t of txs) {
    const entries = t.entries.filter((e) => e.amount !== 0);
    let sum = 0;
    for (const e of entries) {
      if (!Number.isSafeInteger(e.amount)) throw new Error(`ledger amounts are integer cents, got ${e.amount}`);
      sum += e.amount;
    }
    if (sum !== 0) throw new Error(`ledger transaction ${t.kind} does not balance: entries sum to ${sum}`);
    if (entries.length === 0) continue;
    const id = crypto.randomUUID();
    ids.push(id);
    headers.push({ id, kind: t.kind, roundId: t.roundId ?? null, actorId: t.actorId ?? null, memo: t.memo ?? null });
    for (const e of entries)
      rows.push({ transactionId: id, accountId: e.accountId, amount: String(e.amount), betId: e.betId ?? null });
  }
  if (headers.length === 0) return ids;
  // A house account touched only by stakes/cancellations is not locked (its delta is appended, no row update).
  const folded = new Set<string>();
  for (const t of txs)
    if (!DEFERRED_HOUSE_KINDS.has(t.kind))
      for (const e of t.entries) if (isHouseAccountId(e.accountId)) folded.add(e.accountId);
  await lockAccounts(
    tx,
    rows.map((r) => r.accountId).filter((id) => !isHouseAccountId(id) || folded.has(id)),
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO "LedgerTransaction" ("id","kind","roundId","actorId","memo")
     SELECT x.id, x.kind::"LedgerKind", x."roundId", x."actorId", x.memo
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, kind text, "roundId" text, "actorId" text, memo text)`,
    JSON.stringify(headers),
  );
  try {
    await tx.$executeRawUnsafe(
      `INSERT INTO "LedgerEntry" ("transactionId","accountId","amount","betId")
       SELECT x."transactionId", x."accountId", x.amount::bigint, x."betId"
       FROM jsonb_to_recordset($1::jsonb) AS x("transactionId" text, "accountId" text, amount text, "betId" text)`,
      JSON.stringify(rows),
    );
  } catch (e) {
    if (String((e as Error).message).includes('LedgerAccount_wallet_nonnegative')) {
      throw new AppError('INSUFFICIENT_BALANCE', 'The balance is not enough for this.');
    }
    throw e;
  }
  return ids;
}

/**
 * Locks ledger accounts (`FOR NO KEY UPDATE`, the lock a balance UPDATE takes: postings serialize on it, but
 * the FOR KEY SHARE of a stake's foreign-key checks on a house account does not wait for it, so a settle or void
 * holding a house account does not stall the table's bets) in id order. Every posting takes its accounts' locks this way,
 * so two commands touching the same wallets (a double at one table followed by a Bet Behind at
 * another, and the reverse) wait for each other instead of deadlocking. Commands that read a balance
 * before posting call it first with every account they will touch.
 */
export async function lockAccounts(tx: Tx, accountIds: readonly string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort();
  if (ids.length)
    await tx.$queryRawUnsafe(
      `SELECT "id" FROM "LedgerAccount" WHERE "id" = ANY($1::text[]) ORDER BY "id" FOR NO KEY UPDATE`,
      ids,
    );
}

/**
 * Balance of one account in cents (0 for an account that does not exist): exact for every kind, a house
 * account's pending stake deltas included (view `account_balance`, migration `bet_intake`).
 */
export async function balanceOf(tx: Tx, accountId: string): Promise<number> {
  if (!isHouseAccountId(accountId)) {
    const a = await tx.ledgerAccount.findUnique({ where: { id: accountId }, select: { balance: true } });
    return a ? Number(a.balance) : 0;
  }
  const [a] = await tx.$queryRawUnsafe<{ balance: bigint }[]>(
    'SELECT "balance" FROM "account_balance" WHERE "id" = $1',
    accountId,
  );
  return a ? Number(a.balance) : 0;
}
