import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '@/lib/db';
import { startTicker, TICKER_APPLICATION_NAME, TICKER_LOCK_KEY, type Ticker } from '@/lib/realtime/ticker';
import { metrics } from '@/lib/metrics/metrics';
import { closeExpiredRounds } from '@/lib/rounds/close-round';
import { freshDatabase, TEST_PG_URL } from '@/test/helpers/db';
import { buildStudio } from '@/test/helpers/studio';
import { call, ok } from '@/test/helpers/http';

/**
 * The leader-only ticker (issue #16 §3, lib/realtime/ticker.ts) on a real Postgres: two tickers on one
 * database (two "nodes"), one runs the jobs; when the leader's connection dies and cannot come back (its node
 * is gone) the other leads; a throwing job runs again and does not stop the others; one round whose close
 * fails does not stop the countdown of the others.
 */

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function waitFor(what: string, cond: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for: ${what}`);
    await sleep(25);
  }
}
const failures = async (job: string) =>
  (await metrics().tickerFailures.get()).values.find((v) => v.labels.job === job)?.value ?? 0;

describe('ticker leadership on one Postgres', () => {
  const suffix = crypto.randomBytes(5).toString('hex');
  const dbName = `croupier_ticker_${suffix}`;
  // Node A connects as a role of its own: "A's node is gone" = its connection killed and the role refused login.
  const roleA = `croupier_ticker_a_${suffix}`;
  const url = TEST_PG_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const urlA = url.replace(/\/\/[^@/]*@/, `//${roleA}@`).replace(/^(postgres(?:ql)?:\/\/)(?!.*@)/, `$1${roleA}@`);
  let admin: pg.Client;
  const opened: Database[] = [];
  const tickers: Ticker[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.query(`CREATE ROLE ${roleA} LOGIN`);
  });
  afterAll(async () => {
    for (const t of tickers) await t.stop();
    for (const d of opened) await d.close().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${roleA}`);
    await admin.end();
  });

  const holders = async () =>
    (
      await admin.query<{ pid: number; usename: string; application_name: string }>(
        `SELECT a.pid, a.usename, a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1
            AND l.database = (SELECT oid FROM pg_database WHERE datname = $2)`,
        [TICKER_LOCK_KEY, dbName],
      )
    ).rows;

  it('one leader runs the jobs; when its connection dies for good the other leads within about a second', async () => {
    const dA = openDatabase({ url: urlA });
    const dB = openDatabase({ url });
    opened.push(dA, dB);
    const runs = { a: 0, b: 0 };
    const a = startTicker({ database: dA, jobs: [{ name: 'count', everyMs: 50, run: async () => void runs.a++ }] });
    tickers.push(a);
    await waitFor('A leads', () => a.isLeader());
    const b = startTicker({ database: dB, jobs: [{ name: 'count', everyMs: 50, run: async () => void runs.b++ }] });
    tickers.push(b);
    // B tries every 500 ms: give it four tries.
    await sleep(2_000);
    expect(a.isLeader()).toBe(true);
    expect(b.isLeader()).toBe(false);
    expect(runs.a).toBeGreaterThan(5);
    expect(runs.b).toBe(0);
    // The lock is held by A's connection alone, named for the node in pg_stat_activity.
    const held = await holders();
    expect(held.map((h) => [h.usename, h.application_name])).toEqual([[roleA, TICKER_APPLICATION_NAME]]);
    expect(await metrics().tickerLeader.get()).toMatchObject({ values: [{ value: 1 }] });

    // A's node dies: its connection is cut and it can never connect again (as after kill -9).
    await admin.query(`ALTER ROLE ${roleA} NOLOGIN`);
    await admin.query('SELECT pg_terminate_backend($1)', [held[0]!.pid]);
    const cutAt = Date.now();
    await waitFor('A notices', () => !a.isLeader(), 5_000);
    await waitFor('B leads', () => b.isLeader(), 10_000);
    const handOverMs = Date.now() - cutAt;
    await waitFor('B runs the jobs', () => runs.b >= 5);
    const aAfter = runs.a;
    await sleep(500);
    // A runs nothing once it lost the lock (at most the run that was in progress, already counted).
    expect(runs.a).toBe(aAfter);
    expect((await holders()).map((h) => h.usename)).toEqual(['postgres']);
    console.log(`ticker hand-over after the leader's connection died: ${handOverMs} ms`);

    // A stop hands the leadership over at once: B gives it up, nobody holds the lock.
    await b.stop();
    expect(b.isLeader()).toBe(false);
    const bAfter = runs.b;
    await sleep(300);
    expect(runs.b).toBe(bAfter);
    expect(await holders()).toEqual([]);
    expect(await metrics().tickerLeader.get()).toMatchObject({ values: [{ value: 0 }] });
  });

  it('a job that throws is logged and counted, runs again, and does not stop the other jobs', async () => {
    const d = openDatabase({ url });
    opened.push(d);
    const calls = { boom: 0, fine: 0 };
    const before = await failures('boom');
    const t = startTicker({
      database: d,
      jobs: [
        {
          name: 'boom',
          everyMs: 30,
          run: async () => {
            calls.boom++;
            throw new Error('this job always fails');
          },
        },
        { name: 'fine', everyMs: 30, run: async () => void calls.fine++ },
      ],
    });
    tickers.push(t);
    await waitFor('both jobs ran several times', () => calls.boom >= 5 && calls.fine >= 5);
    await t.stop();
    // Every failed run counted once, and nothing runs after stop().
    expect((await failures('boom')) - before).toBe(calls.boom);
    expect(await failures('fine')).toBe(0);
    const after = { ...calls };
    await sleep(200);
    expect(calls).toEqual(after);
  });
});

