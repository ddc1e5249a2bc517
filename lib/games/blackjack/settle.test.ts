import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { isRuleError } from '../types';
import {
  apply,
  initialState,
  result,
  type BlackjackAction,
  type BlackjackDecision,
  type BlackjackState,
} from './engine';
import { DEFAULT_BLACKJACK_RULES, type BlackjackRules } from './rules';
import { extraStakeFor, settleBetBehind, settleInsurance, settleMain } from './settle';

// Amounts below are worked out by hand from RULES.md §BJ-4, §BJ-5, §BJ-7, §BJ-8, §BJ-9 and §C-3.
// net = payout + refund - stake.

type Step = string | BlackjackAction;
const D = (seat: number, action: BlackjackDecision, hand?: number): BlackjackAction =>
  hand === undefined ? { type: 'DECISION', seat, action } : { type: 'DECISION', seat, hand, action };

function play(seats: number[], steps: Step[], rules: BlackjackRules = DEFAULT_BLACKJACK_RULES): BlackjackState {
  let s = initialState(seats, rules);
  for (const step of steps) {
    const r = apply(s, typeof step === 'string' ? { type: 'CARD', card: step as Card } : step);
    if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
    s = r.state;
  }
  return s;
}

const ALL: BlackjackRules = { ...DEFAULT_BLACKJACK_RULES, enhcDealerBlackjackTakes: 'all' };
const net = (s: { payout: number; refund: number; stake: number }) => s.payout + s.refund - s.stake;

describe('[BLACKJACK] settleMain (RULES.md §BJ-5, §BJ-8, §C-3)', () => {
  it('[BLACKJACK] a doubled 20 beats 18: stake 2 units, paid 1:1 on both', () => {
    // seat 1: 5,6 vs 6, doubles, 9 = 20; dealer 6,T,2 = 18
    const s = play([1], ['5S', '6D', '6C', D(1, 'DOUBLE'), '9H', 'TD', '2C']);
    expect(settleMain(1, 1000, s)).toEqual({ status: 'WON', stake: 2000, payout: 2000, refund: 2000 });
  });

  it('[BLACKJACK] a doubled 13 loses 2 units to 19', () => {
    const s = play([1], ['5S', '9D', '6C', D(1, 'DOUBLE'), '2H', 'TD']);
    expect(settleMain(1, 1000, s)).toEqual({ status: 'LOST', stake: 2000, payout: 0, refund: 0 });
  });

  it('[BLACKJACK] equal totals push', () => {
    // seat 1: T,8 = 18 stands; dealer 9,9 = 18
    const s = play([1], ['TS', '9D', '8C', D(1, 'STAND'), '9H']);
    expect(settleMain(1, 1000, s)).toEqual({ status: 'PUSH', stake: 1000, payout: 0, refund: 1000 });
  });

  it('[BLACKJACK] blackjack pays 3:2, rounded down to the cent', () => {
    const s = play([1], ['AS', '6D', 'KC']); // paid at its turn against a 6
    expect(settleMain(1, 1000, s)).toEqual({ status: 'WON', stake: 1000, payout: 1500, refund: 1000 });
    expect(settleMain(1, 125, s)).toEqual({ status: 'WON', stake: 125, payout: 187, refund: 125 }); // 187.5 → 187
  });

  it('[BLACKJACK] a split that wins one hand and busts the other is a push overall', () => {
    // 8,8 vs 6: hand 1 gets T = 18 stands; hand 2 gets 5 = 13, hits K = 23 bust; dealer 6,T,T = 26
    const s = play([1], ['8S', '6D', '8H', D(1, 'SPLIT'), 'TC', D(1, 'STAND'), '5C', D(1, 'HIT'), 'KC', 'TD', 'TH']);
    expect(result(s)!.seats[0]!.hands.map((h) => h.outcome)).toEqual(['WIN', 'LOSE']);
    expect(settleMain(1, 1000, s)).toEqual({ status: 'PUSH', stake: 2000, payout: 1000, refund: 1000 });
  });

  it('[BLACKJACK] split aces: 21 pays 1:1, not 3:2', () => {
    // A,A vs 7: hand 1 K = 21, hand 2 5 = 16; dealer 7,T = 17
    const s = play([1], ['AS', '7D', 'AH', D(1, 'SPLIT'), 'KC', '5D', 'TD']);
    expect(settleMain(1, 1000, s)).toEqual({ status: 'PUSH', stake: 2000, payout: 1000, refund: 1000 });
  });

  it('[BLACKJACK] the round must be complete and the seat must have played', () => {
    expect(() => settleMain(1, 1000, play([1], ['TS', '6D']))).toThrow(RangeError);
    const s = play([1], ['AS', '6D', 'KC']);
    expect(() => settleMain(2, 1000, s)).toThrow(RangeError);
    expect(() => settleMain(1, 10.5, s)).toThrow(RangeError);
  });
});

