import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Role } from '@/lib/generated/prisma/enums';
import type { Principal } from '@/lib/auth/principal';
import { hashPassword } from '@/lib/auth/password';
import { recordAudit } from '@/lib/audit/record-audit';
import { walletAccountId } from '@/lib/ledger/accounts';
import { debtOf } from '@/lib/ledger/debts';
import { balanceOf } from '@/lib/ledger/post-transaction';
import { userRoom } from '@/lib/realtime/events';
import { disconnectRooms } from '@/lib/realtime/hub';

/** A user as PATCH /api/users/:id answers. */
export interface ChangedUser {
  id: string;
  username: string;
  role: Role;
  disabled: boolean;
}

function requireAdmin(cmd: Command): Principal {
  if (cmd.actor?.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Only an admin does this.');
  return cmd.actor;
}

/**
 * Locks the user row and every enabled ADMIN row (`FOR UPDATE`, in id order), then re-checks that the actor is
 * still an enabled admin. Two admins demoting or disabling each other at once thus run one after the other: the
 * second sees the first's change (READ COMMITTED re-evaluates the locked rows) and is refused, so the studio never
 * ends up without an enabled admin (issue #18 §5). Returns the target row and the ids of the enabled admins.
 */
async function lockForAdminChange(tx: Tx, actorId: string, userId: string) {
  await tx.$queryRawUnsafe(
    `SELECT "id" FROM "User" WHERE ("role" = 'ADMIN' AND NOT "disabled") OR "id" = $1 ORDER BY "id" FOR UPDATE`,
    userId,
  );
  const admins = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id" FROM "User" WHERE "role" = 'ADMIN' AND NOT "disabled"`,
  );
  if (!admins.some((a) => a.id === actorId))
    throw new AppError('FORBIDDEN', 'Only an enabled admin does this (your account changed meanwhile).');
  const user = await tx.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
  return { user, admins: admins.map((a) => a.id) };
}

/** Ends every session and token of the user (same transaction); their sockets are closed after commit. */
async function endCredentials(tx: Tx, userId: string): Promise<{ tokens: number; sessions: number }> {
  const t = await tx.apiToken.deleteMany({ where: { userId } });
  const s = await tx.userSession.deleteMany({ where: { userId } });
  return { tokens: t.count, sessions: s.count };
}

/**
 * `PATCH /api/users/:id {disabled}` (ADMIN): disables or re-enables a user, audited USER_DISABLED / USER_ENABLED
 * `{before, after, ended}`. Disabling ends every session and token of theirs in the same transaction and closes
 * their sockets after it commits. Errors: FORBIDDEN 403, USER_NOT_FOUND 404, CANNOT_DISABLE_SELF 422,
 * LAST_ADMIN 409 (it would leave no enabled admin).
 */
export async function setUserDisabled(cmd: Command, userId: string, disabled: boolean): Promise<ChangedUser> {
  const actor = requireAdmin(cmd);
  if (disabled && actor.id === userId)
    throw new AppError('CANNOT_DISABLE_SELF', 'You cannot disable your own account: ask another admin.');
  const user = await transact(cmd, async (tx) => {
    const { user: before, admins } = await lockForAdminChange(tx, actor.id, userId);
    if (disabled && admins.includes(userId) && admins.length <= 1)
      throw new AppError('LAST_ADMIN', `${before.username} is the last enabled admin.`);
    const u = await tx.user.update({ where: { id: userId }, data: { disabled } });
    const ended = disabled ? await endCredentials(tx, userId) : { tokens: 0, sessions: 0 };
    await recordAudit(tx, {
      actorId: actor.id,
      action: disabled ? 'USER_DISABLED' : 'USER_ENABLED',
      targetType: 'User',
      targetId: userId,
      data: { before: { disabled: before.disabled }, after: { disabled }, ended },
    });
    return { id: u.id, username: u.username, role: u.role, disabled: u.disabled };
  });
  if (disabled) disconnectRooms([userRoom(userId)]);
  return user;
}

