/**
 * Drives the real App Router route handlers in-process with real `Request`s, exactly as the custom server
 * would (same modules, same auth, same database), without starting Next. Paths and methods are those of
 * ../shared/contract/API.md.
 */
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

const modules = import.meta.glob<RouteModule>('../../app/api/**/route.ts');

const routes = Object.entries(modules)
  .filter(([file]) => !file.includes('[...'))
  .map(([file, load]) => {
    const path = file.replace('../../app', '').replace(/\/route\.ts$/, '');
    const names: string[] = [];
    const pattern = path.replace(/\[([^\]]+)\]/g, (_, n: string) => {
      names.push(n);
      return '([^/]+)';
    });
    return { regex: new RegExp(`^${pattern}$`), names, load, literal: names.length === 0 };
  })
  // Literal paths first (/api/rounds before /api/rounds/[id]).
  .sort((a, b) => Number(b.literal) - Number(a.literal));

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

/** Calls `method path` with an optional JSON body, bearer token and extra headers. */
export async function call<T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<ApiResponse<T>> {
  const [pathname] = path.split('?') as [string];
  for (const r of routes) {
    const m = r.regex.exec(pathname);
    if (!m) continue;
    const mod = await r.load();
    const handler = mod[method];
    if (!handler) return { status: 405, body: { error: { code: 'METHOD_NOT_ALLOWED', message: method } } as T };
    const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await handler(new Request(`http://localhost${path}`, { method, headers, body }), {
      params: Promise.resolve(params),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }
  return { status: 404, body: { error: { code: 'NO_ROUTE', message: path } } as T };
}

/** Signs in through `POST /api/tokens` and returns the bearer token. */
export async function login(username: string, password: string): Promise<string> {
  const r = await call<{ token: string }>('POST', '/api/tokens', { body: { username, password } });
  if (r.status !== 201) throw new Error(`login ${username}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/** Asserts a 2xx and returns the body. */
export async function ok<T = any>(p: Promise<ApiResponse<T>>): Promise<T> {
  const r = await p;
  if (r.status < 200 || r.status >= 300) throw new Error(`expected success, got ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
