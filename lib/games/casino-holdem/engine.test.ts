import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { isRuleError, type RuleError } from '../types';
import {
  apply,
  checkState,
  initialState,
  isComplete,
  nextOf,
  phaseOf,
  resultOf,
  viewOf,
  type CasinoHoldemState,
  type CheRoundAction,
} from './engine';

const H = (s: string) => s.split(' ') as Card[];

function step(s: CasinoHoldemState, a: CheRoundAction): CasinoHoldemState {
  const r = apply(s, a);
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}
const err = (s: CasinoHoldemState, a: CheRoundAction) => apply(s, a) as RuleError;
const cards = (s: CasinoHoldemState, list: string) => H(list).reduce((st, card) => step(st, { type: 'CARD', card }), s);
const decide = (s: CasinoHoldemState, box: number, action: 'CALL' | 'FOLD') =>
  step(s, { type: 'DECISION', seat: box, action });

/** Three boxes: Antes 1000, 500, 2000; AA Bonus on box 1. */
const started = () =>
  step(initialState(), {
    type: 'PLAYERS',
    boxes: [
      { box: 1, ante: 1000, aaBonus: 200 },
      { box: 2, ante: 500, aaBonus: 0 },
      { box: 3, ante: 2000, aaBonus: 0 },
    ],
  });
// Player AS KD, dealer 7C 2H, flop QH 9S 5D (dealt in the §CHE-1 order: P1 D1 P2 D2 F1 F2 F3).
const DEAL = 'AS 7C KD 2H QH 9S 5D';
const flopped = () => cards(started(), DEAL);

describe('[CASINO_HOLDEM] deal order and next (RULES.md §CHE-1)', () => {
  it('[CASINO_HOLDEM] close, then player 1, dealer 1, player 2, dealer 2, flop 1-3, the call window, turn, river, confirm', () => {
    let s = initialState();
    expect(nextOf(s)).toEqual({ kind: 'close' });
    expect(phaseOf(s)).toBe('BETTING');
    s = started();
    const want = [
      { kind: 'card', to: 'player', position: 1 },
      { kind: 'card', to: 'dealer', position: 1 },
      { kind: 'card', to: 'player', position: 2 },
      { kind: 'card', to: 'dealer', position: 2 },
      { kind: 'card', to: 'flop', position: 1 },
      { kind: 'card', to: 'flop', position: 2 },
      { kind: 'card', to: 'flop', position: 3 },
    ];
    const seen: unknown[] = [];
    const events: unknown[] = [];
    for (const c of H(DEAL)) {
      seen.push(nextOf(s));
      expect(phaseOf(s)).toBe('DEAL');
      const r = apply(s, { type: 'CARD', card: c });
      if (isRuleError(r)) throw new Error(r.message);
      events.push(r.events[0]);
      s = r.state;
    }
    expect(seen).toEqual(want);
    expect(events).toEqual(
      want.map((n, i) => ({ type: 'CARD', data: { card: H(DEAL)[i], to: n.to, position: n.position } })),
    );
    expect(s.player).toEqual(['AS', 'KD']);
    expect(s.dealer).toEqual(['7C', '2H']);
    expect(s.board).toEqual(['QH', '9S', '5D']);
    expect(nextOf(s)).toEqual({ kind: 'calls', players: 3, called: 0, folded: 0, deciding: 3 });
    expect(phaseOf(s)).toBe('CALLS');
    s = decide(s, 2, 'CALL');
    expect(nextOf(s)).toEqual({ kind: 'calls', players: 3, called: 1, folded: 0, deciding: 2 });
    s = decide(s, 1, 'FOLD');
    expect(nextOf(s)).toEqual({ kind: 'calls', players: 3, called: 1, folded: 1, deciding: 1 });
    s = decide(s, 3, 'CALL');
    expect(nextOf(s)).toEqual({ kind: 'card', to: 'turn', position: 1 });
    expect(phaseOf(s)).toBe('TURN_RIVER');
    const turn = apply(s, { type: 'CARD', card: 'JH' });
    expect(turn).toMatchObject({ ok: true, events: [{ type: 'CARD', data: { card: 'JH', to: 'turn', position: 1 } }] });
    s = step(s, { type: 'CARD', card: 'JH' });
    expect(nextOf(s)).toEqual({ kind: 'card', to: 'river', position: 1 });
    const river = apply(s, { type: 'CARD', card: '3C' });
    expect(river).toMatchObject({
      ok: true,
      events: [{ type: 'CARD', data: { card: '3C', to: 'river', position: 1 } }],
    });
    s = step(s, { type: 'CARD', card: '3C' });
    expect(nextOf(s)).toEqual({ kind: 'confirm' });
    expect(phaseOf(s)).toBe('COMPLETE');
    expect(isComplete(s)).toBe(true);
    expect(err(s, { type: 'CARD', card: '4C' })).toMatchObject({ kind: 'conflict', code: 'CARD_NOT_EXPECTED' });
  });

  it('[CASINO_HOLDEM] PLAYERS records the boxes once; malformed boxes are refused', () => {
    const r = apply(initialState(), { type: 'PLAYERS', boxes: [{ box: 1, ante: 500, aaBonus: 100 }] });
    expect(r).toMatchObject({
      ok: true,
      events: [{ type: 'PLAYERS', data: { boxes: [{ box: 1, ante: 500, aaBonus: 100 }] } }],
    });
    expect(err(started(), { type: 'PLAYERS', boxes: [] })).toMatchObject({ code: 'ALREADY_STARTED' });
    expect(err(initialState(), { type: 'PLAYERS', boxes: [{ box: 2, ante: 500, aaBonus: 0 }] })).toMatchObject({
      code: 'INVALID_SEATS',
    });
    expect(err(initialState(), { type: 'PLAYERS', boxes: [{ box: 1, ante: 0, aaBonus: 0 }] })).toMatchObject({
      code: 'INVALID_SEATS',
    });
  });

  it('[CASINO_HOLDEM] before betting closes a card is refused (BETTING_OPEN); a number is never expected', () => {
    expect(err(initialState(), { type: 'CARD', card: 'AS' })).toMatchObject({ kind: 'conflict', code: 'BETTING_OPEN' });
    expect(err(started(), { type: 'OUTCOME', number: 7 })).toMatchObject({ code: 'OUTCOME_NOT_EXPECTED' });
    expect(err(started(), { type: 'CARD', card: '10H' as Card })).toMatchObject({
      kind: 'input',
      code: 'INVALID_CARD',
    });
    expect(err(started(), { type: 'SHUFFLE' } as unknown as CheRoundAction)).toMatchObject({ code: 'INVALID_ACTION' });
  });
});

