/**
 * Child process of the `fanout` bench section (scripts/bench/fanout.ts): one server node on `BENCH_PORT`.
 *
 * - `BENCH_NODE=product`: the product's socket server (lib/realtime/socket-server.ts `startSocketServer`, its
 *   handshake and `join`, on the scratch database in `DATABASE_URL`) with the Redis streams adapter on `REDIS_URL`
 *   and the stream `CROUPIER_REDIS_STREAM` (the product's own wiring, lib/realtime/redis.ts); events go out through
 *   the product's delivery path (lib/realtime/hub.ts `deliver`).
 * - `BENCH_NODE=floor`: a bare `ws` server whose every connection is a viewer of the one room; with
 *   `BENCH_RELAY` (the other floor node's URL) it sends each event to that node over one ws link (path `/relay`)
 *   and to its own viewers; a node receiving on `/relay` broadcasts what it gets, unparsed.
 *
 * IPC: `{type:'emit', event, tableId, template, from, count, intervalMs}` sends `count` events at a steady rate,
 * seq `from`.., each a copy of `template` with `seq`, `at` and `data.sentAt` (CLOCK_MONOTONIC ms) → `{type:'emitted'}`;
 * `{type:'cpu'}` → `{type:'cpu', ms}` (this process's CPU time so far); `{type:'close'}` exits.
 * Sends `{type:'ready', adapter}` once listening (`adapter`: the socket.io adapter's class).
 * Errors: `{type:'error'}` and exit 1 when the product's socket server has no Redis streams adapter.
 */
import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { openDatabase, useDatabase } from '@/lib/db';
import { startSocketServer, stopSocketServer } from '@/lib/realtime/socket-server';
import { deliver } from '@/lib/realtime/hub';
import { tableRoom, type PublicEventName } from '@/lib/realtime/events';
import { monoMs } from './fanout-ipc';

const kind = process.env.BENCH_NODE;
const port = Number(process.env.BENCH_PORT);
const send = (m: unknown) => process.send?.(m);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface EmitOrder {
  event: PublicEventName;
  tableId: string;
  template: { data: Record<string, unknown> } & Record<string, unknown>;
  from: number;
  count: number;
  intervalMs: number;
}

let emitOne: (event: PublicEventName, tableId: string, payload: unknown) => void;
let closeAll: () => Promise<void> = async () => undefined;

async function start(): Promise<string> {
  const server = http.createServer();
  if (kind === 'product') {
    const database = openDatabase({ url: process.env.DATABASE_URL });
    useDatabase(database);
    const io = startSocketServer(server);
    const adapter = io.of('/').adapter.constructor.name;
    if (adapter !== 'RedisStreamsAdapter') throw new Error(`the socket server runs the ${adapter}, not Redis streams`);
    emitOne = (event, tableId, payload) => deliver([{ room: tableRoom(tableId), event, payload }]);
    closeAll = async () => {
      await stopSocketServer(io).catch(() => undefined);
      await database.close().catch(() => undefined);
    };
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    return adapter;
  }
  const viewers = new Set<WebSocket>();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  wss.on('connection', (ws, req) => {
    if (req.url === '/relay') {
      ws.on('message', (data: Buffer) => {
        for (const v of viewers) v.send(data, { binary: false });
      });
      return;
    }
    viewers.add(ws);
    ws.on('close', () => viewers.delete(ws));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  let relay: WebSocket | null = null;
  if (process.env.BENCH_RELAY) {
    relay = new WebSocket(`${process.env.BENCH_RELAY}/relay`, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      relay!.once('open', resolve);
      relay!.once('error', reject);
    });
  }
  emitOne = (event, _tableId, payload) => {
    // Serialised once, one Buffer for every viewer (what a hand-written broadcast does).
    const data = Buffer.from(JSON.stringify({ event, payload }));
    relay?.send(data, { binary: false });
    for (const v of viewers) v.send(data, { binary: false });
  };
  closeAll = async () => {
    relay?.terminate();
    for (const v of viewers) v.terminate();
    wss.close();
  };
  return 'bare ws';
}

async function emit(m: EmitOrder): Promise<void> {
  const t0 = monoMs() + 5;
  for (let k = 0; k < m.count; k++) {
    const wait = t0 + k * m.intervalMs - monoMs();
    if (wait > 0) await sleep(wait);
    emitOne(m.event, m.tableId, {
      ...m.template,
      seq: m.from + k,
      at: new Date().toISOString(),
      data: { ...m.template.data, sentAt: monoMs() },
    });
  }
  send({ type: 'emitted' });
}

process.on('message', (raw) => {
  const m = raw as { type: string };
  if (m.type === 'emit') void emit(m as unknown as EmitOrder);
  else if (m.type === 'cpu') {
    const u = process.cpuUsage();
    send({ type: 'cpu', ms: (u.user + u.system) / 1000 });
  } else if (m.type === 'close') void closeAll().finally(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
start().then(
  (adapter) => send({ type: 'ready', adapter }),
  (e: unknown) => {
    send({ type: 'error', message: (e as Error).stack ?? String(e) });
    process.exit(1);
  },
);
