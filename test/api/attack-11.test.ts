/**
 * [API] Issue #11 measured again as an attacker would (adversarial pass after the fix): the variants an
 * attacker tries first, beyond the ones the fix's own tests name. What holds is asserted; what does not is
 * fixed after this pass (each FINDING comment says what it was).
 * The client address is the header server.ts stamps (x-croupier-client-ip), set here by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { sessionCookie } from '../helpers/session-cookie';
import { safeCallbackPath } from '@/lib/auth/safe-callback';

process.env.NEXTAUTH_SECRET ??= 'test-secret-for-attack-11-0123456789abcdef';

/** POST /api/tokens from `address` (the route itself: call() would not show Retry-After). */
async function token(username: string, password: string, address: string) {
  const { POST } = await import('@/app/api/tokens/route');
  const res = await POST(
    new Request('http://localhost/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-croupier-client-ip': address },
      body: JSON.stringify({ username, password }),
    }),
    { params: Promise.resolve({}) },
  );
  const body = (await res.json()) as { token?: string; error?: { code: string } };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), code: body.error?.code, token: body.token };
}

describe('[unit] sign-in redirect: the hostile callbackUrl variants an attacker tries', () => {
  const HOSTILE = [
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    'https://evil.example',
    'https:evil.example',
    'HTTP://evil.example',
    'http://localhost@evil.example/',
    '\uff0f\uff0fevil.example', // fullwidth solidus x2
    '/\u3000/evil.example', // ideographic space
    '/\u200b/evil.example', // zero-width space
    '/\ufeff/evil.example',
  ];

  it('every hostile value goes to the role home "/", never to a scheme or another host', () => {
    // 21 variants: each must come back as exactly the fallback.
    for (const raw of HOSTILE) expect(safeCallbackPath(raw), JSON.stringify(raw)).toBe('/');
  });

  it('encoded and nested values stay on this origin (a path, possibly a 404, never another host)', () => {
    // These are not refused, but they are paths of this origin: a browser sent to them stays here.
    const base = 'http://app.test';
    for (const raw of [
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%2f%2fevil.example',
      '/login?callbackUrl=//evil.example',
      '/login?callbackUrl=/login?callbackUrl=javascript:alert(1)',
    ]) {
      const out = safeCallbackPath(raw);
      expect(out.startsWith('/') && !out.startsWith('//') && !out.includes('\\'), `${raw} -> ${out}`).toBe(true);
      expect(new URL(out, base).origin, `${raw} -> ${out}`).toBe(base);
    }
    // A plain deep link keeps its path and query.
    expect(safeCallbackPath('/pit/rounds/abc?tab=log#x')).toBe('/pit/rounds/abc?tab=log#x');
  });

  // FINDING (medium, open redirect after sign-in, issue #11 §1 bypass): a dot segment before a double slash
  // passes every textual check (one leading '/', no backslash, no scheme) and the URL parser then resolves it to
  // the path '//evil.example', which safeCallbackPath returns; app/login/page.tsx assigns it to
  // window.location.href, a protocol-relative URL: the pit boss lands on http://evil.example/phish after
  // signing in (seen in Chromium against npm start: /login?callbackUrl=%2F.%2F%2Fevil.example%2Fphish).
  // Expected: the fallback '/' (or at least a result that does not start with '//').
  it('dot segments that resolve to a protocol-relative path go to the role home', () => {
    for (const raw of [
      '/.//evil.example/phish',
      '/..//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
    ]) {
      expect(safeCallbackPath(raw), raw).toBe('/');
    }
  });
});

