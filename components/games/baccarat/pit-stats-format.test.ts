import { describe, expect, it } from 'vitest';
import { baccaratExpected, baccaratStats, naturalChance } from './pit-stats-format';

const coup = (winner: string, o: Record<string, unknown> = {}) => ({
  winner,
  natural: false,
  playerPair: false,
  bankerPair: false,
  ...o,
});

describe('baccarat pit statistics (issue #17 §4)', () => {
  it('counts ten coups by hand', () => {
    const results = [
      coup('BANKER', { natural: true }),
      coup('BANKER'),
      coup('BANKER', { bankerPair: true }),
      coup('BANKER'),
      coup('PLAYER', { natural: true, playerPair: true }),
      coup('PLAYER'),
      coup('PLAYER'),
      coup('TIE', { natural: true }),
      coup('BANKER', { playerPair: true, bankerPair: true }),
      coup('PLAYER'),
      null, // a voided / unsettled coup's missing result: skipped
      { winner: 'DRAGON' }, // not a baccarat result: skipped
    ];
    // banker 5 (50 %), player 4 (40 %), tie 1 (10 %); naturals 3, player pairs 2, banker pairs 2
    expect(baccaratStats(results)).toEqual({
      coups: 10,
      banker: 5,
      player: 4,
      tie: 1,
      naturals: 3,
      playerPairs: 2,
      bankerPairs: 2,
    });
  });

  it('the exact outcome chances for 8 decks are RULES-driven (§BAC-1..§BAC-4): 0.458597 / 0.446247 / 0.095156', () => {
    const e = baccaratExpected(8);
    expect(e.banker).toBeCloseTo(0.458597, 6);
    expect(e.player).toBeCloseTo(0.446247, 6);
    expect(e.tie).toBeCloseTo(0.095156, 6);
    expect(e.banker + e.player + e.tie).toBeCloseTo(1, 12);
    // pair: 13 · 32 · 31 / (416 · 415) = 31/415
    expect(e.pair).toBeCloseTo(31 / 415, 12);
  });

  it('natural chance agrees with an independent enumeration of four cards by rank', () => {
    // Ranks A..K (13, four per deck), points A=1, 2..9, T/J/Q/K=0 (§BAC-1); cards P1 B1 P2 B2 without replacement.
    const oracle = (decks: number) => {
      const pts = (rank: number) => (rank >= 10 ? 0 : rank); // rank 1..13
      const left = Array.from({ length: 14 }, (_, r) => (r === 0 ? 0 : 4 * decks));
      const n = 52 * decks;
      let nat = 0;
      for (let a = 1; a <= 13; a++) {
        const wa = left[a]! / n;
        left[a]!--;
        for (let b = 1; b <= 13; b++) {
          const wb = left[b]! / (n - 1);
          left[b]!--;
          for (let c = 1; c <= 13; c++) {
            const wc = left[c]! / (n - 2);
            left[c]!--;
            for (let d = 1; d <= 13; d++) {
              const natural = (pts(a) + pts(c)) % 10 >= 8 || (pts(b) + pts(d)) % 10 >= 8;
              if (natural) nat += wa * wb * wc * (left[d]! / (n - 3));
            }
            left[c]!++;
          }
          left[b]!++;
        }
        left[a]!++;
      }
      return nat;
    };
    expect(naturalChance(8)).toBeCloseTo(oracle(8), 12);
    expect(naturalChance(1)).toBeCloseTo(oracle(1), 12);
  });
});
