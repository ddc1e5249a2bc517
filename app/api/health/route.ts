import { db } from '@/lib/db';
import { json } from '@/lib/http/route';

/** `GET /api/health` → 200 `{"ok": true}` once the database answers, else 503. */
export async function GET(): Promise<Response> {
  try {
    await db().$queryRawUnsafe('SELECT 1');
    return json({ ok: true });
  } catch {
    return json({ ok: false, error: { code: 'DATABASE_UNAVAILABLE', message: 'The database does not answer.' } }, 503);
  }
}

export const dynamic = 'force-dynamic';
