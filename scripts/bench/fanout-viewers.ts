/**
 * Child process of the `fanout` and `card` bench sections (scripts/bench/fanout.ts): many table viewers in one
 * event loop, apart from the servers they watch. Driven over IPC by the parent:
 *
 * - `{type:'connect', group, kind:'socketio'|'ws', urls, n, tableId?, events, concurrency}` opens `n` clients spread
 *   round-robin over `urls` (socket.io-client with the websocket transport that then `join`s the table and waits for
 *   `joined`; or bare `ws` clients whose server puts every connection in its one room) → `{type:'connected', ms}`.
 * - every table event a client receives is checked against that client's last seq (a seq not above it is a
 *   duplicate or out of order, one above +1 a gap); for the event names in `events` the receipt time
 *   (process.hrtime, CLOCK_MONOTONIC: the same clock in every process of the machine) is kept per seq and client,
 *   and `{type:'delivered', group, seq}` is sent once every client of the group has it.
 * - `{type:'settle', group, seqs, t0?, t1?}` closes those seqs: latency = receipt − `t0[seq]` (or the payload's
 *   `data.sentAt`), clients that never got a seq are counted as missing; latencies accumulate per group (and
 *   receipt − `t1[seq]` apart, a later start such as the commit, when given).
 * - `{type:'summary', group}` → `{type:'summary', group, stats}` (p50/p99/max over every settled delivery) and resets.
 * - `{type:'cpu'}` → `{type:'cpu', ms}`: this process's CPU time so far.
 * - `{type:'close'}` closes every client and exits.
 *
 * Errors: a client that fails to connect fails the `connect` (`{type:'error', message}`).
 */
import { io as connectSocketIo, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { monoMs } from './fanout-ipc';

interface Delivery {
  at: Float64Array;
  count: number;
  sentAt: number;
}

interface Group {
  n: number;
  close: Array<() => void>;
  last: Float64Array;
  events: Set<string>;
  recv: Map<number, Delivery>;
  latencies: number[];
  /** Receipt − `t1` (settle), when given. */
  fromT1: number[];
  /** The same latencies by the server a viewer is connected to (`urls[i % urls.length]`). */
  byServer: number[][];
  missing: number;
  duplicates: number;
  gaps: number;
  received: number;
}

export interface ViewerStats {
  deliveries: number;
  missing: number;
  duplicates: number;
  gaps: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
  /** p50 / p99 of the viewers of each server, in the order of `urls`. */
  servers: Array<{ p50: number; p99: number }>;
  /** p50 / p99 of receipt − `t1` (NaN without `t1`). */
  fromT1: { p50: number; p99: number };
}

const groups = new Map<string, Group>();
const send = (m: unknown) => process.send?.(m);

function onEvent(g: Group, groupName: string, i: number, event: string, payload: unknown): void {
  const now = monoMs();
  const p = payload as { seq?: unknown; data?: { sentAt?: unknown } } | null;
  if (typeof p?.seq !== 'number') return;
  const seq = p.seq;
  g.received++;
  const last = g.last[i]!;
  if (seq <= last) g.duplicates++;
  else {
    if (seq !== last + 1) g.gaps++;
    g.last[i] = seq;
  }
  if (!g.events.has(event)) return;
  let d = g.recv.get(seq);
  if (!d) {
    d = { at: new Float64Array(g.n), count: 0, sentAt: typeof p.data?.sentAt === 'number' ? p.data.sentAt : NaN };
    g.recv.set(seq, d);
  }
  if (d.at[i]! > 0) return; // a duplicate, counted above
  d.at[i] = now;
  if (++d.count === g.n) send({ type: 'delivered', group: groupName, seq });
}

async function connect(m: {
  group: string;
  kind: 'socketio' | 'ws';
  urls: string[];
  n: number;
  tableId?: string;
  events: string[];
  concurrency?: number;
}): Promise<void> {
  const g: Group = {
    n: m.n,
    close: [],
    last: new Float64Array(m.n),
    events: new Set(m.events),
    recv: new Map(),
    latencies: [],
    fromT1: [],
    byServer: m.urls.map(() => []),
    missing: 0,
    duplicates: 0,
    gaps: 0,
    received: 0,
  };
  groups.set(m.group, g);
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const url = m.urls[i % m.urls.length]!;
      const timer = setTimeout(() => reject(new Error(`viewer ${i} on ${url}: no answer in 30 s`)), 30_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if (m.kind === 'ws') {
        const ws = new WebSocket(url, { perMessageDeflate: false });
        ws.on('message', (data) => {
          const msg = JSON.parse(data.toString()) as { event: string; payload: unknown };
          onEvent(g, m.group, i, msg.event, msg.payload);
        });
        ws.once('open', done);
        ws.once('error', (e) => reject(e));
        g.close.push(() => ws.terminate());
        return;
      }
      const s: Socket = connectSocketIo(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 30_000,
      });
      s.onAny((event: string, payload: unknown) => {
        if (event === 'joined') {
          g.last[i] = (payload as { seq: number }).seq;
          done();
          return;
        }
        if (event === 'error') return reject(new Error(`viewer ${i}: ${JSON.stringify(payload)}`));
        onEvent(g, m.group, i, event, payload);
      });
      s.once('connect', () => s.emit('join', { tableId: m.tableId }));
      s.once('connect_error', (e) => reject(e));
      g.close.push(() => s.disconnect());
    });
  const t0 = monoMs();
  let next = 0;
  const worker = async () => {
    while (next < m.n) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(m.concurrency ?? 100, m.n) }, worker));
  send({ type: 'connected', group: m.group, ms: monoMs() - t0 });
}

