import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DECK, type Card } from '../cards';
import { isRuleError } from '../types';
import { apply, cardPoints, initialState, isComplete, next, result, type BaccaratState } from './index';

// Independent statement of RULES.md §BAC-3/§BAC-4 for the property (D = draw, S = stand).
const BANKER_TABLE: Record<number, string> = {
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};
const sum = (cs: Card[]) => cs.reduce((s, c) => s + cardPoints(c), 0) % 10;

function step(state: BaccaratState, action: Parameters<typeof apply>[1]): BaccaratState {
  const r = apply(state, action);
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

/** Feeds cards where `next` asks until the coup completes; returns the state and the cards used. */
function play(cards: Card[]): { state: BaccaratState; used: Card[] } {
  let state = initialState();
  const used: Card[] = [];
  for (const card of cards) {
    if (next(state).kind === 'confirm') break;
    state = step(state, { type: 'CARD', card });
    used.push(card);
  }
  return { state, used };
}

const sixCards = fc.array(fc.constantFrom(...DECK), { minLength: 6, maxLength: 6 });

describe('[BACCARAT] properties of any coup (RULES.md §BAC-2..§BAC-4)', () => {
  it('[BACCARAT] any card sequence completes within six cards, with 4..6 cards dealt', () => {
    fc.assert(
      fc.property(sixCards, (cards) => {
        const { state, used } = play(cards);
        expect(isComplete(state)).toBe(true);
        expect(used.length).toBeGreaterThanOrEqual(4);
        expect(used.length).toBeLessThanOrEqual(6);
        expect(state.player.length + state.banker.length).toBe(used.length);
        expect(result(state)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('[BACCARAT] third cards are dealt exactly when the tableau says', () => {
    fc.assert(
      fc.property(sixCards, (cards) => {
        const { state } = play(cards);
        const pt = sum(state.player.slice(0, 2));
        const bt = sum(state.banker.slice(0, 2));
        if (pt >= 8 || bt >= 8) {
          expect([state.player.length, state.banker.length]).toEqual([2, 2]);
          return;
        }
        expect(state.player.length).toBe(pt <= 5 ? 3 : 2);
        const third = state.player[2];
        const bankerShouldDraw = third === undefined ? bt <= 5 : BANKER_TABLE[bt]![cardPoints(third)] === 'D';
        expect(state.banker.length).toBe(bankerShouldDraw ? 3 : 2);
        const r = result(state)!;
        expect([r.playerTotal, r.bankerTotal]).toEqual([sum(state.player), sum(state.banker)]);
      }),
      { numRuns: 500 },
    );
  });

  it('[BACCARAT] undoing k cards and dealing them again gives the same state', () => {
    fc.assert(
      fc.property(sixCards, fc.nat({ max: 6 }), (cards, k) => {
        const { state, used } = play(cards);
        const undo = Math.min(k, used.length);
        let s = state;
        for (let i = 0; i < undo; i++) s = step(s, { type: 'UNDO' });
        expect(s.player.length + s.banker.length).toBe(used.length - undo);
        for (const card of used.slice(used.length - undo)) s = step(s, { type: 'CARD', card });
        expect(s).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('[BACCARAT] undo returns the cards in reverse deal order', () => {
    fc.assert(
      fc.property(sixCards, (cards) => {
        const { state, used } = play(cards);
        let s = state;
        const undone: unknown[] = [];
        for (;;) {
          const r = apply(s, { type: 'UNDO' });
          if (isRuleError(r)) {
            expect(r.code).toBe('NOTHING_TO_UNDO');
            break;
          }
          undone.push(r.events[0]!.data.card);
          s = r.state;
        }
        expect(undone).toEqual([...used].reverse());
        expect(s).toEqual(initialState());
      }),
      { numRuns: 300 },
    );
  });
});
