/**
 * Helpers to drive a Poker Switch round in tests (this folder's and the API's): cards in the deal
 * order of RULES.md §PS-2 and a fold of actions that throws on a refusal. Pure.
 */
import type { Card } from '../cards';
import { isRuleError, type GameEvent } from '../types';
import { apply, initialState, type PokerSwitchState, type PsRoundAction } from './engine';
import type { PokerSwitchRules } from './rules';

/** The cards of every box (ascending) and the dealer's, in the deal order of §PS-2 (rounds 1-5, boxes then the dealer). */
export function inDealOrder(boxes: Readonly<Record<number, readonly Card[]>>, dealer: readonly Card[]): Card[] {
  const order = Object.keys(boxes)
    .map(Number)
    .sort((a, b) => a - b);
  const out: Card[] = [];
  for (let i = 0; i < 5; i++) {
    for (const b of order) out.push(boxes[b]![i]!);
    out.push(dealer[i]!);
  }
  return out;
}

/** Folds `actions` from `state` (default: a fresh round), throwing on the first refusal; returns the state and every event. */
export function run(
  rules: PokerSwitchRules,
  actions: readonly PsRoundAction[],
  state: PokerSwitchState = initialState(),
): { state: PokerSwitchState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = apply(state, a, rules);
    if (isRuleError(r)) throw new Error(`${JSON.stringify(a)} refused: ${r.code} ${r.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** CARD actions for `cards`. */
export const cardsOf = (cards: readonly Card[]): PsRoundAction[] => cards.map((card) => ({ type: 'CARD', card }));

/** A player's decision on pair `seat` (`hand` 1/2 for a box's decision). */
export const decide = (seat: number, action: string, hand?: number, amount?: number): PsRoundAction => ({
  type: 'DECISION',
  seat,
  action,
  ...(hand !== undefined ? { hand } : {}),
  ...(amount !== undefined ? { amount } : {}),
});
