/**
 * The exact return to player of each Baccarat bet a table offers (RULES.md §BAC-1..§BAC-5), for the
 * player's rules and paytable panel. Pure and isomorphic (no I/O), so the player's view computes it
 * itself from the table snapshot's `rules` and shoe: no wire field, and the figures come from the very
 * drawing rules the server deals with (`exactOutcomeCounts` enumerates every coup through
 * `playerDraws` / `bankerDraws`).
 *
 * Cost: one enumeration per deck count (~10^6 integer steps, some tens of ms), memoised in `odds.ts`;
 * each table's returns are memoised here by deck count and paytable, so a panel that renders again pays
 * a map lookup.
 *
 * "Return" is the expected amount handed back per unit staked, the stake included (a push returns the
 * stake): 0.9894 is 98.94 %, and the house edge is 1 - return. Theoretical: the rounding down of each
 * payout to the cent (§C-3) and the table's maximum payout (§C-6) are not in it.
 */
import { exactOutcomeCounts } from './odds';

/** The paytable a return is computed for (the table's `rules`, RULES.md §BAC-5). */
export interface BaccaratPaytable {
  bankerMode: 'COMMISSION' | 'NO_COMMISSION';
  /** Commission on a Banker win in `COMMISSION` mode, integer percent 0..100. */
  bankerCommissionPct: number;
  /** Side bets the table offers, each paying `pays`:1; none today (§BAC-5 has Player, Banker and Tie). */
  pairs?: readonly { type: 'PLAYER_PAIR' | 'BANKER_PAIR'; pays: number }[];
}

/** One bet's exact return. */
export interface BetReturn {
  /** The bet type code (`PLAYER`, `BANKER`, `TIE`, `PLAYER_PAIR`, `BANKER_PAIR`). */
  type: string;
  /** Expected amount back per unit staked, stake included: `num / den` exactly. */
  num: bigint;
  den: bigint;
  /** `num / den` as a number (0.98942 = 98.942 %). */
  rtp: number;
  /** 1 - `rtp` (negative favours the player). */
  houseEdge: number;
}

function bet(type: string, num: bigint, den: bigint): BetReturn {
  const rtp = Number(num) / Number(den);
  // The edge from the exact difference, so 1 - rtp carries no rounding of its own.
  return { type, num, den, rtp, houseEdge: Number(den - num) / Number(den) };
}

function checkDecks(decks: number): void {
  if (!Number.isInteger(decks) || decks < 1 || decks > 100)
    throw new RangeError(`decks must be an integer 1..100, got ${String(decks)}`);
}

/**
 * The exact chance that a hand's first two cards are a pair (same rank, K-K yes, K-Q no), as
 * `num / den`, by enumerating the ranks of a full shoe of `decks` decks: 13 ranks of 4 x `decks` cards,
 * the first card of any rank and the second of the same rank among the N - 1 left. The Banker's two
 * cards (the 2nd and 4th dealt) have the same chance as the Player's (1st and 3rd): the order of a
 * shuffled shoe is exchangeable. 8 decks: 13 x 32 x 31 / (416 x 415) = 31/415.
 */
export function pairChance(decks = 8): { num: bigint; den: bigint } {
  checkDecks(decks);
  const n = BigInt(52 * decks);
  const perRank = BigInt(4 * decks);
  let num = 0n;
  for (let rank = 0; rank < 13; rank++) num += perRank * (perRank - 1n);
  return { num, den: n * (n - 1n) };
}

/**
 * The return of a pair bet paying `pays`:1 (the stake back on top) on a shoe of `decks` decks.
 * 11:1 on 8 decks: 12 x 31/415 = 89.64 %.
 * @throws RangeError on a bad deck count or a `pays` that is not a positive integer
 */
export function pairReturn(decks = 8, pays = 11, type: 'PLAYER_PAIR' | 'BANKER_PAIR' = 'PLAYER_PAIR'): BetReturn {
  if (!Number.isInteger(pays) || pays < 1) throw new RangeError(`pays must be a positive integer, got ${String(pays)}`);
  const c = pairChance(decks);
  return bet(type, BigInt(pays + 1) * c.num, c.den);
}

const cache = new Map<string, readonly BetReturn[]>();

/**
 * The exact return of every bet of a table (RULES.md §BAC-5), in the layout's order: Player, Banker,
 * Tie, then the pair side bets the paytable lists.
 * - Player 1:1, a Tie pushes: (2 P + T) / N; 8 decks 98.76 % (edge 1.24 %).
 * - Banker `COMMISSION` at c %: (B (2 - c/100) + T) / N; 5 % on 8 decks 98.94 % (edge 1.06 %).
 * - Banker `NO_COMMISSION`: 1:1, a win on 6 pays 1:2: (2 B - B6/2 + T) / N; 8 decks 98.54 % (edge 1.46 %).
 * - Tie 8:1: 9 T / N; 8 decks 85.64 % (edge 14.36 %).
 * with B, P, T, B6 the exact counts of coups won by the Banker, the Player, tied, won by the Banker on
 * a 6, out of all N ordered six-card sequences of the shoe (`exactOutcomeCounts`).
 * @param paytable the table's rules (read with `parseBaccaratRules`)
 * @param decks decks in the shoe, integer 1..100 (§BAC-1: 8)
 * @returns frozen, memoised per deck count and paytable
 * @throws RangeError on a bad deck count, commission or pair payout
 */
export function baccaratReturns(paytable: BaccaratPaytable, decks = 8): readonly BetReturn[] {
  checkDecks(decks);
  const pct = paytable.bankerCommissionPct;
  if (!Number.isInteger(pct) || pct < 0 || pct > 100)
    throw new RangeError(`bankerCommissionPct must be an integer percent 0..100, got ${String(pct)}`);
  const pairs = paytable.pairs ?? [];
  const key = JSON.stringify([decks, paytable.bankerMode, paytable.bankerMode === 'COMMISSION' ? pct : 0, pairs]);
  const hit = cache.get(key);
  if (hit) return hit;

  const c = exactOutcomeCounts(decks);
  const banker =
    paytable.bankerMode === 'NO_COMMISSION'
      ? bet('BANKER', 4n * c.banker - c.bankerSix + 2n * c.tie, 2n * c.total)
      : bet('BANKER', BigInt(200 - pct) * c.banker + 100n * c.tie, 100n * c.total);
  const out = Object.freeze([
    bet('PLAYER', 2n * c.player + c.tie, c.total),
    banker,
    bet('TIE', 9n * c.tie, c.total),
    ...pairs.map((p) => pairReturn(decks, p.pays, p.type)),
  ]);
  cache.set(key, out);
  return out;
}
