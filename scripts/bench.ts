/**
 * `npm run bench`: settles one Baccarat round with 1,000 and with 10,000 bets against real Postgres
 * (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; a scratch database is created
 * and dropped) and prints the time of the settle command and the rows it wrote. Target: 10,000 bets settled,
 * with ledger entries, in under 2 s on a 2-core machine. Setup (players, stakes) is bulk SQL and not timed;
 * the settle is the product's own `settleRound` service, one transaction.
 */
import crypto from 'node:crypto';
import { openDatabase, useDatabase } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { transact } from '@/lib/command';
import { ensureCashier, insertUser } from '@/lib/users/manage-users';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { CASHIER_ACCOUNT_ID, houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { openRound } from '@/lib/rounds/open-round';
import { closeRound } from '@/lib/rounds/close-round';
import { enterAction } from '@/lib/rounds/enter-action';
import { settleRound } from '@/lib/rounds/settle-round';
import type { Principal } from '@/lib/auth/principal';

const base = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `croupier_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = openDatabase({ url: base });
await admin.exec(`CREATE DATABASE ${name}`);
const database = openDatabase({ url: base.replace(/\/[^/]*$/, `/${name}`) });
useDatabase(database);
const prisma = database.prisma;

try {
  await migrate(database);
  let boss!: Principal;
  await transact({ actor: null }, async (tx) => {
    await ensureCashier(tx);
    const u = await insertUser(tx, { username: 'bench-admin', password: 'bench-admin-pass', role: 'ADMIN' });
    boss = { id: u.id, username: u.username, role: 'ADMIN' };
  });
  const table = await prisma.gameTable.create({ data: { name: 'Bench', game: 'BACCARAT' } });
  await prisma.ledgerAccount.create({ data: { id: houseAccountId(table.id), kind: 'HOUSE', tableId: table.id } });
  await prisma.shoe.create({ data: { tableId: table.id, number: 1, decks: 8 } });
  const PLAYERS = 2_000;
  const ids = Array.from({ length: PLAYERS }, () => crypto.randomUUID());
  await prisma.$executeRawUnsafe(
    `INSERT INTO "User" ("id","username","passwordHash","role") SELECT x.id, 'p-' || x.id, 'scrypt$none', 'PLAYER' FROM jsonb_to_recordset($1::jsonb) AS x(id text)`,
    JSON.stringify(ids.map((id) => ({ id }))),
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "LedgerAccount" ("id","kind","userId") SELECT 'wallet:' || x.id, 'WALLET', x.id FROM jsonb_to_recordset($1::jsonb) AS x(id text)`,
    JSON.stringify(ids.map((id) => ({ id }))),
  );
  await transact({ actor: boss }, async (tx) =>
    postTransactions(tx, [
      {
        kind: 'DEPOSIT',
        entries: [
          ...ids.map((id) => ({ accountId: walletAccountId(id), amount: 10_000_000 })),
          { accountId: CASHIER_ACCOUNT_ID, amount: -10_000_000 * PLAYERS },
        ],
      },
    ]),
  );

  const cmd = { actor: boss };
  const types = ['PLAYER', 'BANKER', 'TIE'] as const;
  for (const n of [1_000, 10_000]) {
    const round = await openRound(cmd, table.id, {});
    // Bulk stakes (setup, not timed): n bets spread over the players, with their STAKE ledger entries.
    const bets = Array.from({ length: n }, (_, k) => ({
      id: crypto.randomUUID(),
      userId: ids[k % PLAYERS]!,
      type: types[k % 3]!,
      amount: 100 + (k % 50) * 10,
    }));
    await transact(cmd, async (tx) => {
      await tx.$executeRawUnsafe(
        `INSERT INTO "Bet" ("id","roundId","userId","type","amount") SELECT x.id, $2, x."userId", x.type, x.amount FROM jsonb_to_recordset($1::jsonb) AS x(id text, "userId" text, type text, amount int)`,
        JSON.stringify(bets),
        round.id,
      );
      await postTransactions(tx, [
        {
          kind: 'STAKE',
          roundId: round.id,
          entries: [
            ...bets.map((b) => ({ accountId: walletAccountId(b.userId), amount: -b.amount, betId: b.id })),
            { accountId: houseAccountId(table.id), amount: bets.reduce((s, b) => s + b.amount, 0) },
          ],
        },
      ]);
    });
    await closeRound(cmd, round.id);
    // Player 5+3 = 8 natural against Banker 2+4 = 6: Player wins, Banker loses, Tie loses.
    for (const card of ['5S', '2H', '3D', '4C']) await enterAction(cmd, round.id, { type: 'CARD', card });
    const entriesBefore = await prisma.ledgerEntry.count();
    const t0 = process.hrtime.bigint();
    const res = await settleRound(cmd, round.id);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const entries = (await prisma.ledgerEntry.count()) - entriesBefore;
    const won = await prisma.bet.count({ where: { roundId: round.id, status: 'WON' } });
    console.log(
      `settle ${String(n).padStart(6)} bets: ${ms.toFixed(0).padStart(6)} ms  | bets updated ${res.settlement.bets}, won ${won}, ledger entries ${entries}, ledger transactions 1, round events 1, table events 1  | staked ${res.settlement.staked} c, paid out ${res.settlement.paidOut} c`,
    );
  }
  const [sum] = await prisma.$queryRawUnsafe<{ s: bigint }[]>(
    'SELECT COALESCE(SUM("balance"),0)::bigint AS s FROM "LedgerAccount"',
  );
  console.log(`ledger balances sum: ${sum?.s} (must be 0)`);
} finally {
  await database.close();
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
}
