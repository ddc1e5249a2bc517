import crypto from 'node:crypto';
import type { Tx } from '@/lib/db';
import { txSql } from '@/lib/db/tx-sql';
import { AppError } from '@/lib/errors';
import type { LedgerKind } from '@/lib/generated/prisma/enums';
import {
  debtAccountId,
  isDebtAccountId,
  isHouseAccountId,
  isWalletAccountId,
  walletAccountId,
  walletOwner,
} from '@/lib/ledger/accounts';

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

/** What a posting did to players' debts (issue #18 §2), cents per userId. */
export interface DebtEffects {
  /** Shortfalls moved to the player's debt account (`allowDebt`): the wallet went to zero, this much is owed. */
  debts: Map<string, number>;
  /** Debt paid back from this posting's credits to the player's wallet (DEBT_REPAYMENT). */
  repaid: Map<string, number>;
}

/**
 * Posts double-entry ledger transactions inside the caller's database transaction.
 * All entries of all given transactions are written by ONE insert statement, whose trigger
 * (migration `init`) rejects any transaction not summing to zero and applies the entries to the
 * account balances; the wallet CHECK rejects a balance below zero. The HOUSE side of STAKE and CANCEL
 * transactions is appended to LedgerAccountDelta instead (migration `bet_intake`): the house row is then
 * not locked, so stakes at one table do not queue on it; any other posting on a house account locks it
 * (first, in id order) and folds its pending deltas into the balance.
 * A credit to a player who owes (issue #18 §2) pays the debt first: a DEBT_REPAYMENT transaction (wallet
 * -x, debt +x, x = min(debt, the wallet's balance after the posting)) is written by the same statement.
 * Errors: AppError INSUFFICIENT_BALANCE (422) when a wallet would go below zero; throws on an
 * unbalanced or non-integer entry (a programming error, never user input).
 * @returns the ids of the created ledger transactions, in order (repayments after the given ones).
 */
export async function postTransactions(tx: Tx, txs: TransactionInput[], held?: HeldAccounts): Promise<string[]> {
  return (await post(tx, txs, false, held)).ids;
}

/**
 * Accounts locked once for several postings of one database transaction (a settle's chunks, issue #16 §2), see
 * `holdAccounts`: each posting given it reads the balances here instead of locking and reading its accounts again,
 * and leaves them as it made them.
 */
export interface HeldAccounts {
  /** The locked accounts. */
  locked: ReadonlySet<string>;
  /** Balances, cents, as the postings so far left them: the locked wallets and their players' debt accounts (absent: none). */
  balances: Map<string, number>;
}

/**
 * Locks accounts for several postings: `accountIds` and the wallets of the players with OPEN bets in round
 * `walletsOfOpenBets` (a settle's players, found by the same statement, without reading the round's bets first), in
 * one statement and id order as `lockAccounts`; then reads the debt accounts of the locked wallets' players (a second
 * statement, after the locks, as every posting reads them: see `post`). Every account a posting given the result
 * touches must be among them (a posting cannot take a lock out of id order later).
 */
export async function holdAccounts(
  tx: Tx,
  accountIds: readonly string[],
  walletsOfOpenBets: string,
): Promise<HeldAccounts> {
  const rows = await txSql(tx)<{ id: string; balance: bigint | number }>(
    `SELECT a."id", a."balance" FROM "LedgerAccount" AS a
     WHERE a."id" = ANY($1::text[])
        OR a."id" IN (SELECT DISTINCT $3 || b."userId" FROM "Bet" AS b WHERE b."roundId" = $2 AND b."status" = 'OPEN')
     ORDER BY a."id" FOR NO KEY UPDATE OF a`,
    [[...new Set(accountIds)], walletsOfOpenBets, walletAccountId('')],
  );
  const balances = new Map(rows.map((r) => [r.id, Number(r.balance)]));
  const locked = new Set(balances.keys());
  const wallets = [...locked].filter(isWalletAccountId);
  if (wallets.length) for (const [id, b] of await readDebts(tx, wallets)) balances.set(id, b);
  return { locked, balances };
}

/**
 * The debt accounts of these wallets' players that exist, with their balances, cents. Read AFTER the wallet locks,
 * by a statement of its own (READ COMMITTED: a new snapshot): every posting that creates or changes a debt holds its
 * wallet's lock, so a posting that waited for that lock now sees the debt the other one committed (even a debt
 * account created meanwhile), and no debt can change until commit.
 */
