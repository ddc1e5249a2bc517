import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { checkCredentials } from '@/lib/auth/sign-in';
import { AppError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/client-address';
import { authSecret } from '@/lib/auth/secret';
import { applyAccountLocale } from '@/lib/i18n/account-locale';
import { endSession, SESSION_MAX_AGE_SECONDS, startSession } from '@/lib/auth/sessions';

/** next-auth configuration: credentials sign-in (lib/auth/sign-in.ts: limits, argon2id), JWT sessions carrying id, role and the server-side session id. */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Croupier',
        credentials: {
          username: { label: 'Username', type: 'text' },
          password: { label: 'Password', type: 'password' },
        },
        // The same check as POST /api/tokens (lib/auth/sign-in.ts). A throttled sign-in throws: next-auth hands the
        // message to signIn() as `error`, "TOO_MANY_ATTEMPTS:<seconds>", which the login page tells apart.
        async authorize(credentials, req) {
          const username = credentials?.username?.trim();
          const password = credentials?.password ?? '';
          if (!username || !password || username.length > 100 || password.length > 200) return null;
          try {
            const user = await checkCredentials({ username, password, clientAddress: clientAddress(req) });
            await applyAccountLocale(user.id);
            return { id: user.id, name: user.username, role: user.role } as { id: string; name: string; role: string };
          } catch (e) {
            if (e instanceof AppError && e.code === 'INVALID_CREDENTIALS') return null;
            if (e instanceof AppError && e.code === 'TOO_MANY_ATTEMPTS')
              throw new Error(`TOO_MANY_ATTEMPTS:${e.headers?.['retry-after'] ?? 60}`);
            throw e;
          }
        },
      }),
    ],
    events: {
      // Sign-out ends the session on the server too: the cookie stops working at once, also a copy of it.
      async signOut({ token }) {
        const sid = (token as { sid?: unknown } | null)?.sid;
        if (typeof sid === 'string') await endSession(sid);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          (token as { role?: string }).role = (user as { role?: string }).role;
          // The server-side half of the session: sign-out, revocation or disabling the user deletes it.
          (token as { sid?: string }).sid = await startSession(user.id);
        }
        return token;
      },
      async session({ session, token }) {
        (session as { user?: Record<string, unknown> }).user = {
          name: token.name,
          id: token.sub,
          role: (token as { role?: string }).role,
        };
        return session;
      },
    },
  };
}
