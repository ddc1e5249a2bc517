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

const seatCard = (seat: number, hand: number, position: number): BlackjackNext => ({
  kind: 'card',
  to: 'seat',
  seat,
  hand,
  position,
});
const dealerCard = (position: number): BlackjackNext => ({ kind: 'card', to: 'dealer', position });
const decision = (seat: number, hand: number, actions: BlackjackDecision[]): BlackjackNext => ({
  kind: 'decision',
  seat,
  hand,
  actions,
});
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
    expect(state.seats.map((s) => s.hands[0]!.cards)).toEqual([
      ['9H', '7D'],
      ['5C', '6C'],
      ['TD', 'KS'],
    ]);
    expect(state.phase).toBe('PLAY');
    expect(legalActions(state, 1)).toEqual(['HIT', 'STAND', 'DOUBLE']);
    expect(legalActions(state, 3)).toEqual([]);
  });

  it('[BLACKJACK] a full 3-seat round: stand, double, stand, then the dealer draws to 17+', () => {
    const deal = ['9H', '5C', 'TD', '6S', '7D', '6C', 'KS'];
    // seat 1 stands 16; seat 3 doubles 11 and gets 9 = 20 (one card only); seat 5 stands 20;
    // dealer 6,4 = 10, 8 = 18 stands.
    const { asks, state, events } = run(
      [1, 3, 5],
      [...deal, D(1, 'STAND'), D(3, 'DOUBLE'), '9H', D(5, 'STAND'), '4D', '8C'],
    );
    expect(asks.slice(7)).toEqual([
      decision(1, 1, ['HIT', 'STAND', 'DOUBLE']),
      decision(3, 1, ['HIT', 'STAND', 'DOUBLE']),
      seatCard(3, 1, 3),
      decision(5, 1, ['HIT', 'STAND', 'DOUBLE']), // T,K: both count 10 but are not the same rank: no SPLIT
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

describe('[BLACKJACK] rejected actions leave the state unchanged (RULES.md §BJ-3)', () => {
  const dealt = () => deepFreeze(run([1, 3, 5], ['9H', '5C', 'TD', '6S', '7D', '6C', 'KS']).state);

  it('[BLACKJACK] wrong-turn decisions are NOT_YOUR_TURN (conflict) and change nothing', () => {
    const state = dealt();
    const before = JSON.stringify(state);
    const r = apply(state, D(3, 'HIT'));
    expect(r).toMatchObject({ ok: false, kind: 'conflict', code: 'NOT_YOUR_TURN' });
    expect((r as RuleError).message).toContain("seat 1's turn");
    expect(apply(state, D(5, 'STAND'))).toMatchObject({ ok: false, kind: 'conflict', code: 'NOT_YOUR_TURN' });
    expect(JSON.stringify(state)).toBe(before);
    expect(next(state)).toEqual(decision(1, 1, ['HIT', 'STAND', 'DOUBLE']));
  });

  it('[BLACKJACK] a seat without a bet, a card during a decision, a decision during the deal', () => {
    const state = dealt();
    expect(apply(state, D(4, 'HIT'))).toMatchObject({ ok: false, kind: 'conflict', code: 'UNKNOWN_SEAT' });
    const card = apply(state, { type: 'CARD', card: '2C' });
    expect(card).toMatchObject({ ok: false, kind: 'conflict', code: 'CARD_NOT_EXPECTED' });
    expect((card as RuleError).message).toContain('seat 1 hand 1 must decide');
    const dealing = run([1, 3], ['9H', '5C']).state;
    expect(apply(dealing, D(1, 'STAND'))).toMatchObject({ ok: false, kind: 'conflict', code: 'DECISION_NOT_EXPECTED' });
  });

  it('[BLACKJACK] malformed actions are input errors', () => {
    const state = dealt();
    expect(apply(state, { type: 'CARD', card: 'XX' as Card })).toMatchObject({
      ok: false,
      kind: 'input',
      code: 'INVALID_CARD',
    });
    expect(apply(state, { type: 'DECISION', seat: 1, action: 'SURRENDER' as BlackjackDecision })).toMatchObject({
      ok: false,
      kind: 'input',
      code: 'INVALID_ACTION',
    });
    expect(apply(state, { type: 'SHUFFLE' } as unknown as BlackjackAction)).toMatchObject({
      ok: false,
      kind: 'input',
      code: 'INVALID_ACTION',
    });
  });

  it('[BLACKJACK] K and T cannot split (CANNOT_SPLIT, rule)', () => {
    // seat 1: K,T vs 6
    const { state, asks } = run([1], ['KS', '6D', 'TH']);
    expect(asks.at(-1)).toEqual(decision(1, 1, ['HIT', 'STAND', 'DOUBLE']));
    const r = apply(deepFreeze(state), D(1, 'SPLIT'));
    expect(r).toMatchObject({ ok: false, kind: 'rule', code: 'CANNOT_SPLIT' });
    expect((r as RuleError).message).toContain('K and T are not the same rank');
  });

  it('[BLACKJACK] DOUBLE on three cards is CANNOT_DOUBLE (rule)', () => {
    // seat 1: 2,3 vs 9, hits a 4 = 9 on three cards
    const { state, asks } = run([1], ['2S', '9D', '3H', D(1, 'HIT'), '4C']);
    expect(asks.at(-1)).toEqual(decision(1, 1, ['HIT', 'STAND']));
    const r = apply(state, D(1, 'DOUBLE'));
    expect(r).toMatchObject({ ok: false, kind: 'rule', code: 'CANNOT_DOUBLE' });
    expect((r as RuleError).message).toContain('first two cards');
  });
});

describe('[BLACKJACK] play (RULES.md §BJ-3, §BJ-6, §BJ-8, §BJ-10)', () => {
  it('[BLACKJACK] TIMEOUT stands the hand acting and play moves on', () => {
    const { state, last, asks } = run([1, 2], ['TS', '9H', '7D', '6C', '5S', { type: 'TIMEOUT' }]);
    expect(last).toEqual([{ type: 'TIMEOUT', data: { seat: 1, hand: 1, applied: 'STAND' } }]);
    expect(asks.at(-1)).toEqual(decision(2, 1, ['HIT', 'STAND', 'DOUBLE']));
    expect(state.seats[0]!.hands[0]).toMatchObject({ cards: ['TS', '6C'], done: true });
  });

  it('[BLACKJACK] TIMEOUT while a card is awaited is TIMEOUT_NOT_EXPECTED', () => {
    const { state } = run([1], ['TS', '6D', '2H', D(1, 'HIT')]);
    expect(apply(state, { type: 'TIMEOUT' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'TIMEOUT_NOT_EXPECTED',
    });
  });

  it('[BLACKJACK] double gets exactly one card, then the next seat plays', () => {
    // seat 1: 5,6 = 11 vs 6, doubles, gets a 2 = 13: no further decision; seat 2 plays
    const { state, asks } = run([1, 2], ['5S', 'TH', '6D', '6C', '9S', D(1, 'DOUBLE'), '2C']);
    expect(asks.at(-2)).toEqual(seatCard(1, 1, 3));
    expect(asks.at(-1)).toEqual(decision(2, 1, ['HIT', 'STAND', 'DOUBLE']));
    expect(state.seats[0]!.hands[0]).toMatchObject({ cards: ['5S', '6C', '2C'], doubled: true, done: true });
    expect(legalActions(state, 1)).toEqual([]);
  });

  it('[BLACKJACK] hitting to 21 stands automatically', () => {
    const { asks } = run([1], ['5S', '7D', '6C', D(1, 'HIT'), 'KH']);
    // 5,6,K = 21: the dealer's turn (7, then ...)
    expect(asks.at(-1)).toEqual(dealerCard(2));
  });

  it('[BLACKJACK] dealer stands on soft 17', () => {
    // seat 1: T,8 = 18 stands; dealer 6,A = soft 17 stands
    const { state, asks } = run([1], ['TS', '6D', '8H', D(1, 'STAND'), 'AC']);
    expect(asks.at(-1)).toEqual(CONFIRM);
    expect(result(state)!.dealer).toEqual({
      cards: ['6D', 'AC'],
      total: 17,
      soft: true,
      blackjack: false,
      bust: false,
    });
    expect(result(state)!.seats[0]!.hands[0]!.outcome).toBe('WIN');
  });

  it('[BLACKJACK] dealer draws on soft 16, then hard 16, busts at 25', () => {
    // dealer 5,A = soft 16 draws; K = hard 16 draws; 9 = 25 bust; seat 1 stood 17 wins
    const { state, asks } = run([1], ['TS', '5D', '7H', D(1, 'STAND'), 'AC', 'KD', '9S']);
    expect(asks.slice(-4)).toEqual([dealerCard(2), dealerCard(3), dealerCard(4), CONFIRM]);
    expect(result(state)!.dealer).toMatchObject({ total: 25, bust: true });
    expect(result(state)!.seats[0]!.hands[0]!.outcome).toBe('WIN');
  });

  it('[BLACKJACK] bust loses even when the dealer busts', () => {
    // seat 1: T,6 hits K = 26 bust; seat 2: T,8 stands; dealer 6,T,9 = 25 bust
    const { state, events } = run([1, 2], ['TS', 'TH', '6D', '6C', '8S', D(1, 'HIT'), 'KC', D(2, 'STAND'), 'TD', '9D']);
    expect(events[6]).toContainEqual({ type: 'BUST', data: { seat: 1, hand: 1, total: 26 } });
    const r = result(state)!;
    expect(r.dealer.bust).toBe(true);
    expect(r.seats[0]!.hands[0]).toMatchObject({ total: 26, bust: true, outcome: 'LOSE' });
    expect(r.seats[1]!.hands[0]).toMatchObject({ total: 18, outcome: 'WIN' });
  });

  it('[BLACKJACK] when every hand is bust the dealer takes no card', () => {
    const { state, asks } = run([1], ['TS', '9D', '6C', D(1, 'HIT'), 'KC']);
    expect(asks.at(-1)).toEqual(CONFIRM);
    expect(state.dealer).toEqual(['9D']);
    expect(result(state)!.seats[0]!.hands[0]!.outcome).toBe('LOSE');
  });
});

describe('[BLACKJACK] split (RULES.md §BJ-3)', () => {
  it('[BLACKJACK] split aces get one card each and 21 is not blackjack', () => {
    // seat 1: A,A vs 7; split; hand 1 gets K = 21 (not blackjack), hand 2 gets 5 = 16; no decisions
    const { state, asks, events } = run([1], ['AS', '7D', 'AH', D(1, 'SPLIT'), 'KC', '5D', 'TD']);
    expect(asks.slice(3)).toEqual([
      decision(1, 1, ['HIT', 'STAND', 'DOUBLE', 'SPLIT']),
      seatCard(1, 1, 2),
      seatCard(1, 2, 2),
      dealerCard(2),
      CONFIRM,
    ]);
    expect(events[3]).toEqual([{ type: 'DECISION', data: { seat: 1, hand: 1, action: 'SPLIT' } }]);
    const r = result(state)!;
    expect(r.dealer).toMatchObject({ cards: ['7D', 'TD'], total: 17 });
    expect(r.seats[0]!.hands).toMatchObject([
      { hand: 1, cards: ['AS', 'KC'], total: 21, blackjack: false, fromSplit: true, outcome: 'WIN' },
      { hand: 2, cards: ['AH', '5D'], total: 16, soft: true, blackjack: false, fromSplit: true, outcome: 'LOSE' },
    ]);
  });

  it('[BLACKJACK] a split hand gets its second card and plays on, then the second hand; no resplit', () => {
    // seat 1: 8,8 vs 6; split; hand 1 gets 8 (no resplit: 8,8 = 16), stands; hand 2 gets 3 = 11, doubles (DAS), gets 9 = 20
    const { state, asks } = run(
      [1],
      ['8S', '6D', '8H', D(1, 'SPLIT'), '8C', D(1, 'STAND', 1), '3D', D(1, 'DOUBLE', 2), '9C', 'TS', '7H'],
    );
    expect(asks.slice(4)).toEqual([
      seatCard(1, 1, 2),
      decision(1, 1, ['HIT', 'STAND', 'DOUBLE']),
      seatCard(1, 2, 2),
      decision(1, 2, ['HIT', 'STAND', 'DOUBLE']),
      seatCard(1, 2, 3),
      dealerCard(2),
      dealerCard(3),
      CONFIRM,
    ]);
    // dealer 6,T = 16 draws 7 = 23 bust: both split hands win
    expect(result(state)!.seats[0]!.hands.map((h) => [h.total, h.doubled, h.outcome])).toEqual([
      [16, false, 'WIN'],
      [20, true, 'WIN'],
    ]);
  });

  it('[BLACKJACK] no resplit: SPLIT on a split pair is CANNOT_SPLIT', () => {
    const { state } = run([1], ['8S', '6D', '8H', D(1, 'SPLIT'), '8C']);
    expect(apply(state, D(1, 'SPLIT'))).toMatchObject({ ok: false, kind: 'rule', code: 'CANNOT_SPLIT' });
  });

  it('[BLACKJACK] hand 2 cannot act before hand 1 is finished', () => {
    const { state } = run([1], ['8S', '6D', '8H', D(1, 'SPLIT'), '2C']);
    expect(apply(state, D(1, 'HIT', 2))).toMatchObject({ ok: false, kind: 'conflict', code: 'NOT_YOUR_TURN' });
    expect(apply(state, D(1, 'HIT', 3))).toMatchObject({ ok: false, kind: 'input', code: 'INVALID_ACTION' });
  });

  it('[BLACKJACK] doubleAfterSplit off: a split hand cannot double', () => {
    const rules = { ...DEFAULT_BLACKJACK_RULES, doubleAfterSplit: false };
    const { state, asks } = run([1], ['8S', '6D', '8H', D(1, 'SPLIT'), '3C'], rules);
    expect(asks.at(-1)).toEqual(decision(1, 1, ['HIT', 'STAND']));
    const r = apply(state, D(1, 'DOUBLE'));
    expect(r).toMatchObject({ ok: false, kind: 'rule', code: 'CANNOT_DOUBLE' });
    expect((r as RuleError).message).toContain('doubleAfterSplit');
  });

  it('[BLACKJACK] 21 on a split ten-value hand is not blackjack and pays as a win', () => {
    // seat 1: K,K vs 9; split; hand 1 gets A = 21 (stands, not blackjack); hand 2 gets 7 = 17, stands; dealer 9,K = 19
    const { state } = run([1], ['KS', '9D', 'KH', D(1, 'SPLIT'), 'AC', '7C', D(1, 'STAND', 2), 'KD']);
    expect(result(state)!.seats[0]!.hands.map((h) => [h.total, h.blackjack, h.outcome])).toEqual([
      [21, false, 'WIN'],
      [17, false, 'LOSE'],
    ]);
  });
});

describe('[BLACKJACK] blackjack and insurance (RULES.md §BJ-4, §BJ-5)', () => {
  it('[BLACKJACK] blackjack is paid at its turn against a 6 up card', () => {
    // seat 1: A,K; seat 2: T,5; dealer 6
    const { state, events, asks } = run([1, 2], ['AS', 'TH', '6D', 'KC', '5S']);
    expect(events.at(-1)).toContainEqual({ type: 'BLACKJACK_PAID', data: { seat: 1, hand: 1 } });
    expect(asks.at(-1)).toEqual(decision(2, 1, ['HIT', 'STAND', 'DOUBLE']));
    expect(state.seats[0]!.hands[0]).toMatchObject({ paidEarly: true, done: true });
    // seat 2 busts: nothing is open any more, the dealer takes no card
    const after = ok(apply(ok(apply(state, D(2, 'HIT'))).state, { type: 'CARD', card: 'QD' })).state;
    expect(next(after)).toEqual(CONFIRM);
    expect(result(after)!.seats[0]!.hands[0]).toMatchObject({ blackjack: true, paidEarly: true, outcome: 'BLACKJACK' });
  });

  it('[BLACKJACK] blackjack waits against a ten up card: the dealer takes only the card that decides it', () => {
    // seat 1: A,Q vs T, waits; dealer's second card 6 = 16: no blackjack, the dealer stops (nothing else open)
    const { state, asks, events } = run([1], ['AS', 'TD', 'QC', '6H']);
    expect(events[2]).not.toContainEqual(expect.objectContaining({ type: 'BLACKJACK_PAID' }));
    expect(asks[3]).toEqual(dealerCard(2));
    expect(asks[4]).toEqual(CONFIRM);
    expect(result(state)!.seats[0]!.hands[0]).toMatchObject({
      blackjack: true,
      paidEarly: false,
      outcome: 'BLACKJACK',
    });
  });

  it('[BLACKJACK] blackjack against dealer blackjack (ten up, ace second) is a push', () => {
    const { state } = run([1], ['AS', 'TD', 'QC', 'AH']);
    expect(result(state)!.dealer).toMatchObject({ blackjack: true, total: 21 });
    expect(result(state)!.seats[0]!.hands[0]!.outcome).toBe('PUSH');
  });

  it('[BLACKJACK] ace up: insurance for every seat in any order, then blackjack waits and pushes with dealer blackjack', () => {
    // seat 1: A,K (may insure, §BJ-4); seat 2: 9,9; dealer A
    const { state, asks, events } = run(
      [1, 2],
      [
        'AS',
        '9D',
        'AH',
        'KC',
        '9S',
        { type: 'INSURANCE', seat: 2, take: false },
        { type: 'INSURANCE', seat: 1, take: true },
      ],
    );
    expect(asks[5]).toEqual({ kind: 'insurance', seats: [1, 2] });
    expect(asks[6]).toEqual({ kind: 'insurance', seats: [1] });
    expect(events[6]).toEqual([{ type: 'INSURANCE', data: { seat: 1, take: true } }]);
    // seat 1's blackjack waits (no decision); seat 2 plays
    expect(asks[7]).toEqual(decision(2, 1, ['HIT', 'STAND', 'DOUBLE', 'SPLIT']));
    expect(apply(state, { type: 'INSURANCE', seat: 1, take: false })).toMatchObject({
      ok: false,
      code: 'INSURANCE_NOT_OFFERED',
    });
    const done = [D(2, 'STAND'), 'QH'].reduce((s: BlackjackState, a) => ok(apply(s, toAction(a))).state, state);
    expect(next(done)).toEqual(CONFIRM);
    const r = result(done)!;
    expect(r.dealer).toMatchObject({ cards: ['AH', 'QH'], blackjack: true });
    expect(r.seats.map((s) => [s.insurance, s.hands[0]!.outcome])).toEqual([
      [true, 'PUSH'],
      [false, 'LOSE'],
    ]);
  });

  it('[BLACKJACK] insurance decisions: twice is rejected, cards wait, TIMEOUT declines for every pending seat', () => {
    const { state } = run(
      [1, 2, 3],
      ['TS', '9D', '5C', 'AH', '7S', '8D', '6C', { type: 'INSURANCE', seat: 2, take: true }],
    );
    expect(apply(state, { type: 'INSURANCE', seat: 2, take: false })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'INSURANCE_ALREADY_DECIDED',
    });
    expect(apply(state, { type: 'CARD', card: '2C' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'CARD_NOT_EXPECTED',
    });
    expect(apply(state, D(1, 'STAND'))).toMatchObject({ ok: false, kind: 'conflict', code: 'DECISION_NOT_EXPECTED' });
    const t = ok(apply(state, { type: 'TIMEOUT' }));
    expect(t.events).toEqual([
      { type: 'TIMEOUT', data: { seat: 1, hand: null, applied: 'NO_INSURANCE' } },
      { type: 'TIMEOUT', data: { seat: 3, hand: null, applied: 'NO_INSURANCE' } },
    ]);
    expect(t.state.seats.map((s) => s.insurance)).toEqual([false, true, false]);
    expect(next(t.state)).toEqual(decision(1, 1, ['HIT', 'STAND', 'DOUBLE']));
  });

  it('[BLACKJACK] decision aliases INSURANCE / NO_INSURANCE reach the insurance decision', () => {
    const { state } = run([1], ['TS', 'AD', '5C', D(1, 'INSURANCE' as BlackjackDecision)]);
    expect(state.seats[0]!.insurance).toBe(true);
  });

  it("[BLACKJACK] an insured seat that busts still gets the dealer's second card (it settles the insurance)", () => {
    const { state, asks } = run(
      [1],
      ['TS', 'AD', '5C', { type: 'INSURANCE', seat: 1, take: true }, D(1, 'HIT'), 'KC', '9H'],
    );
    expect(asks.slice(-2)).toEqual([dealerCard(2), CONFIRM]);
    expect(state.dealer).toEqual(['AD', '9H']);
  });

  it("[BLACKJACK] Bet Behind insurance on a seat that declined also needs the dealer's second card", () => {
    const steps: Step[] = [
      'TS',
      'AD',
      '5C',
      { type: 'BEHIND_INSURANCE', seat: 1 },
      { type: 'INSURANCE', seat: 1, take: false },
      D(1, 'HIT'),
      'KC',
    ];
    const { state, asks, events } = run([1], steps);
    expect(events[3]).toEqual([{ type: 'BEHIND_INSURANCE', data: { seat: 1 } }]);
    expect(state.behindInsurance).toEqual([1]);
    expect(asks.at(-1)).toEqual(dealerCard(2));
    // without it: no card
    const plain = run([1], ['TS', 'AD', '5C', { type: 'INSURANCE', seat: 1, take: false }, D(1, 'HIT'), 'KC']);
    expect(plain.asks.at(-1)).toEqual(CONFIRM);
  });
});

describe('[BLACKJACK] undo (takes back the last card before any decision)', () => {
  it('[BLACKJACK] UNDO removes the last card and restores the state exactly', () => {
    const a = run([1, 2], ['TS', '9D', '5C']);
    const b = ok(apply(a.state, { type: 'CARD', card: 'AH' }));
    const u = ok(apply(b.state, { type: 'UNDO' }));
    expect(u.events).toEqual([{ type: 'UNDO', data: { card: 'AH', to: 'seat', seat: 1, hand: 1, position: 2 } }]);
    expect(u.state).toEqual(a.state);
    const u2 = ok(apply(u.state, { type: 'UNDO' }));
    expect(u2.events).toEqual([{ type: 'UNDO', data: { card: '5C', to: 'dealer', position: 1 } }]);
    expect(next(u2.state)).toEqual(dealerCard(1));
  });

  it('[BLACKJACK] a blackjack paid at once closes the undo window like a decision (§BJ-5: the money is handed over)', () => {
    // seat 1 A K against a 6: paid when the deal completes; the card that completed it stays.
    const a = run([1, 2], ['AS', 'TH', '6D', 'KC']);
    const b = ok(apply(a.state, { type: 'CARD', card: '5S' }));
    expect(b.events.map((e) => e.type)).toEqual(['CARD', 'BLACKJACK_PAID']);
    expect(apply(b.state, { type: 'UNDO' })).toMatchObject({ ok: false, code: 'CANNOT_UNDO_PAST_DECISION' });
    // Cards after the payment can be undone again: seat 2 (T 5) hits, the card is taken back.
    const c = ok(apply(ok(apply(b.state, D(2, 'HIT'))).state, { type: 'CARD', card: '2C' }));
    const u = ok(apply(c.state, { type: 'UNDO' }));
    expect(u.events[0]!.data).toMatchObject({ card: '2C', seat: 2 });
    expect(u.state.seats[0]!.hands[0]!.paidEarly).toBe(true);
  });

  it('[BLACKJACK] nothing to undo, and no undo past a decision', () => {
    expect(apply(initialState([1]), { type: 'UNDO' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'NOTHING_TO_UNDO',
    });
    const { state } = run([1], ['TS', '6D', '2H', D(1, 'HIT')]);
    expect(apply(state, { type: 'UNDO' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'CANNOT_UNDO_PAST_DECISION',
    });
    // the card after the decision can be undone, but not further
    const c = ok(apply(state, { type: 'CARD', card: '3C' })).state;
    const u = ok(apply(c, { type: 'UNDO' })).state;
    expect(next(u)).toEqual(seatCard(1, 1, 3));
    expect(apply(u, { type: 'UNDO' })).toMatchObject({ ok: false, code: 'CANNOT_UNDO_PAST_DECISION' });
  });
});

describe('[BLACKJACK] initialState', () => {
  it.each([[[]], [[0]], [[8]], [[1, 1]], [[2.5]]])('[BLACKJACK] seats %j are refused', (seats) => {
    expect(() => initialState(seats as number[])).toThrow(RangeError);
  });
  it('[BLACKJACK] the round is not complete and has no result before the deal', () => {
    const s = initialState([7, 2]);
    expect(s.seats.map((x) => x.seat)).toEqual([2, 7]);
    expect(isComplete(s)).toBe(false);
    expect(result(s)).toBeNull();
  });
});

describe('[BLACKJACK] Bet Behind insurance (RULES.md §BJ-9: each bettor decides their own)', () => {
  const behind = [
    { seat: 1, id: 'b1' },
    { seat: 1, id: 'b2' },
    { seat: 3, id: 'b3' }, // seat 3 does not play: ignored
  ];
  it('[BLACKJACK] the insurance decisions stay open until the Bet Behind bettors have decided too', () => {
    let st = initialState([1], DEFAULT_BLACKJACK_RULES, behind);
    expect(st.behindPending).toEqual([
      { seat: 1, id: 'b1' },
      { seat: 1, id: 'b2' },
    ]);
    for (const c of ['TH', 'AS', '9H']) st = ok(apply(st, { type: 'CARD', card: c as Card })).state;
    expect(next(st)).toEqual({ kind: 'insurance', seats: [1], behindPending: 2 });
    st = ok(apply(st, { type: 'INSURANCE', seat: 1, take: false })).state;
    // the seated player has decided; the bettors have not: still open
    expect(next(st)).toEqual({ kind: 'insurance', seats: [], behindPending: 2 });
    const r = ok(apply(st, { type: 'BEHIND_INSURANCE', seat: 1, id: 'b1', take: true }));
    expect(r.events).toEqual([{ type: 'BEHIND_INSURANCE', data: { seat: 1, bet: 'b1', take: true } }]);
    expect(apply(r.state, { type: 'BEHIND_INSURANCE', seat: 1, id: 'b1', take: false })).toMatchObject({
      ok: false,
      code: 'INSURANCE_ALREADY_DECIDED',
    });
    const last = ok(apply(r.state, { type: 'BEHIND_INSURANCE', seat: 1, id: 'b2', take: false }));
    expect(next(last.state)).toEqual(decision(1, 1, ['HIT', 'STAND', 'DOUBLE']));
    expect(last.state.behindInsurance).toEqual([1]);
  });

  it("[BLACKJACK] the timer closes every open insurance decision, the bettors' included (§BJ-10: no insurance)", () => {
    let st = initialState([1], DEFAULT_BLACKJACK_RULES, behind);
    for (const c of ['TH', 'AS', '9H']) st = ok(apply(st, { type: 'CARD', card: c as Card })).state;
    st = ok(apply(st, { type: 'INSURANCE', seat: 1, take: true })).state;
    const t = ok(apply(st, { type: 'TIMEOUT' }));
    expect(t.events).toEqual([
      { type: 'TIMEOUT', data: { seat: 1, hand: null, bet: 'b1', applied: 'NO_INSURANCE' } },
      { type: 'TIMEOUT', data: { seat: 1, hand: null, bet: 'b2', applied: 'NO_INSURANCE' } },
    ]);
    expect(next(t.state)).toEqual(decision(1, 1, ['HIT', 'STAND', 'DOUBLE']));
    expect(t.state.behindInsurance).toEqual([]);
  });
});
