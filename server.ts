/**
 * Croupier's custom Node server: Next.js (App Router pages and /api) and socket.io on one port.
 * `tsx server.ts` (production build in .next) or `tsx server.ts --dev`. `npm start` (scripts/start.ts)
 * migrates, seeds the demo studio on an empty database, builds if needed, then runs this.
 */
import http from 'node:http';
import next from 'next';
import { config } from '@/lib/config';
import { database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { startSocketServer, stopSocketServer } from '@/lib/realtime/socket-server';
import { startTicker } from '@/lib/realtime/ticker';
import { sharedSecretProblem } from '@/lib/auth/secret';
import { apiHeaders, servedOverHttps } from '@/lib/http/security';
import { stampClientAddress } from '@/lib/http/client-address';
import { requestLog } from '@/lib/http/request-log';
import { jsonMethodNotAllowed } from '@/lib/http/method-not-allowed';
import { retentionProblem, runRetention } from '@/lib/ops/retention';
import { assertNoDemoAccounts, assertProductionReady, StartRefused } from '@/lib/config-checks';
import { closeExpiredRounds } from '@/lib/rounds/close-round';
import { expireDecisions } from '@/lib/rounds/expire-decisions';
import { logger } from '@/lib/log';
import { exitOnSignals, ShutdownGate, shutdownGraceMs } from '@/lib/http/shutdown';

export async function startServer(opts: { dev: boolean; port?: number; hostname?: string }): Promise<http.Server> {
  const cfg = config();
  const port = opts.port ?? cfg.PORT;
  // NODE_ENV=production with DATABASE_URL: no demo passwords, NEXTAUTH_SECRET / NEXTAUTH_URL set (lib/config-checks.ts).
  assertProductionReady();
  // Several nodes (REDIS_URL with DATABASE_URL) sign sessions with one NEXTAUTH_SECRET (lib/auth/secret.ts).
  const unshared = sharedSecretProblem();
  if (unshared) throw new StartRefused(`Croupier will not start:\n  - ${unshared}\n`);
  // A retention setting that is not a positive number refuses the start rather than fail every run (lib/ops/retention.ts).
  const badRetention = retentionProblem();
  if (badRetention) throw new StartRefused(`Croupier will not start:\n  - ${badRetention}\n`);
  process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  const applied = await migrate(database());
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await assertNoDemoAccounts();
  const app = next({ dev: opts.dev, port, hostname: opts.hostname ?? 'localhost', dir: process.cwd() });
  await app.prepare();
  // SIGTERM/SIGINT: drain, then exit (lib/http/shutdown.ts); the gate counts requests in flight and answers 503 after the signal.
  const graceMs = shutdownGraceMs();
  const gate = new ShutdownGate();
  const handle = gate.wrap(app.getRequestHandler());
  // The client's address for the sign-in limits: stamped here (x-croupier-client-ip), any client copy removed.
  // Then a log line per request with its id (lib/http/request-log.ts: X-Request-Id if sane, else generated; echoed).
  const logRequest = requestLog();
  const server = http.createServer((req, res) => {
    stampClientAddress(req);
    logRequest(req, res);
    jsonMethodNotAllowed(req, res);
    void handle(req, res);
  });
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client that reuses its pooled connection just
  // as the server drops it gets ECONNRESET (seen in the e2e after a 15 s decision timer); 65 s outlasts the usual
  // idle pools and load balancers (60 s). Shutdown closes idle connections itself (lib/http/shutdown.ts).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const io = startSocketServer(server);
  // Security headers on the answers Next's proxy.ts never sees: socket.io's (its listener runs before Next's) and static files.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!/^\/(socket\.io|_next\/static|_next\/image)\//.test(req.url ?? '')) return;
    const get = (n: string) => [req.headers[n]].flat()[0];
    for (const [k, v] of Object.entries(
      apiHeaders(servedOverHttps({ get }, 'encrypted' in req.socket && !!req.socket.encrypted)),
    ))
      res.setHeader(k, v);
  });
  // The periodic jobs, on one node at a time (the leader, lib/realtime/ticker.ts): the betting countdown closes
  // rounds whose time is up, by server time (RULES.md §C-4); decision timers apply their default (§C-7).
  const ticker = startTicker({
    jobs: [
      { name: 'close-expired-rounds', everyMs: 500, run: () => closeExpiredRounds() },
      { name: 'expire-decisions', everyMs: 500, run: () => expireDecisions() },
      // Old idempotency keys and table events (lib/ops/retention.ts; README "Operations").
      { name: 'retention', everyMs: 10 * 60_000, run: () => runRetention() },
    ],
  });
  server.on('close', () => void ticker.stop());
  await new Promise<void>((resolve) => server.listen(port, opts.hostname ?? '0.0.0.0', resolve));
  exitOnSignals({
    server,
    gate,
    graceMs,
    stopTicker: () => ticker.stop(),
    closeSockets: () => stopSocketServer(io),
    closeApp: () => app.close(),
    closeDatabase: () => database().close(),
  });
  return server;
}

const isMain = process.argv[1] && /server\.ts$/.test(process.argv[1]);
if (isMain) {
  startServer({ dev: process.argv.includes('--dev') })
    .then(() => logger.info(`Croupier on http://localhost:${config().PORT} (${database().backend.label})`))
    .catch((e: unknown) => {
      console.error(e instanceof StartRefused ? e.message : e);
      process.exit(1);
    });
}