describe('closeExpiredRounds: one failing round does not stop the others (§C-4)', () => {
  let d: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    d = await freshDatabase('postgres');
  });
  afterAll(async () => {
    await d.drop();
  });

  it('closes the two healthy rounds, leaves the broken one for the next tick, closes it once repaired', async () => {
    const s = await buildStudio({ game: 'ROULETTE' });
    const tableIds = [s.tableId];
    for (const name of ['second', 'third']) {
      const t = await ok<{ id: string }>(
        call('POST', '/api/tables', { token: s.admin, body: { name: `roulette ${name}`, game: 'ROULETTE' } }),
      );
      await ok(call('PUT', `/api/tables/${t.id}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
      tableIds.push(t.id);
    }
    const rounds: string[] = [];
    for (const id of tableIds)
      rounds.push(
        (
          await ok<{ id: string }>(
            call('POST', `/api/tables/${id}/rounds`, { token: s.dealer, body: { bettingSeconds: 600 } }),
          )
        ).id,
      );
    const [healthy1, broken, healthy2] = rounds as [string, string, string];
    // Every countdown ran out 2 s ago; the middle round's close fails in the database (a trigger refuses it).
    await d.exec(`UPDATE "Round" SET "closesAt" = now() - interval '2 seconds'`);
    await d.exec(`CREATE FUNCTION refuse_close() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id = '${broken}' AND NEW.status = 'DEALING' THEN RAISE EXCEPTION 'broken round'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_close BEFORE UPDATE ON "Round" FOR EACH ROW EXECUTE FUNCTION refuse_close();`);
    const lagCount = async () =>
      (await metrics().tickerLag.get()).values.find((v) => v.metricName === 'croupier_ticker_lag_seconds_count')
        ?.value ?? 0;
    const lagBefore = await lagCount();

    expect((await closeExpiredRounds()).sort()).toEqual([healthy1, healthy2].sort());
    const status = async (id: string) =>
      (await ok<{ status: string }>(call('GET', `/api/rounds/${id}`, { token: s.pit }))).status;
    expect([await status(healthy1), await status(broken), await status(healthy2)]).toEqual([
      'DEALING',
      'BETTING',
      'DEALING',
    ]);
    // Two closes observed in the ticker lag, each about 2 s late.
    expect((await lagCount()) - lagBefore).toBe(2);

    await d.exec('DROP TRIGGER refuse_close ON "Round"; DROP FUNCTION refuse_close();');
    expect(await closeExpiredRounds()).toEqual([broken]);
    expect(await status(broken)).toBe('DEALING');
    expect(await closeExpiredRounds()).toEqual([]);
  });
});
