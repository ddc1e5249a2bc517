/**
 * The wire types of a Casino Hold'em round's public view: the JSON of the module's `view`, `result`
 * and `next` (lib/games/casino-holdem/module.ts, RULES.md §CHE), as the table room, each player and
 * the staff get it. The dealer's two cards are face down to everyone but the table's staff until
 * the call window has closed (§CHE-1, conceal.ts): then `dealer` is `[]`, `dealerDealt` says how
 * many are on the felt and `dealerHand` is null. Types only: the client imports them with
 * `import type`.
 */
import type { HandCategory } from '../poker';

/** Hand categories, lowest first (lib/games/poker). */
export type CheHandCategory = HandCategory;

/** A named poker hand: its category and the five cards that make it, in ranking order (pair first, then kickers). */
export interface CheHandView {
  category: CheHandCategory;
  /** The five cards (fewer before the flop: the cards there are, e.g. a pocket pair). */
  cards: string[];
  /** Comparable strength (higher wins, equal ties); only meaningful between two full hands. */
  value: number;
}

/** The AA Bonus hand (§CHE-5): the player's two cards plus the flop, once the flop is complete. */
export interface CheAaBonusView {
  category: CheHandCategory;
  cards: string[];
  /** 25 (flush or better), 7 (pair of aces up to a straight) or 0 (lost). */
  multiple: number;
  wins: boolean;
}

/** One player's box (a player with an Ante; numbered 1..n by the server, no names, no ids). */
export interface CheBoxView {
  box: number;
  /** The player's Ante and AA Bonus stakes, cents. */
  ante: number;
  aaBonus: number;
  /** CALL or FOLD once decided; null while deciding. */
  decision: 'CALL' | 'FOLD' | null;
  /** The fold was the timer's (§C-7). */
  timeout: boolean;
}

/** The call window (§CHE-2, §C-7): opens when the third flop card is in, closes when every box decided or the timer ran out. */
export interface CheWindowView {
  open: boolean;
  closed: boolean;
  players: number;
  called: number;
  folded: number;
  deciding: number;
  timedOut: number;
}

export interface CheView {
  /** `BETTING`, `DEAL` (hole cards and flop), `CALLS` (the window), `TURN_RIVER`, `COMPLETE`. */
  phase: 'BETTING' | 'DEAL' | 'CALLS' | 'TURN_RIVER' | 'COMPLETE';
  /** The common player hand (0-2 cards, §CHE-1). */
  player: string[];
  /** The dealer's cards; [] to players while face down (see `dealerHidden`). */
  dealer: string[];
  /** How many dealer cards are on the felt (also while face down). */
  dealerDealt: number;
  /** The dealer's cards are face down to this viewer now. */
  dealerHidden: boolean;
  /** The community cards: flop 1-3, turn, river. */
  board: string[];
  /** The player hand's best hand of the cards out so far (2 hole cards + board); null before the first card. */
  playerHand: CheHandView | null;
  /** The dealer's best hand, once its cards are face up and the board is complete; null before. */
  dealerHand: CheHandView | null;
  aaBonus: CheAaBonusView | null;
  window: CheWindowView;
  boxes: CheBoxView[];
  /** Pair of 4s or better (§CHE-3); null until known. */
  dealerQualifies: boolean | null;
  /** Once complete and someone called: who has the better hand; null otherwise. */
  winner: 'PLAYER' | 'DEALER' | 'TIE' | null;
}

/** A complete round's `result` (null while it plays). */
export interface CheResultView {
  player: string[];
  dealer: string[];
  board: string[];
  playerHand: CheHandView | null;
  dealerHand: CheHandView | null;
  dealerQualifies: boolean | null;
  winner: 'PLAYER' | 'DEALER' | 'TIE' | null;
  /** The Ante table's multiple for the player's hand (§CHE-4), paid when the player wins or the dealer does not qualify. */
  anteMultiple: number;
  aaBonus: CheAaBonusView | null;
  players: number;
  called: number;
  folded: number;
  timedOut: number;
  /** Nobody placed an Ante (no play), or nobody called (no turn and river were needed). */
  noAction: boolean;
  allFolded: boolean;
}

/** What the round waits for (`round.next`). */
export type CheNext =
  | { kind: 'close' }
  | { kind: 'card'; to: 'player' | 'dealer' | 'flop' | 'turn' | 'river'; position: number }
  | { kind: 'calls'; players: number; called: number; folded: number; deciding: number }
  | { kind: 'confirm' };
