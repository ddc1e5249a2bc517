import { expect, test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ADMIN, apiCall, makeStudio, signInContext } from './helpers';

/**
 * [SECURITY] issue #11 §4: every page answers with a nonce-based Content-Security-Policy and the other
 * security headers, and the app passes its own policy: each role's pages hydrate and work (sign-in, the
 * player's live socket and balance), and the browser reports no CSP violation at all. An injected inline
 * handler is blocked (and reported). /api and socket.io answers carry nosniff and frame-ancestors too.
 */

type Violation = { directive: string; blocked: string; url: string; source: string; sample: string };

/** A fresh context that records every CSP violation (securitypolicyviolation events and Chromium's console errors) from the first page on. */
async function watchedContext(
  browser: Browser,
  baseURL: string,
): Promise<{ ctx: BrowserContext; page: Page; violations: Violation[]; consoleErrors: string[] }> {
  const ctx = await browser.newContext({ baseURL });
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await ctx.exposeBinding('__cspViolation', (_src, v: Violation) => void violations.push(v));
  await ctx.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        url: e.documentURI,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        sample: e.sample,
      }),
    );
  });
  const page = await ctx.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  return { ctx, page, violations, consoleErrors };
}

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

/** The page headers of issue #11 §4 on a document answer (served over plain http here: no HSTS). */
function expectPageHeaders(res: Response | null, what: string): string {
  expect(res, what).not.toBeNull();
  const h = res!.headers();
  const csp = h['content-security-policy'] ?? '';
  expect(csp, what).toMatch(/(^|; )script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'(;|$)/);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/connect-src 'self' ws:\/\/localhost:\d+/);
  expect(csp, what).not.toContain('unsafe-eval');
  expect(/script-src[^;]*unsafe-inline/.test(csp), what).toBe(false);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['referrer-policy'], what).toBe('same-origin');
  expect(h['strict-transport-security'], what).toBeUndefined();
  return csp;
}

/** Every script tag of the served HTML carries the nonce of its answer's CSP (Next put it there). */
async function expectScriptsNonced(res: Response | null, csp: string, what: string): Promise<void> {
  const html = await res!.text();
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length, what).toBeGreaterThan(0);
  const nonce = nonceOf(csp);
  expect(
    tags.filter((t) => !t.includes(` nonce="${nonce}"`)),
    what,
  ).toEqual([]);
}

async function signIn(page: Page, user: { username: string; password: string }): Promise<string> {
  const res = await page.goto('/login');
  const csp = expectPageHeaders(res, '/login');
  await expectScriptsNonced(res, csp, '/login');
  await page.locator('input[name=username]').fill(user.username);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  await expect(page.getByTestId('whoami')).toContainText(user.username);
  return nonceOf(csp)!;
}

test('[SECURITY] every page carries a nonce CSP and the security headers, hydrates, and reports no violation', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'BACCARAT', 1, 100_000);
  const player = s.players[0]!;
  const roles = [
    { user: player, pages: ['/play', `/play/${s.tableId}`] },
    { user: s.dealer, pages: ['/dealer', `/dealer/${s.tableId}`] },
    { user: s.pit, pages: ['/pit'] },
    { user: ADMIN, pages: ['/admin'] },
  ];
  const seenNonces = new Set<string>();
  for (const r of roles) {
    const w = await watchedContext(browser, baseURL!);
    // The player signs in through the login page (its headers, nonced scripts, no violation while it
    // hydrates and redirects); the staff sign in through the same next-auth endpoint without the form
    // (e2e/sign-in.spec.ts drives the form for a pit boss and a player).
    if (r.user === player) seenNonces.add(await signIn(w.page, r.user));
    else await signInContext(w.ctx, r.user);
    for (const path of r.pages) {
      const res = await w.page.goto(path);
      const csp = expectPageHeaders(res, path);
      await expectScriptsNonced(res, csp, path);
      seenNonces.add(nonceOf(csp)!);
      // Hydrated: the top bar asked /api/me and shows who is signed in.
      await expect(w.page.getByTestId('whoami'), path).toContainText(r.user.username);
    }
    if (r.user === player) {
      // The player's table view has its socket connected (same-origin WebSocket allowed by connect-src) ...
      await expect(w.page.getByText('Live', { exact: true })).toBeVisible();
      await expect(w.page.getByTestId('balance')).toHaveAttribute('data-cents', '100000');
      // ... and private events arrive over it: a deposit of 12.34 shows up live (1,000.00 + 12.34).
      await apiCall(request, 'post', `/api/users/${player.id}/deposits`, s.admin, { amount: 1_234 });
      await expect(w.page.getByTestId('balance')).toHaveAttribute('data-cents', '101234');
    }
    if (r.user === s.dealer) await expect(w.page.getByTestId('table-name')).toBeVisible();
    expect(w.violations, `${r.user.username}: CSP violations`).toEqual([]);
    expect(w.consoleErrors, `${r.user.username}: CSP console errors`).toEqual([]);
    await w.ctx.close();
  }
  // A fresh nonce for every answer: /login + 2 player, 2 dealer, 1 pit, 1 admin pages.
  expect(seenNonces.size).toBe(7);
});

test('[SECURITY] the policy is enforced: an injected inline handler does not run and is reported', async ({
  browser,
  baseURL,
}) => {
  const w = await watchedContext(browser, baseURL!);
  expectPageHeaders(await w.page.goto('/login'), '/login');
  await w.page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/nope.png" onerror="window.__pwned = 1">'),
  );
  await expect.poll(() => w.violations.length).toBe(1);
  expect(w.violations[0]!.directive).toBe('script-src-attr');
  expect(await w.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await w.ctx.close();
});

test('[SECURITY] /api and socket.io answers carry nosniff, frame-ancestors and the rest', async ({ request }) => {
  for (const path of ['/api/health', '/api/tables', '/api/me', '/socket.io/?EIO=4&transport=polling']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['referrer-policy'], path).toBe('same-origin');
  }
  // An X-Forwarded-Proto from anyone is not believed without CROUPIER_TRUST_PROXY: no HSTS on plain http.
  const spoofed = await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers()['strict-transport-security']).toBeUndefined();
  expect(spoofed.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
});
