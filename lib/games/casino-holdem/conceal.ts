/**
 * The dealer's face-down cards (RULES.md §CHE-1, §CHE-2; seed 003: "Krupier rozdaje graczowi 2 karty
 * (odkryte) i 2 karty (zakryte) sobie"): while a round is DEALING and its call window has not closed,
 * the dealer's two cards are seen by the table's staff only; everyone else sees how many are on the
 * felt (`dealerDealt`), not which. The common player hand and the board are public as dealt. Once
 * every player has called or folded (or the timer ran out) the dealer's cards are shown; a round VOIDED
 * before then keeps them face down (`cardsStillDown`). Pure: works
 * on the public round JSON and on event data, so stored events can be concealed again on replay.
 * `visible` (the seats a viewer may see) plays no part: nobody but the staff sees the dealer's hand.
 */
import { cardsStillDown, type ConcealableRound } from '@/lib/games/module';

type ViewJson = { dealer?: unknown; window?: { closed?: unknown } };

/**
 * Whether `round` may carry a face-down dealer card now: DEALING with the call window not closed. Also
 * while no dealer card is on the felt: the event that took the only one back (UNDO) still names it.
 */
export function hides(round: ConcealableRound): boolean {
  if (!cardsStillDown(round)) return false;
  const v = round.view as ViewJson;
  return v.window?.closed !== true;
}

/**
 * The round as a player (anyone but the staff) sees it: `cards.dealer` and `view.dealer` empty,
 * `view.dealerHidden: true`, `view.dealerHand: null` (`dealerDealt` stays). Returns `round` itself
 * when nothing is hidden.
 */
export function concealRound<R extends ConcealableRound>(round: R): R {
  if (!hides(round)) return round;
  const cards = round.cards ? { ...round.cards, dealer: [] } : undefined;
  return {
    ...round,
    ...(cards ? { cards } : {}),
    view: { ...round.view, dealer: [], dealerHidden: true, dealerHand: null },
  };
}

/**
 * A CARD or UNDO event's data (`{card, to|from: 'dealer', position}`) as a player sees it while the
 * round (`status`) is DEALING: the card becomes `null` with `hidden: true`. Other events and the
 * player's and board cards pass unchanged.
 */
export function concealEvent(type: string, data: Record<string, unknown>, status: string): Record<string, unknown> {
  if (status !== 'DEALING' || (type !== 'CARD' && type !== 'UNDO')) return data;
  if (data.to !== 'dealer' && data.from !== 'dealer') return data;
  if (data.card === undefined) return data;
  return { ...data, card: null, hidden: true };
}
