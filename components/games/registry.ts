/**
 * The client's one list of games: a `GamePack` per game (components/games/types.ts). A new game adds its
 * folder and one line here; the role shells only ask `gameUi(game)`, after `useGameParts(part, games)` has
 * loaded the parts they draw (each game's part is a chunk of its own: a player's table page downloads that
 * table's game's player part, never all six games, issue #16 §5).
 */
import { baccaratUi } from './baccarat/ui';
import { blackjackUi } from './blackjack/ui';
import { casinoHoldemUi } from './casino-holdem/ui';
import { highCardFlushUi } from './high-card-flush/ui';
import { pokerSwitchUi } from './poker-switch/ui';
import { rouletteUi } from './roulette/ui';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PlayerProblem } from '@/components/player/format';
import type { GamePack, GamePart, GameParts, GameUi } from './types';

/** Every game's pack: facts and loaders only (the parts are chunks of their own, issue #16 §5). */
export const GAME_PACKS: readonly GamePack[] = [
  baccaratUi,
  rouletteUi,
  blackjackUi,
  highCardFlushUi,
  casinoHoldemUi,
  pokerSwitchUi,
];

const BY_GAME = new Map(GAME_PACKS.map((u) => [u.game, u]));

// The parts loaded so far (`part:game`), the loads in flight, and who re-renders when one lands.
const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();
const listeners = new Set<() => void>();
let version = 0;
const views = new Map<string, { version: number; ui: GameUi }>();

/**
 * Loads a game's part (once per page: later calls share the first load). Resolves to undefined for a game
 * this client has no pack for; a failed download rejects, and the next call tries again.
 */
export function loadGamePart<P extends GamePart>(part: P, game: string): Promise<GameParts[P] | undefined> {
  const pack = BY_GAME.get(game);
  if (!pack) return Promise.resolve(undefined);
  const key = `${part}:${game}`;
  if (loaded.has(key)) return Promise.resolve(loaded.get(key) as GameParts[P]);
  let p = loading.get(key) as Promise<GameParts[P]> | undefined;
  if (!p) {
    p = pack.load[part]().then(
      (value) => {
        loaded.set(key, value);
        loading.delete(key);
        version++;
        for (const l of listeners) l();
        return value;
      },
      (e: unknown) => {
        loading.delete(key);
        throw e;
      },
    );
    loading.set(key, p);
  }
  return p;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Loads `part` of each of `games` and renders again as they land: true once every one of them is there
 * (games without a pack count as there). False while rendering on the server and hydrating (the server
 * never draws a pack the client would still be loading), so the page's skeleton comes first on a fresh load;
 * a part loaded before (a client-side navigation) is there on the first render.
 */
export function useGameParts(part: GamePart, games: readonly (string | null | undefined)[]): boolean {
  const v = useSyncExternalStore(
    subscribe,
    () => version,
    () => -1,
  );
  const wanted = games.filter((g): g is string => !!g && BY_GAME.has(g));
  const key = [...new Set(wanted)].sort().join(',');
  useEffect(() => {
    for (const g of key ? key.split(',') : []) {
      // A failed download: the shell keeps its skeleton; the next page load tries again.
      loadGamePart(part, g).catch(() => undefined);
    }
  }, [part, key]);
  return v >= 0 && wanted.every((g) => loaded.has(`${part}:${g}`));
}

/** The game's facts and the parts loaded so far, or undefined for a game this client cannot draw (yet). */
export function gameUi(game: string | null | undefined): GameUi | undefined {
  const pack = game ? BY_GAME.get(game) : undefined;
  if (!pack || !game) return undefined;
  const cached = views.get(game);
  if (cached && cached.version === version) return cached.ui;
  const part = <P extends GamePart>(p: P) => loaded.get(`${p}:${game}`) as GameParts[P] | undefined;
  const ui: GameUi = {
    game: pack.game,
    label: pack.label,
    seated: pack.seated,
    shoe: pack.shoe,
    rules: pack.rules,
    problem: pack.problem,
    lobby: { ...pack.lobby, ...part('lobby') },
    dealer: part('dealer'),
    player: part('player'),
    pit: part('pit'),
    admin: part('admin'),
  };
  views.set(game, { version, ui });
  return ui;
}

/** Every game the client knows (the `Game` enum values with a pack), in the lobby's order. */
export const GAMES: readonly string[] = GAME_PACKS.map((p) => p.game);

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
  return GAME_PACKS.reduce((acc, u) => u.problem?.(acc) ?? acc, p);
}

/** " (RULES.md §HCF-9)" for a tooltip, or nothing without a section. */
export function rulesCite(section: string | undefined): string {
  return section ? ` (RULES.md ${section})` : '';
}
