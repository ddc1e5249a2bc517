/**
 * The wire types of a roulette round's public view (`outcome` / `view` / `result` of the roulette
 * `GameModule`). Types only: the client imports them with `import type`.
 */

export type RoulettePocketColor = 'red' | 'black' | 'green';

/** `round.view`: the winning number's color once entered, and the no-spins called (§RL-5). */
export interface RouletteView {
  color: RoulettePocketColor | null;
  noSpins: { reason?: string }[];
}

/** `round.result` once the number is in. */
export interface RouletteResultView {
  number: number;
  color: RoulettePocketColor;
}
