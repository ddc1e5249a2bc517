/**
 * The client's tolerant reader of a Poker Switch round's wire JSON (`round.view`, `round.result`,
 * `round.next`; the types are the server's, lib/games/poker-switch/view.ts, RULES.md §PS): a missing or
 * partial field reads as empty, so a view from an older server (or a round of another game) never throws.
 */
import type {
  PsBoxResult,
  PsBoxView,
  PsDealerView,
  PsHandView,
  PsNext,
  PsOutcome,
  PsPairView,
  PsPhase,
  PsResult,
  PsView,
} from '@/lib/games/poker-switch/view';
import { BET_HANDS, BONUS_HANDS, type BetHand, type BonusHand } from '@/lib/games/poker-switch/paytables';
import { HAND_CATEGORIES, type HandCategory } from '@/lib/games/poker';
import type { Card } from '@/lib/games/cards';

export type { PsBoxResult, PsBoxView, PsDealerView, PsHandView, PsNext, PsOutcome, PsPairView, PsResult, PsView };

/** Hand categories, lowest first (lib/games/poker: its tables are built only on the first evaluation). */
export const PS_HAND_CATEGORIES: readonly HandCategory[] = HAND_CATEGORIES;

/** The Bet table's rows, lowest first (§PS-8). */
export const PS_BET_HANDS: readonly BetHand[] = BET_HANDS;

/** The Bonus table's rows, lowest first (§PS-7). */
export const PS_BONUS_HANDS: readonly BonusHand[] = BONUS_HANDS;

const PHASES: readonly PsPhase[] = ['BETTING', 'DEAL', 'TURNS', 'BUY', 'REPLACE', 'COMPLETE'];
const OUTCOMES: readonly PsOutcome[] = ['FOLD', 'WIN', 'TIE', 'LOSE', 'NO_GAME'];
const DECISIONS = ['SWITCH', 'UNSWITCH', 'BET', 'FOLD', 'INSURE', 'BUY', 'NO_BUY'] as const;

const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const strs = (v: unknown): string[] => arr(v).filter((x): x is string => typeof x === 'string');
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const CARD = /^[2-9TJQKA][SHDC]$/;
const isCard = (x: unknown): x is Card => typeof x === 'string' && CARD.test(x);
/** A card code (§C-1), or null. */
const card = (v: unknown): Card | null => (isCard(v) ? v : null);
/** The card codes of a list (anything else dropped). */
const cards = (v: unknown): Card[] => arr(v).filter(isCard);
const boolOrNull = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const handNo = (v: unknown): 1 | 2 => (v === 2 ? 2 : 1);
const pick = <T extends string>(list: readonly T[], v: unknown): T | null =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : null;

/** A named hand (`{category, cards, value}`); null when absent or not a known category. */
export function readPsHand(x: unknown): PsHandView | null {
  const o = rec(x);
  const c = pick(PS_HAND_CATEGORIES, o.category);
  return c ? { category: c, cards: cards(o.cards), value: num(o.value) } : null;
}

function readOffer(x: unknown): PsBoxView['buyOffer'] {
  if (!x || typeof x !== 'object') return null;
  const o = rec(x);
  return { cost: num(o.cost), noBuyWins: num(o.noBuyWins), canWin: num(o.canWin) };
}

function readBox(x: unknown): PsBoxView {
  const o = rec(x);
  const hole = cards(o.hole);
  return {
    box: num(o.box),
    seat: num(o.seat),
    hand: handNo(o.hand),
    ante: num(o.ante),
    bonus: num(o.bonus),
    hole,
    holeDealt: num(o.holeDealt, hole.length),
    hidden: o.hidden === true,
    up: card(o.up),
    plays: card(o.plays),
    switched: o.switched === true,
    playing: readPsHand(o.playing),
    original: readPsHand(o.original),
    ifToggled: readPsHand(o.ifToggled),
    bonusHand: pick(PS_BONUS_HANDS, o.bonusHand),
    decision: o.decision === 'BET' || o.decision === 'FOLD' ? o.decision : null,
    timeout: o.timeout === true,
    insurance: num(o.insurance),
    buy: o.buy === 'BUY' || o.buy === 'NO_BUY' ? o.buy : null,
    buyTimeout: o.buyTimeout === true,
    buyOffer: readOffer(o.buyOffer),
  };
}

function readPair(x: unknown): PsPairView {
  const o = rec(x);
  const seat = num(o.seat);
  const b = arr(o.boxes);
  return {
    seat,
    boxes: [num(b[0], 2 * seat - 1), num(b[1], 2 * seat)],
    ante: num(o.ante),
    order: num(o.order, -1),
    open: o.open === true,
    turn: o.turn === true,
    done: o.done === true,
    switched: o.switched === true,
    switches: num(o.switches),
    fee: num(o.fee, 2 * num(o.ante)),
  };
}

