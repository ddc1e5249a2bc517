import { describe, expect, it } from 'vitest';
import type { DecisionBet, DecisionPlan } from '../module';
import { isRuleError } from '../types';
import { apply, initialState, type CasinoHoldemState } from './engine';
import { cheDecisions } from './decisions';
import { DEFAULT_CHE_RULES } from './rules';

const rules = { ...DEFAULT_CHE_RULES };
const bet = (id: string, userId: string, type: string, amount: number, status = 'OPEN'): DecisionBet => ({
  id,
  userId,
  type,
  status,
  spec: {},
  amount,
});

// Three players: "zed" (Ante 500 + 700, AA Bonus 100), "amy" (Ante 1000), "max" (Ante 2000).
// Boxes by user id sorted: amy 1, max 2, zed 3.
const open = [
  bet('z1', 'zed', 'ANTE', 500),
  bet('a1', 'amy', 'ANTE', 1000),
  bet('z2', 'zed', 'AA_BONUS', 100),
  bet('m1', 'max', 'ANTE', 2000),
  bet('z3', 'zed', 'ANTE', 700),
];
const mineOf = (u: string) => open.filter((b) => b.userId === u);

function flopped(): CasinoHoldemState {
  const r = apply(initialState(), {
    type: 'PLAYERS',
    boxes: [
      { box: 1, ante: 1000, aaBonus: 0 },
      { box: 2, ante: 2000, aaBonus: 0 },
      { box: 3, ante: 1200, aaBonus: 100 },
    ],
  });
  if (isRuleError(r)) throw new Error(r.message);
  let s = r.state;
  for (const card of ['AS', '7C', 'KD', '2H', 'QH', '9S', '5D'] as const) {
    const x = apply(s, { type: 'CARD', card });
    if (isRuleError(x)) throw new Error(x.message);
    s = x.state;
  }
  return s;
}

describe('[CASINO_HOLDEM] who decides (RULES.md §CHE-2)', () => {
  it('[CASINO_HOLDEM] a player with an OPEN Ante decides for their own box: CALL or FOLD, no seat', () => {
    expect(cheDecisions.actions).toEqual(['CALL', 'FOLD']);
    expect(cheDecisions.decider({ action: 'CALL' }, mineOf('zed'), rules)).toEqual({ seat: 0 });
    expect(cheDecisions.decider({ action: 'FOLD', seat: null }, mineOf('amy'), rules)).toEqual({ seat: 0 });
  });

  it('[CASINO_HOLDEM] INVALID_ACTION for another action, INVALID_SEAT with a seat, NO_ANTE without an OPEN Ante', () => {
    expect(cheDecisions.decider({ action: 'RAISE' }, mineOf('zed'), rules)).toMatchObject({
      kind: 'input',
      code: 'INVALID_ACTION',
    });
    expect(cheDecisions.decider({ action: 'CALL', seat: 2 }, mineOf('zed'), rules)).toMatchObject({
      kind: 'input',
      code: 'INVALID_SEAT',
    });
    expect(cheDecisions.decider({ action: 'CALL' }, [], rules)).toMatchObject({ code: 'NO_ANTE' });
    // An AA Bonus alone, or a cancelled Ante, is no Ante.
    expect(
      cheDecisions.decider(
        { action: 'CALL' },
        [bet('x', 'eve', 'AA_BONUS', 100), bet('y', 'eve', 'ANTE', 500, 'CANCELLED')],
        rules,
      ),
    ).toMatchObject({ code: 'NO_ANTE' });
  });
});

describe('[CASINO_HOLDEM] what a decision does (RULES.md §CHE-2)', () => {
  it('[CASINO_HOLDEM] CALL: the box from the sorted Ante holders, a CALL bet of 2x the Ante total, the answer on the bets', () => {
    const p = cheDecisions.plan(
      flopped(),
      { action: 'CALL' },
      { userId: 'zed', seat: 0, mine: mineOf('zed'), open },
      rules,
    );
    expect(p).toEqual({
      action: { type: 'DECISION', seat: 3, action: 'CALL' },
      payers: ['zed'],
      // (500 + 700) × 2 = 2,400
      stakes: [{ kind: 'new-bet', userId: 'zed', type: 'CALL', spec: {}, amount: 2400, memo: 'Call 2x Ante (§CHE-2)' }],
      specs: [
        { betId: 'z1', spec: { decision: 'CALL' } },
        { betId: 'z2', spec: { decision: 'CALL' } },
        { betId: 'z3', spec: { decision: 'CALL' } },
      ],
      seatsChanged: false,
    });
    // and the engine takes the planned action for box 3
    const applied = apply(flopped(), (p as DecisionPlan).action as never);
    expect(applied).toMatchObject({ ok: true, events: [{ type: 'DECISION', data: { box: 3, action: 'CALL' } }] });
  });

  it("[CASINO_HOLDEM] FOLD: no stake, no payer; the box is the player's", () => {
    const p = cheDecisions.plan(
      flopped(),
      { action: 'FOLD' },
      { userId: 'amy', seat: 0, mine: mineOf('amy'), open },
      rules,
    );
    expect(p).toEqual({
      action: { type: 'DECISION', seat: 1, action: 'FOLD' },
      payers: [],
      stakes: [],
      specs: [{ betId: 'a1', spec: { decision: 'FOLD' } }],
      seatsChanged: false,
    });
    const max = cheDecisions.plan(
      flopped(),
      { action: 'CALL' },
      { userId: 'max', seat: 0, mine: mineOf('max'), open },
      rules,
    );
    expect(max).toMatchObject({ action: { seat: 2 }, stakes: [{ amount: 4000 }] });
  });

  it('[CASINO_HOLDEM] a player who is no Ante holder of the round gets NO_ANTE from the plan too', () => {
    expect(
      cheDecisions.plan(flopped(), { action: 'CALL' }, { userId: 'eve', seat: 0, mine: [], open }, rules),
    ).toMatchObject({ code: 'NO_ANTE' });
  });
});
