import type { GameModule } from '@/lib/games/module';
import { ruleError, type RuleError } from '@/lib/games/types';

/**
 * A bet that goes only with another bet of the same player on the same spot (`mod.betRequires`): an AA
 * Bonus with the player's Ante (RULES.md §CHE-2), a Poker Switch box's Bonus with that box's Ante
 * (§PS-7). The companion's spot is the game's `spotKey` of the required type with this bet's spec, so
 * each game's notion of "the same place" decides. Pure.
 * @returns MAIN_BET_REQUIRED (422) when `mine` (the player's OPEN bets of the round) has no such companion, else null
 */
export function companionRefusal(
  mod: Pick<GameModule, 'betRequires' | 'spotKey'>,
  bet: { type: string; spec: Record<string, unknown> },
  mine: readonly { type: string; spec: Record<string, unknown> }[],
): RuleError | null {
  const needs = mod.betRequires?.[bet.type];
  if (!needs) return null;
  const spot = mod.spotKey({ type: needs, spec: bet.spec });
  if (mine.some((b) => b.type === needs && mod.spotKey(b) === spot)) return null;
  return ruleError(
    'rule',
    'MAIN_BET_REQUIRED',
    `A ${bet.type} bet goes with a ${needs} bet on the same spot: place the ${needs} first.`,
  );
}