function settle(m: { group: string; seqs: number[]; t0?: Record<string, number>; t1?: Record<string, number> }): void {
  const g = groups.get(m.group)!;
  for (const seq of m.seqs) {
    const d = g.recv.get(seq);
    g.recv.delete(seq);
    if (!d) {
      g.missing += g.n;
      continue;
    }
    const base = m.t0?.[seq] ?? d.sentAt;
    const t1 = m.t1?.[seq];
    for (let i = 0; i < g.n; i++) {
      const at = d.at[i]!;
      if (at > 0) {
        g.latencies.push(at - base);
        g.byServer[i % g.byServer.length]!.push(at - base);
        if (t1 !== undefined) g.fromT1.push(at - t1);
      } else g.missing++;
    }
  }
}

/** Nearest-rank percentile of an ascending array (the rule of common.ts percentile()). */
function rank(sorted: Float64Array, p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summary(group: string): ViewerStats {
  const g = groups.get(group)!;
  const s = Float64Array.from(g.latencies).sort();
  const t1 = Float64Array.from(g.fromT1).sort();
  const stats: ViewerStats = {
    deliveries: s.length,
    missing: g.missing,
    duplicates: g.duplicates,
    gaps: g.gaps,
    received: g.received,
    p50: rank(s, 50),
    p99: rank(s, 99),
    max: s.length ? s[s.length - 1]! : NaN,
    mean: s.reduce((a, b) => a + b, 0) / (s.length || 1),
    servers: g.byServer.map((xs) => {
      const t = Float64Array.from(xs).sort();
      return { p50: rank(t, 50), p99: rank(t, 99) };
    }),
    fromT1: { p50: rank(t1, 50), p99: rank(t1, 99) },
  };
  g.latencies = [];
  g.fromT1 = [];
  g.byServer = g.byServer.map(() => []);
  g.missing = g.duplicates = g.gaps = g.received = 0;
  return stats;
}

process.on('message', (raw) => {
  const m = raw as { type: string; group: string } & Record<string, unknown>;
  try {
    if (m.type === 'connect')
      connect(m as unknown as Parameters<typeof connect>[0]).catch((e: unknown) =>
        send({ type: 'error', message: (e as Error).message }),
      );
    else if (m.type === 'settle') settle(m as unknown as Parameters<typeof settle>[0]);
    else if (m.type === 'summary') send({ type: 'summary', group: m.group, stats: summary(m.group) });
    else if (m.type === 'cpu') {
      const u = process.cpuUsage();
      send({ type: 'cpu', ms: (u.user + u.system) / 1000 });
    } else if (m.type === 'close') {
      for (const g of groups.values()) for (const c of g.close) c();
      setTimeout(() => process.exit(0), 200);
    }
  } catch (e) {
    send({ type: 'error', message: (e as Error).message });
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
