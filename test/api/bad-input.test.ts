/**
 * [API] Bad input (issue 11 §6): a 60 KB body of `[[[[…` overflowed the recursive body scan and answered
 * 500 on every endpoint, anonymously; next-auth's own endpoints answered 500 to a malformed or empty JSON
 * body and to a sign-out by a bearer-token client. Each now gets the contract's 4xx and changes nothing.
 */
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';

/** `k` nested arrays: `[[…]]` is 2 levels. */
const nest = (k: number) => '['.repeat(k) + ']'.repeat(k);
/** 60,000 bytes of `[[[[…]]]]` (30,000 levels): under the 64 KiB body limit, so only the scan can refuse it. */
const DEEP_60KB = nest(30_000);

describe.each(BACKENDS)('[API] bad input (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice'], deposit: 10_000 });
  });
  afterAll(async () => drop?.());

  const balance = async (token: string) => (await ok<{ balance: number }>(call('GET', '/api/me', { token }))).balance;
  const tokens = () => db().apiToken.count();

  it('[ANON] a 60 KB [[[[… body to POST /api/tokens is 400 JSON_TOO_DEEP, no token issued', async () => {
    expect(DEEP_60KB.length).toBe(60_000);
    const before = await dbSnapshot();
    const n = await tokens();
    for (const rawBody of [DEEP_60KB, '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) {
      const r = await call('POST', '/api/tokens', { rawBody });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('JSON_TOO_DEEP');
      expect(r.body.error.message).toContain('32 levels');
    }
    // A signed-in endpoint answers an anonymous caller 401 before it reads the body at all.
    const anon = await call('POST', '/api/users', { rawBody: DEEP_60KB });
    expect(anon.status).toBe(401);
    expect(anon.body.error.code).toBe('UNAUTHENTICATED');
    expect(await tokens()).toBe(n);
    expect(await dbSnapshot()).toBe(before);
  });

  it('[ADMIN][PLAYER] the same body to signed-in commands is 400 JSON_TOO_DEEP and changes nothing', async () => {
    const alice = s.players[0]!;
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    const before = await dbSnapshot();
    const cases: [string, string, string][] = [
      [`/api/users/${alice.id}/deposits`, s.admin, DEEP_60KB],
      ['/api/users', s.admin, DEEP_60KB],
      ['/api/tables', s.admin, `{"name":"deep","game":"ROULETTE","rules":${nest(29_990)}}`],
      [`/api/rounds/${r.id}/bets`, alice.token, `{"type":"RED","amount":100,"x":${nest(29_990)}}`],
    ];
    for (const [path, token, rawBody] of cases) {
      const res = await call('POST', path, { token, rawBody, headers: { 'idempotency-key': `deep-${path}` } });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('JSON_TOO_DEEP');
    }
    expect(await dbSnapshot()).toBe(before);
    expect(await balance(alice.token)).toBe(10_000);
  });

  it('[ADMIN] depth 32 is accepted, depth 33 is refused (the root object is level 1)', async () => {
    const alice = s.players[0]!;
    const start = await balance(alice.token);
    // {"amount":…,"x":[31 levels]} is 32 levels deep: the scan lets it through, zod strips `x`.
    const at32 = await call('POST', `/api/users/${alice.id}/deposits`, {
      token: s.admin,
      rawBody: `{"amount":300,"x":${nest(31)}}`,
      headers: { 'idempotency-key': 'depth-32' },
    });
    expect(at32.status).toBe(201);
    expect(at32.body.balance).toBe(start + 300);
    const before = await dbSnapshot();
    const at33 = await call('POST', `/api/users/${alice.id}/deposits`, {
      token: s.admin,
      rawBody: `{"amount":300,"x":${nest(32)}}`,
      headers: { 'idempotency-key': 'depth-33' },
    });
    expect(at33.status).toBe(400);
    expect(at33.body.error.code).toBe('JSON_TOO_DEEP');
    expect(await dbSnapshot()).toBe(before);
    // Objects count like arrays: 33 nested objects.
    const obj33 = await call('POST', `/api/users/${alice.id}/deposits`, {
      token: s.admin,
      rawBody: `{"amount":300,"x":${'{"y":'.repeat(32)}1${'}'.repeat(32)}}`,
    });
    expect(obj33.status).toBe(400);
    expect(obj33.body.error.code).toBe('JSON_TOO_DEEP');
    expect(await balance(alice.token)).toBe(start + 300);
  });

  it('[ADMIN] a wide but shallow 60 KB body still passes the scan', async () => {
    const alice = s.players[0]!;
    const start = await balance(alice.token);
    const wideArray = `{"amount":200,"x":[${Array.from({ length: 29_000 }, () => '0').join(',')}]}`;
    const wideObject = `{"amount":200,${Array.from({ length: 6_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    for (const rawBody of [wideArray, wideObject]) {
      expect(rawBody.length).toBeGreaterThan(50_000);
      expect(rawBody.length).toBeLessThan(64 * 1024);
      const r = await call('POST', `/api/users/${alice.id}/deposits`, { token: s.admin, rawBody });
      expect(r.status).toBe(201);
    }
    expect(await balance(alice.token)).toBe(start + 400);
  });

  it('[ANON] the iterative scan still names the first forbidden string in document order', async () => {
    const cases: [string, string][] = [
      ['{"username":"a\\u0000b","password":"x"}', 'username:'],
      ['{"username":"ok","x":[1,{"y":"\\ud800"}]}', 'x[1].y:'],
      ['{"a":"\\u0000","\\u0000":1}', 'a:'],
      ['{"a":{"\\u0000":1},"b":"\\u0000"}', 'a.\u0000:'],
    ];
    for (const [rawBody, field] of cases) {
      const r = await call('POST', '/api/tokens', { rawBody });
      expect(r.status, rawBody).toBe(400);
      expect(r.body.error.code).toBe('VALIDATION_ERROR');
      expect(r.body.error.message.startsWith(field), r.body.error.message).toBe(true);
    }
  });

  it('[ANON] a roads limit that is not a whole number 1..500 is 400 VALIDATION_ERROR (it was read as 500 or 1)', async () => {
    for (const limit of ['-1', 'abc', '1.5', '1e8', '0', '501']) {
      const r = await call('GET', `/api/tables/${s.tableId}/roads?limit=${limit}`, {});
      expect([limit, r.status, r.body.error?.code]).toEqual([limit, 400, 'VALIDATION_ERROR']);
    }
    expect((await call('GET', `/api/tables/${s.tableId}/roads?limit=12`, {})).status).toBe(200);
    expect((await call('GET', `/api/tables/${s.tableId}/roads`, {})).status).toBe(200);
  });

  it('[ANON] a query parameter given twice is 400 VALIDATION_ERROR naming it (it silently took the last one)', async () => {
    const r = await call('GET', `/api/tables/${s.tableId}/roads?limit=12&limit=500`, {});
    expect([r.status, r.body.error?.code, r.body.error?.message]).toEqual([
      400,
      'VALIDATION_ERROR',
      'limit: given more than once',
    ]);
  });
});

type AuthHandler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

describe('[API] next-auth endpoints refuse bad input in the contract shape', () => {
  let POST: AuthHandler;
  beforeAll(async () => {
    ({ POST } = (await import('@/app/api/auth/[...nextauth]/route')) as unknown as { POST: AuthHandler });
  });
  const post = async (action: string[], headers: Record<string, string>, body?: string) => {
    const res = await POST(
      new NextRequest(`http://localhost/api/auth/${action.join('/')}`, { method: 'POST', headers, body }),
      { params: Promise.resolve({ nextauth: action }) },
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const JSON_CT = { 'content-type': 'application/json' };
  const FORM_CT = { 'content-type': 'application/x-www-form-urlencoded' };

  it('[ANON] malformed JSON on the credentials callback: 400 INVALID_JSON', async () => {
    for (const body of ['{"username":', '{', 'nope']) {
      const r = await post(['callback', 'credentials'], JSON_CT, body);
      expect(r.status, body).toBe(400);
      expect(r.body).toEqual({ error: { code: 'INVALID_JSON', message: 'The body is not valid JSON.' } });
    }
  });

  it('[ANON] JSON that is not a flat object of strings, or a field Postgres cannot compare: 400 VALIDATION_ERROR naming it', async () => {
    const cases: [string[], Record<string, string>, string, string][] = [
      [['callback', 'credentials'], JSON_CT, '[1]', 'body:'],
      [['callback', 'credentials'], JSON_CT, 'null', 'body:'],
      [['callback', 'credentials'], JSON_CT, '{"username":1,"password":"x"}', 'username:'],
      [['callback', 'credentials'], JSON_CT, '{"username":[["a"]]}', 'username:'],
      [['callback', 'credentials'], FORM_CT, 'username=a%00b&password=x', 'username:'],
      [['callback', 'credentials'], { 'content-type': 'text/plain' }, 'username=a', 'content-type:'],
      [['signin', 'credentials'], JSON_CT, '{"csrfToken":{"a":1}}', 'csrfToken:'],
    ];
    for (const [action, headers, body, field] of cases) {
      const r = await post(action, headers, body);
      expect(r.status, body.slice(0, 40)).toBe(400);
      expect(r.body.error.code).toBe('VALIDATION_ERROR');
      expect(r.body.error.message.startsWith(field), r.body.error.message).toBe(true);
    }
  });

  it('[ANON] a body over 8 KiB: 413 PAYLOAD_TOO_LARGE', async () => {
    const r = await post(['callback', 'credentials'], FORM_CT, `username=${'a'.repeat(9_000)}&password=x`);
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('[PLAYER] sign-out with a bearer token and no body (or an empty JSON one): 401 UNAUTHENTICATED', async () => {
    for (const headers of [
      { authorization: 'Bearer some-api-token' },
      { authorization: 'Bearer some-api-token', ...JSON_CT },
    ]) {
      const r = await post(['signout'], headers);
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe('UNAUTHENTICATED');
      expect(r.body.error.message).toContain('/api/tokens');
    }
  });
});
