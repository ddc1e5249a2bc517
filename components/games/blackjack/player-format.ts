import type { BjDealer, BjHandBase, BjOutcome } from './view';
import type { SeatView } from '@/lib/client/use-table-feed';
import type { PublicRound } from '@/lib/realtime/events';
import { toProblem, type PlayerProblem } from '@/components/player/format';
import type { MyBet } from '@/components/player/use-player-table';

/** Seats of a Blackjack table, from the dealer's left (RULES.md §BJ-1). */
export const BJ_SEATS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One hand as the round's `view` / `result` shows it (`outcome` only in the result). */
export interface BjHand extends BjHandBase {
  outcome?: BjOutcome;
}

export interface BjSeatPlay {
  seat: number;
  insurance: boolean | null;
  hands: BjHand[];
}

export type { BjDealer };

export type BjNext =
  | { kind: 'close' }
  | { kind: 'card'; to: 'seat'; seat: number; hand: number; position: number }
  | { kind: 'card'; to: 'dealer'; position: number }
  | { kind: 'decision'; seat: number; hand: number; actions: string[] }
  | { kind: 'insurance'; seats: number[] }
  | { kind: 'confirm' };

/** The round's blackjack picture: `view` while it plays, `result` (with outcomes) once complete. */
export interface BjRound {
  phase: string;
  dealer: BjDealer | null;
  seats: BjSeatPlay[];
  turn: { seat: number; hand: number } | null;
  next: BjNext | null;
  /** The result is in (COMPLETE or SETTLED, not voided). */
  complete: boolean;
}

/** Reads a public round of a Blackjack table (tolerant of a missing or partial view). */
export function bjRound(round: PublicRound | null): BjRound | null {
  if (!round) return null;
  const view = (round.view ?? {}) as Partial<{
    phase: string;
    dealer: BjDealer | null;
    seats: BjSeatPlay[];
    turn: { seat: number; hand: number } | null;
  }>;
  const result =
    round.status !== 'VOIDED' ? (round.result as { dealer?: BjDealer; seats?: BjSeatPlay[] } | null) : null;
  const complete =
    !!result && Array.isArray(result.seats) && (round.status === 'COMPLETE' || round.status === 'SETTLED');
  return {
    phase: view.phase ?? (round.status === 'BETTING' ? 'BETTING' : 'DEAL'),
    dealer: (complete ? result!.dealer : view.dealer) ?? null,
    seats: (complete ? result!.seats : view.seats) ?? [],
    turn: complete ? null : (view.turn ?? null),
    next: round.status === 'DEALING' || round.status === 'BETTING' ? ((round.next as BjNext | null) ?? null) : null,
    complete,
  };
}

/**
 * A hand's value as players read it: `BJ` for a blackjack, `BUST 24`, soft totals as hard/soft
 * (`7/17` for A-6) while under 21, otherwise the total. Empty for a hand without cards.
 */
export function handValueText(h: {
  cards: readonly string[];
  total: number;
  soft: boolean;
  blackjack: boolean;
  bust: boolean;
}): string {
  if (h.cards.length === 0) return '';
  if (h.blackjack) return 'BJ';
  if (h.bust) return `BUST ${h.total}`;
  if (h.soft && h.total < 21) return `${h.total - 10}/${h.total}`;
  return String(h.total);
}

/** "Main · seat 2", "Bet Behind · seat 3 · follows", "Insurance · seat 2" (my bets list). */
export function blackjackBetLabel(b: MyBet): string {
  const seat = b.seat ? ` · seat ${b.seat}` : '';
  if (b.type === 'MAIN') return `Main${seat}${b.extraStake ? ' · doubled/split' : ''}`;
  if (b.type === 'BET_BEHIND') return `Bet Behind${seat}${b.spec?.followDoublesAndSplits === true ? ' · follows' : ''}`;
  if (b.type === 'INSURANCE') return `Insurance${seat}`;
  return b.type.charAt(0) + b.type.slice(1).toLowerCase();
}

