/**
 * Poker hand evaluator (issue #14 §1): the best five of five to seven cards, shared by Casino Hold'em
 * (RULES.md §CHE-3) and Poker Switch. Pure: no I/O, no randomness; tables are built once, on the first evaluation.
 *
 * Card indices: `cardIndex(card) = 4 * rank + suit`, rank 0 = deuce .. 12 = ace, suit S 0, H 1, D 2, C 3
 * (0 = 2S, 51 = AC). `cardFromIndex` is the inverse.
 *
 * Values (`handValue`, `evaluate5`, `evaluate7`): higher = better, equal = tie (kickers to the fifth card).
 * `value = (category << 12) | k`, category = index in HAND_CATEGORIES (HIGH_CARD 0 .. ROYAL_FLUSH 9) and
 * k = 1.. the strength within the category, so `categoryOf(value)` is `HAND_CATEGORIES[value >>> 12]`.
 * There are exactly 7,462 distinct five-card values: high card 1,277, pair 2,860, two pair 858, trips 858,
 * straight 10 (the wheel A-2-3-4-5 is the lowest, 5-high), flush 1,277, full house 156, quads 156,
 * straight flush 9 (the steel wheel lowest), royal flush 1 (the A-high straight flush, its own category
 * for paytables).
 *
 * Algorithm (the OMPEval scheme of additive keys and a perfect hash; rank multipliers from zekyll/OMPEval,
 * ISC licence; the code here is our own):
 * - every card has a rank key RANK_KEY[rank] (the OMPEval multipliers: every multiset of 0..7 ranks with
 *   at most 4 of a rank has a distinct sum, max 4*K(A)+3*K(K) < 2^25) and a suit counter `1 << 4*suit`;
 * - a hand's rank key is the sum of its cards' rank keys, its suit counter 0x3333 + the sum of the suit
 *   counters: a nibble reaches 8 (bit 3 set) exactly when that suit holds 5 or more cards;
 * - no flush: `RANK_TABLE[key + ROW_OFFSET[key >>> 12]]`, a displacement perfect hash of the 73,775
 *   possible 5..7-card rank multisets: rows of 4,096 keys are placed whole, largest first, at the first
 *   base where all their slots are free (a bitset tests 32 bases at a time); Uint16Array of ~150k slots
 *   (300 KB) + 8,191 row offsets, built on first use (~50 ms) from a direct count-based evaluation of each
 *   multiset;
 * - flush (at most one suit can have 5 of 5..7 cards, and then no quads or full house is possible):
 *   `FLUSH_TABLE[13-bit mask of that suit's ranks]` (8,192 entries: straight flush / flush).
 * `bestHand` / `compareHands` (display, settlement) use the same values; bestHand tries the 5-card subsets.
 */
import { SUITS, type Card, type Rank, type Suit } from '../cards';

export type HandCategory =
  | 'HIGH_CARD'
  | 'PAIR'
  | 'TWO_PAIR'
  | 'THREE_OF_A_KIND'
  | 'STRAIGHT'
  | 'FLUSH'
  | 'FULL_HOUSE'
  | 'FOUR_OF_A_KIND'
  | 'STRAIGHT_FLUSH'
  | 'ROYAL_FLUSH';

/** Lowest first; the index is the category number in a value (`value >>> 12`). */
export const HAND_CATEGORIES: readonly HandCategory[] = [
  'HIGH_CARD',
  'PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
  'ROYAL_FLUSH',
];

const HIGH = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;
const ROYAL = 9;

/** Bits of the category in a value. */
export const CATEGORY_SHIFT = 12;

/** Poker rank order, deuce (0) to ace (12). */
const POKER_RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const RANK_NUMBER: Record<string, number> = Object.fromEntries(POKER_RANKS.map((r, i) => [r, i]));
const SUIT_NUMBER: Record<string, number> = Object.fromEntries(SUITS.map((s, i) => [s, i]));
const CARD_OF_INDEX: readonly Card[] = Array.from(
  { length: 52 },
  (_, i) => `${POKER_RANKS[i >> 2]!}${SUITS[i & 3]!}` as Card,
);

/** 0..51 = 4 * rank (deuce 0 .. ace 12) + suit (S 0, H 1, D 2, C 3). Throws on a non-card. */
export function cardIndex(card: Card): number {
  const r = RANK_NUMBER[card[0] as Rank];
  const s = SUIT_NUMBER[card[1] as Suit];
  if (r === undefined || s === undefined || card.length !== 2) throw new RangeError(`not a card: ${String(card)}`);
  return r * 4 + s;
}

