import type { Command } from '@/lib/command';
import { transact, type Outbox } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Round } from '@/lib/generated/prisma/client';
import { assertDealerAccess } from '@/lib/tables/access';
import { appendRoundEvent, lockRound } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import type { PublicRound } from '@/lib/realtime/events';

/** Moves a locked BETTING round to DEALING (*No more bets*, §C-4) and publishes `round:closed`. */
export async function closeLockedRound(tx: Tx, out: Outbox, round: Round, actorId: string | null, reason: 'DEALER' | 'COUNTDOWN'): Promise<Round> {
  const now = new Date();
  const closed = await tx.round.update({ where: { id: round.id }, data: { status: 'DEALING', closedAt: now } });
  await appendRoundEvent(tx, round.id, 'CLOSED', { by: reason }, actorId);
  await publishTableEvent(tx, out, { tableId: round.tableId, type: 'round:closed', round: publicRound(closed), data: { by: reason } });
  return closed;
}

/**
 * *No more bets*: closes betting (BETTING → DEALING). From that instant no bet is accepted (§C-4).
 * Errors: ROUND_NOT_FOUND 404, NOT_YOUR_TABLE/FORBIDDEN 403, WRONG_PHASE 409 when betting is not open.
 */
export async function closeRound(cmd: Command, roundId: string): Promise<PublicRound> {
  return transact(cmd, async (tx, out) => {
    const { round, table } = await lockRound(tx, roundId);
    assertDealerAccess(cmd.actor, table);
    if (round.status !== 'BETTING') throw new AppError('WRONG_PHASE', `Betting is not open: round ${round.number} is ${round.status}.`);
    return publicRound(await closeLockedRound(tx, out, round, cmd.actor?.id ?? null, 'DEALER'));
  });
}

/**
 * Closes every BETTING round whose countdown has run out (the server's ticker calls this every
 * half second). Each round is its own transaction; the phase is re-checked under the lock.
 * @returns the ids of the rounds closed.
 */
export async function closeExpiredRounds(now = new Date()): Promise<string[]> {
  const due = await db().round.findMany({ where: { status: 'BETTING', closesAt: { lte: now } }, select: { id: true } });
  const closed: string[] = [];
  for (const { id } of due) {
    await transact({ actor: null }, async (tx, out) => {
      const { round } = await lockRound(tx, id);
      if (round.status !== 'BETTING' || !round.closesAt || round.closesAt > new Date()) return;
      await closeLockedRound(tx, out, round, null, 'COUNTDOWN');
      closed.push(id);
    });
  }
  return closed;
}
