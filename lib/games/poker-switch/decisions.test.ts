import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import type { DecisionBet } from '../module';
import { isRuleError } from '../types';
import { DEFAULT_PS_RULES } from './rules';
import { psDecisions } from './decisions';
import { cardsOf, decide, inDealOrder, run } from './testing';

const R = DEFAULT_PS_RULES;
const c = (s: string) => s.split(' ') as Card[];
const bet = (id: string, type: string, spec: Record<string, unknown>, amount: number): DecisionBet => ({
  id,
  userId: 'u1',
  type,
  status: 'OPEN',
  spec,
  amount,
});
const antes = [
  bet('a1', 'ANTE', { box: 1, seat: 1 }, 1000),
  bet('a2', 'ANTE', { box: 2, seat: 1 }, 1000),
  bet('a3', 'ANTE', { box: 3, seat: 2 }, 2000),
  bet('a4', 'ANTE', { box: 4, seat: 2 }, 2000),
];
const dealt = run(R, [
  {
    type: 'PAIRS',
    boxes: [
      { box: 1, ante: 1000, bonus: 0 },
      { box: 2, ante: 1000, bonus: 0 },
      { box: 3, ante: 2000, bonus: 0 },
      { box: 4, ante: 2000, bonus: 0 },
    ],
    maxPayout: 5_000_000,
  },
  ...cardsOf(
    inDealOrder(
      { 1: c('QS JH TD 9C 2H'), 2: c('5S 4H 3D AC KD'), 3: c('6S 6H 6D TH KC'), 4: c('2S 3S 4C 8S JD') },
      c('AS QD 8C 5H 3C'),
    ),
  ),
]).state;
const ctx = (mine: DecisionBet[], seat: number) => ({ userId: 'u1', seat, mine, open: mine });
const plan = (input: Parameters<typeof psDecisions.plan>[1], mine: DecisionBet[], seat: number, state = dealt) =>
  psDecisions.plan(state, input, ctx(mine, seat), R);

describe('who decides (RULES.md §PS-3)', () => {
  it('the player of the pair; the pair named, or the only one', () => {
    expect(psDecisions.decider({ action: 'RAISE' }, antes, R)).toMatchObject({ code: 'INVALID_ACTION' });
    expect(psDecisions.decider({ action: 'BET', hand: 1 }, [], R)).toMatchObject({ code: 'NO_ANTE' });
    expect(psDecisions.decider({ action: 'BET', seat: 3, hand: 1 }, antes, R)).toMatchObject({ code: 'NOT_YOUR_SEAT' });
    expect(psDecisions.decider({ action: 'BET', seat: 2, hand: 1 }, antes, R)).toEqual({ seat: 2 });
    expect(psDecisions.decider({ action: 'BET', hand: 2 }, antes.slice(0, 2), R)).toEqual({ seat: 1 });
    expect(psDecisions.decider({ action: 'BET', hand: 1 }, antes, R)).toEqual({ seat: 0 }); // resolved by the plan
    // The pair's own decisions need no box.
    expect(psDecisions.decider({ action: 'SWITCH', seat: 2 }, antes, R)).toEqual({ seat: 2 });
    expect(psDecisions.decider({ action: 'UNSWITCH', seat: 2 }, antes, R)).toEqual({ seat: 2 });
  });

  it("a box's decision names its box (hand 1 or 2): without it, VALIDATION_ERROR (400) before anything else", () => {
    for (const action of ['BET', 'FOLD', 'INSURE', 'BUY', 'NO_BUY'])
      for (const hand of [undefined, null, 0, 3, 1.5])
        expect([action, hand, psDecisions.decider({ action, seat: 2, hand, amount: 2000 }, antes, R)]).toMatchObject([
          action,
          hand,
          { ok: false, kind: 'input', code: 'VALIDATION_ERROR' },
        ]);
  });
});

