import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { isRuleError, type Applied, type RuleError } from '../types';
import {
  apply,
  checkState,
  initialState,
  isComplete,
  next,
  result,
  type BaccaratNext,
  type BaccaratResult,
  type BaccaratState,
} from './index';

// Hands and expected outcomes below are worked out by hand from RULES.md §BAC-1..§BAC-4.

function ok(r: Applied<BaccaratState> | RuleError): Applied<BaccaratState> {
  if (isRuleError(r)) throw new Error(`unexpected ${r.code}: ${r.message}`);
  return r;
}

/** Deals `cards` in order, recording what `next` asked for before each card and at the end. */
function deal(cards: Card[]): { state: BaccaratState; asks: BaccaratNext[] } {
  let state = initialState();
  const asks: BaccaratNext[] = [];
  for (const card of cards) {
    asks.push(next(state));
    state = ok(apply(state, { type: 'CARD', card })).state;
  }
  asks.push(next(state));
  return { state, asks };
}

const P = (position: number): BaccaratNext => ({ kind: 'card', to: 'player', position });
const B = (position: number): BaccaratNext => ({ kind: 'card', to: 'banker', position });
const CONFIRM: BaccaratNext = { kind: 'confirm' };

function deepFreeze(s: BaccaratState): BaccaratState {
  Object.freeze(s.player);
  Object.freeze(s.banker);
  return Object.freeze(s);
}

describe('[BACCARAT] next: deal order (RULES.md §BAC-2..§BAC-4, §BAC-6)', () => {
  it('[BACCARAT] an empty table asks for Player 1, then Banker 1, Player 2, Banker 2', () => {
    const { asks, state } = deal(['4H', '2C', '3D']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2)]);
    expect(state).toEqual({ player: ['4H', '3D'], banker: ['2C'] });
    expect(isComplete(state)).toBe(false);
    expect(result(state)).toBeNull();
  });

  it('[BACCARAT] a player natural 8 stops both hands after four cards', () => {
    // P 3+5 = 8 natural, B 2+3 = 5 (would draw otherwise)
    const { asks, state } = deal(['3H', '2C', '5D', '3S']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), CONFIRM]);
    expect(result(state)).toEqual<BaccaratResult>({
      winner: 'PLAYER',
      playerTotal: 8,
      bankerTotal: 5,
      natural: true,
      playerPair: false,
      bankerPair: false,
    });
  });

  it('[BACCARAT] a banker natural 9 stops the player drawing on 5', () => {
    // P 2+3 = 5 (would draw), B K+9 = 9 natural
    const { asks, state } = deal(['2H', 'KS', '3D', '9C']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), CONFIRM]);
    expect(result(state)).toMatchObject({ winner: 'BANKER', playerTotal: 5, bankerTotal: 9, natural: true });
  });

  it('[BACCARAT] natural against natural: 8 v 8 ties, 9 beats 8', () => {
    const tie = deal(['8H', '5S', 'KD', '3C']); // P 8+0 = 8, B 5+3 = 8
    expect(tie.asks.at(-1)).toEqual(CONFIRM);
    expect(result(tie.state)).toMatchObject({ winner: 'TIE', playerTotal: 8, bankerTotal: 8, natural: true });
    const nine = deal(['4H', '4S', '5D', '4C']); // P 4+5 = 9, B 4+4 = 8
    expect(result(nine.state)).toMatchObject({
      winner: 'PLAYER',
      playerTotal: 9,
      bankerTotal: 8,
      natural: true,
      bankerPair: true,
      playerPair: false,
    });
  });

  it('[BACCARAT] player 7 and banker 6 both stand after four cards', () => {
    const { asks, state } = deal(['4H', 'QS', '3D', '6C']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), CONFIRM]);
    expect(result(state)).toEqual<BaccaratResult>({
      winner: 'PLAYER',
      playerTotal: 7,
      bankerTotal: 6,
      natural: false,
      playerPair: false,
      bankerPair: false,
    });
  });

  it('[BACCARAT] player stands on 6, banker draws on 4', () => {
    // P 3+3 = 6 stands; B 2+2 = 4, player stood -> draws; B3 5 -> 9
    const { asks, state } = deal(['3H', '2S', '3D', '2C', '5H']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), B(3), CONFIRM]);
    expect(result(state)).toEqual<BaccaratResult>({
      winner: 'BANKER',
      playerTotal: 6,
      bankerTotal: 9,
      natural: false,
      playerPair: true,
      bankerPair: true,
    });
  });

  it('[BACCARAT] both hands draw a third card (six cards)', () => {
    // P A+2 = 3 draws, P3 5 -> 8; B K+2 = 2 draws whatever the third card, B3 7 -> 9
    const { asks, state } = deal(['AS', 'KS', '2S', '2H', '5C', '7D']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), P(3), B(3), CONFIRM]);
    expect(state).toEqual({ player: ['AS', '2S', '5C'], banker: ['KS', '2H', '7D'] });
    expect(result(state)).toMatchObject({ winner: 'BANKER', playerTotal: 8, bankerTotal: 9, natural: false });
  });

  it("[BACCARAT] banker stands on 3 when the player's third card is 8", () => {
    // P 2+3 = 5 draws, P3 8 -> 3; B 3+J = 3 stands against an 8
    const { asks, state } = deal(['2D', '3H', '3C', 'JD', '8S']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), P(3), CONFIRM]);
    expect(result(state)).toMatchObject({ winner: 'TIE', playerTotal: 3, bankerTotal: 3 });
  });

  it('[BACCARAT] banker 6 draws against a player third card of 6', () => {
    // P A+4 = 5 draws, P3 6 -> 1; B 3+3 = 6 draws on p = 6, B3 2 -> 8
    const { asks, state } = deal(['AH', '3S', '4H', '3C', '6D', '2H']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), P(3), B(3), CONFIRM]);
    expect(result(state)).toMatchObject({ winner: 'BANKER', playerTotal: 1, bankerTotal: 8, bankerPair: true });
  });

  it('[BACCARAT] banker 7 stands after the player draws', () => {
    // P K+Q = 0 draws, P3 9 -> 9; B 4+3 = 7 stands
    const { asks, state } = deal(['KH', '4C', 'QH', '3C', '9D']);
    expect(asks).toEqual([P(1), B(1), P(2), B(2), P(3), CONFIRM]);
    expect(result(state)).toMatchObject({ winner: 'PLAYER', playerTotal: 9, bankerTotal: 7 });
  });

  it('[BACCARAT] pairs are the same rank in the first two cards (K-K yes, K-Q no)', () => {
    // P K+K = 0 draws, P3 5 -> 5; B K+Q = 0 draws, B3 4 -> 4
    const { state } = deal(['KH', 'KS', 'KD', 'QC', '5S', '4S']);
    expect(result(state)).toMatchObject({ winner: 'PLAYER', playerPair: true, bankerPair: false, natural: false });
  });

  it('[BACCARAT] CARD emits the card, hand and position', () => {
    const s1 = ok(apply(initialState(), { type: 'CARD', card: '9S' }));
    expect(s1.events).toEqual([{ type: 'CARD', data: { card: '9S', to: 'player', position: 1 } }]);
    const s2 = ok(apply(s1.state, { type: 'CARD', card: 'TD' }));
    expect(s2.events).toEqual([{ type: 'CARD', data: { card: 'TD', to: 'banker', position: 1 } }]);
  });
});

