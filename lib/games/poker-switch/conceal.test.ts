import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import type { ConcealableRound } from '../module';
import { DEFAULT_PS_RULES } from './rules';
import { pokerSwitchModule as mod } from './module';
import { concealEvent } from './conceal';
import type { PokerSwitchState, PsRoundAction } from './engine';
import { cardsOf, decide, inDealOrder, run } from './testing';

const R = DEFAULT_PS_RULES;
const c = (s: string) => s.split(' ') as Card[];
const PAIRS: PsRoundAction = {
  type: 'PAIRS',
  boxes: [1, 2, 3, 4].map((box) => ({ box, ante: box <= 2 ? 2000 : 1000, bonus: 0 })),
  maxPayout: 5_000_000,
};
const HANDS = { 1: c('6S 6H 6D TH KC'), 2: c('2S 3S 4C 8S JD'), 3: c('QS JH TD 9C 2H'), 4: c('5S 4H 3D AC KD') };
const DEALER = c('7S 7H 8D JC 2C');

function publicRound(state: PokerSwitchState, status = 'DEALING'): ConcealableRound {
  const v = mod.view(state, R);
  return { status, cards: v.cards, view: v.view, next: mod.next(state, R) as Record<string, unknown> };
}
const boxes = (r: ConcealableRound) => r.view.boxes as { box: number; hole: string[]; hidden: boolean; up: string }[];

describe('face-down cards (RULES.md §PS-0, §PS-2)', () => {
  const dealt = run(R, [PAIRS, ...cardsOf(inDealOrder(HANDS, DEALER))]).state;

  it("others see a box's fifth card, not its four face-down cards; the dealer's four are hidden from every player", () => {
    const round = publicRound(dealt);
    expect(mod.conceal!.hides(round)).toBe(true);
    const seen = mod.conceal!.round(round, new Set([2])); // the player of pair 2 (its turn not begun)
    expect(boxes(seen).map((b) => [b.box, b.hole, b.hidden, b.up])).toEqual([
      [1, [], true, 'KC'],
      [2, [], true, 'JD'],
      [3, [], true, '2H'],
      [4, [], true, 'KD'],
    ]);
    expect(seen.view.dealer).toMatchObject({ hole: [], hidden: true, up: '2C', hand: null, qualifies: null });
    expect(seen.cards).toEqual({
      box1: ['KC'],
      box2: ['JD'],
      box3: ['2H'],
      box4: ['KD'],
      dealer: ['2C'],
      replacements: [],
    });
    // The turn's insurance range (pair 1 holds three 6s) is not for others.
    expect(seen.next).toMatchObject({ kind: 'decision', seat: 1, insurance: null, actions: ['SWITCH', 'BET', 'FOLD'] });
  });

  it('a player sees their pair once its turn has begun; the second pair after the first is decided', () => {
    const own = mod.conceal!.round(publicRound(dealt), new Set([1]));
    expect(boxes(own).map((b) => b.hidden)).toEqual([false, false, true, true]);
    expect(boxes(own)[0]!.hole).toEqual(c('6S 6H 6D TH'));
    expect(own.next).toMatchObject({ insurance: { min: 2000, max: 12_000 } });
    const later = run(R, [decide(1, 'BET'), decide(1, 'FOLD')], dealt).state;
    const both = mod.conceal!.round(publicRound(later), new Set([1, 2]));
    expect(boxes(both).map((b) => b.hidden)).toEqual([false, false, false, false]);
    expect(both.view.dealer).toMatchObject({ hidden: true });
  });

  it("every player has decided: the dealer's hand is shown in the buy window, other players' boxes stay face down", () => {
    const noGame = run(R, [
      PAIRS,
      ...cardsOf(inDealOrder(HANDS, c('AS QD 8C 5H 3C'))),
      decide(1, 'BET'),
      decide(1, 'FOLD'),
    ]).state;
    const buying = run(R, [decide(2, 'BET'), decide(2, 'FOLD')], noGame).state;
    const seen = mod.conceal!.round(publicRound(buying), new Set([2]));
    expect(seen.view.dealer).toMatchObject({ hidden: false, hole: c('AS QD 8C 5H'), qualifies: false });
    expect(boxes(seen).map((b) => b.hidden)).toEqual([true, true, false, false]);
    expect(seen.next).toMatchObject({ kind: 'buy' });
  });

  it("every player has decided: the dealer's hand is shown; complete: nothing is hidden", () => {
    const decided = run(R, [decide(1, 'BET'), decide(1, 'FOLD'), decide(2, 'FOLD'), decide(2, 'FOLD')], dealt).state;
    const round = publicRound(decided, 'COMPLETE');
    expect(mod.conceal!.hides(round)).toBe(false);
    expect(mod.conceal!.round(round, new Set())).toBe(round);
  });

  it('voided during the turns: hidden as while DEALING (a void refunds, it reveals nothing); voided once complete: shown', () => {
    const voided = publicRound(dealt, 'VOIDED');
    expect(mod.conceal!.hides(voided)).toBe(true);
    const seen = mod.conceal!.round(voided, new Set([1])); // pair 1's turn had begun: its player keeps its cards
    expect(boxes(seen).map((b) => [b.box, b.hole.join(' '), b.hidden])).toEqual([
      [1, '6S 6H 6D TH', false],
      [2, '2S 3S 4C 8S', false],
      [3, '', true],
      [4, '', true],
    ]);
    expect([seen.status, seen.view.dealer]).toMatchObject(['VOIDED', { hole: [], hidden: true, up: '2C' }]);
    const decided = run(R, [decide(1, 'BET'), decide(1, 'FOLD'), decide(2, 'FOLD'), decide(2, 'FOLD')], dealt).state;
    const done = publicRound(decided, 'VOIDED');
    expect(mod.conceal!.hides(done)).toBe(false);
    expect(mod.conceal!.round(done, new Set())).toBe(done);
  });

  it('a CARD event of a face-down card is hidden while DEALING; fifth cards and replacements are public', () => {
    expect(
      concealEvent('CARD', { card: '6S', to: 'box', seat: 1, box: 1, position: 1, faceUp: false }, 'DEALING'),
    ).toEqual({ card: null, to: 'box', seat: 1, box: 1, position: 1, faceUp: false, hidden: true });
    expect(concealEvent('CARD', { card: '7S', to: 'dealer', position: 1, faceUp: false }, 'DEALING')).toMatchObject({
      card: null,
    });
    const up = { card: 'KC', to: 'box', seat: 1, box: 1, position: 5, faceUp: true };
    expect(concealEvent('CARD', up, 'DEALING')).toBe(up);
    const rep = { card: '3C', to: 'dealer-replacement', position: 1, discard: 'AS', faceUp: true };
    expect(concealEvent('CARD', rep, 'DEALING')).toBe(rep);
    const undo = { card: '6S', from: 'box', seat: 1, box: 1, position: 1, faceUp: false };
    expect(concealEvent('UNDO', undo, 'DEALING')).toMatchObject({ card: null, hidden: true });
    expect(concealEvent('CARD', undo, 'COMPLETE')).toBe(undo);
  });
});
