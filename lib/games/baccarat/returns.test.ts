import { describe, expect, it } from 'vitest';
import { baccaratReturns, pairChance, pairReturn } from './returns';

// Published exact figures for an 8-deck shoe (Wizard of Odds, "Baccarat"): return to player
// Banker 5 % commission 98.94 % (house edge 1.0579 %), Player 98.76 % (1.2351 %), Tie 8:1 85.64 %
// (14.3596 %), Banker no-commission with a win on 6 paying 1:2 98.54 % (1.4581 %, RULES.md §BAC-5
// quotes 1.458 %); Player/Banker pair 11:1 89.64 % (10.36 %).

const COMMISSION_5 = { bankerMode: 'COMMISSION', bankerCommissionPct: 5 } as const;
const byType = (rs: readonly { type: string; rtp: number; houseEdge: number }[]) =>
  Object.fromEntries(rs.map((r) => [r.type, r]));

describe('[BACCARAT] exact return of each bet (RULES.md §BAC-1..§BAC-5)', () => {
  it('[BACCARAT] 8 decks, 5 % commission: Banker 98.94 %, Player 98.76 %, Tie 85.64 %', () => {
    const r = byType(baccaratReturns(COMMISSION_5, 8));
    expect(r.BANKER!.rtp).toBeCloseTo(0.989421, 6);
    expect(r.BANKER!.houseEdge).toBeCloseTo(0.010579, 6);
    expect(r.PLAYER!.rtp).toBeCloseTo(0.987649, 6);
    expect(r.PLAYER!.houseEdge).toBeCloseTo(0.012351, 6);
    expect(r.TIE!.rtp).toBeCloseTo(0.856404, 6);
    expect(r.TIE!.houseEdge).toBeCloseTo(0.143596, 6);
    expect(baccaratReturns(COMMISSION_5).map((x) => x.type)).toEqual(['PLAYER', 'BANKER', 'TIE']);
  });

  it('[BACCARAT] no-commission Banker (a win on 6 pays 1:2): 98.54 %, edge 1.458 %', () => {
    const r = byType(baccaratReturns({ bankerMode: 'NO_COMMISSION', bankerCommissionPct: 5 }, 8));
    expect(r.BANKER!.rtp).toBeCloseTo(0.98542, 5);
    expect(r.BANKER!.houseEdge).toBeCloseTo(0.01458, 5);
  });

  it("[BACCARAT] the seed's literal 1:1 Banker (0 % commission) returns more than the stake", () => {
    // With no commission the Banker bet is the Player bet mirrored: its edge is minus the Player's 1.2351 %.
    const r = byType(baccaratReturns({ bankerMode: 'COMMISSION', bankerCommissionPct: 0 }, 8));
    expect(r.BANKER!.rtp).toBeCloseTo(1.012351, 6);
    expect(r.BANKER!.houseEdge).toBeCloseTo(-0.012351, 6);
  });

  it('[BACCARAT] pair 11:1 on 8 decks: 12 x 31/415 = 89.64 %', () => {
    // 13 ranks x 32 x 31 ordered pairs out of 416 x 415 two-card starts = 31/415.
    const c = pairChance(8);
    expect(c.num * 415n).toBe(31n * c.den);
    const p = pairReturn(8, 11);
    expect(p.num * 415n).toBe(372n * p.den);
    expect(p.rtp).toBeCloseTo(0.896386, 6);
    expect(p.houseEdge).toBeCloseTo(0.103614, 6);
    // One deck: the second card matches the first's rank 3 times in 51, 12/17 = 70.59 % at 11:1.
    expect(pairReturn(1, 11).rtp).toBeCloseTo(12 / 17, 12);
  });

  it("[BACCARAT] a table's pair side bets follow the main bets, each at its own payout", () => {
    const rs = baccaratReturns(
      {
        ...COMMISSION_5,
        pairs: [
          { type: 'PLAYER_PAIR', pays: 11 },
          { type: 'BANKER_PAIR', pays: 11 },
        ],
      },
      8,
    );
    expect(rs.map((x) => x.type)).toEqual(['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']);
    expect(rs[4]!.rtp).toBeCloseTo(0.896386, 6);
  });

  it('[BACCARAT] six decks: Banker 98.94 %, Player 98.76 %, Tie 85.56 %', () => {
    // Published 6-deck edges: Banker 1.0558 %, Player 1.2374 %, Tie 14.4382 %.
    const r = byType(baccaratReturns(COMMISSION_5, 6));
    expect(r.BANKER!.houseEdge).toBeCloseTo(0.010558, 6);
    expect(r.PLAYER!.houseEdge).toBeCloseTo(0.012374, 6);
    expect(r.TIE!.houseEdge).toBeCloseTo(0.144382, 6);
  });

  it('[BACCARAT] memoised per deck count and paytable; bad settings are refused', () => {
    expect(baccaratReturns(COMMISSION_5, 8)).toBe(baccaratReturns({ ...COMMISSION_5 }, 8));
    expect(baccaratReturns(COMMISSION_5, 8)).not.toBe(baccaratReturns(COMMISSION_5, 6));
    expect(() => baccaratReturns(COMMISSION_5, 0)).toThrow(RangeError);
    expect(() => baccaratReturns({ bankerMode: 'COMMISSION', bankerCommissionPct: 101 }, 8)).toThrow(RangeError);
    expect(() => pairReturn(8, 0)).toThrow(RangeError);
  });
});