describe('[BACCARAT] a card the rules do not call for (RULES.md §BAC-6)', () => {
  it('[BACCARAT] a card after a natural is rejected with CARD_NOT_EXPECTED and the state is unchanged', () => {
    const state = deepFreeze(deal(['3H', '2C', '5D', '3S']).state); // P 8 natural, B 5
    const before = structuredClone(state);
    const r = apply(state, { type: 'CARD', card: '4D' });
    expect(r).toEqual({
      ok: false,
      kind: 'conflict',
      code: 'CARD_NOT_EXPECTED',
      message: 'the hand is complete: Player has a natural 8, so both hands stand (Player 8, Banker 5)',
    });
    expect(state).toEqual(before);
  });

  it('[BACCARAT] the rejection says why for each way a coup completes', () => {
    const msg = (cards: Card[]) => {
      const r = apply(deal(cards).state, { type: 'CARD', card: 'AS' });
      expect(r).toMatchObject({ ok: false, kind: 'conflict', code: 'CARD_NOT_EXPECTED' });
      return (r as RuleError).message;
    };
    expect(msg(['8H', '5S', 'KD', '3C'])).toBe(
      'the hand is complete: Player has a natural 8 and Banker has a natural 8, so both hands stand (Player 8, Banker 8)',
    );
    expect(msg(['2H', 'KS', '3D', '9C'])).toBe(
      'the hand is complete: Banker has a natural 9, so both hands stand (Player 5, Banker 9)',
    );
    expect(msg(['4H', 'QS', '3D', '6C'])).toBe('the hand is complete: both hands stand (Player 7, Banker 6)');
    expect(msg(['3H', '2S', '3D', '2C', '5H'])).toBe(
      'the hand is complete: Player stood on 6 and Banker has drawn its third card (Player 6, Banker 9)',
    );
    expect(msg(['AS', 'KS', '2S', '2H', '5C', '7D'])).toBe(
      'the hand is complete: Player and Banker have both drawn their third card (Player 8, Banker 9)',
    );
    expect(msg(['2D', '3H', '3C', 'JD', '8S'])).toBe(
      'the hand is complete: Player has drawn its third card and Banker stands on 3 against a third card worth 8 (Player 3, Banker 3)',
    );
  });

  it('[BACCARAT] apply never mutates its input', () => {
    const state = deepFreeze({ player: ['AS', '2S'], banker: ['KS', '2H'] });
    const r = ok(apply(state, { type: 'CARD', card: '5C' }));
    expect(r.state).toEqual({ player: ['AS', '2S', '5C'], banker: ['KS', '2H'] });
    expect(state).toEqual({ player: ['AS', '2S'], banker: ['KS', '2H'] });
    const u = ok(apply(r.state, { type: 'UNDO' }));
    expect(u.state).toEqual(state);
  });

  it('[BACCARAT] malformed cards, actions and states are rejected as values', () => {
    expect(apply(initialState(), { type: 'CARD', card: '10H' as Card })).toMatchObject({
      ok: false,
      kind: 'input',
      code: 'INVALID_CARD',
    });
    expect(apply(initialState(), { type: 'SHUFFLE' } as never)).toMatchObject({
      ok: false,
      kind: 'input',
      code: 'INVALID_ACTION',
    });
    const broken = { player: ['AS', '2S'] as Card[], banker: [] as Card[] }; // banker skipped
    expect(checkState(broken)).toMatchObject({ ok: false, code: 'INVALID_STATE' });
    expect(apply(broken, { type: 'UNDO' })).toMatchObject({ ok: false, kind: 'conflict', code: 'INVALID_STATE' });
    expect(() => next(broken)).toThrow(RangeError);
    // player 7 stands, so a third player card is impossible
    expect(checkState({ player: ['4H', '3D', '2C'], banker: ['QS', 'KC'] })).toMatchObject({ code: 'INVALID_STATE' });
    expect(checkState({ player: ['4H', '3D'], banker: ['QS', 'KC', '2C'] })).toBeNull();
  });
});

