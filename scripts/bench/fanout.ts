/**
 * Bench sections "fanout" and "card" (issue #16 benchmark):
 *
 * - `fanout`: 5,000 socket.io viewers (websocket transport) spread over two nodes, two child processes running
 *   the product's socket server with the Redis streams adapter on one stream (a unique name), all in one table
 *   room; node A emits 200 round events (a real baccarat `round:card` payload) at a steady rate through the
 *   product's delivery path. Per delivery latency (node A's send → the viewer's receipt) p50/p99, and every viewer
 *   must get every seq once and in order. Floor: two bare `ws` nodes in the same layout (node A sends to its
 *   viewers and over one ws link to node B, which sends on to its own) and 5,000 bare `ws` viewers. Both sets of
 *   viewers stay connected in one child process and the two are run alternately in blocks.
 * - `card`: card entered → viewer with 500 viewers: a scratch database, a baccarat table with its dealer, the real
 *   socket server on an http server in this process, 500 socket.io viewers (a child process) joined to the table;
 *   from calling `enterAction` until each viewer has the `round:card` event, over >= 50 cards (rounds settled and
 *   re-opened as needed) after a few warm-up cards per side that are not counted (first statements on each pooled
 *   connection, code not yet compiled). Floor, card by card alternately: a raw `pg` insert of the equivalent
 *   TableEvent row (the table's seq taken in the same statement) and a bare `ws` broadcast of the payload to 500
 *   `ws` viewers.
 *
 * The latencies include the viewers' own queue (they share one event loop) and, on a machine too busy for the
 * steady rate, the backlog of every process (seconds); the CPU rows (servers per event, viewers per delivery)
 * are the figures the machine's load changes least.
 *
 * Sizes: BENCH_FANOUT_VIEWERS (5000), BENCH_FANOUT_EVENTS (200), BENCH_FANOUT_RATE (events/s, 6),
 * BENCH_CARD_VIEWERS (500), BENCH_CARD_CARDS (60), BENCH_CARD_WARMUP (5). Redis: BENCH_REDIS_URL
 * (redis://127.0.0.1:6379).
 * Ports 3541-3546. Times are CLOCK_MONOTONIC (process.hrtime), the same clock in every process.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { transact } from '@/lib/command';
import type { Database } from '@/lib/db';
import type { Principal } from '@/lib/auth/principal';
import { houseAccountId } from '@/lib/ledger/accounts';
import { insertUser } from '@/lib/users/manage-users';
import { openRound } from '@/lib/rounds/open-round';
import { closeRound } from '@/lib/rounds/close-round';
import { enterAction } from '@/lib/rounds/enter-action';
import { settleRound } from '@/lib/rounds/settle-round';
import { onDeliver } from '@/lib/realtime/hub';
import { startSocketServer, stopSocketServer } from '@/lib/realtime/socket-server';
import type { TableEventPayload } from '@/lib/realtime/events';
import { percentile, ratio, report, scratchDatabase } from './common';
import { monoMs, startChild, type BenchChild } from './fanout-ipc';
import type { ViewerStats } from './fanout-viewers';

const num = (name: string, dflt: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : dflt;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (x: number) => `${x.toFixed(1)} ms`;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Counts the SQL statements this process sends through `pg` (Prisma's adapter and raw clients alike) while
 * `counting` is on, until `restore()`: a diagnostic of where a service's time goes (each one a round trip).
 */
function countStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  const c = {
    counting: false,
    count: 0,
    restore: () => {
      proto.query = query;
    },
  };
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (c.counting) c.count++;
    return query.apply(this, args);
  };
  return c;
}

/** A baccarat table (with its house account and an 8-deck shoe), `dealerId` assigned. */
async function baccaratTable(database: Database, name: string, dealerId: string | null): Promise<string> {
  const prisma = database.prisma;
  const table = await prisma.gameTable.create({ data: { name, game: 'BACCARAT', dealerId } });
  await prisma.ledgerAccount.create({ data: { id: houseAccountId(table.id), kind: 'HOUSE', tableId: table.id } });
  await prisma.shoe.create({ data: { tableId: table.id, number: 1, decks: 8 } });
  return table.id;
}

/** A DEALER user (its principal). */
async function benchDealer(): Promise<Principal> {
  let dealer!: Principal;
  await transact({ actor: null }, async (tx) => {
    const u = await insertUser(tx, {
      username: `bench-dealer-${crypto.randomBytes(3).toString('hex')}`,
      password: 'bench-dealer-pass',
      role: 'DEALER',
    });
    dealer = { id: u.id, username: u.username, role: 'DEALER' };
  });
  return dealer;
}

