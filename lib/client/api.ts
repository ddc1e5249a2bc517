/** An API error as the contract shapes it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The figures of the refusal as data (amounts in cents), when the server gave them. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/**
 * Calls the app's own API with the browser's session cookie. JSON in and out; a non-2xx answer throws
 * ApiError(status, code, message) from the contract's error body. Mutations carry an Idempotency-Key so a
 * double click or a retried request has no second effect.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  opts: { idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['idempotency-key'] = opts.idempotencyKey ?? newKey();
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's HTML error page, say): report the status instead of a parse error.
    if (res.ok) throw new ApiError(res.status, 'BAD_RESPONSE', 'The server answered with something that is not JSON.');
  }
  if (!res.ok) {
    const err = (
      data as { error?: { code?: string; message?: string; params?: Record<string, string | number> } } | null
    )?.error;
    throw new ApiError(res.status, err?.code ?? 'HTTP_' + res.status, err?.message ?? res.statusText, err?.params);
  }
  return data as T;
}

/** Formats cents as money: 123456 → "1,234.56". */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** A random Idempotency-Key; `crypto.randomUUID` is missing on plain-http LAN origins, so fall back to getRandomValues. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
