import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import type { GameModule } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';
import { rouletteModule } from '@/lib/games/roulette/module';
import { assertResettleReproduces, resettleBets, type CurrentBet } from './preview';

const mod = rouletteModule as unknown as GameModule;
const spun = (n: number) => {
  const r = mod.apply(mod.initialState(mod.defaultRules), { type: 'OUTCOME', number: n }, mod.defaultRules);
  if (isRuleError(r)) throw new Error(r.message);
  return r.state;
};
const bet = (over: Partial<CurrentBet>): CurrentBet => ({
  id: 'b1',
  userId: 'u1',
  username: 'ann',
  type: 'STRAIGHT',
  spec: { numbers: [17] },
  amount: 1_000,
  extraStake: 0,
  fee: 0,
  status: 'WON',
  payout: 35_000,
  refund: 1_000,
  payoutCut: 0,
  rake: 0,
  ...over,
});
const limits = { ...mod.defaultLimits, maxPayoutPerRound: 10_000_000 };

describe('re-settlement from the log (issue #18 §1)', () => {
  it('a straight 17 of 10.00 re-settled on 18 loses its 350.00 win and the stake', () => {
    // §RO: a straight pays 35:1 — on 17 it was paid 350.00 plus its 10.00 stake back; on 18 it loses.
    const out = resettleBets(mod, { state: spun(18), rules: mod.defaultRules }, [bet({})], limits);
    expect(out.get('b1')).toMatchObject({ status: 'LOST', payout: 0, refund: 0 });
  });

  it('a round whose recorded money its own state gives back is re-settleable', () => {
    expect(() =>
      assertResettleReproduces(mod, { state: spun(17), rules: mod.defaultRules, number: 7 }, [bet({})], limits),
    ).not.toThrow();
  });

  it('a round whose recorded money its own state does not give back is refused: void it instead', () => {
    // Recorded LOST though the state says 17 won (money paid early on a state that changed): refuse, do not guess.
    const wrong = bet({ status: 'LOST', payout: 0, refund: 0 });
    let err: unknown;
    try {
      assertResettleReproduces(mod, { state: spun(17), rules: mod.defaultRules, number: 7 }, [wrong], limits);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('ROUND_NOT_CORRECTABLE');
    expect((err as AppError).message).toContain('Void the round instead');
  });
});
