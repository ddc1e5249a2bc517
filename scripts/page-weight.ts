/**
 * `npm run weight`: the gzip KiB of JavaScript each page loads on its first load (issue #16 §5: the player's
 * table page at most 200 KiB), measured in Chromium against the built app (build it first: `next build`,
 * with the same NEXT_DIST_DIR). Starts the app on WEIGHT_PORT (default 3531) with its own fresh embedded
 * database (WEIGHT_DATA_DIR, default /tmp/weight-data) and the demo studio, signs in as the demo player, pit
 * boss and dealer, and opens the lobby and every demo table's player, pit statistics and dealer pages, each
 * in a fresh browser context (empty cache). What counts as a first load: e2e/support/page-weight.ts.
 * `--url http://host:port` measures a server that is already running (with the demo accounts) instead.
 * Exits 1 when a table's player or pit statistics page is over WEIGHT_BUDGET_KIB (default 200).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORDS, DEMO_PLAYERS } from '@/lib/seed/seed-studio';
import { measureFirstLoad, signInState, weightLine, type PageWeight } from '../e2e/support/page-weight';

const SERVE = '--serve';

/** The player's table is drawn: its limits (the body renders once the game's pack is loaded). */
const PLAYER_READY = '[data-testid=table-limits]';
/** The pit's statistics of a table are drawn (the game's pack loaded). */
const PIT_STATS_READY = '[data-testid=table-stats-body], [data-testid=table-stats] h1';
/** The dealer console is drawn and takes keys. */
const DEALER_READY = '[data-testid=card-input]';

if (process.argv.includes(SERVE)) {
  // The child: migrate, seed the demo studio, serve the build (no build step: npm start would rebuild it).
  const { database } = await import('@/lib/db');
  const { migrate } = await import('@/lib/db/migrate');
  const { seedStudio } = await import('@/lib/seed/seed-studio');
  await migrate(database());
  await seedStudio({ demo: true });
  const { startServer } = await import('../server');
  await startServer({ dev: false });
  console.log('weight server ready');
} else {
  await main();
}

async function waitHealthy(base: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not answer /api/health within ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  const urlArg = process.argv.indexOf('--url');
  const budget = Number(process.env.WEIGHT_BUDGET_KIB ?? 200);
  let base: string;
  let child: ChildProcess | null = null;
  if (urlArg > 0 && process.argv[urlArg + 1]) {
    base = process.argv[urlArg + 1]!.replace(/\/$/, '');
  } else {
    const port = Number(process.env.WEIGHT_PORT ?? 3531);
    const dataDir = process.env.WEIGHT_DATA_DIR ?? '/tmp/weight-data';
    const distDir = process.env.NEXT_DIST_DIR ?? '.next';
    if (!fs.existsSync(`${distDir}/BUILD_ID`)) {
      console.error(`No build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first.`);
      process.exit(1);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    base = `http://localhost:${port}`;
    // The embedded database only: a DATABASE_URL of the shell must not be seeded with the demo studio.
    const env = { ...process.env };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/page-weight.ts', SERVE], {
      env: {
        ...env,
        PORT: String(port),
        CROUPIER_DATA_DIR: dataDir,
        NEXT_DIST_DIR: distDir,
        NEXTAUTH_URL: base,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
  }
  const stop = () => {
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
  };
  process.on('exit', stop);
  let over = 0;
  try {
    await waitHealthy(base, child, 300_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    });
    const fresh = () => browser.newContext({ baseURL: base });
    const player = await signInState(fresh, { username: DEMO_PLAYERS[0], password: DEMO_PASSWORDS.PLAYER });
    const pit = await signInState(fresh, { username: 'pit', password: DEMO_PASSWORDS.PIT_BOSS });
    const dealer = await signInState(fresh, { username: 'dealer', password: DEMO_PASSWORDS.DEALER });

    const tokenRes = await fetch(`${base}/api/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'pit', password: DEMO_PASSWORDS.PIT_BOSS }),
    });
    const { token } = (await tokenRes.json()) as { token: string };
    const tablesRes = await fetch(`${base}/api/tables`, { headers: { authorization: `Bearer ${token}` } });
    const tables = (await tablesRes.json()) as { id: string; name: string }[];

    const measure = async (
      state: Awaited<ReturnType<typeof signInState>>,
      path: string,
      ready: string,
    ): Promise<PageWeight> => {
      const ctx = await browser.newContext({ baseURL: base, storageState: state });
      try {
        return await measureFirstLoad(ctx, path, { ready });
      } finally {
        await ctx.close();
      }
    };
    const rows: { label: string; w: PageWeight; budgeted: boolean }[] = [];
    const row = (label: string, w: PageWeight, budgeted: boolean) => {
      rows.push({ label, w, budgeted });
      const flag = budgeted && w.gzipKiB > budget ? `  OVER ${budget} KiB` : '';
      console.log(weightLine(label, w) + flag);
      if (budgeted && w.gzipKiB > budget) over++;
    };
    console.log(`First-load JavaScript per page (budget ${budget} KiB gzip for the table pages), ${base}\n`);
    row('/play (lobby)', await measure(player, '/play', '[data-testid=lobby-tables]'), false);
    for (const t of tables)
      row(`/play/[tableId] ${t.name}`, await measure(player, `/play/${t.id}`, PLAYER_READY), true);
    for (const t of tables)
      row(`/pit/tables/[id] ${t.name}`, await measure(pit, `/pit/tables/${t.id}`, PIT_STATS_READY), true);
    row('/pit (overview)', await measure(pit, '/pit', 'main'), false);
    row('/dealer (tables)', await measure(dealer, '/dealer', 'main'), false);
    for (const t of tables)
      row(`/dealer/[tableId] ${t.name}`, await measure(dealer, `/dealer/${t.id}`, DEALER_READY), false);
    if (process.env.WEIGHT_VERBOSE) {
      for (const r of rows) {
        console.log(`\n${r.label}`);
        for (const s of [...r.w.scripts].sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)}  ${new URL(s.url).pathname}`);
      }
    }
    await browser.close();
  } finally {
    stop();
  }
  if (over) {
    console.error(`\n${over} page(s) over ${budget} KiB gzip.`);
    process.exit(1);
  }
  process.exit(0);
}
