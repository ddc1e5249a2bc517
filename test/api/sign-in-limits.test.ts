/**
 * Issue #11 §2, sign-in and credentials: failed-attempt limits on POST /api/tokens and next-auth's
 * credentials sign-in (one check, lib/auth/sign-in.ts), the same time for an unknown user as for a wrong
 * password, argon2id with the re-hash of old scrypt hashes, and the production start's demo-account check.
 * The client address is the trusted header the custom server stamps (x-croupier-client-ip): set here by hand.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, freshDatabase, seedAdmin } from '../helpers/db';
import { db } from '@/lib/db';
import { transact } from '@/lib/command';
import { insertUser } from '@/lib/users/manage-users';

// Counts every password verification (real and, where the module has it, the throw-away one for unknown users).
const verified = vi.hoisted(() => ({ n: 0 }));
vi.mock('@/lib/auth/password', async (importOriginal) => {
  const orig = await importOriginal<Record<string, unknown>>();
  const counted = (f: unknown) =>
    f ? (...a: unknown[]) => ((verified.n += 1), (f as (...x: unknown[]) => unknown)(...a)) : f;
  return {
    ...orig,
    verifyPassword: counted(orig.verifyPassword),
    ...(orig.verifyDummyPassword ? { verifyDummyPassword: counted(orig.verifyDummyPassword) } : {}),
  };
});

process.env.NEXTAUTH_SECRET ??= 'test-secret-for-sign-in-limits-0123456789';

const PASSWORD = 'right-pass-123';

/** POST /api/tokens through the real route handler (the helper's call() drops headers; Retry-After is one). */
async function token(
  username: string,
  password: string,
  address: string,
): Promise<{ status: number; retryAfter: string | null; code?: string; message?: string }> {
  const { POST } = await import('@/app/api/tokens/route');
  const res = await POST(
    new Request('http://localhost/api/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-croupier-client-ip': address },
      body: JSON.stringify({ username, password }),
    }),
    { params: Promise.resolve({}) },
  );
  const body = (await res.json()) as { error?: { code: string; message: string } };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code: body.error?.code,
    message: body.error?.message,
  };
}

/** next-auth's credentials `authorize`, called as next-auth calls it (headers as a plain object). */
async function authorize(username: string, password: string, address: string): Promise<unknown> {
  const { authOptions } = await import('@/lib/auth/options');
  const provider = authOptions().providers[0] as unknown as {
    options: { authorize: (c: unknown, r: unknown) => Promise<unknown> };
  };
  return provider.options.authorize(
    { username, password },
    { headers: { 'x-croupier-client-ip': address }, body: {}, query: {}, method: 'POST' },
  );
}

async function createUsers(
  names: string[],
  role: 'PLAYER' | 'PIT_BOSS' | 'DEALER' = 'PLAYER',
  password = PASSWORD,
): Promise<void> {
  await transact({ actor: null }, async (tx) => {
    for (const username of names) await insertUser(tx, { username, password, role });
  });
}

let ip = 0;
/** A fresh client address per test, so the per-address counters of one test do not touch another's. */
const nextAddress = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

