import crypto from 'node:crypto';
import { route } from '@/lib/http/route';
import { metrics } from '@/lib/metrics/metrics';
import { timed } from '@/lib/metrics/http';

/** The registry in Prometheus's text format (`text/plain; version=0.0.4`), never cached. */
async function scrape(): Promise<Response> {
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    status: 200,
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}

/** Whether the request carries `Authorization: Bearer <CROUPIER_METRICS_TOKEN>` (compared in constant time). */
function hasMetricsToken(req: Request): boolean {
  const want = process.env.CROUPIER_METRICS_TOKEN;
  if (!want) return false;
  const got = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!got) return false;
  const a = crypto.createHash('sha256').update(got).digest();
  const b = crypto.createHash('sha256').update(want).digest();
  return crypto.timingSafeEqual(a, b);
}

const asAdmin = route({ roles: ['ADMIN'] }, () => scrape());
const asScraper = timed('/api/metrics', () => scrape());

/**
 * `GET /api/metrics` → the process's Prometheus metrics (issue #16 §4). Readable by an ADMIN (session or bearer
 * token), or by a scraper sending `Authorization: Bearer <CROUPIER_METRICS_TOKEN>` when that variable is set;
 * anyone else: 401 UNAUTHENTICATED (no or an unknown credential) / 403 FORBIDDEN (signed in, not an ADMIN).
 */
export async function GET(req: Request, ctx: { params: Promise<Record<string, string>> }): Promise<Response> {
  return hasMetricsToken(req) ? asScraper(req) : asAdmin(req, ctx);
}

export const dynamic = 'force-dynamic';
