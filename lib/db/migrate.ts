import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '@/lib/db';

/**
 * Applies `prisma/migrations/<stamp>_<name>/migration.sql` in name order and records each in
 * `_prisma_migrations`, exactly as `prisma migrate deploy` would (same table, same sha256 checksum),
 * so a machine with Prisma's full CLI sees the same history. Each migration runs in its own
 * transaction; a failed one is rolled back and reported. On Postgres an advisory lock serialises
 * concurrent starts. Errors: a recorded migration whose file changed (checksum mismatch) throws.
 * @returns the names of the migrations applied by this call.
 */
export async function migrate(
  database: Database,
  dir = path.resolve(process.cwd(), 'prisma/migrations'),
): Promise<string[]> {
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort();
  // One session for the whole run: the advisory lock is held by the connection that took it.
  const session = await openSession(database);
  const applied: string[] = [];
  try {
    if (session.lockable) await session.query('SELECT pg_advisory_lock(72707369)');
    await session.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum"            VARCHAR(64) NOT NULL,
      "finished_at"         TIMESTAMPTZ,
      "migration_name"      VARCHAR(255) NOT NULL,
      "logs"                TEXT,
      "rolled_back_at"      TIMESTAMPTZ,
      "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    );`);
    const rows = await session.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const name of names) {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      const checksum = crypto.createHash('sha256').update(sql).digest('hex');
      const previous = done.get(name);
      if (previous) {
        if (previous !== checksum)
          throw new Error(
            `Migration ${name} was changed after it was applied (checksum differs). Add a new migration instead.`,
          );
        continue;
      }
      const id = crypto.randomUUID();
      const quoted = name.replace(/'/g, "''");
      try {
        await session.exec(
          `BEGIN;\n${sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES ('${id}', '${checksum}', now(), '${quoted}', now(), 1);\nCOMMIT;`,
        );
      } catch (e) {
        await session.exec('ROLLBACK;').catch(() => undefined);
        throw new Error(`Migration ${name} failed: ${(e as Error).message}`);
      }
      applied.push(name);
    }
  } finally {
    if (session.lockable) await session.query('SELECT pg_advisory_unlock(72707369)').catch(() => undefined);
    session.release();
  }
  return applied;
}

interface Session {
  lockable: boolean;
  exec(sql: string): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  release(): void;
}

async function openSession(database: Database): Promise<Session> {
  const b = database.backend;
  if (b.kind === 'postgres') {
    const client = await b.pool.connect();
    return {
      lockable: true,
      exec: async (sql) => {
        await client.query(sql);
      },
      query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      release: () => client.release(),
    };
  }
  return {
    lockable: false,
    exec: async (sql) => {
      await b.pglite.exec(sql);
    },
    query: async <T>(sql: string) => (await b.pglite.query<T>(sql)).rows,
    release: () => undefined,
  };
}
