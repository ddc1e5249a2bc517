/**
 * The wire types of a baccarat round's public view (`view` / `result` of the baccarat `GameModule`):
 * what `GET /api/tables/:id`, the round events and `GET /api/rounds/:id` carry. Types only: the client
 * imports them with `import type` (components/games/baccarat/ reads the JSON tolerantly).
 */

/** `round.cards` of a baccarat round: the cards of each hand, in the order dealt. */
export interface BaccaratCardsView {
  player: string[];
  banker: string[];
}

/** `round.view`: each hand's total once it has a card (null before). */
export interface BaccaratView {
  playerTotal: number | null;
  bankerTotal: number | null;
}

/** `round.result` once the round is complete (RULES.md §BAC). */
export interface BaccaratResultView {
  winner: 'PLAYER' | 'BANKER' | 'TIE';
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}
