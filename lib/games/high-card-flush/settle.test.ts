import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { dealOrder } from './rotation';
import { DEFAULT_HCF_RULES, type HighCardFlushRules } from './rules';
import { settleRound, type HcfSeatBets, type HcfSettlement } from './settle';
import { dealRound, type SimDecision } from './simulate';

// Amounts below are worked out by hand from RULES.md §HCF-4..§HCF-9 and §C-3.
// A bet's net is payout + refund - stake; a hand's net also pays its rake.

const H = (s: string) => s.split(' ') as Card[];
type Dec = 'FOLD' | 'TIMEOUT' | 1 | 2 | 3;

/** Deals `hands` (by seat) and `bankHand` through the engine, with the given decisions. */
function round(
  dpSeat: number | null,
  bank: number | null,
  hands: Record<number, string>,
  decisions: Record<number, Dec>,
  bankHand: string,
) {
  const seats = Object.keys(hands).map(Number);
  const deck = [...dealOrder(seats, dpSeat).flatMap((h) => (h.to === 'seat' ? H(hands[h.seat]!) : [])), ...H(bankHand)];
  return dealRound({ seats, dpSeat, bank }, deck, (seat): SimDecision => {
    const d = decisions[seat]!;
    return d === 'FOLD' || d === 'TIMEOUT' ? { action: d } : { action: 'RAISE', multiple: d };
  });
}

const NO_RAKE: HighCardFlushRules = { ...DEFAULT_HCF_RULES, rakeAmount: 0 };
const rake = (rakeMode: HighCardFlushRules['rakeMode'], rakeAmount = 100): HighCardFlushRules => ({
  ...DEFAULT_HCF_RULES,
  rakeMode,
  rakeAmount,
});
const bySeat = (s: HcfSettlement, seat: number) => s.hands.find((h) => h.seat === seat)!;
const zeroSum = (s: HcfSettlement) => s.hands.reduce((a, h) => a + h.net, 0) + s.dpNet + s.houseRake;
const won = (stake: number, payout: number, cut = 0) => ({ status: 'WON', stake, payout, refund: stake, cut });
const lost = (stake: number) => ({ status: 'LOST', stake, payout: 0, refund: 0, cut: 0 });
const push = (stake: number) => ({ status: 'PUSH', stake, payout: 0, refund: stake, cut: 0 });
const dead = (stake: number) => ({ status: 'DEAD', stake, payout: 0, refund: stake, cut: 0 });

// A qualifying DP: a four-card 9-7-5-3 spade flush, longest straight flush one card.
const DP_Q = '9S 7S 5S 3S KD 2H 4C';
const SEAT3 = 'AC KC QC JC 9D 3D 4D'; // 4-card A-K-Q-J flush (beats the DP), straight flush J-Q-K-A (4)
const SEAT1 = 'JD TD 8D 4H 5H 6C 7C'; // 3-card J-T-8 flush (loses), no 3-card straight flush
const SEAT6 = 'AH KH QH 8H 6H 2D 3C'; // 5-card flush (beats the DP), straight flush Q-K-A (3)
const X = { 3: SEAT3, 1: SEAT1, 6: SEAT6 };
// DP at seat 4: action order 3, 1, 6.

