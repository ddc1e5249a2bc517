/**
 * Roulette bets: types, payout ratios, the layout model and bet-shape validation
 * (RULES.md §RL-2, §RL-3, §RL-4). Pure; no I/O.
 *
 * Layout model (RULES.md §RL-4): the numbers 1-36 sit on a grid of 3 rows x 12 columns.
 * Number `n` is at column `ceil(n / 3)` (1..12) and row `(n - 1) % 3` (0..2):
 * row 0 holds 1, 4, 7, ..., 34; row 1 holds 2, 5, ..., 35; row 2 holds 3, 6, ..., 36.
 * A layout column is therefore a street (1-2-3, 4-5-6, ...), and a COLUMN *bet* (the "2 to 1"
 * box) covers a layout row. 0 sits beside the whole of layout column 1 (1, 2 and 3).
 */
import { ruleError, type RuleError } from '../types';
import { BLACK_NUMBERS, RED_NUMBERS, isWheelNumber } from './wheel';

/** Every bet type the API accepts, in layout order: inside bets, then outside bets (§RL-2, §RL-3). */
export const ROULETTE_BET_TYPES = [
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'TRIO',
  'CORNER',
  'FIRST_FOUR',
  'SIX_LINE',
  'DOZEN',
  'COLUMN',
  'RED',
  'BLACK',
  'ODD',
  'EVEN',
  'LOW',
  'HIGH',
] as const;

export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** Inside bets (RULES.md §RL-2): the player names the covered numbers. */
export const INSIDE_BET_TYPES = [
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'TRIO',
  'CORNER',
  'FIRST_FOUR',
  'SIX_LINE',
] as const satisfies readonly RouletteBetType[];

/** Even-money outside bets (RULES.md §RL-3): their covered set is fixed; `numbers` may be omitted. */
export const EVEN_MONEY_BET_TYPES = [
  'RED',
  'BLACK',
  'ODD',
  'EVEN',
  'LOW',
  'HIGH',
] as const satisfies readonly RouletteBetType[];

export type EvenMoneyBetType = (typeof EVEN_MONEY_BET_TYPES)[number];

/**
 * Payout ratio `[a, b]` of each bet type: a win pays `stake * a / b` winnings (rounded down,
 * RULES.md §C-3) and the stake back. Inside bets RULES.md §RL-2, outside bets §RL-3.
 */
export const PAYOUTS: Readonly<Record<RouletteBetType, readonly [a: number, b: number]>> = Object.freeze({
  STRAIGHT: [35, 1],
  SPLIT: [17, 1],
  STREET: [11, 1],
  TRIO: [11, 1],
  CORNER: [8, 1],
  FIRST_FOUR: [8, 1],
  SIX_LINE: [5, 1],
  DOZEN: [2, 1],
  COLUMN: [2, 1],
  RED: [1, 1],
  BLACK: [1, 1],
  ODD: [1, 1],
  EVEN: [1, 1],
  LOW: [1, 1],
  HIGH: [1, 1],
});

/** How many numbers a legal bet of each type covers (RULES.md §RL-2, §RL-3). */
export const BET_SIZES: Readonly<Record<RouletteBetType, number>> = Object.freeze({
  STRAIGHT: 1,
  SPLIT: 2,
  STREET: 3,
  TRIO: 3,
  CORNER: 4,
  FIRST_FOUR: 4,
  SIX_LINE: 6,
  DOZEN: 12,
  COLUMN: 12,
  RED: 18,
  BLACK: 18,
  ODD: 18,
  EVEN: 18,
  LOW: 18,
  HIGH: 18,
});

/** True when `x` is one of `ROULETTE_BET_TYPES`. */
export function isRouletteBetType(x: unknown): x is RouletteBetType {
  return typeof x === 'string' && (ROULETTE_BET_TYPES as readonly string[]).includes(x);
}

/** True for RED, BLACK, ODD, EVEN, LOW, HIGH (RULES.md §RL-3). */
export function isEvenMoney(type: RouletteBetType): type is EvenMoneyBetType {
  return (EVEN_MONEY_BET_TYPES as readonly string[]).includes(type);
}

/**
 * Where a number 1-36 sits in the layout model (RULES.md §RL-4):
 * `{ row, col }` with `row = (n - 1) % 3` (0..2) and `col = ceil(n / 3)` (1..12).
 * 0 is not on the grid (it sits beside column 1, touching rows 0-2).
 * @throws RangeError when `n` is not an integer 1..36.
 */
export function layoutPosition(n: number): { row: number; col: number } {
  if (!isWheelNumber(n) || n === 0) throw new RangeError(`${String(n)} has no grid cell: the grid holds 1-36`);
  return { row: (n - 1) % 3, col: Math.ceil(n / 3) };
}

