import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';
import { CASHIER_ACCOUNT_ID, walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf, lockAccounts, postTransactions } from '@/lib/ledger/post-transaction';
import { userRoom } from '@/lib/realtime/events';
import { ensureCashier } from '@/lib/users/manage-users';

/**
 * Moves `amount` cents between the cashier and a player's wallet (ADMIN, PIT_BOSS): a DEPOSIT (cashier → wallet)
 * or a WITHDRAWAL (wallet → cashier, issue #18 §5) under the same rules: positive integer cents (the route),
 * players' wallets only, one double-entry ledger transaction (RULES §C-3; a deposit to a player who owes pays the
 * debt first, issue #18 §2), audited with the action = kind `{amount, balance, ledgerTransactionId, memo?}`, a
 * `balance` message to the player after commit, Idempotency-Key honoured (lib/command). A withdrawal locks the
 * wallet and checks its balance under the lock: a wallet never goes below zero. Returns the new balance.
 * Errors: FORBIDDEN 403, USER_NOT_FOUND 404, NOT_A_PLAYER 422, INSUFFICIENT_BALANCE 422 (`params {balance, needed}`).
 */
async function moveCash(
  cmd: Command,
  kind: 'DEPOSIT' | 'WITHDRAWAL',
  userId: string,
  amount: number,
  memo?: string,
): Promise<{ balance: number }> {
  const actor = cmd.actor;
  if (!actor || (actor.role !== 'ADMIN' && actor.role !== 'PIT_BOSS'))
    throw new AppError(
      'FORBIDDEN',
      kind === 'DEPOSIT'
        ? 'Only an admin or a pit boss takes deposits.'
        : 'Only an admin or a pit boss pays out withdrawals.',
    );
  return transact(cmd, async (tx, out) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
    if (user.role !== 'PLAYER')
      throw new AppError('NOT_A_PLAYER', `${user.username} is a ${user.role}: only players have wallets.`);
    const wallet = walletAccountId(userId);
    await ensureCashier(tx);
    if (kind === 'WITHDRAWAL') {
      await lockAccounts(tx, [wallet, CASHIER_ACCOUNT_ID]);
      const have = await balanceOf(tx, wallet);
      if (have < amount)
        throw new AppError(
          'INSUFFICIENT_BALANCE',
          `${user.username}'s wallet holds ${have} cents; the withdrawal needs ${amount} cents.`,
        ).with({ balance: have, needed: amount });
    }
    const toWallet = kind === 'DEPOSIT' ? amount : -amount;
    const [ledgerTransactionId] = await postTransactions(tx, [
      {
        kind,
        actorId: actor.id,
        memo: memo ?? `${kind === 'DEPOSIT' ? 'deposit' : 'withdrawal'} for ${user.username}`,
        entries: [
          { accountId: wallet, amount: toWallet },
          { accountId: CASHIER_ACCOUNT_ID, amount: -toWallet },
        ],
      },
    ]);
    const balance = await balanceOf(tx, wallet);
    await recordAudit(tx, {
      actorId: actor.id,
      action: kind,
      targetType: 'User',
      targetId: userId,
      data: { amount, balance, ledgerTransactionId, ...(memo ? { memo } : {}) },
    });
    out.push({ room: userRoom(userId), event: 'balance', payload: { balance } });
    return { balance };
  });
}

/** `POST /api/users/:id/deposits`: cashier → the player's wallet (see `moveCash`). */
export const depositToUser = (cmd: Command, userId: string, amount: number, memo?: string) =>
  moveCash(cmd, 'DEPOSIT', userId, amount, memo);

/** `POST /api/users/:id/withdrawals` (issue #18 §5): the player's wallet → cashier (see `moveCash`). */
export const withdrawFromUser = (cmd: Command, userId: string, amount: number, memo?: string) =>
  moveCash(cmd, 'WITHDRAWAL', userId, amount, memo);
