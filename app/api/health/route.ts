import { db } from '@/lib/db';
import { json } from '@/lib/http/route';
import { timed } from '@/lib/metrics/http';

/**
 * `GET /api/health` (liveness, contract "Running") → 200 `{"ok": true}` once the database answers, else 503
 * DATABASE_UNAVAILABLE. It never looks at Redis: a Redis outage must not get a node restarted (readiness,
 * `GET /api/ready`, reports it).
 */
export const GET = timed('/api/health', async () => {
  try {
    await db().$queryRawUnsafe('SELECT 1');
    return json({ ok: true });
  } catch {
    return json({ ok: false, error: { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer.' } }, 503);
  }
});

export const dynamic = 'force-dynamic';