describe('[HCF] Ante and Raise against the DP (RULES.md §HCF-4)', () => {
  it('[HCF] a qualifying DP: the better hand wins Ante and Raise 1:1, the worse loses both', () => {
    const s = settleRound(
      round(null, null, X, { 3: 1, 1: 1, 6: 2 }, DP_Q),
      { 3: { ante: 100 }, 1: { ante: 100 }, 6: { ante: 100, raise: 200 } },
      NO_RAKE,
    );
    expect(s.dpQualifies).toBe(true);
    expect(bySeat(s, 3)).toMatchObject({ outcome: 'PLAYED', ante: won(100, 100), raise: won(100, 100), net: 200 });
    expect(bySeat(s, 1)).toMatchObject({ outcome: 'PLAYED', ante: lost(100), raise: lost(100), net: -200 });
    expect(bySeat(s, 6)).toMatchObject({ ante: won(100, 100), raise: won(200, 200), net: 300 });
    expect(s.dpNet).toBe(-300);
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] equal flushes push Ante, Raise and the Flush bonus', () => {
    const s = settleRound(
      round(null, null, { 2: '9H 7H 5H 3H KC 2C QD' }, { 2: 1 }, DP_Q),
      { 2: { ante: 100, flushBonus: 50, straightFlushBonus: 50 } },
      NO_RAKE,
    );
    // no 3-card straight flush: that bonus is not in play and loses
    expect(bySeat(s, 2)).toMatchObject({
      ante: push(100),
      raise: push(100),
      flushBonus: push(50),
      straightFlushBonus: lost(50),
      net: -50,
    });
  });

  it('[HCF] a DP below a three-card 9-high flush: the Ante pays 1:1 and the Raise pushes, even against a worse hand', () => {
    const DP_NQ = '8S 7S 2S 9D 4D 3H 5C'; // 3-card 8-high flush; straight flush 7-8 (2)
    const s = settleRound(
      round(null, null, { 1: 'AH KD QC JS 2H 3D 4C', 2: '4H 5H 6H KH 2C TD QS' }, { 1: 1, 2: 1 }, DP_NQ),
      { 1: { ante: 100 }, 2: { ante: 100, flushBonus: 10, straightFlushBonus: 10 } },
      NO_RAKE,
    );
    expect(s.dpQualifies).toBe(false);
    expect(bySeat(s, 1)).toMatchObject({ ante: won(100, 100), raise: push(100), net: 100 });
    // bonus bets are judged against the non-qualifying hand all the same: 4-card flush beats 3 (2:1), run 4-5-6 beats 7-8 (8:1)
    expect(bySeat(s, 2)).toMatchObject({
      ante: won(100, 100),
      raise: push(100),
      flushBonus: won(10, 20),
      straightFlushBonus: won(10, 80),
      net: 200,
    });
  });
});

describe('[HCF] bonus bets (RULES.md §HCF-5, §HCF-6)', () => {
  it('[HCF] a better hand wins the bonuses at the paytable for its own size', () => {
    const bets = {
      3: { ante: 100, flushBonus: 10, straightFlushBonus: 10 },
      1: { ante: 100, flushBonus: 10, straightFlushBonus: 10 },
      6: { ante: 100, flushBonus: 10, straightFlushBonus: 10 },
    };
    const s = settleRound(round(null, null, X, { 3: 1, 1: 1, 6: 2 }, DP_Q), bets, NO_RAKE);
    // seat 3: 4-card flush 2:1, 4-card straight flush 60:1
    expect(bySeat(s, 3)).toMatchObject({ flushBonus: won(10, 20), straightFlushBonus: won(10, 600), net: 820 });
    // seat 1: a 3-card flush and a 2-card run are too small: both bonuses lose
    expect(bySeat(s, 1)).toMatchObject({ flushBonus: lost(10), straightFlushBonus: lost(10), net: -220 });
    // seat 6: 5-card flush 10:1, 3-card straight flush 8:1
    expect(bySeat(s, 6)).toMatchObject({ flushBonus: won(10, 100), straightFlushBonus: won(10, 80), net: 480 });
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] a folded hand (or a timeout) loses its Ante and its bonus bets', () => {
    const s = settleRound(
      round(null, null, X, { 3: 'FOLD', 1: 'TIMEOUT', 6: 2 }, DP_Q),
      { 3: { ante: 100, flushBonus: 10, straightFlushBonus: 10 }, 1: { ante: 100, raise: 0 }, 6: { ante: 100 } },
      NO_RAKE,
    );
    expect(bySeat(s, 3)).toMatchObject({
      outcome: 'FOLDED',
      ante: lost(100),
      raise: null,
      flushBonus: lost(10),
      straightFlushBonus: lost(10),
      net: -120,
    });
    expect(bySeat(s, 1)).toMatchObject({ outcome: 'FOLDED', net: -100 });
  });

  it('[HCF] the Flush bonus loses to a better DP flush; the Straight Flush bonus is judged on its own and wins', () => {
    const DP5 = '2S 4S 6S 8S TS 3H 5D'; // 5-card spade flush
    const s = settleRound(
      round(null, null, { 1: 'AH KH QH JH 2C 3C 4D' }, { 1: 1 }, DP5),
      { 1: { ante: 100, flushBonus: 10, straightFlushBonus: 10 } },
      NO_RAKE,
    );
    // J-Q-K-A of hearts is a 4-card straight flush; the DP's longest run is 1: that bonus still wins 60:1
    expect(bySeat(s, 1)).toMatchObject({
      ante: lost(100),
      raise: lost(100),
      flushBonus: lost(10),
      straightFlushBonus: won(10, 600),
      net: 390,
    });
  });

  it('[HCF] the raise given with the bets must match the decision', () => {
    const st = round(null, null, X, { 3: 1, 1: 1, 6: 2 }, DP_Q);
    expect(() =>
      settleRound(st, { 3: { ante: 100 }, 1: { ante: 100 }, 6: { ante: 100, raise: 300 } }, NO_RAKE),
    ).toThrow(RangeError);
    expect(() => settleRound(st, { 3: { ante: 100 }, 1: { ante: 100 } }, NO_RAKE)).toThrow(RangeError);
  });
});