async function readDebts(tx: Tx, wallets: readonly string[]): Promise<Map<string, number>> {
  const rows = await txSql(tx)<{ id: string; balance: bigint | number }>(
    `SELECT "id", "balance" FROM "LedgerAccount" WHERE "id" = ANY($1::text[])`,
    [wallets.map((w) => debtAccountId(walletOwner(w)))],
  );
  return new Map(rows.map((d) => [d.id, Number(d.balance)]));
}

/**
 * `postTransactions` for reversals that must never be refused for lack of balance (corrections and voids,
 * issue #18 §2): a wallet whose net over ALL the given transactions would go below zero goes to zero, and the
 * shortfall is posted as a DEBT transaction (wallet +short, the player's debt account -short) in the same
 * statement: double entry intact, wallets never negative. The debt account is created on first use.
 * @returns the transaction ids and, per player, the debt added and the debt repaid
 */
export async function postTransactionsWithDebt(
  tx: Tx,
  txs: TransactionInput[],
): Promise<{ ids: string[] } & DebtEffects> {
  return post(tx, txs, true);
}

async function post(
  tx: Tx,
  txs: TransactionInput[],
  allowDebt: boolean,
  held?: HeldAccounts,
): Promise<{ ids: string[] } & DebtEffects> {
  const ids: string[] = [];
  const effects: DebtEffects = { debts: new Map(), repaid: new Map() };
  const rows: { transactionId: string; accountId: string; amount: string; betId: string | null }[] = [];
  const headers: { id: string; kind: string; roundId: string | null; actorId: string | null; memo: string | null }[] =
    [];
  /** Net per wallet over every given transaction, cents. */
  const walletNet = new Map<string, number>();
  let roundId: string | null = null;
  let actorId: string | null = null;
  const add = (t: Omit<TransactionInput, 'entries'>, entries: EntryInput[]) => {
    const id = crypto.randomUUID();
    ids.push(id);
    headers.push({ id, kind: t.kind, roundId: t.roundId ?? null, actorId: t.actorId ?? null, memo: t.memo ?? null });
    for (const e of entries)
      rows.push({ transactionId: id, accountId: e.accountId, amount: String(e.amount), betId: e.betId ?? null });
  };
  for (const t of txs) {
    const entries = t.entries.filter((e) => e.amount !== 0);
    let sum = 0;
    for (const e of entries) {
      if (!Number.isSafeInteger(e.amount)) throw new Error(`ledger amounts are integer cents, got ${e.amount}`);
      sum += e.amount;
    }
    if (sum !== 0) throw new Error(`ledger transaction ${t.kind} does not balance: entries sum to ${sum}`);
    if (entries.length === 0) continue;
    add(t, entries);
    roundId ??= t.roundId ?? null;
    actorId ??= t.actorId ?? null;
    for (const e of entries)
      if (isWalletAccountId(e.accountId)) walletNet.set(e.accountId, (walletNet.get(e.accountId) ?? 0) + e.amount);
  }
  if (headers.length === 0) return { ids, ...effects };
  // A house account touched only by stakes/cancellations is not locked (its delta is appended, no row update).
  const folded = new Set<string>();
  for (const t of txs)
    if (!DEFERRED_HOUSE_KINDS.has(t.kind))
      for (const e of t.entries) if (isHouseAccountId(e.accountId)) folded.add(e.accountId);
  const toLock = rows.map((r) => r.accountId).filter((id) => !isHouseAccountId(id) || folded.has(id));
  let balances: Map<string, number>;
  if (held) {
    // Held accounts serve credits (a settle's chunks): a posting that may create a debt reads its own balances.
    if (allowDebt) throw new Error('a posting that may create a debt does not use held accounts');
    const missing = toLock.find((id) => !held.locked.has(id));
    if (missing) throw new Error(`ledger account ${missing} is not among the held accounts`);
    balances = held.balances;
  } else balances = await lockAccounts(tx, toLock);
  // The wallets whose debt this posting may touch: a credit pays a debt first; with `allowDebt`, a wallet the
  // posting would take below zero owes the rest. A stake, a withdrawal, a loss touches none (no read).
  const concerned = [...walletNet].filter(
    ([wallet, net]) => net > 0 || (allowDebt && (balances.get(wallet) ?? 0) + net < 0),
  );
  const createDebt: string[] = [];
  if (concerned.length) {
    // The debts, read after the wallet locks (`readDebts`): by this posting, or once for all by `holdAccounts`.
    if (!held)
      for (const [id, b] of await readDebts(
        tx,
        concerned.map(([w]) => w),
      ))
        balances.set(id, b);
    for (const [wallet, net] of concerned) {
      const userId = walletOwner(wallet);
      const debtId = debtAccountId(userId);
      const balance = balances.get(wallet) ?? 0;
      const owed = 0 - (balances.get(debtId) ?? 0);
      const after = balance + net;
      if (after < 0 && allowDebt) {
        const short = -after;
        if (!balances.has(debtId)) createDebt.push(userId);
        effects.debts.set(userId, short);
        add({ kind: 'DEBT', roundId, actorId, memo: 'reversal beyond the wallet: owed' }, [
          { accountId: wallet, amount: short },
          { accountId: debtId, amount: -short },
        ]);
      } else if (after > 0 && owed > 0 && net > 0) {
        const x = Math.min(owed, after);
        effects.repaid.set(userId, x);
        add({ kind: 'DEBT_REPAYMENT', roundId, actorId, memo: 'credit pays the debt first' }, [
          { accountId: wallet, amount: -x },
          { accountId: debtId, amount: x },
        ]);
      }
    }
  }
  try {
    // One statement: the new debt accounts, the transaction headers and the entries (the entries' foreign keys and
    // the ledger trigger run at the end of the statement, when the accounts and headers of its CTEs exist).
    await txSql(tx)(
      `WITH debt_accounts AS (
         INSERT INTO "LedgerAccount" ("id", "kind", "debtorId")
         SELECT 'debt:' || u, 'DEBT'::"AccountKind", u FROM unnest($3::text[]) AS u
         ON CONFLICT ("id") DO NOTHING
       ), headers AS (
         INSERT INTO "LedgerTransaction" ("id","kind","roundId","actorId","memo")
         SELECT x.id, x.kind::"LedgerKind", x."roundId", x."actorId", x.memo
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, kind text, "roundId" text, "actorId" text, memo text)
       )
       INSERT INTO "LedgerEntry" ("transactionId","accountId","amount","betId")
       SELECT x."transactionId", x."accountId", x.amount::bigint, x."betId"
       FROM jsonb_to_recordset($2::jsonb) AS x("transactionId" text, "accountId" text, amount text, "betId" text)`,
      [JSON.stringify(headers), JSON.stringify(rows), createDebt],
    );
  } catch (e) {
    if (String((e as Error).message).includes('LedgerAccount_wallet_nonnegative')) {
      throw new AppError('INSUFFICIENT_BALANCE', 'The balance is not enough for this.');
    }
    throw e;
  }
  if (held)
    // As the trigger left them: the wallets, the debt accounts (a new one from 0) and the house accounts whose row
    // the entries changed (a stake's house delta is appended instead: its held balance stays as read).
    for (const r of rows)
      if (isWalletAccountId(r.accountId) || isDebtAccountId(r.accountId) || folded.has(r.accountId))
        balances.set(r.accountId, (balances.get(r.accountId) ?? 0) + Number(r.amount));
  return { ids, ...effects };
}

/**
 * Locks ledger accounts (`FOR NO KEY UPDATE`, the lock a balance UPDATE takes: postings serialize on it, but
 * the FOR KEY SHARE of a stake's foreign-key checks on a house account does not wait for it, so a settle or void
 * holding a house account does not stall the table's bets) in id order. Every posting takes its accounts' locks this way,
 * so two commands touching the same wallets (a double at one table followed by a Bet Behind at
 * another, and the reverse) wait for each other instead of deadlocking. Commands that read a balance
 * before posting call it first with every account they will touch. A player's debt account (issue #18 §2) is not
 * locked: it only changes together with the player's wallet, under the wallet's lock.
 * @returns the locked accounts' stored balances, cents (a house account's pending stake deltas not included)
 */
export async function lockAccounts(tx: Tx, accountIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(accountIds)].sort();
  const out = new Map<string, number>();
  if (!ids.length) return out;
  const rows = await txSql(tx)<{ id: string; balance: bigint | number }>(
    `SELECT "id", "balance" FROM "LedgerAccount" WHERE "id" = ANY($1::text[]) ORDER BY "id" FOR NO KEY UPDATE`,
    [ids],
  );
  for (const r of rows) out.set(r.id, Number(r.balance));
  return out;
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
