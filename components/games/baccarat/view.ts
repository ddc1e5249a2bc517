/** The baccarat round as the consoles read it: `round.result` tolerantly (wire types in lib/games/baccarat/view.ts). */
import type { BaccaratResultView } from '@/lib/games/baccarat/view';

export type { BaccaratResultView };

export function baccaratResult(result: Record<string, unknown> | null | undefined): BaccaratResultView | null {
  if (!result || typeof result.winner !== 'string') return null;
  return {
    winner: result.winner as BaccaratResultView['winner'],
    playerTotal: Number(result.playerTotal),
    bankerTotal: Number(result.bankerTotal),
    natural: result.natural === true,
    playerPair: result.playerPair === true,
    bankerPair: result.bankerPair === true,
  };
}

/** "BANKER wins 7–5" (winner's total first), "TIE 6–6"; plus natural and pairs. */
export function baccaratResultText(r: BaccaratResultView): { main: string; extras: string[] } {
  const main =
    r.winner === 'TIE'
      ? `TIE ${r.playerTotal}–${r.bankerTotal}`
      : r.winner === 'PLAYER'
        ? `PLAYER wins ${r.playerTotal}–${r.bankerTotal}`
        : `BANKER wins ${r.bankerTotal}–${r.playerTotal}`;
  const extras = [
    r.natural ? 'natural' : '',
    r.playerPair ? 'player pair' : '',
    r.bankerPair ? 'banker pair' : '',
  ].filter(Boolean);
  return { main, extras };
}
