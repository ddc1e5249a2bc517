import pg from 'pg';

/**
 * What the raw-`pg` statement paths share (lib/db/autocommit.ts outside a transaction, lib/db/tx-sql.ts inside one):
 * named prepared statements and Prisma's result types.
 */

/** Prepared-statement names by statement text (only fixed texts come here: a name is kept per text for the process's life). */
const statementNames = new Map<string, string>();
export const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (!name) statementNames.set(sql, (name = `croupier_fast_${statementNames.size + 1}`));
  return name;
};

/** `pg`'s parsers with Prisma's reading of `timestamp` (UTC, whatever the process's time zone) and `int8`. */
export const PRISMA_TYPES = {
  getTypeParser(oid: number, format?: string): (v: string) => unknown {
    if (oid === pg.types.builtins.TIMESTAMP) return (v) => new Date(`${v.replace(' ', 'T')}Z`);
    if (oid === pg.types.builtins.INT8) return (v) => BigInt(v);
    return pg.types.getTypeParser(oid, (format ?? 'text') as 'text') as (v: string) => unknown;
  },
};
