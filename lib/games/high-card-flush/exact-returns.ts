/**
 * Exact returns of High Card Flush against a house (or DP) hand, by enumeration of every player
 * hand and, for each, exact counting of every opposing hand (RULES.md §HCF-2..§HCF-6). Pure; no
 * I/O. Used by `scripts/rtp-high-card-flush.ts` (`exactTallies` takes 30-60 s: 15.6 million player
 * hands, each against all C(45,7) DP hands counted in closed form).
 *
 * Rank masks: bit i stands for rank i + 2 (bit 0 = deuce ... bit 12 = ace), one 13-bit mask per
 * suit. Two same-size flushes compare like their masks as integers (higher top card first), and
 * runs are measured by the engine's own `longestRunOfMask`.
 *
 * Opposing hands given a player hand. The DP's seven cards come from the 45 left, one rank mask
 * R_s of remaining ranks per suit. Its flush is the best of its four suits and its straight flush
 * the longest of its four suits' runs, so "the DP's hand is below X" holds exactly when each of
 * its suits, taken alone, is below X. Counting then factorises by suit: with A_s(d) = the number
 * of d-card subsets of R_s below X, the number of seven-card DP hands below X is the coefficient
 * of x^7 in Π_s Σ_d A_s(d) x^d. A_s(d) is a binomial for a flush threshold (below when d < k;
 * for d = k counted with the hockey-stick identity), a precomputed table for runs.
 */
import { longestRunOfMask } from './evaluate';

const FULL = 0x1fff;
/** Ranks 2..8: a three-card flush with all its cards here is below 9-high (§HCF-4). */
const LOW_2_TO_8 = 0x7f;
/** C(45, 7): the DP's possible hands given a player hand. */
export const DP_HANDS = 45_379_620;

const POP = new Uint8Array(1 << 13);
for (let m = 1; m < 1 << 13; m++) POP[m] = POP[m >> 1]! + (m & 1);

const BINOM: number[][] = [];
for (let n = 0; n <= 52; n++) {
  BINOM.push([]);
  for (let k = 0; k <= 8; k++)
    BINOM[n]!.push(k === 0 ? 1 : n === 0 ? 0 : BINOM[n - 1]![k - 1]! + (BINOM[n - 1]![k] ?? 0));
}
const C = (n: number, k: number): number => (k < 0 || k > n ? 0 : BINOM[n]![k]!);

/** A run's order code: length * 16 + top (top 2..14 in rank units; A-2-3 has top 3). */
export function runCodeOfMask(mask: number): number {
  const r = longestRunOfMask(mask << 2);
  return r.length * 16 + r.top;
}
const RUN_CODE = new Uint8Array(1 << 13);
for (let m = 0; m < 1 << 13; m++) RUN_CODE[m] = runCodeOfMask(m);

let sfTable: Uint16Array | null = null;
/**
 * `t[(R * 8 + d) * 128 + code]` = the number of d-card subsets of R whose longest run has an
 * order code below `code`. Built once (~1.6 M subset pairs, 16 MB).
 */
function sfLessTable(): Uint16Array {
  if (sfTable) return sfTable;
  const t = new Uint16Array((1 << 13) * 8 * 128);
  for (let x = 0; x < 1 << 13; x++) {
    const d = POP[x]!;
    if (d > 7) continue;
    const code = RUN_CODE[x]!;
    const comp = FULL ^ x;
    for (let y = comp; ; y = (y - 1) & comp) {
      t[((x | y) * 8 + d) * 128 + code]!++;
      if (y === 0) break;
    }
  }
  for (let base = 0; base < t.length; base += 128) {
    let run = 0;
    for (let c = 0; c < 128; c++) {
      const h = t[base + c]!;
      t[base + c] = run;
      run += h;
    }
  }
  sfTable = t;
  return t;
}

