/**
 * Face-down hands (seed 002 "Hra" 1: every player and the DP receive seven cards *face down*; RULES.md
 * §HCF-1). While a round is being dealt and decided, a player hand is seen by its player and the studio
 * staff only; everyone else sees how many cards it holds and its decision, not its cards, its flush or
 * how far it may raise. The DP's hand is entered after every decision, at the reveal, so it is public
 * as it is dealt. Once the round is COMPLETE (the DP's hand is in, or every hand folded) every hand is
 * shown; a round VOIDED before that keeps its hands face down (`cardsStillDown`). Pure: no I/O; works on the public round JSON and event data, so stored events can be
 * concealed again when they are replayed to a viewer.
 */

import { cardsStillDown, type ConcealableRound } from '@/lib/games/module';

export type { ConcealableRound };

/** Round statuses in which player hands are still face down (a VOIDED round's: see `cardsStillDown`). */
const FACE_DOWN = new Set(['DEALING']);

type HandJson = { seat?: unknown; cards?: unknown; decision?: unknown; actionIndex?: unknown; stakes?: unknown };

const handsOf = (round: ConcealableRound): HandJson[] =>
  Array.isArray(round.view.hands) ? (round.view.hands as HandJson[]) : [];

/** Whether `round` has a face-down player hand someone outside `visible` may not see. */
export function hasHiddenHands(round: ConcealableRound, visible: ReadonlySet<number> = new Set()): boolean {
  if (!cardsStillDown(round)) return false;
  return handsOf(round).some(
    (h) => typeof h.seat === 'number' && !visible.has(h.seat) && Array.isArray(h.cards) && h.cards.length > 0,
  );
}

/**
 * The round as seen by a viewer who may see the hands of `visible` seats (their own). Other seats'
 * hands keep `seat`, `decision`, `actionIndex` and `stakes` and lose their cards (`cards: []`,
 * `dealt`: how many were dealt, `hidden: true`), flush, straight flush and raise limit; the same
 * seats' entries in `cards` are emptied; a `next` decision of a hidden seat loses its `maxMultiple`.
 * Returns `round` itself when nothing is hidden from this viewer.
 */
export function concealHands<R extends ConcealableRound>(round: R, visible: ReadonlySet<number>): R {
  if (!hasHiddenHands(round, visible)) return round;
  const hidden = (seat: unknown) => typeof seat === 'number' && !visible.has(seat);
  const hands = handsOf(round).map((h) =>
    hidden(h.seat)
      ? {
          seat: h.seat,
          cards: [],
          dealt: Array.isArray(h.cards) ? h.cards.length : 0,
          hidden: true,
          flush: null,
          straightFlush: null,
          maxMultiple: null,
          decision: h.decision ?? null,
          actionIndex: h.actionIndex,
          stakes: h.stakes ?? null,
        }
      : h,
  );
  const cards = round.cards
    ? Object.fromEntries(
        Object.entries(round.cards).map(([k, v]) => [k, /^seat\d+$/.test(k) && hidden(Number(k.slice(4))) ? [] : v]),
      )
    : undefined;
  const next =
    round.next && round.next.kind === 'decision' && hidden(round.next.seat)
      ? { ...round.next, maxMultiple: null }
      : round.next;
  return { ...round, view: { ...round.view, hands }, ...(cards ? { cards } : {}), next };
}

/**
 * A CARD or UNDO event's data (`{card, to|from: 'seat', seat, position}`) as seen by a viewer who may
 * see `visible` seats, while the round's hands are face down (`faceDown`): a hidden seat's card becomes
 * `null` with `hidden: true`. Other events and the DP's cards pass unchanged.
 */
export function concealCardEvent(
  type: string,
  data: Record<string, unknown>,
  visible: ReadonlySet<number>,
  faceDown: boolean,
): Record<string, unknown> {
  if (!faceDown || (type !== 'CARD' && type !== 'UNDO')) return data;
  const toSeat = data.to === 'seat' || data.from === 'seat';
  if (!toSeat || typeof data.seat !== 'number' || visible.has(data.seat) || data.card === undefined) return data;
  return { ...data, card: null, hidden: true };
}

/**
 * Whether `round` may carry a face-down card now (`conceal.hides`): its player hands are face down
 * (DEALING) and it has any, also while none holds a card yet: the event that took the round's only card
 * back (UNDO) still names it.
 */
export function mayHideHands(round: ConcealableRound): boolean {
  return cardsStillDown(round) && handsOf(round).length > 0;
}

/**
 * Whether a round in `status` still has its player hands face down (for a VOIDED round the caller passes
 * `DEALING` when `cardsStillDown`: lib/rounds/conceal-round.ts `concealEvent`).
 */
export function handsFaceDown(status: string): boolean {
  return FACE_DOWN.has(status);
}
