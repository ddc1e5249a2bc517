import crypto from 'node:crypto';
import type { Command } from '@/lib/command';
import { isUniqueViolation, transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Role } from '@/lib/generated/prisma/enums';
import { hashPassword } from '@/lib/auth/password';
import { checkCredentials } from '@/lib/auth/sign-in';
import { UNKNOWN_ADDRESS } from '@/lib/http/client-address';
import { tokenHash } from '@/lib/auth/principal';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/auth/sessions';
import { recordAudit } from '@/lib/audit/record-audit';
import { CASHIER_ACCOUNT_ID, walletAccountId } from '@/lib/ledger/accounts';
import { debtOf } from '@/lib/ledger/debts';
import { balanceOf } from '@/lib/ledger/post-transaction';

export interface UserView {
  id: string;
  username: string;
  role: Role;
  balance?: number;
}

/** Creates a user and, for a PLAYER, their wallet, inside the caller's transaction. */
export async function insertUser(
  tx: Tx,
  input: { username: string; password: string; role: Role; displayName?: string },
): Promise<UserView> {
  const clash = await tx.user.findUnique({ where: { username: input.username } });
  if (clash) throw new AppError('USERNAME_TAKEN', `The username "${input.username}" is taken.`);
  const user = await tx.user.create({
    data: {
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      displayName: input.displayName ?? null,
    },
  });
  if (user.role === 'PLAYER')
    await tx.ledgerAccount.create({ data: { id: walletAccountId(user.id), kind: 'WALLET', userId: user.id } });
  return { id: user.id, username: user.username, role: user.role };
}

/**
 * Creates a user (ADMIN). Passwords are stored as argon2id hashes (lib/auth/password.ts).
 * Errors: FORBIDDEN 403, USERNAME_TAKEN 409.
 */
export async function createUser(
  cmd: Command,
  input: { username: string; password: string; role: Role; displayName?: string },
): Promise<UserView> {
  if (cmd.actor?.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Only an admin creates users.');
  try {
    return await transact(cmd, async (tx) => {
      const u = await insertUser(tx, input);
      await recordAudit(tx, {
        actorId: cmd.actor?.id,
        action: 'USER_CREATED',
        targetType: 'User',
        targetId: u.id,
        data: { username: u.username, role: u.role },
      });
      return u;
    });
  } catch (e) {
    // Two creations racing for one username: the unique index decides; the loser gets the same 409.
    if (isUniqueViolation(e)) throw new AppError('USERNAME_TAKEN', `The username "${input.username}" is taken.`);
    throw e;
  }
}

/** Makes sure the studio's cashier account exists (the other side of every deposit). */
export async function ensureCashier(tx: Tx): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO "LedgerAccount" ("id","kind") VALUES ($1, 'CASHIER') ON CONFLICT ("id") DO NOTHING`,
    CASHIER_ACCOUNT_ID,
  );
}

/**
 * Issues a bearer token for headless clients (`POST /api/tokens`), valid 12 hours. Only its sha256 is stored.
 * The credentials go through the sign-in check (lib/auth/sign-in.ts: failed-attempt limits, same time for
 * an unknown user, re-hash of old hashes). Errors: INVALID_CREDENTIALS 401, TOO_MANY_ATTEMPTS 429.
 */
export async function issueToken(
  username: string,
  password: string,
  clientAddress = UNKNOWN_ADDRESS,
): Promise<{ token: string; role: Role; expiresAt: string; userId: string }> {
  const user = await checkCredentials({ username, password, clientAddress });
  const token = `crp_${crypto.randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db().apiToken.create({ data: { userId: user.id, tokenHash: tokenHash(token), expiresAt } });
  return { token, role: user.role, expiresAt: expiresAt.toISOString(), userId: user.id };
}

/**
 * `GET /api/me`: `{id, username, role, balance, debt}`; balance in cents (0 for staff, who have no wallet); `debt` what
 * the player owes after a correction took more than their wallet held (issue #18 §2), cents, 0 when nothing.
 */
export async function getMe(
  userId: string,
): Promise<UserView & { balance: number; debt: number; locale: string | null }> {
  const user = await db().user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    balance: await balanceOf(db(), walletAccountId(user.id)),
    debt: await debtOf(db(), user.id),
    locale: user.locale,
  };
}

/** Users with their display names, balances and debts (issue #18 §2), cents (ADMIN, PIT_BOSS), by username. */
export async function listUsers(): Promise<
  (UserView & { displayName: string | null; balance: number; debt: number; disabled: boolean })[]
> {
  const users = await db().user.findMany({
    orderBy: { username: 'asc' },
    include: { account: { select: { balance: true } }, debtAccount: { select: { balance: true } } },
  });
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    role: u.role,
    displayName: u.displayName,
    disabled: u.disabled,
    balance: Number(u.account?.balance ?? 0),
    debt: 0 - Number(u.debtAccount?.balance ?? 0),
  }));
}