/** The number at grid cell (row 0..2, col 1..12) of the layout model (RULES.md §RL-4). */
function numberAt(row: number, col: number): number {
  return (col - 1) * 3 + row + 1;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const EVEN_MONEY_SETS: Readonly<Record<EvenMoneyBetType, readonly number[]>> = Object.freeze({
  RED: RED_NUMBERS,
  BLACK: BLACK_NUMBERS,
  ODD: Object.freeze(range(1, 36).filter((n) => n % 2 === 1)),
  EVEN: Object.freeze(range(1, 36).filter((n) => n % 2 === 0)),
  LOW: Object.freeze(range(1, 18)),
  HIGH: Object.freeze(range(19, 36)),
});

function compareSets(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** Derives every legal covered set of one type from the layout model (RULES.md §RL-2/3/4). */
function deriveLegalSets(type: RouletteBetType): number[][] {
  const sets: number[][] = [];
  const ROWS = [0, 1, 2];
  const COLS = range(1, 12);
  switch (type) {
    case 'STRAIGHT':
      for (let n = 0; n <= 36; n++) sets.push([n]);
      break;
    case 'SPLIT':
      // 0 touches 1, 2 and 3 (column 1); then every pair of cells sharing an edge.
      for (const row of ROWS) sets.push([0, numberAt(row, 1)]);
      for (const col of COLS) {
        for (const row of ROWS) {
          if (row < 2) sets.push([numberAt(row, col), numberAt(row + 1, col)]);
          if (col < 12) sets.push([numberAt(row, col), numberAt(row, col + 1)]);
        }
      }
      break;
    case 'STREET':
      for (const col of COLS) sets.push(ROWS.map((row) => numberAt(row, col)));
      break;
    case 'TRIO':
      // 0 and two adjacent cells of column 1 meet at one point: 0-1-2 and 0-2-3.
      for (const row of [0, 1]) sets.push([0, numberAt(row, 1), numberAt(row + 1, 1)]);
      break;
    case 'CORNER':
      for (const col of COLS.slice(0, 11)) {
        for (const row of [0, 1]) {
          sets.push([numberAt(row, col), numberAt(row + 1, col), numberAt(row, col + 1), numberAt(row + 1, col + 1)]);
        }
      }
      break;
    case 'FIRST_FOUR':
      sets.push([0, 1, 2, 3]);
      break;
    case 'SIX_LINE':
      for (const col of COLS.slice(0, 11))
        sets.push([...ROWS.map((row) => numberAt(row, col)), ...ROWS.map((row) => numberAt(row, col + 1))]);
      break;
    case 'DOZEN':
      for (const d of [0, 1, 2]) sets.push(range(12 * d + 1, 12 * d + 12));
      break;
    case 'COLUMN':
      for (const row of ROWS) sets.push(COLS.map((col) => numberAt(row, col)));
      break;
    default:
      sets.push([...EVEN_MONEY_SETS[type]]);
  }
  return sets.map((s) => [...s].sort((a, b) => a - b)).sort(compareSets);
}

const LEGAL_SETS: Readonly<Record<RouletteBetType, readonly (readonly number[])[]>> = Object.freeze(
  Object.fromEntries(
    ROULETTE_BET_TYPES.map((t) => [t, Object.freeze(deriveLegalSets(t).map((s) => Object.freeze(s)))]),
  ) as Record<RouletteBetType, readonly (readonly number[])[]>,
);

const LEGAL_KEYS: ReadonlyMap<RouletteBetType, ReadonlySet<string>> = new Map(
  ROULETTE_BET_TYPES.map((t) => [t, new Set(LEGAL_SETS[t].map((s) => s.join(',')))] as const),
);

/**
 * Every legal covered set of a bet type, each sorted ascending, the list sorted
 * lexicographically (RULES.md §RL-2, §RL-3, §RL-4). Counts: STRAIGHT 37, SPLIT 60 (57 on 1-36
 * plus 0-1, 0-2, 0-3), STREET 12, TRIO 2 (0-1-2, 0-2-3), CORNER 22, FIRST_FOUR 1 (0-1-2-3),
 * SIX_LINE 11, DOZEN 3, COLUMN 3, and one set of 18 numbers for each even-money bet.
 * @returns a fresh array the caller may mutate.
 */
export function legalSets(type: RouletteBetType): number[][] {
  return LEGAL_SETS[type].map((s) => [...s]);
}

/**
 * The numbers a bet covers (RULES.md §RL-3, §RL-4), sorted ascending.
 * - Even-money bets (RED, BLACK, ODD, EVEN, LOW, HIGH): the fixed 18 numbers; `numbers` is ignored.
 * - Every other type: a sorted copy of `numbers` (validate it with `validateBet` first).
 * @throws TypeError when `numbers` is missing for a type that needs it (a programming error).
 */
export function coveredNumbers(type: RouletteBetType, numbers?: readonly number[] | null): number[] {
  if (isEvenMoney(type)) return [...EVEN_MONEY_SETS[type]];
  if (!Array.isArray(numbers)) throw new TypeError(`a ${type} bet needs its covered numbers`);
  return [...numbers].sort((a, b) => a - b);
}

/** A bet shape the engine accepted: its type and sorted covered set. */
export interface ValidRouletteBet {
  type: RouletteBetType;
  /** The covered set, ascending. */
  numbers: number[];
}

const list = (ns: readonly number[]): string => ns.join(', ');

function illegalMessage(type: RouletteBetType, ns: readonly number[]): string {
  switch (type) {
    case 'SPLIT':
      return `${ns[0]} and ${ns[1]} are not adjacent on the layout: not a split`;
    case 'STREET':
      return `${list(ns)} is not a street: a street is one row of three (1-2-3, 4-5-6, ..., 34-35-36)`;
    case 'TRIO':
      return `${list(ns)} is not a trio: the trios are 0-1-2 and 0-2-3`;
    case 'CORNER':
      return `${list(ns)} do not meet at one point on the layout: not a corner`;
    case 'FIRST_FOUR':
      return `${list(ns)} is not the first four: the first four is 0-1-2-3`;
    case 'SIX_LINE':
      return `${list(ns)} are not two adjacent streets: not a six line`;
    case 'DOZEN':
      return `${list(ns)} is not a dozen: the dozens are 1-12, 13-24 and 25-36`;
    case 'COLUMN':
      return `${list(ns)} is not a column: the columns are 1, 4, ..., 34 / 2, 5, ..., 35 / 3, 6, ..., 36`;
    case 'STRAIGHT':
      return `${list(ns)} is not a straight bet`;
    default:
      return `the numbers of a ${type} bet may be omitted; if given they must be exactly the ${BET_SIZES[type]} numbers it covers`;
  }
}

/**
 * Checks a bet's shape (RULES.md §RL-2, §RL-3, §RL-4). The order of `numbers` does not matter.
 *
 * Input: `{ type: string; numbers?: number[]; amount?: number }` as posted to
 * `POST /api/rounds/:id/bets`. `numbers` is the covered set for inside bets and for DOZEN/COLUMN
 * (required); for RED/BLACK/ODD/EVEN/LOW/HIGH it may be omitted (or null) or must equal the
 * covered set. `amount` (integer cents), when present, must be a positive safe integer; table
 * limits are checked elsewhere.
 *
 * @returns `{ type, numbers }` with `numbers` the sorted covered set, or a RuleError:
 * - `INVALID_BET_TYPE` (kind `input`): `type` is not one of `ROULETTE_BET_TYPES`;
 * - `INVALID_BET_NUMBERS` (kind `input`): `numbers` is present but not an array of integers;
 * - `INVALID_AMOUNT` (kind `input`): `amount` present and not a positive safe integer;
 * - `ILLEGAL_BET` (kind `rule`): numbers missing, outside 0-36, repeated, the wrong count,
 *   or not a legal set on the layout (e.g. "1 and 5 are not adjacent on the layout: not a split").
 */
export function validateBet(bet: {
  type: string;
  numbers?: readonly number[] | null;
  amount?: number;
}): ValidRouletteBet | RuleError {
  const type: unknown = bet?.type;
  if (!isRouletteBetType(type)) {
    return ruleError(
      'input',
      'INVALID_BET_TYPE',
      `"${String(type).slice(0, 24)}" is not a roulette bet type: use one of ${ROULETTE_BET_TYPES.join(', ')}`,
    );
  }
  const amount: unknown = bet.amount;
  if (amount !== undefined && !(typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0)) {
    return ruleError(
      'input',
      'INVALID_AMOUNT',
      `amount must be a positive whole number of cents, got ${String(amount)}`,
    );
  }
  const raw: unknown = bet.numbers;
  if (raw === undefined || raw === null) {
    if (isEvenMoney(type)) return { type, numbers: coveredNumbers(type) };
    return ruleError(
      'rule',
      'ILLEGAL_BET',
      `a ${type} bet needs numbers: the ${BET_SIZES[type]} number${BET_SIZES[type] === 1 ? '' : 's'} it covers`,
    );
  }
  if (!Array.isArray(raw) || !raw.every((n: unknown) => typeof n === 'number' && Number.isInteger(n))) {
    return ruleError('input', 'INVALID_BET_NUMBERS', 'numbers must be an array of whole numbers 0-36');
  }
  const given = raw as number[];
  const outside = given.find((n) => !isWheelNumber(n));
  if (outside !== undefined)
    return ruleError('rule', 'ILLEGAL_BET', `${outside} is not on the wheel: numbers are 0-36`);
  const sorted = [...given].sort((a, b) => a - b);
  const dup = sorted.find((n, i) => i > 0 && sorted[i - 1] === n);
  if (dup !== undefined)
    return ruleError('rule', 'ILLEGAL_BET', `${dup} is given more than once: a bet's numbers must be distinct`);
  const size = BET_SIZES[type];
  if (sorted.length !== size) {
    return ruleError(
      'rule',
      'ILLEGAL_BET',
      `a ${type} bet covers ${size} number${size === 1 ? '' : 's'}, got ${sorted.length}`,
    );
  }
  if (!LEGAL_KEYS.get(type)?.has(sorted.join(',')))
    return ruleError('rule', 'ILLEGAL_BET', illegalMessage(type, sorted));
  return { type, numbers: sorted };
}
