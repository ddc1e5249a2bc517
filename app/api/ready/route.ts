import { json } from '@/lib/http/route';
import { timed } from '@/lib/metrics/http';
import { readiness } from '@/lib/ops/readiness';

/**
 * `GET /api/ready` (anyone): readiness for a load balancer: `200 {"ok": true, "checks": {"database": "ok",
 * "redis": "ok"|"skipped"}}` when the database answers `SELECT 1` and Redis (only when `REDIS_URL` is set)
 * answers `PING`; else `503` with `error.code` `NOT_READY`, the message naming what failed, and the same
 * `checks`. Liveness is `GET /api/health`, which does not look at Redis.
 */
export const GET = timed('/api/ready', async () => {
  const r = await readiness();
  if (r.ok) return json(r);
  const failed = Object.entries(r.checks)
    .filter(([, v]) => v === 'failed')
    .map(([k]) => k);
  return json(
    {
      ok: false,
      checks: r.checks,
      error: { code: 'NOT_READY', message: `Not ready: ${failed.join(' and ')} did not answer.` },
    },
    503,
  );
});

export const dynamic = 'force-dynamic';