describe('[BLACKJACK] dealer blackjack, ENHC (RULES.md §BJ-7, §BJ-8)', () => {
  // Dealer T up. Seat 1: 5,6 doubles, 9 = 20. Seat 2: 8,8 splits; hand 1 gets 3 = 11, doubles, K = 21;
  // hand 2 gets T = 18, stands. Seat 3: T,2 doubles, K = 22 bust. Seat 4: 7,K = 17 stands.
  // Seat 5: A,K blackjack (waits against the ten). Dealer's second card A: blackjack.
  const s = play(
    [1, 2, 3, 4, 5],
    [
      '5S',
      '8S',
      'TS',
      '7S',
      'AD',
      'TD',
      '6C',
      '8H',
      '2D',
      'KH',
      'KD',
      D(1, 'DOUBLE'),
      '9H',
      D(2, 'SPLIT'),
      '3C',
      D(2, 'DOUBLE', 1),
      'KC',
      'TC',
      D(2, 'STAND', 2),
      D(3, 'DOUBLE'),
      'KS',
      D(4, 'STAND'),
      'AH',
    ],
  );

  it('[BLACKJACK] the dealer has blackjack and every non-blackjack hand loses; blackjack pushes', () => {
    const r = result(s)!;
    expect(r.dealer).toMatchObject({ cards: ['TD', 'AH'], blackjack: true });
    expect(r.seats.map((x) => x.hands.map((h) => h.outcome))).toEqual([
      ['LOSE'],
      ['LOSE', 'LOSE'],
      ['LOSE'],
      ['LOSE'],
      ['PUSH'],
    ]);
  });

  it("[BLACKJACK] 'original': a doubled hand loses 1 unit, the double is returned", () => {
    expect(settleMain(1, 1000, s)).toEqual({ status: 'LOST', stake: 2000, payout: 0, refund: 1000 });
  });

  it("[BLACKJACK] 'all': a doubled hand loses 2 units", () => {
    expect(settleMain(1, 1000, s, ALL)).toEqual({ status: 'LOST', stake: 2000, payout: 0, refund: 0 });
  });

  it("[BLACKJACK] split and doubled seat: 'original' loses only the original bet, 'all' loses 3 units", () => {
    // stakes: hand 1 1000 + 1000 double, hand 2 1000 split
    expect(settleMain(2, 1000, s)).toEqual({ status: 'LOST', stake: 3000, payout: 0, refund: 2000 });
    expect(settleMain(2, 1000, s, ALL)).toEqual({ status: 'LOST', stake: 3000, payout: 0, refund: 0 });
  });

  it('[BLACKJACK] a bust doubled hand loses everything at once under both settings', () => {
    expect(settleMain(3, 1000, s)).toEqual({ status: 'LOST', stake: 2000, payout: 0, refund: 0 });
    expect(settleMain(3, 1000, s, ALL)).toEqual({ status: 'LOST', stake: 2000, payout: 0, refund: 0 });
  });

  it('[BLACKJACK] a plain hand loses 1 unit under both settings; a blackjack pushes', () => {
    expect(net(settleMain(4, 1000, s))).toBe(-1000);
    expect(net(settleMain(4, 1000, s, ALL))).toBe(-1000);
    expect(settleMain(5, 1000, s)).toEqual({ status: 'PUSH', stake: 1000, payout: 0, refund: 1000 });
  });

  it('[BLACKJACK] the rules the round was dealt with are the default', () => {
    const sAll = play([1], ['5S', 'TD', '6C', D(1, 'DOUBLE'), '9H', 'AH'], ALL);
    expect(settleMain(1, 1000, sAll)).toMatchObject({ refund: 0 });
  });

  it('[BLACKJACK] Bet Behind follows the dealer blackjack rule too', () => {
    // seat 1 doubled: off keeps 1 unit and loses it; on+funded: 'original' returns the double, 'all' loses 2
    expect(settleBetBehind({ seat: 1, amount: 1000 }, s)).toEqual({
      status: 'LOST',
      stake: 1000,
      payout: 0,
      refund: 0,
    });
    const on = { seat: 1, amount: 1000, followDoublesAndSplits: true, followFunded: { doubled: true } };
    expect(settleBetBehind(on, s)).toEqual({ status: 'LOST', stake: 2000, payout: 0, refund: 1000 });
    expect(settleBetBehind(on, s, ALL)).toEqual({ status: 'LOST', stake: 2000, payout: 0, refund: 0 });
  });
});

