import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Principal } from '@/lib/auth/principal';
import { recordAudit } from '@/lib/audit/record-audit';
import { credentialRoom } from '@/lib/realtime/events';
import { disconnectRooms } from '@/lib/realtime/hub';

/** How long a browser session and a bearer token live (12 hours), whatever the cookie says. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Starts a server-side browser session for `userId` (at next-auth sign-in); its id goes into the JWT as `sid`. */
export async function startSession(userId: string): Promise<string> {
  // Expired rows of this user go at the same time, so the table does not grow with every sign-in.
  await db().userSession.deleteMany({ where: { userId, expiresAt: { lte: new Date() } } });
  const row = await db().userSession.create({
    data: { userId, expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) },
  });
  return row.id;
}

/** Ends one browser session (sign-out) and closes the sockets opened with it. Unknown ids are a no-op. */
export async function endSession(sessionId: string): Promise<void> {
  await db().userSession.deleteMany({ where: { id: sessionId } });
  disconnectRooms([credentialRoom(sessionId)]);
}

/** A credential of a user as an admin sees it: a bearer token or a browser session (no secret in it). */
export interface CredentialView {
  id: string;
  kind: 'TOKEN' | 'SESSION';
  createdAt: string;
  expiresAt: string;
}

/**
 * `DELETE /api/tokens/current`: ends the credential this request came with — the bearer token, or the
 * browser session of the cookie — and closes the sockets opened with it.
 */
export async function revokeCurrentCredential(p: Principal): Promise<{ revoked: 'TOKEN' | 'SESSION' }> {
  const c = p.credential;
  if (!c) throw new AppError('UNAUTHENTICATED', 'This request carries no revocable credential.');
  if (c.kind === 'TOKEN') await db().apiToken.deleteMany({ where: { id: c.id, userId: p.id } });
  else await db().userSession.deleteMany({ where: { id: c.id, userId: p.id } });
  disconnectRooms([credentialRoom(c.id)]);
  return { revoked: c.kind };
}

async function userOrThrow(client: Tx, userId: string) {
  const user = await client.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
  return user;
}

/** `GET /api/users/:id/tokens` (ADMIN): the user's live bearer tokens and browser sessions, newest first. */
export async function listCredentials(userId: string): Promise<{ items: CredentialView[] }> {
  await userOrThrow(db(), userId);
  const now = new Date();
  const [tokens, sessions] = await Promise.all([
    db().apiToken.findMany({
      where: { userId, expiresAt: { gt: now } },
      select: { id: true, createdAt: true, expiresAt: true },
    }),
    db().userSession.findMany({
      where: { userId, expiresAt: { gt: now } },
      select: { id: true, createdAt: true, expiresAt: true },
    }),
  ]);
  const items: CredentialView[] = [
    ...tokens.map((t) => ({
      id: t.id,
      kind: 'TOKEN' as const,
      createdAt: t.createdAt.toISOString(),
      expiresAt: t.expiresAt.toISOString(),
    })),
    ...sessions.map((s) => ({
      id: s.id,
      kind: 'SESSION' as const,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  return { items };
}

/**
 * `DELETE /api/users/:id/tokens/:tokenId` (ADMIN): revokes one token or session of that user, audited,
 * and closes its sockets. Errors: USER_NOT_FOUND 404, TOKEN_NOT_FOUND 404 (also another user's credential).
 */
export async function revokeCredential(
  cmd: Command,
  userId: string,
  credentialId: string,
): Promise<{ revoked: 'TOKEN' | 'SESSION' }> {
  const actor = requireAdmin(cmd);
  const revoked = await transact(cmd, async (tx) => {
    await userOrThrow(tx, userId);
    const t = await tx.apiToken.deleteMany({ where: { id: credentialId, userId } });
    const s = t.count ? { count: 0 } : await tx.userSession.deleteMany({ where: { id: credentialId, userId } });
    if (!t.count && !s.count)
      throw new AppError('TOKEN_NOT_FOUND', `User ${userId} has no token or session ${credentialId}.`);
    const kind = t.count ? ('TOKEN' as const) : ('SESSION' as const);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'CREDENTIAL_REVOKED',
      targetType: 'User',
      targetId: userId,
      data: { credentialId, kind },
    });
    return { revoked: kind };
  });
  disconnectRooms([credentialRoom(credentialId)]);
  return revoked;
}

function requireAdmin(cmd: Command): Principal {
  if (cmd.actor?.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Only an admin does this.');
  return cmd.actor;
}
