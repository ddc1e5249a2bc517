/**
 * Per-table Poker Switch settings (RULES.md §PS-0, §PS-8, §PS-10, §C-7). Pure; no I/O.
 */
import { ruleError, type RuleError } from '../types';
import {
  BET_HANDS,
  BONUS_HANDS,
  DEFAULT_BET_PAYTABLE,
  DEFAULT_BONUS_PAYTABLE,
  type BetHand,
  type BetPaytable,
  type BonusHand,
  type BonusPaytable,
  type Ratio,
} from './paytables';
import { bonusReturn } from './exact-returns';

/**
 * - `boxPairs` (§PS-0): adjacent pairs of boxes at the table, 1..4 (boxes 1..2 x boxPairs; pair k
 *   = boxes 2k-1 and 2k). Four pairs is what one deck holds: 8 x 5 + the dealer's 5 + up to 4
 *   replacement cards of a buy = 49.
 * - `betPaytable`, `bonusPaytable` (§PS-8): ratios `[a, b]` per hand; a Bonus table returning more
 *   than 100% is refused.
 * - `turnSeconds` (§PS-3, §PS-10, §C-7): one timer per pair's turn (switch, both Bet/Fold,
 *   insurance); on expiry: no switch (a pending fee refunded), undecided boxes fold, no insurance.
 * - `buySeconds` (§PS-6, §PS-10): the buy-a-game window; on expiry: no buy.
 * The engine has no clock: the round service runs both timers.
 */
export interface PokerSwitchRules {
  boxPairs: number;
  betPaytable: BetPaytable;
  bonusPaytable: BonusPaytable;
  turnSeconds: number;
  buySeconds: number;
}

export const PS_MAX_PAIRS = 4;
export const PS_SECONDS_MIN = 5;
export const PS_SECONDS_MAX = 120;
/** Largest ratio term accepted (keeps `stake * a` a safe integer for any real stake). */
const RATIO_TERM_MAX = 100_000;

/** **Decision** (the seeds give no times): 30 s per pair's turn, 15 s to buy; 3 pairs (§PS-0). */
export const DEFAULT_PS_RULES: Readonly<PokerSwitchRules> = Object.freeze({
  boxPairs: 3,
  betPaytable: DEFAULT_BET_PAYTABLE,
  bonusPaytable: DEFAULT_BONUS_PAYTABLE,
  turnSeconds: 30,
  buySeconds: 15,
});

const KEYS = ['boxPairs', 'betPaytable', 'bonusPaytable', 'turnSeconds', 'buySeconds'] as const;
const show = (v: unknown) => String(JSON.stringify(v)).slice(0, 40);
const bad = (message: string) => ruleError('input', 'INVALID_RULES', message);

function parseRatio(v: unknown, where: string): Ratio | RuleError {
  if (!Array.isArray(v) || v.length !== 2) return bad(`${where} must be a ratio [a, b] like [3, 1], got ${show(v)}`);
  for (const [i, x] of (v as unknown[]).entries())
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > RATIO_TERM_MAX)
      return bad(`${where}[${i}] must be an integer 1..${RATIO_TERM_MAX}, got ${show(x)}`);
  return [v[0] as number, v[1] as number];
}

function parseTable<K extends string>(
  v: unknown,
  keys: readonly K[],
  defaults: Readonly<Record<K, Ratio>>,
  name: string,
): Record<K, Ratio> | RuleError {
  const out = {} as Record<K, Ratio>;
  for (const k of keys) out[k] = [defaults[k][0], defaults[k][1]];
  if (v === undefined || v === null) return out;
  if (typeof v !== 'object' || Array.isArray(v))
    return bad(`rules.${name} must be an object like {"${keys[0]}": [3, 1]}`);
  for (const [key, val] of Object.entries(v as Record<string, unknown>)) {
    if (!(keys as readonly string[]).includes(key))
      return bad(`rules.${name} has an unknown hand "${key.slice(0, 20)}": the hands are ${keys.join(', ')}`);
    const r = parseRatio(val, `rules.${name}.${key}`);
    if ('ok' in r) return r;
    out[key as K] = r;
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
 * Reads a table's `rules` JSON for Poker Switch, filling missing settings (and missing paytable
 * rows) from `DEFAULT_PS_RULES`.
 * @returns fresh `PokerSwitchRules`, or a RuleError `INVALID_RULES` (kind `input`) naming the
 *   setting: not an object, an unknown key or hand, a ratio that is not two integers 1..100,000, a
 *   number out of range, or a Bonus table whose exact return is above 100% (§PS-8, §PS-9)
 */
export function parsePokerSwitchRules(input: unknown): PokerSwitchRules | RuleError {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input))
    return bad(`poker switch rules must be an object like {"boxPairs": 3}, got ${show(input)}`);
  const o = input as Record<string, unknown>;
  const unknownKey = Object.keys(o).find((k) => !(KEYS as readonly string[]).includes(k));
  if (unknownKey !== undefined)
    return bad(`unknown poker switch rule "${unknownKey.slice(0, 40)}": the settings are ${KEYS.join(', ')}`);
  const D = DEFAULT_PS_RULES;
  const boxPairs = parseWhole(o.boxPairs, D.boxPairs, 1, PS_MAX_PAIRS, 'rules.boxPairs');
  if (typeof boxPairs !== 'number') return boxPairs;
  const betPaytable = parseTable<BetHand>(o.betPaytable, BET_HANDS, D.betPaytable, 'betPaytable');
  if ('ok' in betPaytable) return betPaytable as RuleError;
  const bonusPaytable = parseTable<BonusHand>(o.bonusPaytable, BONUS_HANDS, D.bonusPaytable, 'bonusPaytable');
  if ('ok' in bonusPaytable) return bonusPaytable as RuleError;
  const ret = bonusReturn(bonusPaytable);
  if (ret.numerator > ret.denominator)
    return bad(
      `rules.bonusPaytable returns ${ret.percent}% over the 2,598,960 five-card hands: a Bonus table may return at most 100% (RULES.md §PS-8)`,
    );
  const turnSeconds = parseWhole(o.turnSeconds, D.turnSeconds, PS_SECONDS_MIN, PS_SECONDS_MAX, 'rules.turnSeconds');
  if (typeof turnSeconds !== 'number') return turnSeconds;
  const buySeconds = parseWhole(o.buySeconds, D.buySeconds, PS_SECONDS_MIN, PS_SECONDS_MAX, 'rules.buySeconds');
  if (typeof buySeconds !== 'number') return buySeconds;
  return { boxPairs, betPaytable, bonusPaytable, turnSeconds, buySeconds };
}
