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
 * Merges a table's stored/posted limits over the game's defaults (RULES.md §C-6). Amounts are cents.
 * Errors: VALIDATION_ERROR (400) on a malformed shape, a min above its max, or an unknown bet key.
 */
export function resolveLimits(defaults: Limits, input: unknown): Limits {
  if (input === undefined || input === null) return structuredClone(defaults);
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
