import { describe, it, expect } from 'vitest';
import {
  BACCARAT_BET_TYPES,
  DEFAULT_BACCARAT_RULES,
  baccaratRulesWarnings,
  isBaccaratBetType,
  parseBaccaratRules,
  settleBet,
  type BaccaratBetType,
  type BaccaratResult,
  type BaccaratRules,
} from './index';

// Every payout below is worked out by hand from RULES.md §BAC-5 and §C-3 (rounded down to the cent).

const res = (winner: BaccaratResult['winner'], playerTotal: number, bankerTotal: number): BaccaratResult => ({
  winner,
  playerTotal,
  bankerTotal,
  natural: false,
  playerPair: false,
  bankerPair: false,
});
const PLAYER_WINS = res('PLAYER', 8, 5);
const BANKER_WINS_7 = res('BANKER', 4, 7);
const BANKER_WINS_6 = res('BANKER', 5, 6);
const TIE = res('TIE', 6, 6);

const COMMISSION_5: BaccaratRules = { bankerMode: 'COMMISSION', bankerCommissionPct: 5 };
const NO_COMMISSION: BaccaratRules = { bankerMode: 'NO_COMMISSION', bankerCommissionPct: 5 };
const bet = (type: BaccaratBetType, amount: number) => ({ type, amount });

describe('[BACCARAT] settlement (RULES.md §BAC-5, §C-3)', () => {
  it('[BACCARAT] player bet pays 1:1, loses to banker, pushes on a tie', () => {
    expect(settleBet(bet('PLAYER', 1000), PLAYER_WINS, COMMISSION_5)).toEqual({
      status: 'WON',
      payout: 1000,
      refund: 1000,
    });
    expect(settleBet(bet('PLAYER', 1000), BANKER_WINS_7, COMMISSION_5)).toEqual({
      status: 'LOST',
      payout: 0,
      refund: 0,
    });
    expect(settleBet(bet('PLAYER', 1000), TIE, COMMISSION_5)).toEqual({ status: 'PUSH', payout: 0, refund: 1000 });
  });

  it('[BACCARAT] tie bet pays 8:1 and loses otherwise', () => {
    expect(settleBet(bet('TIE', 1000), TIE, COMMISSION_5)).toEqual({ status: 'WON', payout: 8000, refund: 1000 });
    expect(settleBet(bet('TIE', 37), TIE, NO_COMMISSION)).toEqual({ status: 'WON', payout: 296, refund: 37 });
    expect(settleBet(bet('TIE', 1000), PLAYER_WINS, COMMISSION_5)).toEqual({ status: 'LOST', payout: 0, refund: 0 });
    expect(settleBet(bet('TIE', 1000), BANKER_WINS_6, COMMISSION_5)).toEqual({ status: 'LOST', payout: 0, refund: 0 });
  });

  it('[BACCARAT] banker bet loses to player and pushes on a tie in both modes', () => {
    for (const rules of [COMMISSION_5, NO_COMMISSION]) {
      expect(settleBet(bet('BANKER', 1000), PLAYER_WINS, rules)).toEqual({ status: 'LOST', payout: 0, refund: 0 });
      expect(settleBet(bet('BANKER', 1000), TIE, rules)).toEqual({ status: 'PUSH', payout: 0, refund: 1000 });
    }
  });

  it('[BACCARAT] commission banker pays 0.95:1 rounded down: 1000 -> 950, 105 -> 99, 20 -> 19, 1 -> 0', () => {
    expect(settleBet(bet('BANKER', 1000), BANKER_WINS_7, COMMISSION_5)).toEqual({
      status: 'WON',
      payout: 950,
      refund: 1000,
    });
    expect(settleBet(bet('BANKER', 105), BANKER_WINS_7, COMMISSION_5)).toEqual({
      status: 'WON',
      payout: 99,
      refund: 105,
    }); // 99.75
    expect(settleBet(bet('BANKER', 20), BANKER_WINS_7, COMMISSION_5)).toEqual({
      status: 'WON',
      payout: 19,
      refund: 20,
    });
    expect(settleBet(bet('BANKER', 1), BANKER_WINS_7, COMMISSION_5)).toEqual({ status: 'WON', payout: 0, refund: 1 }); // 0.95
    // a commission banker win on 6 is an ordinary win
    expect(settleBet(bet('BANKER', 1000), BANKER_WINS_6, COMMISSION_5)).toEqual({
      status: 'WON',
      payout: 950,
      refund: 1000,
    });
  });

  it('[BACCARAT] other commission rates: 0% pays 1:1, 1% on 105 -> 103, 10% on 105 -> 94', () => {
    expect(settleBet(bet('BANKER', 105), BANKER_WINS_7, { bankerMode: 'COMMISSION', bankerCommissionPct: 0 })).toEqual({
      status: 'WON',
      payout: 105,
      refund: 105,
    });
    expect(
      settleBet(bet('BANKER', 105), BANKER_WINS_7, { bankerMode: 'COMMISSION', bankerCommissionPct: 1 }),
    ).toMatchObject({ payout: 103 }); // 103.95
    expect(
      settleBet(bet('BANKER', 105), BANKER_WINS_7, { bankerMode: 'COMMISSION', bankerCommissionPct: 10 }),
    ).toMatchObject({ payout: 94 }); // 94.5
  });

  it('[BACCARAT] no-commission banker pays 1:1, but a win on 6 pays 1:2 rounded down (105 -> 52)', () => {
    expect(settleBet(bet('BANKER', 1000), BANKER_WINS_7, NO_COMMISSION)).toEqual({
      status: 'WON',
      payout: 1000,
      refund: 1000,
    });
    expect(settleBet(bet('BANKER', 105), BANKER_WINS_7, NO_COMMISSION)).toEqual({
      status: 'WON',
      payout: 105,
      refund: 105,
    });
    expect(settleBet(bet('BANKER', 1000), BANKER_WINS_6, NO_COMMISSION)).toEqual({
      status: 'WON',
      payout: 500,
      refund: 1000,
    });
    expect(settleBet(bet('BANKER', 105), BANKER_WINS_6, NO_COMMISSION)).toEqual({
      status: 'WON',
      payout: 52,
      refund: 105,
    }); // 52.5
    expect(settleBet(bet('BANKER', 1), BANKER_WINS_6, NO_COMMISSION)).toEqual({ status: 'WON', payout: 0, refund: 1 });
    // a tie at 6 is still a push
    expect(settleBet(bet('BANKER', 105), TIE, NO_COMMISSION)).toEqual({ status: 'PUSH', payout: 0, refund: 105 });
  });

  it('[BACCARAT] a bad stake or bet type is a programming error', () => {
    expect(() => settleBet(bet('PLAYER', 10.5), PLAYER_WINS, COMMISSION_5)).toThrow(RangeError);
    expect(() => settleBet(bet('PLAYER', -1), PLAYER_WINS, COMMISSION_5)).toThrow(RangeError);
    expect(() => settleBet(bet('DRAGON' as BaccaratBetType, 100), PLAYER_WINS, COMMISSION_5)).toThrow(RangeError);
    expect(() =>
      settleBet(bet('BANKER', 100), BANKER_WINS_7, { bankerMode: 'COMMISSION', bankerCommissionPct: 5.5 }),
    ).toThrow(RangeError);
  });

  it('[BACCARAT] bet types are PLAYER, BANKER, TIE', () => {
    expect([...BACCARAT_BET_TYPES]).toEqual(['PLAYER', 'BANKER', 'TIE']);
    expect(isBaccaratBetType('TIE')).toBe(true);
    expect(isBaccaratBetType('PAIR')).toBe(false);
    expect(isBaccaratBetType(1)).toBe(false);
  });
});

