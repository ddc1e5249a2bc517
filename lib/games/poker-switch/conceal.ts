/**
 * Face-down cards (RULES.md §PS-0, §PS-2; seeds 000 §7, §11 and 001): while a round is DEALING,
 * - a box's four face-down cards are seen by the table's staff and by the box's player once the
 *   pair's turn has begun (a player's second pair opens after the first is decided); nobody else
 *   sees them before the round is complete: a hidden box keeps its number, pair, stakes, fifth card,
 *   switch and decisions, and loses its face-down cards and every hand name built on them (and, in
 *   `next`, its insurance range);
 * - the dealer's four face-down cards are the staff's until every player has decided (`revealed`);
 * - every fifth card (the boxes' and the dealer's) and the buy's replacement cards are public.
 * A stored or live CARD/UNDO event of a face-down card is hidden from everyone but the staff while
 * the round is DEALING (the event carries no turn state; a player reads their own cards from the
 * concealed round). A round VOIDED before it was complete keeps all of this hidden as it was
 * (`cardsStillDown`). Pure: works on the public round JSON and on event data.
 */
import { cardsStillDown, type ConcealableRound } from '@/lib/games/module';

type BoxJson = { box?: unknown; seat?: unknown; holeDealt?: unknown; up?: unknown; [k: string]: unknown };
type PairJson = { seat?: unknown; open?: unknown };
type ViewJson = {
  boxes?: BoxJson[];
  pairs?: PairJson[];
  dealer?: { holeDealt?: unknown; up?: unknown; [k: string]: unknown };
  revealed?: unknown;
};

const viewOf = (round: ConcealableRound) => round.view as ViewJson;

/** Whether `round` has face-down cards that some viewer may not see now. */
export function hides(round: ConcealableRound): boolean {
  if (!cardsStillDown(round)) return false;
  const v = viewOf(round);
  const boxes = Array.isArray(v.boxes) ? v.boxes : [];
  const dealerHidden = v.revealed !== true && Number(v.dealer?.holeDealt ?? 0) > 0;
  return dealerHidden || boxes.some((b) => Number(b.holeDealt ?? 0) > 0);
}

/**
 * The round as a viewer who holds the pairs `visible` sees it (their own; the staff are never
 * concealed). Returns `round` itself when nothing is hidden.
 */
export function concealRound<R extends ConcealableRound>(round: R, visible: ReadonlySet<number>): R {
  if (!hides(round)) return round;
  const v = viewOf(round);
  const open = new Set((v.pairs ?? []).filter((p) => p.open === true).map((p) => Number(p.seat)));
  const seen = (seat: unknown) => visible.has(Number(seat)) && open.has(Number(seat));
  const boxes = (v.boxes ?? []).map((b) =>
    seen(b.seat)
      ? b
      : {
          ...b,
          hole: [],
          hidden: true,
          playing: null,
          original: null,
          ifToggled: null,
          bonusHand: null,
          buyOffer: null,
        },
  );
  const hiddenBoxes = new Set(boxes.filter((b) => b.hidden === true).map((b) => Number(b.box)));
  const dealerHidden = v.revealed !== true;
  const dealer =
    dealerHidden && v.dealer ? { ...v.dealer, hole: [], hidden: true, hand: null, qualifies: null } : v.dealer;
  const cards = round.cards
    ? Object.fromEntries(
        Object.entries(round.cards).map(([k, list]) => {
          const m = /^box(\d+)$/.exec(k);
          // A hidden hand's entry lists its public card only (the fifth, when dealt).
          if (m && hiddenBoxes.has(Number(m[1]))) return [k, list.slice(4, 5)];
          if (k === 'dealer' && dealerHidden) return [k, list.slice(4, 5)];
          return [k, list];
        }),
      )
    : undefined;
  const next =
    round.next && round.next.kind === 'decision' && !seen(round.next.seat)
      ? {
          ...round.next,
          insurance: null,
          actions: (Array.isArray(round.next.actions) ? (round.next.actions as string[]) : []).filter(
            (a) => a !== 'INSURE',
          ),
        }
      : round.next;
  return { ...round, ...(cards ? { cards } : {}), view: { ...round.view, boxes, dealer }, next };
}

/** A CARD/UNDO event's data as a non-staff viewer sees it while the round is DEALING: a face-down card becomes null. */
export function concealEvent(type: string, data: Record<string, unknown>, status: string): Record<string, unknown> {
  if (status !== 'DEALING' || (type !== 'CARD' && type !== 'UNDO')) return data;
  const where = data.to ?? data.from;
  if ((where !== 'box' && where !== 'dealer') || data.faceUp === true || data.card === undefined) return data;
  return { ...data, card: null, hidden: true };
}
