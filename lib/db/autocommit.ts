import { database } from '@/lib/db';
import { preparedQuery } from '@/lib/db/prepared';

/**
 * Runs one SQL statement on its own (autocommit: the statement is its transaction) and returns its rows typed as
 * Prisma's raw queries type them (timestamp: Date, read as UTC; int8: bigint; json: parsed; enums: text). The fast
 * paths of the bet intake (lib/bets/intake-sql.ts) and of the dealer's entry (lib/rounds/enter-action.ts) write
 * with one such statement (issue #16).
 */
export type Runner = <R>(sql: string, params: unknown[]) => Promise<R[]>;

/**
 * The runner of the process-wide database (one per database). On Postgres the driver's pool directly (the pool
 * Prisma uses too), each statement text prepared once per pooled connection (a named statement is parsed,
 * analysed and planned once, then only bound and executed: not compatible with a transaction-mode pgbouncer),
 * without the query engine's work per statement; on the embedded PGlite through Prisma (its one connection is
 * shared with Prisma's transactions: a statement waits until an open transaction is over, never runs inside it).
 */
export function autocommit(): Runner {
  const d = database();
  let run = runners.get(d);
  if (!run) runners.set(d, (run = runnerOf(d)));
  return run;
}

const runners = new WeakMap<object, Runner>();

function runnerOf(d: ReturnType<typeof database>): Runner {
  if (d.backend.kind === 'postgres') {
    const pool = d.backend.pool;
    return async <R>(sql: string, params: unknown[]) => (await pool.query(preparedQuery(sql, params))).rows as R[];
  }
  return <R>(sql: string, params: unknown[]) => d.prisma.$queryRawUnsafe<R[]>(sql, ...params);
}
