import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { alwaysBetReturn } from './bet-return';
import { DEFAULT_BET_PAYTABLE } from './paytables';
import { simulate, switchHeuristic } from './simulate';

const c = (s: string) => s.split(' ') as Card[];

describe('the Monte Carlo of a pair against the dealer', () => {
  it('never switching, always Betting: agrees with the exact return within 4 standard errors', () => {
    const exact = alwaysBetReturn(DEFAULT_BET_PAYTABLE).perAnte;
    const sim = simulate('ALWAYS_BET', 40_000, 3);
    expect(sim.switchRate).toBe(0);
    expect(sim.betRate).toBe(1);
    expect(Math.abs(-sim.edgePerAnte - exact)).toBeLessThan(4 * sim.edgeStandardError);
  }, 180_000);

  it('the documented switch: seed 000 switches Q-J-T-9-2 / 5-4-3-A-K into two straights; runs repeat by seed', () => {
    expect(switchHeuristic(c('QS JH TD 9C 2H'), c('5S 4H 3D AC KD'))).toBe(true);
    // Two pairs already: switching the kickers changes nothing, so no switch.
    expect(switchHeuristic(c('8S 8H 3D 4C 2H'), c('9S 9H 5D 6C KD'))).toBe(false);
    expect(simulate('SWITCH_SIMPLE', 2000, 9)).toEqual(simulate('SWITCH_SIMPLE', 2000, 9));
  });
});
