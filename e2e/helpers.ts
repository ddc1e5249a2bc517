import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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

/** A fresh browser context signed in through the login page. */
export async function signedIn(
  browser: Browser,
  user: { username: string; password: string },
  baseURL: string,
): Promise<Page> {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.locator('input[name=username]').fill(user.username);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
  // Sign-in lands on "/", which sends each role to its home (/play, /dealer, /pit, /admin) once it knows
  // who signed in: wait for that home, or a test's own navigation would race the redirect.
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  await page.waitForLoadState('load');
  return page;
}