describe('[BACCARAT] UNDO removes the last card dealt', () => {
  it('[BACCARAT] undo walks a six-card coup back through every position', () => {
    let state = deal(['AS', 'KS', '2S', '2H', '5C', '7D']).state;
    const expected: Array<{ card: Card; from: 'player' | 'banker'; position: number }> = [
      { card: '7D', from: 'banker', position: 3 },
      { card: '5C', from: 'player', position: 3 },
      { card: '2H', from: 'banker', position: 2 },
      { card: '2S', from: 'player', position: 2 },
      { card: 'KS', from: 'banker', position: 1 },
      { card: 'AS', from: 'player', position: 1 },
    ];
    for (const e of expected) {
      const r = ok(apply(state, { type: 'UNDO' }));
      expect(r.events).toEqual([{ type: 'UNDO', data: e }]);
      state = r.state;
      // the slot just emptied is what the dealer is asked for again
      expect(next(state)).toEqual({ kind: 'card', to: e.from, position: e.position });
    }
    expect(state).toEqual(initialState());
    expect(apply(state, { type: 'UNDO' })).toMatchObject({ ok: false, kind: 'conflict', code: 'NOTHING_TO_UNDO' });
  });

  it("[BACCARAT] undo after the player stood and the banker drew removes the banker's third card", () => {
    const { state } = deal(['3H', '2S', '3D', '2C', '5H']);
    const r = ok(apply(state, { type: 'UNDO' }));
    expect(r.events[0]).toEqual({ type: 'UNDO', data: { card: '5H', from: 'banker', position: 3 } });
    expect(r.state).toEqual({ player: ['3H', '3D'], banker: ['2S', '2C'] });
    const r2 = ok(apply(r.state, { type: 'UNDO' }));
    expect(r2.events[0]).toEqual({ type: 'UNDO', data: { card: '2C', from: 'banker', position: 2 } });
  });

  it("[BACCARAT] undo when the banker stood on the player's third card removes the player's third card", () => {
    const { state } = deal(['2D', '3H', '3C', 'JD', '8S']);
    const r = ok(apply(state, { type: 'UNDO' }));
    expect(r.events[0]).toEqual({ type: 'UNDO', data: { card: '8S', from: 'player', position: 3 } });
    expect(next(r.state)).toEqual(P(3));
    // a different third card now makes the banker draw: p = 7 against banker 3
    const redo = ok(apply(r.state, { type: 'CARD', card: '7S' }));
    expect(next(redo.state)).toEqual(B(3));
  });

  it('[BACCARAT] undo then re-deal of a natural coup gives back the same state', () => {
    const { state } = deal(['3H', '2C', '5D', '3S']);
    const u = ok(apply(state, { type: 'UNDO' }));
    expect(u.events[0]).toEqual({ type: 'UNDO', data: { card: '3S', from: 'banker', position: 2 } });
    expect(ok(apply(u.state, { type: 'CARD', card: '3S' })).state).toEqual(state);
  });
});