describe('[CASINO_HOLDEM] one deck per round (RULES.md §CHE-1, §C-2)', () => {
  it('[CASINO_HOLDEM] a second QS is refused wherever it would go, and the state is unchanged', () => {
    const s = cards(started(), 'QS 2D');
    const r = err(s, { type: 'CARD', card: 'QS' });
    expect(r).toMatchObject({ ok: false, kind: 'conflict', code: 'CARD_NOT_IN_SHOE' });
    expect(r.message).toContain('QS');
    expect(s.player).toEqual(['QS']);
    // also on the board, after the window
    let t = decide(decide(decide(cards(started(), 'QS 7C KD 2H QH 9S 5D'), 1, 'CALL'), 2, 'CALL'), 3, 'FOLD');
    expect(err(t, { type: 'CARD', card: '7C' })).toMatchObject({ code: 'CARD_NOT_IN_SHOE' });
    t = step(t, { type: 'CARD', card: 'JH' });
    expect(err(t, { type: 'CARD', card: 'JH' })).toMatchObject({ code: 'CARD_NOT_IN_SHOE' });
  });
});

describe('[CASINO_HOLDEM] the call window (RULES.md §CHE-1, §CHE-2, §C-7)', () => {
  it('[CASINO_HOLDEM] a card during the window is refused with CALL_WINDOW_OPEN, saying how many still decide', () => {
    const s = decide(flopped(), 1, 'CALL');
    const r = err(s, { type: 'CARD', card: 'JH' });
    expect(r).toMatchObject({ kind: 'conflict', code: 'CALL_WINDOW_OPEN' });
    expect(r.message).toContain('2 still deciding');
    expect(r.message).toContain('§CHE-1');
  });

  it('[CASINO_HOLDEM] a decision outside the window, twice for a box, for no box, or not CALL/FOLD is refused', () => {
    const early = cards(started(), 'AS 7C KD');
    expect(err(early, { type: 'DECISION', seat: 1, action: 'CALL' })).toMatchObject({
      kind: 'conflict',
      code: 'DECISION_NOT_EXPECTED',
    });
    expect(err(initialState(), { type: 'DECISION', seat: 1, action: 'CALL' })).toMatchObject({ code: 'BETTING_OPEN' });
    const s = decide(flopped(), 1, 'CALL');
    expect(err(s, { type: 'DECISION', seat: 1, action: 'FOLD' })).toMatchObject({
      kind: 'conflict',
      code: 'ALREADY_DECIDED',
    });
    expect(err(s, { type: 'DECISION', seat: 4, action: 'FOLD' })).toMatchObject({
      kind: 'input',
      code: 'INVALID_SEAT',
    });
    expect(err(s, { type: 'DECISION', seat: 2, action: 'RAISE' })).toMatchObject({
      kind: 'input',
      code: 'INVALID_ACTION',
    });
    const closed = decide(decide(s, 2, 'FOLD'), 3, 'CALL');
    expect(err(closed, { type: 'DECISION', seat: 2, action: 'CALL' })).toMatchObject({ code: 'DECISION_NOT_EXPECTED' });
    expect(err(closed, { type: 'TIMEOUT' })).toMatchObject({ code: 'DECISION_NOT_EXPECTED' });
  });

  it('[CASINO_HOLDEM] TIMEOUT folds every box still deciding, marked as the timer (§C-7); those who decided keep it', () => {
    const s = decide(flopped(), 2, 'CALL');
    const r = apply(s, { type: 'TIMEOUT' });
    if (isRuleError(r)) throw new Error(r.message);
    expect(r.events).toEqual([
      { type: 'TIMEOUT', data: { boxes: [1, 3] } },
      { type: 'DECISION', data: { seat: 1, box: 1, action: 'FOLD', timeout: true } },
      { type: 'DECISION', data: { seat: 3, box: 3, action: 'FOLD', timeout: true } },
    ]);
    expect(r.state.boxes.map((b) => [b.box, b.decision, b.timeout])).toEqual([
      [1, 'FOLD', true],
      [2, 'CALL', false],
      [3, 'FOLD', true],
    ]);
    expect(nextOf(r.state)).toEqual({ kind: 'card', to: 'turn', position: 1 });
    expect(viewOf(r.state).window).toEqual({
      open: false,
      closed: true,
      players: 3,
      called: 1,
      folded: 2,
      deciding: 0,
      timedOut: 2,
    });
    expect(err(started(), { type: 'TIMEOUT' })).toMatchObject({ code: 'DECISION_NOT_EXPECTED' });
  });

  it('[CASINO_HOLDEM] when every box folds the round is complete at once: no turn, no river, nothing compared', () => {
    const s = step(decide(flopped(), 1, 'FOLD'), { type: 'TIMEOUT' });
    expect(isComplete(s)).toBe(true);
    expect(nextOf(s)).toEqual({ kind: 'confirm' });
    expect(err(s, { type: 'CARD', card: 'JH' })).toMatchObject({ code: 'CARD_NOT_EXPECTED' });
    expect(resultOf(s)).toMatchObject({
      allFolded: true,
      noAction: false,
      players: 3,
      called: 0,
      folded: 3,
      timedOut: 2,
      winner: null,
      dealerQualifies: null,
      dealerHand: null,
      board: ['QH', '9S', '5D'],
      dealer: ['7C', '2H'],
    });
  });

  it('[CASINO_HOLDEM] no Ante at close: the round is complete at once and takes no card', () => {
    const s = step(initialState(), { type: 'PLAYERS', boxes: [] });
    expect(isComplete(s)).toBe(true);
    expect(nextOf(s)).toEqual({ kind: 'confirm' });
    expect(phaseOf(s)).toBe('COMPLETE');
    expect(err(s, { type: 'CARD', card: 'AS' })).toMatchObject({ code: 'CARD_NOT_EXPECTED' });
    expect(err(s, { type: 'UNDO' })).toMatchObject({ code: 'NOTHING_TO_UNDO' });
    expect(resultOf(s)).toMatchObject({
      noAction: true,
      allFolded: false,
      players: 0,
      playerHand: null,
      anteMultiple: 0,
    });
  });
});

