import { z } from 'zod';
import type { Limits } from '@/lib/games/module';
import { AppError } from '@/lib/errors';

const centsInt = z.number().int().min(1).max(1_000_000_000);
const limitsInput = z
  .object({
    bets: z.record(z.string(), z.object({ min: centsInt, max: centsInt })).optional(),
    maxPayoutPerRound: centsInt.optional(),
  })
  .strict();

/**
 * Object keys a configuration may never carry: a JSON body's `__proto__` is an own key of the parsed
 * object, but rebuilding the object (`z.record`, `{...}`, `out[key] = v`) would set the prototype and drop
 * it without a word; `constructor` and `prototype` are refused with it (no rule or bet type is so named).
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The path (`limits.bets.__proto__`) of the first forbidden key in `value`, at any depth, or null. */
export function forbiddenKeyPath(value: unknown, path: string): string | null {
  if (!value || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (!Array.isArray(value) && FORBIDDEN_KEYS.has(key)) return at;
    const inner = forbiddenKeyPath((value as Record<string, unknown>)[key], at);
    if (inner) return inner;
  }
  return null;
}

/**
 * A request body's `rules` / `limits` object for zod: a plain JSON object taken as it is (not rebuilt, so no
 * key can vanish), refused with a forbidden key (`FORBIDDEN_KEYS`) at any depth. Used by POST /api/tables
 * and PATCH /api/tables/:id.
 */
export const configObject = (name: string) =>
  z
    .custom<Record<string, unknown>>((v) => !!v && typeof v === 'object' && !Array.isArray(v), {
      message: `${name} must be an object`,
    })
    .superRefine((v, ctx) => {
      const at = forbiddenKeyPath(v, name);
      if (at) ctx.addIssue({ code: 'custom', message: `${at}: this key is not allowed` });
    });

/**
 * Merges a table's stored/posted limits over the game's defaults (RULES.md §C-6). Amounts are cents.
 * Errors: VALIDATION_ERROR (400) on a malformed shape, a forbidden key (`__proto__`, `constructor`,
 * `prototype`), a min above its max, or an unknown bet key.
 */
export function resolveLimits(defaults: Limits, input: unknown): Limits {
  if (input === undefined || input === null) return structuredClone(defaults);
  const forbidden = forbiddenKeyPath(input, 'limits');
  if (forbidden) throw new AppError('VALIDATION_ERROR', `${forbidden}: this key is not allowed`);
  const parsed = limitsInput.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new AppError('VALIDATION_ERROR', `limits.${i?.path.join('.')}: ${i?.message}`);
  }
  const out = structuredClone(defaults);
  for (const [key, v] of Object.entries(parsed.data.bets ?? {})) {
    if (!Object.hasOwn(defaults.bets, key))
      throw new AppError(
        'VALIDATION_ERROR',
        `limits.bets.${key}: unknown bet type; known: ${Object.keys(defaults.bets).join(', ')}`,
      );
    if (v.min > v.max) throw new AppError('VALIDATION_ERROR', `limits.bets.${key}: min ${v.min} is above max ${v.max}`);
    out.bets[key] = v;
  }
  if (parsed.data.maxPayoutPerRound !== undefined) out.maxPayoutPerRound = parsed.data.maxPayoutPerRound;
  return out;
}

/**
 * Limits a request sets (POST /api/tables, PATCH /api/tables/:id), merged over `base` as `resolveLimits` does,
 * then checked as a whole. The maximum payout per round is at least the largest minimum stake of the table's
 * bet types. **Decision** (RULES.md §C-6 gives no number): a table shows its minimum bet and its maximum win
 * (seed 000 §2-3, "there is no maximum bet"), so a cap above a bet's maximum stake is not required, and
 * winnings above it are cut; but a cap below a minimum stake would cut even an even-money win of the smallest
 * bet the table accepts, a maximum win smaller than the minimum bet. Stored limits are only read
 * (`resolveLimits`), never refused here.
 * Errors: VALIDATION_ERROR (400) as `resolveLimits`, and a cap below that bound.
 */
export function limitsFromRequest(base: Limits, input: unknown): Limits {
  const out = resolveLimits(base, input);
  const [key, floor] = Object.entries(out.bets).reduce<[string, number]>(
    (m, [k, v]) => (v.min > m[1] ? [k, v.min] : m),
    ['', 1],
  );
  if (out.maxPayoutPerRound < floor)
    throw new AppError(
      'VALIDATION_ERROR',
      `limits.maxPayoutPerRound: ${out.maxPayoutPerRound} is below ${floor}, the minimum stake of ${key}: the maximum payout per round must at least pay an even-money win of every bet type's minimum stake (RULES.md §C-6; README, POST /api/tables).`,
    );
  return out;
}
