import os from 'node:os';
import pg from 'pg';
import { database, type Database } from '@/lib/db';
import { logger } from '@/lib/log';
import { metrics } from '@/lib/metrics/metrics';

/** One periodic job of the ticker: `run` every `everyMs` (after the previous run finished; never two at once). */
export interface TickerJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface Ticker {
  /** True while this process holds the leadership (always true on the embedded database). */
  isLeader(): boolean;
  /** Stops the jobs, waits for runs in progress, then gives the leadership up (another node takes it at once). Never throws. */
  stop(): Promise<void>;
}

export interface TickerOptions {
  jobs: TickerJob[];
  /** Default: the process-wide database. */
  database?: Database;
  /** How often a standby tries to take the leadership, and the leader checks its connection (default 500 ms). */
  retryMs?: number;
  /** The advisory lock's key (default TICKER_LOCK_KEY; tests may use their own). */
  lockKey?: number;
}

/** The Postgres advisory lock (one bigint key, per database) whose holder is the ticker's leader. */
export const TICKER_LOCK_KEY = 72707370;
/** `application_name` of the leadership connection: `croupier-ticker <host> <pid>` names the node in pg_stat_activity. */
export const TICKER_APPLICATION_NAME = `croupier-ticker ${os.hostname()} ${process.pid}`.slice(0, 63);

/**
 * The server's periodic jobs (the betting countdown, RULES.md §C-4; decision timers, §C-7; retention), run on
 * one node at a time (issue #16 §3). Leadership is a session-level `pg_try_advisory_lock(lockKey)` held by a
 * dedicated connection of this process (not one of the pool's): every node tries every `retryMs`; the one that
 * gets it runs the jobs and checks its connection at the same pace. When the leader dies (even kill -9) its
 * connection drops, Postgres releases the lock, and a standby leads within about `retryMs`. A leader whose
 * connection fails stops starting jobs at once and becomes a standby. On the embedded database this process is
 * the only node: always the leader. The jobs re-check what they do under row locks, so a run that overlaps a
 * hand-over (the old leader's last run, the new leader's first) does nothing twice.
 * A job that throws is logged and counted (`croupier_ticker_failures_total{job}`) and runs again at its next
 * interval; the other jobs are not affected. `croupier_ticker_leader` is 1 on the leader, else 0.
 * Errors: none thrown (connection failures are logged and retried).
 */
export function startTicker(opts: TickerOptions): Ticker {
  const d = opts.database ?? database();
  const retryMs = opts.retryMs ?? 500;
  const log = logger.child({ component: 'ticker' });
  const leadership =
    d.backend.kind === 'postgres' ? pgLeadership(d.backend.pool, opts.lockKey ?? TICKER_LOCK_KEY, log) : null;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const isLeader = () => !stopped && (leadership ? leadership.leader : true);
  if (!leadership) metrics().tickerLeader.set(1);

  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };
  const later = (ms: number, fn: () => Promise<void>) => {
    if (stopped) return;
    const t = setTimeout(() => {
      timers.delete(t);
      void track(fn());
    }, ms);
    timers.add(t);
  };

  const runJob = (job: TickerJob) => async () => {
    if (isLeader()) {
      try {
        await job.run();
      } catch (e) {
        metrics().tickerFailures.inc({ job: job.name });
        log.error({ job: job.name, err: e }, 'ticker job failed');
      }
    }
    later(job.everyMs, runJob(job));
  };
  for (const job of opts.jobs) later(job.everyMs, runJob(job));

  if (leadership) {
    const beat = async () => {
      await leadership.beat();
      later(retryMs, beat);
    };
    void track(beat());
  }

  return {
    isLeader,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      await leadership?.release();
      metrics().tickerLeader.set(0);
    },
  };
}

interface Leadership {
  readonly leader: boolean;
  /** Standby: try to take the lock; leader: check the connection. Never throws. */
  beat(): Promise<void>;
  /** Unlocks and closes the connection. Never throws. */
  release(): Promise<void>;
}

function pgLeadership(pool: pg.Pool, key: number, log: typeof logger): Leadership {
  let client: pg.Client | null = null;
  let leader = false;
  let lastError = '';
  const setLeader = (v: boolean) => {
    if (leader === v) return;
    log.info(v ? 'ticker: this node leads (advisory lock taken)' : 'ticker: leadership given up or lost');
    leader = v;
    metrics().tickerLeader.set(v ? 1 : 0);
  };
  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    setLeader(false);
    c.end().catch(() => undefined);
  };
  const connect = async (): Promise<pg.Client> => {
    const { connectionString, host, port, user, password, database: dbName, ssl } = pool.options;
    const c = new pg.Client({
      connectionString,
      host,
      port,
      user,
      password,
      database: dbName,
      ssl,
      application_name: TICKER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
      // A leader whose connection hangs stops leading instead of waiting on it.
      query_timeout: 5_000,
      connectionTimeoutMillis: 5_000,
    });
    // The server closed it (restart, pg_terminate_backend) or the network failed: stop leading at once.
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'ticker: leadership connection failed');
      drop(c);
    });
    c.on('end', () => drop(c));
    await c.connect();
    client = c;
    return c;
  };
  return {
    get leader() {
      return leader;
    },
    beat: async () => {
      let c = client;
      try {
        c ??= await connect();
        if (leader) await c.query('SELECT 1');
        else {
          const r = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [key]);
          if (client === c) setLeader(r.rows[0]?.ok === true);
        }
        lastError = '';
      } catch (e) {
        const msg = (e as Error).message;
        if (msg !== lastError) log.warn({ err: msg }, 'ticker: leadership check failed; retrying');
        lastError = msg;
        if (c) drop(c);
      }
    },
    release: async () => {
      const c = client;
      client = null;
      if (!c) return;
      if (leader) await c.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
      setLeader(false);
      await c.end().catch(() => undefined);
    },
  };
}
