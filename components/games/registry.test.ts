import { describe, expect, it } from 'vitest';
import { GAMES, gameUi, loadGamePart } from './registry';
import { countTicks } from './roulette/distribution-chart';

describe('game parts are loaded per game and role (issue #16 §5)', () => {
  it('a part is there only once loaded, for that game and role only; one load for calls at once', async () => {
    expect(gameUi('ROULETTE')?.label).toBe('European Roulette');
    expect(gameUi('ROULETTE')?.seated).toBe(false);
    expect(gameUi('ROULETTE')?.player).toBeUndefined();
    const [a, b] = [loadGamePart('player', 'ROULETTE'), loadGamePart('player', 'ROULETTE')];
    const [pa, pb] = await Promise.all([a, b]);
    expect(pa).toBe(pb);
    expect(gameUi('ROULETTE')?.player).toBe(pa);
    expect(typeof gameUi('ROULETTE')?.player?.usePlayerGame).toBe('function');
    // Only what was asked for: not the roulette dealer, not another game's player part.
    expect(gameUi('ROULETTE')?.dealer).toBeUndefined();
    expect(gameUi('BACCARAT')?.player).toBeUndefined();
  });

  it('a game without a pack has no UI and loads nothing', async () => {
    expect(gameUi('CRAPS')).toBeUndefined();
    await expect(loadGamePart('player', 'CRAPS')).resolves.toBeUndefined();
  });

  it('lists the six games', () => {
    expect([...GAMES].sort()).toEqual([
      'BACCARAT',
      'BLACKJACK',
      'CASINO_HOLDEM',
      'HIGH_CARD_FLUSH',
      'POKER_SWITCH',
      'ROULETTE',
    ]);
  });
});

describe('the roulette distribution axis', () => {
  it('whole counts, about four steps, at least 0..4', () => {
    expect(countTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]); // step ceil(7/4) = 2, top 8
    expect(countTicks(13)).toEqual([0, 4, 8, 12, 16]); // step 4, top ceil(13/4)*4 = 16
  });
});
