import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf } from '@/lib/ledger/post-transaction';
import { returnStake } from '@/lib/ledger/take-stake';
import { lockRound } from '@/lib/rounds/load-round';
import { userRoom } from '@/lib/realtime/events';
import { DP_BANK_BET_TYPE } from '@/lib/designated-player/types';
import { publishSeats } from '@/lib/tables/seats';

/**
 * Takes back an OPEN bet while betting is open (contract `DELETE /api/bets/:id`): the stake returns to
 * the wallet; the bet is kept as CANCELLED for the record.
 * A fee held with the bet (§HCF-9) returns with it.
 * Errors: BET_NOT_FOUND 404, NOT_YOUR_BET 403, BETTING_CLOSED 409, BET_NOT_OPEN 409, BANK_IN_PLAY 409
 * (the DP's bank, §HCF-8).
 */
export async function cancelBet(
  cmd: Command,
  betId: string,
): Promise<{ id: string; status: string; amount: number; balance: number }> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  const found = await db().bet.findUnique({ where: { id: betId }, select: { roundId: true, userId: true } });
  if (!found) throw new AppError('BET_NOT_FOUND', `No bet ${betId}.`);
  if (found.userId !== actor.id) throw new AppError('NOT_YOUR_BET', 'That bet is not yours.');
  return transact(cmd, async (tx, out) => {
    const { round, table, mod } = await lockRound(tx, found.roundId);
    const bet = await tx.bet.findUniqueOrThrow({ where: { id: betId } });
    if (round.status !== 'BETTING' || (round.closesAt && round.closesAt <= new Date())) {
      throw new AppError('BETTING_CLOSED', 'No more bets: a bet can only be taken back while betting is open.');
    }
    if (bet.status !== 'OPEN') throw new AppError('BET_NOT_OPEN', `The bet is ${bet.status}.`);
    if (bet.type === DP_BANK_BET_TYPE)
      throw new AppError(
        'BANK_IN_PLAY',
        `The designated player's bank stays in play until the round is settled (${mod.designatedPlayer?.bankRule}).`,
      );
    const back = bet.amount + bet.fee;
    await tx.bet.update({ where: { id: betId }, data: { status: 'CANCELLED', refund: back, settledAt: new Date() } });
    const wallet = walletAccountId(actor.id);
    await returnStake(tx, {
      userId: actor.id,
      tableId: table.id,
      roundId: round.id,
      betId,
      amount: back,
      actorId: actor.id,
    });
    const balance = await balanceOf(tx, wallet);
    out.push({
      room: userRoom(actor.id),
      event: 'bet:cancelled',
      payload: { betId, roundId: round.id, tableId: table.id },
    });
    out.push({ room: userRoom(actor.id), event: 'balance', payload: { balance } });
    if (mod.seatCount) await publishSeats(tx, out, table.id);
    return { id: betId, status: 'CANCELLED', amount: bet.amount, balance };
  });
}
