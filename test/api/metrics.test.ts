/**
 * [OPS] Operations endpoints (issue #16 §4) on both backends:
 * - `GET /api/metrics`: Prometheus text for an ADMIN or the `CROUPIER_METRICS_TOKEN` bearer, 401/403 for the
 *   rest; after one roulette round (worked out by hand below) the bets counters by code, the request-duration
 *   counts by route pattern (no raw id anywhere), one settle, the sockets gauge and one fan-out observation
 *   per table event delivered.
 * - `GET /api/ready` (database, Redis when `REDIS_URL` is set; 503 naming what failed) and `GET /api/health`
 *   (liveness: the database only, not Redis).
 * Counters are process-wide, so each check is a difference between two scrapes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { GET as metricsGET } from '@/app/api/metrics/route';
import { openDatabase, database, useDatabase } from '@/lib/db';
import { onDeliver } from '@/lib/realtime/hub';
import { startSocketServer, stopSocketServer } from '@/lib/realtime/socket-server';
import { closeReadiness } from '@/lib/ops/readiness';

type Labels = Record<string, string>;
interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

/** Parses Prometheus text (one sample a line; `# HELP` / `# TYPE` skipped). */
function parse(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Labels = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** The sum of the samples named `name` whose labels include `labels` (0 if none). */
function value(samples: Sample[], name: string, labels: Labels = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((a, s) => a + s.value, 0);
}

async function scrape(token?: string): Promise<{ status: number; type: string | null; text: string }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await metricsGET(new Request('http://localhost/api/metrics', { headers }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe.each(BACKENDS)('[OPS] metrics, readiness and liveness (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const env = { REDIS_URL: process.env.REDIS_URL, CROUPIER_METRICS_TOKEN: process.env.CROUPIER_METRICS_TOKEN };

  beforeAll(async () => {
    delete process.env.REDIS_URL;
    delete process.env.CROUPIER_METRICS_TOKEN;
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice', 'bob'] });
    await ok(call('POST', `/api/users/${s.players[0]!.id}/deposits`, { token: s.admin, body: { amount: 10_000 } }));
  });
  afterAll(async () => {
    for (const [k, v] of Object.entries(env))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    await closeReadiness();
    await drop?.();
  });

  it('[OPS] /api/metrics: ADMIN or the metrics token; 401 anonymous or a wrong token, 403 other roles', async () => {
    const admin = await scrape(s.admin);
    expect([admin.status, admin.type]).toEqual([200, 'text/plain; version=0.0.4; charset=utf-8']);
    expect(admin.text).toContain('# TYPE croupier_bets_total counter');
    expect((await scrape()).status).toBe(401);
    expect((await scrape('not-a-token')).status).toBe(401);
    for (const token of [s.players[0]!.token, s.dealer, s.pit]) expect((await scrape(token)).status).toBe(403);
    process.env.CROUPIER_METRICS_TOKEN = 'scrape-'.repeat(6);
    try {
      expect((await scrape('scrape-'.repeat(6))).status).toBe(200);
      expect((await scrape('scrape-'.repeat(5))).status).toBe(401);
      expect((await scrape(s.admin)).status).toBe(200);
      expect((await scrape(s.players[0]!.token)).status).toBe(403);
    } finally {
      delete process.env.CROUPIER_METRICS_TOKEN;
    }
  });

  it('[OPS] after a round: bets by code, request counts by route pattern, one settle, sockets, fan-out per table event', async () => {
    const server = http.createServer();
    const io = startSocketServer(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const viewers: Socket[] = [];
    let tableMessages = 0;
    const unsubscribe = onDeliver((m) => {
      if (m.room.startsWith('table:')) tableMessages++;
    });
    try {
      for (let i = 0; i < 2; i++) {
        const v = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
        await new Promise<void>((done, fail) => {
          v.once('joined', () => done());
          v.once('connect_error', fail);
          v.emit('join', { tableId: s.tableId });
        });
        viewers.push(v);
      }
      const before = parse((await scrape(s.admin)).text);
      const [alice, bob] = s.players as [Studio['players'][0], Studio['players'][0]];
      const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
      const bet = (token: string, body: unknown) => call('POST', `/api/rounds/${round.id}/bets`, { token, body });
      // Accepted: alice's straight 7 and her slip of two (3 bets, 2 requests answered 201).
      expect((await bet(alice.token, { type: 'STRAIGHT', numbers: [7], amount: 100 })).status).toBe(201);
      const slip = await bet(alice.token, {
        bets: [
          { type: 'RED', amount: 200 },
          { type: 'ODD', amount: 300 },
        ],
      });
      expect(slip.status).toBe(201);
      // Refused: bob has no money (INSUFFICIENT_BALANCE), alice's 99 cents are below the minimum (2 requests, 422).
      const broke = await bet(bob.token, { type: 'STRAIGHT', numbers: [7], amount: 100 });
      expect([broke.status, broke.body.error.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
      const small = await bet(alice.token, { type: 'STRAIGHT', numbers: [7], amount: 99 });
      expect([small.status, small.body.error.code]).toEqual([422, 'BET_BELOW_MINIMUM']);
      await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
      await ok(call('POST', `/api/rounds/${round.id}/outcome`, { token: s.dealer, body: { number: 7 } }));
      await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
      const afterText = (await scrape(s.admin)).text;
      const after = parse(afterText);
      const delta = (name: string, labels: Labels = {}) => value(after, name, labels) - value(before, name, labels);

      expect({
        ok: delta('croupier_bets_total', { outcome: 'accepted', code: 'OK' }),
        balance: delta('croupier_bets_total', { outcome: 'refused', code: 'INSUFFICIENT_BALANCE' }),
        minimum: delta('croupier_bets_total', { outcome: 'refused', code: 'BET_BELOW_MINIMUM' }),
        refused: delta('croupier_bets_total', { outcome: 'refused' }),
      }).toEqual({ ok: 3, balance: 1, minimum: 1, refused: 2 });

      const requests = (route: string, method: string, status: string) =>
        delta('croupier_http_request_duration_seconds_count', { route, method, status });
      expect({
        bets201: requests('/api/rounds/[id]/bets', 'POST', '201'),
        bets422: requests('/api/rounds/[id]/bets', 'POST', '422'),
        opened: requests('/api/tables/[id]/rounds', 'POST', '201'),
        settled: requests('/api/rounds/[id]/settle', 'POST', '200'),
        // The scrape before this one, as the ADMIN (route() measures it; the answer is counted once written).
        scraped: requests('/api/metrics', 'GET', '200'),
      }).toEqual({ bets201: 2, bets422: 2, opened: 1, settled: 1, scraped: 1 });
      expect(afterText, 'no raw id in any label').not.toContain(round.id);
      expect(afterText).not.toContain(s.tableId);

      expect({
        settles: delta('croupier_settle_duration_seconds_count', { game: 'ROULETTE' }),
        settled: delta('croupier_settled_bets_total', { game: 'ROULETTE' }),
      }).toEqual({ settles: 1, settled: 3 });

      expect(value(after, 'croupier_sockets')).toBe(2);
      // One observation per table event emitted to the table room: opened, closed, outcome, settled at least.
      expect(tableMessages).toBeGreaterThanOrEqual(4);
      expect(delta('croupier_fanout_delay_seconds_count')).toBe(tableMessages);
    } finally {
      unsubscribe();
      for (const v of viewers) v.close();
      await stopSocketServer(io);
      server.close();
    }
  });

  it('[OPS] /api/ready: database, Redis only when REDIS_URL is set, 503 naming what failed; /api/health ignores Redis', async () => {
    expect(await call('GET', '/api/ready')).toEqual({
      status: 200,
      body: { ok: true, checks: { database: 'ok', redis: 'skipped' } },
    });
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    expect(await call('GET', '/api/ready')).toEqual({
      status: 200,
      body: { ok: true, checks: { database: 'ok', redis: 'ok' } },
    });
    process.env.REDIS_URL = 'redis://127.0.0.1:1'; // nothing listens there
    expect(await call('GET', '/api/ready')).toEqual({
      status: 503,
      body: {
        ok: false,
        checks: { database: 'ok', redis: 'failed' },
        error: { code: 'NOT_READY', message: 'Not ready: redis did not answer.' },
      },
    });
    expect(await call('GET', '/api/health')).toEqual({ status: 200, body: { ok: true } });

    // The database gone (a server nobody listens on): both say so.
    const real = database();
    const gone = openDatabase({ url: 'postgresql://postgres@127.0.0.1:1/none' });
    useDatabase(gone);
    try {
      expect(await call('GET', '/api/ready')).toEqual({
        status: 503,
        body: {
          ok: false,
          checks: { database: 'failed', redis: 'failed' },
          error: { code: 'NOT_READY', message: 'Not ready: database and redis did not answer.' },
        },
      });
      delete process.env.REDIS_URL;
      const health = await call('GET', '/api/health');
      expect([health.status, health.body.error.code]).toEqual([503, 'DATABASE_UNAVAILABLE']);
    } finally {
      useDatabase(real);
      await gone.close().catch(() => undefined);
    }
    const scraped = parse((await scrape(s.admin)).text);
    expect(
      value(scraped, 'croupier_http_request_duration_seconds_count', { route: '/api/ready', status: '503' }),
    ).toBeGreaterThanOrEqual(2);
  });
});
