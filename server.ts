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
import { startSocketServer } from '@/lib/realtime/socket-server';
import { closeExpiredRounds } from '@/lib/rounds/close-round';
import { expireDecisions } from '@/lib/rounds/expire-decisions';
import { logger } from '@/lib/log';

export async function startServer(opts: { dev: boolean; port?: number; hostname?: string }): Promise<http.Server> {
  const cfg = config();
  const port = opts.port ?? cfg.PORT;
  process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  const applied = await migrate(database());
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const app = next({ dev: opts.dev, port, hostname: opts.hostname ?? 'localhost', dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => void handle(req, res));
  startSocketServer(server);
  // The betting countdown: close rounds whose time is up, by server time (RULES.md §C-4).
  let ticking = false;
  const ticker = setInterval(() => {
    if (ticking) return;
    ticking = true;
    closeExpiredRounds()
      .then(() => expireDecisions())
      .catch((e: unknown) => logger.error({ err: e }, 'countdown ticker failed'))
      .finally(() => {
        ticking = false;
      });
  }, 500);
  server.on('close', () => clearInterval(ticker));
  await new Promise<void>((resolve) => server.listen(port, opts.hostname ?? '0.0.0.0', resolve));
  return server;
}

const isMain = process.argv[1] && /server\.ts$/.test(process.argv[1]);
if (isMain) {
  startServer({ dev: process.argv.includes('--dev') })
    .then(() => logger.info(`Croupier on http://localhost:${config().PORT} (${database().backend.label})`))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
