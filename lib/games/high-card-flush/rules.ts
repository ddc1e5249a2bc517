/**
 * Per-table High Card Flush settings (RULES.md §HCF-5, §HCF-6, §HCF-7, §HCF-9, §C-7). Pure; no I/O.
 */
import { ruleError, type RuleError } from '../types';

/** A payout ratio `a:b` (RULES.md §C-3): a win pays `stake * a / b`, rounded down to the cent. */
export type Ratio = readonly [number, number];

export type FlushBonusSize = 4 | 5 | 6 | 7;
export type StraightFlushBonusLength = 3 | 4 | 5 | 6 | 7;
export type RakeMode = 'ALL' | 'ALL_BUT_DP' | 'DP_ONLY';

/**
 * Per-table High Card Flush settings.
 * - `flushBonus` (RULES.md §HCF-6): ratio paid on a winning Flush bonus by the player's flush size.
 * - `straightFlushBonus` (RULES.md §HCF-5): ratio paid on a winning Straight Flush bonus by the
 *   player's run length.
 * - `rakeMode`, `rakeAmount` (RULES.md §HCF-9): who pays the per-hand fee and how much (cents).
 *   `ALL`: every live player hand and the DP; `ALL_BUT_DP`: every live player hand; `DP_ONLY`:
 *   the DP only. See `settleRound` for what "live" means and where the fee comes from.
 * - `minBank` (RULES.md §HCF-7): the least a player must hold (cents) to be offered the DP seat.
 * - `decisionSeconds` (RULES.md §C-7): the Raise/Fold timer; on expiry the hand folds.
 * - `offerSeconds` (RULES.md §HCF-7): how long a DP offer stays open; on expiry it counts as a decline.
 * The engine has no clock: the round service runs both timers.
 */
export type HighCardFlushRules = {
  flushBonus: Record<FlushBonusSize, Ratio>;
  straightFlushBonus: Record<StraightFlushBonusLength, Ratio>;
  rakeMode: RakeMode;
  rakeAmount: number;
  minBank: number;
  decisionSeconds: number;
  offerSeconds: number;
};

/**
 * Defaults: the seed's paytables (RULES.md §HCF-5 Straight Flush 3 8:1, 4 60:1, 5 100:1, 6 500:1,
 * 7 1000:1; §HCF-6 Flush 4 2:1, 5 10:1, 6 50:1, 7 200:1). The seed gives no rake or bank amounts:
 * **Decision** (table settings, to be posted at the table): rake `ALL` (the seed's first manner) at
 * 100 cents a hand, minimum bank 50,000 cents, 15 s to decide, 10 s to answer a DP offer.
 */
export const DEFAULT_HCF_RULES: Readonly<HighCardFlushRules> = Object.freeze({
  flushBonus: Object.freeze({ 4: [2, 1], 5: [10, 1], 6: [50, 1], 7: [200, 1] }) as Record<FlushBonusSize, Ratio>,
  straightFlushBonus: Object.freeze({ 3: [8, 1], 4: [60, 1], 5: [100, 1], 6: [500, 1], 7: [1000, 1] }) as Record<
    StraightFlushBonusLength,
    Ratio
  >,
  rakeMode: 'ALL',
  rakeAmount: 100,
  minBank: 50_000,
  decisionSeconds: 15,
  offerSeconds: 10,
});

const KEYS = [
  'flushBonus',
  'straightFlushBonus',
  'rakeMode',
  'rakeAmount',
  'minBank',
  'decisionSeconds',
  'offerSeconds',
] as const;
const RAKE_MODES: readonly RakeMode[] = ['ALL', 'ALL_BUT_DP', 'DP_ONLY'];
/** Bounds of `decisionSeconds` and `offerSeconds`, whole seconds. */
export const HCF_SECONDS_MIN = 5;
export const HCF_SECONDS_MAX = 120;
/** Largest ratio term accepted in a paytable (keeps `stake * a` a safe integer for any real stake). */
const RATIO_TERM_MAX = 100_000;

const show = (v: unknown) => String(JSON.stringify(v)).slice(0, 40);
const bad = (message: string) => ruleError('input', 'INVALID_RULES', message);

function parseRatio(v: unknown, where: string): Ratio | RuleError {
  if (!Array.isArray(v) || v.length !== 2) return bad(`${where} must be a ratio [a, b] like [2, 1], got ${show(v)}`);
  const [a, b] = v as unknown[];
  if (typeof a !== 'number' || !Number.isInteger(a) || a < 1 || a > RATIO_TERM_MAX)
    return bad(`${where}[0] must be an integer 1..${RATIO_TERM_MAX}, got ${show(a)}`);
  if (typeof b !== 'number' || !Number.isInteger(b) || b < 1 || b > RATIO_TERM_MAX)
    return bad(`${where}[1] must be an integer 1..${RATIO_TERM_MAX}, got ${show(b)}`);
  return [a, b];
}

