'use client';

import { gameUi } from '@/components/games/registry';
import { toMyBet, type ServerBet } from '@/components/player/use-player-table';

/**
 * A bet of the player's history in the player's language, as My bets at the table names it (the game's player
 * part, `PlayerUi.BetName`, loaded by the page with `useGameParts('player', …)`); until that part is there, the
 * bet's key as words (FLUSH_BONUS: "FLUSH BONUS").
 */
export function BetName({ game, roundId, bet }: { game: string; roundId: string; bet: ServerBet }) {
  const Name = gameUi(game)?.player?.BetName;
  return Name ? <Name bet={toMyBet(bet, roundId)} /> : bet.type.replace(/_/g, ' ');
}