/** The card of an index 0..51 (inverse of `cardIndex`). */
export function cardFromIndex(index: number): Card {
  const c = CARD_OF_INDEX[index];
  if (c === undefined) throw new RangeError(`not a card index: ${index}`);
  return c;
}

// ---------------------------------------------------------------------------------------------
// Raw order-preserving scores and the compact values.

/** raw = category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5 (significant ranks, most first). */
function raw(cat: number, r: readonly number[]): number {
  let x = cat;
  for (let i = 0; i < 5; i++) x = x * 16 + (r[i] ?? 0);
  return x;
}

/** The high card of the best straight in a 13-bit rank mask (3 = the wheel, 5-high), or -1. */
function straightHigh(mask: number): number {
  for (let hi = 12; hi >= 4; hi--) {
    const run = 0x1f << (hi - 4);
    if ((mask & run) === run) return hi;
  }
  const wheel = 0x100f; // A 2 3 4 5
  return (mask & wheel) === wheel ? 3 : -1;
}

/** The top `n` ranks of a mask, high first, skipping `except` ranks. */
function topRanks(mask: number, n: number): number[] {
  const out: number[] = [];
  for (let r = 12; r >= 0 && out.length < n; r--) if (mask & (1 << r)) out.push(r);
  return out;
}

/** Raw score of a flush suit's 13-bit rank mask (5..7 bits): straight flush, royal or flush. */
function rawOfFlushMask(mask: number): number {
  const hi = straightHigh(mask);
  if (hi === 12) return raw(ROYAL, [12]);
  if (hi >= 0) return raw(STRAIGHT_FLUSH, [hi]);
  return raw(FLUSH, topRanks(mask, 5));
}

