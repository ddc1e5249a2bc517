import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Logger } from 'pino';
import { logger as processLogger } from '@/lib/log';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/http/request-id';

export { REQUEST_ID_HEADER, requestIdOf };

/** Requests not worth a log line: static assets, Next's dev hot reload. */
const QUIET = /^\/(_next\/static|_next\/image|_next\/webpack-hmr|favicon\.ico)(\/|$|\?)/;
/** Probes polled every few seconds: logged at debug, not info. */
const PROBES = /^\/api\/(health|ready|metrics)(\/|$|\?)/;

/**
 * The request logger of the custom server (pino-http over lib/log's logger): one JSON line per answered request
 * with `reqId`, method, path (no query string, no headers: cookies and bearer tokens never reach the log), the
 * client address server.ts stamped, status and `responseTime` (ms). The request id is `X-Request-Id` when it
 * is sane (`requestIdOf`), else generated; it is written back into the request's headers (route handlers and
 * their error logs see the same id) and echoed on the response. Levels: 5xx error, probes (`/api/health`,
 * `/api/ready`, `/api/metrics`) debug, everything else info; static assets are not logged.
 * Call it first thing in the server's request listener, after stampClientAddress.
 */
export function requestLog(log: Logger = processLogger): HttpLogger {
  return pinoHttp({
    logger: log,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      req.headers[REQUEST_ID_HEADER] = id;
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET.test(req.url ?? '') },
    customLogLevel: (req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : PROBES.test(req.url ?? '') ? 'debug' : 'info',
    customSuccessMessage: (req, res, ms) => `${req.method} ${pathOf(req.url)} ${res.statusCode} ${ms}ms`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req.url)} ${res.statusCode} failed`,
    serializers: {
      req: (r: { id: unknown; method: string; url: string; headers: Record<string, string | undefined> }) => ({
        id: r.id,
        method: r.method,
        path: pathOf(r.url),
        ip: r.headers[CLIENT_ADDRESS_HEADER],
      }),
      res: (r: { statusCode: number }) => ({ statusCode: r.statusCode }),
    },
  });
}

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}
