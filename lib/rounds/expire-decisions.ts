import { transact } from '@/lib/command';
import { db } from '@/lib/db';
import { lockRound } from '@/lib/rounds/load-round';
import { applyAction, commitAction } from '@/lib/rounds/commit-action';
import { expireOffer } from '@/lib/designated-player/rotation';
import { logger } from '@/lib/log';

/**
 * Applies the safe default to every decision whose timer ran out (RULES.md §C-7; each engine's
 * `TIMEOUT`: e.g. stand, no insurance, fold; an unanswered DP offer is a decline and passes on,
 * lib/designated-player/rotation.ts). The server's ticker calls this every half
 * second; each round is its own transaction and the deadline is re-checked under the round lock, so
 * a decision that arrived just before is never overridden. `now` is the current time (a parameter so
 * that tests can move the clock). The expiry is logged as `TIMEOUT`
 * events without an actor and published as `round:decision` with `timeout: true`.
 * @returns the ids of the rounds where a timer expired
 */
export async function expireDecisions(now = new Date()): Promise<string[]> {
  const due = await db().round.findMany({
    where: { status: { in: ['BETTING', 'DEALING'] }, decisionDeadline: { lte: now } },
    select: { id: true },
  });
  const expired: string[] = [];
  for (const { id } of due) {
    // One round failing (logged, retried at the next tick) does not keep the others' timers from expiring.
    try {
      await expireOne(id, now, expired);
    } catch (e) {
      logger.error({ roundId: id, err: e }, 'decision timeout failed; retried at the next tick');
    }
  }
  return expired;
}

/** One round's expired timer, in its own transaction (re-checked under the round lock). */
async function expireOne(id: string, now: Date, expired: string[]): Promise<void> {
  await transact({ actor: null }, async (tx, out) => {
    const locked = await lockRound(tx, id);
    const { round } = locked;
    if (
      (round.status !== 'DEALING' && round.status !== 'BETTING') ||
      !round.decisionDeadline ||
      round.decisionDeadline > now
    )
      return;
    const applied = applyAction(locked.mod, round, { type: 'TIMEOUT' });
    // While betting, only the designated-player rotation runs a timer (its offer).
    if (round.status === 'BETTING') await expireOffer(tx, out, locked, applied);
    else {
      await commitAction(tx, out, locked, applied, null, { type: 'round:decision', data: { timeout: true } });
    }
    expired.push(id);
  });
}
