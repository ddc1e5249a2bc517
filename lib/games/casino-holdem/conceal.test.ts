import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { isRuleError } from '../types';
import { apply, initialState, nextOf, type CasinoHoldemState, type CheRoundAction } from './engine';
import { concealEvent, concealRound, hides } from './conceal';
import { casinoHoldemModule } from './module';

const rules = casinoHoldemModule.defaultRules;

function step(s: CasinoHoldemState, a: CheRoundAction): CasinoHoldemState {
  const r = apply(s, a);
  if (isRuleError(r)) throw new Error(r.message);
  return r.state;
}
const deal = (s: CasinoHoldemState, list: string) =>
  (list.split(' ') as Card[]).reduce((st, card) => step(st, { type: 'CARD', card }), s);

/** The public round as the service builds it (lib/rounds/public-round.ts): the module's cards and view. */
function publicOf(state: CasinoHoldemState, status: string) {
  const v = casinoHoldemModule.view(state, rules);
  return {
    id: 'r1',
    status,
    cards: v.cards,
    view: v.view,
    next: nextOf(state) as unknown as Record<string, unknown>,
    result: casinoHoldemModule.result(state, rules),
  };
}

const two = () =>
  step(initialState(), {
    type: 'PLAYERS',
    boxes: [
      { box: 1, ante: 1000, aaBonus: 0 },
      { box: 2, ante: 500, aaBonus: 0 },
    ],
  });

describe("[CASINO_HOLDEM] the dealer's cards face down until the call window closes (RULES.md §CHE-1)", () => {
  it('[CASINO_HOLDEM] round form: while dealing and deciding, players see how many dealer cards, not which', () => {
    const s = step(deal(two(), 'AS 7C KD 2H QH 9S 5D'), { type: 'DECISION', seat: 1, action: 'CALL' });
    const round = publicOf(s, 'DEALING');
    expect(hides(round)).toBe(true);
    const seen = concealRound(round);
    expect(seen.cards).toEqual({ player: ['AS', 'KD'], dealer: [], board: ['QH', '9S', '5D'] });
    expect(seen.view).toMatchObject({
      dealer: [],
      dealerDealt: 2,
      dealerHidden: true,
      dealerHand: null,
      player: ['AS', 'KD'],
      board: ['QH', '9S', '5D'],
    });
    const json = JSON.stringify(seen);
    expect(json).not.toContain('7C');
    expect(json).not.toContain('2H');
    // the input is not changed
    expect(round.view.dealer).toEqual(['7C', '2H']);
    expect(round.cards!.dealer).toEqual(['7C', '2H']);
  });

  it('[CASINO_HOLDEM] concealed from the deal on, also before the first dealer card (an UNDO of the only one names it)', () => {
    const one = deal(two(), 'AS');
    expect(hides(publicOf(one, 'DEALING'))).toBe(true);
    const seen = concealRound(publicOf(one, 'DEALING'));
    expect(seen.view.player).toEqual(['AS']);
    expect(seen.view.dealer).toEqual([]);
    expect(concealEvent('UNDO', { card: '7C', from: 'dealer', position: 1 }, 'DEALING')).toEqual({
      card: null,
      from: 'dealer',
      position: 1,
      hidden: true,
    });
    const d1 = deal(two(), 'AS 7C');
    expect(hides(publicOf(d1, 'DEALING'))).toBe(true);
    expect(JSON.stringify(concealRound(publicOf(d1, 'DEALING')))).not.toContain('7C');
  });

  it('[CASINO_HOLDEM] shown once every box decided (or the timer ran out), and in a complete round', () => {
    const s = step(step(deal(two(), 'AS 7C KD 2H QH 9S 5D'), { type: 'DECISION', seat: 1, action: 'CALL' }), {
      type: 'TIMEOUT',
    });
    const closed = publicOf(s, 'DEALING');
    expect(hides(closed)).toBe(false);
    expect(concealRound(closed)).toBe(closed);
    expect(closed.view.dealer).toEqual(['7C', '2H']);
    const done = deal(s, 'JH 3C');
    expect(hides(publicOf(done, 'COMPLETE'))).toBe(false);
    // all folded: complete at the flop, the dealer's cards are shown
    const folded = step(deal(two(), 'AS 7C KD 2H QH 9S 5D'), { type: 'TIMEOUT' });
    expect(hides(publicOf(folded, 'COMPLETE'))).toBe(false);
    // voided once complete: shown as when complete; voided before the window closed: still face down (§C-4: a
    // void refunds, it does not reveal)
    expect(hides(publicOf(done, 'VOIDED'))).toBe(false);
    expect(hides(publicOf(deal(two(), 'AS 7C'), 'VOIDED'))).toBe(true);
    expect(concealRound(publicOf(deal(two(), 'AS 7C'), 'VOIDED')).view).toMatchObject({
      dealer: [],
      dealerHidden: true,
    });
  });

  it('[CASINO_HOLDEM] event form: a CARD to the dealer and an UNDO from the dealer lose their card while DEALING', () => {
    expect(concealEvent('CARD', { card: '7C', to: 'dealer', position: 1 }, 'DEALING')).toEqual({
      card: null,
      to: 'dealer',
      position: 1,
      hidden: true,
    });
    expect(concealEvent('UNDO', { card: '2H', from: 'dealer', position: 2 }, 'DEALING')).toEqual({
      card: null,
      from: 'dealer',
      position: 2,
      hidden: true,
    });
    const player = { card: 'AS', to: 'player', position: 1 };
    expect(concealEvent('CARD', player, 'DEALING')).toBe(player);
    const flop = { card: 'QH', to: 'flop', position: 1 };
    expect(concealEvent('CARD', flop, 'DEALING')).toBe(flop);
    const shown = { card: '7C', to: 'dealer', position: 1 };
    expect(concealEvent('CARD', shown, 'COMPLETE')).toBe(shown);
    expect(concealEvent('CARD', shown, 'SETTLED')).toBe(shown);
    const decision = { seat: 1, action: 'CALL' };
    expect(concealEvent('DECISION', decision, 'DEALING')).toBe(decision);
  });

  it('[CASINO_HOLDEM] the module wires the same rules into the seam (visible seats play no part)', () => {
    const c = casinoHoldemModule.conceal!;
    const round = publicOf(deal(two(), 'AS 7C KD 2H'), 'DEALING');
    expect(c.hides(round)).toBe(true);
    expect(c.round(round, new Set([1, 2])).view.dealer).toEqual([]);
    expect(c.event('CARD', { card: '2H', to: 'dealer', position: 2 }, new Set([1]), 'DEALING')).toMatchObject({
      card: null,
      hidden: true,
    });
  });
});
