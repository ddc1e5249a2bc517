import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

/**
 * [OPS] SIGTERM during a burst of bets and a settle (issue 11 §6). This spec runs a second server of its own
 * (not the web server Playwright started): `node --import tsx server.ts` on PORT 3422 with its own embedded
 * database, one process as an orchestrator runs it (PID 1 gets the signal). It sets up two roulette tables,
 * fires 60 bets at table A and the settle of table B's round at once, sends SIGTERM while they are in flight,
 * then 20 more bets after the signal. It checks: the process exits 0 within the grace period plus a margin;
 * every request either got an answer or was refused at connect (no socket hang-up after it was sent); after a
 * restart on the same data, every bet answered 201 is there, nothing else is (a refused or 503 request
 * changed nothing), the settle is committed exactly when it was answered 200, and every balance adds up.
 */

const PORT = Number(process.env.SHUTDOWN_E2E_PORT ?? 3422);
const GRACE_MS = 10_000;
const ROOT = process.cwd();
const dataDir = `/tmp/croupier-shutdown-e2e-${process.pid}`;
/** The Postgres every machine here and CI have (trust auth); the postgres case makes a database of its own there. */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// Not NODE_ENV=production (its start checks are for real deployments) and never the caller's database.
const inherited: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && k !== 'DATABASE_URL'),
);
function serverEnv(databaseUrl?: string): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(PORT),
    CROUPIER_DATA_DIR: dataDir,
    NEXTAUTH_URL: `http://localhost:${PORT}`,
    LOG_LEVEL: 'info',
    CROUPIER_SHUTDOWN_GRACE_MS: String(GRACE_MS),
    NEXT_TELEMETRY_DISABLED: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return env as NodeJS.ProcessEnv;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Outcome =
  | { kind: 'answered'; status: number; body: any; at: number }
  | { kind: 'refused'; code: string }
  | { kind: 'hangup'; code: string };

interface Sent {
  outcome: Promise<Outcome>;
  /** Resolves once the request is connected and fully written. */
  written: Promise<void>;
}

/** Answers received so far, by every request of this file (compared with the server's own count). */
let answeredTotal = 0;

/** One request on a connection of its own (no keep-alive), classified by how it ended. */
function send(method: string, urlPath: string, opts: { token?: string; body?: unknown } = {}): Sent {
  const data = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  let markWritten!: () => void;
  const written = new Promise<void>((r) => (markWritten = r));
  const outcome = new Promise<Outcome>((resolve) => {
    let connected = false;
    let flushed = false;
    const check = () => connected && flushed && markWritten();
    const req = http.request({
      host: '127.0.0.1',
      port: PORT,
      method,
      path: urlPath,
      agent: false,
      headers: {
        connection: 'close',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(data !== undefined
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) }
          : {}),
      },
    });
    req.on('socket', (s) => s.once('connect', () => ((connected = true), check())));
    req.on('finish', () => ((flushed = true), check()));
    req.setTimeout(60_000, () => req.destroy(Object.assign(new Error('client timeout'), { code: 'CLIENT_TIMEOUT' })));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: kept as text */
        }
        answeredTotal++;
        resolve({ kind: 'answered', status: res.statusCode ?? 0, body, at: Date.now() });
      });
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ kind: 'hangup', code: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      // Refused at connect: the listener was closed, the server never saw the request.
      if (!connected && e.code === 'ECONNREFUSED') resolve({ kind: 'refused', code: e.code });
      else resolve({ kind: 'hangup', code: e.code ?? e.message });
      markWritten();
    });
    req.end(data);
  });
  return { outcome, written };
}

/** A request that must succeed (setup and read-back). */
async function api<T = any>(method: string, urlPath: string, token?: string, body?: unknown): Promise<T> {
  const o = await send(method, urlPath, { token, body }).outcome;
  if (o.kind !== 'answered' || o.status < 200 || o.status >= 300)
    throw new Error(`${method} ${urlPath}: ${JSON.stringify(o)}`);
  return o.body as T;
}

interface Server {
  proc: ChildProcess;
  log: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

function startServer(env: NodeJS.ProcessEnv): Server {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((r) =>
    proc.once('exit', (code, signal) => r({ code, signal, at: Date.now() })),
  );
  return { proc, log: () => out, exited };
}

async function waitHealthy(s: Server): Promise<void> {
  const deadline = Date.now() + 120_000;
  let exited = false;
  void s.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const o = await send('GET', '/api/health').outcome;
    if (o.kind === 'answered' && o.status === 200) return;
    await sleep(500);
  }
  throw new Error(`server on ${PORT} did not become healthy:\n${s.log().slice(-4000)}`);
}

