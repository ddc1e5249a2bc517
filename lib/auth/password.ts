import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hash as argon2Hash, verify as argon2Verify, type Options as Argon2Options } from '@node-rs/argon2';

const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * Password hashing parameters: argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane;
 * Password Storage Cheat Sheet). About 15-20 ms per hash on one core here, cheaper than the scrypt N=2^14
 * it replaces (about 45 ms) while memory-hard at 19 MiB; scrypt at N=2^17 would need 128 MiB and about
 * half a second per hash, too much for a sign-in burst and for test suites that create hundreds of users.
 */
export const ARGON2_PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id */,
  version: 1 /* Version.V0x13 */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Argon2Options;

/** The PHC prefix every current hash starts with; anything else is re-hashed on the next successful sign-in. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

/** Hashes a password with argon2id (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, PHC format). */
export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), ARGON2_PARAMS);
}

/**
 * Checks a password against a stored hash: argon2id (current) or the older `scrypt$N$r$p$<salt>$<hash>`
 * (still accepted; see needsRehash). Constant-time comparison. Malformed hashes never match.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const pw = password.normalize('NFKC');
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, pw);
    } catch {
      return false;
    }
  }
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await scrypt(pw, Buffer.from(saltB64, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 256 * 1024 * 1024,
    });
    return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** True when a stored hash is not argon2id with the current parameters (an old scrypt hash, say). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies `password` against a throw-away hash with the current parameters and returns false: used for an
 * unknown or disabled user, so that answer takes as long as a wrong password for a real one.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword(crypto.randomBytes(18).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}
