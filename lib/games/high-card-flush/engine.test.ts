import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { isRuleError, type RuleError } from '../types';
import {
  apply,
  initialState,
  next,
  phaseOf,
  result,
  type HighCardFlushAction,
  type HighCardFlushState,
} from './engine';

const H = (s: string) => s.split(' ') as Card[];

function step(s: HighCardFlushState, a: HighCardFlushAction): HighCardFlushState {
  const r = apply(s, a);
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}
const cards = (s: HighCardFlushState, list: string) =>
  H(list).reduce((st, card) => step(st, { type: 'CARD', card }), s);
const err = (s: HighCardFlushState, a: HighCardFlushAction) => apply(s, a) as RuleError;

// DP at seat 4; players 1, 3, 6. Deal order: 6, 1, 3, then the DP. Action order: 3, 1, 6.
const P6 = 'AH KH QH 8H 6H 2D 3C'; // 5-card flush: raise up to 2x
const P1 = 'JD TD 8D 4H 5H 6C 7C'; // 3-card flush
const P3 = 'AC KC QC JC 9D 3D 4D'; // 4-card flush
const DP = '9S 7S 5S 3S KD 2H 4C';

function dealt(): HighCardFlushState {
  return cards(initialState({ seats: [1, 3, 6], dpSeat: 4, bank: 100_000 }), `${P6} ${P1} ${P3}`);
}

