import type http from 'node:http';
import { AppError, errorBody } from '@/lib/errors';

type Fn = (...a: unknown[]) => unknown;

/**
 * Gives Next's bare `405` for an API route without a handler for the method (`GET /api/rounds/:id/settle`) the
 * contract's error body, `{"error": {"code": "METHOD_NOT_ALLOWED", ...}}` as JSON: Next answers it with
 * `writeHead(405)` and an empty `end()`, no body and no content type. On `/api/` paths a 405's `writeHead` waits
 * for what follows: an empty end gets the JSON body (Next's headers, `Allow` among them, kept); anything else goes
 * out untouched.
 */
export function jsonMethodNotAllowed(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!req.url?.startsWith('/api/')) return;
  const writeHead = res.writeHead as unknown as Fn;
  const write = res.write as unknown as Fn;
  const end = res.end as unknown as Fn;
  let held: unknown[] | null = null;
  /** Done: from now on every call goes straight through (Node's end and write call writeHead for their implicit header). */
  let released = false;
  const release = () => {
    released = true;
    if (held) writeHead.apply(res, held);
    held = null;
  };
  (res as unknown as { writeHead: Fn }).writeHead = (...args: unknown[]) => {
    if (released || args[0] !== 405) return writeHead.apply(res, args);
    held = args;
    return res;
  };
  const flushHeaders = res.flushHeaders as unknown as Fn;
  (res as unknown as { flushHeaders: Fn }).flushHeaders = (...args: unknown[]) => {
    if (!released) release();
    return flushHeaders.apply(res, args);
  };
  (res as unknown as { write: Fn }).write = (...args: unknown[]) => {
    if (!released) release();
    return write.apply(res, args);
  };
  (res as unknown as { end: Fn }).end = (...args: unknown[]) => {
    if (released) return end.apply(res, args);
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const empty = chunk === undefined || chunk === null || (chunk as { length?: number }).length === 0;
    const status = held ? held[0] : res.headersSent ? null : res.statusCode;
    if (status === 405 && empty) {
      // Next's own headers: those set on the response and those given to writeHead (an object, or a flat list).
      const given = held?.find((a, i) => i > 0 && a && typeof a === 'object') as
        Record<string, string | string[]> | string[] | undefined;
      held = null;
      released = true;
      if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(given[i]!, given[i + 1]!);
      else if (given) for (const [k, v] of Object.entries(given)) res.setHeader(k, v);
      const body = JSON.stringify(
        errorBody(new AppError('METHOD_NOT_ALLOWED', `${req.method ?? 'This method'} is not allowed on this path.`)),
      );
      res.removeHeader('transfer-encoding');
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(body));
      res.setHeader('cache-control', 'no-store');
      res.statusCode = 405;
      return end.call(res, body);
    }
    release();
    return end.apply(res, args);
  };
}