describe('[HCF] the DP bank (RULES.md §HCF-8)', () => {
  const X_RAISED = { 3: 1, 1: 1, 6: 2 } as const;

  it('[HCF] a hand the uncommitted bank cannot cover is dead: stakes back, no rake; a later smaller hand still fits', () => {
    // bank 1000: seat 3 commits 600 (400 left), seat 1 needs 600 → dead, seat 6 needs 300 → covered
    const bets: Record<number, HcfSeatBets> = { 3: { ante: 300 }, 1: { ante: 300 }, 6: { ante: 100 } };
    const s = settleRound(round(4, 1000, X, X_RAISED, DP_Q), bets, rake('ALL'));
    expect(bySeat(s, 1)).toMatchObject({ outcome: 'DEAD', ante: dead(300), raise: dead(300), rake: 0, net: 0 });
    expect(bySeat(s, 3)).toMatchObject({
      outcome: 'PLAYED',
      ante: won(300, 300),
      raise: won(300, 300),
      rake: 100,
      net: 500,
    });
    expect(bySeat(s, 6)).toMatchObject({ ante: won(100, 100), raise: won(200, 200), rake: 100, net: 200 });
    expect(s.bank).toEqual({ start: 1000, collected: 0, paid: 900, end: 100 });
    expect(s).toMatchObject({ dpRake: 100, dpNet: -1000, houseRake: 300 });
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] a folded hand needs cover too: uncovered, its Ante comes back', () => {
    const s = settleRound(
      round(4, 500, X, { 3: 1, 1: 1, 6: 'FOLD' }, DP_Q),
      { 3: { ante: 200 }, 1: { ante: 50 }, 6: { ante: 150 } },
      NO_RAKE,
    );
    // 3 commits 400 (100 left), 1 commits 100 (0 left), 6 (folded, 150) is dead
    expect(bySeat(s, 6)).toMatchObject({ outcome: 'DEAD', ante: dead(150), net: 0 });
    expect(s.bank).toEqual({ start: 500, collected: 100, paid: 400, end: 200 });
  });

  it('[HCF] losers are collected before winners are paid in action order; the last winner gets what is left', () => {
    // bank 700. Cover: seat 3 210 (490 left), seat 1 400 (90 left), seat 6 90 (0 left).
    // Collect seat 1's 400 → 1100. Pay seat 3: 100 + 100 + 600 (SF 60:1) → 300 left.
    // Pay seat 6: 20 + 40, then its Flush bonus (30 at 10:1 = 300) gets the 240 left: cut 60.
    const bets: Record<number, HcfSeatBets> = {
      3: { ante: 100, straightFlushBonus: 10 },
      1: { ante: 100, flushBonus: 100, straightFlushBonus: 100 },
      6: { ante: 20, flushBonus: 30 },
    };
    const s = settleRound(round(4, 700, X, X_RAISED, DP_Q), bets, NO_RAKE);
    expect(bySeat(s, 3)).toMatchObject({
      ante: won(100, 100),
      raise: won(100, 100),
      straightFlushBonus: won(10, 600),
      net: 800,
    });
    expect(bySeat(s, 1)).toMatchObject({
      ante: lost(100),
      raise: lost(100),
      flushBonus: lost(100),
      straightFlushBonus: lost(100),
      net: -400,
    });
    expect(bySeat(s, 6)).toMatchObject({
      ante: won(20, 20),
      raise: won(40, 40),
      flushBonus: won(30, 240, 60),
      net: 300,
    });
    expect(s.bank).toEqual({ start: 700, collected: 400, paid: 1100, end: 0 });
    expect(s.dpNet).toBe(-700);
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] a winner after the bank is empty gets only the stakes back', () => {
    // bank 300: seat 3 commits 210 (90 left), seat 1 dead (400), seat 6 commits 90. Nothing collected.
    // seat 3 takes 100 + 100 + 100 of its 600 bonus; seat 6 wins with nothing left.
    const bets: Record<number, HcfSeatBets> = {
      3: { ante: 100, straightFlushBonus: 10 },
      1: { ante: 100, flushBonus: 100, straightFlushBonus: 100 },
      6: { ante: 20, flushBonus: 30 },
    };
    const s = settleRound(round(4, 300, X, X_RAISED, DP_Q), bets, NO_RAKE);
    expect(bySeat(s, 3)).toMatchObject({ straightFlushBonus: won(10, 100, 500), net: 300 });
    expect(bySeat(s, 1)).toMatchObject({ outcome: 'DEAD', net: 0 });
    expect(bySeat(s, 6)).toMatchObject({
      ante: won(20, 0, 20),
      raise: won(40, 0, 40),
      flushBonus: won(30, 0, 300),
      net: 0,
    });
    expect(s.bank.end).toBe(0);
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] the house bank is unlimited: nothing is dead, nothing is cut', () => {
    const bets = { 3: { ante: 100_000, straightFlushBonus: 100_000 }, 1: { ante: 100 }, 6: { ante: 100 } };
    const s = settleRound(round(null, null, X, X_RAISED, DP_Q), bets, rake('DP_ONLY'));
    expect(bySeat(s, 3)).toMatchObject({ straightFlushBonus: won(100_000, 6_000_000), rake: 0 });
    expect(s.bank).toMatchObject({ start: null, end: null });
    expect(s).toMatchObject({ dpSeat: null, dpRake: 0, houseRake: 0 });
    expect(zeroSum(s)).toBe(0);
  });
});