/** 8 decks in a fixed pseudo-random order (xorshift32 Fisher-Yates), as card codes. */
function shuffledShoe(): string[] {
  const cards: string[] = [];
  for (let d = 0; d < 8; d++) for (const r of 'A23456789TJQK') for (const s of 'SHDC') cards.push(r + s);
  let x = 0x2545f491;
  for (let i = cards.length - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/** Waits for a viewer group's `delivered` notices (every viewer has the seq); seqs already seen resolve at once. */
function deliveries(viewers: BenchChild, group: string) {
  const seen = new Set<number>();
  const waiting = new Map<number, () => void>();
  const off = viewers.on<{ group: string; seq: number }>('delivered', (m) => {
    if (m.group !== group) return;
    seen.add(m.seq);
    waiting.get(m.seq)?.();
  });
  return {
    /** true when every viewer had `seq` within `timeoutMs`. */
    wait(seq: number, timeoutMs: number): Promise<boolean> {
      if (seen.has(seq)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(seq);
          resolve(false);
        }, timeoutMs);
        waiting.set(seq, () => {
          clearTimeout(timer);
          waiting.delete(seq);
          resolve(true);
        });
      });
    },
    off,
  };
}

async function summary(viewers: BenchChild, group: string): Promise<ViewerStats> {
  const p = viewers.next<{ group: string; stats: ViewerStats }>('summary', 60_000, (m) => m.group === group);
  viewers.send({ type: 'summary', group });
  return (await p).stats;
}

async function connectViewers(
  viewers: BenchChild,
  m: { group: string; kind: 'socketio' | 'ws'; urls: string[]; n: number; tableId?: string },
): Promise<number> {
  const p = viewers.next<{ group: string; ms: number }>('connected', 180_000, (x) => x.group === m.group);
  viewers.send({ type: 'connect', events: ['round:card'], concurrency: 100, ...m });
  return (await p).ms;
}

const byNode = (s: ViewerStats, k: number) => `${s.servers[k]!.p50.toFixed(0)}/${s.servers[k]!.p99.toFixed(0)} ms`;
const orderNote = (s: ViewerStats, expected: number) =>
  s.missing === 0 && s.duplicates === 0 && s.gaps === 0 && s.deliveries === expected
    ? `all ${expected.toLocaleString('en')} deliveries, each seq once and in order`
    : `deliveries ${s.deliveries}/${expected}, missing ${s.missing}, duplicate/out of order ${s.duplicates}, gaps ${s.gaps}`;

/** Refuses to start when the open-files limit (`ulimit -n`, inherited by the children) cannot hold `n` sockets. */
function checkFileLimit(n: number): void {
  const limit = Number(execFileSync('bash', ['-c', 'ulimit -n']).toString().trim());
  if (Number.isFinite(limit) && limit < n + 200)
    throw new Error(`ulimit -n is ${limit}: the viewers need ${n + 200} open files; raise it (ulimit -n 65536).`);
}

/**
 * Section "fanout": 5,000 socket.io viewers over two product nodes (Redis streams adapter) against two bare `ws`
 * nodes, p50/p99 per delivery, order and completeness per viewer. Errors: Redis or Postgres unreachable.
 */
