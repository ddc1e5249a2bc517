/**
 * Player debts in the ledger (issue #18 §2), on both backends: a reversal posted with `postTransactionsWithDebt`
 * that takes more than a wallet holds empties the wallet and puts the exact rest on the player's DEBT account
 * (double entry intact, wallet never negative); the player's next credit (deposit) pays the debt first, as its own
 * DEBT_REPAYMENT transaction; `postTransactions` still refuses a wallet below zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { CASHIER_ACCOUNT_ID, debtAccountId, houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { debtOf, listDebts } from '@/lib/ledger/debts';
import { postTransactions, postTransactionsWithDebt } from '@/lib/ledger/post-transaction';
import { ensureCashier, insertUser } from '@/lib/users/manage-users';
import { BACKENDS, freshDatabase } from '../helpers/db';

for (const backend of BACKENDS) {
  describe(`player debts (${backend})`, () => {
    let drop: () => Promise<void>;
    let ann: string;
    let ben: string;
    const house = 'house:debt-test-table';
    const balance = async (id: string) =>
      Number((await db().ledgerAccount.findUnique({ where: { id } }))?.balance ?? 0);
    const kinds = async (userId: string) =>
      (
        await db().ledgerEntry.findMany({
          where: { accountId: walletAccountId(userId) },
          include: { transaction: true },
          orderBy: { id: 'asc' },
        })
      ).map((e) => `${e.transaction.kind}:${Number(e.amount)}`);

    beforeAll(async () => {
      const d = await freshDatabase(backend);
      drop = d.drop;
      await db().$transaction(async (tx) => {
        await ensureCashier(tx);
        ann = (await insertUser(tx, { username: 'ann', password: 'ann-password-1', role: 'PLAYER' })).id;
        ben = (await insertUser(tx, { username: 'ben', password: 'ben-password-1', role: 'PLAYER' })).id;
        const t = await tx.gameTable.create({ data: { name: 'Debt test', game: 'ROULETTE' } });
        await tx.$executeRawUnsafe(`UPDATE "GameTable" SET "id" = 'debt-test-table' WHERE "id" = $1`, t.id);
        await tx.ledgerAccount.create({ data: { id: house, kind: 'HOUSE', tableId: 'debt-test-table' } });
        await postTransactions(tx, [
          {
            kind: 'DEPOSIT',
            entries: [
              { accountId: CASHIER_ACCOUNT_ID, amount: -1_500 },
              { accountId: walletAccountId(ann), amount: 1_000 },
              { accountId: walletAccountId(ben), amount: 500 },
            ],
          },
        ]);
      });
    }, 60_000);
    afterAll(async () => drop?.());

    it('postTransactions refuses a wallet below zero and changes nothing', async () => {
      await expect(
        db().$transaction((tx) =>
          postTransactions(tx, [
            {
              kind: 'CORRECTION_REVERSAL',
              entries: [
                { accountId: walletAccountId(ann), amount: -3_500 },
                { accountId: house, amount: 3_500 },
              ],
            },
          ]),
        ),
      ).rejects.toBeInstanceOf(AppError);
      expect(await balance(walletAccountId(ann))).toBe(1_000);
    });

    it('a reversal beyond the wallet empties it and owes the exact rest', async () => {
      // Ann holds 1,000 and the reversal takes 3,500: wallet 0, debt 2,500. Ben holds 500, the reversal takes 200: 300 left.
      const r = await db().$transaction((tx) =>
        postTransactionsWithDebt(tx, [
          {
            kind: 'CORRECTION_REVERSAL',
            entries: [
              { accountId: walletAccountId(ann), amount: -3_500 },
              { accountId: walletAccountId(ben), amount: -200 },
              { accountId: house, amount: 3_700 },
            ],
          },
        ]),
      );
      expect(r.debts).toEqual(new Map([[ann, 2_500]]));
      expect(r.ids).toHaveLength(2); // the reversal and one DEBT transaction
      expect(await balance(walletAccountId(ann))).toBe(0);
      expect(await balance(walletAccountId(ben))).toBe(300);
      expect(await balance(debtAccountId(ann))).toBe(-2_500);
      expect(await debtOf(db(), ann)).toBe(2_500);
      expect(await debtOf(db(), ben)).toBe(0);
      expect(await kinds(ann)).toEqual(['DEPOSIT:1000', 'CORRECTION_REVERSAL:-3500', 'DEBT:2500']);
      const { items, total } = await listDebts();
      expect(items.map((i) => [i.username, i.debt])).toEqual([['ann', 2_500]]);
      expect(total).toBe(2_500);
    });

    it('the next deposit pays the debt first, as its own transaction', async () => {
      // Ann owes 2,500 and deposits 10,000: 2,500 repays the debt, 7,500 stays on the wallet.
      await db().$transaction((tx) =>
        postTransactions(tx, [
          {
            kind: 'DEPOSIT',
            entries: [
              { accountId: CASHIER_ACCOUNT_ID, amount: -10_000 },
              { accountId: walletAccountId(ann), amount: 10_000 },
            ],
          },
        ]),
      );
      expect(await balance(walletAccountId(ann))).toBe(7_500);
      expect(await debtOf(db(), ann)).toBe(0);
      expect((await kinds(ann)).slice(-2)).toEqual(['DEPOSIT:10000', 'DEBT_REPAYMENT:-2500']);
      expect((await listDebts()).items).toEqual([]);
    });

    it('a credit smaller than the debt pays part of it', async () => {
      // Ben holds 300 and a reversal takes 1,000: debt 700; then a win of 400 pays 400 of it: wallet 0, debt 300.
      await db().$transaction((tx) =>
        postTransactionsWithDebt(tx, [
          {
            kind: 'VOID_REVERSAL',
            entries: [
              { accountId: walletAccountId(ben), amount: -1_000 },
              { accountId: house, amount: 1_000 },
            ],
          },
        ]),
      );
      expect(await debtOf(db(), ben)).toBe(700);
      await db().$transaction((tx) =>
        postTransactions(tx, [
          {
            kind: 'SETTLEMENT',
            entries: [
              { accountId: walletAccountId(ben), amount: 400 },
              { accountId: house, amount: -400 },
            ],
          },
        ]),
      );
      expect(await balance(walletAccountId(ben))).toBe(0);
      expect(await debtOf(db(), ben)).toBe(300);
    });

    it('every ledger transaction sums to zero and the accounts add up', async () => {
      const unbalanced = await db().$queryRawUnsafe<{ n: number }[]>(
        `SELECT COUNT(*)::int AS n FROM (SELECT "transactionId" FROM "LedgerEntry" GROUP BY 1 HAVING SUM("amount") <> 0) x`,
      );
      expect(unbalanced[0]!.n).toBe(0);
      const [sum] = await db().$queryRawUnsafe<{ s: bigint }[]>(
        `SELECT SUM("balance")::bigint AS s FROM "account_balance"`,
      );
      expect(Number(sum!.s)).toBe(0);
      // cashier -11,500; ann 7,500; ben 0; ann's debt 0, ben's -300; house 3,700 + 1,000 - 400 = 4,300.
      expect(await balance(CASHIER_ACCOUNT_ID)).toBe(-11_500);
      expect(await balance(house)).toBe(4_300);
      expect(await balance(debtAccountId(ben))).toBe(-300);
      expect(houseAccountId('debt-test-table')).toBe(house);
    });
  });
}
