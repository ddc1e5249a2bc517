import type { Limits } from '@/lib/games/module';
import { resolveLimits } from '@/lib/tables/limits';

/** A round's stored limits snapshot is set: rounds opened before migration table_config have `{}`. */
export function hasLimitsSnapshot(limits: unknown): boolean {
  return !!limits && typeof limits === 'object' && Object.keys(limits).length > 0;
}

/**
 * The limits a round runs under (RULES.md §C-6, issue #18 §4): the snapshot taken when it was opened
 * (`Round.limits`), so a table's limits changed meanwhile apply from the next round only; a round from before the
 * snapshot falls back to the table's limits. Both are resolved over the game's defaults.
 * Errors: VALIDATION_ERROR (400) on malformed stored limits (resolveLimits).
 */
export function roundLimits(defaults: Limits, round: { limits?: unknown }, table: { limits: unknown }): Limits {
  return resolveLimits(defaults, hasLimitsSnapshot(round.limits) ? round.limits : table.limits);
}
