import { describe, it, expect } from 'vitest';
import type { Card } from '../cards';
import { isRuleError, type Applied, type GameEvent, type RuleError } from '../types';
import {
  apply,
  initialState,
  isComplete,
  legalActions,
  next,
  result,
  type BlackjackAction,
  type BlackjackDecision,
  type BlackjackNext,
  type BlackjackState,
} from './engine';
import { DEFAULT_BLACKJACK_RULES, type BlackjackRules } from './rules';

// Deals and expected flows below are worked out by hand from RULES.md §BJ-1..§BJ-10.

type Step = string | BlackjackAction;

function ok(r: Applied<BlackjackState> | RuleError): Applied<BlackjackState> {
  if (isRuleError(r)) throw new Error(`unexpected ${r.code}: ${r.message}`);
  return r;
}

const D = (seat: number, action: BlackjackDecision, hand?: number): BlackjackAction =>
  hand === undefined ? { type: 'DECISION', seat, action } : { type: 'DECISION', seat, hand, action };
const toAction = (s: Step): BlackjackAction => (typeof s === 'string' ? { type: 'CARD', card: s as Card } : s);

/** Applies `steps` (card codes or actions) from a fresh round; records `next` before each step and the events. */
function run(seats: number[], steps: Step[], rules: BlackjackRules = DEFAULT_BLACKJACK_RULES) {
  let state = initialState(seats, rules);
  const asks: BlackjackNext[] = [];
  const events: GameEvent[][] = [];
  for (const s of steps) {
    asks.push(next(state));
    const r = ok(apply(state, toAction(s)));
    events.push(r.events);
    state = r.state;
  }
  asks.push(next(state));
  return { state, asks, events, last: events[events.length - 1] ?? [] };
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const seatCard = (seat: number, hand: number, position: number): BlackjackNext => ({ kind: 'card', to: 'seat', seat, hand, position });
const dealerCard = (position: number): BlackjackNext => ({ kind: 'card', to: 'dealer', position });
const decision = (seat: number, hand: number, actions: BlackjackDecision[]): BlackjackNext => ({ kind: 'decision', seat, hand, actions });
const CONFIRM: BlackjackNext = { kind: 'confirm' };

describe('[BLACKJACK] deal order and next (RULES.md §BJ-1)', () => {
  it('[BLACKJACK] 3 seats: first card to each seat from the left, the up card, second card to each seat, no hole card', () => {
    // seats given out of order are dealt ascending: 1, 3, 5
    const { asks, state } = run([5, 1, 3], ['9H', '5C', 'TD', '6S', '7D', '6C', 'KS']);
    expect(asks).toEqual([
      seatCard(1, 1, 1),
      seatCard(3, 1, 1),
      seatCard(5, 1, 1),
      dealerCard(1),
      seatCard(1, 1, 2),
      seatCard(3, 1, 2),
      seatCard(5, 1, 2),
      // seat 1: 9,7 = 16, no pair
      decision(1, 1, ['HIT', 'STAND', 'DOUBLE']),
    ]);
    expect(state.dealer).toEqual(['6S']);
    expect(state.seats.map((s) => s.hands[0]!.cards)).toEqual([['9H', '7D'], ['5C', '6C'], ['TD', 'KS']]);
    expect(state.phase).toBe('PLAY');
    expect(legalActions(state, 1)).toEqual(['HIT', 'STAND', 'DOUBLE']);
    expect(legalActions(state, 3)).toEqual([]);
  });

  it('[BLACKJACK] a full 3-seat round: stand, double, stand, then the dealer draws to 17+', () => {
    const deal = ['9H', '5C', 'TD', '6S', '7D', '6C', 'KS'];
    // seat 1 stands 16; seat 3 doubles 11 and gets 9 = 20 (one card only); seat 5 stands 20;
    // dealer 6,4 = 10, 8 = 18 stands.
    const { asks, state, events } = run([1, 3, 5], [...deal, D(1, 'STAND'), D(3, 'DOUBLE'), '9H', D(5, 'STAND'), '4D', '8C']);
    expect(asks.slice(7)).toEqual([
      decision(1, 1, ['HIT', 'STAND', 'DOUBLE']),
      decision(3, 1, ['HIT', 'STAND', 'DOUBLE']),
      seatCard(3, 1, 3),
      decision(5, 1, ['HIT', 'STAND', 'DOUBLE', 'SPLIT']), // T,K: both count 10 but are not the same rank... see below
      dealerCard(2),
      dealerCard(3),
      CONFIRM,
    ]);
    expect(events[8]).toEqual([{ type: 'DECISION', data: { seat: 3, hand: 1, action: 'DOUBLE' } }]);
    expect(events[9]).toEqual([{ type: 'CARD', data: { card: '9H', to: 'seat', seat: 3, hand: 1, position: 3 } }]);
    expect(isComplete(state)).toBe(true);
    const r = result(state)!;
    expect(r.dealer).toEqual({ cards: ['6S', '4D', '8C'], total: 18, soft: false, blackjack: false, bust: false });
    expect(r.seats.map((s) => s.hands.map((h) => [h.total, h.doubled, h.outcome]))).toEqual([
      [[16, false, 'LOSE']],
      [[20, true, 'WIN']],
      [[20, false, 'WIN']],
    ]);
  });
});
