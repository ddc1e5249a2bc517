/**
 * txSql: inside `transact`, a statement sent by `txSql(tx)` is part of the same transaction as Prisma's own (same
 * connection, same transaction id, rolled back with it), answers with Prisma's result types, and never reaches a
 * connection after Prisma released it. Both backends (PGlite answers through Prisma).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '@/test/helpers/db';
import { transact } from '@/lib/command';
import { db, type Database } from '@/lib/db';
import { txSql, txSqlRoute } from '@/lib/db/tx-sql';

describe.each(BACKENDS)('txSql inside transact (%s)', (backend) => {
  let database: Database & { drop: () => Promise<void> };

  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('runs in the same transaction as Prisma: same backend and transaction id, sees its uncommitted rows', async () => {
    const seen = await transact({ actor: null }, async (tx) => {
      const [viaPrisma] = await tx.$queryRawUnsafe<{ pid: number; xid: string }[]>(
        'SELECT pg_backend_pid() AS pid, txid_current()::text AS xid',
      );
      const [viaSql] = await txSql(tx)<{ pid: number; xid: string }>(
        'SELECT pg_backend_pid() AS pid, txid_current()::text AS xid',
      );
      await tx.gameTable.create({ data: { id: 'tx-sql-table', name: 'Seen inside', game: 'BACCARAT' } });
      const rows = await txSql(tx)<{ name: string }>('SELECT "name" FROM "GameTable" WHERE "id" = $1', [
        'tx-sql-table',
      ]);
      return { viaPrisma, viaSql, rows, route: txSqlRoute(tx) };
    });
    // On Postgres the statements go to the transaction's connection itself; PGlite has one connection, Prisma's.
    expect(seen.route).toBe(backend === 'postgres' ? 'connection' : 'prisma');
    expect(seen.viaSql).toEqual(seen.viaPrisma);
    expect(seen.rows).toEqual([{ name: 'Seen inside' }]);
  });

  it('statements sent at once go out one after another, in call order, each answering with its own rows', async () => {
    // pg's own queue for a busy client is deprecated: no statement may reach a connection still running one.
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    let busy = 0;
    proto.query = function (this: { activeQuery?: unknown }, ...a: unknown[]) {
      if (this.activeQuery) busy++;
      return query.apply(this, a);
    };
    try {
      const got = await transact({ actor: null }, async (tx) => {
        const sql = txSql(tx);
        const order: number[] = [];
        const all = await Promise.all(
          [1, 2, 3].map((n) =>
            sql<{ n: number }>(`SELECT $1::int AS n FROM pg_sleep(${n === 1 ? 0.05 : 0})`, [n]).then((r) => {
              order.push(n);
              return r;
            }),
          ),
        );
        return { all, order };
      });
      expect(got).toEqual({ all: [[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]], order: [1, 2, 3] });
    } finally {
      proto.query = query;
    }
    expect(busy).toBe(0);
  });

  it('of statements sent at once, a failing one fails with its own error and the later ones as the transaction aborted', async () => {
    const got = await transact({ actor: null }, async (tx) => {
      const sql = txSql(tx);
      const why = (p: Promise<unknown>) =>
        p.then(
          () => 'ok',
          (e: unknown) => String((e as Error).message),
        );
      return Promise.all([why(sql('SELECT 1 AS n')), why(sql('SELECT 1/0 AS n')), why(sql('SELECT 3 AS n'))]);
    }).catch((e: unknown) => String((e as Error).message));
    expect(got).toEqual(['ok', expect.stringMatching(/division by zero/), expect.stringMatching(/aborted/)]);
  });

  it('is rolled back with the transaction', async () => {
    await expect(
      transact({ actor: null }, async (tx) => {
        await txSql(tx)(`INSERT INTO "GameTable" ("id", "name", "game") VALUES ($1, $2, 'ROULETTE')`, [
          'tx-sql-rolled-back',
          'Never',
        ]);
        throw new Error('refused after the write');
      }),
    ).rejects.toThrow('refused after the write');
    expect(await db().gameTable.findUnique({ where: { id: 'tx-sql-rolled-back' } })).toBeNull();
  });

  it('answers with the types Prisma gives: bigint for int8, Date (UTC) for timestamp, parsed jsonb, text enums', async () => {
    const [row] = await transact({ actor: null }, (tx) =>
      txSql(tx)<{ big: bigint; at: Date; doc: unknown; kind: string; n: number }>(
        `SELECT 9007199254740993::bigint AS big, '2026-12-02 10:11:12.345'::timestamp AS at,
                '{"a":[1,"x"]}'::jsonb AS doc, 'HOUSE'::"AccountKind" AS kind, 7::int AS n`,
      ),
    );
    expect(row).toEqual({
      big: 9007199254740993n,
      at: new Date('2026-12-02T10:11:12.345Z'),
      doc: { a: [1, 'x'] },
      kind: 'HOUSE',
      n: 7,
    });
  });

  it('outside transact, or for another transaction client, goes through Prisma (never onto a foreign connection)', async () => {
    // A transaction opened without transact: txSql answers through that transaction's Prisma client.
    const ids = await db().$transaction(async (tx) => {
      const [a] = await tx.$queryRawUnsafe<{ xid: string }[]>('SELECT txid_current()::text AS xid');
      const [b] = await txSql(tx)<{ xid: string }>('SELECT txid_current()::text AS xid');
      return [a!.xid, b!.xid];
    });
    expect(ids[1]).toBe(ids[0]);
    // Inside transact, the process-wide client (not the transaction's) is not the transaction: autocommit.
    const [inner, outer] = await transact({ actor: null }, async (tx) => {
      const [x] = await tx.$queryRawUnsafe<{ xid: string }[]>('SELECT txid_current()::text AS xid');
      if (backend === 'pglite') return [x!.xid, 'n/a'];
      const [y] = await txSql(db() as never)<{ xid: string }>('SELECT txid_current()::text AS xid');
      return [x!.xid, y!.xid];
    });
    if (backend === 'postgres') expect(outer).not.toBe(inner);
  });

  it('after the transaction is over, a kept runner does not reach the released connection', async () => {
    let kept!: ReturnType<typeof txSql>;
    const xid = await transact({ actor: null }, async (tx) => {
      kept = txSql(tx);
      const [r] = await kept<{ xid: string }>('SELECT txid_current()::text AS xid');
      return r!.xid;
    });
    // The connection went back to the pool: the kept runner answers through Prisma's closed transaction, which
    // refuses (had it kept the connection, the statement would run there, outside any transaction, and succeed).
    await expect(kept('SELECT txid_current()::text AS xid')).rejects.toThrow();
    const [now] = await db().$queryRawUnsafe<{ xid: string }[]>('SELECT txid_current()::text AS xid');
    expect(now!.xid).not.toBe(xid);
  });
});
