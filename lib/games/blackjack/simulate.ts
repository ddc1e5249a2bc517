/**
 * House-edge simulation of the MAIN bet (RULES.md §BJ): one seat plays basic strategy
 * (`basicStrategy`) through the engine's own `apply` / `next` and is settled by `settleMain`, from
 * a seeded shoe of 8 decks reshuffled at a cut card. Deterministic: the same options give the same
 * report. No clock and no I/O (the caller times it).
 */
import { DECK, type Card } from '../cards';
import * as engine from './engine';
import type { BlackjackAction, BlackjackState } from './engine';
import { cardPoints } from './hand';
import { DEFAULT_BLACKJACK_RULES, type BlackjackRules } from './rules';
import * as settle from './settle';
import * as strategy from './strategy';

// Bound once: transpilers (tsx, vitest) turn each imported call into a getter call, a measurable
// share of the simulation's time. These are the engine's own functions, not copies.
const { apply, initialState, next } = engine;
const { settleMain } = settle;
const { basicStrategy } = strategy;

/**
 * A small, fast seeded PRNG (sfc32 seeded through splitmix32).
 * @returns a function giving uniform integers 0 .. 2^32-1
 */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix() | 1;
  const u32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) u32();
  return u32;
}

/** A shuffled multi-deck shoe with a cut card (RULES.md §C-2). */
export class Shoe {
  private readonly cards: Card[];
  private pos = 0;
  private readonly cut: number;
  constructor(
    private readonly rng: () => number,
    decks = 8,
    penetration = 0.75,
  ) {
    if (!Number.isInteger(decks) || decks < 1 || decks > 16)
      throw new RangeError(`decks must be an integer 1..16, got ${String(decks)}`);
    if (!(penetration > 0 && penetration <= 0.9))
      throw new RangeError(`penetration must be in (0, 0.9], got ${String(penetration)}`);
    this.cards = [];
    for (let i = 0; i < decks; i++) this.cards.push(...DECK);
    this.cut = Math.floor(this.cards.length * penetration);
    this.shuffle();
  }
  /** Fisher-Yates with a uniform index from the 32-bit generator. */
  shuffle(): void {
    const c = this.cards;
    for (let i = c.length - 1; i > 0; i--) {
      const j = Math.floor((this.rng() / 4294967296) * (i + 1));
      const t = c[i]!;
      c[i] = c[j]!;
      c[j] = t;
    }
    this.pos = 0;
  }
  /** The cut card has come out: finish the round, then change the shoe. */
  get cutReached(): boolean {
    return this.pos >= this.cut;
  }
  draw(): Card {
    if (this.pos >= this.cards.length) this.shuffle(); // never with one seat and penetration <= 0.9
    return this.cards[this.pos++]!;
  }
}

export interface SimulationOptions {
  /** Rounds to play (one seat, one MAIN bet each). */
  hands: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** Table rules (missing keys: defaults). */
  rules?: Partial<BlackjackRules>;
  /** Decks in the shoe (default 8, §BJ-1). */
  decks?: number;
  /** Share of the shoe dealt before the cut card (default 0.75). */
  penetration?: number;
  /**
   * Draw every card from a full deck with replacement (an "infinite deck"), to compare with the
   * exact infinite-deck figure; `decks` and `penetration` are then ignored. Default false.
   */
  infiniteDeck?: boolean;
}

export interface SimulationReport {
  hands: number;
  seed: number;
  rules: BlackjackRules;
  /** Sum of the initial bets, in units (= hands). */
  initialStake: number;
  /** Sum of all stakes incl. doubles and splits, in units. */
  totalStake: number;
  /** The player's net, in units (negative when the house wins). */
  net: number;
  /** -net / initial stake (e.g. 0.0047 = 0.47%). */
  houseEdge: number;
  /** Standard error of `houseEdge`. */
  stdError: number;
  /** Counts for a sanity check: player blackjacks (about 4.7% of rounds). */
  blackjacks: number;
  /** Dealer blackjacks seen (the dealer's second card is dealt only when an open hand needs it). */
  dealerBlackjacks: number;
  /** DOUBLE and SPLIT decisions played, and shoes used. */
  doubles: number;
  splits: number;
  shoes: number;
}

