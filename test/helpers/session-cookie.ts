import { createRequire } from 'node:module';
import path from 'node:path';
import { authOptions } from '@/lib/auth/options';

// next-auth's core handler (not in its package exports; the App Router handler wraps it with next/headers,
// which needs a running Next request): loaded from the installed package itself.
const require = createRequire(import.meta.url);
type Cookie = { name: string; value: string };
type AuthHandlerFn = (p: {
  req: Record<string, unknown>;
  options: ReturnType<typeof authOptions>;
}) => Promise<{ status?: number; body?: unknown; redirect?: string; cookies?: Cookie[] }>;
const { AuthHandler } = require(path.join(path.dirname(require.resolve('next-auth')), 'core/index.js')) as {
  AuthHandler: AuthHandlerFn;
};

/**
 * Signs in through next-auth's own credentials flow (its core handler, the code behind
 * /api/auth/csrf and /api/auth/callback/credentials, with the app's authOptions) and returns the session
 * cookie as a `Cookie` header value, exactly what a browser holds after signing in on /login.
 */
export async function sessionCookie(username: string, password: string, host = 'localhost'): Promise<string> {
  process.env.NEXTAUTH_URL ??= `http://${host}`;
  const headers = { host, 'content-type': 'application/x-www-form-urlencoded' };
  const csrf = await AuthHandler({
    req: { method: 'GET', action: 'csrf', headers, cookies: {}, query: {}, body: {} },
    options: authOptions(),
  });
  const jar: Record<string, string> = Object.fromEntries((csrf.cookies ?? []).map((c) => [c.name, c.value]));
  const body = { csrfToken: (csrf.body as { csrfToken: string }).csrfToken, username, password, json: 'true' };
  const res = await AuthHandler({
    req: { method: 'POST', action: 'callback', providerId: 'credentials', headers, cookies: jar, query: {}, body },
    options: authOptions(),
  });
  const session = (res.cookies ?? []).find((c) => /next-auth\.session-token$/.test(c.name) && c.value);
  if (!session)
    throw new Error(
      `sign-in of ${username} set no session cookie: ${res.status} ${JSON.stringify(res.redirect ?? res.body)}`,
    );
  return `${session.name}=${session.value}`;
}
