import { readBjDealer, readBjHand, readBjOutcome, type BjDealer, type BjHandBase, type BjOutcome } from '@/components/games/blackjack/view';
import type { SeatBoard, SeatView } from '@/lib/tables/seats';
import type { PublicRound } from '@/lib/realtime/events';
import { colorOf, type RouletteColor } from '@/lib/games/roulette/wheel';

/** Round statuses in which a round is still being played (RULES.md §C-4). */
export const LIVE_STATUSES = new Set(['BETTING', 'DEALING', 'COMPLETE']);

/** Games dealt from a multi-deck shoe (RULES.md §C-2). */
export const SHOE_GAMES = new Set(['BACCARAT', 'BLACKJACK']);

export type PocketColor = RouletteColor;
/** The pocket's color (RULES.md §RL-1), from the roulette engine. */
export const pocketColor = (n: number): PocketColor => colorOf(n);
export const POCKET_BG: Record<PocketColor, string> = {
  red: 'bg-[#b3202a] text-white',
  black: 'bg-[#15171c] text-white',
  green: 'bg-[#0f7a3c] text-white',
};

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
  /** Blackjack: the 1-based hand of the seat (a card or a decision). */
  hand?: number;
  /** Blackjack: the legal decisions of the hand acting. */
  actions?: string[];
  /** Blackjack: the seats whose insurance decision is pending. */
  seats?: number[];
  /** Blackjack: how many Bet Behind bettors still decide their own insurance (§BJ-9). */
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
  // High Card Flush: bets (and No more bets) wait until the DP seat is settled (RULES.md §HCF-7).
  if (round.status === 'BETTING') return nextOf(round)?.kind.startsWith('dp-') ? null : 'close';
  if (nextOf(round)?.kind === 'confirm') return 'confirm';
  return null;
}