const BJ_TITLES: Record<string, string> = {
  SEAT_TAKEN: 'That seat is taken',
  ALREADY_SEATED: 'You already have a seat',
  BET_BEHIND_OPEN: 'Your Bet Behind is playing',
  SEAT_IN_PLAY: 'Your seat is in play',
  NOT_YOUR_SEAT: 'Not your seat',
  NOT_SEATED: 'Take a seat first',
  SEATED_PLAYER_CANNOT_BET_BEHIND: 'Seated players cannot bet behind',
  SEAT_EMPTY: 'Nobody sits there',
  BET_ALREADY_PLACED: 'You already bet there',
  NOT_YOUR_TURN: 'Not your turn',
  DECISION_NOT_EXPECTED: 'No decision now',
  INSURANCE_NOT_OFFERED: 'Insurance is not offered now',
  INSURANCE_ALREADY_DECIDED: 'Insurance already decided',
  CANNOT_DOUBLE: 'This hand cannot double',
  CANNOT_SPLIT: 'This hand cannot split',
  INVALID_SEAT: 'No such seat',
};

/** `toProblem` with titles for the Blackjack codes (seats, decisions, insurance). */
export function toBlackjackProblem(e: unknown): PlayerProblem {
  return refineBlackjackProblem(toProblem(e));
}

/** A refusal with the Blackjack codes' titles (seats, decisions, insurance). */
export function refineBlackjackProblem(p: PlayerProblem): PlayerProblem {
  const title = BJ_TITLES[p.code];
  return title ? { ...p, title } : p;
}

/** What the signed-in player has at stake this round and what they may do now. */
export interface MyBlackjack {
  /** The seat the player sits at (null when not seated). */
  seat: number | null;
  /** The player's MAIN bet of this round (live: not cancelled). */
  main: MyBet | null;
  /** The player's Bet Behind bets of this round, by seat. */
  behind: Map<number, MyBet>;
  /** The play decision awaited from this player now, if any. */
  decision: { seat: number; hand: number; actions: string[] } | null;
  /** The insurance question awaiting this player now, if any (their seat first, then each Bet Behind). */
  insurance: { kind: 'seat' | 'behind'; seat: number; cost: number } | null;
}

/** Derives `MyBlackjack` from the round, the seat board and the player's bets. */
export function myBlackjack(
  bj: BjRound | null,
  seats: SeatView[],
  meId: string | null,
  bets: MyBet[],
  answered: ReadonlySet<string>,
): MyBlackjack {
  const seat = meId ? (seats.find((s) => s.userId === meId)?.seat ?? null) : null;
  const main = bets.find((b) => b.type === 'MAIN' && b.status !== 'CANCELLED') ?? null;
  const behind = new Map<number, MyBet>();
  for (const b of bets) if (b.type === 'BET_BEHIND' && b.seat && b.status !== 'CANCELLED') behind.set(b.seat, b);
  const next = bj?.next ?? null;
  const mainSeat = main?.seat ?? null;
  const decision =
    next?.kind === 'decision' && mainSeat !== null && next.seat === mainSeat
      ? { seat: next.seat, hand: next.hand, actions: next.actions }
      : null;
  let insurance: MyBlackjack['insurance'] = null;
  if (next?.kind === 'insurance') {
    if (main && mainSeat !== null && next.seats.includes(mainSeat) && !answered.has(`seat:${mainSeat}`)) {
      insurance = { kind: 'seat', seat: mainSeat, cost: Math.floor((main.base ?? main.amount) / 2) };
    } else {
      const playing = new Set((bj?.seats ?? []).map((s) => s.seat));
      for (const [s, b] of [...behind.entries()].sort((x, y) => x[0] - y[0])) {
        if (
          !playing.has(s) ||
          b.status !== 'OPEN' ||
          typeof b.spec?.insurance === 'boolean' ||
          answered.has(`behind:${s}`)
        )
          continue;
        insurance = { kind: 'behind', seat: s, cost: Math.floor((b.base ?? b.amount) / 2) };
        break;
      }
    }
  }
  return { seat, main, behind, decision, insurance };
}

/** "take the matching stake ..." — the Bet Behind follow option, in words (RULES.md §BJ-9). */
export const FOLLOW_TIP = 'take the matching stake when the seat doubles or splits (if your balance has it)';
