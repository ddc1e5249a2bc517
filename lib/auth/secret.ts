import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '@/lib/config';

/**
 * The secret that signs session cookies: `NEXTAUTH_SECRET`, or one generated on first start and kept in
 * `<CROUPIER_DATA_DIR>/auth-secret` (so sessions survive restarts on a demo machine).
 */
export function authSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(config().dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/**
 * Several nodes (issue #16 §3: `REDIS_URL` with a shared `DATABASE_URL`) must sign session cookies with one
 * secret, or a cookie issued by node A is refused by node B: each node would generate its own `auth-secret` in
 * its own data folder. Such a start without `NEXTAUTH_SECRET` is refused (a sentence naming the variable);
 * one node (no `REDIS_URL`, or the embedded database) may keep the generated secret.
 * @returns the problem, or null when there is none.
 */
export function sharedSecretProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (!env.REDIS_URL?.trim() || !env.DATABASE_URL?.trim() || env.NEXTAUTH_SECRET) return null;
  return (
    'NEXTAUTH_SECRET is not set while REDIS_URL and DATABASE_URL are (several nodes): every node must sign the ' +
    'session cookies with the same secret, or a session from one node is refused by another. Set the same ' +
    'NEXTAUTH_SECRET on every node (openssl rand -base64 48); see README.md, "Running several nodes".'
  );
}