/** An old-format hash, written the way the code before argon2 wrote them: scrypt N=2^14, r=8, p=1, 32 bytes. */
async function oldScryptHash(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = (await promisify(crypto.scrypt)(password.normalize('NFKC'), salt, 32)) as Buffer;
  return `scrypt$16384$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

describe.each(BACKENDS)('sign-in limits and credentials on %s', (backend) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await seedAdmin();
  });
  afterAll(async () => {
    await database.drop();
  });

  it(`the store: memory on the embedded database, the SignInLimit table on a Postgres server`, async () => {
    const { signInLimits } = await import('@/lib/auth/sign-in-limits');
    expect(signInLimits().store).toBe(backend === 'pglite' ? 'memory' : 'postgres');
    const address = nextAddress();
    expect((await token('nobody-here', 'whatever-1', address)).status).toBe(401);
    // One failure: one row per limit on Postgres (username+address, username, address, address per day); none on PGlite.
    const rows = await db().$queryRawUnsafe<{ key: string; points: number }[]>(`SELECT key, points FROM "SignInLimit"`);
    const mine = rows
      .filter((r) => r.key.endsWith(`:${address}`) || r.key.endsWith(`@${address}`))
      .map((r) => [r.key.split(':')[1], Number(r.points)]);
    expect(mine.sort()).toEqual(
      backend === 'pglite'
        ? []
        : [
            ['address', 1],
            ['addressDay', 1],
            ['userAddress', 1],
          ],
    );
  });

  it('10 wrong passwords for one username → 401 each, then 429 TOO_MANY_ATTEMPTS with Retry-After; the right password is refused too, without being checked', async () => {
    await createUsers(['guessed']);
    const address = nextAddress();
    for (let i = 1; i <= 10; i++) {
      const r = await token('guessed', `wrong-${i}`, address);
      expect([i, r.status, r.code]).toEqual([i, 401, 'INVALID_CREDENTIALS']);
    }
    const before = verified.n;
    const r = await token('guessed', PASSWORD, address);
    expect(r.status).toBe(429);
    expect(r.code).toBe('TOO_MANY_ATTEMPTS');
    // Blocked 15 minutes from the 10th failure: 900 s, give or take the seconds this test took.
    expect(Number(r.retryAfter)).toBeGreaterThan(840);
    expect(Number(r.retryAfter)).toBeLessThanOrEqual(900);
    expect(r.message).toBe(`Too many failed sign-ins; try again in ${r.retryAfter} s.`);
    expect(verified.n - before).toBe(0);
    // next-auth's path shares the counters: the same username + address is refused there as well, distinguishably.
    await expect(authorize('guessed', PASSWORD, address)).rejects.toThrow(/^TOO_MANY_ATTEMPTS:(8[4-9]\d|900)$/);
    expect(verified.n - before).toBe(0);
    // The block is for this username from this address: from another address the right password works.
    expect((await token('guessed', PASSWORD, nextAddress())).status).toBe(201);
  });

  it('a burst of 25 concurrent guesses for one username gets 10 tries, not 25 (the points are reserved before the check)', async () => {
    await createUsers(['burst']);
    const address = nextAddress();
    const before = verified.n;
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => token('burst', `guess-${i}`, address)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    expect(verified.n - before).toBe(10);
    // Refused attempts were not counted as failures: 10 on the username from anywhere (limit 30), so from
    // another address the right password works, and 20 more failures there (30 in all) lock the username.
    expect((await token('burst', PASSWORD, nextAddress())).status).toBe(201);
    for (let i = 0; i < 20; i++) expect((await token('burst', `more-${i}`, nextAddress())).status).toBe(401);
    const r = await token('burst', PASSWORD, nextAddress());
    expect([r.status, r.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
  });

  it('next-auth credentials: a wrong password is null, the right one the user, 10 failures there block POST /api/tokens too', async () => {
    await createUsers(['browser']);
    const address = nextAddress();
    const user = (await authorize('browser', PASSWORD, address)) as { name: string; role: string };
    expect([user.name, user.role]).toEqual(['browser', 'PLAYER']);
    for (let i = 1; i <= 10; i++) expect(await authorize('browser', `nope-${i}`, address)).toBeNull();
    await expect(authorize('browser', PASSWORD, address)).rejects.toThrow(/^TOO_MANY_ATTEMPTS:\d+$/);
    const r = await token('browser', PASSWORD, address);
    expect([r.status, r.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
  });

  it('another username from the same address still signs in until the address has 100 failures; then every username from it is refused', async () => {
    await createUsers(['victim', 'colleague']);
    const address = nextAddress();
    for (let i = 1; i <= 10; i++) expect((await token('victim', `wrong-${i}`, address)).status).toBe(401);
    expect((await token('victim', PASSWORD, address)).status).toBe(429);
    expect((await token('colleague', PASSWORD, address)).status).toBe(201);
    // 90 more failures over other usernames (unknown ones count like wrong passwords): 100 from this address.
    for (let i = 1; i <= 90; i++) {
      const r = await token(`sprayed-${i}`, 'Winter2026!', address);
      if (r.status !== 401) throw new Error(`spray ${i}: ${r.status}`);
    }
    const r = await token('colleague', PASSWORD, address);
    expect([r.status, r.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(Number(r.retryAfter)).toBeGreaterThan(840);
    // Only that address: the colleague signs in from another one.
    expect((await token('colleague', PASSWORD, nextAddress())).status).toBe(201);
  });

  it('successful sign-ins of 50 different users from one address are never throttled, and do not hide the failures in between', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `office-${i}`);
    await createUsers(names);
    const address = nextAddress();
    // Each mistypes once, then signs in: half by token, half through next-auth.
    for (const [i, name] of names.entries()) {
      expect((await token(name, 'typo', address)).status).toBe(401);
      if (i % 2) expect(((await authorize(name, PASSWORD, address)) as { name: string }).name).toBe(name);
      else expect((await token(name, PASSWORD, address)).status).toBe(201);
    }
    // A load tool: all 50 at once, from the same address, with 50 failures on it already: none refused.
    const burst = await Promise.all(names.map((name) => token(name, PASSWORD, address)));
    expect(burst.map((r) => r.status)).toEqual(Array(50).fill(201));
    // The 50 typos were counted: 50 more failures make 100 for the address, and it is blocked.
    for (let i = 1; i <= 50; i++) expect((await token(`ghost-${i}`, 'typo', address)).status).toBe(401);
    expect((await token('office-0', PASSWORD, address)).status).toBe(429);
  });

  it('an unknown username takes as long as a wrong password (medians of 15 tries each within 30%)', async () => {
    await createUsers(['timed']);
    const time = async (username: string, i: number) => {
      const t0 = performance.now();
      const r = await token(username, `wrong-${i}`, nextAddress());
      const ms = performance.now() - t0;
      expect(r.status).toBe(401);
      return ms;
    };
    // Warm-up (module loading, first hash), then interleaved so a busy moment of the machine hits both alike.
    await time('timed', 0);
    await time('no-such-user', 0);
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 1; i <= 15; i++) {
      wrong.push(await time('timed', i));
      unknown.push(await time(`no-such-user-${i}`, i));
    }
    const [mu, mw] = [median(unknown), median(wrong)];
    console.log(
      `[${backend}] sign-in timing: unknown user median ${mu.toFixed(1)} ms, wrong password median ${mw.toFixed(1)} ms`,
    );
    expect(Math.abs(mu - mw) / Math.max(mu, mw)).toBeLessThan(0.3);
  });

  it('a disabled user is refused like an unknown one, and the attempt counts as a failure', async () => {
    await createUsers(['gone']);
    await db().user.update({ where: { username: 'gone' }, data: { disabled: true } });
    const address = nextAddress();
    for (let i = 1; i <= 10; i++) expect((await token('gone', PASSWORD, address)).code).toBe('INVALID_CREDENTIALS');
    expect((await token('gone', PASSWORD, address)).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('an old scrypt$16384 hash still verifies and is re-hashed to argon2id on the next successful sign-in', async () => {
    await createUsers(['veteran', 'veteran2']);
    const old = await oldScryptHash('old-pass-123');
    await db().$executeRawUnsafe(
      `UPDATE "User" SET "passwordHash" = $1 WHERE username IN ('veteran', 'veteran2')`,
      old,
    );
    const address = nextAddress();
    // A wrong password changes nothing.
    expect((await token('veteran', 'not-it', address)).status).toBe(401);
    const read = async (u: string) => (await db().user.findUniqueOrThrow({ where: { username: u } })).passwordHash;
    expect(await read('veteran')).toBe(old);
    // The right one signs in and replaces the hash.
    expect((await token('veteran', 'old-pass-123', address)).status).toBe(201);
    const fresh = await read('veteran');
    expect(fresh).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    // ... which verifies the same password, and no other.
    expect((await token('veteran', 'old-pass-123', address)).status).toBe(201);
    expect((await token('veteran', 'old-pass-12', address)).status).toBe(401);
    expect(await read('veteran')).toBe(fresh);
    // next-auth's sign-in re-hashes too.
    expect(((await authorize('veteran2', 'old-pass-123', address)) as { name: string }).name).toBe('veteran2');
    expect(await read('veteran2')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('new users get argon2id hashes (m=19 MiB, t=2, p=1)', async () => {
    await createUsers(['newcomer']);
    const row = await db().user.findUniqueOrThrow({ where: { username: 'newcomer' } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a production start finds demo accounts that still have their demo password (and ignores disabled ones)', async () => {
    const { assertNoDemoAccounts, demoAccountsInUse, StartRefused } = await import('@/lib/config-checks');
    await createUsers(['pit'], 'PIT_BOSS', 'pit-demo-pass');
    await createUsers(['dealer'], 'DEALER', 'a-real-password-1');
    await createUsers(['carol'], 'PLAYER', 'player-demo-pass');
    await db().user.update({ where: { username: 'carol' }, data: { disabled: true } });
    // The admin seeded by seedAdmin has 'admin-pass-1', not the demo one.
    expect(await demoAccountsInUse({})).toEqual(['pit']);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgresql://x@h/db' };
    const refused = await assertNoDemoAccounts(production).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as Error).message).toContain('the user "pit" still has its demo password');
    // Not a production start: the demo runs as it is.
    await expect(assertNoDemoAccounts({ DATABASE_URL: 'postgresql://x@h/db' })).resolves.toBeUndefined();
  });
});

describe('sign-in limits in Redis (REDIS_URL)', () => {
  const prefix = `croupier-test-${crypto.randomBytes(5).toString('hex')}`;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let redis: import('ioredis').Redis;

  beforeAll(async () => {
    database = await freshDatabase(BACKENDS[0] ?? 'pglite');
    await seedAdmin();
    process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    process.env.CROUPIER_REDIS_PREFIX = prefix;
    const { Redis } = await import('ioredis');
    redis = new Redis(process.env.REDIS_URL);
  });
  afterAll(async () => {
    const { closeSignInLimits } = await import('@/lib/auth/sign-in-limits');
    await closeSignInLimits();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    delete process.env.REDIS_URL;
    delete process.env.CROUPIER_REDIS_PREFIX;
    await database.drop();
  });

  it('counts in Redis under the prefix, shared with another app node: 10 failures there block here', async () => {
    const { signInLimits, redisLimits } = await import('@/lib/auth/sign-in-limits');
    expect(signInLimits().store).toBe('redis');
    await createUsers(['shared']);
    const address = nextAddress();
    // "Another node": its own Redis connection and limiter objects, the same Redis and prefix.
    const other = redisLimits(process.env.REDIS_URL!, prefix);
    try {
      for (let i = 1; i <= 10; i++) await other.failed('shared', address);
      const before = verified.n;
      const r = await token('shared', PASSWORD, address);
      expect([r.status, r.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(Number(r.retryAfter)).toBeGreaterThan(840);
      expect(verified.n).toBe(before);
    } finally {
      await other.close();
    }
    const keys = (await redis.keys(`${prefix}:*`)).sort();
    expect(
      keys.map((k) =>
        k
          .slice(prefix.length + 1)
          .split(':')
          .slice(0, 2)
          .join(':'),
      ),
    ).toEqual(['signin:address', 'signin:addressDay', 'signin:user', 'signin:userAddress']);
    // A successful sign-in from another address clears nothing it should not: the username + address block stays.
    expect((await token('shared', PASSWORD, nextAddress())).status).toBe(201);
    expect((await token('shared', PASSWORD, address)).status).toBe(429);
  });
});
