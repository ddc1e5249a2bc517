import { z } from 'zod';
import { AppError, errorBody } from '@/lib/errors';
import { IdempotentReplay, requestHash, type Command } from '@/lib/command';
import { principalOf, requireRole, type Principal } from '@/lib/auth/principal';
import type { Role } from '@/lib/generated/prisma/enums';
import { logger } from '@/lib/log';
import { crossSiteReason } from '@/lib/http/security';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { observeRequest, routePattern } from '@/lib/metrics/http';

export interface RouteContext<B, P> {
  req: Request;
  principal: Principal;
  body: B;
  params: P;
  url: URL;
  /** The command context for services (actor + Idempotency-Key claimed with `status`). */
  command(status?: number): Command;
}

interface RouteOptions<B> {
  /** Roles allowed; `'any'` = any signed-in user; `'public'` = no sign-in needed. */
  roles: readonly Role[] | 'any' | 'public';
  body?: z.ZodType<B>;
  /** HTTP status of a success (default 200). */
  status?: number;
}

/** JSON response helper. */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * Maps anything thrown to the contract's error shape (one place for codes → statuses, lib/errors.ts); anything
 * not an AppError is logged (with the request's id when `req` is given) and answered 500 INTERNAL_ERROR.
 */
export function errorResponse(e: unknown, req?: Request): Response {
  if (e instanceof IdempotentReplay) return json(e.body, e.status);
  if (e instanceof AppError) return json(errorBody(e), e.status, e.headers);
  logger.error({ err: e, reqId: req?.headers.get(REQUEST_ID_HEADER) ?? undefined }, 'unhandled error');
  return json(
    errorBody(new AppError('INTERNAL_ERROR', 'Something went wrong on the server; nothing was changed.')),
    500,
  );
}

function zodMessage(err: z.ZodError): string {
  const i = err.issues[0];
  if (!i) return 'invalid body';
  const field = i.path.length ? i.path.join('.') : 'body';
  return `${field}: ${i.message}`;
}

/** `application/json`, or a `+json` type, with any parameters (`; charset=utf-8`). */
const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Wraps an App Router handler: authenticates (bearer token or session cookie), checks the role, parses
 * the JSON body with zod (400 VALIDATION_ERROR naming the field), carries the Idempotency-Key into the
 * command, and maps errors. Handlers stay thin: parse → call a service → return.
 */
export function route<B = undefined, P extends Record<string, string> = Record<string, string>>(
  opts: RouteOptions<B>,
  fn: (ctx: RouteContext<B, P>) => Promise<unknown>,
): (req: Request, ctx: { params: Promise<P> }) => Promise<Response> {
  const handle = async (req: Request, routeCtx: { params: Promise<P> }): Promise<Response> => {
    try {
      // A browser mutation from another site (CSRF: the victim's cookie rides along) is refused before anything
      // is read or done; bearer-token clients carry no ambient credential and are not checked.
      if (MUTATIONS.has(req.method) && !/^Bearer\s/i.test(req.headers.get('authorization') ?? '')) {
        const why = crossSiteReason(req.headers, new URL(req.url).host);
        if (why)
          throw new AppError(
            'CROSS_SITE_REQUEST',
            `Refused: a request from another site (${why}) may not change anything here.`,
          );
      }
      const principal = await principalOf(req);
      if (opts.roles !== 'public') requireRole(principal, opts.roles === 'any' ? [] : opts.roles);
      let body = undefined as B;
      const params = (await routeCtx?.params) ?? ({} as P);
      for (const v of Object.values(params)) {
        if (!ID_PATTERN.test(String(v))) throw new AppError('NOT_FOUND', 'No such id.');
      }
      const url = new URL(req.url);
      const seen = new Set<string>();
      for (const [k, v] of url.searchParams) {
        if (hasForbiddenChars(v))
          throw new AppError('VALIDATION_ERROR', `${k}: contains characters that are not allowed`);
        // No endpoint takes a list in the query: a repeated parameter is ambiguous (which one filters?), refused.
        if (seen.has(k)) throw new AppError('VALIDATION_ERROR', `${k}: given more than once`);
        seen.add(k);
      }
      let raw: unknown = null;
      if (opts.body) {
        const text = await readBody(req);
        const blank = !text.trim();
        // JSON in (contract): a body sent as a form, text or multipart is refused, not read as JSON.
        if (!blank && !JSON_TYPE.test(req.headers.get('content-type') ?? ''))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON, with Content-Type: application/json.');
        try {
          raw = blank ? {} : JSON.parse(text);
        } catch {
          throw new AppError('INVALID_JSON', 'The body is not valid JSON.');
        }
        const bad = findForbiddenString(raw);
        if (bad !== null)
          throw new AppError(
            'VALIDATION_ERROR',
            `${bad || 'body'}: contains characters that are not allowed (NUL or an unpaired surrogate)`,
          );
        const parsed = opts.body.safeParse(raw);
        if (!parsed.success) throw new AppError('VALIDATION_ERROR', zodMessage(parsed.error));
        body = parsed.data;
      }
      const key = req.headers.get('idempotency-key')?.trim();
      if (key !== undefined && (key.length === 0 || key.length > 200))
        throw new AppError('VALIDATION_ERROR', 'Idempotency-Key: 1 to 200 characters.');
      const status = opts.status ?? 200;
      const ctx: RouteContext<B, P> = {
        req,
        principal: principal as Principal,
        body,
        params,
        url,
        command: (s = status) => ({
          actor: principal,
          ...(key && principal
            ? { idempotency: { key, method: req.method, path: url.pathname, status: s, requestHash: requestHash(raw) } }
            : {}),
        }),
      };
      const result = await fn(ctx);
      if (result instanceof Response) return result;
      return json(result, status);
    } catch (e) {
      return errorResponse(e, req);
    }
  };
  // Every answer is measured by its route pattern (`/api/rounds/[id]/bets`), never the raw path (no ids as labels).
  return async (req, routeCtx) => {
    const started = performance.now();
    const res = await handle(req, routeCtx);
    const params = await Promise.resolve(routeCtx?.params).catch(() => undefined);
    observeRequest(req.method, routePattern(new URL(req.url).pathname, params ?? {}), res.status, started);
    return res;
  };
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Money in the API: integer cents, positive, at most 1,000,000,000 (10 million in major units). */
export const amountCents = z
  .number({ error: 'must be a number of cents' })
  .int('must be a whole number of cents')
  .positive('must be positive')
  .max(1_000_000_000, 'must be at most 1000000000 cents');

/** Ids in paths: uuids and the like; anything else cannot name a row (404). */
const ID_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/;

/** Largest JSON body accepted (64 KiB): no command needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Reads the body as text, refusing more than `max` bytes (default MAX_BODY_BYTES; 413 PAYLOAD_TOO_LARGE) without buffering it all. */
export async function readBody(req: Request, max = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The body is larger than ${max} bytes.`);
  if (Number(req.headers.get('content-length') ?? '0') > max) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** NUL and unpaired UTF-16 surrogates cannot be stored by Postgres: refused as input. */
export function hasForbiddenChars(s: string): boolean {
  return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
}

/** Deepest nesting of arrays/objects accepted in a JSON body (`[]` is 1 level): no command needs more. */
export const MAX_JSON_DEPTH = 32;

/**
 * The path of the first string (or key) with forbidden characters in a parsed JSON value, '' for the root,
 * null if none. Iterative (an explicit stack, document order), so a 60 KB `[[[[…` cannot overflow the call
 * stack; a value nested deeper than MAX_JSON_DEPTH is refused (400 JSON_TOO_DEEP) before zod or the
 * idempotency hash (JSON.stringify, recursive) ever see it.
 */
function findForbiddenString(root: unknown): string | null {
  type Item = { v: unknown; path: string; depth: number; key?: string };
  const stack: Item[] = [{ v: root, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth, key } = stack.pop()!;
    if (key !== undefined && hasForbiddenChars(key)) return path;
    if (typeof v === 'string') {
      if (hasForbiddenChars(v)) return path;
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH)
      throw new AppError(
        'JSON_TOO_DEEP',
        `body: arrays and objects nested more than ${MAX_JSON_DEPTH} levels deep are not accepted.`,
      );
    const children: Item[] = Array.isArray(v)
      ? v.map((x, i) => ({ v: x, path: `${path}[${i}]`, depth: depth + 1 }))
      : Object.entries(v).map(([k, x]) => ({ v: x, path: path ? `${path}.${k}` : k, depth: depth + 1, key: k }));
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/**
 * A route's query string parsed with its zod schema (every value a string: use `z.coerce` for numbers); the first
 * problem is a 400 VALIDATION_ERROR naming the field. (A parameter given twice was already refused by `route()`.)
 */
export function parseQuery<T>(url: URL, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new AppError('VALIDATION_ERROR', `${i?.path.join('.') || 'query'}: ${i?.message}`);
  }
  return parsed.data;
}
