/**
 * [PLAYER] The result splash's figures (issue #13 §6): the player's net for the round is the sum of their
 * bets' nets as settled (§C-5: a win pays its odds, a loss loses the stake, a push returns it), shown only once
 * every bet of the round is settled.
 */
import { describe, expect, it } from 'vitest';
import { roundSplash } from './splash';

const bet = (status: string, amount: number, net: number, roundId = 'r1') => ({ roundId, status, amount, net });

describe('[PLAYER] round splash', () => {
  it('a Banker win with commission and a lost Player bet: +9.50 - 5.00 = +4.50', () => {
    // BANKER 10.00 wins 1:1 less 5 % commission (§BAC-6): net +9.50; PLAYER 5.00 loses: net -5.00.
    const s = roundSplash({ id: 'r1', status: 'SETTLED' }, [bet('WON', 1000, 950), bet('LOST', 500, -500)]);
    expect(s).toEqual({ roundId: 'r1', kind: 'win', net: 450, staked: 1500 });
  });

  it('a straight-up 17 lost and red won on 18: 2.00 lost, 2.00 won: even', () => {
    const s = roundSplash({ id: 'r1', status: 'SETTLED' }, [bet('LOST', 200, -200), bet('WON', 200, 200)]);
    expect(s).toEqual({ roundId: 'r1', kind: 'even', net: 0, staked: 400 });
  });

  it('a loss, and nothing while a bet is open or the round is in play', () => {
    expect(roundSplash({ id: 'r1', status: 'SETTLED' }, [bet('LOST', 2500, -2500)])?.kind).toBe('loss');
    expect(roundSplash({ id: 'r1', status: 'SETTLED' }, [bet('WON', 100, 100), bet('OPEN', 100, 0)])).toBeNull();
    expect(roundSplash({ id: 'r1', status: 'COMPLETE' }, [bet('WON', 100, 100)])).toBeNull();
  });

  it("only the round's own bets count, cancelled ones not at all; no bets, no splash", () => {
    const s = roundSplash({ id: 'r2', status: 'SETTLED' }, [
      bet('WON', 100, 3500, 'r1'),
      bet('CANCELLED', 500, 0, 'r2'),
      bet('PUSH', 1000, 0, 'r2'),
    ]);
    expect(s).toEqual({ roundId: 'r2', kind: 'even', net: 0, staked: 1000 });
    expect(roundSplash({ id: 'r3', status: 'SETTLED' }, [bet('WON', 100, 100)])).toBeNull();
  });

  it('a voided round with bets: their stakes come back', () => {
    expect(roundSplash({ id: 'r1', status: 'VOIDED' }, [bet('OPEN', 700, 0)])).toEqual({
      roundId: 'r1',
      kind: 'void',
      net: 0,
      staked: 700,
    });
  });
});
