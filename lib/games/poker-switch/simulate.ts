/**
 * Monte Carlo of one pair of boxes against the dealer (RULES.md §PS-3..§PS-6), for the house edge of
 * a playing strategy where no exact figure exists (issue #15: "a simulated house edge for a
 * documented switching strategy"). Each round shuffles a fresh deck (seeded mulberry32, so runs
 * repeat), deals the pair and the dealer, plays the strategy, and settles with this folder's own
 * `settleBox` (no cap). Pure; no I/O.
 *
 * Strategies:
 * - `ALWAYS_BET`: never switch, Bet both boxes, never insure, never buy (its exact return is
 *   bet-return.ts's; the simulation must agree within its error).
 * - `SWITCH_SIMPLE` (documented): switch when it raises the better box's hand category, or keeps
 *   it and raises the other box's (ace-king high counts above other high cards); Bet a box with
 *   ace-king or better, fold the rest; never insure; buy on a box with three of a kind or better.
 */
import { cardFromIndex, categoryOf, handValue, HAND_CATEGORIES } from '../poker';
import type { Card } from '../cards';
import { qualifies } from './paytables';
import { DEFAULT_PS_RULES, type PokerSwitchRules } from './rules';
import type { PokerSwitchState, PsBox } from './engine';
import { settleBox } from './settle';

export type PsStrategy = 'ALWAYS_BET' | 'SWITCH_SIMPLE';

export interface PsSimulation {
  strategy: PsStrategy;
  rounds: number;
  /** Mean net of a round (one pair, Ante 1 on each box, fees included), in Antes, and its standard error. */
  meanPerRound: number;
  standardError: number;
  /** The house edge per Ante placed (2 per round): -meanPerRound / 2, and its standard error. */
  edgePerAnte: number;
  edgeStandardError: number;
  /** Share of rounds switched, of boxes that Bet, of Bet boxes that bought. */
  switchRate: number;
  betRate: number;
  buyRate: number;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A hand's strength for the switch heuristic: category index, ace-king high at 0.5. */
function strength(cards: readonly Card[]): number {
  const v = handValue(cards);
  const c = HAND_CATEGORIES.indexOf(categoryOf(v));
  return c === 0 && qualifies(v) ? 0.5 : c;
}

/** `SWITCH_SIMPLE`'s switch: when it raises the better box's category, or keeps it and raises the other's. */
export function switchHeuristic(b1: readonly Card[], b2: readonly Card[]): boolean {
  const swapped1 = [...b1.slice(0, 4), b2[4]!];
  const swapped2 = [...b2.slice(0, 4), b1[4]!];
  const [s1, s2] = [strength(b1), strength(b2)];
  const [t1, t2] = [strength(swapped1), strength(swapped2)];
  const hi = Math.max(s1, s2);
  const th = Math.max(t1, t2);
  return th > hi || (th === hi && Math.min(t1, t2) > Math.min(s1, s2));
}

export function simulate(
  strategy: PsStrategy,
  rounds: number,
  seed = 1,
  rules: PokerSwitchRules = DEFAULT_PS_RULES,
): PsSimulation {
  const rnd = mulberry32(seed);
  const deck = [...Array(52).keys()];
  let sum = 0;
  let sumSq = 0;
  let switched = 0;
  let bets = 0;
  let buys = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 51; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    const cards = deck.map(cardFromIndex);
    const b1 = cards.slice(0, 5);
    const b2 = cards.slice(5, 10);
    const dealer = cards.slice(10, 15);
    const swapped1 = [...b1.slice(0, 4), b2[4]!];
    const swapped2 = [...b2.slice(0, 4), b1[4]!];
    const sw = strategy === 'SWITCH_SIMPLE' && switchHeuristic(b1, b2);
    const plays = sw ? [swapped1, swapped2] : [b1, b2];
    const dq = qualifies(handValue(dealer));
    const boxes: PsBox[] = [b1, b2].map((own, i) => {
      const v = handValue(plays[i]!);
      const bet = strategy === 'ALWAYS_BET' || qualifies(v);
      const buy = bet && !dq && strategy === 'SWITCH_SIMPLE' && strength(plays[i]!) >= 3;
      return {
        box: i + 1,
        pair: 1,
        ante: 1,
        bonus: 0,
        cards: own,
        decision: bet ? 'BET' : 'FOLD',
        timeout: false,
        insurance: 0,
        buy: bet && !dq ? (buy ? 'BUY' : 'NO_BUY') : null,
        buyTimeout: false,
      };
    });
    // The buy's replacement: the next cards until one of another rank than the discarded.
    const replacements: Card[] = [];
    if (boxes.some((b) => b.buy === 'BUY')) {
      const high = [...dealer].sort((x, y) => handRank(y) - handRank(x))[0]!;
      for (let k = 15; k < 52; k++) {
        replacements.push(cards[k]!);
        if (cards[k]![0] !== high[0]) break;
      }
    }
    const state: PokerSwitchState = {
      started: true,
      maxPayout: Number.MAX_SAFE_INTEGER,
      pairs: [{ pair: 1, ante: 1, switched: sw, switches: sw ? 1 : 0 }],
      boxes,
      dealer,
      replacements,
    };
    let net = sw ? -2 : 0;
    for (const b of boxes) {
      const s = settleBox(state, b, rules);
      net += s.ante.payout + s.ante.refund - 1;
      if (s.bet) net += s.bet.payout + s.bet.refund - 2;
      if (b.decision === 'BET') bets++;
      if (b.buy === 'BUY') buys++;
    }
    if (sw) switched++;
    sum += net;
    sumSq += net * net;
  }
  const mean = sum / rounds;
  const variance = (sumSq - rounds * mean * mean) / (rounds - 1);
  const se = Math.sqrt(variance / rounds);
  return {
    strategy,
    rounds,
    meanPerRound: mean,
    standardError: se,
    edgePerAnte: -mean / 2,
    edgeStandardError: se / 2,
    switchRate: switched / rounds,
    betRate: bets / (2 * rounds),
    buyRate: bets ? buys / bets : 0,
  };
}

const RANK_ORDER = '23456789TJQKA';
const handRank = (c: Card) => RANK_ORDER.indexOf(c[0]!);