export async function benchFanout(): Promise<void> {
  const VIEWERS = num('BENCH_FANOUT_VIEWERS', 5_000);
  const EVENTS = num('BENCH_FANOUT_EVENTS', 200);
  const RATE = num('BENCH_FANOUT_RATE', 6);
  const BLOCKS = 4; // per kind, alternating
  const perBlock = Math.ceil(EVENTS / BLOCKS);
  checkFileLimit(VIEWERS * 2);
  const scratch = await scratchDatabase();
  const stream = `croupier:bench:${crypto.randomBytes(4).toString('hex')}`;
  const children: BenchChild[] = [];
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const dealer = await benchDealer();
    const tableId = await baccaratTable(scratch.database, 'Bench fanout', dealer.id);
    // A real round:card payload (the product's own publish, no socket server in this process) as the template.
    let template: TableEventPayload | null = null;
    const off = onDeliver((m) => {
      if (m.event === 'round:card') template = m.payload as TableEventPayload;
    });
    const cmd = { actor: dealer };
    const round = await openRound(cmd, tableId, {});
    await closeRound(cmd, round.id);
    for (const card of ['5S', '2H', '3D']) await enterAction(cmd, round.id, { type: 'CARD', card });
    off();
    const bytes = Buffer.byteLength(JSON.stringify(template));
    console.log(`payload: a baccarat round:card TableEventPayload, ${bytes} B of JSON`);

    const node = async (env: Record<string, string>) => {
      const { child, ready } = await startChild('fanout-node.ts', env);
      children.push(child);
      return { child, adapter: String(ready.adapter) };
    };
    const productEnv = { BENCH_NODE: 'product', DATABASE_URL: scratch.url, REDIS_URL, CROUPIER_REDIS_STREAM: stream };
    const [pa, pb, fb] = await Promise.all([
      node({ ...productEnv, BENCH_PORT: '3541' }),
      node({ ...productEnv, BENCH_PORT: '3542' }),
      node({ BENCH_NODE: 'floor', BENCH_PORT: '3546' }),
    ]);
    const fa = await node({ BENCH_NODE: 'floor', BENCH_PORT: '3545', BENCH_RELAY: 'ws://127.0.0.1:3546' });
    console.log(`nodes: product A :3541 and B :3542 (${pa.adapter}, stream ${stream}); floor A :3545 → B :3546`);
    const { child: viewers } = await startChild('fanout-viewers.ts', {});
    children.push(viewers);
    const sioMs = await connectViewers(viewers, {
      group: 'product',
      kind: 'socketio',
      urls: ['http://127.0.0.1:3541', 'http://127.0.0.1:3542'],
      n: VIEWERS,
      tableId,
    });
    const wsMs = await connectViewers(viewers, {
      group: 'floor',
      kind: 'ws',
      urls: ['ws://127.0.0.1:3545', 'ws://127.0.0.1:3546'],
      n: VIEWERS,
    });
    console.log(
      `viewers: ${VIEWERS} socket.io joined in ${(sioMs / 1000).toFixed(1)} s, ${VIEWERS} ws in ${(wsMs / 1000).toFixed(1)} s (one child process)`,
    );
    await sleep(1_000);

    const kinds = {
      // The product's viewers joined at the table's seq (the template round's events): node A goes on from there.
      product: {
        a: pa.child,
        b: pb.child,
        seq: template!.seq,
        sent: 0,
        cpu: 0,
        viewerCpu: 0,
        track: deliveries(viewers, 'product'),
      },
      floor: {
        a: fa.child,
        b: fb.child,
        seq: 0,
        sent: 0,
        cpu: 0,
        viewerCpu: 0,
        track: deliveries(viewers, 'floor'),
      },
    };
    const cpu = async (c: BenchChild) => {
      const p = c.next<{ ms: number }>('cpu');
      c.send({ type: 'cpu' });
      return (await p).ms;
    };
    for (let b = 0; b < 2 * BLOCKS; b++) {
      const name = b % 2 === 0 ? 'product' : 'floor';
      const k = kinds[name];
      const count = Math.min(perBlock, EVENTS - k.sent);
      if (count <= 0) continue;
      const from = k.seq + 1;
      const seqs = Array.from({ length: count }, (_, i) => from + i);
      const cpu0 = (await cpu(k.a)) + (await cpu(k.b));
      const viewerCpu0 = await cpu(viewers);
      const emitted = k.a.next('emitted', 120_000);
      k.a.send({ type: 'emit', event: 'round:card', tableId, template, from, count, intervalMs: 1000 / RATE });
      await emitted;
      // Whatever has not reached every viewer 15 s after the last send counts as missing (settle below).
      const deadline = monoMs() + 15_000;
      for (const s of seqs) await k.track.wait(s, Math.max(0, deadline - monoMs()));
      k.cpu += (await cpu(k.a)) + (await cpu(k.b)) - cpu0;
      k.viewerCpu += (await cpu(viewers)) - viewerCpu0;
      k.seq += count;
      k.sent += count;
      viewers.send({ type: 'settle', group: name, seqs });
      await sleep(500);
    }
    const p = await summary(viewers, 'product');
    const f = await summary(viewers, 'floor');
    const expected = VIEWERS * EVENTS;
    const layout = `${VIEWERS.toLocaleString('en')} viewers, 2 nodes, ${EVENTS} events at ${RATE}/s, ${bytes} B`;
    report({
      figure: `fanout p99 delivery (${layout})`,
      product: ms(p.p99),
      floor: ms(f.p99),
      ratio: ratio(p.p99, f.p99),
      note: `target <= 2x; product: ${orderNote(p, expected)}; floor: ${orderNote(f, expected)}`,
    });
    report({
      figure: 'fanout p50 delivery',
      product: ms(p.p50),
      floor: ms(f.p50),
      ratio: ratio(p.p50, f.p50),
      note: `max ${ms(p.max)} vs ${ms(f.max)}; p50/p99 viewers of node A ${byNode(p, 0)} vs ${byNode(f, 0)}, of node B ${byNode(p, 1)} vs ${byNode(f, 1)}`,
    });
    report({
      figure: 'fanout server CPU (both nodes) per event',
      product: ms(kinds.product.cpu / EVENTS),
      floor: ms(kinds.floor.cpu / EVENTS),
      ratio: ratio(kinds.product.cpu, kinds.floor.cpu),
      note: `${pa.adapter}`,
    });
    report({
      figure: 'fanout viewer CPU per delivery (one process)',
      product: `${((kinds.product.viewerCpu / expected) * 1000).toFixed(1)} µs`,
      floor: `${((kinds.floor.viewerCpu / expected) * 1000).toFixed(1)} µs`,
      ratio: ratio(kinds.product.viewerCpu, kinds.floor.viewerCpu),
      note: 'socket.io-client vs ws + JSON.parse: the viewers share one event loop, so this queues into the p99',
    });
    kinds.product.track.off();
    kinds.floor.track.off();
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await redis.del(stream).catch(() => undefined);
    redis.disconnect();
    await scratch.drop();
  }
}