function readDealer(x: unknown): PsDealerView {
  const o = rec(x);
  const hole = cards(o.hole);
  const buy = o.buy && typeof o.buy === 'object' ? rec(o.buy) : null;
  return {
    hole,
    holeDealt: num(o.holeDealt, hole.length),
    hidden: o.hidden === true,
    up: card(o.up),
    hand: readPsHand(o.hand),
    qualifies: boolOrNull(o.qualifies),
    buy:
      buy && card(buy.discard)
        ? {
            discard: card(buy.discard)!,
            drawn: cards(buy.drawn),
            hand: readPsHand(buy.hand),
            qualifies: boolOrNull(buy.qualifies),
          }
        : null,
  };
}

/** A round's `view` as PsView (tolerant: anything missing is empty). */
export function readPsView(x: unknown): PsView {
  const v = rec(x);
  return {
    phase: pick(PHASES, v.phase) ?? 'BETTING',
    boxPairs: num(v.boxPairs, 0),
    maxPayout: num(v.maxPayout),
    pairs: arr(v.pairs).map(readPair),
    boxes: arr(v.boxes).map(readBox),
    dealer: readDealer(v.dealer),
    playOrder: arr(v.playOrder).filter((n): n is number => typeof n === 'number'),
    revealed: v.revealed === true,
  };
}

function readBoxResult(x: unknown): PsBoxResult | null {
  const o = rec(x);
  const playing = readPsHand(o.playing);
  const original = readPsHand(o.original);
  if (!playing || !original) return null;
  return {
    box: num(o.box),
    seat: num(o.seat),
    switched: o.switched === true,
    decision: o.decision === 'BET' ? 'BET' : 'FOLD',
    timeout: o.timeout === true,
    insurance: num(o.insurance),
    buy: o.buy === 'BUY' || o.buy === 'NO_BUY' ? o.buy : null,
    playing,
    betHand: pick(PS_BET_HANDS, o.betHand),
    original,
    bonusHand: pick(PS_BONUS_HANDS, o.bonusHand),
    outcome: pick(OUTCOMES, o.outcome) ?? 'FOLD',
    boughtOutcome: pick(OUTCOMES, o.boughtOutcome),
  };
}

/**
 * A complete round's `result` as PsResult; null when there is none or it is another game's (a Poker
 * Switch result always has its `boxes` list and a `dealer` entry, null only without play).
 */
export function readPsResult(x: unknown): PsResult | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const v = rec(x);
  if (!Array.isArray(v.boxes) || !('dealer' in v)) return null;
  const d = v.dealer && typeof v.dealer === 'object' ? rec(v.dealer) : null;
  const hand = d ? readPsHand(d.hand) : null;
  const buy = d?.buy && typeof d.buy === 'object' ? rec(d.buy) : null;
  const buyHand = buy ? readPsHand(buy.hand) : null;
  return {
    dealer:
      d && hand
        ? {
            hand,
            qualifies: d.qualifies === true,
            buy:
              buy && buyHand && card(buy.discard)
                ? {
                    discard: card(buy.discard)!,
                    drawn: cards(buy.drawn),
                    hand: buyHand,
                    qualifies: buy.qualifies === true,
                  }
                : null,
          }
        : null,
    boxes: v.boxes.map(readBoxResult).filter((b): b is PsBoxResult => b !== null),
    ...(v.noAction === true ? { noAction: true as const } : {}),
  };
}

/** What the round waits for, from `round.next` (anything else → null). */
export function readPsNext(x: unknown): PsNext | null {
  const n = rec(x);
  switch (n.kind) {
    case 'close':
    case 'confirm':
      return { kind: n.kind };
    case 'card':
      if (n.to === 'box')
        return {
          kind: 'card',
          to: 'box',
          seat: num(n.seat),
          box: num(n.box),
          position: num(n.position, 1),
          faceUp: n.faceUp === true,
        };
      if (n.to === 'dealer')
        return { kind: 'card', to: 'dealer', position: num(n.position, 1), faceUp: n.faceUp === true };
      if (n.to === 'dealer-replacement' && card(n.discard))
        return { kind: 'card', to: 'dealer-replacement', position: num(n.position, 1), discard: card(n.discard)! };
      return null;
    case 'decision': {
      const ins = n.insurance && typeof n.insurance === 'object' ? rec(n.insurance) : null;
      return {
        kind: 'decision',
        seat: num(n.seat),
        hand: handNo(n.hand),
        box: num(n.box),
        actions: strs(n.actions).filter((a): a is (typeof DECISIONS)[number] => pick(DECISIONS, a) !== null),
        switched: n.switched === true,
        fee: num(n.fee),
        bet: num(n.bet),
        insurance: ins ? { min: num(ins.min), max: num(ins.max) } : null,
      };
    }
    case 'buy':
      return {
        kind: 'buy',
        boxes: arr(n.boxes).map((b) => {
          const o = rec(b);
          return { box: num(o.box), seat: num(o.seat), hand: handNo(o.hand) };
        }),
        actions: strs(n.actions).filter((a): a is 'BUY' | 'NO_BUY' => a === 'BUY' || a === 'NO_BUY'),
      };
    default:
      return null;
  }
}
