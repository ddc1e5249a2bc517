import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../types';
import { EVEN_MONEY_BET_TYPES, ROULETTE_BET_TYPES, legalSets, validateBet, type RouletteBetType } from './bets';
import { DEFAULT_ROULETTE_RULES, parseRouletteRules, settleBet } from './settle';

const OFF = { laPartage: false };
const ON = { laPartage: true };
const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** An exact fraction over bigint, always reduced with a positive denominator. */
type Frac = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (n: bigint, d: bigint): Frac => {
  const g = gcd(n, d) || 1n;
  const s = d < 0n ? -1n : 1n;
  return { n: (s * n) / g, d: (s * d) / g };
};

/** Expected net per unit stake over the 37 equally likely outcomes, exactly. */
function expectedValue(type: RouletteBetType, numbers: number[], stake: number, rules: { laPartage: boolean }): Frac {
  let total = 0n;
  for (let outcome = 0; outcome <= 36; outcome++) {
    const s = settleBet({ type, numbers, amount: stake }, outcome, rules);
    total += BigInt(s.payout + s.refund - stake);
  }
  return frac(total, 37n * BigInt(stake));
}

describe('[ROULETTE] settleBet by hand (RULES.md §RL-2, §RL-3, §C-3)', () => {
  it.each([
    ['straight 10 cents on 17, ball 17', 'STRAIGHT', [17], 10, 17, { status: 'WON', payout: 350, refund: 10 }],
    ['straight 10 cents on 0, ball 0', 'STRAIGHT', [0], 10, 0, { status: 'WON', payout: 350, refund: 10 }],
    ['straight 10 cents on 17, ball 18', 'STRAIGHT', [17], 10, 18, { status: 'LOST', payout: 0, refund: 0 }],
    ['split 7 cents on 1-2, ball 2', 'SPLIT', [1, 2], 7, 2, { status: 'WON', payout: 119, refund: 7 }],
    ['split 7 cents on 0-3, ball 0', 'SPLIT', [0, 3], 7, 0, { status: 'WON', payout: 119, refund: 7 }],
    ['street 4 cents on 4-6, ball 6', 'STREET', [4, 5, 6], 4, 6, { status: 'WON', payout: 44, refund: 4 }],
    ['trio 10 cents on 0-2-3, ball 3', 'TRIO', [0, 2, 3], 10, 3, { status: 'WON', payout: 110, refund: 10 }],
    ['trio 10 cents on 0-2-3, ball 1', 'TRIO', [0, 2, 3], 10, 1, { status: 'LOST', payout: 0, refund: 0 }],
    [
      'corner 3 cents on 17-18-20-21, ball 20',
      'CORNER',
      [17, 18, 20, 21],
      3,
      20,
      { status: 'WON', payout: 24, refund: 3 },
    ],
    ['first four 5 cents, ball 0', 'FIRST_FOUR', [0, 1, 2, 3], 5, 0, { status: 'WON', payout: 40, refund: 5 }],
    [
      'six line 6 cents on 31-36, ball 31',
      'SIX_LINE',
      [31, 32, 33, 34, 35, 36],
      6,
      31,
      { status: 'WON', payout: 30, refund: 6 },
    ],
    [
      'dozen 5 cents on 1-12, ball 12',
      'DOZEN',
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      5,
      12,
      { status: 'WON', payout: 10, refund: 5 },
    ],
    [
      'dozen 5 cents on 1-12, ball 13',
      'DOZEN',
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      5,
      13,
      { status: 'LOST', payout: 0, refund: 0 },
    ],
    [
      'column 9 cents on 3..36, ball 36',
      'COLUMN',
      [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36],
      9,
      36,
      { status: 'WON', payout: 18, refund: 9 },
    ],
    ['red 25 cents, ball 32', 'RED', [], 25, 32, { status: 'WON', payout: 25, refund: 25 }],
    ['red 25 cents, ball 15', 'RED', [], 25, 15, { status: 'LOST', payout: 0, refund: 0 }],
    ['black 25 cents, ball 0', 'BLACK', [], 25, 0, { status: 'LOST', payout: 0, refund: 0 }],
    ['even 25 cents, ball 0 (0 is not even)', 'EVEN', [], 25, 0, { status: 'LOST', payout: 0, refund: 0 }],
    ['low 25 cents, ball 18', 'LOW', [], 25, 18, { status: 'WON', payout: 25, refund: 25 }],
    ['high 25 cents, ball 18', 'HIGH', [], 25, 18, { status: 'LOST', payout: 0, refund: 0 }],
    ['odd 1 cent, ball 35', 'ODD', [], 1, 35, { status: 'WON', payout: 1, refund: 1 }],
  ] as const)('[ROULETTE] %s', (_name, type, numbers, amount, outcome, expected) => {
    expect(settleBet({ type, numbers: [...numbers], amount }, outcome, OFF)).toEqual(expected);
  });

  it('[ROULETTE] la partage: 25 cents on red, ball 0 → lost, half the stake (12 cents, rounded down) back', () => {
    expect(settleBet({ type: 'RED', numbers: REDS, amount: 25 }, 0, ON)).toEqual({
      status: 'LOST',
      payout: 0,
      refund: 12,
    });
    expect(settleBet({ type: 'RED', numbers: REDS, amount: 25 }, 0, OFF)).toEqual({
      status: 'LOST',
      payout: 0,
      refund: 0,
    });
  });

  it('[ROULETTE] la partage applies to every even-money bet on 0 and to nothing else', () => {
    for (const type of EVEN_MONEY_BET_TYPES) {
      expect(settleBet({ type, amount: 100 }, 0, ON), type).toEqual({ status: 'LOST', payout: 0, refund: 50 });
    }
    expect(settleBet({ type: 'DOZEN', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], amount: 100 }, 0, ON)).toEqual({
      status: 'LOST',
      payout: 0,
      refund: 0,
    });
    expect(
      settleBet({ type: 'COLUMN', numbers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], amount: 100 }, 0, ON),
    ).toEqual({ status: 'LOST', payout: 0, refund: 0 });
    expect(settleBet({ type: 'STRAIGHT', numbers: [5], amount: 100 }, 0, ON)).toEqual({
      status: 'LOST',
      payout: 0,
      refund: 0,
    });
    // a non-zero loss is a plain loss even with la partage on
    expect(settleBet({ type: 'RED', amount: 100 }, 2, ON)).toEqual({ status: 'LOST', payout: 0, refund: 0 });
  });

  it('[ROULETTE] settleBet defaults to the default rules and rejects impossible outcomes and stakes', () => {
    expect(settleBet({ type: 'RED', amount: 25 }, 0)).toEqual({ status: 'LOST', payout: 0, refund: 0 });
    expect(() => settleBet({ type: 'RED', amount: 25 }, 37, OFF)).toThrow(RangeError);
    expect(() => settleBet({ type: 'RED', amount: 25 }, -1, OFF)).toThrow(RangeError);
    expect(() => settleBet({ type: 'RED', amount: 2.5 }, 1, OFF)).toThrow(RangeError);
  });
});

