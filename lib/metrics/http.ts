import { metrics } from '@/lib/metrics/metrics';

/** The `route` label when a request's path cannot be mapped back to its route file's pattern. */
export const UNMATCHED_ROUTE = 'unmatched';

const MAX_SEGMENTS = 12;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route pattern of a request to an App Router handler: the path with each segment that holds one of the
 * route's params replaced by `[name]` (a catch-all's run of segments by `[...name]`), so
 * `/api/rounds/3f2c…/bets` with `{id: '3f2c…'}` is `/api/rounds/[id]/bets`: ids never become label values.
 * Params are matched left to right, as Next lists them. The literal segments left are those of the route file
 * (only route files call this), so the label takes one value per route file; a param that cannot be found in
 * the path (or a path longer than 12 segments) gives `unmatched` rather than a raw path.
 */
export function routePattern(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const segments = pathname.split('/');
  if (segments.length > MAX_SEGMENTS + 1) return UNMATCHED_ROUTE;
  const decoded = segments.map(decode);
  const taken = new Array<boolean>(segments.length).fill(false);
  let from = 1;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      // Catch-all: the last run of segments equal to the values (catch-alls end the pattern).
      const n = value.length;
      let at = -1;
      for (let i = decoded.length - n; i >= from && n > 0; i--)
        if (value.every((v, k) => decoded[i + k] === v && !taken[i + k])) {
          at = i;
          break;
        }
      if (at < 0) {
        if (n === 0) continue; // optional catch-all with nothing in it
        return UNMATCHED_ROUTE;
      }
      segments.splice(at, n, `[...${name}]`);
      decoded.splice(at, n, `[...${name}]`);
      taken.splice(at, n, true);
      from = at + 1;
      continue;
    }
    let at = decoded.findIndex((s, i) => i >= from && !taken[i] && s === value);
    if (at < 0) at = decoded.findIndex((s, i) => i > 0 && !taken[i] && s === value);
    if (at < 0) return UNMATCHED_ROUTE;
    segments[at] = `[${name}]`;
    decoded[at] = segments[at]!;
    taken[at] = true;
    from = at + 1;
  }
  return segments.join('/') || '/';
}

/** Records one answered request in `croupier_http_request_duration_seconds` (method, route pattern, status). */
export function observeRequest(method: string, route: string, status: number, startedAt: number): void {
  metrics().httpDuration.observe({ method, route, status: String(status) }, (performance.now() - startedAt) / 1000);
}

/**
 * Wraps a handler that does not go through `route()` (health, ready) so its requests are measured too, under
 * the given fixed route pattern.
 */
export function timed<A extends unknown[]>(
  route: string,
  fn: (req: Request, ...rest: A) => Promise<Response>,
): (req: Request, ...rest: A) => Promise<Response> {
  return async (req, ...rest) => {
    const started = performance.now();
    const res = await fn(req, ...rest);
    observeRequest(req.method, route, res.status, started);
    return res;
  };
}
