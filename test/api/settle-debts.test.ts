/**
 * [ROUNDS][SETTLE] A settlement pays a winner's debt first (issue #18 §2), chunk by chunk, with the wallets locked
 * and the debts read once for the whole settle (issue #16 §2), on both backends.
 *
 * Baccarat, Player 5+3 = 8 against Banker 2+4 = 6 (§BAC-2/§BAC-3: Player wins, pays 1:1). 333 fillers ("a-000" to
 * "a-332", sorted before dora) stake 3 BANKER bets of 100 each (999 bets, all lose). Dora stakes 4 PLAYER bets of
 * 1,000 (her wallet 4,000 → 0) and then owes 3,000 (a reversal beyond her wallet: debt 3,000). The settle takes the
 * bets player by player, 1,000 a chunk (SETTLE_CHUNK): chunk 1 holds the 999 filler bets and dora's first bet,
 * chunk 2 her other three.
 * - chunk 1: dora is credited 2,000 (stake 1,000 + win 1,000); her debt takes it: repaid 2,000, wallet 0, owed 1,000.
 * - chunk 2: credited 6,000; the 1,000 still owed is repaid: wallet 5,000, owed 0.
 * Dora: WON x 4, payout 4 x 1,000; wallet 5,000, debt 0, DEBT_REPAYMENT 2,000 then 1,000. Fillers: LOST, wallet
 * 10,000 - 300 = 9,700. Paid out 8,000; the ledger sums to zero.
 * A second round with the same bets, one bet of chunk 1 refusing its update: the settle fails with that error (not
 * the "transaction aborted" of the statements in flight after it) and writes nothing; settled again, it pays 8,000.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { ledgerTotals } from '../helpers/studio';
import { insertFundedPlayers, stakeBets } from '../helpers/bulk';
import { db } from '@/lib/db';
import { transact } from '@/lib/command';
import { ensureCashier, insertUser } from '@/lib/users/manage-users';
import { postTransactionsWithDebt } from '@/lib/ledger/post-transaction';
import { debtAccountId, houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { openRound } from '@/lib/rounds/open-round';
import { closeRound } from '@/lib/rounds/close-round';
import { enterAction } from '@/lib/rounds/enter-action';
import { SETTLE_CHUNK, settleRound } from '@/lib/rounds/settle-round';
import type { Principal } from '@/lib/auth/principal';

const FILLERS = Array.from({ length: 333 }, (_, i) => `a-${String(i).padStart(3, '0')}`);
const DORA = 'dora';

for (const backend of BACKENDS) {
  describe(`[ROUNDS][SETTLE] a winner's debt paid across chunks (${backend})`, () => {
    let drop: () => Promise<void>;
    let boss: Principal;
    let tableId: string;
    const balance = async (id: string) =>
      Number((await db().ledgerAccount.findUnique({ where: { id } }))?.balance ?? 0);

    beforeAll(async () => {
      drop = (await freshDatabase(backend)).drop;
      await transact({ actor: null }, async (tx) => {
        await ensureCashier(tx);
        const u = await insertUser(tx, { username: 'boss', password: 'boss-pass-123', role: 'ADMIN' });
        boss = { id: u.id, username: u.username, role: 'ADMIN' };
      });
      const table = await db().gameTable.create({ data: { name: 'Debt Baccarat', game: 'BACCARAT' } });
      tableId = table.id;
      await db().ledgerAccount.create({ data: { id: houseAccountId(tableId), kind: 'HOUSE', tableId } });
      await db().shoe.create({ data: { tableId, number: 1, decks: 8 } });
      await insertFundedPlayers(boss, [...FILLERS.map((id) => [id, 10_000] as const), [DORA, 4_000]]);
    }, 120_000);
    afterAll(async () => drop?.());

    /** The header's bets, staked in this order: 3 BANKER of 100 per filler, then dora's 4 PLAYER of 1,000. */
    const placeBets = async (round: { id: string; tableId: string }) => {
      const placed = [
        ...FILLERS.flatMap((userId) =>
          [0, 1, 2].map(() => ({ id: crypto.randomUUID(), userId, type: 'BANKER', amount: 100 })),
        ),
        ...[0, 1, 2, 3].map(() => ({ id: crypto.randomUUID(), userId: DORA, type: 'PLAYER', amount: 1_000 })),
      ];
      await transact({ actor: boss }, (tx) =>
        stakeBets(
          tx,
          round,
          placed.map((b, ms) => ({ ...b, ms })),
        ),
      );
      return placed;
    };

    it('repays 2,000 in the first chunk and the last 1,000 in the second: wallet 5,000, debt 0', async () => {
      expect(SETTLE_CHUNK).toBe(1_000); // the chunk boundary the header's figures assume
      const cmd = { actor: boss };
      const round = await openRound(cmd, tableId, {});
      await placeBets(round);
      // Dora's wallet is empty; a reversal of 3,000 beyond it is owed.
      expect(await balance(walletAccountId(DORA))).toBe(0);
      await transact(cmd, (tx) =>
        postTransactionsWithDebt(tx, [
          {
            kind: 'VOID_REVERSAL',
            memo: 'test: a reversal beyond the wallet',
            entries: [
              { accountId: walletAccountId(DORA), amount: -3_000 },
              { accountId: houseAccountId(tableId), amount: 3_000 },
            ],
          },
        ]),
      );
      expect(await balance(debtAccountId(DORA))).toBe(-3_000);

      await closeRound(cmd, round.id);
      for (const card of ['5S', '2H', '3D', '4C']) await enterAction(cmd, round.id, { type: 'CARD', card });
      const res = await settleRound(cmd, round.id);
      expect(res.settlement).toEqual({ bets: 1_003, staked: 999 * 100 + 4_000, paidOut: 8_000 });

      expect(await balance(walletAccountId(DORA))).toBe(5_000);
      expect(await balance(debtAccountId(DORA))).toBe(0);
      const repayments = await db().ledgerEntry.findMany({
        where: { accountId: debtAccountId(DORA), transaction: { kind: 'DEBT_REPAYMENT' } },
        include: { transaction: true },
        orderBy: { transaction: { createdAt: 'asc' } },
      });
      expect(repayments.map((e) => Number(e.amount)).sort((a, b) => b - a)).toEqual([2_000, 1_000]);
      expect(new Set(repayments.map((e) => e.transaction.roundId))).toEqual(new Set([round.id]));
      const dora = await db().bet.findMany({ where: { roundId: round.id, userId: DORA } });
      expect(dora.map((b) => [b.status, b.payout, b.refund])).toEqual(Array(4).fill(['WON', 1_000, 1_000]));
      expect(await balance(walletAccountId(FILLERS[0]!))).toBe(9_700);
      expect(await balance(walletAccountId(FILLERS[332]!))).toBe(9_700);
      expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    }, 120_000);

    it('a chunk whose write fails fails the settle with its own error, nothing written; settled again once it can be', async () => {
      // The same bets again (fillers 9,700 → 9,400, dora 5,000 → 1,000). The first filler's first bet refuses its
      // update (a trigger): it is in chunk 1, whose writes follow the read ahead of chunk 2.
      const cmd = { actor: boss };
      const round = await openRound(cmd, tableId, {});
      const placed = await placeBets(round);
      await closeRound(cmd, round.id);
      for (const card of ['5S', '2H', '3D', '4C']) await enterAction(cmd, round.id, { type: 'CARD', card });
      await db().$executeRawUnsafe(
        `CREATE FUNCTION test_refuse_bet() RETURNS trigger AS $$ BEGIN
           IF NEW."id" = '${placed[0]!.id}' THEN RAISE EXCEPTION 'test: this bet cannot be settled'; END IF;
           RETURN NEW; END $$ LANGUAGE plpgsql`,
      );
      await db().$executeRawUnsafe(
        `CREATE TRIGGER test_refuse_bet BEFORE UPDATE ON "Bet" FOR EACH ROW EXECUTE FUNCTION test_refuse_bet()`,
      );
      try {
        await expect(settleRound(cmd, round.id)).rejects.toThrow(/this bet cannot be settled/);
      } finally {
        await db().$executeRawUnsafe('DROP TRIGGER test_refuse_bet ON "Bet"');
        await db().$executeRawUnsafe('DROP FUNCTION test_refuse_bet()');
      }
      expect((await db().round.findUniqueOrThrow({ where: { id: round.id } })).status).toBe('COMPLETE');
      expect(await db().bet.count({ where: { roundId: round.id, status: 'OPEN' } })).toBe(1_003);
      expect(await db().ledgerTransaction.count({ where: { roundId: round.id, kind: 'SETTLEMENT' } })).toBe(0);
      expect(await balance(walletAccountId(DORA))).toBe(1_000);
      expect(await balance(walletAccountId(FILLERS[0]!))).toBe(9_400);

      const res = await settleRound(cmd, round.id);
      expect(res.settlement).toEqual({ bets: 1_003, staked: 999 * 100 + 4_000, paidOut: 8_000 });
      expect(await balance(walletAccountId(DORA))).toBe(9_000);
      expect(await balance(walletAccountId(FILLERS[0]!))).toBe(9_400);
      expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    }, 120_000);
  });
}
