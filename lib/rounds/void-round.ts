import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { recordAudit } from '@/lib/audit/record-audit';
import { appendRoundEvent, lockRound } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import { queuePrivateResults } from '@/lib/rounds/settle-round';
import type { PublicRound } from '@/lib/realtime/events';

/**
 * Voids a round from any state (RULES.md §C-4, §C-5), PIT_BOSS or ADMIN, with a reason. Every stake is
 * refunded (with any fee held with it, §HCF-9; the DP's bank is a bet like the others); a settled round's settlement is reversed first (ledger VOID_REVERSAL, then VOID_REFUND,
 * posted together so a wallet is judged on the net). Bets become VOID with payout 0, net 0.
 * Errors: FORBIDDEN 403, ROUND_NOT_FOUND 404, ALREADY_VOIDED 409, INSUFFICIENT_BALANCE 422 when a
 * player has already spent winnings that the reversal takes back.
 */
export async function voidRound(
  cmd: Command,
  roundId: string,
  reason: string,
): Promise<PublicRound & { refunded: number; reversed: number }> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PIT_BOSS' && actor.role !== 'ADMIN')
    throw new AppError('FORBIDDEN', 'Only a pit boss or an admin can void a round.');
  return transact(
    cmd,
    async (tx, out) => {
      const { round } = await lockRound(tx, roundId);
      if (round.status === 'VOIDED') throw new AppError('ALREADY_VOIDED', `Round ${round.number} was already voided.`);
      const bets = await tx.bet.findMany({
        where: { roundId, status: { in: ['OPEN', 'WON', 'LOST', 'PUSH', 'DEAD'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      const house = houseAccountId(round.tableId);
      const settled = bets.filter((b) => b.status !== 'OPEN' && b.payout + b.refund > 0);
      const reversed = settled.reduce((s, b) => s + b.payout + b.refund, 0);
      const refunded = bets.reduce((s, b) => s + b.amount + b.extraStake + b.fee, 0);
      try {
        await postTransactions(tx, [
          {
            kind: 'VOID_REVERSAL',
            roundId,
            actorId: actor.id,
            memo: reason,
            entries: [
              ...settled.map((b) => ({
                accountId: walletAccountId(b.userId),
                amount: -(b.payout + b.refund),
                betId: b.id,
              })),
              { accountId: house, amount: reversed },
            ],
          },
          {
            kind: 'VOID_REFUND',
            roundId,
            actorId: actor.id,
            memo: reason,
            entries: [
              ...bets.map((b) => ({
                accountId: walletAccountId(b.userId),
                amount: b.amount + b.extraStake + b.fee,
                betId: b.id,
              })),
              { accountId: house, amount: -refunded },
            ],
          },
        ]);
      } catch (e) {
        if (e instanceof AppError && e.code === 'INSUFFICIENT_BALANCE') {
          throw new AppError(
            'INSUFFICIENT_BALANCE',
            'A player has already spent winnings of this round: the reversal would take a wallet below zero.',
          );
        }
        throw e;
      }
      if (bets.length) {
        await tx.bet.updateMany({
          where: { id: { in: bets.map((b) => b.id) } },
          data: { status: 'VOID', payout: 0, payoutCut: 0, settledAt: new Date() },
        });
        await tx.$executeRawUnsafe(
          `UPDATE "Bet" SET "refund" = "amount" + "extraStake" + "fee" WHERE "roundId" = $1 AND "status" = 'VOID'`,
          roundId,
        );
      }
      const updated = await tx.round.update({
        where: { id: roundId },
        data: { status: 'VOIDED', voidedAt: new Date(), voidReason: reason, decisionDeadline: null },
      });
      await appendRoundEvent(
        tx,
        roundId,
        'VOIDED',
        {
          reason,
          previousStatus: round.status,
          refunded,
          reversed,
          bets: bets.map((b) => ({ id: b.id, was: b.status, payout: b.payout })),
        },
        actor.id,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'ROUND_VOIDED',
        targetType: 'Round',
        targetId: roundId,
        data: { reason, previousStatus: round.status, refunded, reversed },
      });
      const pub = publicRound(updated);
      await publishTableEvent(tx, out, { tableId: round.tableId, type: 'round:voided', round: pub, data: { reason } });
      await queuePrivateResults(
        tx,
        out,
        round,
        bets.map((b) => ({
          id: b.id,
          userId: b.userId,
          type: b.type,
          amount: b.amount,
          status: 'VOID',
          payout: 0,
          net: 0,
        })),
      );
      return { ...pub, refunded, reversed };
    },
    { timeoutMs: 120_000 },
  );
}
