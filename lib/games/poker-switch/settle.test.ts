/**
 * Settlement worked out by hand from RULES.md §PS-3..§PS-9 (figures in cents; "x:1" pays x times
 * the stake as winnings and hands the stake back).
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { DEFAULT_PS_RULES, type PokerSwitchRules } from './rules';
import type { PokerSwitchState, PsRoundAction } from './engine';
import { settlePokerSwitch, type PsBetRow } from './settle';
import { cardsOf, decide, inDealOrder, run } from './testing';

const R = DEFAULT_PS_RULES;
const c = (s: string) => s.split(' ') as Card[];
const pairsAction = (list: [number, number, number?][], maxPayout = 5_000_000): PsRoundAction => ({
  type: 'PAIRS',
  boxes: list.map(([box, ante, bonus]) => ({ box, ante, bonus: bonus ?? 0 })),
  maxPayout,
});

let nextId = 0;
const row = (type: string, spec: Record<string, unknown>, amount: number): PsBetRow => ({
  id: `b${++nextId}`,
  userId: 'u1',
  type,
  spec,
  amount,
  fee: 0,
});
const ante = (box: number, amount: number) => row('ANTE', { box, seat: Math.ceil(box / 2) }, amount);
const bonus = (box: number, amount: number) => row('BONUS', { box, seat: Math.ceil(box / 2) }, amount);
const bet = (box: number, amount: number) => row('BET', { box, seat: Math.ceil(box / 2) }, amount);
const insurance = (box: number, amount: number) => row('INSURANCE', { box, seat: Math.ceil(box / 2) }, amount);
const fee = (seat: number, amount: number) => row('SWITCH_FEE', { seat, boxes: [2 * seat - 1, 2 * seat] }, amount);

/** Each row's [type, box|seat, status, payout, refund, cut]. */
function settle(state: PokerSwitchState, rows: PsBetRow[], rules: PokerSwitchRules = R) {
  const out = settlePokerSwitch(state, rows, rules).bets;
  return rows.map((r, i) => {
    const s = out[i]!;
    expect(s.id).toBe(r.id);
    return [r.type, Number(r.spec.box ?? r.spec.seat), s.status, s.payout, s.refund, s.cut];
  });
}
const net = (rows: PsBetRow[], state: PokerSwitchState, rules: PokerSwitchRules = R) =>
  settlePokerSwitch(state, rows, rules).bets.reduce((sum, s, i) => sum + s.payout + s.refund - rows[i]!.amount, 0);

describe('seed 001 insurance examples (RULES.md §PS-4)', () => {
  // Box 1: the straight 2-6, Ante 50.00, Bet 100.00, insured for 100.00 (range 50.00..400.00).
  const boxes = { 1: c('2S 3H 4D 5C 6S'), 2: c('9C TD JH KS 8D') };
  const play = (dealer: Card[], more: PsRoundAction[] = []) =>
    run(R, [
      pairsAction([
        [1, 5000],
        [2, 5000],
      ]),
      ...cardsOf(inDealOrder(boxes, dealer)),
      decide(1, 'INSURE', 1, 10_000),
      decide(1, 'FOLD'),
      ...more,
    ]).state;

  it('the dealer makes the same 2-6 straight: the insurance is returned, and the tie returns Ante and Bet', () => {
    const s = play(c('2H 3D 4C 5S 6H'));
    const rows = [ante(1, 5000), ante(2, 5000), bet(1, 10_000), insurance(1, 10_000)];
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'PUSH', 0, 5000, 0],
      ['ANTE', 2, 'LOST', 0, 0, 0], // folded
      ['BET', 1, 'PUSH', 0, 10_000, 0],
      ['INSURANCE', 1, 'PUSH', 0, 10_000, 0],
    ]);
    expect(net(rows, s)).toBe(-5000);
  });

  it('the dealer has no game: the insurance pays 100.00 (1:1); no buy: Ante 1:1, Bet returned', () => {
    const s = play(c('KH QD 9H 7H 3C'), [decide(1, 'NO_BUY')]);
    const rows = [ante(1, 5000), ante(2, 5000), bet(1, 10_000), insurance(1, 10_000)];
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'WON', 5000, 5000, 0],
      ['ANTE', 2, 'LOST', 0, 0, 0],
      ['BET', 1, 'PUSH', 0, 10_000, 0],
      ['INSURANCE', 1, 'WON', 10_000, 10_000, 0],
    ]);
    // +50.00 Ante, +100.00 insurance, -50.00 the folded box.
    expect(net(rows, s)).toBe(10_000);
  });

  it('the dealer qualifies below the box: the insurance is lost, the box wins', () => {
    const s = play(c('KH KD 9H 7H 3C')); // a pair of kings
    const rows = [ante(1, 5000), bet(1, 10_000), insurance(1, 10_000)];
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'PUSH', 0, 5000, 0], // not switched: the Ante is returned unpaid (§PS-5)
      ['BET', 1, 'WON', 40_000, 10_000, 0], // straight 4:1
      ['INSURANCE', 1, 'LOST', 0, 0, 0],
    ]);
  });

  it('the dealer qualifies above the box: the insurance is returned, Ante and Bet lost', () => {
    const s = play(c('KH KD KC 7H 7C')); // a full house
    const rows = [ante(1, 5000), bet(1, 10_000), insurance(1, 10_000)];
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'LOST', 0, 0, 0],
      ['BET', 1, 'LOST', 0, 0, 0],
      ['INSURANCE', 1, 'PUSH', 0, 10_000, 0],
    ]);
  });
});

