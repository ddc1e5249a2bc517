import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/croupier-e2e-${process.pid}`;

// The embedded databases of earlier runs whose runner is gone (a run's own is removed before its server starts, and
// kept after it for a look): a folder named after a live process is another run's, left alone.
for (const name of fs.existsSync('/tmp') ? fs.readdirSync('/tmp') : []) {
  const pid = Number(/^croupier-e2e-(\d+)$/.exec(name)?.[1]);
  if (!pid || pid === process.pid) continue;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') fs.rmSync(`/tmp/${name}`, { recursive: true, force: true });
  }
}

/**
 * End-to-end tests: real Chromium (Debian's /usr/bin/chromium; CHROMIUM_PATH overrides) against the real
 * server (`npm start`: Next + socket.io + a fresh embedded database, or E2E_DATABASE_URL for Postgres).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 300_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      CROUPIER_DATA_DIR: dataDir,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      NEXTAUTH_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
    },
  },
});
