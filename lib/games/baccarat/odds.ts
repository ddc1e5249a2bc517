/**
 * Exact Baccarat odds from a full shoe (RULES.md §BAC-1..§BAC-5), computed by enumeration and
 * driven by the engine's own drawing rules (`playerDraws`, `bankerDraws`), so the published
 * figures and the dealt game cannot drift apart. Pure; results are memoised per deck count.
 */
import type { Card } from '../cards';
import { bankerDraws, isNatural, playerDraws } from './draw-rules';

/** Exact counts of ordered six-card sequences from a full shoe, by outcome. */
export interface OutcomeCounts {
  /** Sequences where the Banker wins. */
  banker: bigint;
  /** Sequences where the Banker wins with a final total of 6 (the NO_COMMISSION half-pay case). */
  bankerSix: bigint;
  /** Sequences where the Player wins. */
  player: bigint;
  /** Sequences that tie. */
  tie: bigint;
  /** All sequences: N(N-1)(N-2)(N-3)(N-4)(N-5) with N = 52 x decks; banker + player + tie. */
  total: bigint;
}

/** One representative card per point value 0..9, to ask `bankerDraws` about a third card. */
const CARD_OF_VALUE: readonly Card[] = ['TS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];

const cache = new Map<number, OutcomeCounts>();

/**
 * Exact outcome counts of a coup dealt from a full shoe of `decks` decks (RULES.md §BAC-1..§BAC-4).
 *
 * Enumerates the first six cards by point value (value 0: T/J/Q/K, 16 cards per deck; values 1-9:
 * 4 each), without replacement. Every ordered six-card sequence is counted once: the cards the
 * coup actually draws are enumerated and weighted by how many of that value remain, and the
 * cards it doesn't need (5th/6th) count every card left (e.g. a coup that stops after four cards
 * weighs (N-4)(N-5)). Integer arithmetic throughout, so the counts are exact.
 * @param decks number of 52-card decks, integer 1..100 (default 8, §BAC-1)
 * @returns bigint counts; `total` = N(N-1)(N-2)(N-3)(N-4)(N-5), N = 52 x decks
 * @throws RangeError when `decks` is not an integer 1..100
 */
export function exactOutcomeCounts(decks = 8): OutcomeCounts {
  if (!Number.isInteger(decks) || decks < 1 || decks > 100)
    throw new RangeError(`decks must be an integer 1..100, got ${String(decks)}`);
  const hit = cache.get(decks);
  if (hit) return hit;

  const left = [
    16 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
  ];
  const n = 52 * decks;
  const rest = n - 4; // cards left after the first four
  let banker = 0n;
  let bankerSix = 0n;
  let player = 0n;
  let tie = 0n;

  // Per four-card prefix the inner weights stay below rest^2, exact as Numbers.
  let ib = 0;
  let ib6 = 0;
  let ip = 0;
  let it = 0;
  const add = (pt: number, bt: number, w: number): void => {
    if (w === 0) return;
    if (bt > pt) {
      ib += w;
      if (bt === 6) ib6 += w;
    } else if (pt > bt) ip += w;
    else it += w;
  };

  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = left[p1]!;
    if (w1 === 0) continue;
    left[p1]!--;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = left[b1]!;
      if (w2 === 0) continue;
      left[b1]!--;
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = left[p2]!;
        if (w3 === 0) continue;
        left[p2]!--;
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = left[b2]!;
          if (w4 === 0) continue;
          left[b2]!--;
          ib = ib6 = ip = it = 0;
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (isNatural(pt) || isNatural(bt)) {
            add(pt, bt, rest * (rest - 1)); // §BAC-2: both stand
          } else if (playerDraws(pt)) {
            for (let v = 0; v < 10; v++) {
              const cv = left[v]!;
              if (cv === 0) continue;
              left[v]!--;
              const pt3 = (pt + v) % 10;
              if (bankerDraws(bt, CARD_OF_VALUE[v]!)) {
                for (let w = 0; w < 10; w++) add(pt3, (bt + w) % 10, cv * left[w]!);
              } else {
                add(pt3, bt, cv * (rest - 1));
              }
              left[v]!++;
            }
          } else if (bankerDraws(bt, null)) {
            for (let w = 0; w < 10; w++) add(pt, (bt + w) % 10, left[w]! * (rest - 1));
          } else {
            add(pt, bt, rest * (rest - 1));
          }
          const prefix = BigInt(w1 * w2 * w3 * w4); // < N^4, exact for N <= 5200
          banker += prefix * BigInt(ib);
          bankerSix += prefix * BigInt(ib6);
          player += prefix * BigInt(ip);
          tie += prefix * BigInt(it);
          left[b2]!++;
        }
        left[p2]!++;
      }
      left[b1]!++;
    }
    left[p1]!++;
  }

  const counts: OutcomeCounts = Object.freeze({ banker, bankerSix, player, tie, total: banker + player + tie });
  cache.set(decks, counts);
  return counts;
}