describe.each(BACKENDS)('[API] attacker pass over issue #11 (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let roundId: string;
  let cookie: string;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 100_000 });
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    roundId = (await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }))).id;
    cookie = await sessionCookie('alice', 'alice-password');
  });
  afterAll(async () => drop?.());

  const aliceBalance = async () => (await ok(call('GET', '/api/me', { token: s.players[0]!.token }))).balance as number;

  it('[CSRF] cookie mutations from look-alike origins are refused (403 CROSS_SITE_REQUEST) and place no bet', async () => {
    const { POST } = await import('@/app/api/rounds/[id]/bets/route');
    const before = await aliceBalance();
    const variants: Record<string, string>[] = [
      { origin: 'http://localhost:9999' }, // another port of the same host
      { origin: 'null' }, // sandboxed iframe / data: page
      { origin: 'http://localhost.evil.example' }, // suffix
      { origin: 'http://localhost@evil.example' }, // userinfo trick (parses as host evil.example)
      { origin: 'http://localhost, https://evil.example' }, // two values
      { origin: 'evil' }, // not a URL
      { 'sec-fetch-site': 'same-site' }, // sibling subdomain, no Origin
      { 'sec-fetch-site': 'cross-site' }, // no Origin
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, // a lying Sec-Fetch-Site does not help
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }, // no trusted proxy: X-Forwarded-Host is ignored
      { origin: 'https://evil.example', authorization: 'Basic eDp5' }, // only Bearer skips the check
    ];
    for (const h of variants) {
      const req = new Request(`http://localhost/api/rounds/${roundId}/bets`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'text/plain', cookie, ...h },
        body: JSON.stringify({ type: 'PLAYER', amount: 500 }),
      });
      const res = await POST(req, { params: Promise.resolve({ id: roundId }) });
      const body = (await res.json()) as { error?: { code: string } };
      expect({ h, status: res.status, code: body.error?.code }).toEqual({ h, status: 403, code: 'CROSS_SITE_REQUEST' });
    }
    // A garbage bearer next to the cookie skips the check but resolves to nobody: 401, still no bet.
    const req = new Request(`http://localhost/api/rounds/${roundId}/bets`, {
      method: 'POST',
      headers: {
        host: 'localhost',
        'content-type': 'text/plain',
        cookie,
        origin: 'https://evil.example',
        authorization: 'Bearer junk',
      },
      body: JSON.stringify({ type: 'PLAYER', amount: 500 }),
    });
    expect((await POST(req, { params: Promise.resolve({ id: roundId }) })).status).toBe(401);
    expect(await aliceBalance()).toBe(before);
  });

  it('[limits] 10 wrong passwords for one user from one address, then 429 Retry-After 900 even for the right password; other usernames from there still answer', async () => {
    const addr = '10.66.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await token('bob', `guess-${i}`, addr)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const blocked = await token('bob', 'bob-password', addr);
    expect(blocked).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfter: '900' });
    // Case and width variants of the username share its counter (NFKC + lower case).
    for (const u of ['BOB', 'Bob', '\uff42\uff4f\uff42']) expect((await token(u, 'x', addr)).status, u).toBe(429);
    // Padded variants are other (non-existent) usernames: they cannot sign in as bob either.
    for (const u of [' bob', 'bob ', 'bob\u200b'])
      expect((await token(u, 'bob-password', addr)).status, JSON.stringify(u)).toBe(401);
    // 10 of bob's 30 per-username failures are spent: bob from his own address still signs in.
    expect((await token('bob', 'bob-password', '10.66.0.2')).status).toBe(201);
  });

  it('[limits] a concurrent burst of 40 guesses at one username from one address gets exactly 10 tries', async () => {
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => token('carol', `burst-${i}`, '10.66.1.1')));
    expect(rs.filter((r) => r.status === 401).length).toBe(10);
    expect(rs.filter((r) => r.status === 429).length).toBe(30);
  });

  it('[sessions] a revoked token stays dead after its user is disabled and enabled again; non-admins cannot list or revoke others', async () => {
    const bob = s.players[1]!;
    const t1 = await login('bob', 'bob-password');
    const items = (await ok(call('GET', `/api/users/${bob.id}/tokens`, { token: s.admin }))).items as {
      id: string;
      kind: string;
    }[];
    const someToken = items.find((i) => i.kind === 'TOKEN')!.id;
    for (const tk of [s.pit, s.dealer, s.players[2]!.token, t1]) {
      expect((await call('GET', `/api/users/${bob.id}/tokens`, { token: tk })).status).toBe(403);
      expect((await call('DELETE', `/api/users/${bob.id}/tokens/${someToken}`, { token: tk })).status).toBe(403);
      expect((await call('PATCH', `/api/users/${bob.id}`, { token: tk, body: { disabled: true } })).status).toBe(403);
    }
    // Another user's credential under this user's path: not found.
    expect(
      (await call('DELETE', `/api/users/${s.players[2]!.id}/tokens/${someToken}`, { token: s.admin })).status,
    ).toBe(404);
    expect(await ok(call('DELETE', '/api/tokens/current', { token: t1 }))).toEqual({ revoked: 'TOKEN' });
    expect((await call('DELETE', '/api/tokens/current', { token: t1 })).status).toBe(401);
    const t2 = await login('bob', 'bob-password');
    await ok(call('PATCH', `/api/users/${bob.id}`, { token: s.admin, body: { disabled: true } }));
    await ok(call('PATCH', `/api/users/${bob.id}`, { token: s.admin, body: { disabled: false } }));
    expect((await call('GET', '/api/me', { token: t1 })).status).toBe(401);
    expect((await call('GET', '/api/me', { token: t2 })).status).toBe(401);
    expect((await call('GET', '/api/me', { token: bob.token })).status).toBe(401);
  });

  // FINDING (low, fixed): a session cookie that is not valid percent-encoding makes every route that resolves the
  // caller answer 500 INTERNAL_ERROR, anonymous public reads included (GET /api/tables), because
  // lib/auth/principal.ts readCookie() calls decodeURIComponent outside the try. Expected: the cookie is
  // ignored like any other unreadable cookie (anonymous: 401 on /api/me, 200 on /api/tables). A cookie planted
  // from a sibling subdomain would lock a browser out of the whole API and socket.io until it is cleared.
  it('[bad input] a malformed percent-escape in the session cookie is ignored, not a 500', async () => {
    const headers = { cookie: 'next-auth.session-token=%E0%A4%A' };
    expect((await call('GET', '/api/me', { headers })).status).toBe(401);
    expect((await call('GET', '/api/tables', { headers })).status).toBe(200);
  });
});