/** The unit stake in cents: 200 makes 3:2 exact. */
const UNIT = 200;
const SEATS = [1];
const MOVES = { H: 'HIT', S: 'STAND', D: 'DOUBLE', P: 'SPLIT' } as const;

/**
 * Plays `hands` rounds of one seat by basic strategy through the engine and reports the house edge
 * of the MAIN bet per initial bet. Insurance is always declined (basic strategy).
 * @throws RangeError on bad options; Error if the engine rejects an action (a bug: the policy only
 *   plays the moves `next` offers)
 */
export function simulate(opts: SimulationOptions): SimulationReport {
  if (!Number.isSafeInteger(opts.hands) || opts.hands < 0)
    throw new RangeError(`hands must be a non-negative integer, got ${String(opts.hands)}`);
  const rules: BlackjackRules = { ...DEFAULT_BLACKJACK_RULES, ...(opts.rules ?? {}) };
  const seed = opts.seed ?? 1;
  const rng = seededRandom(seed);
  const shoe = new Shoe(rng, opts.decks ?? 8, opts.penetration ?? 0.75);
  const infinite = opts.infiniteDeck === true;
  const draw = (): Card => (infinite ? DECK[Math.floor((rng() / 4294967296) * 52)]! : shoe.draw());
  const insuranceNo: BlackjackAction = { type: 'INSURANCE', seat: 1, take: false };
  const start = initialState(SEATS, rules); // states are immutable: every round folds from it
  let netCents = 0;
  let sumSq = 0;
  let staked = 0;
  let blackjacks = 0;
  let dealerBlackjacks = 0;
  let doubles = 0;
  let splits = 0;
  let shoes = 1;
  for (let n = 0; n < opts.hands; n++) {
    if (!infinite && shoe.cutReached) {
      shoe.shuffle();
      shoes++;
    }
    let st: BlackjackState = start;
    for (;;) {
      const want = next(st);
      let action: BlackjackAction;
      if (want.kind === 'card') action = { type: 'CARD', card: draw() };
      else if (want.kind === 'decision') {
        const hand = st.seats[st.turnIndex]!.hands[want.hand - 1]!;
        const acts = want.actions;
        const move = basicStrategy(hand.cards, st.dealer[0]!, acts.includes('DOUBLE'), acts.includes('SPLIT'), rules);
        if (move === 'D') doubles++;
        else if (move === 'P') splits++;
        action = { type: 'DECISION', seat: want.seat, hand: want.hand, action: MOVES[move] };
      } else if (want.kind === 'insurance') action = insuranceNo;
      else break;
      const r = apply(st, action);
      if (!r.ok) throw new Error(`engine rejected ${JSON.stringify(action)}: ${r.code} ${r.message}`);
      st = r.state;
    }
    const s = settleMain(1, UNIT, st, rules);
    const net = s.payout + s.refund - s.stake;
    netCents += net;
    sumSq += (net / UNIT) * (net / UNIT);
    staked += s.stake;
    const d = st.dealer;
    if (d.length === 2 && isTwoCard21(d)) dealerBlackjacks++;
    const h = st.seats[0]!.hands;
    if (h.length === 1 && !h[0]!.fromSplit && h[0]!.cards.length === 2 && isTwoCard21(h[0]!.cards)) blackjacks++;
  }
  const hands = opts.hands;
  const mean = hands > 0 ? netCents / UNIT / hands : 0;
  const variance = hands > 1 ? (sumSq - hands * mean * mean) / (hands - 1) : 0;
  return {
    hands,
    seed,
    rules,
    initialStake: hands,
    totalStake: staked / UNIT,
    net: netCents / UNIT,
    houseEdge: -mean,
    stdError: hands > 0 ? Math.sqrt(variance / hands) : 0,
    blackjacks,
    dealerBlackjacks,
    doubles,
    splits,
    shoes,
  };
}

function isTwoCard21(c: readonly Card[]): boolean {
  return (
    c.length === 2 &&
    cardPoints(c[0]!) + cardPoints(c[1]!) === 11 &&
    (cardPoints(c[0]!) === 1 || cardPoints(c[1]!) === 1)
  );
}
