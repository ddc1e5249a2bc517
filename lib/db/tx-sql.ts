import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Tx } from '@/lib/db';
import { preparedQuery } from '@/lib/db/prepared';

/**
 * Runs one SQL statement inside a transaction and returns its rows typed as Prisma's raw queries type them
 * (timestamp: Date read as UTC; int8: bigint; json: parsed; enums: text). `opts.prepare: false` for a text
 * that is not one of a few fixed ones (a named prepared statement is kept per connection).
 */
export type TxSql = <R>(sql: string, params?: unknown[], opts?: { prepare?: boolean }) => Promise<R[]>;

/**
 * The transaction `transact` is running in this async context: armed before Prisma opens it, the pooled `pg`
 * connection Prisma checked out for it (the first promise-style `pool.connect()` after arming, in this context),
 * and Prisma's transaction client it belongs to.
 */
interface Capture {
  armed: boolean;
  client?: pg.PoolClient;
  tx?: Tx;
  /** While a statement `txSql` sent on `client` has not answered: when the last one sent has (see `txSql`). */
  idle?: Promise<void>;
}

/**
 * One store per process, on globalThis: the custom server and Next's route bundles each load their own copy of this
 * module, and the pool's `connect` is wrapped by the copy that opened the database (lib/db/index.ts) — a store per
 * copy would leave every other copy's transactions uncaptured (their statements through Prisma).
 */
const STORE = Symbol.for('croupier.txSqlCapture');
const store: AsyncLocalStorage<Capture> = ((globalThis as { [STORE]?: AsyncLocalStorage<Capture> })[STORE] ??=
  new AsyncLocalStorage<Capture>());

/** A statement that ends the transaction (Prisma's own COMMIT or ROLLBACK; not a savepoint's). */
const ENDS_TRANSACTION = /^\s*(COMMIT|ROLLBACK|END|ABORT)\s*;?\s*$/i;

/**
 * Makes a pool's transactions reachable by `txSql` (Postgres only; `openDatabase` calls it once per pool). Prisma's
 * `@prisma/adapter-pg` opens an interactive transaction with `pool.connect()` (promise form; `pool.query` uses the
 * callback form and is left alone) and sends every statement of it, BEGIN to COMMIT, on that connection; the
 * connection is recorded for the transaction armed in the calling context, and forgotten as soon as Prisma sends
 * the COMMIT or ROLLBACK that ends it (commit, rollback, timeout) or releases it, so a statement can never run on
 * it after the transaction (autocommit) nor reach a connection that went back to the pool.
 */
export function captureTransactionClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  (pool as { connect: unknown }).connect = (cb?: unknown) => {
    if (cb) return connect(cb);
    const cap = store.getStore();
    const p = connect() as Promise<pg.PoolClient>;
    if (!cap?.armed) return p;
    cap.armed = false;
    return p.then((client) => {
      cap.client = client;
      const release = client.release;
      // Prisma ends the transaction with a COMMIT or ROLLBACK on this connection and releases it only when that
      // answers: from the moment it is queued (a timeout's ROLLBACK can be queued while `fn` still runs), a
      // statement sent here would run after it, outside any transaction (autocommit). Forgotten then already.
      const query = client.query;
      const ownQuery = Object.hasOwn(client, 'query');
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0] as string | { text?: unknown } | undefined;
        const text = typeof first === 'string' ? first : first?.text;
        if (typeof text === 'string' && ENDS_TRANSACTION.test(text) && cap.client === client) cap.client = undefined;
        return (query as (...a: unknown[]) => unknown).apply(client, args);
      };
      client.release = (...args: Parameters<pg.PoolClient['release']>) => {
        if (cap.client === client) cap.client = undefined;
        client.release = release;
        if (ownQuery) client.query = query;
        else delete (client as { query?: unknown }).query; // the prototype's again
        return release.apply(client, args);
      };
      return client;
    });
  };
}

/**
 * Runs `open` (which opens ONE Prisma interactive transaction and runs `fn` in it) so that `txSql(tx)` inside `fn`
 * reaches the transaction's own connection; `fn` must call `bindTransaction(tx)` first.
 */
export function withTransactionCapture<T>(open: () => Promise<T>): Promise<T> {
  return store.run({ armed: true }, open);
}

/** Records Prisma's transaction client of the transaction being captured (first thing inside the callback). */
export function bindTransaction(tx: Tx): void {
  const cap = store.getStore();
  if (cap && !cap.tx) cap.tx = tx;
}

/**
 * A statement runner inside `tx`. On Postgres, inside `transact`, the statements go straight to the transaction's
 * `pg` connection (each fixed text prepared once per connection): the same transaction, without Prisma's query
 * engine work per statement (~2 ms each on this machine, against ~0.5 ms for the round trip itself; issue #16:
 * settlement runs ~6 statements per 1,000 bets). Elsewhere (PGlite, a transaction not opened by `transact`)
 * through `tx.$queryRawUnsafe`, with the same result types.
 */
export function txSql(tx: Tx): TxSql {
  const cap = store.getStore();
  if (cap?.tx !== tx) return <R>(sql: string, params: unknown[] = []) => tx.$queryRawUnsafe<R[]>(sql, ...params);
  // A caller may send a statement while an earlier one still runs (a settle reads the next chunk ahead, then writes
  // this one): each waits for the ones before it and goes out when they have answered, in call order (the
  // connection runs one at a time; pg's own queue for a busy client is deprecated).
  // The last statement sent has answered: nothing to wait for any more (unless another went out since).
  const settled = (idle: Promise<void>) => {
    if (cap.idle === idle) cap.idle = undefined;
  };
  const one = async <R>(sql: string, params: unknown[], prepare: boolean): Promise<R[]> => {
    const client = cap.client;
    // Released (committed, rolled back, timed out) or never captured: Prisma's own path answers (or refuses).
    if (!client) return tx.$queryRawUnsafe<R[]>(sql, ...params);
    return client.query(preparedQuery(sql, params, prepare)).then((r) => r.rows as R[]);
  };
  return <R>(sql: string, params: unknown[] = [], opts: { prepare?: boolean } = {}) => {
    const prepare = opts.prepare !== false;
    const run: Promise<R[]> = cap.idle
      ? cap.idle.then(() => one<R>(sql, params, prepare))
      : one<R>(sql, params, prepare);
    const idle: Promise<void> = run.then(
      () => settled(idle),
      () => settled(idle),
    );
    cap.idle = idle;
    return run;
  };
}

/** Where `txSql(tx)` sends its statements now: the transaction's own `pg` connection, or Prisma (tests, metrics). */
export function txSqlRoute(tx: Tx): 'connection' | 'prisma' {
  const cap = store.getStore();
  return cap?.tx === tx && cap.client ? 'connection' : 'prisma';
}
