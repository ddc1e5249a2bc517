import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { isRuleError } from '../types';
import { DEFAULT_PS_RULES } from './rules';
import {
  apply,
  checkState,
  currentPair,
  initialState,
  insuranceRange,
  isComplete,
  nextOf,
  phaseOf,
  playOrder,
  playingCards,
  resultOf,
  viewOf,
  type PokerSwitchState,
  type PsRoundAction,
} from './engine';
import { cardsOf, decide, inDealOrder, run } from './testing';

const R = DEFAULT_PS_RULES;
const pairs = (list: [box: number, ante: number, bonus?: number][], maxPayout = 5_000_000): PsRoundAction => ({
  type: 'PAIRS',
  boxes: list.map(([box, ante, bonus]) => ({ box, ante, bonus: bonus ?? 0 })),
  maxPayout,
});
const refuse = (state: PokerSwitchState, action: PsRoundAction) => {
  const r = apply(state, action, R);
  if (!isRuleError(r)) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.code;
};
const c = (s: string) => s.split(' ') as Card[];

// Seed 000's example: Q-J-T-9-2 and 5-4-3-A-K; switching the 2 and the K gives two straights.
const BOX1 = c('QS JH TD 9C 2H');
const BOX2 = c('5S 4H 3D AC KD');
const BOX3 = c('6S 6H TS TH KC');
const BOX4 = c('2S 3S 4C 8S JD');
const DEALER_PAIR = c('7S 7H 8D JC 2C');

describe('the deal (RULES.md §PS-2): every card has its target', () => {
  it('four face-down rounds to every box ascending then the dealer, then the fifth cards face up, the dealer last', () => {
    let s = run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
        [5, 500],
        [6, 500],
      ]),
    ]).state;
    const seen: unknown[] = [];
    for (let i = 0; i < 25; i++) {
      seen.push(nextOf(s, R));
      s = run(
        R,
        cardsOf([c('AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH')[i]!]),
        s,
      ).state;
    }
    const box = (b: number, position: number) => ({
      kind: 'card',
      to: 'box',
      seat: Math.ceil(b / 2),
      box: b,
      position,
      faceUp: position === 5,
    });
    const dealer = (position: number) => ({ kind: 'card', to: 'dealer', position, faceUp: position === 5 });
    const want = [1, 2, 3, 4, 5].flatMap((p) => [box(1, p), box(2, p), box(5, p), box(6, p), dealer(p)]);
    expect(seen).toEqual(want);
    // Then the turn of the pair with the larger Ante (pair 1: 1000 > 500), its lower box first.
    expect(nextOf(s, R)).toMatchObject({ kind: 'decision', seat: 1, hand: 1, box: 1 });
  });

  it('one deck: a card already in the round is refused; a card while a pair decides is refused', () => {
    let s = run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
      ]),
    ]).state;
    s = run(R, cardsOf(['AS']), s).state;
    expect(refuse(s, { type: 'CARD', card: 'AS' })).toBe('CARD_ALREADY_DEALT');
    expect(refuse(s, { type: 'CARD', card: 'XX' as Card })).toBe('INVALID_CARD');
    s = run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
      ]),
      ...cardsOf(inDealOrder({ 1: BOX1, 2: BOX2 }, DEALER_PAIR)),
    ]).state;
    expect(phaseOf(s)).toBe('TURNS');
    expect(refuse(s, { type: 'CARD', card: 'KH' })).toBe('CARD_NOT_EXPECTED');
  });

  it('before betting closes nothing is dealt; no pair: complete at once', () => {
    expect(refuse(initialState(), { type: 'CARD', card: 'AS' })).toBe('BETTING_OPEN');
    const s = run(R, [pairs([])]).state;
    expect(isComplete(s)).toBe(true);
    expect(nextOf(s, R)).toEqual({ kind: 'confirm' });
    expect(resultOf(s)).toEqual({ dealer: null, boxes: [], noAction: true });
  });

  it('PAIRS needs whole pairs with equal Antes (§PS-1) within the table', () => {
    expect(refuse(initialState(), pairs([[1, 1000]]))).toBe('INVALID_SEATS');
    expect(
      refuse(
        initialState(),
        pairs([
          [1, 1000],
          [2, 900],
        ]),
      ),
    ).toBe('INVALID_SEATS');
    expect(
      refuse(
        initialState(),
        pairs([
          [7, 1000],
          [8, 1000],
        ]),
      ),
    ).toBe('INVALID_SEATS'); // 3 pairs: boxes 1..6
    expect(
      refuse(
        initialState(),
        pairs(
          [
            [1, 1000],
            [2, 1000],
          ],
          0,
        ),
      ),
    ).toBe('INVALID_SEATS');
    const s = run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
      ]),
    ]).state;
    expect(
      refuse(
        s,
        pairs([
          [3, 1000],
          [4, 1000],
        ]),
      ),
    ).toBe('ALREADY_STARTED');
  });

  it('UNDO takes back cards in reverse deal order until the first decision', () => {
    const all = inDealOrder({ 1: BOX1, 2: BOX2 }, DEALER_PAIR);
    let s = run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
      ]),
      ...cardsOf(all),
    ]).state;
    const u = apply(s, { type: 'UNDO' }, R);
    expect(u.ok && u.events[0]).toEqual({
      type: 'UNDO',
      data: { card: '2C', from: 'dealer', position: 5, faceUp: true },
    });
    s = run(R, [{ type: 'UNDO' }], s).state;
    expect(nextOf(s, R)).toEqual({ kind: 'card', to: 'dealer', position: 5, faceUp: true });
    s = run(R, cardsOf(['2C']), s).state;
    s = run(R, [decide(1, 'SWITCH')], s).state;
    expect(refuse(s, { type: 'UNDO' })).toBe('UNDO_NOT_ALLOWED');
    expect(
      refuse(
        run(R, [
          pairs([
            [1, 1000],
            [2, 1000],
          ]),
        ]).state,
        { type: 'UNDO' },
      ),
    ).toBe('NOTHING_TO_UNDO');
  });
});

