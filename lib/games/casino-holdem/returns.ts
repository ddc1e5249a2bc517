/**
 * Returns of Casino Hold'em (RULES.md §CHE-3..§CHE-6) for `scripts/rtp-casino-holdem.ts` and the
 * tests: exact AA Bonus return, the exact value of calling in one player-and-flop state, a seeded
 * simulation of whole deals for two strategies, and a sampled estimate of optimal play. Pure and
 * index-based (card indices of `lib/games/poker`); the payouts come from `./paytables`
 * (`anteMultiple`, `aaBonusMultiple`, `dealerQualifies`), memoised per hand value.
 *
 * Units: every figure is per unit of Ante (the AA Bonus per unit of AA Bonus). A deal's net for
 * the main game, with the player holding value P (best five of seven) and the dealer D (§CHE-3/4):
 * - fold: −1 (the Ante is lost, §CHE-2);
 * - call (2 Antes more), dealer not qualified (below a pair of 4s): Ante paid by the Ante table,
 *   Call returned: +anteMultiple(P);
 * - call, dealer qualified, P > D: +anteMultiple(P) + 2 (Call 1:1);
 * - call, P = D (to the fifth card): 0; P < D: −3.
 * The AA Bonus nets +25 / +7 / −1 (§CHE-5) when the player called, −1 after a fold.
 */
import { DECK, rankOf, suitOf } from '../cards';
import { cardFromIndex, cardIndex, categoryOf, evaluate5, evaluate7 } from '../poker';
import { aaBonusMultiple, anteMultiple, dealerQualifies } from './paytables';

// ---------------------------------------------------------------------------------------------
// Paytables memoised by hand value (values are below 2^16; see lib/games/poker).

const VALUES = 1 << 16;
const ANTE_BY_VALUE = new Int16Array(VALUES).fill(-1);
const QUALIFIES_BY_VALUE = new Int8Array(VALUES).fill(-1);
const AA_BY_VALUE = new Int16Array(VALUES).fill(-1);

function checkValue(v: number): void {
  if (!(v >= 0 && v < VALUES)) throw new RangeError(`hand value out of range: ${v}`);
}
/** §CHE-4 multiple of the player's seven-card value. */
export function anteMultipleOfValue(v: number): number {
  let m = ANTE_BY_VALUE[v]!;
  if (m < 0) {
    checkValue(v);
    m = ANTE_BY_VALUE[v] = anteMultiple(categoryOf(v));
  }
  return m;
}
/** §CHE-3: the dealer's seven-card value qualifies (a pair of 4s or better). */
export function qualifiesValue(v: number): boolean {
  let q = QUALIFIES_BY_VALUE[v]!;
  if (q < 0) {
    checkValue(v);
    q = QUALIFIES_BY_VALUE[v] = dealerQualifies(v) ? 1 : 0;
  }
  return q === 1;
}
/** §CHE-5 multiple (25, 7 or 0) of five card indices (2 hole cards + flop); `v` = evaluate5 of them. */
function aaMultipleOf(v: number, a: number, b: number, c: number, d: number, e: number): number {
  let m = AA_BY_VALUE[v]!;
  if (m < 0) {
    checkValue(v);
    // Equal values are equal hands (same category and ranks), so one hand per value decides.
    m = AA_BY_VALUE[v] = aaBonusMultiple([a, b, c, d, e].map(cardFromIndex));
  }
  return m;
}

/** Ranks 2..14 (ace 14) and suits 0..3 of card indices, from the deck's own codes. */
const RANK = new Int8Array(52);
const SUIT = new Int8Array(52);
{
  const rankNumber: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };
  const suitNumber: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };
  for (const card of DECK) {
    const i = cardIndex(card);
    RANK[i] = rankNumber[rankOf(card)] ?? Number(rankOf(card));
    SUIT[i] = suitNumber[suitOf(card)]!;
  }
}

// ---------------------------------------------------------------------------------------------
// 1. The AA Bonus, exact.

/** C(52, 5). */
export const FIVE_CARD_HANDS = 2_598_960;