describe('[HCF] dealing (RULES.md §HCF-1, seed 002 "Hra" 1)', () => {
  it('[HCF] seven cards to each player hand in deal order, clockwise from the left of the button', () => {
    let s = initialState({ seats: [1, 3, 6], dpSeat: 4, bank: 100_000 });
    expect(next(s)).toEqual({ kind: 'card', to: 'seat', seat: 6, position: 1 });
    const r = apply(s, { type: 'CARD', card: 'AH' });
    expect(r).toMatchObject({
      ok: true,
      events: [{ type: 'CARD', data: { card: 'AH', to: 'seat', seat: 6, position: 1 } }],
    });
    s = cards(s, 'AH KH QH 8H 6H 2D 3C');
    expect(next(s)).toEqual({ kind: 'card', to: 'seat', seat: 1, position: 1 });
    s = cards(s, `${P1} ${P3}`);
    expect(phaseOf(s)).toBe('DECISION');
  });

  it('[HCF] a second QS in a round is refused (one deck per round)', () => {
    const s = cards(initialState({ seats: [1, 3], dpSeat: null, bank: null }), 'QS 2H');
    expect(err(s, { type: 'CARD', card: 'QS' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'CARD_ALREADY_DEALT',
    });
    // also across hands and into the DP's hand
    const full = step(step(dealt(), { type: 'DECISION', seat: 3, action: 'RAISE' }), { type: 'TIMEOUT' });
    const dpTurn = step(full, { type: 'TIMEOUT' });
    expect(next(dpTurn)).toEqual({ kind: 'card', to: 'dp', seat: 4, position: 1 });
    expect(err(dpTurn, { type: 'CARD', card: 'AC' })).toMatchObject({ code: 'CARD_ALREADY_DEALT' });
  });

  it('[HCF] a card that is not a canonical code is an input error', () => {
    expect(
      err(initialState({ seats: [1], dpSeat: null, bank: null }), { type: 'CARD', card: '10H' as Card }),
    ).toMatchObject({ kind: 'input', code: 'INVALID_CARD' });
  });

  it('[HCF] at most six player hands fit one deck next to the DP', () => {
    expect(() => initialState({ seats: [1, 2, 3, 4, 5, 6, 7], dpSeat: null, bank: null })).toThrow(RangeError);
    expect(() => initialState({ seats: [1], dpSeat: 2, bank: null })).toThrow(RangeError);
    expect(() => initialState({ seats: [1], dpSeat: null, bank: 500 })).toThrow(RangeError);
  });
});

describe('[HCF] decisions (RULES.md §HCF-3, §C-7)', () => {
  it('[HCF] after the last player card, decisions go in action order, then the DP hand is entered', () => {
    let s = dealt();
    expect(next(s)).toEqual({ kind: 'decision', seat: 3, actions: ['FOLD', 'RAISE'], maxMultiple: 1 });
    expect(err(s, { type: 'CARD', card: '9S' })).toMatchObject({ kind: 'conflict', code: 'CARD_NOT_EXPECTED' });
    s = step(s, { type: 'DECISION', seat: 3, action: 'RAISE', multiple: 1 });
    expect(next(s)).toMatchObject({ kind: 'decision', seat: 1, maxMultiple: 1 });
    s = step(s, { type: 'DECISION', seat: 1, action: 'FOLD' });
    expect(next(s)).toEqual({ kind: 'decision', seat: 6, actions: ['FOLD', 'RAISE'], maxMultiple: 2 });
    s = step(s, { type: 'DECISION', seat: 6, action: 'RAISE', multiple: 2 });
    expect(next(s)).toEqual({ kind: 'card', to: 'dp', seat: 4, position: 1 });
    s = cards(s, DP);
    expect(next(s)).toEqual({ kind: 'confirm' });
    expect(err(s, { type: 'CARD', card: 'AS' })).toMatchObject({ code: 'CARD_NOT_EXPECTED' });
    const r = result(s)!;
    expect(r.hands.map((h) => [h.seat, h.decision.action, h.decision.multiple, h.flushVsDp])).toEqual([
      [3, 'RAISE', 1, 1],
      [1, 'FOLD', 0, -1],
      [6, 'RAISE', 2, 1],
    ]);
    expect(r.dp).toMatchObject({ qualifies: true, flush: { suit: 'S', size: 4 } });
  });

  it('[HCF] a decision out of turn is a conflict', () => {
    expect(err(dealt(), { type: 'DECISION', seat: 6, action: 'RAISE', multiple: 1 })).toMatchObject({
      kind: 'conflict',
      code: 'NOT_YOUR_TURN',
    });
    expect(
      err(initialState({ seats: [1], dpSeat: null, bank: null }), { type: 'DECISION', seat: 1, action: 'FOLD' }),
    ).toMatchObject({
      kind: 'conflict',
      code: 'DECISION_NOT_EXPECTED',
    });
  });

  it('[HCF] a raise above the flush cap is RAISE_TOO_HIGH (rule); 2x with a 4-card flush, 3x with 5', () => {
    const s = dealt();
    expect(err(s, { type: 'DECISION', seat: 3, action: 'RAISE', multiple: 2 })).toMatchObject({
      kind: 'rule',
      code: 'RAISE_TOO_HIGH',
    });
    const at6 = step(step(s, { type: 'DECISION', seat: 3, action: 'FOLD' }), {
      type: 'DECISION',
      seat: 1,
      action: 'FOLD',
    });
    expect(err(at6, { type: 'DECISION', seat: 6, action: 'RAISE', multiple: 3 })).toMatchObject({
      kind: 'rule',
      code: 'RAISE_TOO_HIGH',
    });
    expect(err(at6, { type: 'DECISION', seat: 6, action: 'RAISE', multiple: 0 as 1 })).toMatchObject({
      kind: 'rule',
      code: 'INVALID_RAISE',
    });
  });

  it('[HCF] a bare RAISE is 1x the Ante', () => {
    const s = step(dealt(), { type: 'DECISION', seat: 3, action: 'RAISE' });
    expect(s.hands.find((h) => h.seat === 3)!.decision).toEqual({ action: 'RAISE', multiple: 1, timeout: false });
  });

  it('[HCF] a timeout folds the awaited hand', () => {
    const r = apply(dealt(), { type: 'TIMEOUT' });
    expect(r).toMatchObject({
      ok: true,
      events: [{ type: 'DECISION', data: { seat: 3, action: 'FOLD', multiple: 0, timeout: true } }],
    });
  });

  it('[HCF] when every hand folds the DP hand is not needed', () => {
    let s = dealt();
    for (let i = 0; i < 3; i++) s = step(s, { type: 'TIMEOUT' });
    expect(next(s)).toEqual({ kind: 'confirm' });
    expect(result(s)!.dp).toBeNull();
  });

  it('[HCF] with a house bank the last hand is the dealer’s', () => {
    let s = cards(initialState({ seats: [2], dpSeat: null, bank: null }), P6);
    s = step(s, { type: 'DECISION', seat: 2, action: 'RAISE', multiple: 2 });
    expect(next(s)).toEqual({ kind: 'card', to: 'dealer', position: 1 });
  });
});

describe('[HCF] undo', () => {
  it('[HCF] undo takes back the last card before any decision', () => {
    const s = cards(initialState({ seats: [1, 3, 6], dpSeat: 4, bank: 100_000 }), `${P6} JD`);
    const r = apply(s, { type: 'UNDO' });
    expect(r).toMatchObject({
      ok: true,
      events: [{ type: 'UNDO', data: { card: 'JD', from: 'seat', seat: 1, position: 1 } }],
    });
    if (isRuleError(r)) throw new Error();
    expect(next(r.state)).toEqual({ kind: 'card', to: 'seat', seat: 1, position: 1 });
    expect(err(initialState({ seats: [1], dpSeat: null, bank: null }), { type: 'UNDO' })).toMatchObject({
      code: 'NOTHING_TO_UNDO',
    });
  });

  it('[HCF] after a decision player cards cannot be taken back; DP cards can', () => {
    let s = step(dealt(), { type: 'DECISION', seat: 3, action: 'RAISE' });
    expect(err(s, { type: 'UNDO' })).toMatchObject({ kind: 'conflict', code: 'UNDO_NOT_ALLOWED' });
    s = step(step(s, { type: 'TIMEOUT' }), { type: 'TIMEOUT' });
    s = cards(s, '9S 7S');
    const r = apply(s, { type: 'UNDO' });
    expect(r).toMatchObject({
      ok: true,
      events: [{ type: 'UNDO', data: { card: '7S', from: 'dp', seat: 4, position: 2 } }],
    });
  });
});