describe('[BACCARAT] table rules (RULES.md §BAC-5 decision)', () => {
  it('[BACCARAT] defaults are COMMISSION at 5%', () => {
    expect(DEFAULT_BACCARAT_RULES).toEqual({ bankerMode: 'COMMISSION', bankerCommissionPct: 5 });
    expect(parseBaccaratRules(undefined)).toEqual({ bankerMode: 'COMMISSION', bankerCommissionPct: 5 });
    expect(parseBaccaratRules(null)).toEqual({ bankerMode: 'COMMISSION', bankerCommissionPct: 5 });
    expect(parseBaccaratRules({})).toEqual({ bankerMode: 'COMMISSION', bankerCommissionPct: 5 });
  });

  it('[BACCARAT] given settings are merged over the defaults, other keys ignored', () => {
    expect(parseBaccaratRules({ bankerMode: 'NO_COMMISSION' })).toEqual({
      bankerMode: 'NO_COMMISSION',
      bankerCommissionPct: 5,
    });
    expect(parseBaccaratRules({ bankerCommissionPct: 0 })).toEqual({
      bankerMode: 'COMMISSION',
      bankerCommissionPct: 0,
    });
    expect(parseBaccaratRules({ bankerCommissionPct: 100, minBet: 500 })).toEqual({
      bankerMode: 'COMMISSION',
      bankerCommissionPct: 100,
    });
    const r = parseBaccaratRules(undefined);
    r.bankerCommissionPct = 3;
    expect(DEFAULT_BACCARAT_RULES.bankerCommissionPct).toBe(5);
  });

  it('[BACCARAT] bad settings are rejected', () => {
    expect(() => parseBaccaratRules('COMMISSION')).toThrow(TypeError);
    expect(() => parseBaccaratRules([])).toThrow(TypeError);
    expect(() => parseBaccaratRules({ bankerMode: 'commission' })).toThrow(/bankerMode/);
    for (const pct of [-1, 101, 2.5, '5', Number.NaN]) {
      expect(() => parseBaccaratRules({ bankerCommissionPct: pct }), String(pct)).toThrow(/bankerCommissionPct/);
    }
  });

  it('[BACCARAT] a commission low enough to favour players comes with a warning (0-2%), 3% and up does not', () => {
    // 8 decks: edge = P(player) - (1 - pct/100) P(banker) = 0.446247 - (1 - pct/100) 0.458597
    // pct 2: -0.00318 (players ahead); pct 3: +0.00141
    expect(baccaratRulesWarnings({ bankerMode: 'COMMISSION', bankerCommissionPct: 0 })).toEqual([
      'Banker pays 1:1 less 0% commission: the Banker bet favours players (house edge -1.235%)',
    ]);
    expect(baccaratRulesWarnings({ bankerMode: 'COMMISSION', bankerCommissionPct: 2 })).toHaveLength(1);
    expect(baccaratRulesWarnings({ bankerMode: 'COMMISSION', bankerCommissionPct: 3 })).toEqual([]);
    expect(baccaratRulesWarnings(DEFAULT_BACCARAT_RULES)).toEqual([]);
    expect(baccaratRulesWarnings({ bankerMode: 'NO_COMMISSION', bankerCommissionPct: 0 })).toEqual([]);
  });
});
