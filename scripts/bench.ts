/**
 * `npm run bench`: settles one Baccarat round with 1,000 and with 10,000 bets against real Postgres
 * (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; a scratch database is created
 * and dropped) and prints the time of the settle command and the rows it wrote. Target: 10,000 bets settled,
 * with ledger entries, in under 2 s on a 2-core machine. Setup (players, stakes) is bulk SQL and not timed;
 * the settle is the product's own `settleRound` service, one transaction.
 *
 * Section "poker" (issue #14 §1): `evaluate7` of lib/games/poker over 10 million fixed pseudo-random seven-card
 * hands (pre-generated, not timed) in evaluations per second (target >= 20 million/s on one core), beside a floor:
 * the same loop summing the seven card indices, so the ratio is what the evaluator's lookups cost.
 *
 * `npm run bench` runs every section; `npm run bench -- poker` (or `-- settle`) runs the named ones only.
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
import { evaluate7 } from '@/lib/games/poker';

const sections = process.argv.slice(2);
const runs = (section: string) => sections.length === 0 || sections.includes(section);
if (runs('poker')) benchPokerEvaluator();
if (runs('settle')) await benchSettle();

/** Section "poker": evaluate7 against the table-free floor, in the same run (issue #14 §1). */
function benchPokerEvaluator() {
  const HANDS = 10_000_000;
  const RUNS = 5;
  const TARGET = 20e6;
  // Fixed pseudo-random hands (xorshift32, seed 0x9e3779b9): 7 distinct cards each by a partial Fisher-Yates.
  const hands = new Uint8Array(HANDS * 7);
  const deck = new Uint8Array(52);
  let x = 0x9e3779b9 | 0;
  for (let h = 0; h < HANDS; h++) {
    for (let i = 0; i < 52; i++) deck[i] = i;
    for (let i = 0; i < 7; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const j = i + ((x >>> 0) % (52 - i));
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
      hands[h * 7 + i] = deck[i]!;
    }
  }
  const product = () => {
    let sum = 0;
    for (let o = 0; o < hands.length; o += 7) {
      sum += evaluate7(
        hands[o]!,
        hands[o + 1]!,
        hands[o + 2]!,
        hands[o + 3]!,
        hands[o + 4]!,
        hands[o + 5]!,
        hands[o + 6]!,
      );
    }
    return sum;
  };
  const floor = () => {
    let sum = 0;
    for (let o = 0; o < hands.length; o += 7) {
      sum += hands[o]! + hands[o + 1]! + hands[o + 2]! + hands[o + 3]! + hands[o + 4]! + hands[o + 5]! + hands[o + 6]!;
    }
    return sum;
  };
  const time = (f: () => number) => {
    const t0 = process.hrtime.bigint();
    const check = f();
    return { perSecond: HANDS / (Number(process.hrtime.bigint() - t0) / 1e9), check };
  };
  const rates: number[] = [];
  const M = (r: number) => `${(r / 1e6).toFixed(1)} M/s`;
  for (let run = 1; run <= RUNS; run++) {
    const p = time(product);
    const f = time(floor);
    rates.push(p.perSecond);
    console.log(
      `poker evaluate7 run ${run}/${RUNS}: ${M(p.perSecond).padStart(10)} evals  | product evaluate7 over ${HANDS.toLocaleString('en')} random 7-card hands (value sum ${p.check})  | floor ${M(f.perSecond)} (sum of the 7 indices)  | ratio ${(f.perSecond / p.perSecond).toFixed(1)}x`,
    );
  }
  const median = [...rates].sort((a, b) => a - b)[RUNS >> 1]!;
  console.log(
    `poker evaluate7: median ${M(median)}, best ${M(Math.max(...rates))} seven-card evaluations per second on one core  | target >= ${M(TARGET)}: ${median >= TARGET ? 'met' : 'NOT MET'}`,
  );
}

async function benchSettle() {
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
}
