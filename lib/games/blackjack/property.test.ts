import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DECK, type Card } from '../cards';
import { isRuleError } from '../types';
import { apply, initialState, next, result, type BlackjackAction, type BlackjackState } from './engine';
import { handTotal } from './hand';
import { DEFAULT_BLACKJACK_RULES, type BlackjackRules } from './rules';
import { settleBetBehind, settleMain } from './settle';

// Random rounds driven only by what `next` asks for: every awaited action is accepted, rounds
// always complete, UNDO is the exact inverse of a card, and settlement stays within its bounds.

const ALL: BlackjackRules = { ...DEFAULT_BLACKJACK_RULES, enhcDealerBlackjackTakes: 'all' };

const arbRound = fc.record({
  seats: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  cards: fc.array(fc.constantFrom(...DECK), { minLength: 80, maxLength: 80 }),
  choices: fc.array(fc.nat(1000), { minLength: 80, maxLength: 80 }),
  das: fc.boolean(),
});

function ok(state: BlackjackState, a: BlackjackAction): BlackjackState {
  const r = apply(state, a);
  if (isRuleError(r)) throw new Error(`${JSON.stringify(a)} rejected: ${r.code} ${r.message}`);
  return r.state;
}

describe('[BLACKJACK] property: rounds driven by next (RULES.md §BJ-1..§BJ-10)', () => {
  it('[BLACKJACK] every awaited action is accepted, the round completes, undo inverts a card, settlement is bounded', () => {
    fc.assert(
      fc.property(arbRound, ({ seats, cards, choices, das }) => {
        const rules = { ...DEFAULT_BLACKJACK_RULES, doubleAfterSplit: das };
        let state = initialState(seats, rules);
        const log: BlackjackAction[] = [];
        let ci = 0;
        let k = 0;
        for (let step = 0; step < 200; step++) {
          const n = next(state);
          if (n.kind === 'confirm') break;
          const choice = choices[k++ % choices.length]!;
          let action: BlackjackAction;
          if (n.kind === 'card') action = { type: 'CARD', card: cards[ci++ % cards.length] as Card };
          else if (n.kind === 'insurance')
            action =
              choice % 5 === 0
                ? { type: 'TIMEOUT' }
                : { type: 'INSURANCE', seat: n.seats[choice % n.seats.length]!, take: choice % 2 === 0 };
          else if (choice % 11 === 0) action = { type: 'TIMEOUT' };
          else {
            // a wrong seat is rejected and changes nothing
            const other = seats.find((s) => s !== n.seat);
            if (other !== undefined) {
              const before = JSON.stringify(state);
              const r = apply(state, { type: 'DECISION', seat: other, action: 'STAND' });
              expect(r).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
              expect(JSON.stringify(state)).toBe(before);
            }
            action = { type: 'DECISION', seat: n.seat, hand: n.hand, action: n.actions[choice % n.actions.length]! };
          }
          const after = ok(state, action);
          if (action.type === 'CARD' && choice % 7 === 0) {
            const applied = apply(state, action);
            const paid = !isRuleError(applied) && applied.events.some((e) => e.type === 'BLACKJACK_PAID');
            if (paid) {
              // §BJ-5: a blackjack paid at once is money handed over: its card cannot be taken back
              expect(apply(after, { type: 'UNDO' })).toMatchObject({ ok: false, code: 'CANNOT_UNDO_PAST_DECISION' });
            } else {
              expect(ok(after, { type: 'UNDO' })).toEqual(state);
            }
          }
          log.push(action);
          state = after;
        }
        expect(next(state)).toEqual({ kind: 'confirm' });
        // replaying the log gives the same state (the round is the fold of its actions)
        const replay = log.reduce(ok, initialState(seats, rules));
        expect(replay).toEqual(state);

        const r = result(state)!;
        const anyLive = r.seats.some((s) => s.hands.some((h) => !h.bust && !h.blackjack));
        if (anyLive) expect(r.dealer.total).toBeGreaterThanOrEqual(17);
        for (const s of r.seats) {
          expect(s.hands.length).toBeLessThanOrEqual(2);
          for (const h of s.hands) {
            expect(h.bust).toBe(handTotal(h.cards) > 21);
            if (h.doubled) expect(h.cards.length).toBe(3);
            if (h.fromSplit && h.cards[0]![0] === 'A') expect(h.cards.length).toBe(2);
          }
          const units = s.hands.length + s.hands.filter((h) => h.doubled).length;
          const m = settleMain(s.seat, 1000, state);
          expect(m.stake).toBe(1000 * units);
          const net = m.payout + m.refund - m.stake;
          expect(net).toBeGreaterThanOrEqual(-m.stake);
          expect(net).toBeLessThanOrEqual(m.stake * 1.5);
          expect(m.status).toBe(net > 0 ? 'WON' : net < 0 ? 'LOST' : 'PUSH');
          const a = settleMain(s.seat, 1000, state, ALL);
          expect(a.payout + a.refund - a.stake).toBeLessThanOrEqual(net);
          // a Bet Behind following and funded is the MAIN bet; not following risks only its own stake
          expect(
            settleBetBehind(
              {
                seat: s.seat,
                amount: 1000,
                followDoublesAndSplits: true,
                followFunded: { doubled: true, split: true },
              },
              state,
            ),
          ).toEqual(m);
          expect(settleBetBehind({ seat: s.seat, amount: 1000 }, state).stake).toBe(1000);
        }
      }),
      { numRuns: 100 },
    );
  });
});