/** Coefficient of x^7 in the product of four polynomials of degree <= 7 (8 coefficients each, laid out at offsets). */
function coef7(p: Float64Array): number {
  // p holds 4 polys of 8 coefficients: [0..7], [8..15], [16..23], [24..31]
  let total = 0;
  for (let e = 0; e <= 7; e++) {
    let ab = 0;
    for (let i = 0; i <= e; i++) ab += p[i]! * p[8 + e - i]!;
    if (ab === 0) continue;
    let cd = 0;
    const f = 7 - e;
    for (let i = 0; i <= f; i++) cd += p[16 + i]! * p[24 + f - i]!;
    total += ab * cd;
  }
  return total;
}

/** Counts of DP hands against a player hand's thresholds. */
export interface DpCounts {
  /** All seven-card DP hands from the remaining cards. */
  total: number;
  /** DP hands that do not qualify (below a three-card 9-high flush, §HCF-4). */
  notQualified: number;
  /** DP hands whose flush is below / at most the given flush (§HCF-2). */
  flushBelow: number;
  flushAtMost: number;
  /** DP hands whose longest straight flush is below / at most the given run (§HCF-5). */
  runBelow: number;
  runAtMost: number;
}

const polys = new Float64Array(32);

/**
 * Counts seven-card DP hands drawn from the remaining cards, against a flush and a run.
 * @param remaining four rank masks (one per suit) of the cards the DP's hand can come from
 * @param flushSize, flushMask the player's flush: its size and rank mask (bit i = rank i + 2)
 * @param runCode the player's longest straight flush as `length * 16 + top` (see `runCodeOfMask`);
 *   pass 0 to skip the run counts (returned as 0)
 */
export function dpCounts(
  remaining: readonly number[],
  flushSize: number,
  flushMask: number,
  runCode: number,
): DpCounts {
  const p = polys;
  // all hands, and hands that do not qualify
  let n = 0;
  for (let s = 0; s < 4; s++) {
    const r = remaining[s]!;
    const size = POP[r]!;
    n += size;
    for (let d = 0; d <= 7; d++) p[s * 8 + d] = d <= 2 ? C(size, d) : d === 3 ? C(POP[r & LOW_2_TO_8]!, 3) : 0;
  }
  const total = C(n, 7);
  const notQualified = coef7(p);
  // flush below / at most (flushSize, flushMask)
  let below = 0;
  let atMost = 0;
  {
    const k = flushSize;
    for (let s = 0; s < 4; s++) {
      const r = remaining[s]!;
      const size = POP[r]!;
      for (let d = 0; d <= 7; d++) p[s * 8 + d] = d < k ? C(size, d) : 0;
      if (k <= 7) {
        // k-subsets of r below flushMask, compared from the top card down: at the first card that
        // differs the subset takes a lower card; hockey stick: Σ_y C(#r below y, k-i) = C(#r below r_i, k-i+1)
        let less = 0;
        let prefixIn = true;
        let i = 0;
        for (let bit = 12; bit >= 0 && prefixIn; bit--) {
          if (!((flushMask >> bit) & 1)) continue;
          i++;
          less += C(POP[r & ((1 << bit) - 1)]!, k - i + 1);
          if (!((r >> bit) & 1)) prefixIn = false;
        }
        p[s * 8 + k] = less;
      }
    }
    below = coef7(p);
    for (let s = 0; s < 4; s++) if (k <= 7 && (remaining[s]! & flushMask) === flushMask) p[s * 8 + k]! += 1;
    atMost = coef7(p);
  }
  let runBelow = 0;
  let runAtMost = 0;
  if (runCode > 0) {
    const t = sfLessTable();
    for (let s = 0; s < 4; s++) {
      const base = remaining[s]! * 8;
      for (let d = 0; d <= 7; d++) p[s * 8 + d] = t[(base + d) * 128 + runCode]!;
    }
    runBelow = coef7(p);
    for (let s = 0; s < 4; s++) {
      const base = remaining[s]! * 8;
      for (let d = 0; d <= 7; d++)
        p[s * 8 + d] = runCode + 1 < 128 ? t[(base + d) * 128 + runCode + 1]! : C(POP[remaining[s]!]!, d);
    }
    runAtMost = coef7(p);
  }
  return { total, notQualified, flushBelow: below, flushAtMost: atMost, runBelow, runAtMost };
}

