import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DECK, type Card } from '../cards';
import { isRuleError } from '../types';
import { apply, next } from './engine';
import { DEFAULT_HCF_RULES, type HighCardFlushRules } from './rules';
import { settleRound, type HcfSeatBets } from './settle';
import { dealRound, type SimDecision } from './simulate';

// A random round: 1..6 player seats and maybe a DP among seats 1..7, a shuffled deck, random
// decisions within the raise cap (or timeouts), random stakes, a random bank and rake.
const roundArb = fc
  .record({
    seats: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7], { minLength: 2, maxLength: 7 }),
    house: fc.boolean(),
    bank: fc.integer({ min: 1, max: 15_000 }),
    deck: fc.shuffledSubarray([...DECK], { minLength: 49, maxLength: 49 }),
    choices: fc.array(fc.constantFrom<'FOLD' | 'TIMEOUT' | 1 | 2 | 3>('FOLD', 'TIMEOUT', 1, 2, 3, 3, 3), {
      minLength: 6,
      maxLength: 6,
    }),
    stakes: fc.array(
      fc.record({
        ante: fc.integer({ min: 1, max: 500 }),
        fb: fc.integer({ min: 0, max: 1_000 }),
        sfb: fc.integer({ min: 0, max: 1_000 }),
      }),
      { minLength: 6, maxLength: 6 },
    ),
    rakeMode: fc.constantFrom<HighCardFlushRules['rakeMode']>('ALL', 'ALL_BUT_DP', 'DP_ONLY'),
    rakeAmount: fc.integer({ min: 0, max: 200 }),
  })
  .map((r) => {
    const dpSeat = r.house ? null : r.seats[0]!;
    const players = (r.house ? r.seats : r.seats.slice(1)).slice(0, 6);
    return { ...r, dpSeat, players, bank: dpSeat === null ? null : r.bank };
  });

describe('[HCF] properties of any round (RULES.md §HCF-4..§HCF-9)', () => {
  it('[HCF] DP + players + house sum to zero in every round, and the bank never goes below zero', () => {
    fc.assert(
      fc.property(roundArb, (r) => {
        const seatIndex = new Map(r.players.map((s, i) => [s, i]));
        const state = dealRound(
          { seats: r.players, dpSeat: r.dpSeat, bank: r.bank },
          r.deck as Card[],
          (seat, _cards, max): SimDecision => {
            const c = r.choices[seatIndex.get(seat)!]!;
            return c === 'FOLD' || c === 'TIMEOUT'
              ? { action: c }
              : { action: 'RAISE', multiple: Math.min(c, max) as 1 | 2 | 3 };
          },
        );
        const bets: Record<number, HcfSeatBets> = {};
        r.players.forEach((seat, i) => {
          const st = r.stakes[i]!;
          bets[seat] = { ante: st.ante, flushBonus: st.fb, straightFlushBonus: st.sfb };
        });
        const rules = { ...DEFAULT_HCF_RULES, rakeMode: r.rakeMode, rakeAmount: r.rakeAmount };
        const s = settleRound(state, bets, rules);

        // the invariant: every cent goes somewhere
        expect(s.hands.reduce((a, h) => a + h.net, 0) + s.dpNet + s.houseRake).toBe(0);
        expect(s.dpNet).toBe(s.bank.collected - s.bank.paid - s.dpRake);
        if (s.bank.start !== null) {
          expect(s.bank.end).toBe(s.bank.start + s.bank.collected - s.bank.paid);
          expect(s.bank.end).toBeGreaterThanOrEqual(0);
          // covered stakes fit the bank
          expect(s.hands.filter((h) => h.outcome !== 'DEAD').reduce((a, h) => a + h.stake, 0)).toBeLessThanOrEqual(
            s.bank.start,
          );
        }
        let cutSeen = false;
        for (const h of s.hands) {
          const bs = [h.ante, h.raise, h.flushBonus, h.straightFlushBonus].filter((b) => b !== null);
          expect(h.stake).toBe(bs.reduce((a, b) => a + b.stake, 0));
          if (h.outcome === 'DEAD') {
            expect(h.rake).toBe(0);
            expect(h.net).toBe(0);
            expect(bs.every((b) => b.status === 'DEAD' && b.refund === b.stake && b.payout === 0)).toBe(true);
          }
          for (const b of bs) {
            expect(b.payout).toBeGreaterThanOrEqual(0);
            expect(b.cut).toBeGreaterThanOrEqual(0);
            // once a bet is cut, every later winning bet gets nothing (paid in action order)
            if (cutSeen && b.status === 'WON') expect(b.payout).toBe(0);
            if (b.cut > 0) cutSeen = true;
          }
          if (h.outcome === 'FOLDED') expect(h.raise).toBeNull();
        }
        if (cutSeen) expect(s.bank.end).toBe(0);
        if (s.dpSeat === null) expect(s.hands.every((h) => h.outcome !== 'DEAD' && h.ante.cut === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('[HCF] the same card never enters a round twice', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...DECK], { minLength: 7, maxLength: 7 }),
        fc.integer({ min: 0, max: 6 }),
        (cards, dupAt) => {
          let s = {
            dpSeat: null,
            bank: null,
            hands: [{ seat: 1, cards: [] as Card[], decision: null }],
            bankHand: [] as Card[],
          };
          for (let i = 0; i < cards.length; i++) {
            if (i > dupAt) {
              const again = apply(s, { type: 'CARD', card: cards[dupAt]! });
              expect(again).toMatchObject({ ok: false, kind: 'conflict', code: 'CARD_ALREADY_DEALT' });
            }
            const r = apply(s, { type: 'CARD', card: cards[i]! });
            if (isRuleError(r)) throw new Error(r.message);
            s = r.state as typeof s;
          }
          expect(next(s)).toMatchObject({ kind: 'decision', seat: 1 });
        },
      ),
      { numRuns: 100 },
    );
  });
});
