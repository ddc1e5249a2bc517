/**
 * The Casino Hold'em API tests' own reading of RULES.md §CHE, written from the rules alone (not from
 * lib/games/casino-holdem): a small poker hand ranking (best five of five to seven cards, by brute
 * force over the 21 five-card subsets), dealer qualification, the Ante and AA Bonus tables and the
 * settlement of one player's bets; and a seeded shuffle of one 52-card deck (§C-2, §CHE-1).
 */

export type Category =
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

/** Lowest first. */
export const CATEGORIES: readonly Category[] = [
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

const RANKS = '23456789TJQKA';
const SUITS = 'SHDC';
/** The 52 canonical codes (§C-1). */
export const DECK: readonly string[] = [...SUITS].flatMap((s) => [...RANKS].map((r) => `${r}${s}`));

/** 2..14 (ace high). */
const rankOf = (card: string) => RANKS.indexOf(card[0]!) + 2;

/** A five-card hand: its category, the ranks that order it (most significant first) and one comparable number. */
export interface Ranked {
  category: Category;
  /** Ranks in ranking order: the groups by size then rank (quads then kicker, ...); a straight's top card (5 for the wheel). */
  ranks: number[];
  value: number;
}

/** Ranks exactly five cards. */
export function rank5(cards: readonly string[]): Ranked {
  if (cards.length !== 5) throw new Error(`rank5 takes five cards, got ${cards.length}`);
  const ranks = cards.map(rankOf);
  const flush = cards.every((c) => c[1] === cards[0]![1]);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Groups by size, then by rank, both descending: [[rank, count], ...].
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let straightHigh = 0;
  if (distinct.length === 5) {
    if (distinct[0]! - distinct[4]! === 4) straightHigh = distinct[0]!;
    else if (distinct.join(',') === '14,5,4,3,2') straightHigh = 5; // the wheel: a 5-high straight
  }
  let category: Category;
  let order: number[];
  if (straightHigh && flush) {
    category = straightHigh === 14 ? 'ROYAL_FLUSH' : 'STRAIGHT_FLUSH';
    order = [straightHigh];
  } else if (groups[0]![1] === 4) {
    category = 'FOUR_OF_A_KIND';
    order = groups.map((g) => g[0]);
  } else if (groups[0]![1] === 3 && groups[1]![1] === 2) {
    category = 'FULL_HOUSE';
    order = groups.map((g) => g[0]);
  } else if (flush) {
    category = 'FLUSH';
    order = distinct;
  } else if (straightHigh) {
    category = 'STRAIGHT';
    order = [straightHigh];
  } else if (groups[0]![1] === 3) {
    category = 'THREE_OF_A_KIND';
    order = groups.map((g) => g[0]);
  } else if (groups[0]![1] === 2 && groups[1]![1] === 2) {
    category = 'TWO_PAIR';
    order = groups.map((g) => g[0]);
  } else if (groups[0]![1] === 2) {
    category = 'PAIR';
    order = groups.map((g) => g[0]);
  } else {
    category = 'HIGH_CARD';
    order = distinct;
  }
  let value = CATEGORIES.indexOf(category);
  for (let i = 0; i < 5; i++) value = value * 15 + (order[i] ?? 0);
  return { category, ranks: order, value };
}

/** The best five of five to seven cards (every five-card subset). */
export function best(cards: readonly string[]): Ranked {
  if (cards.length < 5 || cards.length > 7) throw new Error(`best takes 5..7 cards, got ${cards.length}`);
  let top: Ranked | null = null;
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const r = rank5([cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!]);
            if (!top || r.value > top.value) top = r;
          }
  return top!;
}

/** §CHE-3: the dealer qualifies with a pair of 4s or better (best five of the dealer's two and the board). */
export function qualifies(hand: Ranked): boolean {
  if (CATEGORIES.indexOf(hand.category) > CATEGORIES.indexOf('PAIR')) return true;
  return hand.category === 'PAIR' && hand.ranks[0]! >= 4;
}

/** §CHE-4: the Ante table, winnings per unit staked. */
export function anteMultiple(category: Category): number {
  switch (category) {
    case 'ROYAL_FLUSH':
      return 100;
    case 'STRAIGHT_FLUSH':
      return 20;
    case 'FOUR_OF_A_KIND':
      return 10;
    case 'FULL_HOUSE':
      return 3;
    case 'FLUSH':
      return 2;
    default:
      return 1; // straight or less
  }
}

/** §CHE-5: the AA Bonus on the player's two cards plus the flop: flush or better 25, pair of aces up to a straight 7, else 0. */
export function aaMultiple(fiveCards: readonly string[]): number {
  const h = rank5(fiveCards);
  const i = CATEGORIES.indexOf(h.category);
  if (i >= CATEGORIES.indexOf('FLUSH')) return 25;
  if (i >= CATEGORIES.indexOf('TWO_PAIR')) return 7; // two pair, trips, straight
  if (h.category === 'PAIR' && h.ranks[0] === 14) return 7;
  return 0;
}

