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
