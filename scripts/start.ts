/**
 * `npm start`: migrate, seed an empty database with the demo studio (CROUPIER_SEED=admin for the admin
 * only), build the Next.js app if it is missing or older than the sources, then serve the app, the API and
 * socket.io on PORT (default 3000). Prints the URL and the demo accounts.
 * `npm run dev` (`--dev`): the same database steps, then Next in development mode (no build, hot reload).
 * `--no-build`: never build (serve the existing build of NEXT_DIST_DIR / .next).
 * Several nodes started at once on one Postgres migrate once and seed once (both under advisory locks:
 * lib/db/migrate.ts, lib/seed/seed-studio.ts); the others find the work done.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '@/lib/config';
import { database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { seedStudio, DEMO_PASSWORDS, DEMO_PLAYERS } from '@/lib/seed/seed-studio';
import { assertProductionReady, isProductionStart, StartRefused } from '@/lib/config-checks';
import { sharedSecretProblem } from '@/lib/auth/secret';

function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'generated') continue;
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild(): boolean {
  // The build folder Next uses (next.config.js: NEXT_DIST_DIR, else .next).
  const id = path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  if (!fs.existsSync(id)) return true;
  const built = fs.statSync(id).mtimeMs;
  return ['app', 'components', 'lib', 'next.config.js', 'package.json'].some((p) => {
    const full = path.resolve(p);
    return (
      fs.existsSync(full) && (fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs) > built
    );
  });
}

// A production start (NODE_ENV=production with DATABASE_URL) refuses demo passwords and missing auth variables
// before touching the database, and seeds only the admin; the embedded demo start needs none of this.
function refuse(e: unknown): never {
  if (!(e instanceof StartRefused)) throw e;
  console.error(e.message);
  process.exit(1);
}
try {
  assertProductionReady();
  // Several nodes (REDIS_URL with DATABASE_URL) sign sessions with one NEXTAUTH_SECRET (lib/auth/secret.ts).
  const unshared = sharedSecretProblem();
  if (unshared) throw new StartRefused(`Croupier will not start:\n  - ${unshared}\n`);
} catch (e) {
  refuse(e);
}
const cfg = config();
const db = database();
await migrate(db).catch((e: unknown) => {
  // The server of DATABASE_URL answers, but not as configured (no such database, role or password), or not at all.
  const x = e as { code?: string; message?: string };
  const known: Record<string, string> = {
    '3D000': 'the database does not exist: create it first (createdb, or CREATE DATABASE)',
    '28000': 'the role may not sign in',
    '28P01': 'the password was refused',
    ECONNREFUSED: 'no database server answers there',
  };
  const why = x?.code ? known[x.code] : undefined;
  if (why) refuse(new StartRefused(`Croupier will not start:\n  - DATABASE_URL: ${why} (${x.message ?? x.code})\n`));
  throw e;
});
// Read before Next starts: Next sets NODE_ENV=production in its own process.env while it boots.
const production = isProductionStart();
const demo = process.env.CROUPIER_SEED !== 'admin' && !production;
const seeded = await seedStudio({ demo });

const dev = process.argv.includes('--dev');
// `--no-build`: serve the build that is there (an image built once, several nodes started from it, the e2e).
if (!dev && !process.argv.includes('--no-build') && needsBuild()) {
  console.log('Building the app (next build), once...');
  const r = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { startServer } = await import('../server');
await startServer({ dev }).catch(refuse);
const url = `http://localhost:${cfg.PORT}`;
console.log(`\nCroupier is running on ${url}  (${db.backend.label})\n`);
if (production) {
  // Production: no demo accounts, and no password in the log.
  if (seeded.length)
    console.log(`Seeded the admin ${cfg.CROUPIER_ADMIN_USERNAME} (password: CROUPIER_ADMIN_PASSWORD).`);
} else if (!demo) {
  // CROUPIER_SEED=admin: the admin only, no demo accounts to name.
  console.log(
    seeded.length
      ? `Seeded the admin only: ${cfg.CROUPIER_ADMIN_USERNAME} / ${cfg.CROUPIER_ADMIN_PASSWORD}`
      : `The admin: ${cfg.CROUPIER_ADMIN_USERNAME} (CROUPIER_ADMIN_PASSWORD)`,
  );
} else {
  console.log(
    seeded.length ? 'Seeded a new studio. Accounts:' : 'Demo accounts (if this database was seeded by Croupier):',
  );
  console.log(
    `  ADMIN     ${cfg.CROUPIER_ADMIN_USERNAME} / ${seeded.length ? cfg.CROUPIER_ADMIN_PASSWORD : '(CROUPIER_ADMIN_PASSWORD)'}`,
  );
  console.log(`  PIT_BOSS  pit, pit2 / ${DEMO_PASSWORDS.PIT_BOSS}   (two: a correction needs a second approver)`);
  console.log(
    `  DEALER    dealer, dealer2 / ${DEMO_PASSWORDS.DEALER}   (dealer2: allowed at every table, not signed in)`,
  );
  console.log(`  PLAYER    ${DEMO_PLAYERS.join(', ')} / ${DEMO_PASSWORDS.PLAYER}`);
}
console.log(`\n  Sign in at ${url}/login — dealer console /dealer, player view /play, pit /pit, admin /admin.\n`);
