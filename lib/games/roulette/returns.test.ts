import { describe, expect, it } from 'vitest';
import { PAYOUTS, ROULETTE_BET_TYPES, type RouletteBetType } from './bets';
import { betReturn, rouletteReturns } from './returns';

const OFF = { laPartage: false };
const ON = { laPartage: true };

describe('[ROULETTE] exact return of each bet (RULES.md §RL-1, §RL-2, §RL-3)', () => {
  // Worked by hand: k covered numbers of 37, a win returns (a + 1) per unit.
  it.each([
    ['STRAIGHT', '1/37 × 36', 36, 37],
    ['SPLIT', '2/37 × 18 = 36/37', 36, 37],
    ['STREET', '3/37 × 12 = 36/37', 36, 37],
    ['TRIO', '3/37 × 12 = 36/37', 36, 37],
    ['CORNER', '4/37 × 9 = 36/37', 36, 37],
    ['FIRST_FOUR', '4/37 × 9 = 36/37', 36, 37],
    ['SIX_LINE', '6/37 × 6 = 36/37', 36, 37],
    ['DOZEN', '12/37 × 3 = 36/37', 36, 37],
    ['COLUMN', '12/37 × 3 = 36/37', 36, 37],
    ['RED', '18/37 × 2 = 36/37', 36, 37],
    ['HIGH', '18/37 × 2 = 36/37', 36, 37],
  ] as const)('%s without la partage: %s', (type, _why, num, den) => {
    const r = betReturn(type, OFF);
    expect(r.rtp).toEqual({ num, den });
    expect(r.edge).toEqual({ num: 1, den: 37 });
    expect(r.rtpPercent).toBeCloseTo(97.2973, 4);
    expect(r.edgePercent).toBeCloseTo(2.7027, 4);
  });

  it('every bet type returns 36/37 on the standard paytable without la partage', () => {
    expect(rouletteReturns(OFF).map((r) => [r.type, r.rtp.num, r.rtp.den])).toEqual(
      ROULETTE_BET_TYPES.map((t) => [t, 36, 37]),
    );
  });

  it('la partage: an even-money bet returns 36/37 + 1/74 = 73/74 (98.65 %), edge 1/74', () => {
    for (const type of ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const) {
      const r = betReturn(type, ON);
      expect(r.rtp).toEqual({ num: 73, den: 74 });
      expect(r.edge).toEqual({ num: 1, den: 74 });
      expect(r.rtpPercent).toBeCloseTo(98.6486, 4);
    }
  });

  it('la partage leaves the other bets at 36/37 (§RL-3: only even-money bets lose half)', () => {
    for (const type of ['STRAIGHT', 'SPLIT', 'CORNER', 'SIX_LINE', 'DOZEN', 'COLUMN'] as const)
      expect(betReturn(type, ON).rtp).toEqual({ num: 36, den: 37 });
  });

  it('is computed from the paytable: straight at 34:1 returns 35/37, a dozen at 5:2 returns 12/37 × 7/2 = 42/37', () => {
    const table: Record<RouletteBetType, readonly [number, number]> = {
      ...PAYOUTS,
      STRAIGHT: [34, 1],
      DOZEN: [5, 2],
    };
    expect(betReturn('STRAIGHT', OFF, table).rtp).toEqual({ num: 35, den: 37 });
    expect(betReturn('STRAIGHT', OFF, table).edge).toEqual({ num: 2, den: 37 });
    expect(betReturn('DOZEN', OFF, table).rtp).toEqual({ num: 42, den: 37 });
    expect(betReturn('DOZEN', OFF, table).edge).toEqual({ num: -5, den: 37 });
  });

  it('a double-zero wheel of 38 pockets: straight 36/38 = 18/19, red with la partage 36/38 + 1/76 = 73/76', () => {
    expect(betReturn('STRAIGHT', OFF, PAYOUTS, 38).rtp).toEqual({ num: 18, den: 19 });
    expect(betReturn('RED', ON, PAYOUTS, 38).rtp).toEqual({ num: 73, den: 76 });
  });

  it('says what it covers and pays', () => {
    const r = betReturn('SIX_LINE', OFF);
    expect(r.covers).toBe(6);
    expect(r.pays).toEqual([5, 1]);
  });
});
