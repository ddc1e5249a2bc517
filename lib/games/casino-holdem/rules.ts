/**
 * Per-table Casino Hold'em settings (RULES.md §CHE, §C-7). Pure; no I/O. The paytables are the
 * seed's (§CHE-4, §CHE-5, paytables.ts) and not a table setting.
 */
import { ruleError, type RuleError } from '../types';

/**
 * - `decisionSeconds` (RULES.md §C-7): how long the call window stays open once the flop is in;
 *   on expiry every player still deciding folds. The engine has no clock: the round service runs the timer.
 */
export interface CasinoHoldemRules {
  decisionSeconds: number;
}

/** Bounds of `decisionSeconds`, whole seconds. */
export const CHE_SECONDS_MIN = 5;
export const CHE_SECONDS_MAX = 120;

/** **Decision** (the seed gives no time): 20 s to call or fold. */
export const DEFAULT_CHE_RULES: Readonly<CasinoHoldemRules> = Object.freeze({ decisionSeconds: 20 });

const KEYS = ['decisionSeconds'] as const;
const show = (v: unknown) => String(JSON.stringify(v)).slice(0, 40);
const bad = (message: string) => ruleError('input', 'INVALID_RULES', message);

/**
 * Reads a table's `rules` JSON for Casino Hold'em, filling missing settings from `DEFAULT_CHE_RULES`.
 * @param input `undefined`/`null` (all defaults) or an object with `decisionSeconds` (whole seconds 5..120)
 * @returns a fresh `CasinoHoldemRules`, or a RuleError `INVALID_RULES` (kind `input`) naming the
 *   setting: not an object, an unknown key (a typo must not fall back to a default silently), a
 *   number out of range
 */
export function parseCasinoHoldemRules(input: unknown): CasinoHoldemRules | RuleError {
  if (input === undefined || input === null) return { ...DEFAULT_CHE_RULES };
  if (typeof input !== 'object' || Array.isArray(input))
    return bad(`casino hold'em rules must be an object like {"decisionSeconds": 20}, got ${show(input)}`);
  const o = input as Record<string, unknown>;
  const unknownKey = Object.keys(o).find((k) => !(KEYS as readonly string[]).includes(k));
  if (unknownKey !== undefined)
    return bad(`unknown casino hold'em rule "${unknownKey.slice(0, 40)}": the settings are ${KEYS.join(', ')}`);
  const s = o.decisionSeconds ?? DEFAULT_CHE_RULES.decisionSeconds;
  if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < CHE_SECONDS_MIN || s > CHE_SECONDS_MAX)
    return bad(`rules.decisionSeconds must be an integer ${CHE_SECONDS_MIN}..${CHE_SECONDS_MAX}, got ${show(s)}`);
  return { decisionSeconds: s };
}
