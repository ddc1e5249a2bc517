import { describe, expect, it } from 'vitest';
import {
  assertProductionReady,
  displayProblems,
  isProductionStart,
  productionProblems,
  StartRefused,
} from '@/lib/config-checks';

const SECRET = 'k'.repeat(32);
const READY = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://app@db:5432/croupier',
  NEXTAUTH_SECRET: SECRET,
  NEXTAUTH_URL: 'https://croupier.example.com',
  CROUPIER_ADMIN_PASSWORD: 'a long admin password',
};

describe('production start checks (issue #11 §2)', () => {
  it('the embedded demo and non-production runs need nothing: npm start stays one command', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'production' })).toEqual([]); // no DATABASE_URL: embedded PGlite
    expect(productionProblems({ DATABASE_URL: READY.DATABASE_URL })).toEqual([]); // README "Real Postgres", not production
    expect(productionProblems({ NODE_ENV: 'production', DATABASE_URL: '' })).toEqual([]);
    expect(isProductionStart({ NODE_ENV: 'production', DATABASE_URL: READY.DATABASE_URL })).toBe(true);
    expect(() => assertProductionReady({})).not.toThrow();
  });

  it('a production start with every variable set passes', () => {
    expect(productionProblems(READY)).toEqual([]);
    expect(() => assertProductionReady(READY)).not.toThrow();
  });

  it('names NEXTAUTH_SECRET when it is missing or shorter than 32 characters', () => {
    const noSecret = without(READY, 'NEXTAUTH_SECRET');
    expect(productionProblems(noSecret)).toEqual([expect.stringMatching(/^NEXTAUTH_SECRET is not set/)]);
    expect(productionProblems({ ...READY, NEXTAUTH_SECRET: 'k'.repeat(31) })).toEqual([
      expect.stringMatching(/^NEXTAUTH_SECRET is 31 characters long: at least 32/),
    ]);
    expect(productionProblems({ ...READY, NEXTAUTH_SECRET: 'k'.repeat(32) })).toEqual([]);
  });

  it('names NEXTAUTH_URL when it is missing or not an http(s) URL', () => {
    const noUrl = without(READY, 'NEXTAUTH_URL');
    expect(productionProblems(noUrl)).toEqual([expect.stringMatching(/^NEXTAUTH_URL is not set/)]);
    expect(productionProblems({ ...READY, NEXTAUTH_URL: 'croupier.example.com' })).toEqual([
      expect.stringMatching(/^NEXTAUTH_URL is not an http\(s\) URL/),
    ]);
  });

  it('names CROUPIER_ADMIN_PASSWORD when it is unset (the demo default) or any demo password', () => {
    const noAdmin = without(READY, 'CROUPIER_ADMIN_PASSWORD');
    expect(productionProblems(noAdmin)).toEqual([
      expect.stringMatching(/^CROUPIER_ADMIN_PASSWORD is not set: .*"admin-demo-pass"/),
    ]);
    for (const demo of ['admin-demo-pass', 'pit-demo-pass', 'dealer-demo-pass', 'player-demo-pass']) {
      expect(productionProblems({ ...READY, CROUPIER_ADMIN_PASSWORD: demo })).toEqual([
        expect.stringMatching(/^CROUPIER_ADMIN_PASSWORD is a demo password/),
      ]);
    }
  });

  it('refuses with one message that lists every problem', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: READY.DATABASE_URL };
    let error: unknown;
    try {
      assertProductionReady(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StartRefused);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('Croupier will not start in production (NODE_ENV=production with DATABASE_URL):');
    expect(lines.filter((l) => l.startsWith('  - ')).map((l) => l.slice(4).split(' ')[0])).toEqual([
      'NEXTAUTH_SECRET',
      'NEXTAUTH_URL',
      'CROUPIER_ADMIN_PASSWORD',
    ]);
  });
});

/** `env` less one variable. */
function without(env: Record<string, string | undefined>, key: string): Record<string, string | undefined> {
  const copy = { ...env };
  delete copy[key];
  return copy;
}

describe('display settings (any start)', () => {
  it('accepts the defaults and a known two-digit currency and IANA zone', () => {
    expect(displayProblems({})).toEqual([]);
    expect(displayProblems({ CROUPIER_CURRENCY: 'czk', CROUPIER_TIME_ZONE: 'Europe/Warsaw' })).toEqual([]);
    expect(() => assertProductionReady({ CROUPIER_CURRENCY: 'PLN' })).not.toThrow();
  });
  it('refuses an unknown currency, one without cents, and an unknown time zone, naming the variable', () => {
    expect(displayProblems({ CROUPIER_CURRENCY: 'EURO' })).toEqual([
      'CROUPIER_CURRENCY must be an ISO 4217 code such as EUR, got "EURO".',
    ]);
    // The yen has no minor unit: amounts are kept in cents, so it cannot be the studio's currency.
    expect(displayProblems({ CROUPIER_CURRENCY: 'JPY' })).toEqual([
      'CROUPIER_CURRENCY "JPY" has 0 minor digits; amounts are kept in cents (2 digits).',
    ]);
    expect(displayProblems({ CROUPIER_TIME_ZONE: 'Mars/Olympus' })).toEqual([
      'CROUPIER_TIME_ZONE "Mars/Olympus" is not an IANA time zone.',
    ]);
    expect(() => assertProductionReady({ CROUPIER_CURRENCY: 'XYZ' })).toThrow(StartRefused);
  });
});
