/**
 * The client's reader of the Casino Hold'em wire JSON is tolerant (RULES.md §CHE): a missing or odd field
 * reads as empty, another game's result is not taken for one.
 */
import { describe, expect, it } from 'vitest';
import { readCheNext, readCheResult, readCheView } from './view';

describe('readCheView', () => {
  it('an empty view reads as a round in betting with nothing out', () => {
    expect(readCheView(undefined)).toEqual({
      phase: 'BETTING',
      player: [],
      dealer: [],
      dealerDealt: 0,
      dealerHidden: false,
      board: [],
      playerHand: null,
      dealerHand: null,
      aaBonus: null,
      window: { open: false, closed: false, players: 0, called: 0, folded: 0, deciding: 0, timedOut: 0 },
      boxes: [],
      dealerQualifies: null,
      winner: null,
    });
  });
  it('face-down dealer cards: none sent, two on the felt; an unknown hand category is dropped', () => {
    const v = readCheView({
      phase: 'CALLS',
      dealer: [],
      dealerDealt: 2,
      dealerHidden: true,
      playerHand: { category: 'FIVE_ACES', cards: ['AS'] },
      boxes: [{ box: 1, ante: 1000, aaBonus: 0, decision: 'MAYBE' }],
    });
    expect(v.dealerDealt).toBe(2);
    expect(v.dealerHidden).toBe(true);
    expect(v.playerHand).toBeNull();
    expect(v.boxes).toEqual([{ box: 1, ante: 1000, aaBonus: 0, decision: null, timeout: false }]);
  });
});

describe('readCheResult', () => {
  it("another game's result (no board and player lists) is not read", () => {
    expect(readCheResult({ winner: 'BANKER', playerTotal: 7 })).toBeNull();
    expect(readCheResult(null)).toBeNull();
  });
  it('a Casino Hold’em result', () => {
    const r = readCheResult({
      player: ['AS', 'KD'],
      dealer: [],
      board: [],
      winner: 'TIE',
      anteMultiple: 1,
      allFolded: true,
    });
    expect(r).toMatchObject({ winner: 'TIE', anteMultiple: 1, allFolded: true, noAction: false, aaBonus: null });
  });
});

describe('readCheNext', () => {
  it('the card awaited, the call window, or nothing', () => {
    expect(readCheNext({ kind: 'card', to: 'river', position: 1 })).toEqual({ kind: 'card', to: 'river', position: 1 });
    expect(readCheNext({ kind: 'card', to: 'seat', position: 1 })).toBeNull();
    expect(readCheNext({ kind: 'calls', players: 4, called: 1, folded: 1, deciding: 2 })).toEqual({
      kind: 'calls',
      players: 4,
      called: 1,
      folded: 1,
      deciding: 2,
    });
    expect(readCheNext({ kind: 'dp-offer' })).toBeNull();
  });
});