export interface AaBonusExact {
  hands: number;
  /** Hands paid 25:1 (flush or better) and 7:1 (pair of aces up to a straight). */
  paid25: number;
  paid7: number;
  /** Return per unit staked, with the player calling whenever the AA Bonus wins (§CHE-6: 93.5977%). */
  return: number;
}

/** Every five-card hand (2 hole cards + flop) through `aaBonusMultiple` (§CHE-5). */
export function aaBonusExact(): AaBonusExact {
  let hands = 0;
  let paid25 = 0;
  let paid7 = 0;
  let returned = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            const m = aaMultipleOf(evaluate5(a, b, c, d, e), a, b, c, d, e);
            hands++;
            if (m > 0) {
              returned += m + 1;
              if (m === 25) paid25++;
              else if (m === 7) paid7++;
            }
          }
  return { hands, paid25, paid7, return: returned / hands };
}

/** C(52, 7). */
export const SEVEN_CARD_HANDS = 133_784_560;

/** Seven-card hands (of C(52, 7)) that qualify for the dealer (§CHE-3: a pair of 4s or better), by enumeration. */
export function dealerQualifyingHands(): number {
  let q = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++)
            for (let f = e + 1; f < 52; f++)
              for (let g = f + 1; g < 52; g++) if (qualifiesValue(evaluate7(a, b, c, d, e, f, g))) q++;
  return q;
}

// ---------------------------------------------------------------------------------------------
// 2. The exact value of calling in one player-and-flop state.

/** C(47, 2) turn-and-river pairs × C(45, 2) dealer hands: every completion of a state, equally likely. */
export const COMPLETIONS = 1081 * 990;

export interface CallValue {
  /** Σ net over every completion (an integer, per unit of Ante); ev = sum / completions. */
  sum: number;
  completions: number;
  /** Completions by outcome of a call. */
  notQualified: number;
  won: number;
  tied: number;
  lost: number;
  /** Expected net of calling, per Ante (folding is −1). */
  ev: number;
}

function assertDistinct(cards: readonly number[]): void {
  let seen = 0n;
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > 51) throw new RangeError(`not a card index: ${c}`);
    const bit = 1n << BigInt(c);
    if (seen & bit) throw new RangeError(`a card twice: ${cardFromIndex(c)}`);
    seen |= bit;
  }
}

/**
 * The exact expected net of calling (per Ante) given the player's two cards and the flop: every
 * turn and river from the 47 unseen cards and, for each, every dealer hand from the 45 left.
 */
export function callValue(hole: readonly [number, number], flop: readonly [number, number, number]): CallValue {
  const [a, b] = hole;
  const [c, d, e] = flop;
  assertDistinct([a, b, c, d, e]);
  const known = new Set([a, b, c, d, e]);
  const unseen: number[] = [];
  for (let i = 0; i < 52; i++) if (!known.has(i)) unseen.push(i);
  const rest = new Int32Array(45);
  let sum = 0;
  let notQualified = 0;
  let won = 0;
  let tied = 0;
  let lost = 0;
  for (let i = 0; i < 47; i++)
    for (let j = i + 1; j < 47; j++) {
      const t = unseen[i]!;
      const r = unseen[j]!;
      const pv = evaluate7(a, b, c, d, e, t, r);
      const pm = anteMultipleOfValue(pv);
      let n = 0;
      for (let k = 0; k < 47; k++) if (k !== i && k !== j) rest[n++] = unseen[k]!;
      let nq = 0;
      let w = 0;
      let tie = 0;
      let l = 0;
      for (let k = 0; k < 45; k++) {
        const x = rest[k]!;
        for (let m = k + 1; m < 45; m++) {
          const dv = evaluate7(c, d, e, t, r, x, rest[m]!);
          if (!qualifiesValue(dv)) nq++;
          else if (pv > dv) w++;
          else if (pv === dv) tie++;
          else l++;
        }
      }
      sum += nq * pm + w * (pm + 2) - 3 * l;
      notQualified += nq;
      won += w;
      tied += tie;
      lost += l;
    }
  return { sum, completions: COMPLETIONS, notQualified, won, tied, lost, ev: sum / COMPLETIONS };
}

