import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';
import { CASHIER_ACCOUNT_ID, walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf, lockAccounts, postTransactions } from '@/lib/ledger/post-transaction';
import { userRoom } from '@/lib/realtime/events';
import { ensureCashier } from '@/lib/users/manage-users';

/**
 * Pays `amount` cents out of a player's wallet to the cashier (ADMIN, PIT_BOSS; issue #18 §5), under the rules of
 * deposits: positive integer cents (the route), players' wallets only, one double-entry ledger transaction
 * (WITHDRAWAL: wallet −amount, cashier +amount, RULES §C-3), audited WITHDRAWAL `{amount, balance}`, a `balance`
 * message to the player after commit, Idempotency-Key honoured (lib/command). The wallet is locked and its balance
 * checked under the lock; a wallet never goes below zero. Returns the new balance.
 * Errors: FORBIDDEN 403, USER_NOT_FOUND 404, NOT_A_PLAYER 422, INSUFFICIENT_BALANCE 422 (`params {balance, needed}`).
 */
export async function withdrawFromUser(
  cmd: Command,
  userId: string,
  amount: number,
  memo?: string,
): Promise<{ balance: number }> {
  const actor = cmd.actor;
  if (!actor || (actor.role !== 'ADMIN' && actor.role !== 'PIT_BOSS'))
    throw new AppError('FORBIDDEN', 'Only an admin or a pit boss pays out withdrawals.');
  return transact(cmd, async (tx, out) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
    if (user.role !== 'PLAYER')
      throw new AppError('NOT_A_PLAYER', `${user.username} is a ${user.role}: only players have wallets.`);
    const wallet = walletAccountId(userId);
    await ensureCashier(tx);
    await lockAccounts(tx, [wallet, CASHIER_ACCOUNT_ID]);
    const have = await balanceOf(tx, wallet);
    if (have < amount)
      throw new AppError(
        'INSUFFICIENT_BALANCE',
        `${user.username}'s wallet holds ${have} cents; the withdrawal needs ${amount} cents.`,
      ).with({ balance: have, needed: amount });
    const [ledgerTransactionId] = await postTransactions(tx, [
      {
        kind: 'WITHDRAWAL',
        actorId: actor.id,
        memo: memo ?? `withdrawal for ${user.username}`,
        entries: [
          { accountId: wallet, amount: -amount },
          { accountId: CASHIER_ACCOUNT_ID, amount },
        ],
      },
    ]);
    const balance = await balanceOf(tx, wallet);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'WITHDRAWAL',
      targetType: 'User',
      targetId: userId,
      data: { amount, balance, ledgerTransactionId, ...(memo ? { memo } : {}) },
    });
    out.push({ room: userRoom(userId), event: 'balance', payload: { balance } });
    return { balance };
  });
}
