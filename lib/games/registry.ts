/**
 * The games the studio runs: one `GameModule` (lib/games/module.ts) per game, each in its own folder.
 * This file only assembles them; adding a game is one import and one line here.
 */
import { baccaratModule } from '@/lib/games/baccarat/module';
import { rouletteModule } from '@/lib/games/roulette/module';
import { blackjackModule } from '@/lib/games/blackjack/module';
import { highCardFlushModule } from '@/lib/games/high-card-flush/module';
import { casinoHoldemModule } from '@/lib/games/casino-holdem/module';
import { pokerSwitchModule } from '@/lib/games/poker-switch/module';
import type { GameModule } from '@/lib/games/module';
import type { Game } from '@/lib/generated/prisma/enums';

const MODULES: Partial<Record<Game, GameModule>> = {
  BACCARAT: baccaratModule as unknown as GameModule,
  ROULETTE: rouletteModule as unknown as GameModule,
  BLACKJACK: blackjackModule as unknown as GameModule,
  HIGH_CARD_FLUSH: highCardFlushModule as unknown as GameModule,
  CASINO_HOLDEM: casinoHoldemModule as unknown as GameModule,
  POKER_SWITCH: pokerSwitchModule as unknown as GameModule,
};

/** The games a table can be created for today. */
export const SUPPORTED_GAMES = Object.keys(MODULES) as Game[];

/** The module of a game, or null when no engine exists for it yet. */
export function gameModule(game: Game): GameModule | null {
  return MODULES[game] ?? null;
}

/** Every player decision any game takes (the decisions endpoint's `action`), in registry order. */
export const DECISION_ACTIONS = [...new Set(Object.values(MODULES).flatMap((m) => m?.decisions?.actions ?? []))] as [
  string,
  ...string[],
];

/** The most seats any game has (the decisions endpoint's `seat` bound). */
export const MAX_SEATS = Math.max(...Object.values(MODULES).map((m) => m?.seatCount ?? 0));