/** Why a player cannot leave the PLAYER role yet (their money or play would be stranded), or null. */
async function playerBlocker(tx: Tx, userId: string): Promise<{ reason: string; message: string } | null> {
  const [row] = await tx.$queryRawUnsafe<{ open: bigint; seats: bigint }[]>(
    `SELECT (SELECT COUNT(*) FROM "Bet" WHERE "userId" = $1 AND "status" = 'OPEN') AS open,
            (SELECT COUNT(*) FROM "Seat" WHERE "userId" = $1) AS seats`,
    userId,
  );
  const balance = await balanceOf(tx, walletAccountId(userId));
  if (balance > 0)
    return { reason: 'BALANCE', message: `The wallet holds ${balance} cents: withdraw it before changing the role.` };
  const debt = await debtOf(tx, userId);
  if (debt > 0) return { reason: 'DEBT', message: `The player owes ${debt} cents: settle the debt first.` };
  if (Number(row?.open ?? 0) > 0)
    return { reason: 'IN_PLAY', message: 'The player has bets in play: wait until their rounds are settled.' };
  if (Number(row?.seats ?? 0) > 0)
    return { reason: 'SEATED', message: 'The player sits at a table: they leave the seat first.' };
  return null;
}

/**
 * `PATCH /api/users/:id {role}` (ADMIN): changes a user's role (issue #18 §5), audited USER_ROLE_CHANGED
 * `{before, after, ended}`; every session and token of the user ends (their next request signs in anew with the
 * new role) and their sockets close. The same role: 200, nothing changed, nothing audited.
 * A new PLAYER gets a wallet if they have none. A PLAYER keeps the role while their wallet holds money, they owe,
 * have bets in play or sit at a table; a DEALER while on shift (ROLE_CHANGE_BLOCKED 409, `params.reason`
 * BALANCE | DEBT | IN_PLAY | SEATED | ON_SHIFT).
 * Errors: FORBIDDEN 403, USER_NOT_FOUND 404, CANNOT_CHANGE_SELF 409, LAST_ADMIN 409, ROLE_CHANGE_BLOCKED 409.
 */
export async function changeUserRole(cmd: Command, userId: string, role: Role): Promise<ChangedUser> {
  const actor = requireAdmin(cmd);
  if (actor.id === userId)
    throw new AppError('CANNOT_CHANGE_SELF', 'You cannot change your own role: ask another admin.');
  let changed = false;
  const user = await transact(cmd, async (tx) => {
    const { user: before, admins } = await lockForAdminChange(tx, actor.id, userId);
    const view = (u: typeof before): ChangedUser => ({
      id: u.id,
      username: u.username,
      role: u.role,
      disabled: u.disabled,
    });
    if (before.role === role) return view(before);
    if (before.role === 'ADMIN' && admins.includes(userId) && admins.length <= 1)
      throw new AppError('LAST_ADMIN', `${before.username} is the last enabled admin.`);
    if (before.role === 'PLAYER') {
      const blocked = await playerBlocker(tx, userId);
      if (blocked) throw new AppError('ROLE_CHANGE_BLOCKED', blocked.message).with({ reason: blocked.reason });
    }
    if (before.role === 'DEALER') {
      const open = await tx.dealerShift.count({ where: { dealerId: userId, endedAt: null } });
      if (open)
        throw new AppError(
          'ROLE_CHANGE_BLOCKED',
          `${before.username} is on shift: end the shift (pit, Shifts) before changing the role.`,
        ).with({ reason: 'ON_SHIFT' });
    }
    if (role === 'PLAYER')
      await tx.$executeRawUnsafe(
        `INSERT INTO "LedgerAccount" ("id","kind","userId") VALUES ($1, 'WALLET', $2) ON CONFLICT DO NOTHING`,
        walletAccountId(userId),
        userId,
      );
    const u = await tx.user.update({ where: { id: userId }, data: { role } });
    const ended = await endCredentials(tx, userId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'USER_ROLE_CHANGED',
      targetType: 'User',
      targetId: userId,
      data: { before: { role: before.role }, after: { role }, ended },
    });
    changed = true;
    return view(u);
  });
  if (changed) disconnectRooms([userRoom(userId)]);
  return user;
}

/**
 * `POST /api/users/:id/password {password}` (ADMIN): sets a new password (argon2id hash), audited
 * USER_PASSWORD_RESET `{ended}` (never the password or its hash). Every session and token of the user ends and
 * their sockets close: the old password and the old credentials stop working at once, the new password signs in.
 * An admin may reset their own (and is signed out by it). Errors: FORBIDDEN 403, USER_NOT_FOUND 404.
 */
export async function resetPassword(
  cmd: Command,
  userId: string,
  password: string,
): Promise<{ id: string; username: string; ended: { tokens: number; sessions: number } }> {
  const actor = requireAdmin(cmd);
  const passwordHash = await hashPassword(password);
  const r = await transact(cmd, async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    const ended = await endCredentials(tx, userId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'USER_PASSWORD_RESET',
      targetType: 'User',
      targetId: userId,
      data: { ended },
    });
    return { id: user.id, username: user.username, ended };
  });
  disconnectRooms([userRoom(userId)]);
  return r;
}