function ratio(num: bigint, den: bigint): number {
  return Number(num) / Number(den);
}

/**
 * Exact probabilities of the three outcomes of a coup from a full shoe (RULES.md §BAC-1..§BAC-4).
 * For 8 decks: Banker 0.458597, Player 0.446247, Tie 0.095156 (sum 1).
 * @param decks number of decks, integer 1..100 (default 8)
 * @returns probabilities in 0..1
 * @throws RangeError when `decks` is not an integer 1..100
 */
export function exactOutcomeProbabilities(decks = 8): { banker: number; player: number; tie: number } {
  const c = exactOutcomeCounts(decks);
  return { banker: ratio(c.banker, c.total), player: ratio(c.player, c.total), tie: ratio(c.tie, c.total) };
}

/** House edge of each bet, as a fraction of the stake (0.010579 = 1.0579%). Negative favours players. */
export interface BaccaratHouseEdges {
  /** Banker bet, `COMMISSION` mode: pays 1:1 less `bankerCommissionPct` (§BAC-5); ~1.0579% at 5%. */
  bankerCommission: number;
  /** Banker bet, `NO_COMMISSION` mode: 1:1, a Banker win on 6 pays 1:2 (§BAC-5); ~1.4583%. */
  bankerNoCommission: number;
  /** Player bet, 1:1, pushes on a Tie (§BAC-5); ~1.2351%. */
  player: number;
  /** Tie bet, 8:1 (§BAC-5); ~14.3596%. */
  tie: number;
}

/**
 * The house edge of each Baccarat bet (RULES.md §BAC-5), from the exact probabilities of
 * `exactOutcomeCounts`: the expected loss per unit staked, ties counted (Player/Banker push on a tie).
 * Theoretical: ignores the per-bet rounding down of payouts to the cent (§C-3), which adds a
 * little edge on small stakes.
 * - Banker COMMISSION: P(player) - (1 - pct/100) P(banker)
 * - Banker NO_COMMISSION: P(player) - P(banker) + P(banker wins with 6) / 2
 * - Player: P(banker) - P(player)
 * - Tie 8:1: P(banker) + P(player) - 8 P(tie)
 * @param decks number of decks, integer 1..100 (default 8)
 * @param bankerCommissionPct commission on Banker wins in COMMISSION mode, integer percent 0..100 (default 5)
 * @throws RangeError on a bad `decks` or `bankerCommissionPct`
 */
export function houseEdges(decks = 8, bankerCommissionPct = 5): BaccaratHouseEdges {
  if (!Number.isInteger(bankerCommissionPct) || bankerCommissionPct < 0 || bankerCommissionPct > 100) {
    throw new RangeError(`bankerCommissionPct must be an integer percent 0..100, got ${String(bankerCommissionPct)}`);
  }
  const c = exactOutcomeCounts(decks);
  const pct = BigInt(bankerCommissionPct);
  return {
    bankerCommission: ratio(100n * c.player - (100n - pct) * c.banker, 100n * c.total),
    bankerNoCommission: ratio(2n * c.player - 2n * c.banker + c.bankerSix, 2n * c.total),
    player: ratio(c.banker - c.player, c.total),
    tie: ratio(c.banker + c.player - 8n * c.tie, c.total),
  };
}
