import { NextResponse, type NextRequest } from 'next/server';
import { apiHeaders, newNonce, pageHeaders, servedOverHttps } from '@/lib/http/security';
import { studioOrigin, withoutUnsafeCallbackCookie } from '@/lib/auth/safe-callback';

/**
 * Security headers of every page and /api answer (lib/http/security.ts). A page gets a fresh nonce: it goes
 * into the request's Content-Security-Policy header, from which Next reads it and puts it on its scripts
 * (pages are rendered per request: app/layout.tsx). socket.io's and the static files' answers, which never
 * reach this proxy, get theirs from server.ts.
 */
export function proxy(request: NextRequest): NextResponse {
  const https = servedOverHttps(request.headers);
  if (request.nextUrl.pathname.startsWith('/api/') || request.nextUrl.pathname === '/api') {
    // next-auth reads cookies from Next's request store, so a planted callback-url cookie is dropped here.
    const cookie = request.nextUrl.pathname.startsWith('/api/auth/')
      ? withoutUnsafeCallbackCookie(request.headers.get('cookie'), studioOrigin(request.url))
      : null;
    const requestHeaders = new Headers(request.headers);
    if (cookie !== null) requestHeaders.set('cookie', cookie);
    const res = cookie !== null ? NextResponse.next({ request: { headers: requestHeaders } }) : NextResponse.next();
    for (const [k, v] of Object.entries(apiHeaders(https))) res.headers.set(k, v);
    return res;
  }
  const headers = pageHeaders({
    nonce: newNonce(),
    https,
    dev: process.env.NODE_ENV === 'development',
    host: request.headers.get('host'),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy']!);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

export const config = {
  // Everything but the build's static files (server.ts covers those).
  matcher: ['/((?!_next/static|_next/image).*)'],
};
