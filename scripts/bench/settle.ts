/**
 * Bench section "settle": settles one Baccarat round with 1,000 and with 10,000 bets against real Postgres
 * (a scratch database, created and dropped) and prints the time of the settle command and the rows it wrote.
 * Setup (players, stakes) is bulk SQL and not timed; the settle is the product's own `settleRound` service.
 */
import crypto from 'node:crypto';
import { transact } from '@/lib/command';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { openRound } from '@/lib/rounds/open-round';
import { closeRound } from '@/lib/rounds/close-round';
import { enterAction } from '@/lib/rounds/enter-action';
import { settleRound } from '@/lib/rounds/settle-round';
import { benchAdmin, report, scratchDatabase, seedPlayers } from './common';

export async function benchSettle(): Promise<void> {
  const scratch = await scratchDatabase();
  const { database } = scratch;
  const prisma = database.prisma;
  try {
    const boss = await benchAdmin();
    const table = await prisma.gameTable.create({ data: { name: 'Bench', game: 'BACCARAT' } });
    await prisma.ledgerAccount.create({ data: { id: houseAccountId(table.id), kind: 'HOUSE', tableId: table.id } });
    await prisma.shoe.create({ data: { tableId: table.id, number: 1, decks: 8 } });
    const PLAYERS = 2_000;
    const ids = (await seedPlayers(database, PLAYERS, 10_000_000, boss)).map((p) => p.id);

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
      report({
        figure: `settle ${n.toLocaleString('en')} bets (baccarat)`,
        product: `${ms.toFixed(0)} ms`,
        floor: 'n/a',
        ratio: 'n/a',
        note: `${entries} ledger entries, won ${won}`,
      });
      console.log(
        `settle ${String(n).padStart(6)} bets: ${ms.toFixed(0).padStart(6)} ms  | bets updated ${res.settlement.bets}, won ${won}, ledger entries ${entries}, ledger transactions 1, round events 1, table events 1  | staked ${res.settlement.staked} c, paid out ${res.settlement.paidOut} c`,
      );
    }
    const [sum] = await prisma.$queryRawUnsafe<{ s: bigint }[]>(
      'SELECT COALESCE(SUM("balance"),0)::bigint AS s FROM "LedgerAccount"',
    );
    console.log(`ledger balances sum: ${sum?.s} (must be 0)`);
  } finally {
    await scratch.drop();
  }
}
