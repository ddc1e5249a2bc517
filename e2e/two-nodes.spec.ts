import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * [OPS] Two nodes behind one studio (issue #16 §3). This spec runs two servers of its own (not the web server
 * Playwright started), `npm start --no-build` (scripts/start.ts: migrate, seed an empty database, serve the
 * existing build of NEXT_DIST_DIR / .next) on ports 3451 and 3452, started at the same moment on one scratch
 * Postgres database, with REDIS_URL and a stream name of their own (parallel runs never cross) and one
 * NEXTAUTH_SECRET. It checks:
 * - the first boot of both at once migrated and seeded once (the demo studio's users, tables and balances once);
 * - a session signed in on node A is accepted by node B (one secret);
 * - a viewer on node B receives every table event of a roulette round run through node A's HTTP API (open,
 *   bets, no more bets, the number, settle), each once, seq consecutive and in order, exactly the TableEvent
 *   log; a player's socket on B gets the private bet:settled and balance of a bet placed on A, and is closed
 *   when that player's token is revoked through A;
 * - viewers joining afterwards with `sinceSeq` on A and on B get the missed events, in order;
 * - kill -9 of the node running the ticker (the holder of its Postgres advisory lock) shortly before a
 *   countdown ends: the other node closes that round within 2 s of its `closesAt`.
 * Both processes are stopped by PID; the database and the Redis stream are removed.
 */

const PORTS = (process.env.TWO_NODES_PORTS ?? '3451,3452').split(',').map(Number) as [number, number];
const ROOT = process.cwd();
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** lib/realtime/ticker.ts TICKER_LOCK_KEY (the leader holds this advisory lock; not imported: that module opens the database). */
const TICKER_LOCK_KEY = 72707370;
const ADMIN = { username: 'admin', password: 'admin-demo-pass' };
const DEALER = { username: 'dealer', password: 'dealer-demo-pass' };
const PLAYER_PASSWORD = 'player-demo-pass';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const suffix = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
const dbName = `croupier_nodes_${suffix}`;
const dbUrl = PG_URL.replace(/\/[^/]*$/, `/${dbName}`);
const stream = `croupier-e2e:${suffix}`;
const dataDirs = PORTS.map((p) => `/tmp/croupier-two-nodes-${process.pid}-${p}`);

// Never the caller's database, stream or NODE_ENV; NEXT_DIST_DIR is kept (the build this run serves).
const inherited: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => !['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'CROUPIER_REDIS_STREAM', 'CROUPIER_SEED', 'PORT'].includes(k),
  ),
);

interface Node {
  port: number;
  proc: ChildProcess;
  log: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startNode(port: number, dataDir: string): Node {
  const env: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(port),
    DATABASE_URL: dbUrl,
    REDIS_URL,
    CROUPIER_REDIS_STREAM: stream,
    CROUPIER_REDIS_PREFIX: stream,
    NEXTAUTH_SECRET: 'two-nodes-e2e-secret-0123456789-abcdefghijklmnop',
    NEXTAUTH_URL: `http://localhost:${port}`,
    CROUPIER_DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    proc.once('exit', (code, signal) => r({ code, signal })),
  );
  return { port, proc, log: () => out, exited };
}

async function waitHealthy(n: Node): Promise<void> {
  const deadline = Date.now() + 180_000;
  let exited = false;
  void n.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const r = await fetch(`http://127.0.0.1:${n.port}/api/health`);
      if (r.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  throw new Error(`node on ${n.port} did not become healthy:\n${n.log().slice(-4000)}`);
}

async function api<T = any>(port: number, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const r = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} on ${port}: ${r.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
const tokenOf = async (port: number, username: string, password: string) =>
  (await api<{ token: string }>(port, 'POST', '/api/tokens', undefined, { username, password })).token;

interface Received {
  event: string;
  seq: number;
  payload: any;
  at: number;
}

/** A socket.io client on `port` (WebSocket only: no sticky session needed) that records every event. */
async function viewer(
  port: number,
  tableId: string | null,
  opts: { token?: string; sinceSeq?: number } = {},
): Promise<{ socket: Socket; events: Received[]; all: Received[]; joinedSeq: number | null }> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(opts.token ? { auth: { token: opts.token } } : {}),
  });
  const all: Received[] = [];
  const events: Received[] = [];
  socket.onAny((event: string, payload: any) => {
    const r = { event, seq: typeof payload?.seq === 'number' ? payload.seq : -1, payload, at: Date.now() };
    all.push(r);
    // Table events carry their seq; `joined` {tableId, seq} is the join's answer, not an event of the table.
    if (r.seq >= 0 && event !== 'joined') events.push(r);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
  if (!tableId) return { socket, events, all, joinedSeq: null };
  const joined = new Promise<{ seq: number }>((resolve) => socket.once('joined', resolve));
  socket.emit('join', { tableId, ...(opts.sinceSeq !== undefined ? { sinceSeq: opts.sinceSeq } : {}) });
  return { socket, events, all, joinedSeq: (await joined).seq };
}

async function waitFor(what: string, cond: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

let nodes: Node[] = [];
const sockets: Socket[] = [];
let admin: pg.Client | null = null;

test.afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  for (const n of nodes) {
    if (n.proc.exitCode === null && n.proc.signalCode === null) {
      n.proc.kill('SIGKILL');
      await n.exited;
    }
  }
  nodes = [];
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    admin = null;
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis
    .connect()
    .then(async () => {
      const keys = await redis.keys(`${stream}*`);
      if (keys.length) await redis.del(...keys);
    })
    .catch(() => undefined);
  redis.disconnect();
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
});

