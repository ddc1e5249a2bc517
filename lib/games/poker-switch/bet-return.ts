/**
 * The exact return of Ante + Bet for a player who never switches, always Bets, never insures and
 * never buys (RULES.md §PS-5, §PS-8; issue #15 "the Bet table's return against a non-switching,
 * always-Bet player"). One box against the dealer: by symmetry the other boxes' cards do not change
 * the joint distribution of the box's and the dealer's five, so the figure is the expectation over
 * every pair of disjoint five-card hands (P, D) of a 52-card deck: C(52,5) x C(47,5) =
 * 3,986,646,103,440 pairs.
 *
 * Per Ante (A = 1, Bet = 2): dealer not qualified → +1 (Ante 1:1, Bet returned); qualified and P
 * higher → +2 x ratio(P) (Bet paid, the unswitched Ante returned); equal → 0; lower → -3.
 *
 * Method (no pair is visited): inclusion-exclusion over the cards the two hands share. For a card
 * set S let L(S) be the values of the hands containing S; Σ over disjoint (P, D) of f =
 * Σ_{|S| = 0..5} (-1)^|S| Σ_{P, D ∈ L(S)} f(P, D), and each inner sum is one pass over L(S) sorted
 * (prefix counts and prefix Bet weights). L(S) for every S of size k is filled by walking every hand
 * once and dropping its value into the bucket of each of its k-subsets (colex rank). About 86
 * million values for the full deck; a few seconds. Pure.
 */
import { evaluate5 } from '../poker';
import { betHandOf, qualifies, type BetPaytable } from './paytables';

const binomial: number[][] = Array.from({ length: 53 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= n; k++) row.push((row[k - 1]! * (n - k + 1)) / k);
  return row;
});
const C = (n: number, k: number) => (k < 0 || k > n ? 0 : binomial[n]![k]!);

/** The k-subsets of the five positions of a hand, for k = 0..5. */
const SUBSETS: number[][][] = [0, 1, 2, 3, 4, 5].map((k) => {
  const out: number[][] = [];
  for (let m = 0; m < 32; m++) {
    const s = [0, 1, 2, 3, 4].filter((i) => m & (1 << i));
    if (s.length === k) out.push(s);
  }
  return out;
});

export interface AlwaysBetReturn {
  /** Expected net per unit of Ante (negative: the house's edge per Ante). */
  perAnte: number;
  /** Returned / staked, the stake being Ante + Bet = 3 Antes. */
  rtp: number;
  /** The exact sum of net Antes over every (P, D) pair, and the number of pairs. */
  total: number;
  pairs: number;
}

/**
 * @param paytable the Bet table (§PS-8)
 * @param deck the card indices in play (lib/games/poker `cardIndex`; default all 52; a smaller deck
 *   is for checking the method against a direct enumeration)
 */
export function alwaysBetReturn(
  paytable: BetPaytable,
  deck: readonly number[] = [...Array(52).keys()],
): AlwaysBetReturn {
  const n = deck.length;
  if (n < 10) throw new RangeError('the deck must hold two five-card hands');
  // Per value: the Bet's winnings weight 2 x ratio (in Antes) and whether the dealer qualifies.
  const weight = new Float64Array(1 << 16);
  const q = new Uint8Array(1 << 16);
  const prepared = new Uint8Array(1 << 16);
  const prepare = (v: number) => {
    if (prepared[v]) return;
    prepared[v] = 1;
    q[v] = qualifies(v) ? 1 : 0;
    const row = betHandOf(v);
    weight[v] = row ? (2 * paytable[row][0]) / paytable[row][1] : 0;
  };
  const hands = C(n, 5);
  const values = new Uint16Array(hands);
  const positions = new Uint8Array(hands * 5);
  let h = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const v = evaluate5(deck[a]!, deck[b]!, deck[c]!, deck[d]!, deck[e]!);
            prepare(v);
            values[h] = v;
            positions.set([a, b, c, d, e], h * 5);
            h++;
          }
  const pairSum = (seg: Uint16Array): number => {
    const len = seg.length;
    let totalW = 0;
    for (let i = 0; i < len; i++) totalW += weight[seg[i]!]!;
    let sum = 0;
    let below = 0;
    let belowW = 0;
    for (let i = 0; i < len;) {
      const v = seg[i]!;
      let j = i;
      while (j < len && seg[j] === v) j++;
      const cnt = j - i;
      const w = weight[v]! * cnt;
      sum += q[v] ? cnt * (totalW - belowW - w - 3 * below) : cnt * len;
      below += cnt;
      belowW += w;
      i = j;
    }
    return sum;
  };
  let total = 0;
  for (let k = 0; k <= 5; k++) {
    const per = C(n - k, 5 - k);
    const buckets = C(n, k);
    const arr = new Uint16Array(buckets * per);
    const fill = new Uint32Array(buckets);
    for (let x = 0; x < hands; x++) {
      const v = values[x]!;
      for (const s of SUBSETS[k]!) {
        let rank = 0;
        for (let i = 0; i < k; i++) rank += C(positions[x * 5 + s[i]!]!, i + 1);
        arr[rank * per + fill[rank]!++] = v;
      }
    }
    let sum = 0;
    for (let r = 0; r < buckets; r++) {
      const seg = arr.subarray(r * per, (r + 1) * per);
      seg.sort();
      sum += pairSum(seg);
    }
    total += k % 2 === 0 ? sum : -sum;
  }
  const pairs = C(n, 5) * C(n - 5, 5);
  const perAnte = total / pairs;
  return { perAnte, rtp: (3 + perAnte) / 3, total, pairs };
}
