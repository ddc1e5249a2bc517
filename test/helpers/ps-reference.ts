/**
 * The Poker Switch API tests' own reading of RULES.md §PS, written from the rules alone (not from
 * lib/games/poker-switch: no engine, settlement or paytable code of it is used). Hands are valued with
 * the shared, exhaustively tested evaluator of lib/games/poker (the only product code used here).
 * What is here: the paytables of §PS-8, the dealer's ace-king qualifier (§PS-5), the deal order
 * (§PS-2), the play order of pairs (§PS-1), the switch (§PS-3), the insurance bounds (§PS-4), the buy's
 * replacement draw (§PS-6) and the settlement of one box (§PS-3..§PS-7; the §PS-9 caps are far above the
 * stakes of these tests: the caller asserts that).
 */
import { categoryOf, handValue, type HandCategory } from '@/lib/games/poker';
import type { Card } from '@/lib/games/cards';

export { rng, shuffledDeck } from './che-reference';

/** Lowest first (the index is the order of categories). */
const CATEGORIES: readonly HandCategory[] = [
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

/** §PS-8 Bet table: winnings per unit of the Bet (all whole multiples). Ace-king counts as a row of its own. */
export const BET_TABLE: Readonly<Record<string, number>> = {
  ACE_KING: 1,
  PAIR: 1,
  TWO_PAIR: 2,
  THREE_OF_A_KIND: 3,
  STRAIGHT: 4,
  FLUSH: 5,
  FULL_HOUSE: 7,
  FOUR_OF_A_KIND: 20,
  STRAIGHT_FLUSH: 50,
  ROYAL_FLUSH: 100,
};

/** §PS-8 Bonus table: winnings per unit of the Bonus, three of a kind or better. */
export const BONUS_TABLE: Readonly<Record<string, number>> = {
  THREE_OF_A_KIND: 20,
  STRAIGHT: 40,
  FLUSH: 50,
  FULL_HOUSE: 100,
  FOUR_OF_A_KIND: 200,
  STRAIGHT_FLUSH: 500,
  ROYAL_FLUSH: 1000,
};

/** A five-card hand: its category, one comparable value (the evaluator's), and whether it is ace-king high. */
export interface Hand {
  category: HandCategory;
  value: number;
  /** Index in CATEGORIES (0 high card .. 9 royal flush). */
  rank: number;
  aceKing: boolean;
}

export function hand(cards: readonly string[]): Hand {
  if (cards.length !== 5) throw new Error(`a Poker Switch hand is five cards, got ${cards.length}`);
  const value = handValue(cards as Card[]);
  const category = categoryOf(value);
  const ranks = cards.map((c) => c[0]);
  return {
    category,
    value,
    rank: CATEGORIES.indexOf(category),
    aceKing: category === 'HIGH_CARD' && ranks.includes('A') && ranks.includes('K'),
  };
}

/** §PS-5: the dealer qualifies with ace-king (high card holding an ace and a king) or better. */
export const qualifies = (h: Hand) => h.rank > 0 || h.aceKing;

/** The Bet table's multiple for a hand that beat a qualified dealer (so it is ace-king or better). */
export function betMultiple(h: Hand): number {
  if (h.rank === 0) {
    if (!h.aceKing) throw new Error('a box below ace-king never beats a qualified dealer');
    return BET_TABLE.ACE_KING!;
  }
  return BET_TABLE[h.category]!;
}

/** §PS-7: the Bonus multiple of the original five (0 below three of a kind). */
export const bonusMultiple = (h: Hand) => BONUS_TABLE[h.category] ?? 0;

/** §PS-4: three of a kind or better may insure, from 1 Ante up to 2 × Ante × the Bet ratio, at most the maximum payout. */
export function insuranceRange(h: Hand, ante: number, maxPayout: number): { min: number; max: number } | null {
  if (h.rank < CATEGORIES.indexOf('THREE_OF_A_KIND')) return null;
  const max = Math.min(2 * ante * BET_TABLE[h.category]!, maxPayout);
  return ante <= max ? { min: ante, max } : null;
}

/** The boxes of pair k (§PS-0): 2k-1 and 2k. */
export const boxesOf = (pair: number): [number, number] => [2 * pair - 1, 2 * pair];

/** §PS-1: pairs in play order, the larger Ante first, equal Antes the lower-numbered pair first. */
export function playOrder(pairs: readonly { pair: number; ante: number }[]): number[] {
  return [...pairs].sort((a, b) => b.ante - a.ante || a.pair - b.pair).map((p) => p.pair);
}

/** One card the console asks for, as `next` names it (§PS-2). */
export type Target =
  | { kind: 'card'; to: 'box'; seat: number; box: number; position: number; faceUp: boolean }
  | { kind: 'card'; to: 'dealer'; position: number; faceUp: boolean };

/**
 * §PS-2 with one shuffled deck: four rounds face down, each to every playing box ascending then the
 * dealer, then a fifth card face up in the same order, the dealer last. The cards are taken off the
 * top of `deck` in that order; what is left is the rest of the deck (the buy draws from it).
 */
export function deal(
  boxes: readonly number[],
  deck: readonly string[],
): { targets: Target[]; sequence: string[]; hands: Record<number, string[]>; dealer: string[]; rest: string[] } {
  const order = [...boxes].sort((a, b) => a - b);
  const targets: Target[] = [];
  const sequence: string[] = [];
  const hands: Record<number, string[]> = Object.fromEntries(order.map((b) => [b, [] as string[]]));
  const dealer: string[] = [];
  let k = 0;
  for (let position = 1; position <= 5; position++) {
    const faceUp = position === 5;
    for (const box of order) {
      targets.push({ kind: 'card', to: 'box', seat: Math.ceil(box / 2), box, position, faceUp });
      sequence.push(deck[k]!);
      hands[box]!.push(deck[k++]!);
    }
    targets.push({ kind: 'card', to: 'dealer', position, faceUp });
    sequence.push(deck[k]!);
    dealer.push(deck[k++]!);
  }
  return { targets, sequence, hands, dealer, rest: deck.slice(k) };
}

/** §PS-3: the five a box plays: its four face-down cards and its own fifth, or the partner's when switched. */
export function playing(own: readonly string[], partner: readonly string[], switched: boolean): string[] {
  return switched ? [...own.slice(0, 4), partner[4]!] : [...own];
}

const RANK_ORDER = '23456789TJQKA';
const rankIndex = (c: string) => RANK_ORDER.indexOf(c[0]!);

/**
 * §PS-6, the buy: the dealer's highest card is discarded and replaced by the next card of the deck; a
 * replacement of the discarded card's rank is replaced again. `discards[i]` is the card the i-th
 * replacement replaces (the dealer's highest, then each same-rank replacement in turn).
 */
export function buy(dealer: readonly string[], rest: readonly string[]) {
  const highest = [...dealer].sort((a, b) => rankIndex(b) - rankIndex(a))[0]!;
  const drawn: string[] = [];
  const discards: string[] = [];
  let discard = highest;
  for (const c of rest) {
    discards.push(discard);
    drawn.push(c);
    if (c[0] !== highest[0]) break;
    discard = c;
  }
  return { highest, drawn, discards, after: [...dealer.filter((c) => c !== highest), drawn.at(-1)!] };
}

/** A bet's expected end (cents): winnings (`payout`) and the stake handed back (`refund`). */
export interface ExpectedBet {
  type: 'ANTE' | 'BONUS' | 'BET' | 'INSURANCE' | 'SWITCH_FEE';
  amount: number;
  status: 'WON' | 'LOST' | 'PUSH' | 'CANCELLED';
  payout: number;
  refund: number;
}

const won = (type: ExpectedBet['type'], amount: number, payout: number, refund = amount): ExpectedBet => ({
  type,
  amount,
  status: 'WON',
  payout,
  refund,
});
const lost = (type: ExpectedBet['type'], amount: number): ExpectedBet => ({
  type,
  amount,
  status: 'LOST',
  payout: 0,
  refund: 0,
});
const push = (type: ExpectedBet['type'], amount: number): ExpectedBet => ({
  type,
  amount,
  status: 'PUSH',
  payout: 0,
  refund: amount,
});

/** How one box ended its turn and the buy window. */
export interface BoxEnd {
  ante: number;
  bonus: number;
  /** The box's five as dealt (the Bonus is on these, §PS-7) and the five it plays after any switch. */
  original: readonly string[];
  plays: readonly string[];
  switched: boolean;
  decision: 'BET' | 'FOLD';
  /** Insurance stake, 0 when none. */
  insurance: number;
  bought: boolean;
}

/**
 * One box's bets by §PS-3..§PS-7 against the dealer's original five `dealer` and, for a box that
 * bought, the dealer's five after the buy `after`:
 * - folded: the Ante is lost (no Bet, no insurance);
 * - insurance, on the original dealer hand: not qualified pays 1:1; qualified and the dealer's hand
 *   equal or higher: returned; qualified and lower: lost (§PS-4);
 * - no buy (§PS-5): qualified and the box higher: the Bet paid per the table and the Ante 2:1 if
 *   switched, else returned; equal: both returned; dealer higher: both lost; not qualified: Ante 1:1,
 *   Bet returned;
 * - bought (§PS-6): the Ante's stake is the fee (never returned); after the buy qualified and the box
 *   higher: the Bet paid and, switched, the Ante's 2:1 winnings (2 Antes, with no stake back); equal:
 *   the Bet returned; dealer higher: the Bet lost; still not qualified: the Bet returned;
 * - the Bonus on the original five whatever happened (§PS-7).
 */
export function settleBox(box: BoxEnd, dealer: readonly string[], after: readonly string[] | null): ExpectedBet[] {
  const A = box.ante;
  const out: ExpectedBet[] = [];
  const me = hand(box.plays);
  const d = hand(dealer);
  if (box.decision === 'FOLD') out.push(lost('ANTE', A));
  else {
    const bet = 2 * A;
    if (box.insurance > 0) {
      const I = box.insurance;
      out.push(
        !qualifies(d) ? won('INSURANCE', I, I) : d.value >= me.value ? push('INSURANCE', I) : lost('INSURANCE', I),
      );
    }
    if (box.bought) {
      if (!after) throw new Error('a box bought but the dealer has no hand after the buy');
      const a = hand(after);
      if (!qualifies(a)) out.push(lost('ANTE', A), push('BET', bet));
      else if (me.value > a.value)
        out.push(box.switched ? won('ANTE', A, 2 * A, 0) : lost('ANTE', A), won('BET', bet, bet * betMultiple(me)));
      else out.push(lost('ANTE', A), me.value === a.value ? push('BET', bet) : lost('BET', bet));
    } else if (!qualifies(d)) out.push(won('ANTE', A, A), push('BET', bet));
    else if (me.value > d.value)
      out.push(box.switched ? won('ANTE', A, 2 * A) : push('ANTE', A), won('BET', bet, bet * betMultiple(me)));
    else if (me.value === d.value) out.push(push('ANTE', A), push('BET', bet));
    else out.push(lost('ANTE', A), lost('BET', bet));
  }
  if (box.bonus > 0) {
    const m = bonusMultiple(hand(box.original));
    out.push(m ? won('BONUS', box.bonus, box.bonus * m) : lost('BONUS', box.bonus));
  }
  return out;
}

/** A bet's net for its player once settled (cents): what came back less the stake. */
export const net = (b: ExpectedBet) => b.payout + b.refund - b.amount;
