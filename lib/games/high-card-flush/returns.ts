/**
 * The exact returns the player's rules panel posts for a table's paytables (RULES.md §HCF-3..§HCF-6).
 * Pure; no I/O; cheap enough for the browser.
 *
 * 1. How often a hand holds each flush size (§HCF-2) and each straight-flush length (§HCF-5): exact
 *    combinatorics over one 52-card deck. A hand of n cards is a choice of c_s ranks of 13 in each of
 *    the four suits (Σ c_s = n); its flush is its largest c_s, its straight flush the longest run of
 *    any one suit. "Every suit at most X" factorises by suit, so the number of hands whose flush (run)
 *    is at most X is the coefficient of x^n in P_X(x)^4, where P_X(x) = Σ_c a_X(c) x^c and a_X(c) is
 *    the number of c-rank subsets of one suit at most X (for runs: counted over the 2^13 rank masks
 *    with the engine's own `longestRunOfMask`, the ace high or low).
 *
 * 2. What the bonus bets return. At this table a bonus wins only when the player's hand beats the DP's
 *    (or the dealer's) hand (§HCF-5, §HCF-6), so its return is not the paytable times the chance of
 *    holding the hand: it needs every player hand against every DP hand from the other 45 cards. That
 *    enumeration (`exactTallies` in exact-returns.ts, 15.6 million player hands, a few seconds in Node)
 *    does not depend on the paytable; its result is kept below (`BONUS_TALLIES`, integers, checked
 *    against a fresh enumeration in returns.test.ts), and a table's paytable turns it into returns
 *    with the project's own `exactReturns`.
 */
import { DP_HANDS, exactReturns, type ExactTallies, type WinPushLose } from './exact-returns';
import { longestRunOfMask } from './evaluate';
import type { FlushBonusSize, HighCardFlushRules, StraightFlushBonusLength } from './rules';

/** C(52, 7): the seven-card hands of one deck. */
export const HANDS_OF_SEVEN = 133_784_560;