/** Raw score of the best non-flush five of 5..7 cards given by rank counts. */
function rawOfCounts(counts: readonly number[]): number {
  let present = 0;
  let quad = -1;
  let trips = -1;
  const pairs: number[] = []; // ranks with >= 2 cards except the highest trips, high first
  for (let r = 12; r >= 0; r--) {
    const c = counts[r]!;
    if (c > 0) present |= 1 << r;
    if (c >= 4 && quad < 0) quad = r;
    else if (c >= 3 && trips < 0) trips = r;
    else if (c >= 2) pairs.push(r);
  }
  if (quad >= 0) return raw(QUADS, [quad, ...topRanks(present & ~(1 << quad), 1)]);
  if (trips >= 0 && pairs.length > 0) return raw(FULL_HOUSE, [trips, pairs[0]!]);
  const hi = straightHigh(present);
  if (hi >= 0) return raw(STRAIGHT, [hi]);
  if (trips >= 0) return raw(TRIPS, [trips, ...topRanks(present & ~(1 << trips), 2)]);
  if (pairs.length >= 2) {
    const [p1, p2] = pairs as [number, number];
    return raw(TWO_PAIR, [p1, p2, ...topRanks(present & ~(1 << p1) & ~(1 << p2), 1)]);
  }
  if (pairs.length === 1) return raw(PAIR, [pairs[0]!, ...topRanks(present & ~(1 << pairs[0]!), 3)]);
  return raw(HIGH, topRanks(present, 5));
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** raw → compact value, over all 7,462 five-card classes, sorted per category. */
function valueOfRawMap(): Map<number, number> {
  const raws = new Set<number>();
  for (let m = 0; m < 8192; m++) if (popcount(m) === 5) raws.add(rawOfFlushMask(m));
  const counts = new Array<number>(13).fill(0);
  const walk = (r: number, left: number) => {
    if (r === 13) {
      if (left === 0) raws.add(rawOfCounts(counts));
      return;
    }
    for (let c = 0; c <= Math.min(4, left); c++) {
      counts[r] = c;
      walk(r + 1, left - c);
    }
    counts[r] = 0;
  };
  walk(0, 5);
  const sorted = [...raws].sort((a, b) => a - b);
  const map = new Map<number, number>();
  let cat = -1;
  let k = 0;
  for (const x of sorted) {
    const c = Math.floor(x / 0x100000);
    if (c !== cat) {
      cat = c;
      k = 0;
    }
    map.set(x, (c << CATEGORY_SHIFT) | ++k);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Tables.

/** OMPEval rank multipliers (zekyll/OMPEval, ISC): distinct sums for every 0..7-card rank multiset. */
const RANK_KEY = [
  0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068, 0x48c0e4, 0x48f211,
  0x494493,
];
const ROW_SHIFT = 12;
const MONOTONE_ROW = 8;
const ROW_MASK = (1 << ROW_SHIFT) - 1;
const SUIT_BIAS = 0x3333;
const FLUSH_CHECK = 0x8888;

/** Per card index: rank key, suit counter, rank bit. */
const CARD_KEY = new Int32Array(52);
const CARD_SUIT = new Int32Array(52);
const CARD_BIT = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  CARD_KEY[c] = RANK_KEY[c >> 2]!;
  CARD_SUIT[c] = 1 << (4 * (c & 3));
  CARD_BIT[c] = 1 << (c >> 2);
}

/**
 * The tables, built on first use (`build`, about 50 ms): a page or process that only imports this module
 * (a browser bundle that draws a paytable) pays nothing. `FLUSH_TABLE`: 13-bit rank mask of one suit
 * (5+ bits) → value; `RANK_TABLE` at `key + ROW_OFFSET[key >>> ROW_SHIFT]`: rank multiset → value.
 */
let FLUSH_TABLE: Uint16Array = new Uint16Array(0);
let ROW_OFFSET: Int32Array = new Int32Array(0);
let RANK_TABLE: Uint16Array = new Uint16Array(0);

function build(): void {
  const byRaw = valueOfRawMap();
  const valueOfRaw = (x: number): number => {
    const v = byRaw.get(x);
    if (v === undefined) throw new Error(`poker evaluator: no class for raw ${x}`);
    return v;
  };
  const flush = new Uint16Array(8192);
  for (let m = 0; m < 8192; m++) if (popcount(m) >= 5) flush[m] = valueOfRaw(rawOfFlushMask(m));
  const ranks = rankTable(valueOfRaw);
  FLUSH_TABLE = flush;
  ROW_OFFSET = ranks.ROW_OFFSET;
  RANK_TABLE = ranks.RANK_TABLE;
}

function rankTable(valueOfRaw: (raw: number) => number): { ROW_OFFSET: Int32Array; RANK_TABLE: Uint16Array } {
  // Every rank multiset of 5..7 cards (at most 4 a rank): its key and value.
  const keys: number[] = [];
  const values: number[] = [];
  const counts = new Array<number>(13).fill(0);
  const walk = (r: number, n: number, key: number) => {
    if (r === 13) {
      if (n >= 5) {
        keys.push(key);
        values.push(valueOfRaw(rawOfCounts(counts)));
      }
      return;
    }
    for (let c = 0; c <= 4 && n + c <= 7; c++) {
      counts[r] = c;
      walk(r + 1, n + c, key + c * RANK_KEY[r]!);
    }
    counts[r] = 0;
  };
  walk(0, 0, 0);

  // Rows of 2^ROW_SHIFT keys, each displaced as a whole to a base where all its keys hit free slots:
  // rows largest first; rows of MONOTONE_ROW keys or more search from the previous row's base, smaller
  // ones from the first free slot. Occupancy is a bitset tested 32 bases at a time.
  const maxKey = 4 * RANK_KEY[12]! + 3 * RANK_KEY[11]!;
  const rowCount = (maxKey >>> ROW_SHIFT) + 1;
  const rowSize = new Int32Array(rowCount);
  for (const k of keys) rowSize[k >>> ROW_SHIFT]!++;
  const rowStart = new Int32Array(rowCount + 1);
  for (let r = 0; r < rowCount; r++) rowStart[r + 1] = rowStart[r]! + rowSize[r]!;
  const fill = rowStart.slice(0, rowCount);
  const memberLow = new Int32Array(keys.length);
  const memberValue = new Uint16Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const j = fill[keys[i]! >>> ROW_SHIFT]!++;
    memberLow[j] = keys[i]! & ROW_MASK;
    memberValue[j] = values[i]!;
  }
  const order: number[] = [];
  for (let r = 0; r < rowCount; r++) if (rowSize[r]! > 0) order.push(r);
  order.sort((a, b) => rowSize[b]! - rowSize[a]! || a - b);
  const capacity = 4 * keys.length + (1 << ROW_SHIFT);
  const occupied = new Int32Array((capacity >>> 5) + 2);
  const window32 = (p: number) => {
    const w = p >>> 5;
    const sh = p & 31;
    return sh === 0 ? occupied[w]! : (occupied[w]! >>> sh) | (occupied[w + 1]! << (32 - sh));
  };
  const offset = new Int32Array(rowCount);
  const table = new Uint16Array(capacity);
  let firstFree = 0;
  let previous = 0;
  let top = 0;
  for (const r of order) {
    const s = rowStart[r]!;
    const e = rowStart[r + 1]!;
    let block = (rowSize[r]! >= MONOTONE_ROW ? Math.max(firstFree, previous) : firstFree) & ~31;
    let base: number;
    for (;;) {
      if (block + (1 << ROW_SHIFT) + 32 > capacity) throw new Error('poker evaluator: hash table overflow');
      let conflict = 0;
      for (let j = s; j < e && conflict !== -1; j++) conflict |= window32(block + memberLow[j]!);
      if (conflict !== -1) {
        base = block + 31 - Math.clz32(~conflict & -~conflict);
        break;
      }
      block += 32;
    }
    for (let j = s; j < e; j++) {
      const slot = base + memberLow[j]!;
      occupied[slot >>> 5]! |= 1 << (slot & 31);
      table[slot] = memberValue[j]!;
      if (slot >= top) top = slot + 1;
    }
    while (occupied[firstFree >>> 5] === -1) firstFree += 32;
    while (occupied[firstFree >>> 5]! & (1 << (firstFree & 31))) firstFree++;
    previous = base;
    offset[r] = base - (r << ROW_SHIFT);
  }
  return { ROW_OFFSET: offset, RANK_TABLE: table.slice(0, top) };
}

// ---------------------------------------------------------------------------------------------
// Evaluation.

/** The value of seven distinct card indices (0..51): the fast path. Duplicates are not checked. */
export function evaluate7(a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
  if (RANK_TABLE.length === 0) build();
  const suits =
    SUIT_BIAS +
    CARD_SUIT[a]! +
    CARD_SUIT[b]! +
    CARD_SUIT[c]! +
    CARD_SUIT[d]! +
    CARD_SUIT[e]! +
    CARD_SUIT[f]! +
    CARD_SUIT[g]!;
  const flush = suits & FLUSH_CHECK;
  if (flush === 0) {
    const key = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]! + CARD_KEY[f]! + CARD_KEY[g]!;
    return RANK_TABLE[key + ROW_OFFSET[key >>> ROW_SHIFT]!]!;
  }
  const s = (31 - Math.clz32(flush)) >> 2;
  let m = 0;
  if ((a & 3) === s) m |= CARD_BIT[a]!;
  if ((b & 3) === s) m |= CARD_BIT[b]!;
  if ((c & 3) === s) m |= CARD_BIT[c]!;
  if ((d & 3) === s) m |= CARD_BIT[d]!;
  if ((e & 3) === s) m |= CARD_BIT[e]!;
  if ((f & 3) === s) m |= CARD_BIT[f]!;
  if ((g & 3) === s) m |= CARD_BIT[g]!;
  return FLUSH_TABLE[m]!;
}

