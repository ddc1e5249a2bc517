/**
 * Browser-facing protections, in one place (README, Security):
 * - the security headers of every answer (`pageHeaders` for HTML pages, with a per-request nonce CSP;
 *   `apiHeaders` for /api, socket.io and static files), set by proxy.ts and, for what Next never sees
 *   (socket.io's own HTTP answers, static chunks), by the hook in server.ts;
 * - the cross-site check of cookie-authenticated requests (`crossSiteReason`), used by lib/http/route.ts for
 *   mutations and by the socket.io handshake (lib/realtime/socket-server.ts).
 *
 * No imports: proxy.ts loads this module too.
 */

type HeaderGetter = { get(name: string): string | null | undefined };

/** `CROUPIER_TRUST_PROXY` set (and not 0/false): the app runs behind a reverse proxy whose X-Forwarded-* headers are true. */
export function trustProxy(): boolean {
  const v = process.env.CROUPIER_TRUST_PROXY?.trim().toLowerCase();
  return !!v && v !== '0' && v !== 'false' && v !== 'no';
}

function firstValue(v: string | null | undefined): string | undefined {
  const s = v?.split(',')[0]?.trim();
  return s ? s : undefined;
}

/** Was the request made over https? Only a trusted proxy's `X-Forwarded-Proto` can say so (server.ts serves plain http). */
export function servedOverHttps(headers: HeaderGetter, socketEncrypted = false): boolean {
  if (socketEncrypted) return true;
  return trustProxy() && firstValue(headers.get('x-forwarded-proto'))?.toLowerCase() === 'https';
}

/** host[:port] as a browser writes it; anything else is not put into a header or compared. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function cleanHost(v: string | null | undefined): string | undefined {
  const h = v?.trim().toLowerCase();
  return h && HOST.test(h) ? h : undefined;
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Origins trusted besides the request's own host: the origin of `NEXTAUTH_URL` (the app's public URL) and
 * each of `CROUPIER_ALLOWED_ORIGINS` (comma-separated, e.g. `https://croupier.example,https://ops.example`).
 */
export function trustedOrigins(): Set<string> {
  const list = [process.env.NEXTAUTH_URL ?? '', ...(process.env.CROUPIER_ALLOWED_ORIGINS ?? '').split(',')];
  const out = new Set<string>();
  for (const s of list) {
    const o = s.trim() ? originOf(s) : undefined;
    if (o) out.add(o);
  }
  return out;
}

function explicitlyAllowed(origin: string): boolean {
  return (process.env.CROUPIER_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => (s.trim() ? originOf(s) : undefined))
    .includes(origin);
}

/**
 * Why a browser request comes from another site, or null when it does not (the same rule for HTTP
 * mutations and socket.io handshakes, after Go's net/http CrossOriginProtection):
 * - `Sec-Fetch-Site: cross-site | same-site` (a page on another site, or on a sibling subdomain) is foreign,
 *   unless its `Origin` is listed in `CROUPIER_ALLOWED_ORIGINS`;
 * - an `Origin` (also `null`) whose host is not the request's own host (`Host`; also `X-Forwarded-Host` behind a
 *   trusted proxy) nor a trusted origin (`trustedOrigins`) is foreign;
 * - a request with neither header is not a browser's (every current browser sends `Origin` on a cross-origin
 *   POST and on every WebSocket handshake, and `Sec-Fetch-Site` on everything): curl, scripts, test tools pass,
 *   and no other site can make a browser send the victim's cookie without them.
 * `fallbackHost` is the host of the request's URL, used when there is no Host header (in-process calls).
 */
export function crossSiteReason(headers: HeaderGetter, fallbackHost?: string): string | null {
  const site = headers.get('sec-fetch-site')?.trim().toLowerCase();
  const rawOrigin = headers.get('origin')?.trim();
  const origin = rawOrigin && rawOrigin !== 'null' ? originOf(rawOrigin) : undefined;
  if (site === 'cross-site' || site === 'same-site') {
    if (origin && explicitlyAllowed(origin)) return null;
    return `Sec-Fetch-Site: ${site}`;
  }
  if (rawOrigin === undefined || rawOrigin === '') return null;
  if (!origin) return `Origin: ${rawOrigin.slice(0, 100)}`;
  const own = new Set<string>();
  const host = cleanHost(headers.get('host')) ?? cleanHost(fallbackHost);
  if (host) own.add(host);
  if (trustProxy()) {
    const fwd = cleanHost(firstValue(headers.get('x-forwarded-host')));
    if (fwd) own.add(fwd);
  }
  if (own.has(new URL(origin).host)) return null;
  if (trustedOrigins().has(origin)) return null;
  return `Origin: ${origin}`;
}

/** Headers every answer carries. */
function baseHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** A fresh nonce for one page answer (128 random bits, base64). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The CSP of an HTML page. Scripts: only those carrying this answer's nonce (Next puts it on its own
 * scripts, read from the request's CSP header) and what they load ('strict-dynamic'); styles: the app's
 * stylesheets and nonced style elements, plus style attributes (server-rendered `style="..."` of the
 * boards and charts). Connections: the app's own origin, its WebSocket included (named explicitly for
 * browsers whose 'self' does not cover ws:/wss:). Development adds what React's dev tooling needs.
 */
export function pageCsp(opts: { nonce: string; https: boolean; dev: boolean; host?: string | null }): string {
  const host = cleanHost(opts.host);
  const ws = host ? ` ${opts.https ? 'wss' : 'ws'}://${host}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? ` 'unsafe-eval'` : ''}`,
    opts.dev ? `style-src 'self' 'unsafe-inline'` : `style-src 'self' 'nonce-${opts.nonce}'`,
    `style-src-attr 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'${ws}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The CSP of everything that is not a page (JSON, socket.io, scripts, styles): nothing may run from it or frame it. */
export const API_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

export function pageHeaders(opts: {
  nonce: string;
  https: boolean;
  dev: boolean;
  host?: string | null;
}): Record<string, string> {
  return { 'Content-Security-Policy': pageCsp(opts), ...baseHeaders(opts.https) };
}

export function apiHeaders(https: boolean): Record<string, string> {
  return { 'Content-Security-Policy': API_CSP, ...baseHeaders(https) };
}
