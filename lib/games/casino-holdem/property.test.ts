import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, RANKS, type Card } from '../cards';
import { bestHand, compareHands } from '../poker';
import { decodeCommonAction } from '../module';
import { isRuleError } from '../types';
import { apply, initialState, isComplete, type CasinoHoldemState, type CheRoundAction } from './engine';
import { casinoHoldemModule } from './module';
import { settleCasinoHoldem, type CheBetRow } from './settle';

// A random round: nine cards of one deck, 1..6 boxes with random Antes and AA Bonus bets, each box
// calling, folding or leaving it to the timer.
const roundArb = fc.record({
  cards: fc.shuffledSubarray([...DECK], { minLength: 9, maxLength: 9 }),
  boxes: fc.array(
    fc.record({
      ante: fc.integer({ min: 1, max: 50_000 }),
      aaBonus: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
      choice: fc.constantFrom<'CALL' | 'FOLD' | 'TIMEOUT'>('CALL', 'CALL', 'FOLD', 'TIMEOUT'),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

type Round = { cards: string[]; boxes: { ante: number; aaBonus: number; choice: 'CALL' | 'FOLD' | 'TIMEOUT' }[] };

function play(r: Round): { state: CasinoHoldemState; log: { type: string; data: Record<string, unknown> }[] } {
  let state = initialState();
  const log: { type: string; data: Record<string, unknown> }[] = [];
  const act = (a: CheRoundAction) => {
    const x = apply(state, a);
    if (isRuleError(x)) throw new Error(`${x.code}: ${x.message}`);
    state = x.state;
    x.events.forEach((e, i) => log.push({ type: e.type, data: i ? { ...e.data, caused: true } : e.data }));
  };
  act({ type: 'PLAYERS', boxes: r.boxes.map((b, i) => ({ box: i + 1, ante: b.ante, aaBonus: b.aaBonus })) });
  const c = r.cards as Card[];
  for (const card of c.slice(0, 7)) act({ type: 'CARD', card });
  r.boxes.forEach((b, i) => {
    if (b.choice !== 'TIMEOUT') act({ type: 'DECISION', seat: i + 1, action: b.choice });
  });
  if (r.boxes.some((b) => b.choice === 'TIMEOUT')) act({ type: 'TIMEOUT' });
  if (!isComplete(state)) for (const card of c.slice(7)) act({ type: 'CARD', card });
  return { state, log };
}

const RANK_VALUE = (card: Card) => (card[0] === 'A' ? 14 : RANKS.indexOf(card[0] as (typeof RANKS)[number]) + 1);

describe('[CASINO_HOLDEM] properties of any round (RULES.md §CHE-2..§CHE-5, §C-3)', () => {
  it('[CASINO_HOLDEM] chips are conserved and every bet settles within the paytables, as §CHE reads', () => {
    fc.assert(
      fc.property(roundArb, (r) => {
        const { state } = play(r);
        expect(isComplete(state)).toBe(true);
        const bets: CheBetRow[] = r.boxes.flatMap((b, i) => [
          { id: `a${i}`, userId: `u${i}`, type: 'ANTE', amount: b.ante },
          ...(b.aaBonus ? [{ id: `b${i}`, userId: `u${i}`, type: 'AA_BONUS', amount: b.aaBonus }] : []),
          ...(b.choice === 'CALL' ? [{ id: `c${i}`, userId: `u${i}`, type: 'CALL', amount: 2 * b.ante }] : []),
        ]);
        const { bets: out } = settleCasinoHoldem(state, bets);
        expect(out).toHaveLength(bets.length);
        // An independent reading of the hand (poker's compareHands, the pair's rank from bestHand).
        const p = [...state.player, ...state.board];
        const d = [...state.dealer, ...state.board];
        const dh = bestHand(d);
        const qualifies = dh.category !== 'HIGH_CARD' && (dh.category !== 'PAIR' || RANK_VALUE(dh.cards[0]!) >= 4);
        const cmp = compareHands(p, d);
        const aa = bestHand([...state.player, ...state.board.slice(0, 3)]);
        let staked = 0;
        let returned = 0;
        bets.forEach((b, i) => {
          const s = out[i]!;
          staked += b.amount;
          returned += s.payout + s.refund;
          expect(s.id).toBe(b.id);
          expect(s.payout).toBeGreaterThanOrEqual(0);
          expect([0, b.amount]).toContain(s.refund);
          expect(s.status === 'LOST').toBe(s.refund === 0);
          expect(s.status === 'WON').toBe(s.payout > 0);
          const choice = r.boxes[Number(b.id.slice(1))]!.choice;
          if (choice !== 'CALL') {
            expect(s.status).toBe('LOST'); // §CHE-2: a fold (or the timer's) loses the Ante and the AA Bonus
            return;
          }
          if (b.type === 'ANTE') {
            const want = !qualifies || cmp > 0 ? 'WON' : cmp === 0 ? 'PUSH' : 'LOST';
            expect(s.status).toBe(want);
            expect(s.payout).toBeLessThanOrEqual(100 * b.amount);
            if (s.status === 'WON') expect(s.payout % b.amount).toBe(0);
          }
          if (b.type === 'CALL') {
            const want = !qualifies || cmp === 0 ? 'PUSH' : cmp > 0 ? 'WON' : 'LOST';
            expect(s.status).toBe(want);
            expect([0, b.amount]).toContain(s.payout);
          }
          if (b.type === 'AA_BONUS') {
            const flushOrBetter = ['FLUSH', 'FULL_HOUSE', 'FOUR_OF_A_KIND', 'STRAIGHT_FLUSH', 'ROYAL_FLUSH'].includes(
              aa.category,
            );
            const seven =
              ['STRAIGHT', 'THREE_OF_A_KIND', 'TWO_PAIR'].includes(aa.category) ||
              (aa.category === 'PAIR' && aa.cards[0]![0] === 'A');
            expect(s.payout).toBe(flushOrBetter ? 25 * b.amount : seven ? 7 * b.amount : 0);
          }
        });
        // Σ players' nets + the house's result = 0: the house's result is what it kept.
        const playersNet = out.reduce((sum, s, i) => sum + s.payout + s.refund - bets[i]!.amount, 0);
        expect(playersNet + (staked - returned)).toBe(0);
      }),
      { numRuns: 400 },
    );
  });

  it('[CASINO_HOLDEM] the fold of the logged actions (module decodeAction) gives the same state', () => {
    fc.assert(
      fc.property(roundArb, (r) => {
        const { state, log } = play(r);
        let s = casinoHoldemModule.initialState(casinoHoldemModule.defaultRules);
        for (const e of JSON.parse(JSON.stringify(log)) as typeof log) {
          if (e.data.caused) continue;
          const a = decodeCommonAction(e.type, e.data) ?? casinoHoldemModule.decodeAction!(e.type, e.data);
          if (!a) continue;
          const x = casinoHoldemModule.apply(s, a as CheRoundAction, casinoHoldemModule.defaultRules);
          if (isRuleError(x)) throw new Error(x.message);
          s = x.state;
        }
        expect(s).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });
});
