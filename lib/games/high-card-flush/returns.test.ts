import { describe, it, expect } from 'vitest';
import { DECK, type Card } from '../cards';
import { bestFlush, longestStraightFlush } from './evaluate';
import { DP_HANDS, exactTallies } from './exact-returns';
import { flushOdds } from './odds';
import { DEFAULT_HCF_RULES } from './rules';
import { BONUS_TALLIES, flushSizeCounts, HANDS_OF_SEVEN, paytableReturns, straightFlushLengthCounts } from './returns';

const C = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

/** Every 4-card hand of the deck through the engine's evaluator: counts by flush size and by run length. */
function bruteFour() {
  const bySize = [0, 0, 0, 0, 0];
  const byRun = [0, 0, 0, 0, 0];
  const d = DECK as readonly Card[];
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let e = c + 1; e < 52; e++) {
          const hand = [d[a]!, d[b]!, d[c]!, d[e]!];
          bySize[bestFlush(hand).size]!++;
          byRun[longestStraightFlush(hand).length]!++;
        }
  return { bySize, byRun };
}

describe('[HCF] the rules panel figures: hands by flush size and straight-flush length (RULES.md §HCF-2, §HCF-5)', () => {
  it('[HCF] seven cards by flush size, worked by hand from the suit patterns', () => {
    const n = flushSizeCounts(7);
    expect(n[7]).toBe(4 * C(13, 7)); // 6,864
    expect(n[7]).toBe(6_864);
    expect(n[6]).toBe(4 * C(13, 6) * 39); // 6 + any card of another suit
    expect(n[5]).toBe(4 * C(13, 5) * C(39, 2));
    // 4-3, 4-2-1, 4-1-1-1
    expect(n[4]).toBe(12 * C(13, 4) * C(13, 3) + 24 * C(13, 4) * C(13, 2) * 13 + 4 * C(13, 4) * 13 ** 3);
    expect(n[2]).toBe(4 * C(13, 2) ** 3 * 13); // 2-2-2-1
    expect(n.reduce((a, b) => a + b, 0)).toBe(C(52, 7));
    expect(C(52, 7)).toBe(HANDS_OF_SEVEN);
    // the same as the evaluator-driven enumeration of odds.ts
    expect(n).toEqual(flushOdds().bySize);
  });

  it('[HCF] seven cards by longest straight flush: 32 of seven, 1,592 of six', () => {
    const n = straightFlushLengthCounts(7);
    // 7 in a row in one suit: A-7 (ace low) up to 8-A, 8 runs a suit
    expect(n[7]).toBe(4 * 8);
    // 6 in a row: 9 runs a suit (A-6 .. 9-A); the seventh card is of another suit (39), or of the same suit
    // but not next to the run: 6 choices for the two end runs (A-6, 9-A), 5 for the seven in between
    expect(n[6]).toBe(4 * (9 * 39 + 2 * 6 + 7 * 5));
    expect(n.slice(3)).toEqual([8_642_932, 676_196, 39_960, 1_592, 32]);
    expect(n.reduce((a, b) => a + b, 0)).toBe(HANDS_OF_SEVEN);
    expect(n[0]).toBe(0);
  });

  it('[HCF] four cards: the closed form agrees with every hand through the engine', () => {
    const brute = bruteFour();
    expect(flushSizeCounts(4)).toEqual(brute.bySize);
    expect(straightFlushLengthCounts(4)).toEqual(brute.byRun);
    // four in a row: 11 runs a suit (A-4 .. J-A)
    expect(brute.byRun[4]).toBe(44);
    expect(brute.bySize[4]).toBe(4 * C(13, 4));
  });
});

