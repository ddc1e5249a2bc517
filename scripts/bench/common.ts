/**
 * Shared parts of `npm run bench` (scripts/bench.ts): a scratch Postgres database per section, bulk-seeded
 * players, and the one result table every section adds rows to (figure, product, floor, ratio, note).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { openDatabase, useDatabase, type Database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { transact } from '@/lib/command';
import { ensureCashier, insertUser } from '@/lib/users/manage-users';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { CASHIER_ACCOUNT_ID, walletAccountId } from '@/lib/ledger/accounts';
import type { Principal } from '@/lib/auth/principal';

/** One line of the bench's table. `product` and `floor` are already formatted; `ratio` is product/floor cost. */
export interface BenchRow {
  figure: string;
  product: string;
  floor: string;
  ratio: string;
  note?: string;
}

const rows: BenchRow[] = [];

/** Adds a row to the final table and prints it at once (long sections show progress). */
export function report(row: BenchRow): void {
  rows.push(row);
  console.log(
    `  ${row.figure}: product ${row.product} | floor ${row.floor} | ratio ${row.ratio}${row.note ? ` | ${row.note}` : ''}`,
  );
}

/** The machine's 1-minute load average, for the table's header (figures are noisy on a shared 2-core box). */
export function machineLoad(): string {
  return `load ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`;
}

/** Prints every row collected so far as one table. */
export function printTable(): void {
  const head: BenchRow = { figure: 'figure', product: 'product', floor: 'floor', ratio: 'ratio', note: 'note' };
  const all = [head, ...rows];
  const w = (k: keyof BenchRow) => Math.max(...all.map((r) => (r[k] ?? '').length));
  const line = (r: BenchRow) =>
    [
      r.figure.padEnd(w('figure')),
      r.product.padStart(w('product')),
      r.floor.padStart(w('floor')),
      r.ratio.padStart(w('ratio')),
      r.note ?? '',
    ].join(' | ');
  console.log(`\n== npm run bench (${machineLoad()}, ${new Date().toISOString()})`);
  console.log(line(head));
  console.log('-'.repeat(line(head).length));
  for (const r of rows) console.log(line(r));
}

/** Formats `a / b` as a ratio like `1.42x`. */
export function ratio(a: number, b: number): string {
  return b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a';
}

/** p-th percentile (0..100) of numbers (nearest rank). */
export function percentile(xs: readonly number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** The Postgres the bench uses (BENCH_DATABASE_URL, default the local trust-auth postgres). */
export const BENCH_BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh scratch database `croupier_bench_<hex>` on BENCH_BASE_URL, migrated and made the process-wide
 * database; `drop()` closes and drops it. `url` is its connection string (for floors that use raw `pg`).
 */
export async function scratchDatabase(): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const name = `croupier_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = openDatabase({ url: BENCH_BASE_URL });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = BENCH_BASE_URL.replace(/\/[^/]*$/, `/${name}`);
  const database = openDatabase({ url });
  useDatabase(database);
  await migrate(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close().catch(() => undefined);
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** An ADMIN principal in the current database (creates the cashier account too). */
export async function benchAdmin(): Promise<Principal> {
  let boss!: Principal;
  await transact({ actor: null }, async (tx) => {
    await ensureCashier(tx);
    const u = await insertUser(tx, {
      username: `bench-admin-${crypto.randomBytes(3).toString('hex')}`,
      password: 'bench-admin-pass',
      role: 'ADMIN',
    });
    boss = { id: u.id, username: u.username, role: 'ADMIN' };
  });
  return boss;
}

/**
 * `n` PLAYER users with wallets holding `balance` cents each, by bulk SQL (setup, not timed): one DEPOSIT
 * ledger transaction from the cashier. Returns their principals.
 */
export async function seedPlayers(
  database: Database,
  n: number,
  balance: number,
  boss: Principal,
): Promise<Principal[]> {
  const prisma = database.prisma;
  const ids = Array.from({ length: n }, () => crypto.randomUUID());
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
          ...ids.map((id) => ({ accountId: walletAccountId(id), amount: balance })),
          { accountId: CASHIER_ACCOUNT_ID, amount: -balance * n },
        ],
      },
    ]),
  );
  return ids.map((id) => ({ id, username: `p-${id}`, role: 'PLAYER' as const }));
}

/** Idle share of the machine's CPU time over `ms` (every core; NaN where Node reports none). */
async function idleShare(ms: number): Promise<number> {
  const read = () => {
    let idle = 0;
    let total = 0;
    for (const { times } of os.cpus()) {
      idle += times.idle;
      total += times.user + times.nice + times.sys + times.idle + times.irq;
    }
    return { idle, total };
  };
  const a = read();
  await new Promise((r) => setTimeout(r, ms));
  const b = read();
  return b.total === a.total ? NaN : (b.idle - a.idle) / (b.total - a.total);
}

/**
 * Waits (at most `maxMs`) until the machine is quiet: 85 % of its CPU idle over one second (the work a section
 * leaves behind, such as Postgres checkpointing after the intake's writes or a dropped database, made the next
 * section's figures many times worse). Returns what it saw.
 */
export async function waitForQuiet(maxMs = 60_000): Promise<string> {
  const t0 = Date.now();
  let idle = await idleShare(1_000);
  while (!(idle >= 0.85) && !Number.isNaN(idle) && Date.now() - t0 < maxMs) idle = await idleShare(1_000);
  const waited = ((Date.now() - t0) / 1000).toFixed(0);
  return Number.isNaN(idle) ? 'idle share unknown' : `${Math.round(idle * 100)} % idle after ${waited} s`;
}
