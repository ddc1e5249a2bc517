import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../types';
import {
  EVEN_MONEY_BET_TYPES,
  PAYOUTS,
  ROULETTE_BET_TYPES,
  coveredNumbers,
  legalSets,
  validateBet,
  type RouletteBetType,
} from './bets';

/** The standard layout as printed on the cloth, written out by hand (top row 3..36, bottom row 1..34). */
const TOP = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36];
const MID = [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35];
const BOT = [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34];
const GRID = [TOP, MID, BOT];
/** (line, index) of each number 1-36 on the hand-written grid. */
const where = (n: number): [number, number] => {
  for (let l = 0; l < 3; l++) {
    const i = (GRID[l] as number[]).indexOf(n);
    if (i >= 0) return [l, i];
  }
  throw new Error(`no cell for ${n}`);
};
const at = (l: number, i: number): number => (GRID[l] as number[])[i] as number;
const key = (ns: readonly number[]): string => [...ns].sort((a, b) => a - b).join(',');
const keys = (sets: readonly (readonly number[])[]): string[] => sets.map(key).sort();

/** Splits worked out from the hand-written grid: cells sharing an edge, plus 0 with 1, 2, 3. */
function handSplits(): string[] {
  const out = ['0,1', '0,2', '0,3'];
  for (let a = 1; a <= 36; a++) {
    for (let b = a + 1; b <= 36; b++) {
      const [la, ia] = where(a);
      const [lb, ib] = where(b);
      if (Math.abs(la - lb) + Math.abs(ia - ib) === 1) out.push(key([a, b]));
    }
  }
  return out.sort();
}

/** Corners from the hand-written grid: every 2x2 block. */
function handCorners(): string[] {
  const out: string[] = [];
  for (let l = 0; l < 2; l++)
    for (let i = 0; i < 11; i++) out.push(key([at(l, i), at(l, i + 1), at(l + 1, i), at(l + 1, i + 1)]));
  return out.sort();
}

const ok = (type: string, numbers?: number[]) => {
  const r = validateBet({ type, numbers });
  if (isRuleError(r))
    throw new Error(`expected ${type} ${JSON.stringify(numbers)} to be accepted, got ${r.code}: ${r.message}`);
  return r;
};

