/**
 * Where a browser may be sent after sign-in (`/login?callbackUrl=...`): only a path on this origin.
 * A value passes when it starts with exactly one `/` (not `//`, which is another host), has no backslash
 * (browsers read `/\host` as `//host`), no scheme (`javascript:`, `https:`, `data:`), no control or
 * whitespace characters (browsers drop tabs and newlines inside URLs, so `/\t/host` would become `//host`),
 * and still resolves to the same origin — and the path it resolves to is checked again, since dot segments
 * (`/.//host`, `/%2e%2e//host`) resolve to a protocol-relative `//host`. next-auth's own redirects to the
 * sign-in page carry an absolute URL: with `origin` (the page's own, `window.location.origin`) an absolute
 * URL of exactly that origin counts as its path. Anything else is `fallback` (the role's home, via `/`).
 */
export function safeCallbackPath(raw: string | null | undefined, fallback = '/', origin?: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  // Control characters, whitespace and their Unicode look-alikes: none belongs in a URL we send a user to.
  if (/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(raw)) return fallback;
  if (raw.includes('\\')) return fallback;
  if (origin && /^https?:\/\//i.test(raw)) {
    try {
      const abs = new URL(raw);
      if (abs.origin !== origin) return fallback;
      raw = `${abs.pathname}${abs.search}${abs.hash}`;
    } catch {
      return fallback;
    }
  }
  if (!isLocalPath(raw)) return fallback;
  try {
    const base = 'http://croupier.invalid';
    const u = new URL(raw, base);
    if (u.origin !== base) return fallback;
    const resolved = `${u.pathname}${u.search}${u.hash}`;
    return isLocalPath(resolved) ? resolved : fallback;
  } catch {
    return fallback;
  }
}

/** One leading slash and then not a second one (nor a backslash): a path, not `//host`. */
function isLocalPath(p: string): boolean {
  return p.startsWith('/') && !p.startsWith('//') && !p.includes('\\');
}

const CALLBACK_COOKIE = /^(__Secure-)?next-auth\.callback-url$/;

/**
 * A `Cookie` header without a next-auth callback-url cookie that is not a path of `origin` (a sibling site can
 * plant one; next-auth then answered 500 on every endpoint of that browser). Null when nothing was removed.
 */
export function withoutUnsafeCallbackCookie(cookie: string | null, origin: string): string | null {
  if (!cookie) return null;
  const parts = cookie.split(';');
  const kept = parts.filter((part) => {
    const eq = part.indexOf('=');
    if (eq < 0 || !CALLBACK_COOKIE.test(part.slice(0, eq).trim())) return true;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return false;
    }
    return safeCallbackPath(value, '', origin) !== '';
  });
  return kept.length === parts.length ? null : kept.map((p) => p.trim()).join('; ');
}

/** This studio's origin (`NEXTAUTH_URL`'s, else the request's): next-auth's absolute callback URLs are of it. */
export function studioOrigin(requestUrl: string): string {
  try {
    return new URL(process.env.NEXTAUTH_URL ?? requestUrl).origin;
  } catch {
    return new URL(requestUrl).origin;
  }
}