export interface BaccaratResultView {
  winner: 'PLAYER' | 'BANKER' | 'TIE';
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

export function baccaratResult(result: Record<string, unknown> | null | undefined): BaccaratResultView | null {
  if (!result || typeof result.winner !== 'string') return null;
  return {
    winner: result.winner as BaccaratResultView['winner'],
    playerTotal: Number(result.playerTotal),
    bankerTotal: Number(result.bankerTotal),
    natural: result.natural === true,
    playerPair: result.playerPair === true,
    bankerPair: result.bankerPair === true,
  };
}

/** "BANKER wins 7–5" (winner's total first), "TIE 6–6"; plus natural and pairs. */
export function baccaratResultText(r: BaccaratResultView): { main: string; extras: string[] } {
  const main =
    r.winner === 'TIE'
      ? `TIE ${r.playerTotal}–${r.bankerTotal}`
      : r.winner === 'PLAYER'
        ? `PLAYER wins ${r.playerTotal}–${r.bankerTotal}`
        : `BANKER wins ${r.bankerTotal}–${r.playerTotal}`;
  const extras = [r.natural ? 'natural' : '', r.playerPair ? 'player pair' : '', r.bankerPair ? 'banker pair' : ''].filter(Boolean);
  return { main, extras };
}

export function rouletteResult(result: Record<string, unknown> | null | undefined): { number: number; color: PocketColor } | null {
  if (!result || typeof result.number !== 'number') return null;
  return { number: result.number, color: pocketColor(result.number) };
}

/** Round detail as `GET /api/rounds/:id` returns it (the parts the console uses). */
export interface RoundDetailView extends PublicRound {
  /**
   * `extraStake`: blackjack doubles and splits (and followed ones on Bet Behind), on top of `amount`;
   * `fee`: the High Card Flush rake held with the bet (§HCF-9), `refund` includes the part handed back;
   * `spec`: the bet's spot (`{seat}` at seated games).
   */
  bets: { id: string; username: string; type: string; spec?: Record<string, unknown>; amount: number; extraStake?: number; fee?: number; status: string; payout: number; refund: number; net: number }[];
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
  shoe: { id: string; number: number; decks: number; cardsDealt: number; cardsLeft: number; cutCardPosition: number | null; status: string } | null;
  round: PublicRound | null;
}

export { newKey } from '@/lib/client/api';

// ---------------------------------------------------------------------------------------------
// Blackjack (RULES.md §BJ): the public view of a round, read loosely (the server decides).
// ---------------------------------------------------------------------------------------------

export type { BjOutcome };

export interface BjHandView extends BjHandBase {
  /** Once the round is complete (from `round.result`). */
  outcome?: BjOutcome;
}

export type BjDealerView = BjDealer;

export interface BjSeatView {
  seat: number;
  insurance: boolean | null;
  hands: BjHandView[];
}

export interface BjView {
  phase: string;
  dealer: BjDealerView | null;
  seats: BjSeatView[];
  turn: { seat: number; hand: number } | null;
}

const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const rec = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
const strs = (x: unknown): string[] => arr(x).filter((c): c is string => typeof c === 'string');

function bjHand(x: unknown, i: number): BjHandView {
  return { ...readBjHand(x, i), outcome: readBjOutcome(x) ?? undefined };
}

const bjDealer = readBjDealer;

function bjSeats(x: unknown): BjSeatView[] {
  return arr(x).map((s) => {
    const r = rec(s);
    return { seat: Number(r.seat), insurance: typeof r.insurance === 'boolean' ? r.insurance : null, hands: arr(r.hands).map(bjHand) };
  });
}

/**
 * The blackjack table as the round shows it: `round.view`, with each hand's `outcome` merged in from
 * `round.result` once the round is complete (the result's dealer hand wins when present).
 */
export function blackjackView(round: PublicRound | null): BjView | null {
  if (!round || round.game !== 'BLACKJACK') return null;
  const v = rec(round.view);
  const turn = rec(v.turn);
  const view: BjView = {
    phase: typeof v.phase === 'string' ? v.phase : round.status === 'BETTING' ? 'BETTING' : '',
    dealer: bjDealer(v.dealer),
    seats: bjSeats(v.seats),
    turn: typeof turn.seat === 'number' && typeof turn.hand === 'number' ? { seat: turn.seat, hand: turn.hand } : null,
  };
  const res = round.result ? rec(round.result) : null;
  if (res) {
    view.dealer = bjDealer(res.dealer) ?? view.dealer;
    const rs = bjSeats(res.seats);
    if (rs.length) view.seats = rs;
  }
  return view;
}

/**
 * A blackjack total as the felt says it (RULES.md §BJ-2): `BJ`, `BUST 24`, a soft total under 21 as
 * `7/17` (hard/soft) while the hand may still take cards, else the total (`17`). `final`: the hand
 * takes no more cards (stood, or a dealer hand on 17 or more), so a soft total shows as its best value.
 */
export function bjTotalText(h: { cards: string[]; total: number; soft: boolean; blackjack: boolean; bust: boolean }, final = false): string {
  if (!h.cards.length) return '–';
  if (h.blackjack) return 'BJ';
  if (h.bust) return `BUST ${h.total}`;
  if (h.soft && h.total < 21 && !final) return `${h.total - 10}/${h.total}`;
  return String(h.total);
}

/** The dealer's drawing instruction (RULES.md §BJ-6), for the dealer's own eyes. */
export function dealerInstruction(round: PublicRound | null, v: BjView | null): { text: string; detail?: string; tone: 'draw' | 'stand' | 'bust' | 'bj' | 'idle' } {
  const next = nextOf(round);
  const d = v?.dealer ?? null;
  const total = d && d.cards.length ? bjTotalText(d, d.total >= 17) : null;
  if (!round || !v) return { text: 'No round', tone: 'idle' };
  if (round.status === 'BETTING' || v.phase === 'BETTING') return { text: 'Waiting for the deal', tone: 'idle' };
  if (v.phase === 'DEALER' && next?.kind === 'card' && next.to === 'dealer') return { text: `Dealer draws${total ? ` on ${total}` : ''}`, detail: `card ${next.position ?? (d?.cards.length ?? 0) + 1}`, tone: 'draw' };
  if (v.phase === 'COMPLETE' || round.status === 'COMPLETE' || round.status === 'SETTLED') {
    if (!d || !d.cards.length) return { text: 'No dealer draw needed (all hands settled)', tone: 'idle' };
    if (d.blackjack) return { text: 'Dealer blackjack', tone: 'bj' };
    if (d.bust) return { text: `Dealer busts ${d.total}`, tone: 'bust' };
    if (d.total >= 17) return { text: `Dealer stands ${d.total}`, tone: 'stand' };
    return { text: 'No dealer draw needed (all hands settled)', detail: d.cards.length > 1 ? `dealer ${total}` : undefined, tone: 'idle' };
  }
  if (round.status === 'VOIDED') return { text: 'Round voided', tone: 'idle' };
  if (v.phase === 'DEAL') return { text: next?.kind === 'card' && next.to === 'dealer' ? 'Dealer: up card next' : 'Dealing: first cards', tone: 'idle' };
  if (v.phase === 'INSURANCE') return { text: 'Insurance open: dealer waits', tone: 'idle' };
  if (v.phase === 'PLAY') return { text: 'Players act: dealer waits', tone: 'idle' };
  return { text: '…', tone: 'idle' };
}

/** A seat of `GET /api/tables/:id/seats` and of the `table:seats` event (cents: this round's stakes). */
export type SeatBoardSeat = SeatView;
export type SeatBoardView = SeatBoard;

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
      return { seat: Number(r.seat), userId: String(r.userId ?? ''), username: String(r.username ?? ''), main: Number(r.main) || 0, behind: Number(r.behind) || 0, behindCount: Number(r.behindCount) || 0, dpOptIn: r.dpOptIn === true, bank: Number(r.bank) || 0 };
    }),
  };
}

/** The history strip's badge of a blackjack result: the dealer's hand (`20`, `BJ`, `B24`) and `2W 1L` style counts. */
export function blackjackResultBadge(result: Record<string, unknown> | null | undefined): { label: string; tone: 'bust' | 'bj' | 'total'; hands: string } | null {
  if (!result || !result.dealer || typeof result.dealer !== 'object' || !Array.isArray(result.seats)) return null;
  const d = bjDealer(result.dealer);
  if (!d) return null;
  const n = { W: 0, P: 0, L: 0 };
  for (const s of bjSeats(result.seats))
    for (const h of s.hands) {
      if (h.outcome === 'WIN' || h.outcome === 'BLACKJACK') n.W += 1;
      else if (h.outcome === 'PUSH') n.P += 1;
      else if (h.outcome === 'LOSE') n.L += 1;
    }
  const hands = [n.W ? `${n.W}W` : '', n.P ? `${n.P}P` : '', n.L ? `${n.L}L` : ''].filter(Boolean).join(' ');
  if (d.blackjack) return { label: 'BJ', tone: 'bj', hands };
  if (d.bust) return { label: `B${d.total}`, tone: 'bust', hands };
  return { label: d.cards.length ? String(d.total) : '—', tone: 'total', hands };
}
