/**
 * Poker Switch wire types (RULES.md §PS): what the round's `next`, `view` and `result` hold, as
 * the consoles and the player view read them. Cards are canonical codes (§C-1); amounts cents.
 */
import type { Card } from '../cards';
import type { HandCategory } from '../poker';
import type { BetHand, BonusHand } from './paytables';

/** Where the round is: betting, the deal (§PS-2), the pairs' turns (§PS-3), the buy (§PS-6), its replacement cards, complete. */
export type PsPhase = 'BETTING' | 'DEAL' | 'TURNS' | 'BUY' | 'REPLACE' | 'COMPLETE';

/** The decisions a player may take (§PS-3, §PS-4, §PS-6). */
export type PsDecision = 'SWITCH' | 'UNSWITCH' | 'BET' | 'FOLD' | 'INSURE' | 'BUY' | 'NO_BUY';

/** Insurance bounds of a box (§PS-4), cents. */
export interface PsInsuranceRange {
  min: number;
  max: number;
}

/**
 * What the round waits for:
 * - `close`: betting is open;
 * - `card` to a box (`seat` = the pair, `box`, `position` 1..5, `faceUp` on the fifth), to the
 *   dealer (`position` 1..5, the fifth face up), or a `dealer-replacement` card of the buy
 *   (`position` 1.., `discard`: the dealer's card it replaces, §PS-6);
 * - `decision`: the pair `seat`'s turn, box `box` (= `hand` 1 or 2 of the pair) to Bet or Fold,
 *   with `actions` (SWITCH/UNSWITCH while the pair has not Bet or Folded), the fee and Bet stakes
 *   and the insurance range when the box may insure (§PS-3, §PS-4);
 * - `buy`: the dealer did not qualify; `boxes` (that Bet) still to answer BUY or NO_BUY (§PS-6);
 * - `confirm`: complete.
 */
export type PsNext =
  | { kind: 'close' }
  | { kind: 'card'; to: 'box'; seat: number; box: number; position: number; faceUp: boolean }
  | { kind: 'card'; to: 'dealer'; position: number; faceUp: boolean }
  | { kind: 'card'; to: 'dealer-replacement'; position: number; discard: Card }
  | {
      kind: 'decision';
      seat: number;
      hand: 1 | 2;
      box: number;
      actions: PsDecision[];
      switched: boolean;
      fee: number;
      bet: number;
      insurance: PsInsuranceRange | null;
    }
  | { kind: 'buy'; boxes: { box: number; seat: number; hand: 1 | 2 }[]; actions: ('BUY' | 'NO_BUY')[] }
  | { kind: 'confirm' };

/** A five-card hand named. */
export interface PsHandView {
  category: HandCategory;
  cards: Card[];
  value: number;
}

/** One box as the view shows it (a concealed box keeps its number, pair, stakes, fifth card and decisions). */
export interface PsBoxView {
  box: number;
  seat: number;
  hand: 1 | 2;
  ante: number;
  bonus: number;
  /** The four face-down cards as dealt ([] when concealed: see `hidden`, `holeDealt`). */
  hole: Card[];
  holeDealt: number;
  hidden: boolean;
  /** The fifth card as dealt (public), and the fifth card the box plays (the partner's after a switch). */
  up: Card | null;
  plays: Card | null;
  switched: boolean;
  /** The hand the box plays (after any switch), the original five (§PS-7), and the hand the other choice gives. */
  playing: PsHandView | null;
  original: PsHandView | null;
  ifToggled: PsHandView | null;
  bonusHand: BonusHand | null;
  decision: 'BET' | 'FOLD' | null;
  timeout: boolean;
  insurance: number;
  buy: 'BUY' | 'NO_BUY' | null;
  buyTimeout: boolean;
  /**
   * While this box is to answer the buy (§PS-6): what it costs (the Ante, given up), what not buying
   * wins (the Ante 1:1) and what buying can win if the dealer then qualifies and the box is higher
   * (the Bet per the table, plus the Ante's 2:1 when switched), cents; null otherwise.
   */
  buyOffer: { cost: number; noBuyWins: number; canWin: number } | null;
}

export interface PsPairView {
  seat: number;
  boxes: [number, number];
  ante: number;
  /** Place in the play order (0 first, §PS-1). */
  order: number;
  /** The pair's turn has begun (its player sees its face-down cards from then, seeds 000 §11, 001). */
  open: boolean;
  turn: boolean;
  done: boolean;
  switched: boolean;
  /** Switches taken (each took a fee; an undone one is refunded). */
  switches: number;
  /** The fee a switch costs: 2 Antes (§PS-3). */
  fee: number;
}

export interface PsDealerView {
  /** Face-down cards 1-4 ([] to players until every player has decided: `hidden`). */
  hole: Card[];
  holeDealt: number;
  hidden: boolean;
  up: Card | null;
  hand: PsHandView | null;
  qualifies: boolean | null;
  /** The buy (§PS-6): the card discarded, the replacement cards drawn, the hand after it. */
  buy: {
    discard: Card;
    drawn: Card[];
    hand: PsHandView | null;
    qualifies: boolean | null;
  } | null;
}

export interface PsView {
  phase: PsPhase;
  boxPairs: number;
  maxPayout: number;
  pairs: PsPairView[];
  boxes: PsBoxView[];
  dealer: PsDealerView;
  /** Pairs in play order (§PS-1). */
  playOrder: number[];
  /** Every player has decided: the dealer's hand is shown (§PS-2). */
  revealed: boolean;
}

/** How one box stands against the dealer (§PS-5, §PS-6). */
export type PsOutcome = 'FOLD' | 'WIN' | 'TIE' | 'LOSE' | 'NO_GAME';

export interface PsBoxResult {
  box: number;
  seat: number;
  switched: boolean;
  decision: 'BET' | 'FOLD';
  timeout: boolean;
  insurance: number;
  buy: 'BUY' | 'NO_BUY' | null;
  playing: PsHandView;
  betHand: BetHand | null;
  original: PsHandView;
  bonusHand: BonusHand | null;
  /** Against the dealer's original hand (insurance and every box that did not buy). */
  outcome: PsOutcome;
  /** Against the dealer's hand after the buy (bought boxes); null otherwise. */
  boughtOutcome: PsOutcome | null;
}

export interface PsResult {
  dealer: {
    hand: PsHandView;
    qualifies: boolean;
    buy: { discard: Card; drawn: Card[]; hand: PsHandView; qualifies: boolean } | null;
  } | null;
  boxes: PsBoxResult[];
  noAction?: true;
}