/** One deal of a round, in the order the console enters it (§CHE-1). */
export interface Deal {
  player: [string, string];
  dealer: [string, string];
  flop: [string, string, string];
  turn: string;
  river: string;
}

/** The first nine cards of a shuffled deck in the deal order: player 1, dealer 1, player 2, dealer 2, flop 1-3, turn, river. */
export function dealOf(deck: readonly string[]): Deal {
  const [p1, d1, p2, d2, f1, f2, f3, turn, river] = deck as [string, ...string[]];
  return { player: [p1, p2!], dealer: [d1!, d2!], flop: [f1!, f2!, f3!], turn: turn!, river: river! };
}

/** The cards in the order the dealer enters them. */
export const dealSequence = (d: Deal): string[] => [
  d.player[0],
  d.dealer[0],
  d.player[1],
  d.dealer[1],
  ...d.flop,
  d.turn,
  d.river,
];

/** mulberry32: a small seeded PRNG, [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher-Yates shuffle of one 52-card deck. */
export function shuffledDeck(random: () => number): string[] {
  const d = [...DECK];
  for (let i = d.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [d[i], d[j]] = [d[j]!, d[i]!];
  }
  return d;
}

/** How a player's box ended the call window. */
export type Decision = 'CALL' | 'FOLD' | 'TIMEOUT';

/** A bet's expected end (cents): winnings (`payout`) and the stake handed back (`refund`). */
export interface ExpectedBet {
  type: 'ANTE' | 'AA_BONUS' | 'CALL';
  amount: number;
  status: 'WON' | 'LOST' | 'PUSH';
  payout: number;
  refund: number;
}

const won = (type: ExpectedBet['type'], amount: number, payout: number): ExpectedBet => ({
  type,
  amount,
  status: 'WON',
  payout,
  refund: amount,
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

/** What the deal is worth, once: the hands and the tables' multiples (§CHE-3..5). */
export interface Outcome {
  playerHand: Ranked;
  dealerHand: Ranked;
  dealerQualifies: boolean;
  winner: 'PLAYER' | 'DEALER' | 'TIE';
  anteMultiple: number;
  aaMultiple: number;
  /** The player hand's best five after the flop is a pair or better (the "pairs" strategy of the tests). */
  pairOnFlop: boolean;
}

export function outcomeOf(d: Deal): Outcome {
  const board = [...d.flop, d.turn, d.river];
  const playerHand = best([...d.player, ...board]);
  const dealerHand = best([...d.dealer, ...board]);
  return {
    playerHand,
    dealerHand,
    dealerQualifies: qualifies(dealerHand),
    winner: playerHand.value > dealerHand.value ? 'PLAYER' : playerHand.value < dealerHand.value ? 'DEALER' : 'TIE',
    anteMultiple: anteMultiple(playerHand.category),
    aaMultiple: aaMultiple([...d.player, ...d.flop]),
    pairOnFlop: rank5([...d.player, ...d.flop]).category !== 'HIGH_CARD',
  };
}

/**
 * One player's bets settled by §CHE-2..5 (the §C-6 cap is far above the stakes of these tests: the
 * caller asserts that). `antes` / `aaBonus`: the player's Ante and AA Bonus bets, cents, in bet order.
 * A fold (also by the timer, §C-7) loses the Ante and the AA Bonus, even a winning one. A call stakes
 * 2x the Ante total as one CALL bet: dealer not qualified → Ante by the Ante table, Call returned;
 * qualified → player better: Ante by the table, Call 1:1; equal: both returned; dealer better: both lost.
 * The AA Bonus of a caller is paid by §CHE-5 whatever the main hand does.
 */
export function settlePlayer(o: Outcome, antes: number[], aaBonus: number[], decision: Decision): ExpectedBet[] {
  if (decision !== 'CALL') return [...antes.map((a) => lost('ANTE', a)), ...aaBonus.map((a) => lost('AA_BONUS', a))];
  const call = 2 * antes.reduce((s, a) => s + a, 0);
  const out: ExpectedBet[] = [];
  if (!o.dealerQualifies) {
    out.push(...antes.map((a) => won('ANTE', a, a * o.anteMultiple)), push('CALL', call));
  } else if (o.winner === 'PLAYER') {
    out.push(...antes.map((a) => won('ANTE', a, a * o.anteMultiple)), won('CALL', call, call));
  } else if (o.winner === 'TIE') {
    out.push(...antes.map((a) => push('ANTE', a)), push('CALL', call));
  } else {
    out.push(...antes.map((a) => lost('ANTE', a)), lost('CALL', call));
  }
  out.push(...aaBonus.map((a) => (o.aaMultiple ? won('AA_BONUS', a, a * o.aaMultiple) : lost('AA_BONUS', a))));
  return out;
}
