/**
 * [VIEWER] Nothing missed after a reconnect (issue #13 §7). A player's view opens a table that has had no
 * event yet (its snapshot says `eventSeq` 0), joins it, then loses its transport; while it is away a round
 * is opened, bet on, closed, spun and settled. On reconnect the view must receive every public event it
 * missed, each once and in seq order, exactly the table's event log. The view's join and gap logic is the
 * browser's own (`createFeedSync`, lib/client/feed-sync.ts, as `useTableFeed` wires it); the server is the
 * app's socket.io server on a real HTTP server, a real socket.io client, the round played through the API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { startSocketServer, stopSocketServer } from '@/lib/realtime/socket-server';
import { PUBLIC_EVENTS, type TableEventPayload } from '@/lib/realtime/events';
import { createFeedSync } from '@/lib/client/feed-sync';

const until = async (what: string, cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(BACKENDS)('[VIEWER] table feed reconnect (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let server: http.Server;
  let io: ReturnType<typeof startSocketServer>;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice'], deposit: 100_000 });
    server = http.createServer((_req, res) => res.writeHead(404).end());
    io = startSocketServer(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const so of sockets) so.close();
    await stopSocketServer(io);
    await drop?.();
  });

  /** A view of the table wired as `useTableFeed` wires it: snapshot first, then the socket. */
  async function openView(token: string) {
    const sync = createFeedSync(s.tableId);
    const applied: { seq: number; type: string }[] = [];
    let joins = 0;
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
      // Connected only once the handlers are on (a connect during the snapshot request would be missed).
      autoConnect: false,
    });
    sockets.push(socket);
    const snap = await ok(call('GET', `/api/tables/${s.tableId}`, { token }));
    const first = sync.snapshot(snap.eventSeq as number);
    expect(first).toEqual({ apply: true, join: null });
    socket.on('connect', () => socket.emit('join', sync.connected()));
    socket.on('joined', () => {
      joins += 1;
      sync.joined();
    });
    for (const name of PUBLIC_EVENTS)
      socket.on(name, (e: TableEventPayload) => {
        if (e.tableId !== s.tableId) return;
        const step = sync.event(e.seq);
        if (step.join) socket.emit('join', step.join);
        if (step.apply) applied.push({ seq: e.seq, type: name });
      });
    socket.connect();
    await until('the first join', () => joins === 1);
    return { socket, applied, joins: () => joins, snapshotSeq: snap.eventSeq as number };
  }

  it('[PLAYER] a view opened before the first round, offline for a whole round, gets every event once, in order', async () => {
    const alice = s.players[0]!;
    // Before any round the table's only event is its dealer's sign-in (the set-up's PUT /dealer: `table:dealer`).
    const before = (await ok(call('GET', `/api/tables/${s.tableId}/events?sinceSeq=0`, { token: alice.token }))) as {
      type: string;
      seq: number;
    }[];
    expect(before.map((e) => [e.seq, e.type])).toEqual([[1, 'table:dealer']]);
    const view = await openView(alice.token);
    expect(view.snapshotSeq).toBe(1);
    expect(view.applied).toEqual([]);

    // The transport drops under the view (the server side of its connection closes; no automatic reconnection
    // in the test: the round is played while it is away).
    const gone = new Promise<string>((r) => view.socket.once('disconnect', r));
    io.sockets.sockets.get(view.socket.id!)!.conn.close();
    expect(await gone).toBe('transport close');

    // A whole round while the view is offline: opened, a bet, closed, 17 spun, settled.
    const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await ok(
      call('POST', `/api/rounds/${round.id}/bets`, {
        token: alice.token,
        body: { type: 'STRAIGHT', numbers: [17], amount: 100 },
      }),
    );
    await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
    await ok(call('POST', `/api/rounds/${round.id}/outcome`, { token: s.dealer, body: { number: 17 } }));
    await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
    const log = (await ok(call('GET', `/api/tables/${s.tableId}/events?sinceSeq=1`, { token: alice.token }))) as {
      type: string;
      seq: number;
    }[];
    // Opened, closed, the outcome, settled: four public events with seqs 2..5 (the bet is private).
    expect(log.map((e) => [e.seq, e.type])).toEqual([
      [2, 'round:opened'],
      [3, 'round:closed'],
      [4, 'round:outcome'],
      [5, 'round:settled'],
    ]);
    expect(view.applied).toEqual([]);

    // Back online: the missed events arrive before the server's `joined`.
    view.socket.connect();
    await until('the join after the reconnect', () => view.joins() === 2);
    expect(view.applied).toEqual(log.map((e) => ({ seq: e.seq, type: e.type })));

    // And live again: the next round's opening is applied once, right after them.
    const next = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await until('the next round:opened', () => view.applied.length === 5);
    expect(view.applied.at(-1)).toEqual({ seq: 6, type: 'round:opened' });
    expect(view.applied.map((e) => e.seq)).toEqual([2, 3, 4, 5, 6]);
    await ok(call('POST', `/api/rounds/${next.id}/void`, { token: s.pit, body: { reason: 'test over' } }));
  });
});
