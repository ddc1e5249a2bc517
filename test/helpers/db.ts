import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openDatabase, useDatabase, type Database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { ensureCashier, insertUser } from '@/lib/users/manage-users';
import { transact } from '@/lib/command';

export type Backend = 'pglite' | 'postgres';

/** The Postgres server tests use (CI and every machine here have one on 127.0.0.1:5432, trust auth). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Backends to run API tests against: both, unless CROUPIER_TEST_BACKENDS narrows it (e.g. "pglite"). */
export const BACKENDS: Backend[] = (process.env.CROUPIER_TEST_BACKENDS?.split(',') as Backend[] | undefined) ?? [
  'pglite',
  'postgres',
];

/**
 * `describe.each(BACKENDS)(name, fn)` for one backend: the longest API suites (200 rounds or deals through the API)
 * have a file per backend, because vitest runs files, not blocks, side by side on its two workers. When
 * CROUPIER_TEST_BACKENDS leaves the backend out, the file reports one skipped test (a file without tests fails).
 */
export function describeOnBackend(only: Backend, name: string, fn: (backend: Backend) => void): void {
  if (!BACKENDS.includes(only)) {
    describe.skip(name.replace('%s', only), () => {
      it(`runs when CROUPIER_TEST_BACKENDS includes ${only}`, () => undefined);
    });
    return;
  }
  describe.each([only])(name, fn);
}

/**
 * How many seeded rounds a long simulation (Poker Switch, Casino Hold'em: every round through the API, checked
 * against the test's own reading of the rules) plays on `backend`: all `full` on Postgres, the first `sample` on
 * PGlite. The rounds are the same seeded rounds (the sample is the full run's first rounds), the SQL and the code
 * paths are the same; what the sample must still reach (every branch the suite asserts it reached) is asserted on
 * both. CROUPIER_FULL_SIMULATIONS=1 plays every round on both backends.
 */
export function simulationRounds(backend: Backend, full: number, sample: number): number {
  return backend === 'postgres' || process.env.CROUPIER_FULL_SIMULATIONS === '1' ? full : sample;
}

/**
 * Migrated templates. Running the 20-odd migrations (and, on PGlite, its initdb) for every test file was most
 * of the suite's set-up time, so each backend is migrated once per set of migrations by `migrate()` itself and
 * every fresh database is a copy of that result: on Postgres `CREATE DATABASE ... TEMPLATE`, on PGlite a copy
 * of a data directory the template's PGlite wrote and closed cleanly (shutdown checkpoint: a consistent
 * cluster, like copying a stopped server's PGDATA). A template is named after a hash of the migration files
 * and the PGlite version, so a changed or new migration makes a new one; it is only ever used once complete
 * (PGlite: renamed into place; Postgres: marked IS_TEMPLATE after its last migration). Test databases are
 * exactly what `migrate()` makes of an empty database (with `synchronous_commit = off`, a durability setting
 * only: see pgliteTemplate and freshDatabase); migrating from scratch is itself tested in
 * test/db/schema-roundtrip.test.ts (`{ fromScratch: true }`) on both backends.
 */