/** A round with pairs 1 (Ante 1000) and 2 (Ante 2000) dealt: seed 000's hands on pair 1. */
function dealtTwoPairs(): PokerSwitchState {
  return run(R, [
    pairs([
      [1, 1000],
      [2, 1000],
      [3, 2000],
      [4, 2000],
    ]),
    ...cardsOf(inDealOrder({ 1: BOX1, 2: BOX2, 3: BOX3, 4: BOX4 }, DEALER_PAIR)),
  ]).state;
}

describe('the pairs turns (RULES.md §PS-1, §PS-3)', () => {
  it('the pair with the larger Ante plays first, then the other; equal Antes: the lower pair first', () => {
    const s = dealtTwoPairs();
    expect(playOrder(s)).toEqual([2, 1]);
    expect(currentPair(s)).toBe(2);
    expect(refuse(s, decide(1, 'SWITCH'))).toBe('NOT_YOUR_TURN');
    expect(refuse(s, decide(3, 'BET'))).toBe('INVALID_SEAT');
    const eq = run(R, [
      pairs([
        [5, 700],
        [6, 700],
        [1, 700],
        [2, 700],
      ]),
    ]).state;
    expect(playOrder(eq)).toEqual([1, 3]);
  });

  it('switch exchanges the fifth cards for 2 Antes; switch back restores them, as often as wished until the first Bet/Fold', () => {
    let s = run(R, [decide(2, 'BET', 1), decide(2, 'FOLD', 2)], dealtTwoPairs()).state;
    expect(nextOf(s, R)).toMatchObject({
      kind: 'decision',
      seat: 1,
      box: 1,
      actions: ['SWITCH', 'BET', 'FOLD'],
      switched: false,
      fee: 2000,
      bet: 2000,
    });
    expect(playingCards(s, 1)).toEqual(BOX1);
    expect(refuse(s, decide(1, 'UNSWITCH'))).toBe('NOT_SWITCHED');
    const sw = run(R, [decide(1, 'SWITCH')], s);
    expect(sw.events).toEqual([{ type: 'DECISION', data: { seat: 1, action: 'SWITCH', fee: 2000, timeout: false } }]);
    s = sw.state;
    expect(playingCards(s, 1)).toEqual(c('QS JH TD 9C KD'));
    expect(playingCards(s, 2)).toEqual(c('5S 4H 3D AC 2H'));
    expect(viewOf(s, R).boxes[0]).toMatchObject({
      playing: { category: 'STRAIGHT' },
      original: { category: 'HIGH_CARD' },
      ifToggled: { category: 'HIGH_CARD' },
      up: '2H',
      plays: 'KD',
    });
    expect(refuse(s, decide(1, 'SWITCH'))).toBe('ALREADY_SWITCHED');
    s = run(R, [decide(1, 'UNSWITCH'), decide(1, 'SWITCH')], s).state;
    expect(s.pairs.find((p) => p.pair === 1)).toEqual({ pair: 1, ante: 1000, switched: true, switches: 2 });
    expect(nextOf(s, R)).toMatchObject({ actions: ['UNSWITCH', 'BET', 'FOLD', 'INSURE'] });
    // The lower box first; after its Bet the switch is final.
    expect(refuse(s, decide(1, 'BET', 2))).toBe('NOT_YOUR_TURN');
    s = run(R, [decide(1, 'BET', 1)], s).state;
    expect(nextOf(s, R)).toMatchObject({ seat: 1, hand: 2, box: 2, actions: ['BET', 'FOLD', 'INSURE'] });
    expect(refuse(s, decide(1, 'UNSWITCH'))).toBe('SWITCH_CLOSED');
    s = run(R, [decide(1, 'BET')], s).state;
    expect(phaseOf(s)).toBe('COMPLETE'); // the dealer qualifies with a pair of 7s: no buy
    expect(resultOf(s)!.boxes.map((b) => [b.box, b.playing.category, b.outcome])).toEqual([
      [1, 'STRAIGHT', 'WIN'],
      [2, 'STRAIGHT', 'WIN'],
      [3, 'TWO_PAIR', 'WIN'],
      [4, 'HIGH_CARD', 'FOLD'],
    ]);
  });

  it('insurance (§PS-4): three of a kind or better after the switch, 1 Ante up to 2 x Ante x the Bet ratio, at most the maximum payout', () => {
    const quads = run(R, [
      pairs(
        [
          [1, 1000],
          [2, 1000],
        ],
        10_000,
      ),
      ...cardsOf(inDealOrder({ 1: c('9S 9H 9D 9C 2D'), 2: c('3S 4H 6D 8C TC') }, c('AS QD 7C 5H 4D'))),
    ]).state;
    // Four of a kind 20:1: 2 x 1000 x 20 = 40,000, cut to the maximum payout 10,000.
    expect(insuranceRange(quads, 1, R)).toEqual({ min: 1000, max: 10_000 });
    expect(refuse(quads, decide(1, 'INSURE', 1, 999))).toBe('INSURANCE_OUT_OF_RANGE');
    expect(refuse(quads, decide(1, 'INSURE', 1, 10_001))).toBe('INSURANCE_OUT_OF_RANGE');
    expect(refuse(quads, decide(1, 'INSURE', 1, 12.5))).toBe('INVALID_AMOUNT');
    const s = run(R, [decide(1, 'INSURE', 1, 10_000)], quads).state;
    expect(s.boxes[0]).toMatchObject({ decision: 'BET', insurance: 10_000 });
    // Box 2 (high card) may not insure.
    expect(insuranceRange(s, 2, R)).toBeNull();
    expect(refuse(s, decide(1, 'INSURE', 2, 1000))).toBe('INSURANCE_NOT_OFFERED');
    // A straight: 2 x 5000 x 4 = 40,000.
    const straight = run(R, [
      pairs([
        [1, 5000],
        [2, 5000],
      ]),
      ...cardsOf(inDealOrder({ 1: c('2S 3H 4D 5C 6S'), 2: c('9C TD JH KS 8D') }, c('KH QD 9H 7H 3C'))),
    ]).state;
    expect(insuranceRange(straight, 1, R)).toEqual({ min: 5000, max: 40_000 });
  });

  it("a player's second pair opens after the first: the view marks a pair open once its turn begins", () => {
    let s = dealtTwoPairs();
    expect(viewOf(s, R).pairs.map((p) => [p.seat, p.open, p.turn])).toEqual([
      [1, false, false],
      [2, true, true],
    ]);
    s = run(R, [decide(2, 'FOLD'), decide(2, 'FOLD')], s).state;
    expect(viewOf(s, R).pairs.map((p) => [p.seat, p.open, p.turn, p.done])).toEqual([
      [1, true, true, false],
      [2, true, false, true],
    ]);
  });

  it('TIMEOUT (§PS-10): a pending switch is undone and both boxes fold; after a Bet the switch stands and the other box folds', () => {
    const base = run(R, [decide(2, 'FOLD'), decide(2, 'FOLD'), decide(1, 'SWITCH')], dealtTwoPairs()).state;
    const t = run(R, [{ type: 'TIMEOUT' }], base);
    expect(t.events).toEqual([
      { type: 'TIMEOUT', data: { seat: 1, boxes: [1, 2] } },
      { type: 'DECISION', data: { seat: 1, action: 'UNSWITCH', fee: 2000, timeout: true } },
      { type: 'DECISION', data: { seat: 1, hand: 1, box: 1, action: 'FOLD', timeout: true } },
      { type: 'DECISION', data: { seat: 1, hand: 2, box: 2, action: 'FOLD', timeout: true } },
    ]);
    expect(t.state.pairs[0]).toMatchObject({ switched: false, switches: 1 });
    expect(isComplete(t.state)).toBe(true);
    const after = run(R, [decide(1, 'BET'), { type: 'TIMEOUT' }], base).state;
    expect(after.pairs[0]).toMatchObject({ switched: true });
    expect(after.boxes.slice(0, 2).map((b) => [b.decision, b.timeout])).toEqual([
      ['BET', false],
      ['FOLD', true],
    ]);
    expect(refuse(after, { type: 'TIMEOUT' })).toBe('DECISION_NOT_EXPECTED');
  });
});

