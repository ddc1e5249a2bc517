import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, type Card } from '../cards';
import { isRuleError } from '../types';
import { DEFAULT_PS_RULES } from './rules';
import { apply, initialState, isComplete, nextOf, type PokerSwitchState, type PsRoundAction } from './engine';
import { settlePokerSwitch, type PsBetRow } from './settle';

const R = DEFAULT_PS_RULES;

interface Round {
  state: PokerSwitchState;
  rows: PsBetRow[];
}

/**
 * Plays one round to completion: `pairs` play with their Antes and Bonus stakes, the deck's cards
 * in order, and `choices` picking each decision (or a timeout); the bet rows are what the
 * decisions would have taken (decisions.ts).
 */
function playRound(
  pairs: { pair: number; ante: number; bonus: [number, number] }[],
  deck: readonly Card[],
  choices: readonly number[],
  maxPayout: number,
): Round {
  let s: PokerSwitchState = initialState();
  let id = 0;
  const rows: PsBetRow[] = [];
  const row = (type: string, spec: Record<string, unknown>, amount: number) =>
    rows.push({ id: `r${++id}`, userId: `u${spec.seat}`, type, spec, amount, fee: 0 });
  const boxes = pairs.flatMap((p) => [
    { box: 2 * p.pair - 1, ante: p.ante, bonus: p.bonus[0] },
    { box: 2 * p.pair, ante: p.ante, bonus: p.bonus[1] },
  ]);
  for (const b of boxes) {
    row('ANTE', { box: b.box, seat: Math.ceil(b.box / 2) }, b.ante);
    if (b.bonus) row('BONUS', { box: b.box, seat: Math.ceil(b.box / 2) }, b.bonus);
  }
  const step = (a: PsRoundAction) => {
    const r = apply(s, a, R);
    if (isRuleError(r)) throw new Error(`${JSON.stringify(a)}: ${r.code} ${r.message}`);
    s = r.state;
  };
  step({ type: 'PAIRS', boxes, maxPayout });
  let card = 0;
  let k = 0;
  const toggles = new Map<number, number>();
  const pick = () => choices[k++ % choices.length]!;
  for (let guard = 0; guard < 200 && !isComplete(s); guard++) {
    const n = nextOf(s, R);
    if (n.kind === 'card') step({ type: 'CARD', card: deck[card++]! });
    else if (n.kind === 'decision') {
      const x = pick();
      if (x % 11 === 10) {
        step({ type: 'TIMEOUT' });
        continue;
      }
      // At most three toggles a pair, then Bet/Fold/Insure (a player may switch back and forth as often as they like).
      const t = toggles.get(n.seat) ?? 0;
      toggles.set(n.seat, t + 1);
      const options = t < 3 ? n.actions : n.actions.filter((a) => a !== 'SWITCH' && a !== 'UNSWITCH');
      const action = options[x % options.length]!;
      const seat = n.seat;
      if (action === 'SWITCH') row('SWITCH_FEE', { seat, boxes: [2 * seat - 1, 2 * seat] }, n.fee);
      if (action === 'BET' || action === 'INSURE') row('BET', { seat, box: n.box }, n.bet);
      let amount: number | undefined;
      if (action === 'INSURE') {
        const { min, max } = n.insurance!;
        amount = min + (pick() % (max - min + 1));
        row('INSURANCE', { seat, box: n.box }, amount);
      }
      step({ type: 'DECISION', seat, action, ...(amount ? { amount } : {}) });
    } else if (n.kind === 'buy') {
      const x = pick();
      if (x % 7 === 6) step({ type: 'TIMEOUT' });
      else {
        const b = n.boxes[0]!;
        step({ type: 'DECISION', seat: b.seat, hand: b.hand, action: x % 2 ? 'BUY' : 'NO_BUY' });
      }
    } else throw new Error(`unexpected next ${n.kind}`);
  }
  expect(isComplete(s)).toBe(true);
  return { state: s, rows };
}

const arbRound = fc.record({
  pairs: fc.subarray([1, 2, 3], { minLength: 1 }).chain((ps) =>
    fc.tuple(
      ...ps.map((pair) =>
        fc.record({
          pair: fc.constant(pair),
          ante: fc.integer({ min: 100, max: 50_000 }),
          bonus: fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })),
        }),
      ),
    ),
  ),
  deck: fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
  choices: fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 40 }),
  maxPayout: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.constant(5_000_000)),
});

describe('settlement bounds and chip conservation (fast-check)', () => {
  it('every bet settles once within its bounds; caps per box; winnings + cut = the uncapped winnings', () => {
    fc.assert(
      fc.property(arbRound, ({ pairs, deck, choices, maxPayout }) => {
        const { state, rows } = playRound(pairs, deck, choices, maxPayout);
        const out = settlePokerSwitch(state, rows, R).bets;
        const free = settlePokerSwitch({ ...state, maxPayout: Number.MAX_SAFE_INTEGER }, rows, R).bets;
        expect(out.map((o) => o.id)).toEqual(rows.map((r) => r.id));
        const main = new Map<number, number>();
        const bonus = new Map<number, number>();
        rows.forEach((r, i) => {
          const o = out[i]!;
          expect(o.payout).toBeGreaterThanOrEqual(0);
          expect(o.cut).toBeGreaterThanOrEqual(0);
          expect(o.payout + o.cut).toBe(free[i]!.payout);
          expect([0, r.amount]).toContain(o.refund);
          if (o.status === 'LOST') expect([o.payout, o.refund]).toEqual([0, 0]);
          if (o.status === 'PUSH') expect([o.payout, o.refund]).toEqual([0, r.amount]);
          if (o.status === 'WON') expect(o.payout + o.cut).toBeGreaterThan(0);
          // The Ante's stake stays with the house only when it lost, or when its box bought (§PS-6).
          if (r.type === 'ANTE' && o.status === 'WON' && o.refund === 0)
            expect(state.boxes.find((b) => b.box === r.spec.box)!.buy).toBe('BUY');
          const box = Number(r.spec.box);
          if (r.type === 'BONUS') bonus.set(box, (bonus.get(box) ?? 0) + o.payout);
          else if (r.type !== 'SWITCH_FEE') main.set(box, (main.get(box) ?? 0) + o.payout);
        });
        for (const v of [...main.values(), ...bonus.values()]) expect(v).toBeLessThanOrEqual(maxPayout);
        // A pair keeps at most one fee, exactly when it stands switched.
        for (const p of state.pairs) {
          const kept = rows.filter(
            (r, i) => r.type === 'SWITCH_FEE' && r.spec.seat === p.pair && out[i]!.status === 'LOST',
          );
          expect(kept.length).toBe(p.switched ? 1 : 0);
        }
        // Conservation: what the players gain the house loses, and no one loses more than they staked.
        const staked = rows.reduce((sum, r) => sum + r.amount, 0);
        const back = out.reduce((sum, o) => sum + o.payout + o.refund, 0);
        const house = staked - back;
        const players = back - staked;
        expect(house + players).toBe(0);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(-players).toBeLessThanOrEqual(staked);
      }),
      { numRuns: 400 },
    );
  });
});
