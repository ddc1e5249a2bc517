import type { Command } from '@/lib/command';
import { lockRow, transact } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf } from '@/lib/ledger/post-transaction';
import { takeStake } from '@/lib/ledger/take-stake';
import { applyAction, commitAction } from '@/lib/rounds/commit-action';
import { refuseAfterDeadline } from '@/lib/rounds/make-decision';
import { recordLateDecision } from '@/lib/late-bets/record-late';
import { lockRound } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishSeats } from '@/lib/tables/seats';
import { userRoom, type PublicRound } from '@/lib/realtime/events';
import { advanceRotation, bankFeeOf, bettingOpens, capabilityOf } from '@/lib/designated-player/rotation';
import { DP_BANK_BET_TYPE } from '@/lib/designated-player/types';

/** The offered player's answer (contract `POST /api/rounds/:id/dp`). */
export interface DpAnswer {
  accept: boolean;
  /** The bank to put up when accepting, cents (RULES.md §HCF-7: at least the table's `minBank`). */
  bank?: number | null;
}

/**
 * The offered player accepts or declines the DP seat (RULES.md §HCF-7), one transaction with the
 * round row locked.
 * - Accept: the bank (at least `minBank`, at most the balance less the rake held with it, §HCF-9)
 *   moves from the wallet into play as the round's `DP_BANK` bet; betting opens.
 * - Decline: the offer passes on (`advanceRotation`): the next eligible player clockwise, then the
 *   last DP, then the house.
 * Logged as `DP_ACCEPTED` / `DP_DECLINED` by the player, published as `round:dp`.
 * @returns the public round and the player's balance (cents)
 * Errors: FORBIDDEN 403 (not a PLAYER), ROUND_NOT_FOUND 404, GAME_HAS_NO_DP 422, NO_DP_OFFER 409 (no
 * offer open: betting already opened, or the timer passed it on), NOT_YOUR_OFFER 403, NOT_SEATED 409
 * (accepting after leaving the seat), VALIDATION_ERROR 400
 * (accept without a bank), BANK_BELOW_MINIMUM 422, INSUFFICIENT_BALANCE 422. A refused answer changes nothing.
 */
export async function answerDpOffer(
  cmd: Command,
  roundId: string,
  input: DpAnswer,
): Promise<PublicRound & { balance: number }> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PLAYER') throw new AppError('FORBIDDEN', 'Only a seated player can be the designated player.');
  const answered = transact(cmd, async (tx, out) => {
    const locked = await lockRound(tx, roundId);
    const { round, table, mod } = locked;
    const rotation = capabilityOf(mod).rotation(round.state)!;
    const offer = rotation.offer;
    if (round.status !== 'BETTING' || rotation.decided || !offer) {
      throw new AppError(
        'NO_DP_OFFER',
        rotation.decided
          ? 'The DP seat is already settled for this round.'
          : `No DP offer is open in round ${round.number}.`,
      );
    }
    if (offer.userId !== actor.id)
      throw new AppError('NOT_YOUR_OFFER', `The DP seat is offered to seat ${offer.seat}, not to you.`);
    refuseAfterDeadline(round); // the offer timer ran out: a decline, passed on by the ticker (§HCF-7)
    if (input.accept) {
      // The seat changes only under the table's row lock (lib/tables/seats.ts): hold it so the seat cannot be left while the bank goes in.
      await lockRow(tx, 'GameTable', table.id);
      const held = await tx.seat.findUnique({ where: { tableId_seat: { tableId: table.id, seat: offer.seat } } });
      if (held?.userId !== actor.id)
        throw new AppError(
          'NOT_SEATED',
          `You left seat ${offer.seat}: the DP sits at the table (decline, or let the offer pass).`,
        );
    }
    const wallet = walletAccountId(actor.id);
    if (!input.accept) {
      const declined = applyAction(mod, round, { type: 'DP_DECLINED', seat: offer.seat, userId: actor.id });
      const { round: after } = await commitAction(tx, out, locked, declined, actor.id, { type: 'round:dp' });
      const updated = await advanceRotation(tx, out, { ...locked, round: after }, null);
      return { ...publicRound(updated), balance: await balanceOf(tx, wallet) };
    }
    if (input.bank === undefined || input.bank === null)
      throw new AppError('VALIDATION_ERROR', 'Say how much to bank: {"accept": true, "bank": <cents>}.');
    const bank = input.bank;
    const fee = bankFeeOf(mod, round.rules);
    const accepted = applyAction(mod, round, { type: 'DP_ACCEPTED', seat: offer.seat, userId: actor.id, bank });
    const { round: updated } = await commitAction(tx, out, locked, accepted, actor.id, {
      type: 'round:dp',
      patch: bettingOpens(round),
    });
    const bet = await tx.bet.create({
      data: { roundId, userId: actor.id, type: DP_BANK_BET_TYPE, spec: { seat: offer.seat }, amount: bank, fee },
    });
    await takeStake(tx, {
      userId: actor.id,
      tableId: table.id,
      roundId,
      betId: bet.id,
      amount: bank + fee,
      memo: `DP bank seat ${offer.seat}`,
      refusal: (have) =>
        `A bank of ${bank} cents${fee ? ` and the ${fee}-cent rake held with it (${mod.feeRule})` : ''} needs ${bank + fee}; the balance is ${have}.`,
    });
    const balance = await balanceOf(tx, wallet);
    out.push({
      room: userRoom(actor.id),
      event: 'bet:placed',
      payload: {
        betId: bet.id,
        roundId,
        tableId: table.id,
        type: DP_BANK_BET_TYPE,
        amount: bank,
        spec: { seat: offer.seat },
      },
    });
    out.push({ room: userRoom(actor.id), event: 'balance', payload: { balance } });
    await publishSeats(tx, out, table.id);
    return { ...publicRound(updated), balance };
  });
  // An answer after the offer's timer: the late-bet log, once the transaction is over (issue #17 §6).
  return answered.catch(async (e: unknown) => {
    await recordLateDecision(e, actor.id, input, input.bank);
    throw e;
  });
}
