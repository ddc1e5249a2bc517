import { describe, expect, it } from 'vitest';
import { concealCardEvent, concealHands, hasHiddenHands, mayHideHands } from './conceal';

// Seat 1 holds seven hearts-heavy cards and has decided; seat 3 has two cards so far; the DP's hand is not dealt.
const round = {
  status: 'DEALING',
  cards: { seat1: ['AH', 'KH', 'QH', '2H', '3C', '4D', '5S'], seat3: ['9S', '8S'], dp: [] },
  view: {
    phase: 'DEAL',
    hands: [
      {
        seat: 1,
        cards: ['AH', 'KH', 'QH', '2H', '3C', '4D', '5S'],
        flush: { suit: 'H', size: 4, ranks: [14, 13, 12, 2] },
        straightFlush: { length: 3, top: 14 },
        maxMultiple: 1,
        decision: { action: 'RAISE', multiple: 1, timeout: false },
        actionIndex: 1,
        stakes: { ante: 1000, flushBonus: 0, straightFlushBonus: 0 },
      },
      {
        seat: 3,
        cards: ['9S', '8S'],
        flush: null,
        straightFlush: null,
        maxMultiple: null,
        decision: null,
        actionIndex: 0,
        stakes: { ante: 500, flushBonus: 100, straightFlushBonus: 0 },
      },
    ],
    bankHand: { cards: [], flush: null, straightFlush: null, qualifies: null },
  },
  next: { kind: 'card', to: 'seat', seat: 3, position: 3 },
};

describe('[HCF] face-down hands (seed 002 "Hra" 1, RULES.md §HCF-1)', () => {
  it('[HCF] a viewer sees the cards of their own seats; other hands keep seat, count, decision, order and stakes only', () => {
    const seen = concealHands(round, new Set([3]));
    expect(seen.view.hands).toEqual([
      {
        seat: 1,
        cards: [],
        dealt: 7,
        hidden: true,
        flush: null,
        straightFlush: null,
        maxMultiple: null,
        decision: { action: 'RAISE', multiple: 1, timeout: false },
        actionIndex: 1,
        stakes: { ante: 1000, flushBonus: 0, straightFlushBonus: 0 },
      },
      round.view.hands[1],
    ]);
    expect(seen.cards).toEqual({ seat1: [], seat3: ['9S', '8S'], dp: [] });
    expect(JSON.stringify(seen)).not.toContain('AH');
    // The input is not changed.
    expect(round.view.hands[0]!.cards).toHaveLength(7);
  });

  it('[HCF] a decision awaited from a hidden seat does not say how far it may raise', () => {
    const deciding = { ...round, next: { kind: 'decision', seat: 1, actions: ['FOLD', 'RAISE'], maxMultiple: 3 } };
    expect(concealHands(deciding, new Set()).next).toEqual({
      kind: 'decision',
      seat: 1,
      actions: ['FOLD', 'RAISE'],
      maxMultiple: null,
    });
    expect(concealHands(deciding, new Set([1])).next).toEqual(deciding.next);
  });

  it('[HCF] nothing is hidden before the deal, from a viewer of every dealt seat, or once the round is complete', () => {
    expect(hasHiddenHands(round)).toBe(true);
    expect(hasHiddenHands(round, new Set([1, 3]))).toBe(false);
    expect(concealHands(round, new Set([1, 3]))).toBe(round);
    for (const status of ['BETTING', 'COMPLETE', 'SETTLED'])
      expect(concealHands({ ...round, status }, new Set())).toEqual({ ...round, status });
    // Voided once complete: shown as when complete. Voided during the deal: still face down (§C-4 refunds, no reveal).
    const voidedDone = { ...round, status: 'VOIDED', view: { ...round.view, phase: 'COMPLETE' } };
    expect(concealHands(voidedDone, new Set())).toBe(voidedDone);
    const voided = { ...round, status: 'VOIDED' };
    expect(hasHiddenHands(voided)).toBe(true);
    expect(concealHands(voided, new Set())).toEqual({ ...concealHands(round, new Set()), status: 'VOIDED' });
  });

  it('[HCF] a round being dealt counts as hiding before its first card too: the UNDO of the only card names it', () => {
    const empty = {
      ...round,
      cards: { seat1: [], seat3: [], dp: [] },
      view: { ...round.view, hands: round.view.hands.map((h) => ({ ...h, cards: [], decision: null })) },
    };
    expect(hasHiddenHands(empty)).toBe(false);
    expect(mayHideHands(empty)).toBe(true);
    expect(concealCardEvent('UNDO', { card: 'AH', from: 'seat', seat: 1, position: 1 }, new Set(), true)).toEqual({
      card: null,
      from: 'seat',
      seat: 1,
      position: 1,
      hidden: true,
    });
    for (const status of ['BETTING', 'COMPLETE', 'SETTLED']) expect(mayHideHands({ ...empty, status })).toBe(false);
    expect(mayHideHands({ ...empty, status: 'VOIDED' })).toBe(true);
    expect(mayHideHands({ ...empty, status: 'VOIDED', view: { ...empty.view, phase: 'COMPLETE' } })).toBe(false);
  });

  it("[HCF] a dealt or undone card of a hidden seat is sent as null; the DP's cards and other events pass", () => {
    expect(concealCardEvent('CARD', { card: '9S', to: 'seat', seat: 3, position: 1 }, new Set([1]), true)).toEqual({
      card: null,
      hidden: true,
      to: 'seat',
      seat: 3,
      position: 1,
    });
    expect(concealCardEvent('UNDO', { card: '8S', from: 'seat', seat: 3, position: 2 }, new Set([1]), true)).toEqual({
      card: null,
      hidden: true,
      from: 'seat',
      seat: 3,
      position: 2,
    });
    expect(concealCardEvent('CARD', { card: '9S', to: 'seat', seat: 3, position: 1 }, new Set([3]), true)).toEqual({
      card: '9S',
      to: 'seat',
      seat: 3,
      position: 1,
    });
    expect(concealCardEvent('CARD', { card: 'KC', to: 'dp', seat: 4, position: 1 }, new Set(), true)).toEqual({
      card: 'KC',
      to: 'dp',
      seat: 4,
      position: 1,
    });
    expect(concealCardEvent('CARD', { card: '9S', to: 'seat', seat: 3, position: 1 }, new Set(), false)).toEqual({
      card: '9S',
      to: 'seat',
      seat: 3,
      position: 1,
    });
    expect(concealCardEvent('DECISION', { seat: 3, action: 'FOLD' }, new Set(), true)).toEqual({
      seat: 3,
      action: 'FOLD',
    });
  });
});