describe('[HCF] the bonus returns against the DP (RULES.md §HCF-5, §HCF-6)', () => {
  const t = BONUS_TALLIES;

  it('[HCF] every row covers its player hands against all C(45,7) DP hands', () => {
    expect(DP_HANDS).toBe(C(45, 7));
    const flush = flushSizeCounts(7);
    const runs = straightFlushLengthCounts(7);
    for (const k of [4, 5, 6, 7]) {
      const r = t.flush.all[k]!;
      expect(r.win + r.push + r.lose, `flush ${k}`).toBe(flush[k]! * DP_HANDS);
    }
    for (const k of [3, 4, 5, 6, 7]) {
      const r = t.straightFlush.all[k]!;
      expect(r.win + r.push + r.lose, `run ${k}`).toBe(runs[k]! * DP_HANDS);
    }
    const hands = Object.values(t.byDecision).reduce((a, d) => a + d.hands, 0);
    expect(hands).toBe(HANDS_OF_SEVEN);
  });

  it('[HCF] seven-card flush and seven-card run rows, worked by hand', () => {
    // A seven-card flush of mask m loses only to a seven-card flush of a higher mask in one of the other three
    // suits and ties the same ranks there: summed over the 1,716 masks, 3 x C(1716, 2) higher pairs a suit.
    const f7 = t.flush.all[7]!;
    expect(f7.lose).toBe(4 * 3 * C(1716, 2));
    expect(f7.push).toBe(4 * 1716 * 3);
    expect(f7.win).toBe(6_864 * DP_HANDS - f7.lose - f7.push);
    // A seven-card run (8 tops a suit) loses to a seven-card run with a higher top in another suit, ties the same top.
    const s7 = t.straightFlush.all[7]!;
    expect(s7.lose).toBe(4 * 3 * (7 + 6 + 5 + 4 + 3 + 2 + 1 + 0));
    expect(s7.push).toBe(32 * 3);
    // 200:1 on a win, the stake back on a push (§C-3)
    const part7 = (f7.win * 201 + f7.push) / t.pairs;
    expect(paytableReturns(DEFAULT_HCF_RULES).flushBonus.lines[0]).toMatchObject({ key: 7, ratio: [200, 1] });
    expect(paytableReturns(DEFAULT_HCF_RULES).flushBonus.lines[0]!.part).toBeCloseTo(part7, 12);
  });

  it('[HCF] the default paytables: Flush bonus 92.76%, Straight Flush bonus 90.04% (79.84% with the Ante strategy)', () => {
    const r = paytableReturns(DEFAULT_HCF_RULES);
    const ret = (rows: typeof t.flush.all, table: Record<number, readonly [number, number]>, keys: number[]) =>
      keys.reduce((a, k) => a + (rows[k]!.win * (1 + table[k]![0] / table[k]![1]) + rows[k]!.push) / t.pairs, 0);
    expect(r.flushBonus.return).toBeCloseTo(ret(t.flush.all, DEFAULT_HCF_RULES.flushBonus, [4, 5, 6, 7]), 10);
    expect(r.flushBonus.return).toBeCloseTo(0.927577, 6);
    expect(r.straightFlushBonus.return).toBeCloseTo(
      ret(t.straightFlush.all, DEFAULT_HCF_RULES.straightFlushBonus, [3, 4, 5, 6, 7]),
      10,
    );
    expect(r.straightFlushBonus.return).toBeCloseTo(0.900399, 6);
    // folding by the Ante strategy loses the bonus on the folded three-card runs
    const raised = t.straightFlush.all.map((x, i) => ({
      win: x.win - t.straightFlush.folded[i]!.win,
      push: x.push - t.straightFlush.folded[i]!.push,
      lose: 0,
    }));
    expect(r.straightFlushBonus.returnAnteStrategy).toBeCloseTo(
      ret(raised, DEFAULT_HCF_RULES.straightFlushBonus, [3, 4, 5, 6, 7]),
      10,
    );
    // Ante + Raise with the best strategy: the published house edge is 2.65-2.71 %
    expect(-r.anteRaiseEvPerAnte).toBeGreaterThan(0.0265);
    expect(-r.anteRaiseEvPerAnte).toBeLessThan(0.0271);
    // the chance to hold a four-card flush is the combinatorial one
    expect(r.flushBonus.lines[3]!.holds).toBeCloseTo(26_137_540 / HANDS_OF_SEVEN, 12);
  });

  it('[HCF] a table paytable changes the return line by line (a win pays a:b, §C-3)', () => {
    const rules = {
      ...DEFAULT_HCF_RULES,
      flushBonus: { ...DEFAULT_HCF_RULES.flushBonus, 4: [3, 1] as const },
      straightFlushBonus: { ...DEFAULT_HCF_RULES.straightFlushBonus, 3: [17, 2] as const },
    };
    const base = paytableReturns(DEFAULT_HCF_RULES);
    const r = paytableReturns(rules);
    // 3:1 instead of 2:1 on a four-card flush adds one unit on each of its wins
    expect(r.flushBonus.return - base.flushBonus.return).toBeCloseTo(t.flush.all[4]!.win / t.pairs, 10);
    // 8.5:1 instead of 8:1 on a three-card run adds half a unit on each win
    expect(r.straightFlushBonus.return - base.straightFlushBonus.return).toBeCloseTo(
      (0.5 * t.straightFlush.all[3]!.win) / t.pairs,
      10,
    );
  });

  it('[HCF] the kept tallies are those of a fresh exact enumeration', { timeout: 180_000 }, () => {
    const fresh = exactTallies();
    expect(fresh.pairs).toBe(t.pairs);
    expect(fresh.byDecision).toEqual(t.byDecision);
    expect(fresh.flush).toEqual(t.flush);
    expect(fresh.straightFlush).toEqual(t.straightFlush);
  });
});
