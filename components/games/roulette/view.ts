/** The roulette round as the consoles read it: `round.result` tolerantly, the pocket colours (wire types in lib/games/roulette/view.ts). */
import { colorOf, type RouletteColor } from '@/lib/games/roulette/wheel';

export type PocketColor = RouletteColor;
/** The pocket's color (RULES.md §RL-1), from the roulette engine. */
export const pocketColor = (n: number): PocketColor => colorOf(n);
export const POCKET_BG: Record<PocketColor, string> = {
  red: 'bg-[#b3202a] text-white',
  black: 'bg-[#15171c] text-white',
  green: 'bg-[#0f7a3c] text-white',
};

export function rouletteResult(
  result: Record<string, unknown> | null | undefined,
): { number: number; color: PocketColor } | null {
  if (!result || typeof result.number !== 'number') return null;
  return { number: result.number, color: pocketColor(result.number) };
}
