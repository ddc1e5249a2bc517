/**
 * [PLAYER] One `bet:settled` per player per settlement (issue #16 §2): the message lists every bet of the
 * player it settled; the player's view applies them all, and the result splash sums their nets.
 */
import { describe, expect, it } from 'vitest';
import { applyBetSettled } from './settled';
import { roundSplash } from './splash';
import type { MyBet } from './use-player-table';

const open = (id: string, type: string, amount: number, numbers: number[] | null = null): MyBet => ({
  id,
  roundId: 'r1',
  type,
  numbers,
  amount,
  status: 'OPEN',
  payout: 0,
  net: 0,
});

describe('[PLAYER] bet:settled batch', () => {
  const bets = [open('b1', 'STRAIGHT', 200, [17]), open('b2', 'RED', 500), open('b3', 'DOZEN', 300, [1])];

  it('18 red: the straight 17 and the first dozen lose, red wins 1:1; splash -2.00 + 5.00 - 3.00 = 0.00 even', () => {
    const after = applyBetSettled(bets, {
      roundId: 'r1',
      tableId: 't1',
      bets: [
        {
          betId: 'b1',
          type: 'STRAIGHT',
          amount: 200,
          status: 'LOST',
          payout: 0,
          net: -200,
          refund: 0,
          fee: 0,
          payoutCut: 0,
        },
        {
          betId: 'b2',
          type: 'RED',
          amount: 500,
          status: 'WON',
          payout: 500,
          net: 500,
          refund: 500,
          fee: 0,
          payoutCut: 0,
        },
        {
          betId: 'b3',
          type: 'DOZEN',
          amount: 300,
          status: 'LOST',
          payout: 0,
          net: -300,
          refund: 0,
          fee: 0,
          payoutCut: 0,
        },
      ],
    });
    expect(after.map((b) => [b.id, b.status, b.payout, b.net, b.refund])).toEqual([
      ['b1', 'LOST', 0, -200, 0],
      ['b2', 'WON', 500, 500, 500],
      ['b3', 'LOST', 0, -300, 0],
    ]);
    expect(roundSplash({ id: 'r1', status: 'SETTLED' }, after)).toEqual({
      roundId: 'r1',
      kind: 'even',
      net: 0,
      staked: 1000,
    });
  });

  it('a batch naming some bets (settled early) leaves the others open: no splash yet; then the rest', () => {
    const early = applyBetSettled(bets, {
      roundId: 'r1',
      tableId: 't1',
      bets: [{ betId: 'b2', type: 'RED', amount: 500, status: 'WON', payout: 500, net: 500 }],
    });
    expect(early.map((b) => b.status)).toEqual(['OPEN', 'WON', 'OPEN']);
    // No refund in the message: none is set on the bet.
    expect(early[1]).not.toHaveProperty('refund');
    expect(roundSplash({ id: 'r1', status: 'SETTLED' }, early)).toBeNull();
    const rest = applyBetSettled(early, {
      roundId: 'r1',
      tableId: 't1',
      bets: [
        // 17 wins 35:1 but the table's maximum payout cuts it to 50.00 (§C-6): 200 back + 5,000.
        {
          betId: 'b1',
          type: 'STRAIGHT',
          amount: 200,
          status: 'WON',
          payout: 5000,
          net: 5000,
          refund: 200,
          payoutCut: 2000,
        },
        { betId: 'b3', type: 'DOZEN', amount: 300, status: 'LOST', payout: 0, net: -300 },
      ],
    });
    expect(rest[0]).toMatchObject({ status: 'WON', payout: 5000, net: 5000, refund: 200, payoutCut: 2000 });
    // +50.00 + 5.00 - 3.00 = +52.00
    expect(roundSplash({ id: 'r1', status: 'SETTLED' }, rest)).toEqual({
      roundId: 'r1',
      kind: 'win',
      net: 5200,
      staked: 1000,
    });
  });

  it("another round's batch or another player's bets change nothing (the same array back)", () => {
    const same = applyBetSettled(bets, {
      roundId: 'r0',
      tableId: 't1',
      bets: [{ betId: 'zz', type: 'RED', amount: 100, status: 'WON', payout: 100, net: 100 }],
    });
    expect(same).toBe(bets);
  });
});