function parseTable<K extends number>(
  v: unknown,
  keys: readonly K[],
  defaults: Readonly<Record<K, Ratio>>,
  name: string,
): Record<K, Ratio> | RuleError {
  const out = {} as Record<K, Ratio>;
  for (const k of keys) out[k] = [defaults[k][0], defaults[k][1]];
  if (v === undefined || v === null) return out;
  if (typeof v !== 'object' || Array.isArray(v))
    return bad(`rules.${name} must be an object like {"${keys[0]}": [2, 1]}`);
  for (const [key, val] of Object.entries(v as Record<string, unknown>)) {
    const k = Number(key) as K;
    if (!keys.includes(k) || String(k) !== key)
      return bad(`rules.${name} has an unknown entry "${key.slice(0, 10)}": the entries are ${keys.join(', ')}`);
    const r = parseRatio(val, `rules.${name}.${key}`);
    if ('ok' in r) return r;
    out[k] = r;
  }
  return out;
}

function parseWhole(v: unknown, def: number, min: number, max: number, what: string): number | RuleError {
  const x = v ?? def;
  if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < min || x > max)
    return bad(`${what} must be an integer ${min}..${max}, got ${show(x)}`);
  return x;
}

/**
 * Reads a table's `rules` JSON for High Card Flush, filling missing settings (and missing paytable
 * entries) from `DEFAULT_HCF_RULES`.
 * @param input `undefined`/`null` (all defaults) or an object with any of `flushBonus`
 *   (`{ "4".."7": [a, b] }`), `straightFlushBonus` (`{ "3".."7": [a, b] }`), `rakeMode`
 *   (`"ALL" | "ALL_BUT_DP" | "DP_ONLY"`), `rakeAmount` (cents, 0..10,000,000), `minBank` (cents,
 *   1..10,000,000,000), `decisionSeconds`, `offerSeconds` (whole seconds 5..120)
 * @returns a fresh `HighCardFlushRules`, or a RuleError `INVALID_RULES` (kind `input`) naming the
 *   setting: not an object, an unknown key (a typo must not fall back to a default silently), a
 *   ratio that is not two integers 1..100,000, or a number out of range
 */
export function parseHighCardFlushRules(input: unknown): HighCardFlushRules | RuleError {
  if (input === undefined || input === null) return parseHighCardFlushRules({});
  if (typeof input !== 'object' || Array.isArray(input)) {
    return bad('high card flush rules must be an object like {"rakeMode": "ALL", "rakeAmount": 100, "minBank": 50000}');
  }
  const o = input as Record<string, unknown>;
  const unknownKey = Object.keys(o).find((k) => !(KEYS as readonly string[]).includes(k));
  if (unknownKey !== undefined)
    return bad(`unknown high card flush rule "${unknownKey.slice(0, 40)}": the settings are ${KEYS.join(', ')}`);
  const D = DEFAULT_HCF_RULES;
  const flushBonus = parseTable<FlushBonusSize>(o.flushBonus, [4, 5, 6, 7], D.flushBonus, 'flushBonus');
  if ('ok' in flushBonus) return flushBonus as RuleError;
  const straightFlushBonus = parseTable<StraightFlushBonusLength>(
    o.straightFlushBonus,
    [3, 4, 5, 6, 7],
    D.straightFlushBonus,
    'straightFlushBonus',
  );
  if ('ok' in straightFlushBonus) return straightFlushBonus as RuleError;
  const rakeMode = o.rakeMode ?? D.rakeMode;
  if (!RAKE_MODES.includes(rakeMode as RakeMode))
    return bad(`rules.rakeMode must be "ALL", "ALL_BUT_DP" or "DP_ONLY", got ${show(rakeMode)}`);
  const rakeAmount = parseWhole(o.rakeAmount, D.rakeAmount, 0, 10_000_000, 'rules.rakeAmount (cents)');
  if (typeof rakeAmount !== 'number') return rakeAmount;
  const minBank = parseWhole(o.minBank, D.minBank, 1, 10_000_000_000, 'rules.minBank (cents)');
  if (typeof minBank !== 'number') return minBank;
  const decisionSeconds = parseWhole(
    o.decisionSeconds,
    D.decisionSeconds,
    HCF_SECONDS_MIN,
    HCF_SECONDS_MAX,
    'rules.decisionSeconds',
  );
  if (typeof decisionSeconds !== 'number') return decisionSeconds;
  const offerSeconds = parseWhole(
    o.offerSeconds,
    D.offerSeconds,
    HCF_SECONDS_MIN,
    HCF_SECONDS_MAX,
    'rules.offerSeconds',
  );
  if (typeof offerSeconds !== 'number') return offerSeconds;
  return {
    flushBonus,
    straightFlushBonus,
    rakeMode: rakeMode as RakeMode,
    rakeAmount,
    minBank,
    decisionSeconds,
    offerSeconds,
  };
}
