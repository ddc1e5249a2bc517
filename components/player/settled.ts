import type { BetSettledPayload } from '@/lib/realtime/events';
import type { MyBet } from './use-player-table';

/**
 * The player's bets with one `bet:settled` message applied: every bet the message names takes its status,
 * payout and net (and refund, fee and payout cut when the message says them); the others stay as they
 * are. Bets the view does not hold yet are not added (the round detail read at `round:settled` brings
 * them). Pure; returns `bets` itself when the message names none of them.
 */
export function applyBetSettled<B extends MyBet>(bets: readonly B[], e: BetSettledPayload): B[] {
  const byId = new Map(e.bets.map((s) => [s.betId, s]));
  let changed = false;
  const next = bets.map((b) => {
    const s = byId.get(b.id);
    if (!s) return b;
    changed = true;
    return {
      ...b,
      status: s.status,
      payout: s.payout,
      net: s.net,
      ...(s.refund !== undefined ? { refund: s.refund } : {}),
      ...(s.fee !== undefined ? { fee: s.fee } : {}),
      ...(s.payoutCut !== undefined ? { payoutCut: s.payoutCut } : {}),
    };
  });
  return changed ? next : (bets as B[]);
}
