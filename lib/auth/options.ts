import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { db } from '@/lib/db';
import { verifyPassword } from '@/lib/auth/password';
import { authSecret } from '@/lib/auth/secret';

/** next-auth configuration: credentials sign-in against scrypt hashes, JWT sessions carrying id and role. */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
    pages: { signIn: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Croupier',
        credentials: { username: { label: 'Username', type: 'text' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials) {
          const username = credentials?.username?.trim();
          const password = credentials?.password ?? '';
          if (!username || !password) return null;
          const user = await db().user.findUnique({ where: { username } });
          if (!user || user.disabled || !(await verifyPassword(password, user.passwordHash))) return null;
          return { id: user.id, name: user.username, role: user.role } as { id: string; name: string; role: string };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          (token as { role?: string }).role = (user as { role?: string }).role;
        }
        return token;
      },
      async session({ session, token }) {
        (session as { user?: Record<string, unknown> }).user = { name: token.name, id: token.sub, role: (token as { role?: string }).role };
        return session;
      },
    },
  };
}
