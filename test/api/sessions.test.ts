/**
 * [AUTH] Sessions and tokens end on the server (issue #11 §3): sign-out kills the cookie (also a copy of
 * it), `DELETE /api/tokens/current` kills the bearer token it is called with, an admin lists and revokes a
 * user's credentials, and disabling a user ends their sessions, tokens and sockets at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode } from 'next-auth/jwt';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { authOptions } from '@/lib/auth/options';
import { authSecret } from '@/lib/auth/secret';
import { db } from '@/lib/db';
import { startSocketServer } from '@/lib/realtime/socket-server';

/** Signs in as next-auth does (its jwt callback, then the cookie it would set) and returns the cookie header. */
async function browserSession(
  userId: string,
  username: string,
  role: string,
): Promise<{ cookie: string; token: Record<string, unknown> }> {
  const opts = authOptions();
  const token = (await opts.callbacks!.jwt!({
    token: { name: username },
    user: { id: userId, name: username, role } as never,
    account: null,
  } as never)) as Record<string, unknown>;
  const value = await encode({ token, secret: authSecret() });
  return { cookie: `next-auth.session-token=${value}`, token };
}

async function signOut(token: Record<string, unknown>): Promise<void> {
  await authOptions().events!.signOut!({ token, session: undefined } as never);
}

const me = (headers: Record<string, string>) => call('GET', '/api/me', { headers });

