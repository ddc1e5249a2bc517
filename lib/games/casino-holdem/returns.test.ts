import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { cardIndex } from '../poker';
import {
  aaBonusExact,
  callValue,
  COMPLETIONS,
  combinedOptimal,
  dealerQualifyingHands,
  estimateOf,
  FIVE_CARD_HANDS,
  mergeTallies,
  sampleStates,
  SEVEN_CARD_HANDS,
  sfc32,
  simpleCalls,
  simulate,
  strategyReport,
  type MainTally,
  type StateValue,
} from './returns';

const i = (c: string) => cardIndex(c as Card);
const hole = (a: string, b: string): [number, number] => [i(a), i(b)];
const flop = (a: string, b: string, c: string): [number, number, number] => [i(a), i(b), i(c)];
const C = (n: number, k: number): number => {
  let r = 1;
  for (let j = 1; j <= k; j++) r = (r * (n - k + j)) / j;
  return Math.round(r);
};
const within = (mean: number, se: number, target: number, k = 5) => {
  expect(se).toBeGreaterThan(0);
  expect(Math.abs(mean - target)).toBeLessThanOrEqual(k * se);
};

describe('[CHE] AA Bonus, exact over every five-card hand (RULES.md §CHE-5, §CHE-6)', () => {
  it('[CHE] 93.5977% with the player calling whenever the AA Bonus wins', () => {
    const r = aaBonusExact();
    expect(r.hands).toBe(C(52, 5));
    expect(r.hands).toBe(FIVE_CARD_HANDS);
    // 25:1 flush or better: flush 5,108 + full house 3,744 + quads 624 + straight flush 36 + royal 4.
    expect(r.paid25).toBe(5_108 + 3_744 + 624 + 36 + 4);
    expect(r.paid25).toBe(9_516);
    // 7:1: straight 10,200 + trips 54,912 + two pair 123,552 + pairs of aces (1,098,240 pairs / 13 ranks).
    expect(r.paid7).toBe(10_200 + 54_912 + 123_552 + 1_098_240 / 13);
    expect(r.paid7).toBe(273_144);
    // Return per unit = (winners × (multiple + stake back)) / hands = (9,516×26 + 273,144×8) / 2,598,960.
    expect(r.return).toBeCloseTo((9_516 * 26 + 273_144 * 8) / 2_598_960, 12);
    expect(r.return).toBeCloseTo(0.935977, 6);
  });
});