// ---------------------------------------------------------------------------------------------
// 3. Strategies, the PRNG and the simulator.

/**
 * The documented simple strategy ("SIMPLE"), judged on the player's five cards (2 hole + flop).
 * Call when any of these holds, else fold:
 * 1. two pair, three of a kind or better (a straight or a flush included);
 * 2. a pair that uses at least one of the player's two cards (a pocket pair, or a hole card
 *    matching a flop card);
 * 3. four to a flush (four cards of one suit) or four to a straight (four different ranks within
 *    one five-rank straight window, A-2-3-4-5 up to T-J-Q-K-A: open-ended and inside draws alike);
 * 4. otherwise (high card, or a pair on the flop alone): a ten or higher among the player's two cards.
 * Tuned on 12,000 exactly valued states: it calls about 83% of states and gives up about 0.8% of
 * an Ante per deal against optimal play (the script prints the figures of its own run).
 */
export function simpleCalls(a: number, b: number, c: number, d: number, e: number, value5?: number): boolean {
  const cat = categoryOf(value5 ?? evaluate5(a, b, c, d, e));
  if (cat !== 'HIGH_CARD' && cat !== 'PAIR') return true;
  const ra = RANK[a]!;
  const rb = RANK[b]!;
  const rc = RANK[c]!;
  const rd = RANK[d]!;
  const re = RANK[e]!;
  if (cat === 'PAIR' && (ra === rb || ra === rc || ra === rd || ra === re || rb === rc || rb === rd || rb === re))
    return true;
  const s = [0, 0, 0, 0];
  s[SUIT[a]!]!++;
  s[SUIT[b]!]!++;
  s[SUIT[c]!]!++;
  s[SUIT[d]!]!++;
  s[SUIT[e]!]!++;
  if (s[0]! >= 4 || s[1]! >= 4 || s[2]! >= 4 || s[3]! >= 4) return true;
  let mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  if (mask & (1 << 14)) mask |= 1 << 1; // the ace also counts low (A-2-3-4-5)
  for (let low = 1; low <= 10; low++) if (POP5[(mask >> low) & 31]! >= 4) return true;
  return ra >= 10 || rb >= 10;
}

/** Bits set in 0..31. */
const POP5 = Uint8Array.from(
  { length: 32 },
  (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + (m >> 4),
);

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, as in PractRand: tmp = a + b + counter++),
 * 32-bit outputs; a, b, c seeded by splitmix32 from `seed`, counter 1, 12 rounds discarded.
 */
