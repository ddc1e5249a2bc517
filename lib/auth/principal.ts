import crypto from 'node:crypto';
import { decode } from 'next-auth/jwt';
import { db } from '@/lib/db';
import { authSecret } from '@/lib/auth/secret';
import { AppError } from '@/lib/errors';
import type { Role } from '@/lib/generated/prisma/enums';

/** Who is making a request. */
export interface Principal {
  id: string;
  username: string;
  role: Role;
  /** The credential this request came with: a bearer token's row or a browser session's row (issue #11 §3). */
  credential?: { kind: 'TOKEN' | 'SESSION'; id: string };
}

export const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

/** sha256 of a bearer token: only the hash is stored. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // A cookie that is not valid percent-encoding is unreadable, like any other bad cookie: ignored, not a 500.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Resolves the caller from a bearer token (`Authorization: Bearer <token>`, see POST /api/tokens) or a
 * next-auth session cookie. Disabled users, expired or revoked tokens, and cookies whose server-side session
 * (`UserSession`, its id in the JWT as `sid`) is gone resolve to null.
 */
export async function principalFrom(input: {
  authorization?: string | null;
  cookie?: string | null;
  token?: string | null;
}): Promise<Principal | null> {
  const bearer = input.token ?? input.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  if (bearer) {
    const row = await db().apiToken.findUnique({ where: { tokenHash: tokenHash(bearer) }, include: { user: true } });
    if (!row || row.expiresAt.getTime() <= Date.now() || row.user.disabled) return null;
    return {
      id: row.user.id,
      username: row.user.username,
      role: row.user.role,
      credential: { kind: 'TOKEN', id: row.id },
    };
  }
  for (const name of SESSION_COOKIES) {
    const raw = readCookie(input.cookie, name);
    if (!raw) continue;
    try {
      const jwt = await decode({ token: raw, secret: authSecret() });
      const id = typeof jwt?.sub === 'string' ? jwt.sub : undefined;
      const sid = typeof jwt?.sid === 'string' ? jwt.sid : undefined;
      if (!id) continue;
      // The cookie is only as good as its server-side session: signed out, revoked or disabled → no row.
      if (!sid) return null;
      const session = await db().userSession.findUnique({ where: { id: sid }, include: { user: true } });
      if (!session || session.userId !== id || session.expiresAt.getTime() <= Date.now() || session.user.disabled)
        return null;
      const user = session.user;
      return { id: user.id, username: user.username, role: user.role, credential: { kind: 'SESSION', id: session.id } };
    } catch {
      continue;
    }
  }
  return null;
}

/** The caller of an HTTP request, or null. */
export function principalOf(req: Request): Promise<Principal | null> {
  return principalFrom({ authorization: req.headers.get('authorization'), cookie: req.headers.get('cookie') });
}

/**
 * Throws UNAUTHENTICATED (401) without a caller and FORBIDDEN (403) when the caller's role is not in `roles`.
 */
export function requireRole(p: Principal | null, roles: readonly Role[]): Principal {
  if (!p)
    throw new AppError(
      'UNAUTHENTICATED',
      'Sign in first: send a session cookie or "Authorization: Bearer <token>" (POST /api/tokens).',
    );
  if (roles.length && !roles.includes(p.role))
    throw new AppError('FORBIDDEN', `This needs the role ${roles.join(' or ')}; you are ${p.role}.`);
  return p;
}