/** Sums per (class) of weighted DP-hand counts; every sum stays below 2^53 (at most C(52,7) x C(45,7) ≈ 6.1e15). */
export interface WinPushLose {
  win: number;
  push: number;
  lose: number;
}

/** What the enumeration returns: exact weighted counts (denominator `C(52,7) x C(45,7)`). */
export interface ExactTallies {
  /** C(52,7) x C(45,7): every (player hand, DP hand) pair. */
  pairs: number;
  /**
   * Ante + Raise with the best raise decision per player hand (the one of fold / raise 1x / raise
   * the maximum with the highest expected value; the expectation is linear in the multiple), by
   * decision: `hands` = player hands (weighted); `notQualified` = pairs where the DP does not
   * qualify; `win` / `tie` / `lose` = pairs where the DP qualifies and the player wins / ties / loses.
   */
  byDecision: Record<
    'FOLD' | 'RAISE_1' | 'RAISE_2' | 'RAISE_3',
    { hands: number; notQualified: number; win: number; tie: number; lose: number }
  >;
  /** Player hands by flush size (index 2..7) and decision. */
  decisionsBySize: Record<'FOLD' | 'RAISE_1' | 'RAISE_2' | 'RAISE_3', number[]>;
  /** Flush bonus pairs by the player's flush size (index 4..7): all, and the part on hands the best Ante strategy folds. */
  flush: { all: WinPushLose[]; folded: WinPushLose[] };
  /** Straight Flush bonus pairs by the player's run length (index 3..7): all, and the folded part. */
  straightFlush: { all: WinPushLose[]; folded: WinPushLose[] };
  /** The lowest three-card flush (ranks, highest first) the best Ante strategy raises; null if none. */
  lowestRaisingThreeCardFlush: number[] | null;
  /** The highest three-card flush (ranks, highest first) the best Ante strategy folds; null if none. */
  highestFoldingThreeCardFlush: number[] | null;
  /** Player hands whose flush has three cards, by the flush's top rank (index 2..14), raised and folded. */
  threeCardFlushByTop: { raise: number[]; fold: number[] };
}

/** Sorted (descending) suit-count patterns of seven cards, each with how many suit orders it has. */
function patterns(): { counts: number[]; orders: number }[] {
  const out: { counts: number[]; orders: number }[] = [];
  for (let a = 7; a >= 0; a--)
    for (let b = Math.min(a, 7 - a); b >= 0; b--)
      for (let c = Math.min(b, 7 - a - b); c >= 0; c--) {
        const d = 7 - a - b - c;
        if (d > c) continue;
        const counts = [a, b, c, d];
        const mult = new Map<number, number>();
        for (const x of counts) mult.set(x, (mult.get(x) ?? 0) + 1);
        let orders = 24;
        for (const m of mult.values()) for (let i = 2; i <= m; i++) orders /= i;
        out.push({ counts, orders });
      }
  return out;
}

const MASKS_BY_POP: number[][] = Array.from({ length: 14 }, () => []);
for (let m = 0; m < 1 << 13; m++) MASKS_BY_POP[POP[m]!]!.push(m);

const wpl = (): WinPushLose => ({ win: 0, push: 0, lose: 0 });

/**
 * Enumerates every seven-card player hand (up to suit symmetry: for each descending suit-count
 * pattern, every choice of ranks per suit, weighted by the number of suit orders of the pattern)
 * and counts, exactly, the DP hands it beats, ties and loses to (`dpCounts`).
 * @param onProgress called after each pattern with the share of player hands done (0..1)
 */