describe('[ROULETTE] legal sets (RULES.md §RL-2, §RL-4)', () => {
  it.each([
    ['STRAIGHT', 37],
    ['SPLIT', 60],
    ['STREET', 12],
    ['TRIO', 2],
    ['CORNER', 22],
    ['FIRST_FOUR', 1],
    ['SIX_LINE', 11],
    ['DOZEN', 3],
    ['COLUMN', 3],
    ['RED', 1],
    ['BLACK', 1],
    ['ODD', 1],
    ['EVEN', 1],
    ['LOW', 1],
    ['HIGH', 1],
  ] as const)('[ROULETTE] %s has %i legal sets', (type, count) => {
    expect(legalSets(type)).toHaveLength(count);
  });

  it('[ROULETTE] the 60 splits are the 57 edge-sharing pairs of 1-36 plus 0-1, 0-2, 0-3', () => {
    const hand = handSplits();
    expect(hand).toHaveLength(60); // 12 columns x 2 vertical + 3 rows x 11 horizontal = 57, + 3
    expect(keys(legalSets('SPLIT'))).toEqual(hand);
  });

  it('[ROULETTE] the 22 corners are the 2x2 blocks of the layout', () => {
    expect(keys(legalSets('CORNER'))).toEqual(handCorners());
  });

  it('[ROULETTE] streets are the 12 rows of three; six lines are the 11 pairs of adjacent streets', () => {
    const streets = Array.from({ length: 12 }, (_, i) => [3 * i + 1, 3 * i + 2, 3 * i + 3]);
    expect(keys(legalSets('STREET'))).toEqual(keys(streets));
    const sixLines = Array.from({ length: 11 }, (_, i) => [1, 2, 3, 4, 5, 6].map((d) => 3 * i + d));
    expect(keys(legalSets('SIX_LINE'))).toEqual(keys(sixLines));
  });

  it('[ROULETTE] the trios are exactly 0-1-2 and 0-2-3; the first four is 0-1-2-3', () => {
    expect(legalSets('TRIO')).toEqual([
      [0, 1, 2],
      [0, 2, 3],
    ]);
    expect(legalSets('FIRST_FOUR')).toEqual([[0, 1, 2, 3]]);
  });

  it('[ROULETTE] dozens are 1-12, 13-24, 25-36; columns are the three long lines of the layout', () => {
    expect(keys(legalSets('DOZEN'))).toEqual(keys([1, 13, 25].map((s) => Array.from({ length: 12 }, (_, i) => s + i))));
    expect(keys(legalSets('COLUMN'))).toEqual(keys([TOP, MID, BOT]));
  });

  it('[ROULETTE] every legal set is sorted, distinct and of its type’s size', () => {
    const sizes: Record<RouletteBetType, number> = {
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
    };
    for (const type of ROULETTE_BET_TYPES) {
      for (const set of legalSets(type)) {
        expect(set).toHaveLength(sizes[type]);
        expect(set).toEqual([...new Set(set)].sort((a, b) => a - b));
      }
    }
  });

  it('[ROULETTE] legalSets returns copies the caller cannot corrupt', () => {
    const first = legalSets('SPLIT');
    (first[0] as number[]).push(99);
    first.pop();
    expect(legalSets('SPLIT')).toHaveLength(60);
    expect(legalSets('SPLIT')[0]).toHaveLength(2);
  });
});

