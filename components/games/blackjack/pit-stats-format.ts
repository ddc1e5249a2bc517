/**
 * Blackjack table statistics for the pit (issue #17 §4), pure: dealer bust rate, player blackjacks, doubles,
 * splits and insurance per hand, Bet Behind share of the handle, over settled rounds' results
 * (`BlackjackResult`, lib/games/blackjack/engine.ts) and their money by bet type (`GET /api/rounds` `byType`),
 * with the expected figures computed exactly from an 8-deck shoe (RULES.md §BJ-1, §BJ-2, §BJ-6).
 */
import type { RoundMoney } from '@/components/pit/hold';

/** Values 1 (ace) .. 10 (T/J/Q/K), cards of each value in one deck. */
const PER_DECK = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16];

function dealerTotal(cards: readonly number[]): number {
  let t = 0;
  for (const c of cards) t += c;
  return cards.includes(1) && t + 10 <= 21 ? t + 10 : t;
}

/**
 * The exact chance that the dealer's final hand busts, drawing from a full shoe of `decks` decks and standing on
 * all 17s (§BJ-6: soft 17 included), cards dealt without replacement. A two-card 21 (blackjack) is not a bust.
 * The players' cards are not taken out (the figure of a dealer alone against the shoe).
 */
export function dealerBustChance(decks = 8): number {
  const left = PER_DECK.map((n) => n * decks);
  const memo = new Map<string, number>();
  const go = (cards: number[], size: number): number => {
    const t = dealerTotal(cards);
    if (t > 21) return 1;
    if (t >= 17) return 0;
    const key = [...cards].sort((a, b) => a - b).join(',');
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let p = 0;
    for (let v = 1; v <= 10; v++) {
      if (!left[v]) continue;
      const w = left[v]! / size;
      left[v]!--;
      p += w * go([...cards, v], size - 1);
      left[v]!++;
    }
    memo.set(key, p);
    return p;
  };
  return go([], 52 * decks);
}

/**
 * The exact chance that a hand's first two cards are a blackjack (an ace and a ten-value, §BJ-5) from a full shoe:
 * 2 · 4d · 16d / (52d · (52d − 1)); 8 decks: 8192 / 172640 = 4.745 %.
 */
export function blackjackChance(decks = 8): number {
  const n = 52 * decks;
  return (2 * 4 * decks * 16 * decks) / (n * (n - 1));
}

interface Hand {
  cards?: unknown[];
  total?: number;
  blackjack?: boolean;
  bust?: boolean;
  doubled?: boolean;
  fromSplit?: boolean;
}
interface Seat {
  seat?: number;
  insurance?: boolean | null;
  hands?: Hand[];
}
interface Result {
  dealer?: { cards?: unknown[]; total?: number; bust?: boolean; blackjack?: boolean };
  seats?: Seat[];
}

export interface BlackjackStats {
  rounds: number;
  /** Rounds the dealer drew out (reached 17+ or bust): the others had every hand settled before (all bust, say). */
  dealerPlayed: number;
  dealerBusts: number;
  dealerBlackjacks: number;
  /** Seats dealt in (one hand each before splits). */
  hands: number;
  /** Seated hands that were a blackjack (a split hand's 21 is not, §BJ-3). */
  blackjacks: number;
  /** Hands doubled (split hands included), per seat hand. */
  doubles: number;
  /** Seats that split. */
  splits: number;
  /** Seats offered insurance (dealer's ace up, §BJ-4) and seats that took it. */
  insuranceOffered: number;
  insuranceTaken: number;
  /** Cents staked in all and on Bet Behind (`byType.BET_BEHIND`); null when the server gives no types. */
  handle: number;
  behindHandle: number | null;
}

/** The figures of `BlackjackStats` over settled rounds (each `result` a `BlackjackResult`, else skipped). */
export function blackjackStats(rounds: readonly (RoundMoney & { result: Record<string, unknown> | null })[]) {
  const s: BlackjackStats = {
    rounds: 0,
    dealerPlayed: 0,
    dealerBusts: 0,
    dealerBlackjacks: 0,
    hands: 0,
    blackjacks: 0,
    doubles: 0,
    splits: 0,
    insuranceOffered: 0,
    insuranceTaken: 0,
    handle: 0,
    behindHandle: null,
  };
  for (const r of rounds) {
    const res = r.result as Result | null;
    if (!res || !res.dealer || !Array.isArray(res.seats)) continue;
    s.rounds++;
    const d = res.dealer;
    if (d.blackjack) s.dealerBlackjacks++;
    if (d.bust || (d.total ?? 0) >= 17) {
      s.dealerPlayed++;
      if (d.bust) s.dealerBusts++;
    }
    for (const seat of res.seats) {
      const hands = seat.hands ?? [];
      s.hands++;
      if (hands.length > 1) s.splits++;
      if (hands.some((h) => h.blackjack && !h.fromSplit)) s.blackjacks++;
      s.doubles += hands.filter((h) => h.doubled).length;
      if (seat.insurance !== null && seat.insurance !== undefined) {
        s.insuranceOffered++;
        if (seat.insurance) s.insuranceTaken++;
      }
    }
    s.handle += r.staked;
    if (r.byType) s.behindHandle = (s.behindHandle ?? 0) + (r.byType.BET_BEHIND?.staked ?? 0);
  }
  return s;
}
