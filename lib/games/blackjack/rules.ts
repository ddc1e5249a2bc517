/**
 * Per-table Blackjack settings (RULES.md §BJ-3, §BJ-7, §BJ-10 / §C-7). Pure; no I/O.
 */
import { ruleError, type RuleError } from '../types';

/**
 * Per-table Blackjack settings.
 * - `doubleAfterSplit` (RULES.md §BJ-3 **Decision**, default `true`): a split hand may double on
 *   its first two cards (never split aces).
 * - `enhcDealerBlackjackTakes` (RULES.md §BJ-7 **Decision**, default `'original'`): on a dealer
 *   blackjack every non-blackjack hand loses; `'original'` loses only the original bet (the
 *   extra stakes of doubles and splits are returned), `'all'` loses every stake on the seat.
 * - `decisionSeconds` (RULES.md §BJ-10, §C-7, default 15): length of each decision timer
 *   (play and insurance), whole seconds 5..120. The engine has no clock: the round service runs
 *   the timer and enters `{ type: 'TIMEOUT' }` when it expires.
 */
export type BlackjackRules = {
  doubleAfterSplit: boolean;
  enhcDealerBlackjackTakes: 'original' | 'all';
  decisionSeconds: number;
};

/** The defaults of RULES.md §BJ: double after split on, ENHC takes the original bet only, 15 s timers. */
export const DEFAULT_BLACKJACK_RULES: Readonly<BlackjackRules> = Object.freeze({
  doubleAfterSplit: true,
  enhcDealerBlackjackTakes: 'original',
  decisionSeconds: 15,
});

const KEYS = ['doubleAfterSplit', 'enhcDealerBlackjackTakes', 'decisionSeconds'] as const;

/** Bounds of `decisionSeconds`, whole seconds. */
export const DECISION_SECONDS_MIN = 5;
export const DECISION_SECONDS_MAX = 120;

/**
 * Reads a table's `rules` JSON for Blackjack (RULES.md §BJ-3, §BJ-7, §BJ-10).
 * - `undefined` / `null` → the defaults;
 * - an object whose keys are all known (`doubleAfterSplit`, `enhcDealerBlackjackTakes`,
 *   `decisionSeconds`): missing keys take the defaults.
 * @returns a fresh `BlackjackRules`, or a RuleError `INVALID_RULES` (kind `input`) when `input`
 *   is not an object, has an unknown key (a typo must not silently fall back to a default),
 *   `doubleAfterSplit` is not a boolean, `enhcDealerBlackjackTakes` is not `"original"`/`"all"`,
 *   or `decisionSeconds` is not an integer 5..120. The message names the setting.
 */
export function parseBlackjackRules(input: unknown): BlackjackRules | RuleError {
  if (input === undefined || input === null) return { ...DEFAULT_BLACKJACK_RULES };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return ruleError(
      'input',
      'INVALID_RULES',
      'blackjack rules must be an object like {"doubleAfterSplit": true, "enhcDealerBlackjackTakes": "original", "decisionSeconds": 15}',
    );
  }
  const obj = input as Record<string, unknown>;
  const unknownKey = Object.keys(obj).find((k) => !(KEYS as readonly string[]).includes(k));
  if (unknownKey !== undefined) {
    return ruleError(
      'input',
      'INVALID_RULES',
      `unknown blackjack rule "${unknownKey.slice(0, 40)}": the settings are ${KEYS.join(', ')}`,
    );
  }
  const show = (v: unknown) => String(JSON.stringify(v)).slice(0, 40);
  const das = obj.doubleAfterSplit ?? DEFAULT_BLACKJACK_RULES.doubleAfterSplit;
  if (typeof das !== 'boolean')
    return ruleError('input', 'INVALID_RULES', `rules.doubleAfterSplit must be true or false, got ${show(das)}`);
  const takes = obj.enhcDealerBlackjackTakes ?? DEFAULT_BLACKJACK_RULES.enhcDealerBlackjackTakes;
  if (takes !== 'original' && takes !== 'all') {
    return ruleError(
      'input',
      'INVALID_RULES',
      `rules.enhcDealerBlackjackTakes must be "original" or "all", got ${show(takes)}`,
    );
  }
  const secs = obj.decisionSeconds ?? DEFAULT_BLACKJACK_RULES.decisionSeconds;
  if (
    typeof secs !== 'number' ||
    !Number.isInteger(secs) ||
    secs < DECISION_SECONDS_MIN ||
    secs > DECISION_SECONDS_MAX
  ) {
    return ruleError(
      'input',
      'INVALID_RULES',
      `rules.decisionSeconds must be a whole number of seconds ${DECISION_SECONDS_MIN}..${DECISION_SECONDS_MAX}, got ${show(secs)}`,
    );
  }
  return { doubleAfterSplit: das, enhcDealerBlackjackTakes: takes, decisionSeconds: secs };
}
