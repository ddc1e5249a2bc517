/**
 * Bench section "intake" (issue #16 §1): one roulette table, 500 players in-process at once, half placing
 * single bets and half slips of five, through the product's own service (`placeBet` / `placeBets`: the
 * command transaction, the checks, the two statements) against a scratch Postgres; the floor is a raw-`pg`
 * script doing the same validated writes with the same concurrency and pool size (BEGIN; the round
 * FOR SHARE, the wallet FOR UPDATE and the player's open bets in one statement; the limit and balance
 * checks; the bets, STAKE transactions and entries in one statement; COMMIT). Product and floor run
 * alternately (P F P F), each phase on a fresh table and round, in two modes:
 * - saturated: every player bets again as soon as answered (the most bets/s each can take);
 * - paced: every player bets again after a think time of 250..1,250 ms (~670 requests/s, ~2,000 bets/s
 *   offered once all have started: above the issue's 1,500 bets/s), which shows the latency players see at
 *   that rate; the figure is the bets accepted per second over the whole phase (the first second's ramp
 *   included).
 * Prints bets/s accepted, p50 and p99 request latency (a slip is one request). BENCH_INTAKE_SECONDS sets a
 * phase's length (default 10).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { placeBet, placeBets } from '@/lib/bets/place-bet';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { openRound } from '@/lib/rounds/open-round';
import type { Principal } from '@/lib/auth/principal';
import type { Database } from '@/lib/db';
import { benchAdmin, machineLoad, percentile, ratio, report, scratchDatabase, seedPlayers } from './common';

const PLAYERS = 500;
const SLIP = 5;
const POOL = 10;
/** A paced player's think time between answers: THINK_MIN_MS .. THINK_MIN_MS + 1,000 ms. */
const THINK_MIN_MS = 250;
const PHASE_MS = Number(process.env.BENCH_INTAKE_SECONDS ?? 10) * 1000;

interface PhaseResult {
  bets: number;
  refused: number;
  ms: number;
  latencies: number[];
}

/** What one player sends: a single RED 100, or a slip of five STRAIGHT 100 on numbers of its own. */
function request(i: number, k: number): { type: string; numbers?: number[]; amount: number }[] {
  if (i % 2 === 0) return [{ type: 'RED', amount: 100 }];
  return Array.from({ length: SLIP }, (_, j) => ({
    type: 'STRAIGHT',
    numbers: [(i + k * SLIP + j) % 37],
    amount: 100,
  }));
}

async function freshRound(database: Database, boss: Principal): Promise<{ roundId: string; tableId: string }> {
  const prisma = database.prisma;
  const table = await prisma.gameTable.create({
    data: { name: `Bench intake ${crypto.randomBytes(3).toString('hex')}`, game: 'ROULETTE' },
  });
  await prisma.ledgerAccount.create({ data: { id: houseAccountId(table.id), kind: 'HOUSE', tableId: table.id } });
  const round = await openRound({ actor: boss }, table.id, {});
  return { roundId: round.id, tableId: table.id };
}

/** Runs `PLAYERS` loops for PHASE_MS: `send` places one request and returns the bets accepted (0 = refused). */
async function phase(think: boolean, send: (player: number, k: number) => Promise<number>): Promise<PhaseResult> {
  const latencies: number[] = [];
  let bets = 0;
  let refused = 0;
  const t0 = performance.now();
  const end = t0 + PHASE_MS;
  const loop = async (i: number) => {
    // Paced players start spread over the first second, as a live audience does.
    if (think) await sleep(Math.random() * 1000);
    for (let k = 0; performance.now() < end; k++) {
      const s = performance.now();
      const n = await send(i, k);
      latencies.push(performance.now() - s);
      if (n) bets += n;
      else refused++;
      if (think) await sleep(THINK_MIN_MS + Math.random() * 1000);
    }
  };
  await Promise.all(Array.from({ length: PLAYERS }, (_, i) => loop(i)));
  return { bets, refused, ms: performance.now() - t0, latencies };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The product: the bet service itself (no HTTP), single bets and slips. */
function productSender(players: Principal[], roundId: string): (i: number, k: number) => Promise<number> {
  return async (i, k) => {
    const bets = request(i, k);
    const cmd = { actor: players[i]! };
    try {
      if (bets.length === 1) {
        const { amount, ...body } = bets[0]!;
        await placeBet(cmd, roundId, body, amount);
        return 1;
      }
      const slip = await placeBets(
        cmd,
        roundId,
        bets.map(({ amount, ...body }) => ({ body, amount })),
      );
      return slip.bets.length;
    } catch (e) {
      if (Math.random() < 0.01) console.log(`  product refusal: ${(e as Error).message}`);
      return 0;
    }
  };
}

/** The floor: the same validated writes in raw SQL over `pg`, two statements inside BEGIN/COMMIT. */
function floorSender(
  pool: pg.Pool,
  players: Principal[],
  roundId: string,
  tableId: string,
): (i: number, k: number) => Promise<number> {
  const house = houseAccountId(tableId);
  return async (i, k) => {
    const bets = request(i, k);
    const userId = players[i]!.id;
    const wallet = walletAccountId(userId);
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const { rows } = await c.query(
        `WITH r AS (SELECT "status", "closesAt" FROM "Round" WHERE "id" = $1 FOR SHARE),
              w AS (SELECT "balance" FROM "LedgerAccount" WHERE "id" = $2 AND EXISTS (SELECT 1 FROM r) FOR UPDATE)
         SELECT r."status", (SELECT "balance" FROM w)::bigint AS balance,
           (SELECT COALESCE(json_agg(json_build_object('type', b."type", 'spec', b."spec", 'amount', b."amount")), '[]')
              FROM "Bet" b WHERE b."roundId" = $1 AND b."userId" = $3 AND b."status" = 'OPEN') AS mine
         FROM r`,
        [roundId, wallet, userId],
      );
      const row = rows[0] as { status: string; balance: string; mine: { type: string; amount: number }[] };
      const total = bets.reduce((s, b) => s + b.amount, 0);
      // The same kind of checks: betting open, the even-money limit per player, the balance.
      const onRed = row.mine.filter((b) => b.type === 'RED').reduce((s, b) => s + b.amount, 0);
      if (row.status !== 'BETTING' || Number(row.balance) < total || onRed + total > 500_000) {
        await c.query('ROLLBACK');
        return 0;
      }
      const x = bets.map((b) => ({
        id: crypto.randomUUID(),
        tid: crypto.randomUUID(),
        type: b.type,
        spec: b.numbers ? { numbers: b.numbers } : {},
        amount: b.amount,
      }));
      await c.query(
        `WITH x AS (SELECT * FROM jsonb_to_recordset($3::jsonb) AS x(id text, tid text, type text, spec jsonb, amount int)
                    WHERE EXISTS (SELECT 1 FROM "Round" WHERE "id" = $1 AND "status" = 'BETTING')),
              b AS (INSERT INTO "Bet" ("id","roundId","userId","type","spec","amount")
                    SELECT x.id, $1, $2, x.type, x.spec, x.amount FROM x RETURNING 1),
              t AS (INSERT INTO "LedgerTransaction" ("id","kind","roundId","actorId")
                    SELECT x.tid, 'STAKE', $1, $2 FROM x RETURNING 1)
         INSERT INTO "LedgerEntry" ("transactionId","accountId","amount","betId")
         SELECT x.tid, v.a, v.m, x.id FROM x, LATERAL (VALUES ($4::text, -x.amount::bigint), ($5::text, x.amount::bigint)) v(a, m)`,
        [roundId, userId, JSON.stringify(x), wallet, house],
      );
      await c.query('COMMIT');
      return bets.length;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      if (Math.random() < 0.01) console.log(`  floor refusal: ${(e as Error).message}`);
      return 0;
    } finally {
      c.release();
    }
  };
}