describe.each(BACKENDS)('[AUTH] sessions and tokens end on the server (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let server: http.Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', players: ['alice', 'bob', 'carol'], deposit: 10_000 });
    server = http.createServer();
    startSocketServer(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const c of sockets) c.close();
    await new Promise((r) => server?.close(r));
    await drop?.();
  });

  function connect(auth: { token?: string; cookie?: string }): Promise<Socket> {
    const c = ioClient(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: auth.token ? { token: auth.token } : {},
      extraHeaders: auth.cookie ? { cookie: auth.cookie } : {},
    });
    sockets.push(c);
    return new Promise((resolve, reject) => {
      c.once('connect', () => resolve(c));
      c.once('connect_error', reject);
    });
  }
  const closed = (c: Socket) =>
    new Promise<string>((resolve) =>
      c.connected ? c.once('disconnect', (reason) => resolve(reason)) : resolve('already'),
    );

  it('[PLAYER][SIGN-OUT] the cookie stops working at once after sign-out, also a copy of it, and its socket closes', async () => {
    const alice = s.players[0]!;
    const a = await browserSession(alice.id, 'alice', 'PLAYER');
    const copy = a.cookie; // what an attacker who stole the cookie holds
    expect((await me({ cookie: a.cookie })).status).toBe(200);
    const sock = await connect({ cookie: a.cookie });
    const gone = closed(sock);
    // A second session of the same user (another browser) is not touched by this sign-out.
    const other = await browserSession(alice.id, 'alice', 'PLAYER');
    await signOut(a.token);
    expect((await me({ cookie: copy })).status).toBe(401);
    expect((await me({ cookie: copy })).body.error.code).toBe('UNAUTHENTICATED');
    expect(await gone).toBe('io server disconnect');
    expect((await me({ cookie: other.cookie })).status).toBe(200);
  });

  it('[AUTH] a cookie without a server-side session (forged with the secret but never signed in) is refused', async () => {
    const alice = s.players[0]!;
    const value = await encode({ token: { sub: alice.id, name: 'alice', role: 'PLAYER' }, secret: authSecret() });
    expect((await me({ cookie: `next-auth.session-token=${value}` })).status).toBe(401);
    const fake = await encode({
      token: { sub: alice.id, sid: '00000000-0000-0000-0000-000000000000' },
      secret: authSecret(),
    });
    expect((await me({ cookie: `next-auth.session-token=${fake}` })).status).toBe(401);
    // Another user's session id does not carry over to alice.
    const bob = await browserSession(s.players[1]!.id, 'bob', 'PLAYER');
    const mixed = await encode({ token: { sub: alice.id, sid: bob.token.sid }, secret: authSecret() });
    expect((await me({ cookie: `next-auth.session-token=${mixed}` })).status).toBe(401);
  });

  it('[PLAYER] DELETE /api/tokens/current ends that token only; a repeat with it is 401', async () => {
    const t1 = await login('bob', 'bob-password');
    const t2 = await login('bob', 'bob-password');
    const sock = await connect({ token: t1 });
    const gone = closed(sock);
    expect(await ok(call('DELETE', '/api/tokens/current', { token: t1 }))).toEqual({ revoked: 'TOKEN' });
    expect((await call('GET', '/api/me', { token: t1 })).status).toBe(401);
    expect((await call('DELETE', '/api/tokens/current', { token: t1 })).status).toBe(401);
    expect(await gone).toBe('io server disconnect');
    await expect(connect({ token: t1 })).rejects.toThrow('UNAUTHENTICATED');
    expect((await call('GET', '/api/me', { token: t2 })).status).toBe(200);
    expect((await call('DELETE', '/api/tokens/current', {})).status).toBe(401);
  });

  it('[PLAYER] DELETE /api/tokens/current with a cookie ends that browser session', async () => {
    const carol = s.players[2]!;
    const c = await browserSession(carol.id, 'carol', 'PLAYER');
    expect(await ok(call('DELETE', '/api/tokens/current', { headers: { cookie: c.cookie } }))).toEqual({
      revoked: 'SESSION',
    });
    expect((await me({ cookie: c.cookie })).status).toBe(401);
  });

  it("[ADMIN] lists a user's live tokens and sessions without secrets and revokes one of them", async () => {
    const carol = s.players[2]!;
    const t1 = await login('carol', 'carol-password');
    const t2 = await login('carol', 'carol-password');
    const sess = await browserSession(carol.id, 'carol', 'PLAYER');
    const list = await ok<{ items: { id: string; kind: string; createdAt: string; expiresAt: string }[] }>(
      call('GET', `/api/users/${carol.id}/tokens`, { token: s.admin }),
    );
    // buildStudio's login + t1 + t2 are tokens; the earlier session of this user was revoked in the test above.
    expect(list.items.filter((i) => i.kind === 'TOKEN')).toHaveLength(3);
    expect(list.items.filter((i) => i.kind === 'SESSION')).toHaveLength(1);
    for (const i of list.items) expect(Object.keys(i).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'kind']);
    const t1Row = await db().apiToken.findFirstOrThrow({
      where: { userId: carol.id },
      orderBy: { createdAt: 'desc' },
      skip: 1,
    });
    expect(await ok(call('DELETE', `/api/users/${carol.id}/tokens/${t1Row.id}`, { token: s.admin }))).toEqual({
      revoked: 'TOKEN',
    });
    expect((await call('GET', '/api/me', { token: t1 })).status).toBe(401);
    expect((await call('GET', '/api/me', { token: t2 })).status).toBe(200);
    expect(
      await ok(call('DELETE', `/api/users/${carol.id}/tokens/${sess.token.sid as string}`, { token: s.admin })),
    ).toEqual({ revoked: 'SESSION' });
    expect((await me({ cookie: sess.cookie })).status).toBe(401);
    const audit = await db().auditLog.findMany({ where: { action: 'CREDENTIAL_REVOKED', targetId: carol.id } });
    expect(audit).toHaveLength(2);

    // Refusals change nothing: another user's credential id, unknown ids, and non-admins.
    const bobToken = await db().apiToken.findFirstOrThrow({ where: { userId: s.players[1]!.id } });
    for (const [status, code, req] of [
      [
        404,
        'TOKEN_NOT_FOUND',
        () => call('DELETE', `/api/users/${carol.id}/tokens/${bobToken.id}`, { token: s.admin }),
      ],
      [404, 'USER_NOT_FOUND', () => call('GET', '/api/users/nobody/tokens', { token: s.admin })],
      [403, 'FORBIDDEN', () => call('GET', `/api/users/${carol.id}/tokens`, { token: s.pit })],
      [403, 'FORBIDDEN', () => call('DELETE', `/api/users/${carol.id}/tokens/${bobToken.id}`, { token: t2 })],
    ] as const) {
      const before = await dbSnapshot();
      const r = await req();
      expect({ status: r.status, code: r.body.error?.code }).toEqual({ status, code });
      expect(await dbSnapshot()).toBe(before);
    }
  });

  it('[ADMIN] disabling a user ends their sessions, tokens and sockets at once; re-enabling lets them sign in again', async () => {
    await ok(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: 'dave', password: 'dave-password', role: 'PLAYER' },
      }),
    );
    const dave = await db().user.findUniqueOrThrow({ where: { username: 'dave' } });
    const t = await login('dave', 'dave-password');
    const b = await browserSession(dave.id, 'dave', 'PLAYER');
    const tokSock = await connect({ token: t });
    const cookieSock = await connect({ cookie: b.cookie });
    const gone = Promise.all([closed(tokSock), closed(cookieSock)]);

    const r = await ok(call('PATCH', `/api/users/${dave.id}`, { token: s.admin, body: { disabled: true } }));
    expect(r).toEqual({ id: dave.id, username: 'dave', role: 'PLAYER', disabled: true });
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await call('GET', '/api/me', { token: t })).status).toBe(401);
    expect((await me({ cookie: b.cookie })).status).toBe(401);
    expect(await db().apiToken.count({ where: { userId: dave.id } })).toBe(0);
    expect(await db().userSession.count({ where: { userId: dave.id } })).toBe(0);
    expect((await call('POST', '/api/tokens', { body: { username: 'dave', password: 'dave-password' } })).status).toBe(
      401,
    );
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'USER_DISABLED', targetId: dave.id } });
    expect(audit.data).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
      ended: { tokens: 1, sessions: 1 },
    });

    await ok(call('PATCH', `/api/users/${dave.id}`, { token: s.admin, body: { disabled: false } }));
    expect((await call('GET', '/api/me', { token: t })).status).toBe(401); // old credentials stay dead
    const t3 = await login('dave', 'dave-password');
    expect((await call('GET', '/api/me', { token: t3 })).body.username).toBe('dave');
  });

  it('[ADMIN] PATCH /api/users/:id refuses bad bodies, self-disable, unknown users and non-admins, changing nothing', async () => {
    const adminRow = await db().user.findUniqueOrThrow({ where: { username: 'admin' } });
    const alice = s.players[0]!;
    for (const [status, code, req] of [
      [
        400,
        'VALIDATION_ERROR',
        () => call('PATCH', `/api/users/${alice.id}`, { token: s.admin, body: { disabled: 'yes' } }),
      ],
      [
        400,
        'VALIDATION_ERROR',
        () => call('PATCH', `/api/users/${alice.id}`, { token: s.admin, body: { disabled: true, role: 'ADMIN' } }),
      ],
      [
        422,
        'CANNOT_DISABLE_SELF',
        () => call('PATCH', `/api/users/${adminRow.id}`, { token: s.admin, body: { disabled: true } }),
      ],
      [404, 'USER_NOT_FOUND', () => call('PATCH', '/api/users/nobody', { token: s.admin, body: { disabled: true } })],
      [403, 'FORBIDDEN', () => call('PATCH', `/api/users/${alice.id}`, { token: s.pit, body: { disabled: true } })],
      [
        403,
        'FORBIDDEN',
        () => call('PATCH', `/api/users/${alice.id}`, { token: alice.token, body: { disabled: true } }),
      ],
      [401, 'UNAUTHENTICATED', () => call('PATCH', `/api/users/${alice.id}`, { body: { disabled: true } })],
    ] as const) {
      const before = await dbSnapshot();
      const r = await req();
      expect({ status: r.status, code: r.body.error?.code }).toEqual({ status, code });
      expect(await dbSnapshot()).toBe(before);
    }
  });
});