describe('the switch (RULES.md §PS-3, §PS-5)', () => {
  // Pair 1 (Ante 10.00): seed 000's Q-J-T-9-2 and 5-4-3-A-K, switched: straights 9-K and the wheel.
  // Pair 2 (Ante 20.00, plays first): two pair on box 3, high card on box 4; not switched.
  // The dealer: a pair of 7s (qualifies).
  const state = () =>
    run(R, [
      pairsAction([
        [1, 1000],
        [2, 1000],
        [3, 2000],
        [4, 2000],
      ]),
      ...cardsOf(
        inDealOrder(
          { 1: c('QS JH TD 9C 2H'), 2: c('5S 4H 3D AC KD'), 3: c('6S 6H TS TH KC'), 4: c('2S 3S 4C 8S JD') },
          c('7S 7H 8D JC 2C'),
        ),
      ),
      decide(2, 'BET'),
      decide(2, 'BET'),
      decide(1, 'SWITCH'),
      decide(1, 'BET'),
      decide(1, 'BET'),
    ]).state;

  it('a switched box that wins: Ante 2:1 and the Bet per the table; an unswitched one: the Ante returned', () => {
    const rows = [
      ante(1, 1000),
      ante(2, 1000),
      ante(3, 2000),
      ante(4, 2000),
      bet(3, 4000),
      bet(4, 4000),
      fee(1, 2000),
      bet(1, 2000),
      bet(2, 2000),
    ];
    expect(settle(state(), rows)).toEqual([
      ['ANTE', 1, 'WON', 2000, 1000, 0], // switched: 2:1
      ['ANTE', 2, 'WON', 2000, 1000, 0],
      ['ANTE', 3, 'PUSH', 0, 2000, 0], // not switched: returned unpaid
      ['ANTE', 4, 'LOST', 0, 0, 0], // high card loses to the 7s
      ['BET', 3, 'WON', 8000, 4000, 0], // two pair 2:1 on 40.00
      ['BET', 4, 'LOST', 0, 0, 0],
      ['SWITCH_FEE', 1, 'LOST', 0, 0, 0], // the standing switch keeps its fee
      ['BET', 1, 'WON', 8000, 2000, 0], // straight 4:1 on 20.00
      ['BET', 2, 'WON', 8000, 2000, 0], // the wheel is a straight: 4:1
    ]);
    // +20 +20 (Antes) +80 +80 (Bets) -20 (fee) +80 (box 3 Bet) -20 -40 (box 4) = 200.00
    expect(net(rows, state())).toBe(20_000);
  });

  it('switch back: the fee is refunded; switch, back, switch again: the first fee back, the second kept', () => {
    const dealt = run(R, [
      pairsAction([
        [1, 1000],
        [2, 1000],
      ]),
      ...cardsOf(inDealOrder({ 1: c('QS JH TD 9C 2H'), 2: c('5S 4H 3D AC KD') }, c('7S 7H 8D JC 2C'))),
    ]).state;
    const back = run(
      R,
      [decide(1, 'SWITCH'), decide(1, 'UNSWITCH'), decide(1, 'FOLD'), decide(1, 'FOLD')],
      dealt,
    ).state;
    const rows = [ante(1, 1000), ante(2, 1000), fee(1, 2000)];
    expect(settle(back, rows)).toEqual([
      ['ANTE', 1, 'LOST', 0, 0, 0],
      ['ANTE', 2, 'LOST', 0, 0, 0],
      ['SWITCH_FEE', 1, 'PUSH', 0, 2000, 0],
    ]);
    const again = run(
      R,
      [decide(1, 'SWITCH'), decide(1, 'UNSWITCH'), decide(1, 'SWITCH'), decide(1, 'BET'), decide(1, 'FOLD')],
      dealt,
    ).state;
    const first = fee(1, 2000);
    const second = fee(1, 2000);
    expect(settle(again, [first, second, ante(1, 1000), ante(2, 1000), bet(1, 2000)])).toEqual([
      ['SWITCH_FEE', 1, 'PUSH', 0, 2000, 0],
      ['SWITCH_FEE', 1, 'LOST', 0, 0, 0],
      ['ANTE', 1, 'WON', 2000, 1000, 0],
      ['ANTE', 2, 'LOST', 0, 0, 0],
      ['BET', 1, 'WON', 8000, 2000, 0],
    ]);
    // A pending switch at the timer is undone: its fee comes back (§PS-10).
    const timedOut = run(R, [decide(1, 'SWITCH'), { type: 'TIMEOUT' }], dealt).state;
    expect(settle(timedOut, [fee(1, 2000)])).toEqual([['SWITCH_FEE', 1, 'PUSH', 0, 2000, 0]]);
  });
});

