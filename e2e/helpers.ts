import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export const ADMIN = {
  username: process.env.CROUPIER_ADMIN_USERNAME ?? 'admin',
  password: process.env.CROUPIER_ADMIN_PASSWORD ?? 'admin-demo-pass',
};

/** A unique suffix so every test builds its own users and table (tests never share state). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

export async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const r = await request.post('/api/tokens', { data: { username, password } });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()).token as string;
}

export async function apiCall<T = any>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  tok: string,
  data?: unknown,
): Promise<T> {
  const r = await request[method](path, {
    headers: { authorization: `Bearer ${tok}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await r.text();
  expect(r.ok(), `${method.toUpperCase()} ${path}: ${r.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : null) as T;
}

export interface E2EStudio {
  tableId: string;
  dealer: { username: string; password: string };
  pit: { username: string; password: string };
  players: { username: string; password: string; id: string }[];
  admin: string;
}

/** Creates, through the API, a dealer, a pit boss, players with `deposit` cents and a table of `game` (with `rules`) and, for the shoe games, a shoe. */
export async function makeStudio(
  request: APIRequestContext,
  game: 'BACCARAT' | 'ROULETTE' | 'BLACKJACK' | 'HIGH_CARD_FLUSH' | 'CASINO_HOLDEM' | 'POKER_SWITCH',
  playerCount: number,
  deposit: number,
  rules?: Record<string, unknown>,
): Promise<E2EStudio> {
  const admin = await token(request, ADMIN.username, ADMIN.password);
  const u = unique();
  const mk = async (username: string, role: string) => {
    const password = `${username}-pw-123`;
    // A dealer has the name players see (the lobby, the table); others go by their username.
    const extra = role === 'DEALER' ? { displayName: 'Jana' } : {};
    const user = await apiCall(request, 'post', '/api/users', admin, { username, password, role, ...extra });
    return { username, password, id: user.id as string };
  };
  const dealer = await mk(`dealer-${u}`, 'DEALER');
  const pit = await mk(`pit-${u}`, 'PIT_BOSS');
  const players = [];
  for (let i = 0; i < playerCount; i++) {
    const p = await mk(`player${i}-${u}`, 'PLAYER');
    await apiCall(request, 'post', `/api/users/${p.id}/deposits`, admin, { amount: deposit });
    players.push(p);
  }
  const table = await apiCall(request, 'post', '/api/tables', admin, {
    name: `${game} e2e ${u}`,
    game,
    ...(rules ? { rules } : {}),
  });
  await apiCall(request, 'put', `/api/tables/${table.id}/dealer`, admin, { userId: dealer.id });
  if (game === 'BACCARAT' || game === 'BLACKJACK')
    await apiCall(request, 'post', `/api/tables/${table.id}/shoes`, admin, {});
  return { tableId: table.id, dealer, pit, players, admin };
}

/**
 * Signs `ctx` in as `user` the way the login page does (next-auth's credentials callback, with its CSRF token),
 * through the context's own request client, so the session cookie lands in the context's cookie jar. No page
 * is loaded: the login form itself (its redirect to each role's home, a hostile callbackUrl, signing out) is
 * what e2e/sign-in.spec.ts and e2e/security-headers.spec.ts drive in the browser.
 */
export async function signInContext(ctx: BrowserContext, user: { username: string; password: string }): Promise<void> {
  const csrf = await ctx.request.get('/api/auth/csrf');
  expect(csrf.status(), await csrf.text()).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const base = new URL(csrf.url());
  const r = await ctx.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, username: user.username, password: user.password, json: 'true' },
    headers: { origin: base.origin },
    maxRedirects: 0,
  });
  expect(r.status(), `sign-in of ${user.username}: ${await r.text()}`).toBe(200);
  const cookies = await ctx.cookies(base.origin);
  expect(
    cookies.some((c) => c.name.startsWith('next-auth.session-token') && c.value !== ''),
    `sign-in of ${user.username}: a session cookie`,
  ).toBe(true);
}

/**
 * Every page of `ctx` without CSS animations and transitions (what Playwright's screenshots do with
 * `animations: 'disabled'`): an always-on `animate-pulse` (the player's connection dot, a countdown) keeps
 * headless Chromium compositing 60 frames a second in every open page, which on a 2-core machine takes CPU
 * from the server under test. Elements show their final state at once; nothing the tests assert depends on a
 * frame in between. A constructed stylesheet (document.adoptedStyleSheets) is not an inline <style>, so the
 * page's nonce-based CSP neither blocks nor reports it. (Not used by e2e/security-headers.spec.ts.)
 */
export async function withoutAnimations(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { animation: none !important; transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * A fresh browser context (with `options`: a phone's viewport, touch) signed in as `user`, its pages without
 * animations; the page is still blank (each test opens the page it needs).
 */
export async function signedIn(
  browser: Browser,
  user: { username: string; password: string },
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const ctx = await browser.newContext({ baseURL, ...options });
  await withoutAnimations(ctx);
  await signInContext(ctx, user);
  return ctx.newPage();
}

/** A 390 x 844 touch phone. */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
