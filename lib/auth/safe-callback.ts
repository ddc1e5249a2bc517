/**
 * Where a browser may be sent after sign-in (`/login?callbackUrl=...`): only a path on this origin.
 * A value passes when it starts with exactly one `/` (not `//`, which is another host), has no backslash
 * (browsers read `/\host` as `//host`), no scheme (`javascript:`, `https:`, `data:`), no control or
 * whitespace characters (browsers drop tabs and newlines inside URLs, so `/\t/host` would become `//host`),
 * and still resolves to the same origin. Anything else is `fallback` (the role's home, via `/`).
 */
export function safeCallbackPath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (raw.includes('\\')) return fallback;
  // Control characters, whitespace and their Unicode look-alikes: none belongs in a path we send a user to.
  if (/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(raw)) return fallback;
  try {
    const base = 'http://croupier.invalid';
    const u = new URL(raw, base);
    if (u.origin !== base) return fallback;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return fallback;
  }
}
