import type { SeatBoard, SeatView } from '@/lib/tables/seats';
import type { PublicRound } from '@/lib/realtime/events';

/** Round statuses in which a round is still being played (RULES.md §C-4). */
export const LIVE_STATUSES = new Set(['BETTING', 'DEALING', 'COMPLETE']);

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const SUIT_NAME: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** What the engine expects now, read loosely from `round.next` (the server decides; we only show it). */
export interface NextStep {
  kind: string;
  to?: string;
  position?: number;
  seat?: number;
  /** Seated games: the 1-based hand of the seat (a card or a decision). */
  hand?: number;
  /** The legal decisions of the hand acting. */
  actions?: string[];
  /** The seats whose insurance decision is pending. */
  seats?: number[];
  /** How many Bet Behind bettors still decide their own insurance (§BJ-9). */
  behindPending?: number;
}
export function nextOf(round: PublicRound | null): NextStep | null {
  const n = round?.next;
  if (!n || typeof n.kind !== 'string') return null;
  return {
    kind: n.kind,
    to: typeof n.to === 'string' ? n.to : undefined,
    position: typeof n.position === 'number' ? n.position : undefined,
    seat: typeof n.seat === 'number' ? n.seat : undefined,
    hand: typeof n.hand === 'number' ? n.hand : undefined,
    actions: Array.isArray(n.actions) ? n.actions.filter((a): a is string => typeof a === 'string') : undefined,
    seats: Array.isArray(n.seats) ? n.seats.filter((x): x is number => typeof x === 'number') : undefined,
    behindPending: typeof n.behindPending === 'number' ? n.behindPending : undefined,
  };
}

export function isLive(round: PublicRound | null): round is PublicRound {
  return !!round && LIVE_STATUSES.has(round.status);
}

/** The action Enter on an empty input does in this phase. */
export type PrimaryAction = 'open' | 'close' | 'confirm' | null;
export function primaryAction(round: PublicRound | null): PrimaryAction {
  if (!isLive(round)) return 'open';
  // A designated-player game: bets (and No more bets) wait until the DP seat is settled (RULES.md §HCF-7).
  if (round.status === 'BETTING') return nextOf(round)?.kind.startsWith('dp-') ? null : 'close';
  if (nextOf(round)?.kind === 'confirm') return 'confirm';
  return null;
}

/** Round detail as `GET /api/rounds/:id` returns it (the parts the console uses). */
export interface RoundDetailView extends PublicRound {
  /**
   * `extraStake`: doubles and splits (and followed ones on Bet Behind), on top of `amount`;
   * `fee`: a rake held with the bet (§HCF-9), `refund` includes the part handed back;
   * `spec`: the bet's spot (`{seat}` at seated games).
   */
  bets: {
    id: string;
    username: string;
    type: string;
    spec?: Record<string, unknown>;
    amount: number;
    extraStake?: number;
    fee?: number;
    status: string;
    payout: number;
    refund: number;
    net: number;
  }[];
  /** The round's log (staff see every event, e.g. `SETTLED` with the money summary). */
  events?: { seq: number; type: string; data: Record<string, unknown>; actor: string | null; at: string }[];
}

/** One row of `GET /api/rounds` (history). */
export interface RoundSummaryView {
  id: string;
  number: number;
  status: string;
  game: string;
  shoeNumber: number | null;
  openedAt: string;
  settledAt: string | null;
  voidReason: string | null;
  result: Record<string, unknown> | null;
  betCount: number;
  staked: number;
  paidOut: number;
}

/** A table row as `GET /api/tables` returns it. */
export interface TableListItem {
  id: string;
  name: string;
  game: string;
  status: string;
  currentRoundId: string | null;
  dealerId: string | null;
  dealerUsername: string | null;
  dealerName?: string | null;
  hasDealer?: boolean;
  shoe: {
    id: string;
    number: number;
    decks: number;
    cardsDealt: number;
    cardsLeft: number;
    cutCardPosition: number | null;
    status: string;
  } | null;
  round: PublicRound | null;
}

export { newKey } from '@/lib/client/api';

/** A seat of `GET /api/tables/:id/seats` and of the `table:seats` event (cents: this round's stakes). */
export type SeatBoardSeat = SeatView;
export type SeatBoardView = SeatBoard;

const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

/** A seat board from an event's `data` (or an answer), or null when it is not one. */
export function seatBoardOf(x: unknown): SeatBoardView | null {
  const b = rec(x);
  if (typeof b.tableId !== 'string' || !Array.isArray(b.seats)) return null;
  return {
    tableId: b.tableId,
    seatCount: typeof b.seatCount === 'number' ? b.seatCount : 7,
    roundId: typeof b.roundId === 'string' ? b.roundId : null,
    seats: b.seats.map((s) => {
      const r = rec(s);
      return {
        seat: Number(r.seat),
        userId: String(r.userId ?? ''),
        username: String(r.username ?? ''),
        main: Number(r.main) || 0,
        behind: Number(r.behind) || 0,
        behindCount: Number(r.behindCount) || 0,
        dpOptIn: r.dpOptIn === true,
        bank: Number(r.bank) || 0,
      };
    }),
  };
}

/**
 * A table's dealer in the console's words (`t`: the `dealer` messages): the username for the table's staff,
 * else the public display name, else "another dealer" when one is assigned (`hasDealer`) or `none`
 * ("unassigned" / "nobody").
 */
export function dealerWord(
  table: { dealerUsername: string | null; dealerName?: string | null; hasDealer?: boolean },
  t: (key: string) => string,
  none: 'unassigned' | 'nobody' = 'unassigned',
): string {
  if (table.dealerUsername) return table.dealerUsername;
  if (table.dealerName) return table.dealerName;
  return table.hasDealer ? t('anotherDealer') : t(none);
}