export function exactTallies(onProgress?: (done: number) => void): ExactTallies {
  sfLessTable();
  const decisions = ['FOLD', 'RAISE_1', 'RAISE_2', 'RAISE_3'] as const;
  const byDecision = Object.fromEntries(
    decisions.map((d) => [d, { hands: 0, notQualified: 0, win: 0, tie: 0, lose: 0 }]),
  ) as ExactTallies['byDecision'];
  const decisionsBySize = Object.fromEntries(
    decisions.map((d) => [d, [0, 0, 0, 0, 0, 0, 0, 0]]),
  ) as ExactTallies['decisionsBySize'];
  const flush = { all: Array.from({ length: 8 }, wpl), folded: Array.from({ length: 8 }, wpl) };
  const straightFlush = { all: Array.from({ length: 8 }, wpl), folded: Array.from({ length: 8 }, wpl) };
  let lowestRaising3 = Infinity;
  let highestFolding3 = -1;
  const threeCardFlushByTop = { raise: new Array<number>(15).fill(0), fold: new Array<number>(15).fill(0) };
  const pats = patterns();
  const totalCanonical = pats.reduce((a, p) => a + p.counts.reduce((x, c) => x * C(13, c), 1), 0);
  let done = 0;
  const rem = [0, 0, 0, 0];
  const masks = [0, 0, 0, 0];
  for (const { counts, orders } of pats) {
    const w = orders;
    const [l0, l1, l2, l3] = counts.map((c) => MASKS_BY_POP[c]!) as [number[], number[], number[], number[]];
    for (const m0 of l0)
      for (const m1 of l1)
        for (const m2 of l2)
          for (const m3 of l3) {
            masks[0] = m0;
            masks[1] = m1;
            masks[2] = m2;
            masks[3] = m3;
            // the player's flush (§HCF-2): most cards, then the higher mask; and longest run (§HCF-5)
            let fs = -1;
            let fm = 0;
            let run = 0;
            for (let s = 0; s < 4; s++) {
              const m = masks[s]!;
              rem[s] = FULL ^ m;
              const c = counts[s]!;
              if (c > fs || (c === fs && m > fm)) {
                fs = c;
                fm = m;
              }
              const rc = RUN_CODE[m]!;
              if (rc > run) run = rc;
            }
            const runLen = run >> 4;
            const k = dpCounts(rem, fs, fm, runLen >= 3 ? run : 0);
            const total = k.total;
            // Ante + Raise: qualifies at >= three-card 9-high (bit 7 = rank 9)
            const atLeastQ = fs >= 4 || (fs === 3 && fm >= 1 << 7);
            const nq = k.notQualified;
            const win = atLeastQ ? k.flushBelow - nq : 0;
            const tie = atLeastQ ? k.flushAtMost - k.flushBelow : 0;
            const lose = atLeastQ ? total - k.flushAtMost : total - nq;
            const maxM = fs >= 6 ? 3 : fs === 5 ? 2 : 1;
            const edge = win - lose; // per unit of (1 + m)
            const m = edge > 0 ? maxM : 1;
            const raiseValue = nq + (1 + m) * edge;
            const fold = raiseValue <= -total; // ties go to folding (less at risk)
            const dec = fold ? 'FOLD' : m === 1 ? 'RAISE_1' : m === 2 ? 'RAISE_2' : 'RAISE_3';
            const acc = byDecision[dec];
            acc.hands += w;
            acc.notQualified += w * nq;
            acc.win += w * win;
            acc.tie += w * tie;
            acc.lose += w * lose;
            decisionsBySize[dec][fs]! += w;
            if (!fold && fs === 3 && fm < lowestRaising3) lowestRaising3 = fm;
            if (fold && fs === 3 && fm > highestFolding3) highestFolding3 = fm;
            if (fs === 3) threeCardFlushByTop[fold ? 'fold' : 'raise'][33 - Math.clz32(fm)]! += w;
            if (fs >= 4) {
              const f = flush.all[fs]!;
              const fw = w * k.flushBelow;
              const fp = w * (k.flushAtMost - k.flushBelow);
              const fl = w * (total - k.flushAtMost);
              f.win += fw;
              f.push += fp;
              f.lose += fl;
              if (fold) {
                const g = flush.folded[fs]!;
                g.win += fw;
                g.push += fp;
                g.lose += fl;
              }
            }
            if (runLen >= 3) {
              const f = straightFlush.all[runLen]!;
              const sw = w * k.runBelow;
              const sp = w * (k.runAtMost - k.runBelow);
              const sl = w * (total - k.runAtMost);
              f.win += sw;
              f.push += sp;
              f.lose += sl;
              if (fold) {
                const g = straightFlush.folded[runLen]!;
                g.win += sw;
                g.push += sp;
                g.lose += sl;
              }
            }
          }
    done += counts.reduce((x, c) => x * C(13, c), 1);
    onProgress?.(done / totalCanonical);
  }
  const toRanks = (m: number) =>
    [...Array(13).keys()]
      .filter((i) => (m >> i) & 1)
      .map((i) => i + 2)
      .reverse();
  return {
    pairs: 133_784_560 * DP_HANDS,
    byDecision,
    decisionsBySize,
    flush,
    straightFlush,
    lowestRaisingThreeCardFlush: Number.isFinite(lowestRaising3) ? toRanks(lowestRaising3) : null,
    highestFoldingThreeCardFlush: highestFolding3 >= 0 ? toRanks(highestFolding3) : null,
    threeCardFlushByTop,
  };
}

