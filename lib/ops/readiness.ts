import { Redis } from 'ioredis';
import { db } from '@/lib/db';
import { logger } from '@/lib/log';

/** What a readiness check found: `ok`, `failed` (it answered with an error or not in time), or `skipped` (not configured). */
export type CheckResult = 'ok' | 'failed' | 'skipped';

export interface Readiness {
  ok: boolean;
  checks: { database: CheckResult; redis: CheckResult };
}

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

const KEY = Symbol.for('croupier.readiness.redis');
type Holder = { [KEY]?: { url: string; client: Redis } };

/** One Redis connection per process for the probe (per REDIS_URL: a test may switch it). */
function redisClient(url: string): Redis {
  const g = globalThis as Holder;
  if (g[KEY]?.url !== url) {
    g[KEY]?.client.disconnect();
    const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS, lazyConnect: false });
    client.on('error', () => undefined); // reported by the probe that fails, not as an unhandled event
    g[KEY] = { url, client };
  }
  return g[KEY]!.client;
}

/** Closes the probe's Redis connection, if any (tests). */
export async function closeReadiness(): Promise<void> {
  const g = globalThis as Holder;
  const held = g[KEY];
  g[KEY] = undefined;
  await held?.client.quit().catch(() => held.client.disconnect());
}

async function check(name: string, run: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await within(run(), CHECK_TIMEOUT_MS, name);
    return 'ok';
  } catch (e) {
    logger.warn({ check: name, err: (e as Error).message }, 'readiness check failed');
    return 'failed';
  }
}

/**
 * Readiness of this node (`GET /api/ready`): the database answers `SELECT 1`, and Redis answers `PING` when
 * `REDIS_URL` is set (else `skipped`), each within CHECK_TIMEOUT_MS, run side by side. Never throws; a failed
 * check's detail goes to the log only (the answer is public and names no host).
 */
export async function readiness(redisUrl = process.env.REDIS_URL): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    check('database', () => db().$queryRawUnsafe('SELECT 1')),
    redisUrl ? check('redis', () => redisClient(redisUrl).ping()) : Promise.resolve<CheckResult>('skipped'),
  ]);
  return { ok: database !== 'failed' && redis !== 'failed', checks: { database, redis } };
}
