import type { MyBet } from './use-player-table';

/** What the result splash says about a round the player bet on (issue #13 §6). */
export interface RoundSplash {
  roundId: string;
  /** `win`: more came back than was staked; `loss`: less; `even`: as much (a push); `void`: the round was voided. */
  kind: 'win' | 'loss' | 'even' | 'void';
  /** The player's net for the round, cents: the sum of the bets' nets (`bet:settled` `net`). */
  net: number;
  /** What the player had at stake in the round (extra stakes included), cents. */
  staked: number;
}

/**
 * The splash of a round once every one of the player's bets in it is settled (or the round is voided);
 * null while a bet is still open, for a round the player did not bet on, or for a round still in play.
 */
export function roundSplash(
  round: { id: string; status: string } | null,
  bets: readonly Pick<MyBet, 'roundId' | 'status' | 'amount' | 'net'>[],
): RoundSplash | null {
  if (!round || (round.status !== 'SETTLED' && round.status !== 'VOIDED')) return null;
  const mine = bets.filter((b) => b.roundId === round.id && b.status !== 'CANCELLED');
  if (!mine.length) return null;
  const staked = mine.reduce((s, b) => s + b.amount, 0);
  if (round.status === 'VOIDED') return { roundId: round.id, kind: 'void', net: 0, staked };
  if (mine.some((b) => b.status === 'OPEN')) return null;
  const net = mine.reduce((s, b) => s + b.net, 0);
  return { roundId: round.id, kind: net > 0 ? 'win' : net < 0 ? 'loss' : 'even', net, staked };
}
