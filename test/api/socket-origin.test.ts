/**
 * [API] socket.io and cross-site pages (issue #11 §4). WebSockets have no CORS: a page on another site can
 * open a socket to Croupier, and the browser sends the victim's session cookie with the handshake. Such a
 * handshake (cookie + a foreign Origin) is refused with CROSS_SITE_REQUEST, so the page receives none of
 * the victim's private events (`balance`); the app's own pages, token clients and anonymous viewers connect.
 * A real HTTP server with the app's socket.io server, real socket.io clients, deposits through the API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { sessionCookie } from '../helpers/session-cookie';
import { startSocketServer } from '@/lib/realtime/socket-server';

type Outcome = { connected: true; socket: Socket } | { connected: false; error: string };

describe.each(BACKENDS)('[API] socket.io handshake origin (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let server: http.Server;
  let io: ReturnType<typeof startSocketServer>;
  let base: string;
  let cookie: string;
  const sockets: Socket[] = [];

  function open(opts: {
    origin?: string;
    cookie?: string;
    token?: string;
    transports?: ('websocket' | 'polling')[];
  }): Promise<Outcome> {
    const extraHeaders: Record<string, string> = {};
    if (opts.origin) extraHeaders.origin = opts.origin;
    if (opts.cookie) extraHeaders.cookie = opts.cookie;
    const socket = connect(base, {
      path: '/socket.io',
      transports: opts.transports ?? ['websocket'],
      extraHeaders,
      reconnection: false,
      forceNew: true,
      ...(opts.token ? { auth: { token: opts.token } } : {}),
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ connected: true, socket }));
      socket.once('connect_error', (e) => resolve({ connected: false, error: e.message }));
    });
  }

  const aliceBalance = async () => (await ok(call('GET', '/api/me', { token: s.players[0]!.token }))).balance as number;

  /** The `balance` events a socket receives while alice gets a deposit of `amount`. */
  async function balancesDuringDeposit(socket: Socket | null, amount: number): Promise<number[]> {
    const got: number[] = [];
    socket?.on('balance', (e: { balance: number }) => got.push(e.balance));
    await ok(call('POST', `/api/users/${s.players[0]!.id}/deposits`, { token: s.admin, body: { amount } }));
    await new Promise((r) => setTimeout(r, 300));
    return got;
  }

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 100_000 });
    server = http.createServer((_req, res) => res.writeHead(404).end());
    io = startSocketServer(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cookie = await sessionCookie('alice', 'alice-password', `127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    for (const so of sockets) so.close();
    await new Promise<void>((r) => io.close(() => r()));
    await drop?.();
  });

  it('[PLAYER] a page on another site opening a socket with the cookie is refused and gets no balance', async () => {
    const r = await open({ origin: 'https://evil.example', cookie });
    expect(r).toEqual({ connected: false, error: 'CROSS_SITE_REQUEST' });
    // Had it connected, it would be in alice's private room: nothing there for it either way.
    expect(await balancesDuringDeposit(r.connected ? r.socket : null, 1_000)).toEqual([]);
  });

  it('[PLAYER] refused over long-polling too, and from a sibling host', async () => {
    expect(await open({ origin: 'https://evil.example', cookie, transports: ['polling'] })).toEqual({
      connected: false,
      error: 'CROSS_SITE_REQUEST',
    });
    expect(await open({ origin: 'http://127.0.0.1.evil.example', cookie })).toEqual({
      connected: false,
      error: 'CROSS_SITE_REQUEST',
    });
  });

  it("[PLAYER] the app's own page (same origin) connects with the cookie and gets alice's balance", async () => {
    const r = await open({ origin: base, cookie });
    expect(r.connected).toBe(true);
    const before = await aliceBalance();
    expect(await balancesDuringDeposit(r.connected ? r.socket : null, 2_500)).toEqual([before + 2_500]);
  });

  it('[PLAYER] a token client from anywhere connects and gets its balance (a token is no ambient credential)', async () => {
    const r = await open({ origin: 'https://evil.example', token: s.players[0]!.token });
    expect(r.connected).toBe(true);
    const before = await aliceBalance();
    expect(await balancesDuringDeposit(r.connected ? r.socket : null, 500)).toEqual([before + 500]);
  });

  it('[VIEWER] an anonymous viewer from another site (no cookie) may still watch a public table', async () => {
    const r = await open({ origin: 'https://evil.example' });
    expect(r.connected).toBe(true);
    if (!r.connected) return;
    const joined = await new Promise<{ tableId: string }>((resolve) => {
      r.socket.once('joined', resolve);
      r.socket.emit('join', { tableId: s.tableId });
    });
    expect(joined.tableId).toBe(s.tableId);
    expect(await balancesDuringDeposit(r.socket, 100)).toEqual([]);
  });
});