/**
 * The best Raise/Fold decision for a player hand against a DP hand from the other 45 cards
 * (RULES.md §HCF-3, §HCF-4): the one with the highest expected value of Ante + Raise, exactly.
 * Ties go to the smaller risk (fold before raise, 1x before more).
 * @param cards the player's seven cards (distinct canonical codes)
 * @returns `{ action: 'FOLD', multiple: 0 }` or `{ action: 'RAISE', multiple }`, and the expected
 *   net per unit of Ante of that decision
 */
export function bestDecision(cards: readonly string[]): {
  action: 'FOLD' | 'RAISE';
  multiple: 0 | 1 | 2 | 3;
  ev: number;
} {
  const masks = [0, 0, 0, 0];
  const suitIndex: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };
  const rankIndex: Record<string, number> = {
    '2': 0,
    '3': 1,
    '4': 2,
    '5': 3,
    '6': 4,
    '7': 5,
    '8': 6,
    '9': 7,
    T: 8,
    J: 9,
    Q: 10,
    K: 11,
    A: 12,
  };
  for (const c of cards) masks[suitIndex[c[1]!]!]! |= 1 << rankIndex[c[0]!]!;
  let fs = -1;
  let fm = 0;
  for (let s = 0; s < 4; s++) {
    const m = masks[s]!;
    const n = POP[m]!;
    if (n > fs || (n === fs && m > fm)) {
      fs = n;
      fm = m;
    }
  }
  const k = dpCounts(
    masks.map((m) => FULL ^ m),
    fs,
    fm,
    0,
  );
  const atLeastQ = fs >= 4 || (fs === 3 && fm >= 1 << 7);
  const nq = k.notQualified;
  const win = atLeastQ ? k.flushBelow - nq : 0;
  const lose = atLeastQ ? k.total - k.flushAtMost : k.total - nq;
  const maxM = fs >= 6 ? 3 : fs === 5 ? 2 : 1;
  const m = win - lose > 0 ? maxM : 1;
  const raiseValue = nq + (1 + m) * (win - lose);
  if (raiseValue <= -k.total) return { action: 'FOLD', multiple: 0, ev: -1 };
  return { action: 'RAISE', multiple: m as 1 | 2 | 3, ev: raiseValue / k.total };
}