describe('[BLACKJACK] Bet Behind (RULES.md §BJ-9)', () => {
  // seat 3: 5,6 vs 6, doubles, 9 = 20; dealer 6,T,2 = 18
  const doubledWin = play([3], ['5S', '6D', '6C', D(3, 'DOUBLE'), '9H', 'TD', '2C']);
  // seat 3: 5,6 vs 9, doubles, 2 = 13; dealer 9,T = 19
  const doubledLoss = play([3], ['5S', '9D', '6C', D(3, 'DOUBLE'), '2H', 'TD']);

  it('[BLACKJACK] off: keeps its stake and settles with the doubled hand', () => {
    expect(settleBetBehind({ seat: 3, amount: 1000 }, doubledWin)).toEqual({
      status: 'WON',
      stake: 1000,
      payout: 1000,
      refund: 1000,
    });
    expect(settleBetBehind({ seat: 3, amount: 1000, followDoublesAndSplits: false }, doubledLoss)).toEqual({
      status: 'LOST',
      stake: 1000,
      payout: 0,
      refund: 0,
    });
  });

  it('[BLACKJACK] on and funded: the matching extra stake follows the double', () => {
    const bet = { seat: 3, amount: 500, followDoublesAndSplits: true, followFunded: { doubled: true } };
    expect(settleBetBehind(bet, doubledWin)).toEqual({ status: 'WON', stake: 1000, payout: 1000, refund: 1000 });
    expect(settleBetBehind(bet, doubledLoss)).toEqual({ status: 'LOST', stake: 1000, payout: 0, refund: 0 });
  });

  it('[BLACKJACK] on but unfunded behaves as off', () => {
    expect(
      settleBetBehind(
        { seat: 3, amount: 500, followDoublesAndSplits: true, followFunded: { doubled: false } },
        doubledWin,
      ),
    ).toEqual({
      status: 'WON',
      stake: 500,
      payout: 500,
      refund: 500,
    });
    expect(settleBetBehind({ seat: 3, amount: 500, followDoublesAndSplits: true }, doubledWin)).toMatchObject({
      stake: 500,
      payout: 500,
    });
  });

  // 8,8 vs 6: hand 1 gets T = 18 stands; hand 2 gets 5 = 13, hits K = 23 bust; dealer 6,T,T = 26
  const splitFirstWins = play(
    [3],
    ['8S', '6D', '8H', D(3, 'SPLIT'), 'TC', D(3, 'STAND'), '5C', D(3, 'HIT'), 'KC', 'TD', 'TH'],
  );
  // 8,8 vs 6: hand 1 gets 5 = 13, hits K = 23 bust; hand 2 gets T = 18 stands; dealer 6,T,T = 26
  const splitFirstBusts = play(
    [3],
    ['8S', '6D', '8H', D(3, 'SPLIT'), '5C', D(3, 'HIT'), 'KC', 'TC', D(3, 'STAND'), 'TD', 'TH'],
  );

  it('[BLACKJACK] off: stays on the first split hand', () => {
    expect(settleBetBehind({ seat: 3, amount: 1000 }, splitFirstWins)).toEqual({
      status: 'WON',
      stake: 1000,
      payout: 1000,
      refund: 1000,
    });
    expect(settleBetBehind({ seat: 3, amount: 1000 }, splitFirstBusts)).toEqual({
      status: 'LOST',
      stake: 1000,
      payout: 0,
      refund: 0,
    });
    // the seat itself breaks even in both
    expect(settleMain(3, 1000, splitFirstWins).status).toBe('PUSH');
    expect(settleMain(3, 1000, splitFirstBusts).status).toBe('PUSH');
  });

  it('[BLACKJACK] on and funded: plays both split hands like the seat; unfunded stays on the first', () => {
    const on = { seat: 3, amount: 1000, followDoublesAndSplits: true, followFunded: { split: true } };
    expect(settleBetBehind(on, splitFirstBusts)).toEqual({ status: 'PUSH', stake: 2000, payout: 1000, refund: 1000 });
    expect(settleBetBehind({ ...on, followFunded: { split: false } }, splitFirstBusts)).toEqual({
      status: 'LOST',
      stake: 1000,
      payout: 0,
      refund: 0,
    });
  });

  it('[BLACKJACK] Bet Behind on a blackjack is paid 3:2', () => {
    const s = play([3], ['AS', '6D', 'KC']);
    expect(settleBetBehind({ seat: 3, amount: 1000 }, s)).toEqual({
      status: 'WON',
      stake: 1000,
      payout: 1500,
      refund: 1000,
    });
  });
});

