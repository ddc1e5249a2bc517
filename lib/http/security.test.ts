/**
 * [SECURITY] lib/http/security.ts: the page CSP (production, development, https), HSTS only over https
 * (and only a trusted proxy can say so), and the cross-site rule's edge cases.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apiHeaders, crossSiteReason, pageCsp, pageHeaders, servedOverHttps } from './security';

const h = (o: Record<string, string>) => new Headers(o);
const saved = { ...process.env };

afterEach(() => {
  for (const k of ['CROUPIER_TRUST_PROXY', 'CROUPIER_ALLOWED_ORIGINS', 'NEXTAUTH_URL']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('[SECURITY] headers', () => {
  it('the production page CSP: nonce + strict-dynamic scripts, no eval, same-origin WebSocket, no framing', () => {
    expect(pageCsp({ nonce: 'abc123', https: false, dev: false, host: 'localhost:3000' })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'; style-src 'self' 'nonce-abc123'; style-src-attr 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self'; connect-src 'self' ws://localhost:3000; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("development adds 'unsafe-eval' (React's dev tooling) and inline styles (hot reload); https adds wss and upgrade-insecure-requests", () => {
    const dev = pageCsp({ nonce: 'n', https: false, dev: true, host: 'localhost:3000' });
    expect(dev).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval';");
    expect(dev).toContain("style-src 'self' 'unsafe-inline';");
    const tls = pageCsp({ nonce: 'n', https: true, dev: false, host: 'croupier.example' });
    expect(tls).toContain("connect-src 'self' wss://croupier.example;");
    expect(tls.endsWith('; upgrade-insecure-requests')).toBe(true);
  });

  it('a Host header that is not a host[:port] is never written into the CSP', () => {
    expect(pageCsp({ nonce: 'n', https: false, dev: false, host: 'evil; script-src *' })).toContain(
      "connect-src 'self';",
    );
  });

  it('HSTS only over https; X-Forwarded-Proto counts only with CROUPIER_TRUST_PROXY', () => {
    const fwd = h({ 'x-forwarded-proto': 'https' });
    expect(servedOverHttps(fwd)).toBe(false);
    expect(servedOverHttps(h({}), true)).toBe(true);
    process.env.CROUPIER_TRUST_PROXY = '1';
    expect(servedOverHttps(fwd)).toBe(true);
    expect(servedOverHttps(h({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(apiHeaders(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(apiHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(pageHeaders({ nonce: 'n', https: false, dev: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
    });
  });
});

describe('[SECURITY] crossSiteReason', () => {
  it('same origin, the public URL and a trusted proxy host pass; anything else is named', () => {
    expect(
      crossSiteReason(h({ host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })),
    ).toBeNull();
    expect(crossSiteReason(h({ host: 'localhost:3000', origin: 'http://localhost:3001' }))).toBe(
      'Origin: http://localhost:3001',
    );
    // Behind a proxy that rewrites Host: the public origin is NEXTAUTH_URL's.
    process.env.NEXTAUTH_URL = 'https://croupier.example/';
    expect(
      crossSiteReason(
        h({ host: '10.0.0.5:3000', origin: 'https://croupier.example', 'sec-fetch-site': 'same-origin' }),
      ),
    ).toBeNull();
    expect(
      crossSiteReason(h({ host: '10.0.0.5:3000', origin: 'https://ops.example', 'sec-fetch-site': 'same-origin' })),
    ).toBe('Origin: https://ops.example');
    expect(
      crossSiteReason(h({ host: '10.0.0.5:3000', origin: 'https://desk.example', 'x-forwarded-host': 'desk.example' })),
    ).toBe('Origin: https://desk.example');
    process.env.CROUPIER_TRUST_PROXY = 'true';
    expect(
      crossSiteReason(h({ host: '10.0.0.5:3000', origin: 'https://desk.example', 'x-forwarded-host': 'desk.example' })),
    ).toBeNull();
  });

  it('Sec-Fetch-Site cross-site/same-site is foreign unless the origin is listed in CROUPIER_ALLOWED_ORIGINS', () => {
    expect(crossSiteReason(h({ host: 'a.example', 'sec-fetch-site': 'same-site', origin: 'https://b.example' }))).toBe(
      'Sec-Fetch-Site: same-site',
    );
    expect(crossSiteReason(h({ host: 'a.example', 'sec-fetch-site': 'cross-site' }))).toBe(
      'Sec-Fetch-Site: cross-site',
    );
    process.env.CROUPIER_ALLOWED_ORIGINS = 'https://b.example';
    expect(
      crossSiteReason(h({ host: 'a.example', 'sec-fetch-site': 'same-site', origin: 'https://b.example' })),
    ).toBeNull();
    expect(crossSiteReason(h({ host: 'a.example', 'sec-fetch-site': 'cross-site', origin: 'https://c.example' }))).toBe(
      'Sec-Fetch-Site: cross-site',
    );
  });

  it('Origin null or not a web origin is foreign; neither header is not a browser (passes); the URL host stands in for a missing Host', () => {
    expect(crossSiteReason(h({ host: 'a.example', origin: 'null' }))).toBe('Origin: null');
    expect(crossSiteReason(h({ host: 'a.example', origin: 'file://' }))).toBe('Origin: file://');
    expect(crossSiteReason(h({ host: 'a.example' }))).toBeNull();
    expect(crossSiteReason(h({ 'sec-fetch-site': 'none' }))).toBeNull();
    expect(crossSiteReason(h({ origin: 'http://localhost' }), 'localhost')).toBeNull();
    expect(crossSiteReason(h({ origin: 'http://localhost' }))).toBe('Origin: http://localhost');
  });
});