/** The value of five distinct card indices (0..51). */
export function evaluate5(a: number, b: number, c: number, d: number, e: number): number {
  if (RANK_TABLE.length === 0) build();
  const suits = SUIT_BIAS + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]!;
  if ((suits & FLUSH_CHECK) === 0) {
    const key = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]!;
    return RANK_TABLE[key + ROW_OFFSET[key >>> ROW_SHIFT]!]!;
  }
  return FLUSH_TABLE[CARD_BIT[a]! | CARD_BIT[b]! | CARD_BIT[c]! | CARD_BIT[d]! | CARD_BIT[e]!]!;
}

/** The value of 5..7 distinct card indices (any count in range; the general path of `handValue`). */
export function evaluateIndices(cards: ArrayLike<number>): number {
  const n = cards.length;
  if (n < 5 || n > 7) throw new RangeError(`a poker hand has 5 to 7 cards, not ${n}`);
  if (RANK_TABLE.length === 0) build();
  let suits = SUIT_BIAS;
  let key = 0;
  for (let i = 0; i < n; i++) {
    suits += CARD_SUIT[cards[i]!]!;
    key += CARD_KEY[cards[i]!]!;
  }
  const flush = suits & FLUSH_CHECK;
  if (flush === 0) return RANK_TABLE[key + ROW_OFFSET[key >>> ROW_SHIFT]!]!;
  const s = (31 - Math.clz32(flush)) >> 2;
  let m = 0;
  for (let i = 0; i < n; i++) if ((cards[i]! & 3) === s) m |= CARD_BIT[cards[i]!]!;
  return FLUSH_TABLE[m]!;
}