export function sfc32(seed: number): () => number {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A uniform integer 0..n-1 from 32-bit outputs (rejection: no modulo bias). */
function below(next: () => number, n: number): number {
  const limit = 4294967296 - (4294967296 % n);
  let x = next();
  while (x >= limit) x = next();
  return x % n;
}

/** Running sums of one per-deal quantity. */
export interface Tally {
  n: number;
  sum: number;
  sq: number;
}
/** A strategy's main game: net per Ante, amount wagered per Ante (1 or 3), and their cross sums. */
export interface MainTally {
  deals: number;
  calls: number;
  net: number;
  net2: number;
  wagered: number;
  wagered2: number;
  netWagered: number;
  /** AA Bonus net per unit (lost when folded). */
  aa: Tally;
}
export interface SimulationTallies {
  deals: number;
  seed: number;
  dealerQualified: number;
  always: MainTally;
  simple: MainTally;
}

const mainTally = (): MainTally => ({
  deals: 0,
  calls: 0,
  net: 0,
  net2: 0,
  wagered: 0,
  wagered2: 0,
  netWagered: 0,
  aa: { n: 0, sum: 0, sq: 0 },
});

function addDeal(t: MainTally, called: boolean, callNet: number, aaNet: number): void {
  const net = called ? callNet : -1;
  const w = called ? 3 : 1;
  const aa = called ? aaNet : -1;
  t.deals++;
  if (called) t.calls++;
  t.net += net;
  t.net2 += net * net;
  t.wagered += w;
  t.wagered2 += w * w;
  t.netWagered += net * w;
  t.aa.n++;
  t.aa.sum += aa;
  t.aa.sq += aa * aa;
}

/**
 * Deals `deals` rounds from a fresh deck each (partial Fisher-Yates with `sfc32(seed)`; deal order
 * of §CHE-1: player, dealer, player, dealer, flop 1-3, turn, river) and scores every deal for
 * "always call" and for SIMPLE (`simpleCalls`), an Ante and an AA Bonus of one unit each.
 * `fixed` deals a given player hand and flop every time (the turn, river and dealer cards stay random).
 */
export function simulate(opts: {
  deals: number;
  seed: number;
  fixed?: { hole: readonly [number, number]; flop: readonly [number, number, number] };
}): SimulationTallies {
  const next = sfc32(opts.seed);
  const deck = new Uint8Array(52);
  for (let i = 0; i < 52; i++) deck[i] = i;
  let start = 0;
  if (opts.fixed) {
    const f = [...opts.fixed.hole, ...opts.fixed.flop];
    assertDistinct(f);
    // The fixed cards go to deck[0..4] (as hole 1, hole 2, flop 1-3) and stay there.
    for (let k = 0; k < 5; k++) {
      const at = deck.indexOf(f[k]!);
      deck[at] = deck[k]!;
      deck[k] = f[k]!;
    }
    start = 5;
  }
  const out: SimulationTallies = {
    deals: 0,
    seed: opts.seed,
    dealerQualified: 0,
    always: mainTally(),
    simple: mainTally(),
  };
  for (let n = 0; n < opts.deals; n++) {
    for (let i = start; i < 9; i++) {
      const j = i + below(next, 52 - i);
      const x = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = x;
    }
    let p1, p2, d1, d2, f1, f2, f3;
    if (start === 5) {
      // fixed: deck = hole 1, hole 2, flop 1-3, then dealer 1, dealer 2 (turn, river last)
      p1 = deck[0]!;
      p2 = deck[1]!;
      f1 = deck[2]!;
      f2 = deck[3]!;
      f3 = deck[4]!;
      d1 = deck[5]!;
      d2 = deck[6]!;
    } else {
      p1 = deck[0]!;
      d1 = deck[1]!;
      p2 = deck[2]!;
      d2 = deck[3]!;
      f1 = deck[4]!;
      f2 = deck[5]!;
      f3 = deck[6]!;
    }
    const t = deck[7]!;
    const r = deck[8]!;
    const pv = evaluate7(p1, p2, f1, f2, f3, t, r);
    const dv = evaluate7(d1, d2, f1, f2, f3, t, r);
    const pm = anteMultipleOfValue(pv);
    let callNet;
    if (!qualifiesValue(dv)) callNet = pm;
    else {
      out.dealerQualified++;
      callNet = pv > dv ? pm + 2 : pv === dv ? 0 : -3;
    }
    const v5 = evaluate5(p1, p2, f1, f2, f3);
    const am = aaMultipleOf(v5, p1, p2, f1, f2, f3);
    const aaNet = am > 0 ? am : -1;
    addDeal(out.always, true, callNet, aaNet);
    addDeal(out.simple, simpleCalls(p1, p2, f1, f2, f3, v5), callNet, aaNet);
    out.deals++;
  }
  return out;
}

/** Sums of per-worker tallies (same shape). */
export function mergeTallies(parts: readonly SimulationTallies[]): SimulationTallies {
  const addMain = (x: MainTally, y: MainTally): MainTally => ({
    deals: x.deals + y.deals,
    calls: x.calls + y.calls,
    net: x.net + y.net,
    net2: x.net2 + y.net2,
    wagered: x.wagered + y.wagered,
    wagered2: x.wagered2 + y.wagered2,
    netWagered: x.netWagered + y.netWagered,
    aa: { n: x.aa.n + y.aa.n, sum: x.aa.sum + y.aa.sum, sq: x.aa.sq + y.aa.sq },
  });
  return parts.reduce((acc, p) => ({
    deals: acc.deals + p.deals,
    seed: acc.seed,
    dealerQualified: acc.dealerQualified + p.dealerQualified,
    always: addMain(acc.always, p.always),
    simple: addMain(acc.simple, p.simple),
  }));
}

/** A mean with its standard error. */
export interface Estimate {
  mean: number;
  stdError: number;
}
const meanOf = (n: number, sum: number, sq: number): Estimate => {
  const mean = sum / n;
  const variance = Math.max(0, sq / n - mean * mean);
  return { mean, stdError: Math.sqrt(variance / (n > 1 ? n - 1 : 1)) };
};

export interface StrategyReport {
  /** Net per Ante (negative = house edge per Ante). */
  perAnte: Estimate;
  /** Return per total wagered (Ante + Call): 1 + Σnet / Σwagered, standard error by the delta method. */
  perWagered: Estimate;
  callRate: number;
  /** AA Bonus return per unit staked (1 + net). */
  aaReturn: Estimate;
}

export function strategyReport(t: MainTally): StrategyReport {
  const n = t.deals;
  const perAnte = meanOf(n, t.net, t.net2);
  const ratio = t.net / t.wagered;
  // Σ(net − R·w)² = Σnet² − 2RΣnet·w + R²Σw²
  const resid = Math.max(0, t.net2 - 2 * ratio * t.netWagered + ratio * ratio * t.wagered2);
  const perWagered = { mean: 1 + ratio, stdError: Math.sqrt(resid * (n / (n - 1))) / t.wagered };
  const aa = meanOf(t.aa.n, t.aa.sum, t.aa.sq);
  return { perAnte, perWagered, callRate: t.calls / n, aaReturn: { mean: 1 + aa.mean, stdError: aa.stdError } };
}

// ---------------------------------------------------------------------------------------------
// 4. Optimal play from sampled states.

/** Per-state sums over sampled player-and-flop states (each state's call value exact). */
export interface StateTallies {
  states: number;
  seed: number;
  /** Σ EV(call) (always call), Σ max(EV, −1) (optimal), Σ SIMPLE's value, and their squares. */
  always: Tally;
  optimal: Tally;
  simple: Tally;
  /** Σ max(0, −1 − EV): what folding gains over always calling (optimal − always), and SIMPLE − always. */
  foldGain: Tally;
  simpleGain: Tally;
  /** States where folding is optimal; states where SIMPLE decides otherwise than optimal. */
  folds: number;
  simpleDisagrees: number;
  /**
   * What optimal main-game play loses on the AA Bonus against calling whenever it wins: a folded
   * state's winning AA Bonus (multiple + 1 per unit, §CHE-2), 0 elsewhere. AA Bonus return under
   * optimal play = `aaBonusExact().return` − its mean.
   */
  aaFoldLoss: Tally;
  /** Folded (optimal) states whose AA Bonus would have won (the AA Bonus is lost with the fold, §CHE-2). */
  foldsWithWinningAa: number;
  /** Σ wagered per Ante under optimal play (1 + 2·[call]) and Σ wagered², Σ optimal·wagered. */
  optimalWagered: number;
  optimalWagered2: number;
  optimalNetWagered: number;
}

const tally = (): Tally => ({ n: 0, sum: 0, sq: 0 });
const add = (t: Tally, x: number) => {
  t.n++;
  t.sum += x;
  t.sq += x * x;
};

/** One state's decision record (for tests and the script's examples). */
export interface StateValue {
  hole: [number, number];
  flop: [number, number, number];
  call: CallValue;
  optimal: number;
  simpleCalls: boolean;
}

/**
 * `states` random player-and-flop states (uniform: a fresh deck per state with `sfc32(seed)`), each
 * valued exactly by `callValue`; `onState` sees every state.
 */
export function sampleStates(opts: { states: number; seed: number; onState?: (s: StateValue) => void }): StateTallies {
  const next = sfc32(opts.seed);
  const deck = new Uint8Array(52);
  for (let i = 0; i < 52; i++) deck[i] = i;
  const out: StateTallies = {
    states: 0,
    seed: opts.seed,
    always: tally(),
    optimal: tally(),
    simple: tally(),
    foldGain: tally(),
    simpleGain: tally(),
    folds: 0,
    simpleDisagrees: 0,
    foldsWithWinningAa: 0,
    aaFoldLoss: tally(),
    optimalWagered: 0,
    optimalWagered2: 0,
    optimalNetWagered: 0,
  };
  for (let n = 0; n < opts.states; n++) {
    for (let i = 0; i < 5; i++) {
      const j = i + below(next, 52 - i);
      const x = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = x;
    }
    const hole: [number, number] = [deck[0]!, deck[1]!];
    const flop: [number, number, number] = [deck[2]!, deck[3]!, deck[4]!];
    const call = callValue(hole, flop);
    const ev = call.ev;
    const optimal = Math.max(ev, -1);
    const sc = simpleCalls(hole[0], hole[1], flop[0], flop[1], flop[2]);
    const simple = sc ? ev : -1;
    out.states++;
    add(out.always, ev);
    add(out.optimal, optimal);
    add(out.simple, simple);
    add(out.foldGain, optimal - ev);
    add(out.simpleGain, simple - ev);
    const aaM = aaMultipleOf(evaluate5(hole[0], hole[1], flop[0], flop[1], flop[2]), ...hole, ...flop);
    if (ev < -1) {
      out.folds++;
      if (aaM > 0) out.foldsWithWinningAa++;
    }
    add(out.aaFoldLoss, ev < -1 && aaM > 0 ? aaM + 1 : 0);
    if (sc !== ev >= -1) out.simpleDisagrees++;
    const w = ev >= -1 ? 3 : 1;
    out.optimalWagered += w;
    out.optimalWagered2 += w * w;
    out.optimalNetWagered += optimal * w;
    opts.onState?.({ hole, flop, call, optimal, simpleCalls: sc });
  }
  return out;
}

export function mergeStateTallies(parts: readonly StateTallies[]): StateTallies {
  const sumT = (x: Tally, y: Tally): Tally => ({ n: x.n + y.n, sum: x.sum + y.sum, sq: x.sq + y.sq });
  return parts.reduce((a, p) => ({
    states: a.states + p.states,
    seed: a.seed,
    always: sumT(a.always, p.always),
    optimal: sumT(a.optimal, p.optimal),
    simple: sumT(a.simple, p.simple),
    foldGain: sumT(a.foldGain, p.foldGain),
    simpleGain: sumT(a.simpleGain, p.simpleGain),
    folds: a.folds + p.folds,
    simpleDisagrees: a.simpleDisagrees + p.simpleDisagrees,
    foldsWithWinningAa: a.foldsWithWinningAa + p.foldsWithWinningAa,
    aaFoldLoss: sumT(a.aaFoldLoss, p.aaFoldLoss),
    optimalWagered: a.optimalWagered + p.optimalWagered,
    optimalWagered2: a.optimalWagered2 + p.optimalWagered2,
    optimalNetWagered: a.optimalNetWagered + p.optimalNetWagered,
  }));
}

/** Mean and standard error of a per-state tally. */
export function estimateOf(t: Tally): Estimate {
  return meanOf(t.n, t.sum, t.sq);
}

/**
 * Optimal play per Ante combining the two sources: the simulated "always call" mean (many deals,
 * small error) plus the sampled mean fold gain max(0, −1 − EV(call)) (exact per state). The two
 * samples are independent, so the standard errors add in quadrature.
 */
export function combinedOptimal(alwaysPerAnte: Estimate, states: StateTallies): Estimate {
  const gain = estimateOf(states.foldGain);
  return {
    mean: alwaysPerAnte.mean + gain.mean,
    stdError: Math.hypot(alwaysPerAnte.stdError, gain.stdError),
  };
}
