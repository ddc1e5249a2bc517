import { describe, expect, it } from 'vitest';
import { blackjackChance, blackjackStats, dealerBustChance } from './pit-stats-format';

const hand = (o: Record<string, unknown> = {}) => ({
  cards: ['TS', '7H'],
  total: 17,
  blackjack: false,
  bust: false,
  doubled: false,
  fromSplit: false,
  ...o,
});
const round = (
  result: Record<string, unknown> | null,
  staked = 0,
  byType?: Record<string, { staked: number; paidOut: number }>,
) => ({ result, staked, paidOut: 0, byType });

describe('blackjack pit statistics (issue #17 §4)', () => {
  it('counts dealer busts, blackjacks, doubles, splits, insurance and the Bet Behind share by hand', () => {
    const rounds = [
      // 1: dealer busts (22); seat 1 blackjack; seat 2 doubles; ace not up: no insurance offered
      round(
        {
          dealer: { cards: ['6S', 'TS', '6D'], total: 22, bust: true, blackjack: false },
          seats: [
            { seat: 1, insurance: null, hands: [hand({ blackjack: true, total: 21 })] },
            { seat: 2, insurance: null, hands: [hand({ doubled: true })] },
          ],
        },
        3000,
        { MAIN: { staked: 2000, paidOut: 0 }, BET_BEHIND: { staked: 1000, paidOut: 0 } },
      ),
      // 2: dealer ace up, blackjack; seat 1 insured, seat 2 declined
      round(
        {
          dealer: { cards: ['AS', 'KD'], total: 21, bust: false, blackjack: true },
          seats: [
            { seat: 1, insurance: true, hands: [hand()] },
            { seat: 2, insurance: false, hands: [hand()] },
          ],
        },
        2500,
        { MAIN: { staked: 2000, paidOut: 0 }, INSURANCE: { staked: 500, paidOut: 0 } },
      ),
      // 3: seat 1 splits 8s, doubles one split hand (a split 21 is not a blackjack); dealer stands on 19
      round(
        {
          dealer: { cards: ['9S', 'TC'], total: 19, bust: false, blackjack: false },
          seats: [
            {
              seat: 1,
              insurance: null,
              hands: [hand({ fromSplit: true, doubled: true }), hand({ fromSplit: true, blackjack: false, total: 21 })],
            },
          ],
        },
        3000,
        { MAIN: { staked: 3000, paidOut: 0 } },
      ),
      // 4: the only hand busted: the dealer stops at one card (not a played-out dealer hand)
      round(
        {
          dealer: { cards: ['5S'], total: 5, bust: false, blackjack: false },
          seats: [{ seat: 3, insurance: null, hands: [hand({ bust: true, total: 25 })] }],
        },
        1000,
        { MAIN: { staked: 1000, paidOut: 0 } },
      ),
      round(null, 999), // not a blackjack result: skipped
    ];
    const s = blackjackStats(rounds);
    expect(s).toEqual({
      rounds: 4,
      dealerPlayed: 3, // rounds 1-3
      dealerBusts: 1,
      dealerBlackjacks: 1,
      hands: 6, // 2 + 2 + 1 + 1 seats dealt in
      blackjacks: 1,
      doubles: 2,
      splits: 1,
      insuranceOffered: 2,
      insuranceTaken: 1,
      handle: 9500,
      behindHandle: 1000,
    });
  });

  it('has no Bet Behind share without stakes by type', () => {
    expect(blackjackStats([round({ dealer: { total: 18 }, seats: [] }, 100)]).behindHandle).toBeNull();
  });

  it('blackjack chance from a full shoe: 2·(4d)(16d)/(52d(52d−1))', () => {
    expect(blackjackChance(8)).toBeCloseTo(8192 / 172640, 12); // 4.745 %
    expect(blackjackChance(1)).toBeCloseTo((2 * 4 * 16) / (52 * 51), 12); // 4.827 %
  });

  it('dealer bust chance (S17, §BJ-6) agrees with an independent infinite-deck recursion', () => {
    // Infinite deck oracle: P(value) = 1/13, ten-value 4/13, by total and softness.
    const memo = new Map<string, number>();
    const inf = (hard: number, aces: boolean): number => {
      const t = aces && hard + 10 <= 21 ? hard + 10 : hard;
      if (t > 21) return 1;
      if (t >= 17) return 0;
      const k = `${hard}:${aces}`;
      if (!memo.has(k)) {
        let p = 0;
        for (let v = 1; v <= 10; v++) p += (v === 10 ? 4 / 13 : 1 / 13) * inf(hard + v, aces || v === 1);
        memo.set(k, p);
      }
      return memo.get(k)!;
    };
    const infinite = inf(0, false);
    expect(infinite).toBeGreaterThan(0.28);
    expect(infinite).toBeLessThan(0.283);
    // 8 decks sit within a tenth of a percent of the infinite deck
    expect(Math.abs(dealerBustChance(8) - infinite)).toBeLessThan(0.001);
    expect(dealerBustChance(8)).toBeCloseTo(0.28184, 4);
  });
});
