/**
 * [PIT][SIGN-IN] A hostile `callbackUrl` never runs script on Croupier's origin nor sends a pit boss away
 * after sign-in (issue #11 §1): each kind lands on the role's home; a path of this origin is honoured.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, token, unique } from './helpers';

const HOSTILE = [
  'javascript:window.__pwned=1;alert(document.domain)',
  'JavaScript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'https://elsewhere.example/steal',
  '//elsewhere.example/steal',
  '/\\elsewhere.example/steal',
  '/\t/elsewhere.example/steal',
  '/.//elsewhere.example/steal',
  '/%2e%2e//elsewhere.example/steal',
];

test('[PIT][SIGN-IN] hostile callbackUrls land on the pit home with no script run; a same-origin path is kept', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await token(request, ADMIN.username, ADMIN.password);
  const pit = { username: `pit-cb-${unique()}`, password: 'pit-callback-pw-1' };
  await apiCall(request, 'post', '/api/users', admin, { ...pit, role: 'PIT_BOSS' });
  const origin = new URL(baseURL!).origin;

  // One context for every attempt (its HTTP cache spares reloading the app's scripts each time), emptied of
  // cookies before each: no session, no next-auth callback-url cookie left by the attempt before.
  const ctx = await browser.newContext({ baseURL });
  for (const cb of [...HOSTILE, '/pit']) {
    await ctx.clearCookies();
    expect(await ctx.cookies(), cb).toEqual([]);
    const page = await ctx.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
        foreign.push(r.url());
    });
    await page.goto(`/login?callbackUrl=${encodeURIComponent(cb)}`);
    await page.locator('input[name=username]').fill(pit.username);
    await page.locator('input[name=password]').fill(pit.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/pit', { timeout: 30_000 });
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin, cb).toBe(origin);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned ?? 0), cb).toBe(0);
    expect(dialogs, cb).toEqual([]);
    expect(foreign, cb).toEqual([]);
    await page.close();
  }

  // A legitimate deep link of this origin survives sign-in.
  await ctx.clearCookies();
  const page = await ctx.newPage();
  await page.goto(`/login?callbackUrl=${encodeURIComponent('/pit?from=deeplink')}`);
  await page.locator('input[name=username]').fill(pit.username);
  await page.locator('input[name=password]').fill(pit.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === '/pit' && u.searchParams.get('from') === 'deeplink');
  await ctx.close();
});

test('[PLAYER][SIGN-OUT] signing out ends the session on the server: a copy of the cookie is refused afterwards', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await token(request, ADMIN.username, ADMIN.password);
  const player = { username: `player-so-${unique()}`, password: 'player-signout-pw-1' };
  await apiCall(request, 'post', '/api/users', admin, { ...player, role: 'PLAYER' });
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.locator('input[name=username]').fill(player.username);
  await page.locator('input[name=password]').fill(player.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === '/play');
  // What an attacker who copied the cookie (a shared machine, a leaked HAR file) would hold.
  const cookieHeader = (await ctx.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const asCopy = () => request.get('/api/me', { headers: { cookie: cookieHeader } });
  expect((await asCopy()).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  const after = await asCopy();
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe('UNAUTHENTICATED');
  await ctx.close();
});

test('[AUTH] next-auth never answers 500 to a hostile callbackUrl (query, form, planted cookie) and never redirects off-site', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  for (const cb of [
    'javascript:alert(1)',
    '\t//elsewhere.example',
    '/\n/elsewhere.example',
    'http://localhost.elsewhere.example/',
    '／／elsewhere.example',
  ]) {
    const r = await request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(cb)}`, { maxRedirects: 0 });
    expect(r.status(), cb).toBeLessThan(500);
    const loc = r.headers()['location'];
    if (loc) expect(new URL(loc, origin).origin, cb).toBe(origin);
  }
  // A callback-url cookie planted by a sibling site must not lock the browser out of next-auth.
  const planted = { cookie: 'next-auth.callback-url=javascript%3Aalert(1)' };
  for (const path of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) {
    expect((await request.get(path, { headers: planted })).status(), path).toBe(200);
  }
  // The credentials callback with a hostile callbackUrl in the form: a normal answer that stays on this origin.
  const csrf = await (await request.get('/api/auth/csrf')).json();
  const r = await request.post('/api/auth/callback/credentials', {
    form: {
      csrfToken: csrf.csrfToken,
      username: 'nobody-here',
      password: 'wrong-password',
      callbackUrl: '\t//elsewhere.example',
      json: 'true',
    },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(r.status()).toBeLessThan(500);
  const loc = r.headers()['location'] ?? ((await r.json().catch(() => ({}))) as { url?: string }).url;
  if (loc) expect(new URL(loc, origin).origin).toBe(origin);
});
