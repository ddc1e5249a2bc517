import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Role } from '@/lib/generated/prisma/enums';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from '@/lib/auth/password';
import { signInLimits } from '@/lib/auth/sign-in-limits';
import { logger } from '@/lib/log';

export interface SignedInUser {
  id: string;
  username: string;
  role: Role;
}

/**
 * The one credential check (POST /api/tokens and next-auth's credentials sign-in):
 * 1. refused before anything else while a failed-sign-in limit blocks this username or address
 *    (TOO_MANY_ATTEMPTS 429, `Retry-After` seconds; the password is not looked at); the username's points
 *    are reserved before the check, so concurrent guesses cannot outrun the limit (lib/auth/sign-in-limits.ts);
 * 2. an unknown or disabled user costs a password verification too (a throw-away hash), so the answer
 *    takes as long as a wrong password and does not tell which usernames exist;
 * 3. a failure is counted (INVALID_CREDENTIALS 401); a success clears the username + address counter and
 *    re-hashes a password stored with older parameters (an old scrypt hash becomes argon2id).
 */
export async function checkCredentials(input: {
  username: string;
  password: string;
  clientAddress: string;
}): Promise<SignedInUser> {
  const { username, password, clientAddress } = input;
  const { wait, attempt } = await signInLimits().begin(username, clientAddress);
  if (!attempt) {
    throw new AppError('TOO_MANY_ATTEMPTS', `Too many failed sign-ins; try again in ${wait} s.`, undefined, {
      'retry-after': String(wait),
    });
  }
  let user: (SignedInUser & { passwordHash: string }) | null = null;
  try {
    const row = await db().user.findUnique({ where: { username } });
    if (row && !row.disabled ? await verifyPassword(password, row.passwordHash) : await verifyDummyPassword(password))
      user = row;
  } finally {
    // Also when the lookup throws: the reserved points then count as a failure rather than linger.
    await attempt.end(user !== null);
  }
  if (!user) throw new AppError('INVALID_CREDENTIALS', 'Unknown username or wrong password.');
  if (needsRehash(user.passwordHash)) {
    // Only if the hash is still the one just verified (a concurrent password change wins).
    const fresh = await hashPassword(password);
    const { count } = await db().user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: fresh },
    });
    if (count) logger.info({ userId: user.id }, 'password re-hashed with the current parameters');
  }
  return { id: user.id, username: user.username, role: user.role };
}
