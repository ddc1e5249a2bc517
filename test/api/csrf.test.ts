/**
 * [API] Cross-site request forgery (issue #11 §4): a page on another site makes the victim's browser send a
 * `text/plain` POST (a "simple" request: no CORS preflight) to place a bet with the victim's session cookie.
 * Cookie-authenticated mutations from another site are refused (403 CROSS_SITE_REQUEST) before anything
 * happens; same-origin browsers and bearer-token clients are not affected.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { sessionCookie } from '../helpers/session-cookie';
import { POST as placeBet } from '@/app/api/rounds/[id]/bets/route';
import { DELETE as cancelBet } from '@/app/api/bets/[id]/route';

type Handler = (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

/** What a browser sends: the URL's host as Host, the page's cookie, whatever Origin/Sec-Fetch-Site it adds, a text/plain body (a cross-site form's; the app's own requests say application/json). */
async function browser(
  handler: Handler,
  method: string,
  path: string,
  params: { id: string },
  headers: Record<string, string>,
  body?: string,
) {
  const req = new Request(`http://localhost${path}`, {
    method,
    headers: { host: 'localhost', 'content-type': 'text/plain', ...headers },
    body,
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

describe.each(BACKENDS)('[API] cross-site requests with a session cookie (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let roundId: string;
  let cookie: string;
  const savedAllowed = process.env.CROUPIER_ALLOWED_ORIGINS;
  const bet = JSON.stringify({ type: 'PLAYER', amount: 500 });
  const balance = async () => (await ok(call('GET', '/api/me', { token: s.players[0]!.token }))).balance as number;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 100_000 });
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    roundId = (await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }))).id;
    // alice signs in through next-auth's credentials flow, like the login page does.
    cookie = await sessionCookie('alice', 'alice-password');
  });
  afterEach(() => {
    if (savedAllowed === undefined) delete process.env.CROUPIER_ALLOWED_ORIGINS;
    else process.env.CROUPIER_ALLOWED_ORIGINS = savedAllowed;
  });
  afterAll(async () => drop?.());

  it('[PLAYER] a cross-site text/plain POST with the cookie places no bet: 403 CROSS_SITE_REQUEST, nothing changed', async () => {
    const before = await dbSnapshot();
    const r = await browser(
      placeBet,
      'POST',
      `/api/rounds/${roundId}/bets`,
      { id: roundId },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      bet,
    );
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('CROSS_SITE_REQUEST');
    expect(await dbSnapshot()).toBe(before);
    expect(await balance()).toBe(100_000);
  });

  it('[PLAYER] refused on either signal alone: a foreign Origin (no Sec-Fetch-Site), Sec-Fetch-Site same-site, Origin null', async () => {
    const before = await dbSnapshot();
    for (const h of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'http://localhost.evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const r = await browser(placeBet, 'POST', `/api/rounds/${roundId}/bets`, { id: roundId }, { cookie, ...h }, bet);
      expect([r.status, r.body.error?.code], JSON.stringify(h)).toEqual([403, 'CROSS_SITE_REQUEST']);
    }
    expect(await dbSnapshot()).toBe(before);
  });

  it('[PLAYER] refused before the body is read: a cross-site request with a broken body gets 403, not 400', async () => {
    const r = await browser(
      placeBet,
      'POST',
      `/api/rounds/${roundId}/bets`,
      { id: roundId },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      '{not json',
    );
    expect([r.status, r.body.error.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
  });

  it('[PLAYER] JSON in: a body sent as text/plain, a form or multipart, even from the app itself, is 415 and places nothing', async () => {
    const before = await dbSnapshot();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const r = await browser(
        placeBet,
        'POST',
        `/api/rounds/${roundId}/bets`,
        { id: roundId },
        { cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': type },
        bet,
      );
      expect([r.status, r.body.error?.code], type).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    }
    expect(await dbSnapshot()).toBe(before);
  });

  it('[PLAYER] the same browser on the app itself places the bet (201) and can cancel it; a cross-site DELETE cannot', async () => {
    const r = await browser(
      placeBet,
      'POST',
      `/api/rounds/${roundId}/bets`,
      { id: roundId },
      { cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      bet,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'PLAYER', amount: 500, status: 'OPEN', balance: 99_500 });
    const before = await dbSnapshot();
    const forged = await browser(
      cancelBet,
      'DELETE',
      `/api/bets/${r.body.id}`,
      { id: r.body.id },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect([forged.status, forged.body.error.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    expect(await dbSnapshot()).toBe(before);
    const own = await browser(
      cancelBet,
      'DELETE',
      `/api/bets/${r.body.id}`,
      { id: r.body.id },
      { cookie, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'CANCELLED', balance: 100_000 });
  });

  it('[PLAYER] a bearer-token client is not checked: a foreign Origin with a token places the bet (201)', async () => {
    const r = await browser(
      placeBet,
      'POST',
      `/api/rounds/${roundId}/bets`,
      { id: roundId },
      {
        authorization: `Bearer ${s.players[1]!.token}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      bet,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'PLAYER', amount: 500, balance: 99_500 });
  });

  it('[PLAYER] a request with neither Origin nor Sec-Fetch-Site (curl, scripts: not a browser) passes with the cookie', async () => {
    const r = await browser(
      placeBet,
      'POST',
      `/api/rounds/${roundId}/bets`,
      { id: roundId },
      { cookie, 'content-type': 'application/json' },
      JSON.stringify({ type: 'BANKER', amount: 300 }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'BANKER', amount: 300, balance: 99_700 });
  });

  it('[PLAYER] an origin listed in CROUPIER_ALLOWED_ORIGINS is trusted; others still are not', async () => {
    process.env.CROUPIER_ALLOWED_ORIGINS = 'https://ops.example , https://desk.example:8443';
    const r = await browser(
      placeBet,
      'POST',
      `/api/rounds/${roundId}/bets`,
      { id: roundId },
      {
        cookie,
        origin: 'https://desk.example:8443',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      JSON.stringify({ type: 'TIE', amount: 200 }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'TIE', amount: 200, balance: 99_500 });
    const bad = await browser(
      placeBet,
      'POST',
      `/api/rounds/${roundId}/bets`,
      { id: roundId },
      { cookie, origin: 'https://desk.example', 'sec-fetch-site': 'cross-site' },
      bet,
    );
    expect([bad.status, bad.body.error.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
  });

  it('[PLAYER] reads are not affected: a cross-site GET with the cookie still answers (CORS keeps it from the other site)', async () => {
    const r = await call('GET', '/api/me', {
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ username: 'alice', balance: 99_500 });
  });
});