describe('[ROULETTE] house edge, exactly (RULES.md §RL-2, §RL-3)', () => {
  it('[ROULETTE] every legal set of every bet type returns -1/37 of the stake per spin', () => {
    let checked = 0;
    for (const type of ROULETTE_BET_TYPES) {
      for (const numbers of legalSets(type)) {
        for (const stake of [1, 2, 74]) {
          expect(expectedValue(type, numbers, stake, OFF), `${type} ${numbers.join('-')} stake ${stake}`).toEqual(
            frac(-1n, 37n),
          );
        }
        checked++;
      }
    }
    // 37 + 60 + 12 + 2 + 22 + 1 + 11 + 3 + 3 + 6 legal sets
    expect(checked).toBe(157);
  });

  it('[ROULETTE] with la partage, even-money bets lose 1/74 (1.35%); every other bet still 1/37', () => {
    for (const type of ROULETTE_BET_TYPES) {
      const expected = (EVEN_MONEY_BET_TYPES as readonly string[]).includes(type) ? frac(-1n, 74n) : frac(-1n, 37n);
      for (const numbers of legalSets(type))
        expect(expectedValue(type, numbers, 2, ON), `${type} ${numbers.join('-')}`).toEqual(expected);
    }
    expect(Math.round((1 / 74) * 10000) / 100).toBe(1.35);
  });
});

describe('[ROULETTE] settlement property (RULES.md §RL-4)', () => {
  it('[ROULETTE] for any outcome and any legal bet, the bet is WON iff the outcome is covered', () => {
    const bet = fc
      .constantFrom(...ROULETTE_BET_TYPES)
      .chain((type) => fc.constantFrom(...legalSets(type)).map((set) => ({ type, set })))
      .chain(({ type, set }) =>
        fc.shuffledSubarray(set, { minLength: set.length, maxLength: set.length }).map((perm) => ({ type, set, perm })),
      );
    fc.assert(
      fc.property(
        bet,
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        ({ type, set, perm }, outcome, amount, laPartage) => {
          const valid = validateBet({ type, numbers: perm, amount: amount || undefined });
          if (isRuleError(valid)) throw new Error(valid.message);
          const s = settleBet({ ...valid, amount }, outcome, { laPartage });
          expect(s.status === 'WON').toBe(set.includes(outcome));
          if (s.status === 'WON') {
            expect(s.refund).toBe(amount);
            expect(s.payout).toBe(amount * (36 / set.length - 1)); // every ratio here is a whole number
          } else {
            expect(s.payout).toBe(0);
            expect(s.refund).toBe(laPartage && outcome === 0 && set.length === 18 ? Math.floor(amount / 2) : 0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('[ROULETTE] parseRouletteRules (RULES.md §RL-3)', () => {
  it('[ROULETTE] defaults: la partage off', () => {
    expect(DEFAULT_ROULETTE_RULES).toEqual({ laPartage: false });
    expect(parseRouletteRules(undefined)).toEqual({ laPartage: false });
    expect(parseRouletteRules(null)).toEqual({ laPartage: false });
    expect(parseRouletteRules({})).toEqual({ laPartage: false });
  });

  it('[ROULETTE] la partage can be switched on', () => {
    expect(parseRouletteRules({ laPartage: true })).toEqual({ laPartage: true });
    expect(parseRouletteRules({ laPartage: false })).toEqual({ laPartage: false });
  });

  it.each([
    ['yes'],
    [1],
    [[]],
    [{ laPartage: 'true' }],
    [{ laPartage: 1 }],
    [{ laPartge: true }],
    [{ laPartage: true, enPrison: true }],
  ])('[ROULETTE] rules %j are INVALID_RULES (input)', (input) => {
    expect(parseRouletteRules(input)).toMatchObject({ ok: false, kind: 'input', code: 'INVALID_RULES' });
  });
});
