import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf, lockAccounts, postTransactions } from '@/lib/ledger/post-transaction';

/** One stake taken from a player's wallet into play (cents). */
export interface StakeInput {
  userId: string;
  tableId: string;
  roundId: string;
  /** The bet the stake belongs to (its ledger entries carry it). */
  betId: string;
  /** Everything that leaves the wallet: the stake plus any fee held with it (`GameModule.betFee`). */
  amount: number;
  /** Who took it (the ledger transaction's actor); default: the player. */
  actorId?: string | null;
  memo?: string;
  /** The INSUFFICIENT_BALANCE message, given the balance in cents. */
  refusal: (balance: number) => string;
}

/**
 * The one way a stake moves from a player's wallet to the table's house account (RULES.md §C-3,
 * double-entry): the wallet locked, the balance checked under its lock, one ledger `STAKE` transaction
 * whose entries sum to zero. The house side is appended to LedgerAccountDelta (no house row lock, migration
 * `bet_intake`), so stakes at one table do not serialize. Bets take their stakes in lib/bets/intake-sql.ts
 * (the same rows, one statement). Used by decisions that take a stake (lib/rounds/make-decision.ts) and the designated player's bank
 * (lib/designated-player/answer-offer.ts), inside the caller's transaction.
 * @returns the wallet's balance before the stake, cents
 * @throws AppError INSUFFICIENT_BALANCE (422) when the wallet holds less than `amount`
 */
export async function takeStake(tx: Tx, s: StakeInput): Promise<number> {
  const wallet = walletAccountId(s.userId);
  const house = houseAccountId(s.tableId);
  await lockAccounts(tx, [wallet]);
  const have = await balanceOf(tx, wallet);
  if (have < s.amount)
    throw new AppError('INSUFFICIENT_BALANCE', s.refusal(have)).with({ balance: have, needed: s.amount });
  await postTransactions(tx, [
    {
      kind: 'STAKE',
      roundId: s.roundId,
      actorId: s.actorId === undefined ? s.userId : s.actorId,
      ...(s.memo !== undefined ? { memo: s.memo } : {}),
      entries: [
        { accountId: wallet, amount: -s.amount, betId: s.betId },
        { accountId: house, amount: s.amount, betId: s.betId },
      ],
    },
  ]);
  return have;
}

/**
 * The reverse of `takeStake` for one bet taken back before settlement (a cancelled bet, a bet
 * returned at close): `amount` cents from the table's house back to the wallet, one ledger `CANCEL`
 * transaction. No balance check (the house account may go negative; a wallet only grows here).
 */
export async function returnStake(tx: Tx, s: Omit<StakeInput, 'refusal'>): Promise<void> {
  await postTransactions(tx, [
    {
      kind: 'CANCEL',
      roundId: s.roundId,
      actorId: s.actorId === undefined ? s.userId : s.actorId,
      ...(s.memo !== undefined ? { memo: s.memo } : {}),
      entries: [
        { accountId: houseAccountId(s.tableId), amount: -s.amount, betId: s.betId },
        { accountId: walletAccountId(s.userId), amount: s.amount, betId: s.betId },
      ],
    },
  ]);
}
