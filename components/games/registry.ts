/**
 * The client's one list of games: a `GameUi` per game (components/games/types.ts). A new game adds its
 * folder and one line here; the role shells only ask `gameUi(game)`.
 */
import { baccaratUi } from './baccarat/ui';
import { blackjackUi } from './blackjack/ui';
import { casinoHoldemUi } from './casino-holdem/ui';
import { highCardFlushUi } from './high-card-flush/ui';
import { pokerSwitchUi } from './poker-switch/ui';
import { rouletteUi } from './roulette/ui';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { PlayerProblem } from '@/components/player/format';
import type { GameUi } from './types';

export const GAME_UIS: readonly GameUi[] = [
  baccaratUi,
  rouletteUi,
  blackjackUi,
  highCardFlushUi,
  casinoHoldemUi,
  pokerSwitchUi,
];

const BY_GAME = new Map(GAME_UIS.map((u) => [u.game, u]));

/** The game's UI, or undefined for a game this client cannot draw (yet). */
export function gameUi(game: string | null | undefined): GameUi | undefined {
  return game ? BY_GAME.get(game) : undefined;
}

/** Games of the `Game` enum this client has no UI for yet: their names and lobby marks only. */
const NAME_ONLY: Record<string, { label: string; icon: string }> = {};

/** The game's display name ("European Roulette"); the enum value itself when unknown. */
export function gameLabel(game: string): string {
  return gameUi(game)?.label ?? NAME_ONLY[game]?.label ?? game;
}

/** A game's folder under components/games (its messages' namespace): `HIGH_CARD_FLUSH` → `high-card-flush`. */
export function gameFolder(game: string): string {
  return game.toLowerCase().replace(/_/g, '-');
}

/**
 * The game's display name in the reader's language (`games.<folder>.meta.name`, each pack's own file), else
 * the English `gameLabel`.
 */
export function useGameLabel(): (game: string) => string {
  const t = useTranslations('games');
  return useCallback(
    (game: string) => {
      const key = `${gameFolder(game)}.meta.name`;
      return t.has(key) ? t(key) : gameLabel(game);
    },
    [t],
  );
}

/** The game's mark on its lobby card. */
export function gameIcon(game: string): string {
  return gameUi(game)?.lobby.icon ?? NAME_ONLY[game]?.icon ?? '♠';
}

/** A refusal with the titles every game gives its codes (a code means the same at every table). */
export function refineProblem(p: PlayerProblem): PlayerProblem {
  return GAME_UIS.reduce((acc, u) => u.player?.problem?.(acc) ?? acc, p);
}

/** " (RULES.md §HCF-9)" for a tooltip, or nothing without a section. */
export function rulesCite(section: string | undefined): string {
  return section ? ` (RULES.md ${section})` : '';
}
