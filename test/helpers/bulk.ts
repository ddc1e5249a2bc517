/**
 * Bulk set-up for tests of large rounds (thousands of players and bets), by SQL instead of one command per player or
 * bet: the rows the product's commands would write, with their ledger transactions.
 */
import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import { transact } from '@/lib/command';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { CASHIER_ACCOUNT_ID, houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import type { Principal } from '@/lib/auth/principal';

/** Inserts players (id = the given id, username `p-<id>`) with their wallets and deposits `cents` to each (one DEPOSIT). */
export async function insertFundedPlayers(
  actor: Principal,
  deposits: readonly (readonly [string, number])[],
): Promise<void> {
  const rows = JSON.stringify(deposits.map(([id]) => ({ id })));
  await db().$executeRawUnsafe(
    `INSERT INTO "User" ("id","username","passwordHash","role") SELECT x.id, 'p-' || x.id, 'scrypt$none', 'PLAYER' FROM jsonb_to_recordset($1::jsonb) AS x(id text)`,
    rows,
  );
  await db().$executeRawUnsafe(
    `INSERT INTO "LedgerAccount" ("id","kind","userId") SELECT 'wallet:' || x.id, 'WALLET', x.id FROM jsonb_to_recordset($1::jsonb) AS x(id text)`,
    rows,
  );
  await transact({ actor }, async (tx) =>
    postTransactions(tx, [
      {
        kind: 'DEPOSIT',
        entries: [
          ...deposits.map(([id, cents]) => ({ accountId: walletAccountId(id), amount: cents })),
          { accountId: CASHIER_ACCOUNT_ID, amount: -deposits.reduce((s, [, cents]) => s + cents, 0) },
        ],
      },
    ]),
  );
}

/** A bet staked by `stakeBets`: placed `ms` milliseconds after 2026-12-01 12:00:00 (its createdAt). */
export interface BulkBet {
  id: string;
  userId: string;
  type: string;
  spec?: Record<string, unknown>;
  amount: number;
  ms: number;
}

/** Inserts OPEN bets of a round inside `tx` with their STAKE ledger transaction (wallets → the table's house). */
export async function stakeBets(
  tx: Tx,
  round: { id: string; tableId: string },
  bets: readonly BulkBet[],
): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO "Bet" ("id","roundId","userId","type","spec","amount","createdAt")
     SELECT x.id, $2, x."userId", x.type, COALESCE(x.spec, '{}'::jsonb), x.amount,
            TIMESTAMP '2026-12-01 12:00:00' + (x.ms || ' milliseconds')::interval
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, "userId" text, type text, spec jsonb, amount int, ms int)`,
    JSON.stringify(bets),
    round.id,
  );
  await postTransactions(tx, [
    {
      kind: 'STAKE',
      roundId: round.id,
      entries: [
        ...bets.map((b) => ({ accountId: walletAccountId(b.userId), amount: -b.amount, betId: b.id })),
        { accountId: houseAccountId(round.tableId), amount: bets.reduce((s, b) => s + b.amount, 0) },
      ],
    },
  ]);
}
