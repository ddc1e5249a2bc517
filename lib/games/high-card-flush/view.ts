/**
 * The wire types of a High Card Flush round's public view: the JSON of the module's `view` and `result`
 * (lib/games/high-card-flush/module.ts, RULES.md §HCF), as the table room, each player and the staff get
 * it (concealed per viewer, conceal.ts). Types only: the client imports them with `import type`
 * (components/games/high-card-flush/view.ts reads the JSON tolerantly).
 */

/** A hand's flush (§HCF-2): suit letter (S/H/D/C), size, ranks highest first (ace = 14). */
export interface HcfFlush {
  suit: string;
  size: number;
  ranks: number[];
}

/** A hand's longest straight flush (§HCF-5): run length and top rank. */
export interface HcfStraightFlush {
  length: number;
  top: number;
}

export interface HcfDecisionView {
  action: 'FOLD' | 'RAISE';
  multiple: number;
  timeout: boolean;
}

export interface HcfHandView {
  seat: number;
  /** The cards, when this viewer may see them (their own hand, staff, or after the reveal); [] when face down. */
  cards: string[];
  /** How many cards the hand holds (also when they are face down to this viewer). */
  dealt: number;
  /** Face down to this viewer (seed 002: hands are dealt face down; the server sends no cards, §HCF-1). */
  hidden: boolean;
  /** Once the hand has its seven cards; null before. */
  flush: HcfFlush | null;
  straightFlush: HcfStraightFlush | null;
  /** The highest Raise the flush allows (§HCF-3), once dealt. */
  maxMultiple: number | null;
  decision: HcfDecisionView | null;
  /** Position in the action order (0 = first to decide, §HCF-8). */
  actionIndex: number;
  stakes: { ante: number; flushBonus: number; straightFlushBonus: number } | null;
}

export interface HcfRotationAnswerView {
  seat: number;
  userId: string;
  answer: 'ACCEPTED' | 'DECLINED' | 'TIMEOUT';
  bank?: number;
  last: boolean;
}

export interface HcfRotationView {
  lastDpSeat: number | null;
  offer: { seat: number; userId: string; last: boolean } | null;
  answers: HcfRotationAnswerView[];
  dp: { seat: number; userId: string; bank: number } | null;
  decided: boolean;
}

/** The DP's bank (§HCF-8): committed to the hands covered so far, in action order; dead hands marked. */
export interface HcfBankView {
  start: number;
  committed: number;
  uncommitted: number;
  hands: { seat: number; stake: number; dead: boolean }[];
}

export interface HcfView {
  /** `DP_OFFER` (rotation open), `BETTING`, `DEAL`, `DECISION`, `BANK_HAND`, `COMPLETE`. */
  phase: string;
  rotation: HcfRotationView;
  dpSeat: number | null;
  /** The dealer button: the DP's seat, null at the dealer (house bank). */
  button: number | null;
  house: boolean;
  /** Null with the house's unlimited bank or before the DP is settled. */
  bank: HcfBankView | null;
  dealOrder: ({ to: 'seat'; seat: number } | { to: 'dp'; seat: number } | { to: 'dealer' })[];
  actionOrder: number[];
  hands: HcfHandView[];
  /** The DP's (house: dealer's) hand, entered after every decision. */
  bankHand: {
    cards: string[];
    flush: HcfFlush | null;
    straightFlush: HcfStraightFlush | null;
    qualifies: boolean | null;
  } | null;
}

/** One player hand in the result of a complete round (engine `result`, §HCF-2, §HCF-5), in action order. */
export interface HcfResultHandView {
  seat: number;
  decision: HcfDecisionView | null;
  flush: HcfFlush | null;
  straightFlush: HcfStraightFlush | null;
  /** 1 the hand's flush beats the DP's, 0 equal, -1 worse; null when the DP's hand was not dealt (all folded). */
  flushVsDp: number | null;
  /** The same for the longest straight flush (§HCF-5). */
  straightFlushVsDp: number | null;
}

/** A complete round's `result` (null while it plays): the bank's hand (null when everyone folded) and every hand. */
export interface HcfResultView {
  dpSeat: number | null;
  dp: {
    cards: string[];
    flush: HcfFlush | null;
    straightFlush: HcfStraightFlush | null;
    qualifies: boolean | null;
  } | null;
  hands: HcfResultHandView[];
  /** Nobody placed an Ante: no play (the bank goes back whole). */
  noAction: boolean;
}

/** What the round waits for (`round.next`, RULES.md §HCF-7, §HCF-1, §HCF-3). */
export type HcfNext =
  | { kind: 'dp-offer'; seat: number; userId: string; last: boolean }
  | { kind: 'dp-rotation' }
  | { kind: 'close' }
  | { kind: 'card'; to: 'seat' | 'dp' | 'dealer'; seat: number | null; position: number }
  | { kind: 'decision'; seat: number; maxMultiple: number }
  | { kind: 'confirm' };
