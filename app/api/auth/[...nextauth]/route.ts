import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { AppError } from '@/lib/errors';
import { errorResponse, hasForbiddenChars, readBody } from '@/lib/http/route';
import { safeCallbackPath, studioOrigin, withoutUnsafeCallbackCookie } from '@/lib/auth/safe-callback';

type Handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/** Largest body next-auth is handed (a sign-in or sign-out form is well under 1 KiB). */
const MAX_AUTH_BODY_BYTES = 8 * 1024;

/**
 * next-auth's own endpoints (`/api/auth/*`), behind a gate that answers bad input in the contract's error
 * shape instead of letting next-auth throw (it answered 500 to a malformed or empty JSON body):
 * - a POST body must be `application/x-www-form-urlencoded` or `application/json` (400 VALIDATION_ERROR),
 *   at most MAX_AUTH_BODY_BYTES (413 PAYLOAD_TOO_LARGE), valid JSON (400 INVALID_JSON) that is one flat
 *   object of strings, like a form (400 VALIDATION_ERROR naming the field), without NUL or unpaired
 *   surrogates (Postgres cannot compare them; next-auth put the database's message in its redirect);
 * - an empty body is handed on as no body (next-auth's own answer: the CSRF page or a sign-in error);
 * - sign-out ends a browser session: a bearer-token caller without a session cookie gets 401 (a token is
 *   revoked through the tokens API, not here);
 * - a `callbackUrl` (query, body or next-auth's callback-url cookie) that is not a path of this origin is
 *   replaced by `/` before next-auth sees it (next-auth answered 500 to the ones it rejects, and a planted
 *   cookie kept a browser from signing in); it never redirects off-site either way;
 * - anything next-auth still throws becomes the contract's 500 (logged), never a bare stack.
 */
const handler: Handler = async (req, ctx) => {
  try {
    const forwarded = await gate(req, ctx);
    return await (NextAuth(authOptions()) as unknown as Handler)(forwarded, ctx);
  } catch (e) {
    return errorResponse(e);
  }
};
export { handler as GET, handler as POST };

export const dynamic = 'force-dynamic';

/** The request with every callback URL made safe (see above): the query's, and the callback-url cookie. */
function safeCallbacks(req: Request): { url: string; headers: Headers; origin: string } {
  const origin = studioOrigin(req.url);
  const url = new URL(req.url);
  const q = url.searchParams.get('callbackUrl');
  if (q !== null) url.searchParams.set('callbackUrl', safeCallbackPath(q, '/', origin));
  const headers = new Headers(req.headers);
  const cookie = withoutUnsafeCallbackCookie(headers.get('cookie'), origin);
  if (cookie !== null) headers.set('cookie', cookie);
  return { url: url.toString(), headers, origin };
}

async function gate(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }): Promise<Request> {
  const safe = safeCallbacks(req);
  if (req.method !== 'POST') return new NextRequest(safe.url, { method: req.method, headers: safe.headers });
  const action = (await ctx.params)?.nextauth?.[0];
  const cookie = req.headers.get('cookie') ?? '';
  if (
    action === 'signout' &&
    /^Bearer\s/i.test(req.headers.get('authorization') ?? '') &&
    !/(^|;\s*)(__Secure-)?next-auth\.session-token=/.test(cookie)
  ) {
    throw new AppError(
      'UNAUTHENTICATED',
      'Sign-out ends a browser session and this request has none; a bearer token is revoked through the tokens API (DELETE /api/tokens/current).',
    );
  }
  const text = await readBody(req, MAX_AUTH_BODY_BYTES);
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const headers = safe.headers;
  headers.delete('content-length');
  if (!text.trim()) {
    // No body: next-auth reads none (it would JSON.parse an empty string and throw).
    headers.delete('content-type');
    return new NextRequest(safe.url, { method: 'POST', headers });
  }
  let fields: Record<string, unknown>;
  if (type === 'application/x-www-form-urlencoded') {
    fields = Object.fromEntries(new URLSearchParams(text));
  } else if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError('INVALID_JSON', 'The body is not valid JSON.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new AppError('VALIDATION_ERROR', 'body: must be a JSON object of strings (like a form).');
    fields = parsed as Record<string, unknown>;
  } else {
    throw new AppError(
      'VALIDATION_ERROR',
      'content-type: must be application/x-www-form-urlencoded or application/json.',
    );
  }
  for (const [k, v] of Object.entries(fields)) {
    if (hasForbiddenChars(k))
      throw new AppError(
        'VALIDATION_ERROR',
        'body: a field name contains characters that are not allowed (NUL or an unpaired surrogate)',
      );
    if (typeof v !== 'string') throw new AppError('VALIDATION_ERROR', `${k}: must be a string`);
    if (hasForbiddenChars(v))
      throw new AppError(
        'VALIDATION_ERROR',
        `${k}: contains characters that are not allowed (NUL or an unpaired surrogate)`,
      );
  }
  if (typeof fields.callbackUrl === 'string') {
    fields.callbackUrl = safeCallbackPath(fields.callbackUrl, '/', safe.origin);
    const body =
      type === 'application/json'
        ? JSON.stringify(fields)
        : new URLSearchParams(fields as Record<string, string>).toString();
    return new NextRequest(safe.url, { method: 'POST', headers, body });
  }
  return new NextRequest(safe.url, { method: 'POST', headers, body: text });
}
