/**
 * Poker Switch for the consoles (dealer, pit): the tolerant reader of a round's `view`, `result` and `next`
 * JSON (the server's wire types, lib/games/poker-switch/view.ts, RULES.md §PS) and the words both consoles
 * share (a card as it lies on the felt, a named hand). A missing or partial field reads as empty, so a view
 * from an older server (or another game's round) never throws. Pure; `t` is the console's own namespace
 * (`games.poker-switch.dealer` / `.pit`), each with its copy of the hand names (`hands.<CATEGORY>`).
 */
import type { Card } from '@/lib/games/cards';
import type { Translate } from '@/lib/i18n/money';
import type {
  PsBoxResult,
  PsBoxView,
  PsDealerView,
  PsDecision,
  PsHandView,
  PsNext,
  PsOutcome,
  PsPairView,
  PsPhase,
  PsResult,
  PsView,
} from '@/lib/games/poker-switch/view';

export type { PsBoxResult, PsBoxView, PsDealerView, PsHandView, PsNext, PsOutcome, PsPairView, PsResult, PsView };

export const PS_HAND_CATEGORIES = [
  'HIGH_CARD',
  'PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
  'ROYAL_FLUSH',
] as const;

const PHASES: readonly PsPhase[] = ['BETTING', 'DEAL', 'TURNS', 'BUY', 'REPLACE', 'COMPLETE'];
const OUTCOMES: readonly PsOutcome[] = ['FOLD', 'WIN', 'TIE', 'LOSE', 'NO_GAME'];

export const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
export const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const strs = (v: unknown): Card[] => arr(v).filter((x): x is Card => typeof x === 'string');
const texts = (v: unknown): string[] => arr(v).filter((x): x is string => typeof x === 'string');
const str = (v: unknown): Card | null => (typeof v === 'string' ? (v as Card) : null);
const boolOrNull = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const handNo = (v: unknown): 1 | 2 => (v === 2 ? 2 : 1);
const betOrFold = (v: unknown): 'BET' | 'FOLD' | null => (v === 'BET' || v === 'FOLD' ? v : null);
const buyOf = (v: unknown): 'BUY' | 'NO_BUY' | null => (v === 'BUY' || v === 'NO_BUY' ? v : null);

/** A named hand (`{category, cards, value}`); null when absent or not a known category. */
export function readPsHand(x: unknown): PsHandView | null {
  const o = rec(x);
  const c = o.category;
  if (typeof c !== 'string' || !(PS_HAND_CATEGORIES as readonly string[]).includes(c)) return null;
  return { category: c as PsHandView['category'], cards: strs(o.cards), value: num(o.value) };
}

function readBox(x: unknown): PsBoxView {
  const o = rec(x);
  const offer = rec(o.buyOffer);
  return {
    box: num(o.box),
    seat: num(o.seat),
    hand: handNo(o.hand),
    ante: num(o.ante),
    bonus: num(o.bonus),
    hole: strs(o.hole),
    holeDealt: num(o.holeDealt, strs(o.hole).length),
    hidden: o.hidden === true,
    up: str(o.up),
    plays: str(o.plays),
    switched: o.switched === true,
    playing: readPsHand(o.playing),
    original: readPsHand(o.original),
    ifToggled: readPsHand(o.ifToggled),
    bonusHand: typeof o.bonusHand === 'string' ? (o.bonusHand as PsBoxView['bonusHand']) : null,
    decision: betOrFold(o.decision),
    timeout: o.timeout === true,
    insurance: num(o.insurance),
    buy: buyOf(o.buy),
    buyTimeout: o.buyTimeout === true,
    buyOffer: o.buyOffer ? { cost: num(offer.cost), noBuyWins: num(offer.noBuyWins), canWin: num(offer.canWin) } : null,
  };
}

function readPair(x: unknown): PsPairView {
  const o = rec(x);
  const boxes = arr(o.boxes);
  const seat = num(o.seat);
  return {
    seat,
    boxes: [num(boxes[0], 2 * seat - 1), num(boxes[1], 2 * seat)],
    ante: num(o.ante),
    order: num(o.order),
    open: o.open === true,
    turn: o.turn === true,
    done: o.done === true,
    switched: o.switched === true,
    switches: num(o.switches),
    fee: num(o.fee),
  };
}