function binom(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The coefficient of x^n in p(x)^4 (p given by its coefficients, index = degree). */
function fourthPowerCoefficient(p: readonly number[], n: number): number {
  const sq = (a: readonly number[]) => {
    const out = new Array<number>(n + 1).fill(0);
    for (let i = 0; i <= n; i++) for (let j = 0; i + j <= n; j++) out[i + j]! += (a[i] ?? 0) * (a[j] ?? 0);
    return out;
  };
  return sq(sq(p))[n]!;
}

/** Differences of "at most X" counts: `exactly[x] = atMost[x] - atMost[x - 1]`. */
const exactly = (atMost: number[]) => atMost.map((v, i) => v - (i > 0 ? atMost[i - 1]! : 0));

/**
 * Hands of `cards` cards from one deck by flush size (RULES.md §HCF-2): `out[k]` = hands whose largest
 * suit holds k cards (index 0..cards). With 7 cards: 6,864 seven-card flushes = 4 x C(13,7).
 */
export function flushSizeCounts(cards = 7): number[] {
  const atMost = Array.from({ length: cards + 1 }, (_, k) =>
    fourthPowerCoefficient(
      Array.from({ length: cards + 1 }, (_, c) => (c <= k ? binom(13, c) : 0)),
      cards,
    ),
  );
  return exactly(atMost);
}

/** `RUN_SUBSETS[L][c]`: the c-rank subsets of one suit whose longest run (ace high or low) has L cards (L up to 14: all 13 ranks, the ace at both ends). */
const RUN_SUBSETS: number[][] = (() => {
  const out = Array.from({ length: 15 }, () => new Array<number>(14).fill(0));
  for (let m = 0; m < 1 << 13; m++) {
    let c = 0;
    for (let x = m; x; x >>= 1) c += x & 1;
    // bit i of m = rank i + 2; the engine's masks put rank r at bit r
    out[longestRunOfMask(m << 2).length]![c]!++;
  }
  return out;
})();

/**
 * Hands of `cards` cards from one deck by the length of their longest straight flush (RULES.md §HCF-5:
 * consecutive cards of one suit, the ace high or low, never around the corner): `out[L]`, index 0..cards
 * (a hand of one card or more has L >= 1). With 7 cards: 32 seven-card straight flushes (8 runs a suit).
 */
export function straightFlushLengthCounts(cards = 7): number[] {
  const atMost = Array.from({ length: cards + 1 }, (_, L) =>
    fourthPowerCoefficient(
      Array.from({ length: cards + 1 }, (_, c) => RUN_SUBSETS.slice(0, L + 1).reduce((a, row) => a + row[c]!, 0)),
      cards,
    ),
  );
  return exactly(atMost);
}

// ---------------------------------------------------------------------------------------------
// The enumeration's tallies (paytable-independent)
// ---------------------------------------------------------------------------------------------

const NONE: WinPushLose = { win: 0, push: 0, lose: 0 };
const row = (win: number, push: number, lose: number): WinPushLose => ({ win, push, lose });

/**
 * `exactTallies()` as far as the returns need it: weighted (player hand, DP hand) pairs out of
 * C(52,7) x C(45,7), with the best Raise/Fold decision for Ante + Raise. Flush bonus rows by the
 * player's flush size (index 4..7), Straight Flush bonus rows by run length (index 3..7) — all hands,
 * and the part the best Ante strategy folds (only three-card runs are ever folded).
 */
export const BONUS_TALLIES: Pick<ExactTallies, 'pairs' | 'byDecision' | 'flush' | 'straightFlush'> = {
  pairs: HANDS_OF_SEVEN * DP_HANDS,
  byDecision: {
    FOLD: {
      hands: 42_994_176,
      notQualified: 481_825_610_315_400,
      win: 14_755_226_892_792,
      tie: 657_540_746_328,
      lose: 1_453_820_991_138_600,
    },
    RAISE_1: {
      hands: 86_701_156,
      notQualified: 971_163_770_670_600,
      win: 1_568_498_303_466_528,
      tie: 5_095_264_216_752,
      lose: 1_389_708_174_486_840,
    },
    RAISE_2: {
      hands: 3_814_668,
      notQualified: 40_000_051_445_328,
      win: 129_714_338_716_560,
      tie: 4_428_289_008,
      lose: 3_389_365_815_264,
    },
    RAISE_3: {
      hands: 274_560,
      notQualified: 2_701_242_069_552,
      win: 9_738_210_139_632,
      tie: 21_909_888,
      lose: 19_954_348_128,
    },
  },
  flush: {
    all: [
      NONE,
      NONE,
      NONE,
      NONE,
      row(1_027_703_129_550_240, 300_348_082_320, 158_108_155_302_240),
      row(169_714_390_161_888, 4_428_289_008, 3_389_365_815_264),
      row(12_127_984_175_736, 21_889_296, 19_936_690_488),
      row(311_468_033_448, 20_592, 17_657_640),
    ],
    folded: [NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE],
  },
  straightFlush: {
    all: [
      NONE,
      NONE,
      NONE,
      row(375_412_578_574_704, 1_860_897_202_632, 14_939_494_068_504),
      row(30_574_782_126_708, 14_404_490_892, 96_330_907_920),
      row(1_812_932_092_944, 67_545_600, 369_976_656),
      row(72_243_523_068, 153_864, 678_108),
      row(1_452_147_408, 96, 336),
    ],
    folded: [NONE, NONE, NONE, row(68_778_812_684_232, 313_214_490_156, 3_633_896_393_052), NONE, NONE, NONE, NONE],
  },
};

/** One line of a bonus paytable with its exact figures. */
export interface BonusLine<K extends number> {
  /** Flush size (4..7) or run length (3..7). */
  key: K;
  ratio: readonly [number, number];
  /** The chance a seven-card hand holds exactly this (flush size / longest run). */
  holds: number;
  /** The chance the bet wins on this line (the player holds it and beats the DP's hand). */
  wins: number;
  /** This line's share of the return per unit staked (stake back included). */
  part: number;
}

/** A table's exact returns (per unit staked: 1 = the stake back on average). */
export interface PaytableReturns {
  flushBonus: { return: number; lines: BonusLine<FlushBonusSize>[] };
  straightFlushBonus: {
    /** The player raises every hand the bonus is live on. */
    return: number;
    /** The player plays Ante + Raise by the best strategy (a folded hand loses the bonus). */
    returnAnteStrategy: number;
    lines: BonusLine<StraightFlushBonusLength>[];
  };
  /** Ante + Raise with the best Raise/Fold strategy, against a covering bank, rake aside: net per unit of Ante. */
  anteRaiseEvPerAnte: number;
}

const FLUSH_SIZES = [7, 6, 5, 4] as const;
const RUN_LENGTHS = [7, 6, 5, 4, 3] as const;

/**
 * The exact returns of a table's bonus paytables (RULES.md §HCF-5, §HCF-6) and of Ante + Raise
 * (§HCF-3, §HCF-4), before the rake (§HCF-9) and the table's maximum payout (§C-6).
 */
export function paytableReturns(rules: Pick<HighCardFlushRules, 'flushBonus' | 'straightFlushBonus'>): PaytableReturns {
  const t = BONUS_TALLIES;
  const r = exactReturns(t as ExactTallies, rules);
  const flushHands = flushSizeCounts(7);
  const runHands = straightFlushLengthCounts(7);
  return {
    flushBonus: {
      return: r.flushBonusReturn,
      lines: FLUSH_SIZES.map((k) => ({
        key: k,
        ratio: rules.flushBonus[k],
        holds: flushHands[k]! / HANDS_OF_SEVEN,
        wins: t.flush.all[k]!.win / t.pairs,
        part: r.flushBonusReturnBySize[k],
      })),
    },
    straightFlushBonus: {
      return: r.straightFlushBonusReturn,
      returnAnteStrategy: r.straightFlushBonusReturnAnteStrategy,
      lines: RUN_LENGTHS.map((k) => ({
        key: k,
        ratio: rules.straightFlushBonus[k],
        holds: runHands[k]! / HANDS_OF_SEVEN,
        wins: t.straightFlush.all[k]!.win / t.pairs,
        part: r.straightFlushBonusReturnByLength[k],
      })),
    },
    anteRaiseEvPerAnte: r.anteRaiseEvPerAnte,
  };
}
