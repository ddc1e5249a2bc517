import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * What the raw-`pg` statement paths share (lib/db/autocommit.ts outside a transaction, lib/db/tx-sql.ts inside one):
 * named prepared statements and Prisma's result types (`preparedQuery`).
 */

/**
 * Prepared-statement names by statement text (only fixed texts come here: a name is kept per text for the process's
 * life). The name is the text's hash, not a counter: the custom server and Next's route bundles each load their own
 * copy of this module and share one pool (lib/db/index.ts), so a counter would give one name to two texts in the two
 * copies, and pg refuses the second on a connection that prepared the first ("Prepared statements must be unique").
 */
const statementNames = new Map<string, string>();
const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (!name)
    statementNames.set(sql, (name = `croupier_fast_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`));
  return name;
};

/** `pg`'s parsers with Prisma's reading of `timestamp` (UTC, whatever the process's time zone) and `int8`. */
const PRISMA_TYPES = {
  getTypeParser(oid: number, format?: string): (v: string) => unknown {
    if (oid === pg.types.builtins.TIMESTAMP) return (v) => new Date(`${v.replace(' ', 'T')}Z`);
    if (oid === pg.types.builtins.INT8) return (v) => BigInt(v);
    return pg.types.getTypeParser(oid, (format ?? 'text') as 'text') as (v: string) => unknown;
  },
};

/**
 * The `pg` query of one statement as both raw paths send it: named (prepared once per connection) unless
 * `prepare` is false (a text that is not one of a few fixed ones), with Prisma's result types.
 */
export function preparedQuery(sql: string, values: unknown[], prepare = true): pg.QueryConfig {
  return { ...(prepare ? { name: statementName(sql) } : {}), text: sql, values, types: PRISMA_TYPES };
}