/** Exact figures derived from `exactTallies` for a paytable. Returns are per unit staked (1 = stake back on average). */
export interface ExactReturns {
  /** Ante + Raise, best raise strategy, house (or DP) banked: expected net per unit of Ante (negative: the player's loss). */
  anteRaiseEvPerAnte: number;
  /** The same per unit of total wager (Ante + Raise), the "element of risk". */
  anteRaiseEvPerWager: number;
  /** Share of player hands by decision. */
  decisionShare: Record<'FOLD' | 'RAISE_1' | 'RAISE_2' | 'RAISE_3', number>;
  /** Flush bonus return when it must beat the DP's flush (§HCF-6); folded hands never hold a 4-card flush under the best strategy. */
  flushBonusReturn: number;
  /** Flush bonus: share of the return by the player's flush size 4..7. */
  flushBonusReturnBySize: Record<4 | 5 | 6 | 7, number>;
  /** Straight Flush bonus return when it must beat the DP's run (§HCF-5), the player raising every hand the bonus is live on. */
  straightFlushBonusReturn: number;
  /** The same when the player follows the best Ante + Raise strategy (a folded hand loses the bonus). */
  straightFlushBonusReturnAnteStrategy: number;
  straightFlushBonusReturnByLength: Record<3 | 4 | 5 | 6 | 7, number>;
}

/**
 * Turns exact tallies into returns for the paytables of `rules` (defaults: RULES.md §HCF-5/6).
 * Sums are taken in bigint, so only the final division rounds.
 */
export function exactReturns(
  t: ExactTallies,
  rules: {
    flushBonus: Record<4 | 5 | 6 | 7, readonly [number, number]>;
    straightFlushBonus: Record<3 | 4 | 5 | 6 | 7, readonly [number, number]>;
  },
): ExactReturns {
  const B = BigInt;
  const pairs = B(t.pairs);
  const SCALE = 10n ** 15n;
  const ratio = (num: bigint, den: bigint) => Number((num * SCALE) / den) / Number(SCALE);
  let ev = 0n;
  let wager = 0n;
  const share = {} as ExactReturns['decisionShare'];
  for (const [d, v] of Object.entries(t.byDecision) as [
    keyof ExactTallies['byDecision'],
    ExactTallies['byDecision']['FOLD'],
  ][]) {
    const m = B(d === 'FOLD' ? 0 : Number(d.slice(-1)));
    const all = B(v.notQualified) + B(v.win) + B(v.tie) + B(v.lose);
    if (m === 0n) {
      ev -= all;
      wager += all;
    } else {
      ev += B(v.notQualified) + (1n + m) * (B(v.win) - B(v.lose));
      wager += (1n + m) * all;
    }
    share[d] = v.hands / 133_784_560;
  }
  // bonus returns over a common denominator: pairs x Π b
  const bonus = (rows: WinPushLose[], table: Record<number, readonly [number, number]>, lengths: number[]) => {
    let den = 1n;
    for (const k of lengths) den *= B(table[k]![1]);
    let total = 0n;
    const by: Record<number, number> = {};
    for (const k of lengths) {
      const [a, b] = table[k]!;
      const row = rows[k]!;
      const part = (B(row.win) * (B(a) + B(b)) * den) / B(b) + B(row.push) * den;
      by[k] = ratio(part, pairs * den);
      total += part;
    }
    return { value: ratio(total, pairs * den), by };
  };
  const flush = bonus(t.flush.all, rules.flushBonus, [4, 5, 6, 7]);
  const sf = bonus(t.straightFlush.all, rules.straightFlushBonus, [3, 4, 5, 6, 7]);
  const raisedRows = t.straightFlush.all.map((r, i) => ({
    win: r.win - t.straightFlush.folded[i]!.win,
    push: r.push - t.straightFlush.folded[i]!.push,
    lose: 0,
  }));
  const sfAnte = bonus(raisedRows, rules.straightFlushBonus, [3, 4, 5, 6, 7]);
  return {
    anteRaiseEvPerAnte: ratio(ev, pairs),
    anteRaiseEvPerWager: ratio(ev, wager),
    decisionShare: share,
    flushBonusReturn: flush.value,
    flushBonusReturnBySize: flush.by as ExactReturns['flushBonusReturnBySize'],
    straightFlushBonusReturn: sf.value,
    straightFlushBonusReturnAnteStrategy: sfAnte.value,
    straightFlushBonusReturnByLength: sf.by as ExactReturns['straightFlushBonusReturnByLength'],
  };
}