function indicesOf(cards: readonly Card[]): number[] {
  const idx = cards.map(cardIndex);
  let seen = 0n;
  for (const i of idx) {
    const bit = 1n << BigInt(i);
    if (seen & bit) throw new RangeError(`a card twice in one hand: ${cardFromIndex(i)}`);
    seen |= bit;
  }
  return idx;
}

/** The value of the best five of 5..7 distinct cards: higher = better, equal = tie. Throws otherwise. */
export function handValue(cards: readonly Card[]): number {
  return evaluateIndices(indicesOf(cards));
}

/** The category of a value (0, the value of a partial hand, reads as HIGH_CARD). */
export function categoryOf(value: number): HandCategory {
  return HAND_CATEGORIES[value >>> CATEGORY_SHIFT]!;
}

/** -1 when hand `a` loses to `b`, 0 on a tie (to the fifth card), 1 when `a` wins. 5..7 cards each. */
export function compareHands(a: readonly Card[], b: readonly Card[]): -1 | 0 | 1 {
  const x = handValue(a);
  const y = handValue(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Cards ordered for display: by rank count (quads, trips, pairs) then rank, high first; suits S H D C. */
function orderCards(idx: number[], straight: boolean): number[] {
  const count = new Array<number>(13).fill(0);
  for (const i of idx) count[i >> 2]!++;
  const sorted = [...idx].sort((x, y) => count[y >> 2]! - count[x >> 2]! || (y >> 2) - (x >> 2) || (x & 3) - (y & 3));
  if (straight && sorted[0]! >> 2 === 12 && sorted[1]! >> 2 === 3) sorted.push(sorted.shift()!); // 5 4 3 2 A
  return sorted;
}

/**
 * The best hand of 1..7 distinct cards, named. 5..7 cards: the best five in ranking order (quads then
 * kicker; full house trips then pair; pairs high pair first then kickers high→low; straights high→low,
 * the wheel as 5 4 3 2 A). 1..4 cards: HIGH_CARD / PAIR / TWO_PAIR / THREE_OF_A_KIND / FOUR_OF_A_KIND of
 * those cards ordered the same way, value 0.
 */
export function bestHand(cards: readonly Card[]): { category: HandCategory; value: number; cards: Card[] } {
  const idx = indicesOf(cards);
  const n = idx.length;
  if (n < 1 || n > 7) throw new RangeError(`bestHand takes 1 to 7 cards, not ${n}`);
  if (n < 5) {
    const count = new Array<number>(13).fill(0);
    for (const i of idx) count[i >> 2]!++;
    const max = Math.max(...count);
    const pairs = count.filter((c) => c === 2).length;
    const category: HandCategory =
      max === 4
        ? 'FOUR_OF_A_KIND'
        : max === 3
          ? 'THREE_OF_A_KIND'
          : pairs === 2
            ? 'TWO_PAIR'
            : pairs === 1
              ? 'PAIR'
              : 'HIGH_CARD';
    return { category, value: 0, cards: orderCards(idx, false).map(cardFromIndex) };
  }
  // Canonical order first so that among equal fives the choice is deterministic.
  const sortedIdx = orderCards(idx, false);
  let best = -1;
  let bestFive: number[] = [];
  const pick: number[] = [];
  const choose = (from: number) => {
    if (pick.length === 5) {
      const v = evaluate5(pick[0]!, pick[1]!, pick[2]!, pick[3]!, pick[4]!);
      if (v > best) {
        best = v;
        bestFive = [...pick];
      }
      return;
    }
    for (let i = from; i <= n - (5 - pick.length); i++) {
      pick.push(sortedIdx[i]!);
      choose(i + 1);
      pick.pop();
    }
  };
  choose(0);
  const category = categoryOf(best);
  const straight = category === 'STRAIGHT' || category === 'STRAIGHT_FLUSH';
  return { category, value: best, cards: orderCards(bestFive, straight).map(cardFromIndex) };
}