async function stop(s: Server | undefined): Promise<void> {
  if (!s || s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  s.proc.kill('SIGKILL');
  await s.exited;
}

let servers: Server[] = [];
const dropDatabases: (() => Promise<void>)[] = [];

test.afterEach(async () => {
  for (const s of servers) await stop(s);
  servers = [];
  for (const drop of dropDatabases.splice(0)) await drop().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh Postgres database for the server (dropped after the test). */
async function freshPostgres(): Promise<string> {
  const name = `croupier_shutdown_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabases.push(async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return PG_URL.replace(/\/[^/]*$/, `/${name}`);
}

// Embedded PGlite runs its queries on the server's own thread, so the signal is handled between commands;
// on Postgres the commands are in flight when the handler runs and the drain itself is exercised.
for (const backend of ['embedded', 'postgres'] as const) {
  test(`[OPS][${backend}] SIGTERM during a burst of bets and a settle: every accepted request answered and committed, exit 0`, async () => {
    test.setTimeout(180_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const env = serverEnv(backend === 'postgres' ? await freshPostgres() : undefined);
    // Migrate and create the admin, as `npm start` would (without its build step).
    const seed = spawn(process.execPath, ['--import', 'tsx', path.join('e2e', 'support', 'seed-admin.ts')], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    expect(await new Promise((r) => seed.once('exit', r)), 'seed exit code').toBe(0);

    const answeredBefore = answeredTotal;
    const first = startServer(env);
    servers.push(first);
    await waitHealthy(first);

    // Studio: a dealer, six players with 1,000.00 each, roulette tables A (the burst) and B (the settle).
    const admin = (
      await api<{ token: string }>('POST', '/api/tokens', undefined, {
        username: process.env.CROUPIER_ADMIN_USERNAME ?? 'admin',
        password: process.env.CROUPIER_ADMIN_PASSWORD ?? 'admin-demo-pass',
      })
    ).token;
    const u = Date.now().toString(36);
    const dealer = await api<{ id: string }>('POST', '/api/users', admin, {
      username: `dealer-${u}`,
      password: 'dealer-pw-123',
      role: 'DEALER',
    });
    const DEPOSIT = 100_000;
    const players: { id: string; token: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await api<{ id: string }>('POST', '/api/users', admin, {
        username: `p${i}-${u}`,
        password: 'player-pw-123',
        role: 'PLAYER',
      });
      await api('POST', `/api/users/${p.id}/deposits`, admin, { amount: DEPOSIT });
      const t = await api<{ token: string }>('POST', '/api/tokens', undefined, {
        username: `p${i}-${u}`,
        password: 'player-pw-123',
      });
      players.push({ id: p.id, token: t.token });
    }
    const dealerToken = (
      await api<{ token: string }>('POST', '/api/tokens', undefined, {
        username: `dealer-${u}`,
        password: 'dealer-pw-123',
      })
    ).token;
    const tables: string[] = [];
    for (const name of ['A', 'B']) {
      const t = await api<{ id: string }>('POST', '/api/tables', admin, {
        name: `shutdown ${name} ${u}`,
        game: 'ROULETTE',
      });
      await api('PUT', `/api/tables/${t.id}/dealer`, admin, { userId: dealer.id });
      tables.push(t.id);
    }
    const [tableA, tableB] = tables as [string, string];
    const roundA = (await api<{ id: string }>('POST', `/api/tables/${tableA}/rounds`, dealerToken, {})).id;
    const roundB = (await api<{ id: string }>('POST', `/api/tables/${tableB}/rounds`, dealerToken, {})).id;
    // Table B: players 0 and 1 each bet 20.00 on BLACK; 17 is black, so the settle pays each 40.00 back.
    for (const p of players.slice(0, 2))
      await api('POST', `/api/rounds/${roundB}/bets`, p.token, { type: 'BLACK', amount: 2_000 });
    await api('POST', `/api/rounds/${roundB}/close`, dealerToken);
    await api('POST', `/api/rounds/${roundB}/outcome`, dealerToken, { number: 17 });
    const statusBeforeSettle = (await api<{ status: string }>('GET', `/api/rounds/${roundB}`, admin)).status;

    // Load both routes once (refused requests that change nothing), so the burst does not wait on that.
    expect(
      (
        (await send('POST', `/api/rounds/${roundA}/bets`, {
          token: players[0]!.token,
          body: { type: 'RED', amount: 0 },
        }).outcome) as { status?: number }
      ).status,
    ).toBe(400);
    expect(
      (
        (await send('POST', `/api/rounds/${roundA}/settle`, { token: dealerToken, body: {} }).outcome) as {
          status?: number;
        }
      ).status,
    ).toBe(409);

    // B's settle and, at the same moment, the burst: 60 RED bets on A, 10 per player, each with an amount of
    // its own (10.00 + i cents) so that every committed bet names the request that made it.
    const settleSent = send('POST', `/api/rounds/${roundB}/settle`, { token: dealerToken, body: {} });
    const burst = Array.from({ length: 60 }, (_, i) => ({ i, player: players[i % 6]!, amount: 1_000 + i }));
    const burstSent = burst.map((b) => ({
      ...b,
      sent: send('POST', `/api/rounds/${roundA}/bets`, {
        token: b.player.token,
        body: { type: 'RED', amount: b.amount },
      }),
    }));
    await Promise.all([...burstSent.map((b) => b.sent.written), settleSent.written]);
    await sleep(250); // every connection taken off the listener's queue by the server
    const signalAt = Date.now();
    first.proc.kill('SIGTERM');

    // Once the listener is closed (a connect is refused), 20 more bets (amounts 50.00 + i cents) while the
    // server drains: each must be refused at connect.
    for (let k = 0; k < 100; k++) {
      const probe = await send('GET', '/api/health').outcome;
      if (probe.kind === 'refused') break;
      await sleep(100);
    }
    const late = Array.from({ length: 20 }, (_, i) => ({ i, player: players[i % 6]!, amount: 5_000 + i }));
    const lateSent = late.map((b) => ({
      ...b,
      sent: send('POST', `/api/rounds/${roundA}/bets`, {
        token: b.player.token,
        body: { type: 'RED', amount: b.amount },
      }),
    }));

    const burstOutcomes = await Promise.all(burstSent.map((b) => b.sent.outcome));
    const settleOutcome = await settleSent.outcome;
    const lateOutcomes = await Promise.all(lateSent.map((b) => b.sent.outcome));
    const exit = await Promise.race([first.exited, sleep(GRACE_MS + 20_000).then(() => null)]);
    const log = first.log();
    expect(
      exit,
      `the server did not exit within ${GRACE_MS + 20_000} ms of SIGTERM:\n${log.slice(-3000)}`,
    ).not.toBeNull();
    const exitMs = exit!.at - signalAt;
    const answeredByFirst = answeredTotal - answeredBefore;

    const all = [...burstOutcomes, settleOutcome, ...lateOutcomes];
    const answered = all.filter((o) => o.kind === 'answered') as Extract<Outcome, { kind: 'answered' }>[];
    const refused = all.filter((o) => o.kind === 'refused');
    const hangups = all.filter((o) => o.kind === 'hangup');
    const inFlightAtSignal = [...burstOutcomes, settleOutcome].filter(
      (o) => o.kind !== 'answered' || o.at >= signalAt,
    ).length;
    const statuses: Record<string, number> = {};
    for (const o of answered) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    const serverInFlight = Number(/"inFlight":(\d+)[^\n]*shutdown: stopped accepting/.exec(log)?.[1] ?? NaN);
    const queued = Number(/"queued":(\d+)/.exec(log)?.[1] ?? NaN);
    const counts = /"received":(\d+),"refused":(\d+),"aborted":(\d+)/.exec(log);
    const [serverReceived, server503, serverAborted] = [Number(counts?.[1]), Number(counts?.[2]), Number(counts?.[3])];
    const summary = {
      serverInFlight,
      queued,
      serverReceived,
      server503,
      serverAborted,
      answeredByFirst,
      sent: all.length,
      answered: answered.length,
      refused: refused.length,
      hangups: hangups.length,
      statuses,
      inFlightAtSignal,
      exitCode: exit!.code,
      exitSignal: exit!.signal,
      exitMs,
    };
    console.log(`shutdown e2e [${backend}]: ${JSON.stringify(summary)}`);
    for (const line of log.split('\n').filter((l) => l.includes('shutdown'))) {
      const t = Number(/"time":(\d+)/.exec(line)?.[1]);
      console.log(`  server +${t - signalAt} ms: ${line.replace(/^.*"msg":"([^"]*)".*$/, '$1')}`);
    }

    expect(exit!.signal, `killed by a signal:\n${log.slice(-3000)}`).toBeNull();
    expect(exit!.code, `exit code:\n${log.slice(-3000)}`).toBe(0);
    expect(exitMs).toBeLessThan(GRACE_MS + 5_000);
    // The test measured something: requests were still in flight when the signal came.
    expect(inFlightAtSignal, 'requests in flight at SIGTERM').toBeGreaterThan(0);
    // On Postgres the server itself held requests in flight when its handler ran: the drain was exercised.
    if (backend === 'postgres')
      expect(serverInFlight, 'requests in flight in the server at its shutdown').toBeGreaterThan(0);
    // No request the server accepted was left without an answer.
    expect(hangups, JSON.stringify(hangups)).toEqual([]);
    expect(answered.length + refused.length).toBe(all.length);
    // The server's own count: every request it read (run or 503) was answered to its client, none cut.
    expect(serverAborted).toBe(0);
    expect(serverReceived + server503).toBe(answeredByFirst);
    // Requests accepted before the signal are finished (201) or, read only after it, refused whole (503).
    for (const o of [...burstOutcomes, ...lateOutcomes])
      if (o.kind === 'answered') expect([201, 503], JSON.stringify(o)).toContain(o.status);
    // Nothing sent after the listener closed was run.
    for (const o of lateOutcomes)
      expect(o.kind === 'refused' || (o.kind === 'answered' && o.status === 503), JSON.stringify(o)).toBe(true);
    for (const o of answered.filter((x) => x.status === 503)) expect(o.body?.error?.code).toBe('SHUTTING_DOWN');
    expect(settleOutcome.kind).toBe('answered');
    const settled = settleOutcome.kind === 'answered' && settleOutcome.status === 200;
    if (settleOutcome.kind === 'answered' && !settled) expect(settleOutcome.status).toBe(503);
    // The log tells each step, and nothing was cut at the deadline.
    for (const step of [
      'shutdown: stopped accepting',
      'shutdown: countdown ticker stopped',
      'shutdown: requests in flight finished',
      'shutdown: socket.io closed',
      'shutdown: database closed',
      'shutdown: complete',
    ])
      expect(log).toContain(step);
    expect(log).toMatch(/"cut":0,"exitCode":0/);

    // Restart on the same data and read everything back.
    const second = startServer(env);
    servers.push(second);
    await waitHealthy(second);
    const readA = await api<{ bets: { id: string; userId: string; amount: number; type: string }[] }>(
      'GET',
      `/api/rounds/${roundA}`,
      admin,
    );
    const readB = await api<{ status: string }>('GET', `/api/rounds/${roundB}`, admin);

    const committedIds = new Set(readA.bets.map((b) => b.id));
    const expectedAmounts: number[] = [];
    const stakeA = new Map<string, number>();
    [...burstSent, ...lateSent].forEach((b, k) => {
      const o = [...burstOutcomes, ...lateOutcomes][k]!;
      if (o.kind === 'answered' && o.status === 201) {
        expect(committedIds.has(o.body.id), `bet answered 201 is committed: ${JSON.stringify(o.body)}`).toBe(true);
        expectedAmounts.push(b.amount);
        stakeA.set(b.player.id, (stakeA.get(b.player.id) ?? 0) + b.amount);
      }
    });
    // Exactly the answered bets are there: an error or a refusal changed nothing.
    expect(readA.bets.map((b) => b.amount).sort((a, b) => a - b)).toEqual(expectedAmounts.sort((a, b) => a - b));
    expect(readB.status).toBe(settled ? 'SETTLED' : statusBeforeSettle);
    for (const [idx, p] of players.entries()) {
      const me = await api<{ balance: number }>('GET', '/api/me', p.token);
      // Players 0 and 1 staked 20.00 on B; B's settle pays 40.00 back when it committed.
      const b = idx < 2 ? -2_000 + (settled ? 4_000 : 0) : 0;
      expect(me.balance, `player ${idx}`).toBe(DEPOSIT - (stakeA.get(p.id) ?? 0) + b);
    }
    console.log(
      `shutdown e2e [${backend}]: committed bets ${readA.bets.length} of ${burst.length + late.length} sent, settle ${settled ? 'committed' : 'refused'}`,
    );
  });
}