describe('[HCF] rake (RULES.md §HCF-9)', () => {
  // bank 1000, seat 1 dead: the same round in every mode
  const bets: Record<number, HcfSeatBets> = { 3: { ante: 300 }, 1: { ante: 300 }, 6: { ante: 100 } };
  const st = round(4, 1000, X, { 3: 1, 1: 1, 6: 2 }, DP_Q);

  it('[HCF] ALL: every live player hand and the DP pay; the dead hand pays nothing', () => {
    const s = settleRound(st, bets, rake('ALL', 100));
    expect(s.hands.map((h) => [h.seat, h.rake, h.net])).toEqual([
      [3, 100, 500],
      [1, 0, 0],
      [6, 100, 200],
    ]);
    expect(s).toMatchObject({ dpRake: 100, dpNet: -1000, houseRake: 300 });
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] ALL_BUT_DP: only live player hands pay', () => {
    const s = settleRound(st, bets, rake('ALL_BUT_DP', 100));
    expect(s.hands.map((h) => [h.seat, h.rake, h.net])).toEqual([
      [3, 100, 500],
      [1, 0, 0],
      [6, 100, 200],
    ]);
    expect(s).toMatchObject({ dpRake: 0, dpNet: -900, houseRake: 200 });
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] DP_ONLY: only the DP pays, once', () => {
    const s = settleRound(st, bets, rake('DP_ONLY', 100));
    expect(s.hands.map((h) => [h.seat, h.rake, h.net])).toEqual([
      [3, 0, 600],
      [1, 0, 0],
      [6, 0, 300],
    ]);
    expect(s).toMatchObject({ dpRake: 100, dpNet: -1000, houseRake: 100 });
    expect(zeroSum(s)).toBe(0);
  });

  it('[HCF] a folded hand pays its rake; a DP whose every hand is dead pays none', () => {
    const folded = settleRound(round(4, 1000, { 2: SEAT1 }, { 2: 'FOLD' }, ''), { 2: { ante: 100 } }, rake('ALL', 25));
    expect(folded.hands[0]).toMatchObject({ outcome: 'FOLDED', rake: 25, net: -125 });
    expect(folded).toMatchObject({ dpRake: 25, dpNet: 75, houseRake: 50 });
    const allDead = settleRound(round(4, 100, { 2: SEAT6 }, { 2: 1 }, DP_Q), { 2: { ante: 100 } }, rake('ALL', 25));
    expect(allDead.hands[0]).toMatchObject({ outcome: 'DEAD', rake: 0, net: 0 });
    expect(allDead).toMatchObject({ dpRake: 0, dpNet: 0, houseRake: 0 });
  });
});
