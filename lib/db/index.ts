import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { config } from '@/lib/config';
import { logger } from '@/lib/log';
import { captureTransactionClients } from '@/lib/db/tx-sql';

export type Prisma = PrismaClient;
/** The client handed to a service inside `db().$transaction(async (tx) => ...)`. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** The raw driver under Prisma: used by the migrate step (multi-statement SQL) and nothing else. */
export type Backend =
  { kind: 'pglite'; pglite: PGlite; label: string } | { kind: 'postgres'; pool: pg.Pool; label: string };

export interface Database {
  prisma: PrismaClient;
  backend: Backend;
  /** Runs a multi-statement SQL script outside Prisma (simple query protocol). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens a database. `url` set → real Postgres through `@prisma/adapter-pg`; `url` unset → embedded
 * PGlite in `dataDir` (or in memory with `dataDir: 'memory://'`) through `pglite-prisma-adapter`.
 */
export function openDatabase(opts: { url?: string; dataDir?: string }): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection closed by the server (restart, DROP DATABASE ... FORCE) must not crash the process.
    pool.on('error', (err) => logger.warn({ err: err.message }, 'idle Postgres connection closed'));
    // Statements of a `transact` transaction may go straight to its connection (lib/db/tx-sql.ts).
    captureTransactionClients(pool);
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const backend: Backend = { kind: 'postgres', pool, label: redact(opts.url) };
    return {
      prisma,
      backend,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: async () => {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    backend: { kind: 'pglite', pglite, label: `embedded PGlite (${dataDir})` },
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}

const KEY = Symbol.for('croupier.database');
type Holder = { [KEY]?: Database };

/**
 * The process-wide database (one per process: the custom server and Next's route handlers share it
 * through `globalThis`, so the embedded PGlite directory is opened exactly once).
 */
export function database(): Database {
  const g = globalThis as Holder;
  if (!g[KEY]) {
    const c = config();
    g[KEY] = openDatabase(c.DATABASE_URL ? { url: c.DATABASE_URL } : { dataDir: path.join(c.dataDir, 'pglite') });
  }
  return g[KEY];
}

/** Replaces the process-wide database (tests open one per file). */
export function useDatabase(d: Database): void {
  (globalThis as Holder)[KEY] = d;
}

/** The Prisma client of the process-wide database. */
export function db(): PrismaClient {
  return database().prisma;
}