function summary(rs: PhaseResult[]): { rate: number; p50: number; p99: number; refused: number } {
  const bets = rs.reduce((s, r) => s + r.bets, 0);
  const ms = rs.reduce((s, r) => s + r.ms, 0);
  const lat = rs.flatMap((r) => r.latencies);
  return {
    rate: (bets / ms) * 1000,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    refused: rs.reduce((s, r) => s + r.refused, 0),
  };
}

export async function benchIntake(): Promise<void> {
  const scratch = await scratchDatabase();
  const { database, url } = scratch;
  const floorPool = new pg.Pool({ connectionString: url, max: POOL });
  try {
    const boss = await benchAdmin();
    const players = await seedPlayers(database, PLAYERS, 1_000_000_000, boss);
    console.log(
      `  ${PLAYERS} players (half single bets, half slips of ${SLIP}), pool ${POOL} connections each side, phases of ${PHASE_MS / 1000} s, P F P F`,
    );
    for (const mode of ['saturated', 'paced'] as const) {
      const product: PhaseResult[] = [];
      const floor: PhaseResult[] = [];
      for (let rep = 0; rep < 2; rep++) {
        const a = await freshRound(database, boss);
        product.push(await phase(mode === 'paced', productSender(players, a.roundId)));
        const b = await freshRound(database, boss);
        floor.push(await phase(mode === 'paced', floorSender(floorPool, players, b.roundId, b.tableId)));
        const p = summary([product.at(-1)!]);
        const f = summary([floor.at(-1)!]);
        console.log(
          `  ${mode} run ${rep + 1}: product ${p.rate.toFixed(0)} bets/s p50 ${p.p50.toFixed(1)} ms p99 ${p.p99.toFixed(1)} ms | floor ${f.rate.toFixed(0)} bets/s p50 ${f.p50.toFixed(1)} ms p99 ${f.p99.toFixed(1)} ms (${machineLoad()})`,
        );
      }
      const p = summary(product);
      const f = summary(floor);
      const note = `${PLAYERS} players, ${machineLoad()}${p.refused || f.refused ? `, refused ${p.refused}/${f.refused}` : ''}`;
      report({
        figure: `intake ${mode}: bets/s accepted`,
        product: p.rate.toFixed(0),
        floor: f.rate.toFixed(0),
        ratio: ratio(f.rate, p.rate),
        note,
      });
      report({
        figure: `intake ${mode}: p50 latency`,
        product: `${p.p50.toFixed(1)} ms`,
        floor: `${f.p50.toFixed(1)} ms`,
        ratio: ratio(p.p50, f.p50),
      });
      report({
        figure: `intake ${mode}: p99 latency`,
        product: `${p.p99.toFixed(1)} ms`,
        floor: `${f.p99.toFixed(1)} ms`,
        ratio: ratio(p.p99, f.p99),
      });
    }
    const [sum] = await database.prisma.$queryRawUnsafe<{ s: bigint }[]>(
      'SELECT COALESCE(SUM("balance"),0)::bigint AS s FROM "account_balance"',
    );
    console.log(`  ledger balances sum (account_balance): ${sum?.s} (must be 0)`);
  } finally {
    await floorPool.end().catch(() => undefined);
    await scratch.drop();
  }
}