describe('[BLACKJACK] insurance (RULES.md §BJ-4)', () => {
  it('[BLACKJACK] insurance pays 2:1 when the dealer makes blackjack, independent of the hand', () => {
    // seat 1: A,K insures; dealer A,Q blackjack: the hand pushes, the insurance wins 2:1
    const s = play([1], ['AS', 'AD', 'KC', { type: 'INSURANCE', seat: 1, take: true }, 'QH']);
    expect(settleMain(1, 1000, s)).toEqual({ status: 'PUSH', stake: 1000, payout: 0, refund: 1000 });
    expect(settleInsurance(500, s)).toEqual({ status: 'WON', stake: 500, payout: 1000, refund: 500 });
    expect(settleInsurance(333, s)).toMatchObject({ payout: 666 });
  });

  it('[BLACKJACK] insurance is lost when the dealer has no blackjack', () => {
    // seat 1: T,9 = 19 insures, stands; dealer A,9 = soft 20 stands: no blackjack, 19 loses
    const s = play([1], ['TS', 'AD', '9C', { type: 'INSURANCE', seat: 1, take: true }, D(1, 'STAND'), '9H']);
    expect(settleInsurance(500, s)).toEqual({ status: 'LOST', stake: 500, payout: 0, refund: 0 });
    expect(settleMain(1, 1000, s).status).toBe('LOST');
  });

  it('[BLACKJACK] Bet Behind insurance is settled on its own (the seat declined and busted)', () => {
    const s = play(
      [1],
      [
        'TS',
        'AD',
        '5C',
        { type: 'BEHIND_INSURANCE', seat: 1 },
        { type: 'INSURANCE', seat: 1, take: false },
        D(1, 'HIT'),
        'KC',
        'KH',
      ],
    );
    expect(settleInsurance(250, s)).toEqual({ status: 'WON', stake: 250, payout: 500, refund: 250 });
    expect(settleBetBehind({ seat: 1, amount: 500 }, s)).toEqual({ status: 'LOST', stake: 500, payout: 0, refund: 0 });
  });

  it('[BLACKJACK] settling insurance without an ace up or a second card is a programming error', () => {
    expect(() => settleInsurance(500, play([1], ['TS', '6D', '9C', D(1, 'STAND'), 'TH']))).toThrow(RangeError);
    expect(() =>
      settleInsurance(
        500,
        play([1], ['TS', 'AD', '5C', { type: 'INSURANCE', seat: 1, take: false }, D(1, 'HIT'), 'KC']),
      ),
    ).toThrow(RangeError);
  });
});

describe('[BLACKJACK] extraStakeFor', () => {
  it('[BLACKJACK] double and split cost the bet again, insurance half of it rounded down', () => {
    expect(extraStakeFor('DOUBLE', 1000)).toBe(1000);
    expect(extraStakeFor('SPLIT', 750)).toBe(750);
    expect(extraStakeFor('INSURANCE', 1001)).toBe(500);
    expect(() => extraStakeFor('DOUBLE', -1)).toThrow(RangeError);
  });
});