describe('what a decision takes (stakes as data)', () => {
  it('two pairs, none named: the pair the round awaits (pair 2, the larger Ante); Bet = 2x Ante on the awaited box', () => {
    const p = plan({ action: 'BET', hand: 1 }, antes, 0);
    expect(p).toEqual({
      action: { type: 'DECISION', seat: 2, hand: 1, action: 'BET' },
      payers: ['u1'],
      stakes: [
        {
          kind: 'new-bet',
          userId: 'u1',
          type: 'BET',
          spec: { seat: 2, box: 3 },
          amount: 4000,
          memo: 'Bet box 3: 2x Ante (RULES.md §PS-3)',
        },
      ],
      specs: [],
      seatsChanged: true,
    });
  });

  it('SWITCH takes the 2-Ante fee; UNSWITCH hands the standing fee back at once', () => {
    const sw = plan({ action: 'SWITCH', seat: 2 }, antes, 2);
    expect(!isRuleError(sw) && sw.stakes).toEqual([
      {
        kind: 'new-bet',
        userId: 'u1',
        type: 'SWITCH_FEE',
        spec: { seat: 2, boxes: [3, 4] },
        amount: 4000,
        memo: 'Switch fee pair 2: 2 Antes (RULES.md §PS-3)',
      },
    ]);
    // f1 was handed back by an earlier UNSWITCH (CANCELLED); f2 is the standing switch's fee.
    const fees = [
      { ...bet('f1', 'SWITCH_FEE', { seat: 2, boxes: [3, 4] }, 4000), status: 'CANCELLED' },
      bet('f2', 'SWITCH_FEE', { seat: 2, boxes: [3, 4] }, 4000),
    ];
    const un = plan({ action: 'UNSWITCH', seat: 2 }, [...antes, ...fees], 2);
    expect(!isRuleError(un) && [un.stakes, un.specs, un.payers, un.seatsChanged]).toEqual([
      [
        {
          kind: 'return',
          betId: 'f2',
          userId: 'u1',
          memo: 'Switch back pair 2: the 4000-cent fee refunded (RULES.md §PS-3)',
        },
      ],
      [],
      ['u1'],
      true,
    ]);
  });

  it('INSURE: the Bet and the insurance in one decision; FOLD and BUY mark the Ante', () => {
    const ins = plan({ action: 'INSURE', seat: 2, hand: 1, amount: 3000 }, antes, 2);
    expect(
      !isRuleError(ins) && [ins.action, ins.stakes.map((s) => [s.kind, s.kind === 'return' ? 0 : s.amount])],
    ).toEqual([
      { type: 'DECISION', seat: 2, hand: 1, action: 'INSURE', amount: 3000 },
      [
        ['new-bet', 4000],
        ['new-bet', 3000],
      ],
    ]);
    expect(plan({ action: 'INSURE', seat: 2, hand: 1 }, antes, 2)).toMatchObject({ code: 'INVALID_AMOUNT' });
    const fold = plan({ action: 'FOLD', seat: 2, hand: 1 }, antes, 2);
    expect(!isRuleError(fold) && fold.specs).toEqual([{ betId: 'a3', spec: { box: 3, seat: 2, decision: 'FOLD' } }]);
    // In the buy window: pair 1's one box to answer, box 2 (hand 2), found from the buy when the pair is not named.
    const buying = run(R, [decide(2, 'FOLD'), decide(2, 'FOLD'), decide(1, 'FOLD'), decide(1, 'BET')], dealt).state;
    const buy = plan({ action: 'BUY', hand: 2 }, antes, 0, buying);
    expect(!isRuleError(buy) && [buy.action, buy.specs, buy.stakes]).toEqual([
      { type: 'DECISION', seat: 1, hand: 2, action: 'BUY' },
      [{ betId: 'a2', spec: { box: 2, seat: 1, buy: true } }],
      [],
    ]);
  });

  it('two pairs and nothing to tell them apart: name the pair', () => {
    const done = run(R, [decide(2, 'FOLD'), decide(2, 'FOLD'), decide(1, 'FOLD'), decide(1, 'FOLD')], dealt).state;
    expect(plan({ action: 'BET', hand: 1 }, antes, 0, done)).toMatchObject({ code: 'INVALID_SEAT' });
  });
});
