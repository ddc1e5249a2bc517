import type { PublicRound } from '@/lib/realtime/events';
import { colorOf, type RouletteColor } from '@/lib/games/roulette/wheel';

/** Round statuses in which a round is still being played (RULES.md §C-4). */
export const LIVE_STATUSES = new Set(['BETTING', 'DEALING', 'COMPLETE']);

/** Games dealt from a multi-deck shoe (RULES.md §C-2). */
export const SHOE_GAMES = new Set(['BACCARAT', 'BLACKJACK']);

export { GAME_LABEL } from '@/components/ui/labels';

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
}
export function nextOf(round: PublicRound | null): NextStep | null {
  const n = round?.next;
  if (!n || typeof n.kind !== 'string') return null;
  return {
    kind: n.kind,
    to: typeof n.to === 'string' ? n.to : undefined,
    position: typeof n.position === 'number' ? n.position : undefined,
    seat: typeof n.seat === 'number' ? n.seat : undefined,
  };
}

export function isLive(round: PublicRound | null): round is PublicRound {
  return !!round && LIVE_STATUSES.has(round.status);
}

/** The action Enter on an empty input does in this phase. */
export type PrimaryAction = 'open' | 'close' | 'confirm' | null;
export function primaryAction(round: PublicRound | null): PrimaryAction {
  if (!isLive(round)) return 'open';
  if (round.status === 'BETTING') return 'close';
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
  bets: { id: string; username: string; type: string; amount: number; status: string; payout: number; refund: number; net: number }[];
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