test('[OPS] two nodes on one Postgres + Redis: seeded once, shared sessions, every event on the other node in order, catch-up on both, ticker failover on kill -9', async () => {
  test.setTimeout(300_000);
  admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });

  // Both nodes at the same moment on an empty database.
  nodes = PORTS.map((p, i) => startNode(p, dataDirs[i]!));
  await Promise.all(nodes.map(waitHealthy));
  const [A, B] = PORTS;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    // --- Seeded once: the demo studio's eight users (admin; pit and pit2, the second approver, issue #18 §1; dealer and
    // dealer2, issue #17 §1; three players), six tables and one deposit per player, and one node says so.
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
    expect(await count('SELECT count(*) AS n FROM "User"')).toBe(8);
    expect(await count('SELECT count(*) AS n FROM "GameTable"')).toBe(6);
    expect(await count(`SELECT count(*) AS n FROM "LedgerTransaction" WHERE kind = 'DEPOSIT'`)).toBe(3);
    expect(await count('SELECT count(*) AS n FROM "_prisma_migrations"')).toBe(
      fs.readdirSync('prisma/migrations').filter((f) => fs.existsSync(`prisma/migrations/${f}/migration.sql`)).length,
    );
    expect(nodes.filter((n) => n.log().includes('Seeded a new studio')).length).toBe(1);
    for (const n of nodes) expect(n.log()).toMatch(/"redisStream":"croupier-e2e:/);

    // --- One secret: a browser session signed in on A is a session on B.
    const csrfRes = await fetch(`http://localhost:${A}/api/auth/csrf`);
    const csrfCookie = csrfRes.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const signIn = await fetch(`http://localhost:${A}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: csrfCookie,
        origin: `http://localhost:${A}`,
      },
      body: new URLSearchParams({ csrfToken, username: 'alice', password: PLAYER_PASSWORD, json: 'true' }),
    });
    const sessionCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => /next-auth\.session-token=./.test(c));
    expect(sessionCookie, `sign-in on A: ${signIn.status}`).toBeTruthy();
    const meOnB = await fetch(`http://localhost:${B}/api/me`, { headers: { cookie: sessionCookie! } });
    expect(meOnB.status).toBe(200);
    expect(((await meOnB.json()) as { username: string }).username).toBe('alice');

    // --- A roulette round run through A's API, watched on B.
    const adminToken = await tokenOf(A, ADMIN.username, ADMIN.password);
    const dealer = await tokenOf(A, DEALER.username, DEALER.password);
    const alice = await tokenOf(A, 'alice', PLAYER_PASSWORD);
    const bob = await tokenOf(A, 'bob', PLAYER_PASSWORD);
    const tables = await api<{ id: string; game: string }[]>(A, 'GET', '/api/tables', adminToken);
    const tableId = tables.find((t) => t.game === 'ROULETTE')!.id;

    const onB = await viewer(B, tableId);
    sockets.push(onB.socket);
    const aliceOnB = await viewer(B, null, { token: alice });
    sockets.push(aliceOnB.socket);
    const startSeq = onB.joinedSeq!;
    const round = await api<{ id: string }>(A, 'POST', `/api/tables/${tableId}/rounds`, dealer, {});
    // Alice 10.00 on RED, Bob 5.00 on BLACK; 1 is red: Alice gets 20.00 back, Bob loses his stake.
    await api(A, 'POST', `/api/rounds/${round.id}/bets`, alice, { type: 'RED', amount: 1_000 });
    await api(A, 'POST', `/api/rounds/${round.id}/bets`, bob, { type: 'BLACK', amount: 500 });
    await api(A, 'POST', `/api/rounds/${round.id}/close`, dealer);
    await api(A, 'POST', `/api/rounds/${round.id}/outcome`, dealer, { number: 1 });
    await api(A, 'POST', `/api/rounds/${round.id}/settle`, dealer, {});
    await waitFor('round:settled on B', () => onB.events.some((e) => e.event === 'round:settled'));
    await waitFor('alice balance on B', () => aliceOnB.all.some((e) => e.event === 'balance'));

    const log = (
      await db.query<{ seq: number; type: string }>(
        'SELECT seq, type FROM "TableEvent" WHERE "tableId" = $1 AND seq > $2 ORDER BY seq',
        [tableId, startSeq],
      )
    ).rows;
    const types = log.map((e) => e.type);
    for (const t of ['round:opened', 'round:closed', 'round:outcome', 'round:settled']) expect(types).toContain(t);
    const got = onB.events.map((e) => ({ seq: e.seq, type: e.event }));
    // Every event of the log, once, in order: seq startSeq+1, startSeq+2, ... (consecutive).
    expect(got).toEqual(log);
    expect(got.map((e) => e.seq)).toEqual(log.map((_, i) => startSeq + 1 + i));
    for (const e of onB.events) expect(e.payload.tableId).toBe(tableId);
    // Alice's private messages reached her socket on B: her settled bet and her balance 1,000.00 - 10.00 + 20.00.
    const settled = aliceOnB.all.find((e) => e.event === 'bet:settled');
    expect(JSON.stringify(settled?.payload)).toContain(round.id);
    expect(aliceOnB.all.filter((e) => e.event === 'balance').at(-1)?.payload).toEqual({ balance: 101_000 });

    // A revocation on A closes the credential's sockets on B too (a request between the nodes, PUB/SUB).
    const aliceGone = new Promise<string>((r) => aliceOnB.socket.once('disconnect', r));
    await api(A, 'DELETE', '/api/tokens/current', alice);
    expect(await Promise.race([aliceGone, sleep(15_000).then(() => 'still connected')])).toBe('io server disconnect');

    // --- Catch-up with sinceSeq on either node: the missed events, in order, then joined at the last seq.
    for (const port of [A, B]) {
      const late = await viewer(port, tableId, { sinceSeq: startSeq });
      sockets.push(late.socket);
      expect(
        late.events.map((e) => ({ seq: e.seq, type: e.event })),
        `catch-up on ${port}`,
      ).toEqual(log);
      expect(late.joinedSeq).toBe(log.at(-1)!.seq);
    }

    // --- Ticker failover: which node holds the advisory lock (its connection names the process).
    const leaderPid = async (): Promise<number | null> => {
      const r = await db.query<{ application_name: string }>(
        `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1
            AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [TICKER_LOCK_KEY],
      );
      const name = r.rows[0]?.application_name ?? '';
      return /^croupier-ticker \S+ (\d+)$/.test(name) ? Number(/(\d+)$/.exec(name)![1]) : null;
    };
    await waitFor('a ticker leader', async () => (await leaderPid()) !== null);
    const pid = (await leaderPid())!;
    const dying = nodes.find((n) => n.proc.pid === pid);
    expect(dying, `the lock holder ${pid} is one of the two nodes (${nodes.map((n) => n.proc.pid)})`).toBeTruthy();
    const survivor = nodes.find((n) => n !== dying)!;
    const watch = await viewer(survivor.port, tableId);
    sockets.push(watch.socket);
    const dealerOnSurvivor = await tokenOf(survivor.port, DEALER.username, DEALER.password);
    const countdown = await api<{ id: string; closesAt: string }>(
      survivor.port,
      'POST',
      `/api/tables/${tableId}/rounds`,
      dealerOnSurvivor,
      { bettingSeconds: 4 },
    );
    const closesAt = new Date(countdown.closesAt).getTime();
    // kill -9 the leader shortly before the countdown runs out: only the survivor can close it.
    await sleep(Math.max(0, closesAt - 600 - Date.now()));
    dying!.proc.kill('SIGKILL');
    const killedAt = Date.now();
    await dying!.exited;
    await waitFor(
      'round:closed on the survivor',
      () => watch.events.some((e) => e.event === 'round:closed' && e.payload.roundId === countdown.id),
      20_000,
    );
    const closed = watch.events.find((e) => e.event === 'round:closed' && e.payload.roundId === countdown.id)!;
    const closedAt = new Date(closed.payload.round.closedAt).getTime();
    console.log(
      `two nodes: killed the ticker's node ${closesAt - killedAt} ms before closesAt; the survivor closed the round ${closedAt - closesAt} ms after it (received ${closed.at - closesAt} ms after)`,
    );
    expect(closed.payload.data).toEqual({ by: 'COUNTDOWN' });
    expect(closedAt).toBeGreaterThanOrEqual(closesAt);
    expect(closedAt - closesAt).toBeLessThanOrEqual(2_000);
    expect(await leaderPid()).toBe(survivor.proc.pid);
  } finally {
    await db.end();
  }
});