const MIGRATIONS_DIR = path.resolve(process.cwd(), 'prisma/migrations');
function templateKey(): string {
  const h = crypto.createHash('sha256');
  const pgliteVersion = JSON.parse(
    fs.readFileSync(path.resolve(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version;
  h.update(`template-v2 pglite ${pgliteVersion}\n`);
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    const file = path.join(MIGRATIONS_DIR, name, 'migration.sql');
    if (fs.existsSync(file)) h.update(`${name}\n`).update(fs.readFileSync(file));
  }
  return h.digest('hex').slice(0, 16);
}

/** Where PGlite test databases live: RAM (/dev/shm) when there is one, else the temp folder. */
const PGLITE_ROOT = path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'croupier-test-pglite');

/** Removes the copies left by test processes that died before their `drop()` (once per process). */
let swept = false;
function sweepDeadCopies(): void {
  if (swept) return;
  swept = true;
  for (const name of fs.existsSync(PGLITE_ROOT) ? fs.readdirSync(PGLITE_ROOT) : []) {
    const pid = Number(/^(?:db-|template-.*\.build-)(\d+)-/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ESRCH')
        fs.rmSync(path.join(PGLITE_ROOT, name), { recursive: true, force: true });
    }
  }
}

/** The migrated PGlite data directory of the current migrations, built on first use. */
export async function pgliteTemplate(): Promise<string> {
  const dir = path.join(PGLITE_ROOT, `template-${templateKey()}`);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(PGLITE_ROOT, { recursive: true });
  const build = `${dir}.build-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const d = openDatabase({ dataDir: build });
  try {
    await migrate(d);
    // As on Postgres (freshDatabase): commits do not wait for their WAL to be written (ALTER SYSTEM: the setting is in
    // the data directory, so in every copy; PGlite ignores ALTER DATABASE ... SET). PGlite has no WAL writer: the WAL
    // is written when its buffers fill and at the clean close. About a third of the time per commit; the SQL, its
    // results and isolation are the same.
    await d.exec('ALTER SYSTEM SET synchronous_commit = off');
  } finally {
    await d.close();
  }
  try {
    fs.renameSync(build, dir);
  } catch (e) {
    // Another worker put the same template in place first: use it.
    fs.rmSync(build, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw e;
  }
  return dir;
}

/** The migrated Postgres template database of the current migrations, built on first use. */
export async function postgresTemplate(): Promise<string> {
  const name = `croupier_tpl_${templateKey()}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    const ready = async () =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name])).rowCount === 1;
    if (await ready()) return name;
    // One builder at a time (other workers and other runs on this server wait, then find it built).
    await admin.query('SELECT pg_advisory_lock(72707370)');
    try {
      if (await ready()) return name;
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const d = openDatabase({ url: TEST_PG_URL.replace(/\/[^/]*$/, `/${name}`) });
      try {
        await migrate(d);
      } finally {
        await d.close();
      }
      await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(72707370)');
    }
  } finally {
    await admin.end();
  }
}

/**
 * Opens a fresh, migrated database of the given backend and makes it the process-wide one: PGlite in its own
 * data directory (a copy of the migrated template, removed again by `drop()`), or a new Postgres database
 * `croupier_test_<random>` (a copy of the migrated template database) dropped again by `drop()`.
 * `fromScratch`: an empty database migrated by `migrate()` instead (PGlite in memory), for the migration tests.
 */
export async function freshDatabase(
  backend: Backend,
  opts: { fromScratch?: boolean } = {},
): Promise<Database & { drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    if (opts.fromScratch) {
      const d = openDatabase({ dataDir: 'memory://' });
      await migrate(d);
      useDatabase(d);
      return Object.assign(d, { drop: () => d.close() });
    }
    sweepDeadCopies();
    const template = await pgliteTemplate();
    const dir = path.join(PGLITE_ROOT, `db-${process.pid}-${crypto.randomBytes(6).toString('hex')}`);
    fs.cpSync(template, dir, { recursive: true });
    const d = openDatabase({ dataDir: dir });
    useDatabase(d);
    return Object.assign(d, {
      drop: async () => {
        await d.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    });
  }
  const name = `croupier_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = opts.fromScratch ? null : await postgresTemplate();
  const admin = openDatabase({ url: TEST_PG_URL });
  await admin.exec(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // A test database need not survive a crash of the server: its commits do not wait for the WAL flush (every
  // session of it; visibility, locking and isolation are exactly as with the default). On this machine's disk a
  // flush is ~1-4 ms, and the API tests commit tens of thousands of times.
  await admin.exec(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = TEST_PG_URL.replace(/\/[^/]*$/, `/${name}`);
  const d = openDatabase({ url });
  if (!template) await migrate(d);
  useDatabase(d);
  return Object.assign(d, {
    drop: async () => {
      await d.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  });
}

/** Creates the admin every fresh studio gets (contract) and the cashier account. */
export async function seedAdmin(username = 'admin', password = 'admin-pass-1'): Promise<void> {
  await transact({ actor: null }, async (tx) => {
    await ensureCashier(tx);
    await insertUser(tx, { username, password, role: 'ADMIN' });
  });
}