describe('buy a game (RULES.md §PS-5, §PS-6)', () => {
  // Seed 001: the dealer discards an ace, draws another ace, again an ace, then a 3: a pair of threes.
  const dealer = c('AS QD 8C 5H 3D');
  const deal = () =>
    run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
        [3, 1000],
        [4, 1000],
      ]),
      ...cardsOf(
        inDealOrder(
          { 1: c('9S TH JD QC KH'), 2: c('4D 6C 7S 8S 2S'), 3: c('2H 2D 6S 9D JS'), 4: c('TC TS 4C 5C 7D') },
          dealer,
        ),
      ),
    ]).state;

  it('the dealer without ace-king: every box that Bet answers BUY or NO_BUY, in any order, then the replacement cards', () => {
    let s = run(R, [decide(1, 'BET'), decide(1, 'FOLD'), decide(2, 'BET'), decide(2, 'BET')], deal()).state;
    expect(viewOf(s, R).dealer).toMatchObject({ qualifies: false, hand: { category: 'HIGH_CARD' } });
    expect(nextOf(s, R)).toEqual({
      kind: 'buy',
      boxes: [
        { box: 1, seat: 1, hand: 1 },
        { box: 3, seat: 2, hand: 1 },
        { box: 4, seat: 2, hand: 2 },
      ],
      actions: ['BUY', 'NO_BUY'],
    });
    // Box 1 (a straight, not switched, Ante 10.00): the buy costs the Ante, not buying wins 10.00, buying can win 4 x 20.00.
    expect(viewOf(s, R).boxes.map((b) => b.buyOffer)).toEqual([
      { cost: 1000, noBuyWins: 1000, canWin: 8000 },
      null, // folded
      { cost: 1000, noBuyWins: 1000, canWin: 2000 }, // a pair of 2s: 1:1 on 20.00
      { cost: 1000, noBuyWins: 1000, canWin: 2000 }, // a pair of 10s
    ]);
    expect(refuse(s, decide(2, 'BUY'))).toBe('INVALID_SEAT'); // two boxes of pair 2 to answer: name one
    expect(refuse(s, decide(1, 'BUY', 2))).toBe('DECISION_NOT_EXPECTED'); // box 2 folded
    expect(refuse(s, decide(1, 'BET'))).toBe('DECISION_NOT_EXPECTED');
    s = run(R, [decide(2, 'NO_BUY', 2), decide(1, 'BUY'), decide(2, 'NO_BUY', 1)], s).state;
    expect(refuse(s, decide(1, 'BUY'))).toBe('DECISION_NOT_EXPECTED');
    expect(nextOf(s, R)).toEqual({ kind: 'card', to: 'dealer-replacement', position: 1, discard: 'AS' });
    s = run(R, cardsOf(['AH']), s).state;
    expect(nextOf(s, R)).toEqual({ kind: 'card', to: 'dealer-replacement', position: 2, discard: 'AH' });
    s = run(R, cardsOf(['AD']), s).state;
    expect(nextOf(s, R)).toEqual({ kind: 'card', to: 'dealer-replacement', position: 3, discard: 'AD' });
    const last = run(R, cardsOf(['3C']), s);
    expect(last.events[0]).toEqual({
      type: 'CARD',
      data: { card: '3C', to: 'dealer-replacement', position: 3, discard: 'AD', faceUp: true },
    });
    s = last.state;
    expect(isComplete(s)).toBe(true);
    const r = resultOf(s)!;
    expect(r.dealer).toMatchObject({
      qualifies: false,
      buy: { discard: 'AS', drawn: ['AH', 'AD', '3C'], qualifies: true, hand: { category: 'PAIR' } },
    });
    expect(r.dealer!.buy!.hand.cards).toEqual(c('3D 3C QD 8C 5H'));
    expect(r.boxes.map((b) => [b.box, b.outcome, b.boughtOutcome])).toEqual([
      [1, 'NO_GAME', 'WIN'],
      [2, 'FOLD', null],
      [3, 'NO_GAME', null],
      [4, 'NO_GAME', null],
    ]);
    // The replacement can be taken back until the round is confirmed.
    expect(nextOf(run(R, [{ type: 'UNDO' }], s).state, R)).toMatchObject({ to: 'dealer-replacement', position: 3 });
  });

  it('TIMEOUT in the buy window: no buy; nobody bought: complete without a replacement', () => {
    let s = run(R, [decide(1, 'BET'), decide(1, 'FOLD'), decide(2, 'FOLD'), decide(2, 'FOLD')], deal()).state;
    const t = run(R, [{ type: 'TIMEOUT' }], s);
    expect(t.events).toEqual([
      { type: 'TIMEOUT', data: { boxes: [1] } },
      { type: 'DECISION', data: { seat: 1, hand: 1, box: 1, action: 'NO_BUY', timeout: true } },
    ]);
    s = t.state;
    expect(isComplete(s)).toBe(true);
    expect(s.boxes[0]).toMatchObject({ buy: 'NO_BUY', buyTimeout: true });
  });

  it('no box Bet: no buy window even when the dealer does not qualify', () => {
    const s = run(R, [decide(1, 'FOLD'), decide(1, 'FOLD'), decide(2, 'FOLD'), decide(2, 'FOLD')], deal()).state;
    expect(isComplete(s)).toBe(true);
  });
});

describe('checkState', () => {
  it('accepts reachable states and refuses broken ones', () => {
    const s = dealtTwoPairs();
    expect(checkState(s)).toBeNull();
    expect(checkState(JSON.parse(JSON.stringify(s)))).toBeNull();
    const dup = { ...s, dealer: [...s.dealer.slice(0, 4), s.boxes[0]!.cards[0]!] };
    expect(checkState(dup)?.code).toBe('INVALID_STATE');
    const outOfOrder = { ...s, boxes: s.boxes.map((b) => (b.box === 2 ? { ...b, decision: 'BET' as const } : b)) };
    expect(checkState(outOfOrder)?.code).toBe('INVALID_STATE');
    expect(refuse(dup, { type: 'UNDO' })).toBe('INVALID_STATE');
    expect(checkState(null as unknown as PokerSwitchState)?.code).toBe('INVALID_STATE');
  });
  it('refuses numbers and unknown actions', () => {
    expect(refuse(dealtTwoPairs(), { type: 'OUTCOME', number: 3 })).toBe('OUTCOME_NOT_EXPECTED');
    expect(refuse(dealtTwoPairs(), { type: 'SHUFFLE' } as unknown as PsRoundAction)).toBe('INVALID_ACTION');
  });
});