describe('buy a game (RULES.md §PS-6)', () => {
  // The dealer A-Q-8-5-3 does not qualify; the buy draws AH, AD (same rank: replaced again), then 3C: a pair of 3s.
  const dealer = c('AS QD 8C 5H 3D');
  const REPLACEMENTS = cardsOf(['AH', 'AD', '3C']);

  it('a bought box that wins, not switched: the Bet is paid, the Ante is the fee (no 2:1)', () => {
    const s = run(R, [
      pairsAction([
        [1, 1000],
        [2, 1000],
      ]),
      ...cardsOf(inDealOrder({ 1: c('9S TH JD QC KH'), 2: c('4D 6C 7S 8S 2S') }, dealer)),
      decide(1, 'BET'),
      decide(1, 'FOLD'),
      decide(1, 'BUY'),
      ...REPLACEMENTS,
    ]).state;
    const rows = [ante(1, 1000), ante(2, 1000), bet(1, 2000)];
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'LOST', 0, 0, 0],
      ['ANTE', 2, 'LOST', 0, 0, 0],
      ['BET', 1, 'WON', 8000, 2000, 0], // straight 4:1
    ]);
    expect(net(rows, s)).toBe(6000); // +80 -10 -10
  });

  it("a bought box that wins, switched: the Bet is paid and the Ante's 2:1 winnings though its stake is gone", () => {
    // Switched: box 1 plays 9-T-J-Q + box 2's K (a straight), box 2 plays 4-6-7-8 + 2 (folds).
    const s = run(R, [
      pairsAction([
        [1, 1000],
        [2, 1000],
      ]),
      ...cardsOf(inDealOrder({ 1: c('9S TH JD QC 2S'), 2: c('4D 6C 7S 8S KH') }, dealer)),
      decide(1, 'SWITCH'),
      decide(1, 'BET'),
      decide(1, 'FOLD'),
      decide(1, 'BUY'),
      ...REPLACEMENTS,
    ]).state;
    const rows = [ante(1, 1000), ante(2, 1000), fee(1, 2000), bet(1, 2000)];
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'WON', 2000, 0, 0],
      ['ANTE', 2, 'LOST', 0, 0, 0],
      ['SWITCH_FEE', 1, 'LOST', 0, 0, 0],
      ['BET', 1, 'WON', 8000, 2000, 0],
    ]);
    expect(net(rows, s)).toBe(6000); // +20 -10 (Ante paid, stake gone) -10 -20 (fee) +80
  });

  it('boxes that did not buy settle on the original hand; bought: equal returns the Bet, dealer higher loses it, still no game returns it', () => {
    // Pair 1 box 1 buys with a pair of 3s... against the dealer's pair of 3s after the buy (3D 3C).
    // Use a box holding 3-3 with the same kickers Q-8-5: 3S 3H QS 8H 5S — equal to 3D 3C QD 8C 5H.
    const s = run(R, [
      pairsAction([
        [1, 1000],
        [2, 1000],
        [3, 1000],
        [4, 1000],
      ]),
      ...cardsOf(
        inDealOrder(
          { 1: c('3S 3H QS 8H 5S'), 2: c('2D 2C 9D 9H 4C'), 3: c('KS JS 9S 6D 4H'), 4: c('TC TS 4S 6H 7D') },
          dealer,
        ),
      ),
      decide(1, 'BET'),
      decide(1, 'BET'),
      decide(2, 'BET'),
      decide(2, 'BET'),
      decide(1, 'BUY', 1),
      decide(1, 'BUY', 2),
      decide(2, 'BUY', 1),
      decide(2, 'NO_BUY', 2),
      ...REPLACEMENTS,
    ]).state;
    const rows = [ante(1, 1000), ante(2, 1000), ante(3, 1000), ante(4, 1000)];
    rows.push(bet(1, 2000), bet(2, 2000), bet(3, 2000), bet(4, 2000));
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'LOST', 0, 0, 0],
      ['ANTE', 2, 'LOST', 0, 0, 0],
      ['ANTE', 3, 'LOST', 0, 0, 0],
      ['ANTE', 4, 'WON', 1000, 1000, 0], // no buy: the original dealer has no game, Ante 1:1
      ['BET', 1, 'PUSH', 0, 2000, 0], // 3-3-Q-8-5 equals the dealer's 3-3-Q-8-5
      ['BET', 2, 'WON', 4000, 2000, 0], // two pair 2:1 beats a pair of 3s
      ['BET', 3, 'LOST', 0, 0, 0], // K-high loses to the pair of 3s
      ['BET', 4, 'PUSH', 0, 2000, 0], // no buy: the Bet is returned
    ]);
    // Still no game after the buy: the dealer discards the A and draws a 2 (A Q 8 5 3 -> Q 8 5 3 2).
    const still = run(R, [
      pairsAction([
        [1, 1000],
        [2, 1000],
      ]),
      ...cardsOf(inDealOrder({ 1: c('9S TH JD QC KH'), 2: c('4D 6C 7S 8S 2S') }, dealer)),
      decide(1, 'BET'),
      decide(1, 'FOLD'),
      decide(1, 'BUY'),
      ...cardsOf(['2H']),
    ]).state;
    expect(settle(still, [ante(1, 1000), bet(1, 2000)])).toEqual([
      ['ANTE', 1, 'LOST', 0, 0, 0],
      ['BET', 1, 'PUSH', 0, 2000, 0],
    ]);
  });
});

