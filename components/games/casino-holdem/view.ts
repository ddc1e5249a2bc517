/**
 * The client's tolerant reader of a Casino Hold'em round's wire JSON (`round.view`, `round.result`,
 * `round.next`; the types are the server's, lib/games/casino-holdem/view.ts, RULES.md §CHE): a missing
 * or partial field reads as empty, so a view from an older server (or a round of another game) never
 * throws. The one reader for every role (player, dealer, pit).
 */
import type {
  CheAaBonusView,
  CheBoxView,
  CheHandCategory,
  CheHandView,
  CheNext,
  CheResultView,
  CheView,
  CheWindowView,
} from '@/lib/games/casino-holdem/view';
import { HAND_CATEGORIES } from '@/lib/games/poker';

export type {
  CheAaBonusView,
  CheBoxView,
  CheHandCategory,
  CheHandView,
  CheNext,
  CheResultView,
  CheView,
  CheWindowView,
};

/** Hand categories, lowest first (lib/games/poker: its tables are built only on the first evaluation). */
export const CHE_HAND_CATEGORIES: readonly CheHandCategory[] = HAND_CATEGORIES;

const PHASES: readonly CheView['phase'][] = ['BETTING', 'DEAL', 'CALLS', 'TURN_RIVER', 'COMPLETE'];

const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const strs = (v: unknown): string[] => arr(v).filter((x): x is string => typeof x === 'string');
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const boolOrNull = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const winnerOf = (v: unknown): CheView['winner'] => (v === 'PLAYER' || v === 'DEALER' || v === 'TIE' ? v : null);

function category(v: unknown): CheHandCategory | null {
  return typeof v === 'string' && (CHE_HAND_CATEGORIES as readonly string[]).includes(v)
    ? (v as CheHandCategory)
    : null;
}

/** A named hand (`{category, cards, value}`); null when absent or not a known category. */
export function readCheHand(x: unknown): CheHandView | null {
  const o = rec(x);
  const c = category(o.category);
  return c ? { category: c, cards: strs(o.cards), value: num(o.value) } : null;
}

/** The AA Bonus hand (§CHE-5); null when absent. */
export function readCheAaBonus(x: unknown): CheAaBonusView | null {
  const o = rec(x);
  const c = category(o.category);
  if (!c) return null;
  const multiple = num(o.multiple);
  return { category: c, cards: strs(o.cards), multiple, wins: typeof o.wins === 'boolean' ? o.wins : multiple > 0 };
}

function readWindow(x: unknown): CheWindowView {
  const o = rec(x);
  return {
    open: o.open === true,
    closed: o.closed === true,
    players: num(o.players),
    called: num(o.called),
    folded: num(o.folded),
    deciding: num(o.deciding),
    timedOut: num(o.timedOut),
  };
}

function readBox(x: unknown): CheBoxView {
  const o = rec(x);
  return {
    box: num(o.box),
    ante: num(o.ante),
    aaBonus: num(o.aaBonus),
    decision: o.decision === 'CALL' || o.decision === 'FOLD' ? o.decision : null,
    timeout: o.timeout === true,
  };
}

/** A round's `view` as CheView (tolerant: anything missing is empty). */
export function readCheView(x: unknown): CheView {
  const v = rec(x);
  const dealer = strs(v.dealer);
  const phase = PHASES.find((p) => p === v.phase) ?? 'BETTING';
  return {
    phase,
    player: strs(v.player),
    dealer,
    dealerDealt: num(v.dealerDealt, dealer.length),
    dealerHidden: v.dealerHidden === true,
    board: strs(v.board),
    playerHand: readCheHand(v.playerHand),
    dealerHand: readCheHand(v.dealerHand),
    aaBonus: readCheAaBonus(v.aaBonus),
    window: readWindow(v.window),
    boxes: arr(v.boxes).map(readBox),
    dealerQualifies: boolOrNull(v.dealerQualifies),
    winner: winnerOf(v.winner),
  };
}

/**
 * A complete round's `result` as CheResultView; null when there is none, or it is another game's (a Casino
 * Hold'em result always has its `board` and `player` lists).
 */
export function readCheResult(x: unknown): CheResultView | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const v = rec(x);
  if (!Array.isArray(v.board) || !Array.isArray(v.player)) return null;
  return {
    player: strs(v.player),
    dealer: strs(v.dealer),
    board: strs(v.board),
    playerHand: readCheHand(v.playerHand),
    dealerHand: readCheHand(v.dealerHand),
    dealerQualifies: boolOrNull(v.dealerQualifies),
    winner: winnerOf(v.winner),
    anteMultiple: num(v.anteMultiple),
    aaBonus: readCheAaBonus(v.aaBonus),
    players: num(v.players),
    called: num(v.called),
    folded: num(v.folded),
    timedOut: num(v.timedOut),
    noAction: v.noAction === true,
    allFolded: v.allFolded === true,
  };
}

/** What the round waits for, from `round.next` (anything else → null). */
export function readCheNext(x: unknown): CheNext | null {
  const n = rec(x);
  switch (n.kind) {
    case 'close':
    case 'confirm':
      return { kind: n.kind };
    case 'card': {
      const to =
        n.to === 'player' || n.to === 'dealer' || n.to === 'flop' || n.to === 'turn' || n.to === 'river' ? n.to : null;
      return to ? { kind: 'card', to, position: num(n.position, 1) } : null;
    }
    case 'calls':
      return {
        kind: 'calls',
        players: num(n.players),
        called: num(n.called),
        folded: num(n.folded),
        deciding: num(n.deciding),
      };
    default:
      return null;
  }
}