describe('[CHE] exact value of calling in one player-and-flop state (RULES.md §CHE-3, §CHE-4)', () => {
  // Every state has C(47,2) turn/river pairs × C(45,2) dealer hands = 1,070,190 completions; each
  // set of the 4 unseen cards (turn, river, dealer 2) appears in C(4,2) = 6 of them.
  it('[CHE] completions', () => {
    expect(COMPLETIONS).toBe(C(47, 2) * C(45, 2));
    expect(COMPLETIONS).toBe(C(47, 4) * 6);
  });

  it('[CHE] a royal flush on the flop: EV = 100 + 2 × P(dealer qualifies), counted by hand', () => {
    // Player AS KS, flop QS JS TS: a royal flush whatever comes; no dealer hand can beat or tie it
    // (another royal needs five cards of one other suit, the dealer has four unseen cards). Called:
    // not qualified → Ante 100:1, Call returned (+100); qualified → +100 + 2 (Call 1:1).
    // The dealer holds QS JS TS + 4 of the 47 unseen cards. It does NOT qualify exactly when the 4
    // cards hold no Q/J/T, at most one spade (two more spades make a flush), no two of one rank
    // except one pair of 2s or of 3s (a pair of 2s and a pair of 3s is two pair), and no straight:
    // not A+K (A-K-Q-J-T), K+9 (K-Q-J-T-9), 9+8 (Q-J-T-9-8, and J-T-9-8-7 / T-9-8-7-6 need 9+8 too).
    // Ranks available: A, K (3 cards each, no spade), 9..2 (4 each, one spade).
    // Four distinct ranks: suits with ≤ 1 spade = 3^4 + 27 × (ranks 9..2 among them).
    //   none of A/K: C(8,4) − C(6,2) (9+8) = 55 sets × (81 + 108) = 10,395
    //   A + 3 low: C(8,3) − 6 (9+8) = 50; K + 3 low without 9: C(7,3) = 35; 85 × (81 + 81) = 13,770
    // A pair of 2s or 3s (6 ways: 3 without the spade, 3 with it) + two singles from the other 9
    // ranks (A, K, 9..4 and the other of 2/3), C(9,2) − 3 forbidden = 33 sets:
    //   per set 3 × (9 + 3L) + 3 × 9 = 54 + 9L, L = singles of ranks 9..2:
    //   L = 1: A + low (7) or K + low except 9 (6) = 13 sets × 63; L = 2: C(7,2) − 1 = 20 sets × 72
    //   = 819 + 1,440 = 2,259 per pair rank, × 2 = 4,518
    // Not qualified: 10,395 + 13,770 + 4,518 = 28,683 of C(47,4) = 178,365.
    const notQualified4 = 10_395 + 13_770 + 4_518;
    expect(notQualified4).toBe(28_683);
    const v = callValue(hole('AS', 'KS'), flop('QS', 'JS', 'TS'));
    expect(v.notQualified).toBe(28_683 * 6);
    expect(v.won).toBe((178_365 - 28_683) * 6);
    expect(v.tied).toBe(0);
    expect(v.lost).toBe(0);
    expect(v.sum).toBe(100 * COMPLETIONS + 2 * (178_365 - 28_683) * 6);
    expect(v.ev).toBeCloseTo(102 - (2 * 28_683) / 178_365, 12); // 101.678378...
  });

  it('[CHE] four aces on the flop: only a dealer straight flush beats them', () => {
    // Player AS AH, flop AD AC KS: four aces, kicker K whatever comes (Ante 10:1). The board's pair
    // of aces makes every dealer qualify; the dealer cannot tie (no aces left) and wins only with a
    // straight flush using all 4 unseen cards: KD QD JD TD (royal with AD), 2D 3D 4D 5D (steel wheel
    // with AD), the same two in clubs, and QS JS TS 9S (K-high with KS): 5 of C(47,4) = 178,365.
    // EV = 12 − 15 × 5 / 178,365 (+10 + 2 when winning, −3 when losing).
    const v = callValue(hole('AS', 'AH'), flop('AD', 'AC', 'KS'));
    expect(v.notQualified).toBe(0);
    expect(v.tied).toBe(0);
    expect(v.lost).toBe(5 * 6);
    expect(v.won).toBe(COMPLETIONS - 30);
    expect(v.sum).toBe(12 * (COMPLETIONS - 30) - 3 * 30);
    expect(v.ev).toBeCloseTo(12 - (15 * 5) / 178_365, 12);
  });

  it('[CHE] refuses a card twice', () => {
    expect(() => callValue(hole('AS', 'AS'), flop('AD', 'AC', 'KS'))).toThrow(RangeError);
  });
});

describe('[CHE] the documented simple strategy SIMPLE', () => {
  const calls = (h: [string, string], f: [string, string, string]) =>
    simpleCalls(i(h[0]), i(h[1]), i(f[0]), i(f[1]), i(f[2]));
  it('[CHE] each rule', () => {
    expect(calls(['2C', '3D'], ['2H', '3S', '9C'])).toBe(true); // two pair
    expect(calls(['5C', '9D'], ['5H', 'KS', '2C'])).toBe(true); // a hole card pairs the flop
    expect(calls(['2C', '2D'], ['7H', '9S', 'KC'])).toBe(true); // pocket pair
    expect(calls(['3C', '5D'], ['9H', '9S', 'KC'])).toBe(false); // a pair on the flop alone, no ten
    expect(calls(['TC', '5D'], ['9H', '9S', 'KC'])).toBe(true); // ... with a ten
    expect(calls(['2H', '7H'], ['9H', 'KH', '3C'])).toBe(true); // four to a flush
    expect(calls(['5C', '6D'], ['8H', '9S', '2C'])).toBe(true); // inside straight draw 5-6-_-8-9
    expect(calls(['AC', '2D'], ['3H', '4S', '9C'])).toBe(true); // A-2-3-4 (ace low)
    expect(calls(['2C', '7D'], ['9H', 'JS', '4C'])).toBe(false); // nothing, no ten
    expect(calls(['TC', '3D'], ['8H', 'QS', '5C'])).toBe(true); // a ten in the hole
  });
});

