/**
 * Plays whole High Card Flush rounds through the engine's own `apply` and `settleRound`, for
 * tests and `scripts/rtp-high-card-flush.ts`. Pure: the deck order (or a seed for the included
 * PRNG) is an input.
 */
import { DECK, type Card } from '../cards';
import { isRuleError } from '../types';
import { apply, initialState, next, type HighCardFlushState } from './engine';
import { bestDecision } from './exact-returns';
import { DEFAULT_HCF_RULES, type HighCardFlushRules } from './rules';
import { settleRound } from './settle';

/** A decision for `dealRound`: fold, raise `multiple` x Ante, or let the timer run out. */
export type SimDecision = { action: 'FOLD' } | { action: 'RAISE'; multiple: 1 | 2 | 3 } | { action: 'TIMEOUT' };

/**
 * Deals a round from `deck` (taken from the top, in the order `next` asks for cards) and asks
 * `decide` for every decision, until `next` is `confirm`.
 * @throws Error when the engine refuses an action (a bad deck or a bad decision)
 */
export function dealRound(
  setup: { seats: readonly number[]; dpSeat: number | null; bank: number | null },
  deck: readonly Card[],
  decide: (seat: number, cards: readonly Card[], maxMultiple: 1 | 2 | 3) => SimDecision,
): HighCardFlushState {
  let state = initialState(setup);
  let i = 0;
  for (;;) {
    const n = next(state);
    if (n.kind === 'confirm') return state;
    let r;
    if (n.kind === 'card') {
      const card = deck[i++];
      if (card === undefined) throw new Error('the deck ran out');
      r = apply(state, { type: 'CARD', card });
    } else {
      const hand = state.hands.find((h) => h.seat === n.seat)!;
      const d = decide(n.seat, hand.cards, n.maxMultiple);
      r =
        d.action === 'TIMEOUT'
          ? apply(state, { type: 'TIMEOUT' })
          : d.action === 'FOLD'
            ? apply(state, { type: 'DECISION', seat: n.seat, action: 'FOLD' })
            : apply(state, { type: 'DECISION', seat: n.seat, action: 'RAISE', multiple: d.multiple });
    }
    if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
    state = r.state;
  }
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy of the deck (Fisher-Yates with `random`). */
export function shuffledDeck(random: () => number): Card[] {
  const d = [...DECK];
  for (let i = d.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [d[i], d[j]] = [d[j]!, d[i]!];
  }
  return d;
}

/** What `simulateHouseBanked` measured: nets per unit stake, with standard errors. */
export interface HcfSimulationReport {
  rounds: number;
  seed: number;
  /** Ante + Raise net per unit of Ante (best raise strategy), and its standard error. */
  anteRaise: { mean: number; stdError: number };
  /** Flush / Straight Flush bonus net per unit staked (the bet loses when the hand folds), with standard errors. */
  flushBonus: { mean: number; stdError: number };
  straightFlushBonus: { mean: number; stdError: number };
}

/**
 * Plays `rounds` house-banked rounds of one seat (Ante, Flush bonus and Straight Flush bonus of
 * 100 cents each; the best Raise/Fold decision of `bestDecision`) through `dealRound` and
 * `settleRound`, from decks shuffled with `mulberry32(seed)`.
 */
export function simulateHouseBanked(opts: {
  rounds: number;
  seed: number;
  rules?: HighCardFlushRules;
}): HcfSimulationReport {
  const rules = opts.rules ?? DEFAULT_HCF_RULES;
  const random = mulberry32(opts.seed);
  const stat = () => ({ n: 0, sum: 0, sq: 0 });
  const ar = stat();
  const fb = stat();
  const sf = stat();
  const add = (s: { n: number; sum: number; sq: number }, x: number) => {
    s.n++;
    s.sum += x;
    s.sq += x * x;
  };
  const STAKE = 100;
  for (let i = 0; i < opts.rounds; i++) {
    const state = dealRound({ seats: [1], dpSeat: null, bank: null }, shuffledDeck(random), (_seat, cards) => {
      const d = bestDecision(cards);
      return d.action === 'FOLD' ? { action: 'FOLD' } : { action: 'RAISE', multiple: d.multiple as 1 | 2 | 3 };
    });
    const s = settleRound(
      state,
      { 1: { ante: STAKE, flushBonus: STAKE, straightFlushBonus: STAKE } },
      { ...rules, rakeAmount: 0 },
    );
    const h = s.hands[0]!;
    const net = (b: { payout: number; refund: number; stake: number } | null) =>
      b ? b.payout + b.refund - b.stake : 0;
    add(ar, (net(h.ante) + net(h.raise)) / STAKE);
    add(fb, net(h.flushBonus) / STAKE);
    add(sf, net(h.straightFlushBonus) / STAKE);
  }
  const summary = (s: { n: number; sum: number; sq: number }) => {
    const mean = s.sum / s.n;
    const variance = s.sq / s.n - mean * mean;
    return { mean, stdError: Math.sqrt(variance / s.n) };
  };
  return {
    rounds: opts.rounds,
    seed: opts.seed,
    anteRaise: summary(ar),
    flushBonus: summary(fb),
    straightFlushBonus: summary(sf),
  };
}