describe('[CASINO_HOLDEM] undo (the last card, before settlement)', () => {
  it('[CASINO_HOLDEM] takes back cards in reverse deal order, naming where each came from', () => {
    let s = cards(started(), 'AS 7C KD 2H QH');
    const froms: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const r = apply(s, { type: 'UNDO' });
      if (isRuleError(r)) throw new Error(r.message);
      froms.push(r.events[0]!.data);
      s = r.state;
    }
    expect(froms).toEqual([
      { card: 'QH', from: 'flop', position: 1 },
      { card: '2H', from: 'dealer', position: 2 },
      { card: 'KD', from: 'player', position: 2 },
      { card: '7C', from: 'dealer', position: 1 },
      { card: 'AS', from: 'player', position: 1 },
    ]);
    expect(err(s, { type: 'UNDO' })).toMatchObject({ kind: 'conflict', code: 'NOTHING_TO_UNDO' });
  });

  it('[CASINO_HOLDEM] undoing flop 3 while nobody decided closes the window again; the same card may come again', () => {
    const s = flopped();
    const r = apply(s, { type: 'UNDO' });
    if (isRuleError(r)) throw new Error(r.message);
    expect(r.events[0]!.data).toEqual({ card: '5D', from: 'flop', position: 3 });
    expect(nextOf(r.state)).toEqual({ kind: 'card', to: 'flop', position: 3 });
    expect(viewOf(r.state).window.open).toBe(false);
    expect(nextOf(step(r.state, { type: 'CARD', card: '5D' }))).toMatchObject({ kind: 'calls', deciding: 3 });
  });

  it('[CASINO_HOLDEM] a flop card is not undone once a box decided on it (DECISIONS_MADE); turn and river are', () => {
    const s = decide(flopped(), 1, 'FOLD');
    const r = err(s, { type: 'UNDO' });
    expect(r).toMatchObject({ kind: 'conflict', code: 'DECISIONS_MADE' });
    expect(r.message).toContain('void the round');
    let t = decide(decide(s, 2, 'CALL'), 3, 'CALL');
    t = cards(t, 'JH 3C');
    expect(isComplete(t)).toBe(true);
    const river = apply(t, { type: 'UNDO' });
    expect(river).toMatchObject({
      ok: true,
      events: [{ type: 'UNDO', data: { card: '3C', from: 'river', position: 1 } }],
    });
    t = step(t, { type: 'UNDO' });
    expect(isComplete(t)).toBe(false);
    expect(nextOf(t)).toEqual({ kind: 'card', to: 'river', position: 1 });
    const turn = apply(t, { type: 'UNDO' });
    expect(turn).toMatchObject({
      ok: true,
      events: [{ type: 'UNDO', data: { card: 'JH', from: 'turn', position: 1 } }],
    });
    t = step(t, { type: 'UNDO' });
    expect(err(t, { type: 'UNDO' })).toMatchObject({ code: 'DECISIONS_MADE' });
    // an all-fold round complete at the flop keeps its flop too
    expect(err(step(flopped(), { type: 'TIMEOUT' }), { type: 'UNDO' })).toMatchObject({ code: 'DECISIONS_MADE' });
  });
});

describe('[CASINO_HOLDEM] state checks', () => {
  it('[CASINO_HOLDEM] a state read back from storage that no action sequence reaches is refused (INVALID_STATE)', () => {
    const s = flopped();
    expect(checkState(s)).toBeNull();
    expect(checkState({ ...s, board: ['QH', '9S', 'QH'] as Card[] })).toMatchObject({ code: 'INVALID_STATE' });
    expect(checkState({ ...s, board: [...s.board, 'JH'] as Card[] })).toMatchObject({ code: 'INVALID_STATE' });
    expect(checkState({ ...s, dealer: ['7C', '2H', '3H'] as Card[] })).toMatchObject({ code: 'INVALID_STATE' });
    expect(apply({ ...s, boxes: [] }, { type: 'UNDO' })).toMatchObject({ code: 'INVALID_STATE' });
  });
});