/**
 * Section "card": enterAction → each of 500 socket.io viewers' round:card, p99 over >= 50 cards, against a raw
 * `pg` event insert + bare `ws` broadcast, card by card alternately. Errors: Postgres unreachable.
 */
export async function benchCard(): Promise<void> {
  const VIEWERS = num('BENCH_CARD_VIEWERS', 500);
  const CARDS = num('BENCH_CARD_CARDS', 60);
  const WARMUP = num('BENCH_CARD_WARMUP', 5);
  const scratch = await scratchDatabase();
  const server = http.createServer();
  const floorServer = http.createServer();
  const raw = new pg.Client({ connectionString: scratch.url });
  let viewers: BenchChild | null = null;
  let io: ReturnType<typeof startSocketServer> | null = null;
  const statements = countStatements();
  try {
    const dealer = await benchDealer();
    const tableId = await baccaratTable(scratch.database, 'Bench card', dealer.id);
    const floorTableId = await baccaratTable(scratch.database, 'Bench card floor', null);
    io = startSocketServer(server);
    await new Promise<void>((r) => server.listen(3543, '127.0.0.1', r));
    const wss = new WebSocketServer({ server: floorServer, perMessageDeflate: false });
    const floorViewers = new Set<WebSocket>();
    wss.on('connection', (ws) => {
      floorViewers.add(ws);
      ws.on('close', () => floorViewers.delete(ws));
    });
    await new Promise<void>((r) => floorServer.listen(3544, '127.0.0.1', r));
    await raw.connect();

    viewers = (await startChild('fanout-viewers.ts', {})).child;
    await connectViewers(viewers, {
      group: 'product',
      kind: 'socketio',
      urls: ['http://127.0.0.1:3543'],
      n: VIEWERS,
      tableId,
    });
    await connectViewers(viewers, { group: 'floor', kind: 'ws', urls: ['ws://127.0.0.1:3544'], n: VIEWERS });
    const product = deliveries(viewers, 'product');
    const floor = deliveries(viewers, 'floor');
    await sleep(500);

    let last: TableEventPayload | null = null;
    const off = onDeliver((m) => {
      if (m.event !== 'round:card') return;
      last = m.payload as TableEventPayload;
      t1.product[last.seq] = monoMs();
    });
    const cmd = { actor: dealer };
    const shoe = shuffledShoe();
    const t0 = { product: {} as Record<number, number>, floor: {} as Record<number, number> };
    // When the event left for the viewers: the product's deliver() after commit, the floor's broadcast.
    const t1 = { product: {} as Record<number, number>, floor: {} as Record<number, number> };
    // enterAction's call until its return (which comes after its synchronous room emit), and until the event was
    // handed to the socket server (its commit done: the product's counterpart of the floor's insert).
    const enterMs: number[] = [];
    const sentMs: number[] = [];
    const insertMs: number[] = [];
    let late = 0;
    let rounds = 0;
    let round = await openRound(cmd, tableId, {});
    await closeRound(cmd, round.id);
    for (let c = 0; c < WARMUP + CARDS; c++) {
      // The first WARMUP cards of each side are not counted: each pooled connection plans its prepared statements
      // on first use, and both processes compile their hot paths (a one-off after a node's start, not a table's
      // steady state). Their deliveries are still checked for order and duplicates.
      const counted = c >= WARMUP;
      // Product: the dealer's card through the service, to every viewer.
      statements.counting = counted;
      const s0 = monoMs();
      const pub = await enterAction(cmd, round.id, { type: 'CARD', card: shoe[c]! });
      const returned = monoMs();
      statements.counting = false;
      const payload: TableEventPayload = last!;
      if (counted) {
        enterMs.push(returned - s0);
        sentMs.push(t1.product[payload.seq]! - s0);
        t0.product[payload.seq] = s0;
      }
      if (!(await product.wait(payload.seq, 10_000))) late++;
      // Floor: the same event row by raw SQL (seq and row in one statement), one bare ws broadcast.
      const f0 = monoMs();
      const r = await raw.query<{ seq: number }>(
        `WITH t AS (UPDATE "GameTable" SET "eventSeq" = "eventSeq" + 1 WHERE "id" = $1 RETURNING "eventSeq")
         INSERT INTO "TableEvent" ("id", "tableId", "seq", "type", "roundId", "payload")
         SELECT gen_random_uuid()::text, $1, t."eventSeq", 'round:card', $2, jsonb_set($3::jsonb, '{seq}', to_jsonb(t."eventSeq"))
         FROM t RETURNING "seq"`,
        [floorTableId, payload.roundId, JSON.stringify({ ...payload, tableId: floorTableId })],
      );
      const seq = r.rows[0]!.seq;
      if (counted) insertMs.push(monoMs() - f0);
      const data = Buffer.from(
        JSON.stringify({
          event: 'round:card',
          payload: { ...payload, tableId: floorTableId, seq, at: new Date().toISOString() },
        }),
      );
      t1.floor[seq] = monoMs();
      for (const v of floorViewers) v.send(data, { binary: false });
      if (counted) t0.floor[seq] = f0;
      if (!(await floor.wait(seq, 10_000))) late++;
      if (pub.status === 'COMPLETE') {
        await settleRound(cmd, round.id);
        round = await openRound(cmd, tableId, {});
        await closeRound(cmd, round.id);
        rounds++;
      }
    }
    off();
    const seqsOf = (m: Record<number, number>) => Object.keys(m).map(Number);
    viewers.send({ type: 'settle', group: 'product', seqs: seqsOf(t0.product), t0: t0.product, t1: t1.product });
    viewers.send({ type: 'settle', group: 'floor', seqs: seqsOf(t0.floor), t0: t0.floor, t1: t1.floor });
    const p = await summary(viewers, 'product');
    const f = await summary(viewers, 'floor');
    const expected = VIEWERS * CARDS;
    report({
      figure: `card entered → ${VIEWERS} viewers p99 (${CARDS} cards after ${WARMUP} warm-up, ${rounds} rounds)`,
      product: ms(p.p99),
      floor: ms(f.p99),
      ratio: ratio(p.p99, f.p99),
      note: `target <= 50 ms; p50 ${ms(p.p50)} vs ${ms(f.p50)}; product: ${orderNote(p, expected)}${late ? `; ${late} cards not at every viewer within 10 s` : ''}`,
    });
    report({
      figure: 'card: entered → committed and sent vs raw insert, p50 / p99',
      product: `${ms(percentile(sentMs, 50))} / ${ms(percentile(sentMs, 99))}`,
      floor: `${ms(percentile(insertMs, 50))} / ${ms(percentile(insertMs, 99))}`,
      ratio: ratio(percentile(sentMs, 99), percentile(insertMs, 99)),
      note: `${(statements.count / CARDS).toFixed(1)} SQL statements per enterAction (BEGIN/COMMIT included), floor 1; enterAction returns after its room emit: p50 ${ms(percentile(enterMs, 50))}, p99 ${ms(percentile(enterMs, 99))}; floor: ${orderNote(f, expected)}`,
    });
    report({
      figure: `card: sent (after commit) → ${VIEWERS} viewers, p50 / p99`,
      product: `${ms(p.fromT1.p50)} / ${ms(p.fromT1.p99)}`,
      floor: `${ms(f.fromT1.p50)} / ${ms(f.fromT1.p99)}`,
      ratio: ratio(p.fromT1.p99, f.fromT1.p99),
      note: 'the socket part alone: socket.io room emit vs a ws loop over one Buffer',
    });
    product.off();
    floor.off();
  } finally {
    statements.restore();
    await viewers?.stop();
    if (io) await stopSocketServer(io).catch(() => undefined);
    server.close();
    floorServer.closeAllConnections();
    floorServer.close();
    await raw.end().catch(() => undefined);
    await scratch.drop();
  }
}
