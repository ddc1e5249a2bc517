import { describe, expect, it } from 'vitest';
import type { DpHistoryRound } from '@/lib/designated-player/history';
import { flushSizeProbabilities } from '@/lib/games/high-card-flush/odds';
import { hcfHandStats, hcfRotationStats } from './pit-stats-format';

type Hand = DpHistoryRound['settlement'] extends infer S ? (S extends { hands: (infer H)[] } ? H : never) : never;
const hand = (seat: number, outcome: Hand['outcome'], rake: number): Hand => ({
  seat,
  userId: `u${seat}`,
  username: `p${seat}`,
  outcome,
  stake: 1000,
  rake,
  net: 0,
});
const round = (
  number: number,
  banker: 'DP' | 'HOUSE',
  dp: string | null,
  hands: Hand[],
  rake: { total: number; dp: number },
  status: DpHistoryRound['status'] = 'SETTLED',
): DpHistoryRound => ({
  roundId: `r${number}`,
  number,
  status,
  openedAt: '2026-12-01T00:00:00.000Z',
  settledAt: null,
  voidReason: null,
  lastDpSeat: null,
  banker,
  dp: dp ? { seat: 1, userId: dp, username: dp, bank: 10000 } : null,
  offers: [],
  openOffer: null,
  settlement:
    status === 'SETTLED'
      ? {
          dpQualifies: true,
          bank: null,
          dpNet: 0,
          dead: hands.filter((h) => h.outcome === 'DEAD').map((h) => h.seat),
          rake: { ...rake, mode: 'ALL', amount: 50 },
          staked: 0,
          paidOut: 0,
          ggr: 0,
          hands,
        }
      : null,
});

describe('High Card Flush pit statistics (issue #17 §4)', () => {
  it('DP rotation, rake and dead hands over settled rounds, by hand', () => {
    const rounds = [
      // alice banks; 3 hands, seat 4 dead (no rake, §HCF-8); rake 2 hands × 50 + DP 50 = 150
      round(1, 'DP', 'alice', [hand(2, 'PLAYED', 50), hand(3, 'FOLDED', 50), hand(4, 'DEAD', 0)], {
        total: 150,
        dp: 50,
      }),
      // bob banks; 2 hands, rake 100 + DP 50
      round(2, 'DP', 'bob', [hand(2, 'PLAYED', 50), hand(3, 'PLAYED', 50)], { total: 150, dp: 50 }),
      // house banks: no DP rake
      round(3, 'HOUSE', null, [hand(2, 'PLAYED', 50)], { total: 50, dp: 0 }),
      // alice again; 1 hand dead (the bank ran out), the other played
      round(4, 'DP', 'alice', [hand(2, 'PLAYED', 50), hand(3, 'DEAD', 0)], { total: 100, dp: 50 }),
      // voided: not counted
      round(5, 'DP', 'bob', [], { total: 0, dp: 0 }, 'VOIDED'),
    ];
    expect(hcfRotationStats(rounds)).toEqual({
      rounds: 4,
      dpRounds: 3,
      houseRounds: 1,
      dps: 2,
      topDp: { username: 'alice', rounds: 2 },
      rake: 450,
      dpRake: 150,
      hands: 8,
      dead: 2, // 25 % of hands
      rakedHands: 6,
    });
  });

  it('flush sizes of every dealt hand and the DP qualification', () => {
    const results = [
      {
        dpSeat: 1,
        dp: { flush: { size: 4 }, qualifies: true },
        hands: [{ flush: { size: 3 } }, { flush: { size: 2 } }],
      },
      { dpSeat: null, dp: null, hands: [{ flush: { size: 3 } }] }, // everybody folded: the DP hand not dealt
      { dpSeat: 2, dp: { flush: { size: 3 }, qualifies: false }, hands: [{ flush: { size: 5 } }] },
      null,
    ];
    expect(hcfHandStats(results)).toEqual({
      hands: 6,
      bySize: { 2: 1, 3: 3, 4: 1, 5: 1, 6: 0, 7: 0 },
      dpDealt: 2,
      dpQualified: 1,
    });
  });

  it('the expected flush sizes are exact: a seven-card flush is 4·C(13,7)/C(52,7)', () => {
    const p = flushSizeProbabilities();
    expect(p[7]).toBeCloseTo((4 * 1716) / 133_784_560, 15);
    // six of one suit + one other: 4 suits · C(13,6) · 39 / C(52,7)
    expect(p[6]).toBeCloseTo((4 * 1716 * 39) / 133_784_560, 15);
    expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