describe('the Bonus (RULES.md §PS-7) and the per-box caps (§PS-9)', () => {
  it('the Bonus pays on the original five even when the box folds or switches away its hand', () => {
    // Box 1: 7-7-7 + K + 2, box 2: 8-9-T-J + 7 (a straight on its own). Switching would give box 1 the 7.
    const s = run(R, [
      pairsAction([
        [1, 1000, 500],
        [2, 1000, 500],
      ]),
      ...cardsOf(inDealOrder({ 1: c('7S 7H 7D KC 2D'), 2: c('8S 9H TD JC 7C') }, c('AS KD 4C 5H 3D'))),
      decide(1, 'SWITCH'),
      decide(1, 'FOLD'),
      decide(1, 'FOLD'),
    ]).state;
    expect(settle(s, [bonus(1, 500), bonus(2, 500)])).toEqual([
      ['BONUS', 1, 'WON', 10_000, 500, 0], // three of a kind 20:1
      ['BONUS', 2, 'WON', 20_000, 500, 0], // straight 40:1
    ]);
    const lose = run(R, [
      pairsAction([
        [1, 1000, 500],
        [2, 1000],
      ]),
      ...cardsOf(inDealOrder({ 1: c('7S 7H 6D KC 2D'), 2: c('8S 9H TD JC 4S') }, c('AS KD 4C 5H 3D'))),
      decide(1, 'FOLD'),
      decide(1, 'FOLD'),
    ]).state;
    expect(settle(lose, [bonus(1, 500)])).toEqual([['BONUS', 1, 'LOST', 0, 0, 0]]);
  });

  it('per box: insurance, Ante, Bet share one maximum payout in that order; the Bonus has its own', () => {
    // Maximum payout 100.00. Box 1: four 9s, Ante 10.00, Bonus 1.00, insured for 50.00 (max min(400.00, 100.00)).
    // The dealer A-Q-7-5-4 has no game: insurance +50.00. Box 1 buys; the 5D gives the dealer a pair of 5s.
    // Bet 20.00 x 20 = 400.00 cut to the 50.00 left; Bonus 1.00 x 200 = 200.00 cut to 100.00.
    const s = run(R, [
      pairsAction(
        [
          [1, 1000, 100],
          [2, 1000],
        ],
        10_000,
      ),
      ...cardsOf(inDealOrder({ 1: c('9S 9H 9D 9C 2D'), 2: c('3S 4H 6D 8C TC') }, c('AS QD 7C 5H 4D'))),
      decide(1, 'INSURE', 1, 5000),
      decide(1, 'FOLD'),
      decide(1, 'BUY'),
      ...cardsOf(['5D']),
    ]).state;
    const rows = [ante(1, 1000), bonus(1, 100), ante(2, 1000), bet(1, 2000), insurance(1, 5000)];
    expect(settle(s, rows)).toEqual([
      ['ANTE', 1, 'LOST', 0, 0, 0],
      ['BONUS', 1, 'WON', 10_000, 100, 10_000],
      ['ANTE', 2, 'LOST', 0, 0, 0],
      ['BET', 1, 'WON', 5000, 2000, 35_000],
      ['INSURANCE', 1, 'WON', 5000, 5000, 0],
    ]);
    // No buy instead: insurance 50.00 first, then the Ante's 1:1 10.00 fits (60.00 of 100.00).
    const noBuy = run(R, [
      pairsAction(
        [
          [1, 1000],
          [2, 1000],
        ],
        5500,
      ),
      ...cardsOf(inDealOrder({ 1: c('9S 9H 9D 9C 2D'), 2: c('3S 4H 6D 8C TC') }, c('AS QD 7C 5H 4D'))),
      decide(1, 'INSURE', 1, 5000),
      decide(1, 'FOLD'),
      decide(1, 'NO_BUY'),
    ]).state;
    // Maximum 55.00: insurance 50.00 paid whole, the Ante's 10.00 cut to 5.00.
    expect(settle(noBuy, [ante(1, 1000), insurance(1, 5000), bet(1, 2000)])).toEqual([
      ['ANTE', 1, 'WON', 500, 1000, 500],
      ['INSURANCE', 1, 'WON', 5000, 5000, 0],
      ['BET', 1, 'PUSH', 0, 2000, 0],
    ]);
  });

  it('two boxes of one player each reach the maximum: the cap is per box, not per player', () => {
    const s = run(R, [
      pairsAction(
        [
          [1, 1000],
          [2, 1000],
        ],
        5000,
      ),
      ...cardsOf(inDealOrder({ 1: c('9S 9H 9D 9C 2D'), 2: c('KS KH KD KC 3D') }, c('7S 7H 8D JC 2C'))),
      decide(1, 'BET'),
      decide(1, 'BET'),
    ]).state;
    expect(settle(s, [bet(1, 2000), bet(2, 2000)])).toEqual([
      ['BET', 1, 'WON', 5000, 2000, 35_000], // 40,000 cut to 5,000
      ['BET', 2, 'WON', 5000, 2000, 35_000],
    ]);
  });
});

describe('rows that do not fit the round', () => {
  it('throws on a stake that differs from the round, a box that does not play, or an incomplete round', () => {
    const s = run(R, [
      pairsAction([
        [1, 1000],
        [2, 1000],
      ]),
    ]).state;
    expect(() => settlePokerSwitch(s, [], R)).toThrow(/not complete/);
    const empty = run(R, [pairsAction([])]).state;
    expect(settlePokerSwitch(empty, [ante(1, 1000)], R).bets[0]).toMatchObject({ status: 'PUSH', refund: 1000 });
  });
});
