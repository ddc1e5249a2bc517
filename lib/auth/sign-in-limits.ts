import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { database, type Database } from '@/lib/db';
import { logger } from '@/lib/log';

/**
 * Failed sign-in limits (POST /api/tokens and next-auth's credentials sign-in share them). Only failures
 * count: a successful sign-in costs nothing, so an office or a load tool signing in many users from one
 * address is never throttled. A limit reached blocks for `blockSeconds` from the failure that reached it;
 * a blocked attempt is refused before its password is looked at (429 TOO_MANY_ATTEMPTS, Retry-After).
 * - `userAddress`: one username from one address: the classic guesser. Cleared by a successful sign-in.
 * - `user`: one username from anywhere (a guesser spread over many addresses). Higher, because anyone can
 *   spend it: at worst an attacker keeps one account locked, never signs in with it.
 * - `address`: one address, any usernames (a spray of common passwords over many usernames).
 * - `addressDay`: the same over a day (a slow spray under the 15-minute limit).
 */
export const SIGN_IN_LIMITS = {
  userAddress: { failures: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  user: { failures: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  address: { failures: 100, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  addressDay: { failures: 500, windowSeconds: 24 * 60 * 60, blockSeconds: 24 * 60 * 60 },
} as const;

type LimitName = keyof typeof SIGN_IN_LIMITS;
const NAMES = Object.keys(SIGN_IN_LIMITS) as LimitName[];

export type SignInLimitStore = 'memory' | 'postgres' | 'redis';

/** The hand-written table (migration 20261202000100_sign_in_limits) in rate-limiter-flexible's layout. */
const PG_TABLE = 'SignInLimit';

/** A sign-in attempt let through: say how it ended. */
export interface SignInAttempt {
  end(succeeded: boolean): Promise<void>;
}

export interface SignInLimits {
  readonly store: SignInLimitStore;
  /**
   * Starts an attempt: `{wait: seconds}` while a limit blocks this username or address (nothing counted),
   * else an attempt whose end (failed / succeeded) must be reported. The username limits are reserved here
   * atomically, so a burst of concurrent guesses gets no more tries than the limit; a success gives its
   * reservation back. The address limits are counted when a failure is reported (a burst of successful
   * sign-ins from one office or load tool is never refused).
   */
  begin(
    username: string,
    address: string,
  ): Promise<{ wait: number; attempt?: undefined } | { wait: 0; attempt: SignInAttempt }>;
  /** Counts one failed attempt (begin + end(false)). */
  failed(username: string, address: string): Promise<void>;
  close(): Promise<void>;
}

/** IPv6 clients are counted by their /64 (one subscriber's prefix), IPv4 by address. */
export function addressBucket(address: string): string {
  if (net.isIPv6(address)) {
    const [head = '', tail = ''] = address.toLowerCase().split('::');
    const h = head ? head.split(':') : [];
    const t = address.includes('::') ? (tail ? tail.split(':') : []) : [];
    const groups = address.includes('::') ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return address;
}

function keys(username: string, address: string): Record<LimitName, string> {
  // Usernames are hashed: any length, any characters, one short key.
  const u = crypto
    .createHash('sha256')
    .update(username.normalize('NFKC').toLowerCase())
    .digest('base64url')
    .slice(0, 22);
  const a = addressBucket(address).slice(0, 64);
  return { userAddress: `${u}@${a}`, user: u, address: a, addressDay: a };
}

/** Limits reserved before the password is checked (keyed by username) and counted after a failure (by address). */
const RESERVED: LimitName[] = ['userAddress', 'user'];
const COUNTED_AFTER: LimitName[] = ['address', 'addressDay'];

function isRes(e: unknown): e is RateLimiterRes {
  return !!e && typeof e === 'object' && 'consumedPoints' in e && 'msBeforeNext' in e;
}

function build(
  make: (name: LimitName, opts: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract,
  store: SignInLimitStore,
  close: () => Promise<void>,
  prefix = 'signin',
): SignInLimits {
  const limiters = Object.fromEntries(
    NAMES.map((n) => [
      n,
      make(n, {
        keyPrefix: `${prefix}:${n}`,
        points: SIGN_IN_LIMITS[n].failures,
        duration: SIGN_IN_LIMITS[n].windowSeconds,
      }),
    ]),
  ) as Record<LimitName, RateLimiterAbstract>;
  const seconds = (ms: number) => Math.ceil(Math.max(ms, 1) / 1000);
  /** consume() rejects with the result once the points are spent: either way the point was taken. */
  const take = (n: LimitName, key: string) =>
    limiters[n].consume(key).catch((e: unknown) => (isRes(e) ? e : Promise.reject(e)));
  /** The failure that takes the last point starts a full block (not just the rest of the window). */
  const blockIfReached = async (n: LimitName, key: string, r: RateLimiterRes) => {
    if (r.consumedPoints === SIGN_IN_LIMITS[n].failures) await limiters[n].block(key, SIGN_IN_LIMITS[n].blockSeconds);
  };

  const limits: SignInLimits = {
    store,
    close,
    async begin(username, address) {
      const k = keys(username, address);
      // The address limits: blocked already?
      const seen = await Promise.all(COUNTED_AFTER.map((n) => limiters[n].get(k[n])));
      let wait = 0;
      seen.forEach((r, i) => {
        if (r && r.consumedPoints >= SIGN_IN_LIMITS[COUNTED_AFTER[i]!].failures)
          wait = Math.max(wait, seconds(r.msBeforeNext));
      });
      if (wait) return { wait };
      // The username limits: take a point now; a point beyond the limit means this attempt is refused.
      const reserved = await Promise.all(RESERVED.map((n) => take(n, k[n])));
      reserved.forEach((r, i) => {
        if (r.consumedPoints > SIGN_IN_LIMITS[RESERVED[i]!].failures) wait = Math.max(wait, seconds(r.msBeforeNext));
      });
      if (wait) {
        // A refused attempt is not a failure: give the points back.
        await Promise.all(RESERVED.map((n) => limiters[n].reward(k[n], 1)));
        return { wait };
      }
      let ended = false;
      return {
        wait: 0,
        attempt: {
          async end(succeeded) {
            if (ended) return;
            ended = true;
            if (succeeded) {
              await Promise.all([limiters.userAddress.delete(k.userAddress), limiters.user.reward(k.user, 1)]);
              return;
            }
            await Promise.all([
              ...RESERVED.map((n, i) => blockIfReached(n, k[n], reserved[i]!)),
              ...COUNTED_AFTER.map(async (n) => blockIfReached(n, k[n], await take(n, k[n]))),
            ]);
          },
        },
      };
    },
    async failed(username, address) {
      const r = await limits.begin(username, address);
      await r.attempt?.end(false);
    },
  };
  return limits;
}

/** In-process counters: only for the embedded single-process default (PGlite). */
export function memoryLimits(): SignInLimits {
  return build(
    (_, o) => new RateLimiterMemory(o),
    'memory',
    async () => undefined,
  );
}

/** Counters in Postgres (the SignInLimit table), shared by every app node on the database. */
export function postgresLimits(pool: unknown): SignInLimits {
  return build(
    (_, o) =>
      new RateLimiterPostgres({ ...o, storeClient: pool, storeType: 'pool', tableName: PG_TABLE, tableCreated: true }),
    'postgres',
    async () => undefined,
  );
}

/** Counters in Redis (`REDIS_URL`), keys under `<prefix>:signin:*`. A Redis outage falls back to per-process memory counters. */
export function redisLimits(url: string, prefix: string): SignInLimits {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  client.on('error', (err: Error) => logger.warn({ err: err.message }, 'Redis (sign-in limits) unavailable'));
  return build(
    (_, o) => new RateLimiterRedis({ ...o, storeClient: client, insuranceLimiter: new RateLimiterMemory(o) }),
    'redis',
    async () => {
      await client.quit().catch(() => client.disconnect());
    },
    `${prefix}:signin`,
  );
}

const KEY = Symbol.for('croupier.signInLimits');
type Holder = { [KEY]?: { redis?: { id: string; limits: SignInLimits }; byDatabase: WeakMap<Database, SignInLimits> } };

/**
 * The sign-in limits of this process: Redis when `REDIS_URL` is set (prefix `CROUPIER_REDIS_PREFIX`, default
 * `croupier`), else Postgres when the database is a Postgres server (`DATABASE_URL`), else memory (PGlite:
 * one process). Read at each call, so a test can switch; one store per database / Redis URL.
 */
export function signInLimits(): SignInLimits {
  const g = globalThis as Holder;
  const state = (g[KEY] ??= { byDatabase: new WeakMap() });
  const url = process.env.REDIS_URL;
  if (url) {
    const prefix = process.env.CROUPIER_REDIS_PREFIX || 'croupier';
    const id = `${url} ${prefix}`;
    if (state.redis?.id !== id) {
      void state.redis?.limits.close();
      state.redis = { id, limits: redisLimits(url, prefix) };
    }
    return state.redis.limits;
  }
  const d = database();
  let limits = state.byDatabase.get(d);
  if (!limits) {
    limits = d.backend.kind === 'postgres' ? postgresLimits(d.backend.pool) : memoryLimits();
    state.byDatabase.set(d, limits);
  }
  return limits;
}

/** Closes the Redis connection, if any (tests; a server exiting does not need it). */
export async function closeSignInLimits(): Promise<void> {
  const state = (globalThis as Holder)[KEY];
  const redis = state?.redis;
  if (state) state.redis = undefined;
  await redis?.limits.close();
}
