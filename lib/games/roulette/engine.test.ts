import { describe, expect, it } from 'vitest';
import { isRuleError, type Applied, type RuleError } from '../types';
import { apply, initialState, isComplete, next, type RouletteAction, type RouletteState } from './engine';

const ok = (r: Applied<RouletteState> | RuleError): Applied<RouletteState> => {
  if (isRuleError(r)) throw new Error(`expected the action to be accepted, got ${r.code}: ${r.message}`);
  return r;
};
/** Replays actions from the initial state, failing on the first rejected one. */
const fold = (actions: RouletteAction[]): RouletteState =>
  actions.reduce((s, a) => ok(apply(s, a)).state, initialState());

describe('[ROULETTE] round engine (RULES.md §RL-5)', () => {
  it('[ROULETTE] a fresh round awaits the outcome', () => {
    const s = initialState();
    expect(s).toEqual({ outcome: null, noSpins: [] });
    expect(next(s)).toEqual({ kind: 'outcome' });
    expect(isComplete(s)).toBe(false);
  });

  it('[ROULETTE] entering 17 completes the round, emits its colour and awaits confirmation', () => {
    const s0 = initialState();
    const r = ok(apply(s0, { type: 'OUTCOME', number: 17 }));
    expect(r.state).toEqual({ outcome: 17, noSpins: [] });
    expect(r.events).toEqual([{ type: 'OUTCOME', data: { number: 17, color: 'black' } }]);
    expect(next(r.state)).toEqual({ kind: 'confirm' });
    expect(isComplete(r.state)).toBe(true);
    expect(s0).toEqual({ outcome: null, noSpins: [] }); // not mutated
  });

  it('[ROULETTE] 0 is green and 32 is red in the outcome event', () => {
    expect(ok(apply(initialState(), { type: 'OUTCOME', number: 0 })).events[0]).toEqual({
      type: 'OUTCOME',
      data: { number: 0, color: 'green' },
    });
    expect(ok(apply(initialState(), { type: 'OUTCOME', number: 32 })).events[0]).toEqual({
      type: 'OUTCOME',
      data: { number: 32, color: 'red' },
    });
  });

  it('[ROULETTE] a second outcome is a conflict (OUTCOME_ALREADY_ENTERED)', () => {
    const s = fold([{ type: 'OUTCOME', number: 17 }]);
    expect(apply(s, { type: 'OUTCOME', number: 5 })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'OUTCOME_ALREADY_ENTERED',
    });
  });

  it.each([[37], [-1], [1.5], [Number.NaN], ['17'], [null]])(
    '[ROULETTE] outcome %j is INVALID_NUMBER (input)',
    (number) => {
      expect(apply(initialState(), { type: 'OUTCOME', number } as unknown as RouletteAction)).toMatchObject({
        ok: false,
        kind: 'input',
        code: 'INVALID_NUMBER',
      });
    },
  );

  it('[ROULETTE] a no-spin is recorded and the round still awaits the outcome', () => {
    const r = ok(apply(initialState(), { type: 'NO_SPIN', reason: '  ball left the wheel ' }));
    expect(r.state).toEqual({ outcome: null, noSpins: [{ reason: 'ball left the wheel' }] });
    expect(r.events).toEqual([{ type: 'NO_SPIN', data: { reason: 'ball left the wheel' } }]);
    expect(next(r.state)).toEqual({ kind: 'outcome' });
    expect(isComplete(r.state)).toBe(false);
    const s = fold([
      { type: 'NO_SPIN', reason: 'too few revolutions' },
      { type: 'NO_SPIN', reason: 'ball left the wheel' },
      { type: 'OUTCOME', number: 8 },
    ]);
    expect(s).toEqual({ outcome: 8, noSpins: [{ reason: 'too few revolutions' }, { reason: 'ball left the wheel' }] });
  });

  it.each([[''], ['   '], [undefined], [42], ['x'.repeat(501)]])(
    '[ROULETTE] a no-spin reason %j is REASON_REQUIRED (input)',
    (reason) => {
      expect(apply(initialState(), { type: 'NO_SPIN', reason } as unknown as RouletteAction)).toMatchObject({
        ok: false,
        kind: 'input',
        code: 'REASON_REQUIRED',
      });
    },
  );

  it('[ROULETTE] a no-spin after the outcome is a conflict', () => {
    const s = fold([{ type: 'OUTCOME', number: 3 }]);
    expect(apply(s, { type: 'NO_SPIN', reason: 'late' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'OUTCOME_ALREADY_ENTERED',
    });
  });

  it('[ROULETTE] undo with nothing entered is NOTHING_TO_UNDO (conflict)', () => {
    expect(apply(initialState(), { type: 'UNDO' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'NOTHING_TO_UNDO',
    });
  });

  it('[ROULETTE] undo takes back the outcome first, then the no-spins newest first', () => {
    const s = fold([
      { type: 'NO_SPIN', reason: 'a' },
      { type: 'NO_SPIN', reason: 'b' },
      { type: 'OUTCOME', number: 0 },
    ]);
    const u1 = ok(apply(s, { type: 'UNDO' }));
    expect(u1.state).toEqual({ outcome: null, noSpins: [{ reason: 'a' }, { reason: 'b' }] });
    expect(u1.events).toEqual([{ type: 'UNDO', data: { undone: 'OUTCOME', number: 0, color: 'green' } }]);
    expect(next(u1.state)).toEqual({ kind: 'outcome' });
    const u2 = ok(apply(u1.state, { type: 'UNDO' }));
    expect(u2.state).toEqual({ outcome: null, noSpins: [{ reason: 'a' }] });
    expect(u2.events).toEqual([{ type: 'UNDO', data: { undone: 'NO_SPIN', reason: 'b' } }]);
    const u3 = ok(apply(u2.state, { type: 'UNDO' }));
    expect(u3.state).toEqual({ outcome: null, noSpins: [] });
    expect(apply(u3.state, { type: 'UNDO' })).toMatchObject({ code: 'NOTHING_TO_UNDO' });
    expect(s).toEqual({ outcome: 0, noSpins: [{ reason: 'a' }, { reason: 'b' }] }); // not mutated
  });

  it('[ROULETTE] after undoing the outcome another number can be entered', () => {
    const s = fold([{ type: 'OUTCOME', number: 26 }, { type: 'UNDO' }, { type: 'OUTCOME', number: 32 }]);
    expect(s).toEqual({ outcome: 32, noSpins: [] });
  });

  it('[ROULETTE] an unknown action is INVALID_ACTION (input)', () => {
    expect(apply(initialState(), { type: 'CARD', card: 'AS' } as unknown as RouletteAction)).toMatchObject({
      ok: false,
      kind: 'input',
      code: 'INVALID_ACTION',
    });
    expect(apply(initialState(), null as unknown as RouletteAction)).toMatchObject({
      ok: false,
      kind: 'input',
      code: 'INVALID_ACTION',
    });
  });
});
