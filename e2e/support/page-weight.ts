/**
 * Page weight (issue #16 §5): the JavaScript a page makes the browser download on its first load, gzip.
 * Shared by `npm run weight` (scripts/page-weight.ts) and the e2e check (e2e/page-weight.spec.ts).
 *
 * "First load" is everything a fresh browser context (empty cache) fetches as a script from the navigation
 * until the page is drawn and the network has been quiet for a while, without any click or scroll: the
 * framework, the page's chunks, the game pack it loads for the table, and anything else it loads by itself
 * (a chart in view, a prefetch). What loads only when the user opens something (a dialog, a replay, a
 * chart scrolled to) does not count. The figure is the gzip size of each script's body (zlib, level 6, as
 * `next start`'s compression sends it), so it does not depend on whether this server compresses.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';

/** One script the page loaded. */
export interface ScriptLoad {
  url: string;
  /** Bytes on the wire (the response's encoded body), 0 when the browser did not say. */
  encoded: number;
  /** Bytes of the body gzipped (level 6). */
  gzip: number;
  /** Bytes of the body as it runs. */
  raw: number;
}

/** A page's first load. */
export interface PageWeight {
  path: string;
  scripts: ScriptLoad[];
  /** Sum of `gzip` over the scripts, KiB (1024 bytes). */
  gzipKiB: number;
  /** Sum of `encoded`, KiB. */
  encodedKiB: number;
  /** Sum of `raw`, KiB. */
  rawKiB: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function scriptLoad(res: Response): Promise<ScriptLoad | null> {
  const req = res.request();
  if (req.resourceType() !== 'script' && !/\.m?js(?:\?|$)/.test(new URL(res.url()).pathname)) return null;
  if (res.status() < 200 || res.status() >= 300) return null;
  const body = await res.body().catch(() => null);
  if (!body) return null;
  const sizes = await req.sizes().catch(() => null);
  return {
    url: res.url(),
    encoded: sizes?.responseBodySize ?? 0,
    gzip: gzipSync(body, { level: 6 }).length,
    raw: body.length,
  };
}

/**
 * Opens `path` in a new page of `context` (use a fresh context: an empty cache) and sums the scripts it loads
 * until `ready` (a CSS selector) is visible and no request has been in flight for `quietMs`.
 * Throws when `ready` does not show within `timeoutMs` (the page did not draw what it should).
 */
export async function measureFirstLoad(
  context: BrowserContext,
  path: string,
  opts: { ready: string; quietMs?: number; timeoutMs?: number },
): Promise<PageWeight> {
  const page: Page = await context.newPage();
  const pending: Promise<ScriptLoad | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    touch();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    touch();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (res) => pending.push(scriptLoad(res)));
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const quietMs = opts.quietMs ?? 1500;
  await page.goto(path, { waitUntil: 'load', timeout: timeoutMs });
  await page.locator(opts.ready).first().waitFor({ state: 'visible', timeout: timeoutMs });
  // The socket.io connection stays open (a websocket is not a request here; its polling handshake ends).
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await page.waitForTimeout(250);
    if (inFlight === 0 && Date.now() - lastActivity >= quietMs) break;
    // A long poll may stay open: quiet enough when only it is left for long.
    if (inFlight <= 1 && Date.now() - lastActivity >= quietMs * 4) break;
  }
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== null);
  await page.close();
  const sum = (f: (s: ScriptLoad) => number) => scripts.reduce((a, s) => a + f(s), 0);
  return {
    path,
    scripts,
    gzipKiB: kib(sum((s) => s.gzip)),
    encodedKiB: kib(sum((s) => s.encoded)),
    rawKiB: kib(sum((s) => s.raw)),
  };
}

/** One line per page: gzip KiB, on the wire, raw, how many scripts. */
export function weightLine(label: string, w: PageWeight): string {
  return `${label.padEnd(44)} ${w.gzipKiB.toFixed(1).padStart(7)} KiB gzip  ${w.encodedKiB
    .toFixed(1)
    .padStart(
      7,
    )} KiB sent  ${w.rawKiB.toFixed(1).padStart(8)} KiB raw  ${String(w.scripts.length).padStart(3)} scripts`;
}

/** Signs in through the login page in a new context and returns its cookies' state (for fresh contexts). */
export async function signInState(
  newContext: () => Promise<BrowserContext>,
  user: { username: string; password: string },
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const ctx = await newContext();
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.locator('input[name=username]').fill(user.username);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  const state = await ctx.storageState();
  await ctx.close();
  return state;
}
