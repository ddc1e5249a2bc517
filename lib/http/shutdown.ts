import type http from 'node:http';
import { errorBody, AppError } from '@/lib/errors';
import { logger } from '@/lib/log';

type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/** Default bound on the drain of requests in flight at SIGTERM (CROUPIER_SHUTDOWN_GRACE_MS overrides). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** CROUPIER_SHUTDOWN_GRACE_MS: milliseconds, 0..600000 (a bad value fails the start with a sentence). */
export function shutdownGraceMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CROUPIER_SHUTDOWN_GRACE_MS?.trim();
  if (!raw) return DEFAULT_SHUTDOWN_GRACE_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 600_000)
    throw new Error(
      `Invalid environment: CROUPIER_SHUTDOWN_GRACE_MS must be a whole number of milliseconds, 0 to 600000 (got "${raw}")`,
    );
  return n;
}

/**
 * Counts the HTTP requests in flight and, once shutdown began, answers new ones 503 SHUTTING_DOWN
 * (contract error shape, `Connection: close`) before any of them reaches Next, so no command starts after
 * the signal. A request counts from the moment the handler gets it until its response is finished or
 * its connection closed.
 */
export class ShutdownGate {
  closing = false;
  /** Requests the app was handed since the start, and those whose connection closed before their response was sent. */
  received = 0;
  aborted = 0;
  /** Requests answered 503 SHUTTING_DOWN. */
  refused = 0;
  private readonly inFlight = new Set<http.ServerResponse>();
  private waiters: (() => void)[] = [];

  get count(): number {
    return this.inFlight.size;
  }

  wrap(handler: RequestHandler): RequestHandler {
    return (req, res) => {
      if (this.closing) {
        this.refused++;
        const body = JSON.stringify(
          errorBody(
            new AppError(
              'SHUTTING_DOWN',
              'The server is shutting down; this request was not run. Try again in a moment.',
            ),
          ),
        );
        res.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'close',
          'retry-after': '1',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
        return;
      }
      this.received++;
      this.inFlight.add(res);
      res.once('close', () => {
        if (!res.writableFinished) this.aborted++;
        this.inFlight.delete(res);
        if (this.inFlight.size === 0) for (const w of this.waiters.splice(0)) w();
      });
      return handler(req, res);
    };
  }

  /** Resolves once no request is in flight (at once if none is). */
  drained(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

export interface ShutdownParts {
  server: http.Server;
  gate: ShutdownGate;
  /** Stops the countdown ticker and resolves once a tick in progress is done. */
  stopTicker(): Promise<void>;
  /** Disconnects socket.io clients and closes its engine. */
  closeSockets(): Promise<void>;
  /** Closes Next's own server (caches, watchers). */
  closeApp(): Promise<void>;
  /** Closes the database (Prisma and the pool or the embedded PGlite). */
  closeDatabase(): Promise<void>;
  graceMs: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** Resolves `p`'s outcome, or 'timeout' after `ms`. */
const within = <T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([p, sleep(ms).then(() => 'timeout' as const)]);

/**
 * The graceful shutdown, in order: refuse new requests (503 SHUTTING_DOWN, before they reach Next), take
 * the connections already waiting in the listen queue, stop accepting connections (the listener closes:
 * a new connection is refused), stop the countdown ticker, let requests in
 * flight and a tick in progress finish within `graceMs` (idle keep-alive connections are closed as they
 * go idle; at the deadline every connection is cut), disconnect socket.io, close Next and the database.
 * Resolves with the exit code: 0 when everything in flight finished, 1 when the deadline cut requests.
 */
export async function gracefulShutdown(parts: ShutdownParts, signal: string): Promise<number> {
  const { server, gate, graceMs } = parts;
  const started = Date.now();
  const log = logger.child({ shutdown: signal });
  gate.closing = true;
  // Connections the kernel completed before the signal wait in the listen queue: take them (their requests
  // get 503) before the listener closes, or closing it would reset them unanswered.
  const queued = await drainListenQueue(server);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  log.info(
    { inFlight: gate.count, queued, graceMs },
    'shutdown: stopped accepting connections; finishing requests in flight',
  );
  server.closeIdleConnections();
  const ticker = parts.stopTicker().then(() => log.info('shutdown: countdown ticker stopped'));
  // Keep-alive connections go idle as their responses finish: close them as they do.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  const drained = await within(Promise.all([gate.drained(), ticker]), graceMs);
  clearInterval(sweeper);
  let cut = 0;
  if (drained === 'timeout') {
    cut = gate.count;
    log.error({ cut, graceMs }, 'shutdown: grace period over; cutting the requests still in flight');
    server.closeAllConnections();
  } else {
    log.info({ ms: Date.now() - started }, 'shutdown: requests in flight finished');
    server.closeIdleConnections();
  }
  await within(parts.closeSockets(), 2_000).then((r) =>
    log.info(
      r === 'timeout' ? 'shutdown: socket.io close timed out' : 'shutdown: socket.io closed, clients disconnected',
    ),
  );
  if ((await within(closed, 2_000)) === 'timeout') {
    server.closeAllConnections();
    log.warn('shutdown: connections still open after socket.io closed; cut');
  }
  await within(parts.closeApp(), 2_000).catch((e: unknown) =>
    log.warn({ err: (e as Error).message }, 'shutdown: Next close failed'),
  );
  try {
    if ((await within(parts.closeDatabase(), 5_000)) === 'timeout') log.error('shutdown: database close timed out');
    else log.info('shutdown: database closed');
  } catch (e) {
    log.error({ err: (e as Error).message }, 'shutdown: database close failed');
    return 1;
  }
  const code = cut ? 1 : 0;
  log.info(
    {
      ms: Date.now() - started,
      received: gate.received,
      refused: gate.refused,
      aborted: gate.aborted,
      cut,
      exitCode: code,
    },
    'shutdown: complete',
  );
  return code;
}

/**
 * Lets the event loop accept the connections waiting in the listen queue: returns once a loop turn took no
 * new connection (or after 1 s), with the number taken. Between two `setImmediate`s a poll phase runs, and
 * a poll phase accepts every pending connection.
 */
async function drainListenQueue(server: http.Server): Promise<number> {
  let taken = 0;
  const onConnection = () => void taken++;
  server.on('connection', onConnection);
  const until = Date.now() + 1_000;
  try {
    for (;;) {
      const before = taken;
      await new Promise<void>((r) => setImmediate(r));
      await new Promise<void>((r) => setImmediate(r));
      if (taken === before || Date.now() > until) return taken;
    }
  } finally {
    server.off('connection', onConnection);
  }
}

/** On SIGTERM or SIGINT runs gracefulShutdown once and exits with its code (a later signal is logged and ignored). */
export function exitOnSignals(parts: ShutdownParts): void {
  let running = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) return void logger.warn({ signal }, 'shutdown already in progress');
    running = true;
    // Should a step hang past every bound above, the process still ends.
    setTimeout(() => {
      logger.error('shutdown: did not finish in time; exiting');
      process.exit(1);
    }, parts.graceMs + 15_000).unref();
    gracefulShutdown(parts, signal).then(
      (code) => process.exit(code),
      (e: unknown) => {
        logger.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