describe('[CHE] simulator (small version of scripts/rtp-casino-holdem.ts)', () => {
  it('[CHE] sfc32 is deterministic per seed', () => {
    const a = sfc32(5);
    const b = sfc32(5);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
  });

  it('[CHE] 200,000 deals: AA Bonus at 93.5977% and the dealer qualification rate within 5 SE', () => {
    const parts = [simulate({ deals: 100_000, seed: 3 }), simulate({ deals: 100_000, seed: 4 })];
    const s = mergeTallies(parts);
    expect(s.deals).toBe(200_000);
    const always = strategyReport(s.always);
    expect(always.callRate).toBe(1);
    within(always.aaReturn.mean, always.aaReturn.stdError, (9_516 * 26 + 273_144 * 8) / 2_598_960);
    // Cross-check against the enumeration of all seven-card hands (a different path through the evaluator).
    const qualifying = dealerQualifyingHands() / SEVEN_CARD_HANDS;
    // high card (23,294,460 of 133,784,560) never qualifies: at most 1 − 0.17412; pairs of 2s/3s fail too.
    expect(qualifying).toBeLessThan(1 - 23_294_460 / 133_784_560);
    const q = s.dealerQualified / s.deals;
    within(q, Math.sqrt((q * (1 - q)) / s.deals), qualifying);
    // SIMPLE calls at least every deal with a ten or higher in the hole (rule 4 catches any not
    // called before): 1 − C(32,2)/C(52,2) = 1 − 496/1,326 = 62.6% (less 5 SE of sampling, ~0.5%).
    const simple = strategyReport(s.simple);
    expect(simple.callRate).toBeGreaterThan(1 - 496 / 1_326 - 0.005);
    expect(simple.callRate).toBeLessThan(1);
    // SIMPLE's folds lose their AA Bonus, so its AA return is at most always-call's on the same deals.
    expect(simple.aaReturn.mean).toBeLessThanOrEqual(always.aaReturn.mean);
  });

  it('[CHE] a fixed state simulated matches its exact call value (the royal and the four aces)', () => {
    const royal = simulate({
      deals: 200_000,
      seed: 9,
      fixed: { hole: hole('AS', 'KS'), flop: flop('QS', 'JS', 'TS') },
    });
    const r = strategyReport(royal.always).perAnte;
    within(r.mean, r.stdError, 102 - (2 * 28_683) / 178_365);
    const quads = simulate({
      deals: 200_000,
      seed: 10,
      fixed: { hole: hole('AS', 'AH'), flop: flop('AD', 'AC', 'KS') },
    });
    // All 200,000 deals qualify; the loss is 1 in 35,673: expect the mean near 12.
    const q = strategyReport(quads.always).perAnte;
    expect(quads.dealerQualified).toBe(200_000);
    expect(Math.abs(q.mean - (12 - (15 * 5) / 178_365))).toBeLessThan((15 * 20) / 200_000);
  });

  it('[CHE] the return per total wagered of a hand-made tally', () => {
    // Two deals: one called and won +2 (3 Antes wagered), one folded −1 (1 Ante): 1 + (2 − 1) / 4.
    const t: MainTally = {
      deals: 2,
      calls: 1,
      net: 1,
      net2: 5,
      wagered: 4,
      wagered2: 10,
      netWagered: 5,
      aa: { n: 2, sum: 6, sq: 50 },
    };
    const r = strategyReport(t);
    expect(r.perAnte.mean).toBe(0.5);
    expect(r.perWagered.mean).toBe(1.25);
    expect(r.callRate).toBe(0.5);
    expect(r.aaReturn.mean).toBe(4); // nets +7 and −1: 1 + 3
  });
});

describe('[CHE] optimal play on sampled states', () => {
  it('[CHE] each state: optimal = max(EV(call), −1), the EV confirmed by simulating that state', () => {
    const seen: StateValue[] = [];
    const st = sampleStates({ states: 3, seed: 21, onState: (s) => seen.push(s) });
    expect(st.states).toBe(3);
    expect(seen).toHaveLength(3);
    let gain = 0;
    for (const s of seen) {
      expect(s.optimal).toBe(Math.max(s.call.ev, -1));
      expect(s.call.notQualified + s.call.won + s.call.tied + s.call.lost).toBe(COMPLETIONS);
      gain += Math.max(0, -1 - s.call.ev);
      const sim = strategyReport(simulate({ deals: 200_000, seed: 30, fixed: { hole: s.hole, flop: s.flop } }).always);
      within(sim.perAnte.mean, sim.perAnte.stdError, s.call.ev);
    }
    expect(estimateOf(st.optimal).mean).toBeCloseTo(seen.reduce((a, s) => a + s.optimal, 0) / 3, 12);
    expect(estimateOf(st.foldGain).mean).toBeCloseTo(gain / 3, 12);
    // The combined estimate adds the fold gain to a given always-call figure, errors in quadrature.
    const c = combinedOptimal({ mean: -0.08, stdError: 0.0003 }, st);
    expect(c.mean).toBeCloseTo(-0.08 + gain / 3, 12);
    expect(c.stdError).toBeCloseTo(Math.hypot(0.0003, estimateOf(st.foldGain).stdError), 12);
  });
});