function readDealer(x: unknown): PsDealerView {
  const o = rec(x);
  const b = o.buy ? rec(o.buy) : null;
  return {
    hole: strs(o.hole),
    holeDealt: num(o.holeDealt, strs(o.hole).length),
    hidden: o.hidden === true,
    up: str(o.up),
    hand: readPsHand(o.hand),
    qualifies: boolOrNull(o.qualifies),
    buy: b
      ? {
          discard: str(b.discard) ?? ('' as Card),
          drawn: strs(b.drawn),
          hand: readPsHand(b.hand),
          qualifies: boolOrNull(b.qualifies),
        }
      : null,
  };
}

/** A round's `view` as PsView (tolerant: anything missing is empty). */
export function readPsView(x: unknown): PsView {
  const v = rec(x);
  return {
    phase: PHASES.find((p) => p === v.phase) ?? 'BETTING',
    boxPairs: num(v.boxPairs, 3),
    maxPayout: num(v.maxPayout),
    pairs: arr(v.pairs).map(readPair),
    boxes: arr(v.boxes).map(readBox),
    dealer: readDealer(v.dealer),
    playOrder: arr(v.playOrder).filter((n): n is number => typeof n === 'number'),
    revealed: v.revealed === true,
  };
}

const outcome = (v: unknown): PsOutcome | null => OUTCOMES.find((o) => o === v) ?? null;

/** A complete round's `result`; null when there is none or it is another game's (it has `boxes` and `dealer`). */
export function readPsResult(x: unknown): PsResult | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const v = rec(x);
  if (!Array.isArray(v.boxes) || !('dealer' in v)) return null;
  const d = v.dealer ? rec(v.dealer) : null;
  const dHand = d ? readPsHand(d.hand) : null;
  const b = d?.buy ? rec(d.buy) : null;
  const bHand = b ? readPsHand(b.hand) : null;
  const boxes: PsBoxResult[] = [];
  for (const raw of v.boxes) {
    const o = rec(raw);
    const playing = readPsHand(o.playing);
    const original = readPsHand(o.original);
    if (!playing || !original) continue;
    boxes.push({
      box: num(o.box),
      seat: num(o.seat),
      switched: o.switched === true,
      decision: o.decision === 'BET' ? 'BET' : 'FOLD',
      timeout: o.timeout === true,
      insurance: num(o.insurance),
      buy: buyOf(o.buy),
      playing,
      betHand: typeof o.betHand === 'string' ? (o.betHand as PsBoxResult['betHand']) : null,
      original,
      bonusHand: typeof o.bonusHand === 'string' ? (o.bonusHand as PsBoxResult['bonusHand']) : null,
      outcome: outcome(o.outcome) ?? 'FOLD',
      boughtOutcome: outcome(o.boughtOutcome),
    });
  }
  return {
    dealer:
      d && dHand
        ? {
            hand: dHand,
            qualifies: d.qualifies === true,
            buy:
              b && bHand
                ? {
                    discard: str(b.discard) ?? ('' as Card),
                    drawn: strs(b.drawn),
                    hand: bHand,
                    qualifies: b.qualifies === true,
                  }
                : null,
          }
        : null,
    boxes,
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
      if (n.to === 'dealer-replacement')
        return {
          kind: 'card',
          to: 'dealer-replacement',
          position: num(n.position, 1),
          discard: str(n.discard) ?? ('' as Card),
        };
      return null;
    case 'decision': {
      const ins = n.insurance ? rec(n.insurance) : null;
      return {
        kind: 'decision',
        seat: num(n.seat),
        hand: handNo(n.hand),
        box: num(n.box),
        actions: texts(n.actions) as PsDecision[],
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
        actions: texts(n.actions).filter((a): a is 'BUY' | 'NO_BUY' => a === 'BUY' || a === 'NO_BUY'),
      };
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "K♠", "10♥": a card code as it lies on the felt (§C-1 codes: `TD` is the ten). */
export function cardText(code: string): string {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '');
  return `${rank}${SUIT_GLYPH[code[1] ?? ''] ?? code.slice(1)}`;
}

export const cardsText = (cards: readonly string[]): string => cards.map(cardText).join(' ');

/** A hand category in words ("Flush"); the code itself when unknown. */
export function categoryName(t: Translate, category: string): string {
  return (PS_HAND_CATEGORIES as readonly string[]).includes(category) ? t(`hands.${category}`) : category;
}

/** A named hand: "Flush · A♥ K♥ 9♥ 5♥ 2♥"; '' without one. */
export function handText(t: Translate, hand: Pick<PsHandView, 'category' | 'cards'> | null | undefined): string {
  if (!hand) return '';
  const cards = cardsText(hand.cards);
  return cards ? `${categoryName(t, hand.category)} · ${cards}` : categoryName(t, hand.category);
}