describe('[ROULETTE] payouts (RULES.md §RL-2, §RL-3)', () => {
  it('[ROULETTE] payout ratios are those of the rules', () => {
    expect(PAYOUTS).toEqual({
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
  });
});

describe('[ROULETTE] validateBet (RULES.md §RL-4)', () => {
  it.each([
    ['STRAIGHT', [0]],
    ['STRAIGHT', [36]],
    ['SPLIT', [0, 2]],
    ['SPLIT', [0, 1]],
    ['SPLIT', [0, 3]],
    ['SPLIT', [1, 2]],
    ['SPLIT', [2, 3]],
    ['SPLIT', [1, 4]],
    ['SPLIT', [33, 36]],
    ['SPLIT', [35, 36]],
    ['STREET', [34, 35, 36]],
    ['TRIO', [0, 1, 2]],
    ['TRIO', [0, 2, 3]],
    ['CORNER', [17, 18, 20, 21]],
    ['CORNER', [1, 2, 4, 5]],
    ['CORNER', [32, 33, 35, 36]],
    ['FIRST_FOUR', [0, 1, 2, 3]],
    ['SIX_LINE', [31, 32, 33, 34, 35, 36]],
    ['DOZEN', [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]],
    ['COLUMN', [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]],
  ] as const)('[ROULETTE] %s %j is accepted', (type, numbers) => {
    expect(ok(type, [...numbers])).toEqual({ type, numbers: [...numbers] });
  });

  it.each([
    ['SPLIT', [1, 5], /1 and 5 are not adjacent on the layout: not a split/],
    ['SPLIT', [3, 4], /3 and 4 are not adjacent/],
    ['SPLIT', [0, 4], /0 and 4 are not adjacent/],
    ['SPLIT', [1, 3], /not adjacent/],
    ['SPLIT', [12, 13], /not adjacent/],
    ['TRIO', [0, 3, 4], /not a trio/],
    ['TRIO', [0, 1, 3], /not a trio/],
    ['TRIO', [1, 2, 3], /not a trio/],
    ['CORNER', [3, 4, 6, 7], /not a corner/],
    ['CORNER', [1, 2, 3, 4], /not a corner/],
    ['CORNER', [0, 1, 2, 3], /not a corner/],
    ['STREET', [2, 3, 4], /not a street/],
    ['STREET', [1, 4, 7], /not a street/],
    ['STREET', [0, 1, 2], /not a street/],
    ['SIX_LINE', [1, 2, 3, 7, 8, 9], /not two adjacent streets/],
    ['SIX_LINE', [2, 3, 4, 5, 6, 7], /not two adjacent streets/],
    ['FIRST_FOUR', [1, 2, 4, 5], /first four is 0-1-2-3/],
    ['DOZEN', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13], /not a dozen/],
    ['COLUMN', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], /not a column/],
    // wrong sizes
    ['STRAIGHT', [], /covers 1 number, got 0/],
    ['STRAIGHT', [1, 2], /covers 1 number, got 2/],
    ['SPLIT', [1], /covers 2 numbers, got 1/],
    ['STREET', [1, 2, 3, 4], /covers 3 numbers, got 4/],
    ['CORNER', [1, 2, 4], /covers 4 numbers/],
    ['SIX_LINE', [1, 2, 3, 4, 5], /covers 6 numbers/],
    // duplicates
    ['SPLIT', [5, 5], /5 is given more than once/],
    ['STREET', [1, 2, 2], /2 is given more than once/],
    ['CORNER', [1, 1, 2, 4], /1 is given more than once/],
    // off the wheel
    ['STRAIGHT', [37], /37 is not on the wheel/],
    ['STRAIGHT', [-1], /-1 is not on the wheel/],
    ['SPLIT', [36, 37], /37 is not on the wheel/],
    // outside bets with wrong numbers
    ['RED', [1], /RED/],
    ['RED', [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35], /RED/],
    ['LOW', [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36], /LOW/],
  ] as const)('[ROULETTE] %s %j is rejected as ILLEGAL_BET', (type, numbers, message) => {
    const r = validateBet({ type, numbers: [...numbers] });
    expect(isRuleError(r)).toBe(true);
    expect(r).toMatchObject({ ok: false, kind: 'rule', code: 'ILLEGAL_BET' });
    if (isRuleError(r)) expect(r.message).toMatch(message);
  });

  it('[ROULETTE] 1-5 is not a split', () => {
    expect(validateBet({ type: 'SPLIT', numbers: [1, 5] })).toEqual({
      ok: false,
      kind: 'rule',
      code: 'ILLEGAL_BET',
      message: '1 and 5 are not adjacent on the layout: not a split',
    });
  });

  it('[ROULETTE] inside bets, dozens and columns need their numbers', () => {
    for (const type of ['STRAIGHT', 'SPLIT', 'STREET', 'TRIO', 'CORNER', 'FIRST_FOUR', 'SIX_LINE', 'DOZEN', 'COLUMN']) {
      expect(validateBet({ type }), type).toMatchObject({ ok: false, kind: 'rule', code: 'ILLEGAL_BET' });
    }
  });

  it('[ROULETTE] the order of the numbers does not matter; the covered set comes back sorted', () => {
    expect(ok('SPLIT', [2, 1])).toEqual({ type: 'SPLIT', numbers: [1, 2] });
    expect(ok('SPLIT', [2, 0])).toEqual({ type: 'SPLIT', numbers: [0, 2] });
    expect(ok('CORNER', [21, 17, 20, 18])).toEqual({ type: 'CORNER', numbers: [17, 18, 20, 21] });
    expect(ok('TRIO', [3, 0, 2])).toEqual({ type: 'TRIO', numbers: [0, 2, 3] });
    expect(ok('SIX_LINE', [9, 4, 8, 5, 7, 6])).toEqual({ type: 'SIX_LINE', numbers: [4, 5, 6, 7, 8, 9] });
  });

  it('[ROULETTE] even-money bets take no numbers, or exactly their covered set in any order', () => {
    const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    expect(ok('RED')).toEqual({ type: 'RED', numbers: reds });
    expect(validateBet({ type: 'RED', numbers: null })).toEqual({ type: 'RED', numbers: reds });
    expect(ok('RED', [...reds].reverse())).toEqual({ type: 'RED', numbers: reds });
    expect(ok('HIGH').numbers).toEqual(Array.from({ length: 18 }, (_, i) => 19 + i));
    expect(ok('ODD', [35, 33, 31, 29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1]).numbers[0]).toBe(1);
  });

  it.each(['BASKET', 'straight', '', 'TOP_LINE'])(
    '[ROULETTE] unknown bet type %j is INVALID_BET_TYPE (input)',
    (type) => {
      expect(validateBet({ type, numbers: [1] })).toMatchObject({ ok: false, kind: 'input', code: 'INVALID_BET_TYPE' });
    },
  );

  it('[ROULETTE] numbers that are not whole numbers are malformed input', () => {
    expect(validateBet({ type: 'STRAIGHT', numbers: [1.5] })).toMatchObject({
      kind: 'input',
      code: 'INVALID_BET_NUMBERS',
    });
    expect(validateBet({ type: 'STRAIGHT', numbers: ['5'] as unknown as number[] })).toMatchObject({
      kind: 'input',
      code: 'INVALID_BET_NUMBERS',
    });
    expect(validateBet({ type: 'STRAIGHT', numbers: 5 as unknown as number[] })).toMatchObject({
      kind: 'input',
      code: 'INVALID_BET_NUMBERS',
    });
  });

  it('[ROULETTE] an amount, when given, must be a positive whole number of cents', () => {
    expect(validateBet({ type: 'STRAIGHT', numbers: [7], amount: 100 })).toEqual({ type: 'STRAIGHT', numbers: [7] });
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      expect(validateBet({ type: 'STRAIGHT', numbers: [7], amount }), String(amount)).toMatchObject({
        kind: 'input',
        code: 'INVALID_AMOUNT',
      });
    }
  });

  it('[ROULETTE] any permutation of any legal set is accepted as that set (property)', () => {
    const legalBet = fc
      .constantFrom(...ROULETTE_BET_TYPES)
      .chain((type) => fc.constantFrom(...legalSets(type)).map((set) => ({ type, set })))
      .chain(({ type, set }) =>
        fc.shuffledSubarray(set, { minLength: set.length, maxLength: set.length }).map((perm) => ({ type, set, perm })),
      );
    fc.assert(
      fc.property(legalBet, ({ type, set, perm }) => {
        expect(validateBet({ type, numbers: perm })).toEqual({ type, numbers: set });
      }),
    );
  });

  it('[ROULETTE] a random pair is a legal split iff the hand-written grid has them side by side (property)', () => {
    const hand = new Set(handSplits());
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 36 }), { minLength: 2, maxLength: 2 }), (pair) => {
        const r = validateBet({ type: 'SPLIT', numbers: pair });
        expect(!isRuleError(r)).toBe(hand.has(key(pair)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('[ROULETTE] coveredNumbers (RULES.md §RL-3)', () => {
  it.each([
    ['RED', [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]],
    ['BLACK', [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35]],
    ['ODD', [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35]],
    ['EVEN', [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36]],
    ['LOW', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]],
    ['HIGH', [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]],
  ] as const)('[ROULETTE] %s covers its 18 numbers and never 0', (type, numbers) => {
    expect(coveredNumbers(type)).toEqual(numbers);
    expect(coveredNumbers(type, [1])).toEqual(numbers);
    expect(EVEN_MONEY_BET_TYPES).toContain(type);
  });

  it('[ROULETTE] other bets cover the given set, sorted', () => {
    expect(coveredNumbers('SPLIT', [5, 2])).toEqual([2, 5]);
    expect(coveredNumbers('DOZEN', [25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36])).toHaveLength(12);
    expect(() => coveredNumbers('SPLIT')).toThrow(TypeError);
  });
});
