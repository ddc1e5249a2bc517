import crypto from 'node:crypto';
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
 * Opens a fresh, migrated database of the given backend and makes it the process-wide one:
 * PGlite in memory, or a new Postgres database `croupier_test_<random>` dropped again by `close()`.
 */
export async function freshDatabase(backend: Backend): Promise<Database & { drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const d = openDatabase({ dataDir: 'memory://' });
    await migrate(d);
    useDatabase(d);
    return Object.assign(d, { drop: () => d.close() });
  }
  const name = `croupier_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ url: TEST_PG_URL });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = TEST_PG_URL.replace(/\/[^/]*$/, `/${name}`);
  const d = openDatabase({ url });
  await migrate(d);
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
