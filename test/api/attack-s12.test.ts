/**
 * [ATTACK][S12] Session 12's raw statements on the transaction's own pg connection (lib/db/tx-sql.ts, used by
 * settlement and ledger postings) attacked: a transaction that times out while its statements still run, a posting
 * that waits on a wallet lock past its timeout, concurrent and repeated settles (same Idempotency-Key), a settle
 * racing a void, many settles and deposits at once on a pool of 10 connections, a correction's re-settle, rounds of
 * 0 and 1 bet and stakes at the 1,000,000,000-cent limits. Postgres only (PGlite has no connection of its own to
 * reach: txSql goes through Prisma there). Values by hand, European roulette (RULES.md §RL-1/2/3: 17 is black and
 * odd, 18 red and even; straight 35:1, split 17:1, even money 1:1; a winning bet's stake comes back with it), §C-6
 * (a player's winnings in a round capped at the table's maxPayoutPerRound, the earliest bets paid first).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, TEST_PG_URL, freshDatabase } from '../helpers/db';
import { allowVoidsAtOnce } from '../helpers/corrections';
import { call, login, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { Outbox, transact } from '@/lib/command';
import { database, db } from '@/lib/db';
import { txSql } from '@/lib/db/tx-sql';
import { gameModule } from '@/lib/games/registry';
import { CASHIER_ACCOUNT_ID, debtAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { computeSettlement, payBets } from '@/lib/rounds/settle-round';
import { roundLimits } from '@/lib/tables/round-limits';

const DEPOSIT = 100_000;

describe.skipIf(!BACKENDS.includes('postgres'))(
  '[ATTACK][S12] settlement on the transaction connection (postgres)',
  () => {
    let drop: () => Promise<void>;
    let dbName: string;
    let s: Studio;
    let alice: string, bob: string, carol: string;

    beforeAll(async () => {
      const d = await freshDatabase('postgres');
      drop = d.drop;
      dbName = (await db().$queryRawUnsafe<{ n: string }[]>('SELECT current_database() AS n'))[0]!.n;
      s = await buildStudio({ game: 'ROULETTE', players: ['alice', 'bob', 'carol'], deposit: DEPOSIT });
      [alice, bob, carol] = s.players.map((p) => p.token) as [string, string, string];
      await allowVoidsAtOnce(s.admin);
    });
    afterAll(async () => drop?.());

    const wallet = async (name: string) =>
      Number(
        (
          await db().ledgerAccount.findUniqueOrThrow({
            where: { id: walletAccountId(s.players.find((p) => p.name === name)!.id) },
          })
        ).balance,
      );
    const wallets = async () => ({
      alice: await wallet('alice'),
      bob: await wallet('bob'),
      carol: await wallet('carol'),
    });
    const summary = async (rid: string) => {
      const r = await db().round.findUniqueOrThrow({ where: { id: rid } });
      return {
        status: r.status,
        betCount: r.betCount,
        playerCount: r.playerCount,
        handle: Number(r.handle),
        payouts: Number(r.payouts),
        rake: Number(r.rake),
        biggestWin: r.biggestWin,
      };
    };
    const expectLedgerBalanced = async () => {
      expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
      const [neg] = await db().$queryRawUnsafe<{ n: number }[]>(
        `SELECT COUNT(*)::int AS n FROM "LedgerAccount" WHERE "kind" = 'WALLET' AND "balance" < 0`,
      );
      expect(neg!.n).toBe(0);
    };

    /** A round of `tableId` with `bets` placed (token, body), closed, the ball in `number`: COMPLETE. */
    async function spun(
      bets: [string, Record<string, unknown>][],
      number: number,
      tableId = s.tableId,
      token = s.dealer,
    ): Promise<string> {
      const r = await ok<{ id: string }>(call('POST', `/api/tables/${tableId}/rounds`, { token, body: {} }));
      for (const [t, body] of bets) await ok(call('POST', `/api/rounds/${r.id}/bets`, { token: t, body }));
      await ok(call('POST', `/api/rounds/${r.id}/close`, { token }));
      await ok(call('POST', `/api/rounds/${r.id}/outcome`, { token, body: { number } }));
      return r.id;
    }
    /** The pit's correction of a settled round's number to `number` (WRONG_ENTRY), approved by the admin. */
    async function correctOutcome(rid: string, number: number, reason: string): Promise<void> {
      const proposal = await ok<{ id: string }>(
        call('POST', `/api/rounds/${rid}/corrections`, {
          token: s.pit,
          body: { kind: 'CORRECT', reasonCode: 'WRONG_ENTRY', reason, entries: [{ type: 'OUTCOME', number }] },
        }),
      );
      await ok(call('POST', `/api/corrections/${proposal.id}/approve`, { token: s.admin, body: {} }));
    }
    const settle = (rid: string, headers?: Record<string, string>, token = s.dealer) =>
      call('POST', `/api/rounds/${rid}/settle`, { token, headers });

    it('a statement sent after the transaction timed out never runs on its own (autocommit)', async () => {
      const attempt = transact(
        { actor: null },
        async (tx) => {
          const sql = txSql(tx);
          // The timeout (150 ms) fires while this runs: Prisma's ROLLBACK waits behind it on the connection.
          await sql('SELECT pg_sleep(0.4)');
          await sql(`INSERT INTO "GameTable" ("id", "name", "game") VALUES ('s12-leak', 'Leak', 'ROULETTE')`);
          return 'committed';
        },
        { timeoutMs: 150 },
      );
      await expect(attempt).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 200));
      expect(await db().gameTable.findUnique({ where: { id: 's12-leak' } })).toBeNull();
    });

    it('a settle that times out mid-way writes nothing: bets OPEN, no ledger, wallets as staked; settled after, by hand', async () => {
      const before = await wallets();
      // alice STRAIGHT 17 1,000 (wins 35:1), bob RED 2,000 (17 is black: loses), carol ODD 500 (wins 1:1).
      const rid = await spun(
        [
          [alice, { type: 'STRAIGHT', numbers: [17], amount: 1_000 }],
          [bob, { type: 'RED', amount: 2_000 }],
          [carol, { type: 'ODD', amount: 500 }],
        ],
        17,
      );
      const staked = { alice: before.alice - 1_000, bob: before.bob - 2_000, carol: before.carol - 500 };
      expect(await wallets()).toEqual(staked);
      const ledgerBefore = await db().ledgerTransaction.count();
      const attempt = transact(
        { actor: null },
        async (tx) => {
          const round = await tx.round.findUniqueOrThrow({ where: { id: rid } });
          const table = await tx.gameTable.findUniqueOrThrow({ where: { id: round.tableId } });
          const bets = await tx.bet.findMany({
            where: { roundId: rid },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          });
          const mod = gameModule(round.game)!;
          const settled = computeSettlement(mod, round, bets, roundLimits(mod.defaultLimits, round, table));
          await txSql(tx)('SELECT pg_sleep(0.4)');
          return payBets(tx, new Outbox(), round, settled, null);
        },
        { timeoutMs: 150 },
      );
      await expect(attempt).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 200));
      const bets = await db().bet.findMany({ where: { roundId: rid } });
      expect(bets.map((b) => [b.status, b.payout, b.refund])).toEqual([
        ['OPEN', 0, 0],
        ['OPEN', 0, 0],
        ['OPEN', 0, 0],
      ]);
      expect(await db().ledgerTransaction.count()).toBe(ledgerBefore);
      expect(await wallets()).toEqual(staked);
      await expectLedgerBalanced();
      // The dealer's settle then pays once: alice 35,000 + 1,000 back, carol 500 + 500 back, bob nothing.
      const res = await ok(settle(rid));
      expect(res.settlement).toEqual({ bets: 3, staked: 3_500, paidOut: 37_000 });
      expect(await wallets()).toEqual({
        alice: before.alice + 35_000,
        bob: before.bob - 2_000,
        carol: before.carol + 500,
      });
      expect(await summary(rid)).toEqual({
        status: 'SETTLED',
        betCount: 3,
        playerCount: 3,
        handle: 3_500,
        payouts: 37_000,
        rake: 0,
        biggestWin: 35_000,
      });
      await expectLedgerBalanced();
    });

    it('a posting that waits on a wallet lock past its timeout leaves no ledger row behind', async () => {
      const aliceId = s.players[0]!.id;
      const locker = new pg.Client({ connectionString: TEST_PG_URL.replace(/\/[^/]*$/, `/${dbName}`) });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query(`SELECT 1 FROM "LedgerAccount" WHERE "id" = $1 FOR UPDATE`, [walletAccountId(aliceId)]);
        const before = await wallet('alice');
        const headers = await db().ledgerTransaction.count();
        const attempt = transact(
          { actor: null },
          (tx) =>
            postTransactions(tx, [
              {
                kind: 'WITHDRAWAL',
                entries: [
                  { accountId: walletAccountId(aliceId), amount: -700 },
                  { accountId: CASHIER_ACCOUNT_ID, amount: 700 },
                ],
              },
            ]),
          { timeoutMs: 150 },
        );
        const settled = attempt.then(
          () => 'committed',
          () => 'refused',
        );
        await new Promise((r) => setTimeout(r, 400));
        await locker.query('COMMIT');
        expect(await settled).toBe('refused');
        await new Promise((r) => setTimeout(r, 200));
        expect(await db().ledgerTransaction.count()).toBe(headers);
        expect(await wallet('alice')).toBe(before);
        await expectLedgerBalanced();
      } finally {
        await locker.end();
      }
    });

    it('five settles at once, three with one Idempotency-Key: one settlement, equal replays, by hand', async () => {
      const before = await wallets();
      // 17: alice SPLIT 17-18 1,000 wins 17:1 (17,000 + 1,000), bob BLACK 3,000 wins 1:1 (3,000 + 3,000), carol EVEN 400 loses.
      const rid = await spun(
        [
          [alice, { type: 'SPLIT', numbers: [17, 18], amount: 1_000 }],
          [bob, { type: 'BLACK', amount: 3_000 }],
          [carol, { type: 'EVEN', amount: 400 }],
        ],
        17,
      );
      const key = { 'idempotency-key': 's12-settle-twice' };
      const res = await Promise.all([settle(rid, key), settle(rid), settle(rid, key), settle(rid), settle(rid, key)]);
      const keyed = [res[0]!, res[2]!, res[4]!];
      const plain = [res[1]!, res[3]!];
      for (const r of res) {
        expect([200, 409]).toContain(r.status);
        if (r.status === 409) expect(r.body.error.code).toBe('ALREADY_SETTLED');
      }
      expect(res.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
      // The keyed requests answer alike (all the first response, or all refused when a plain one settled first).
      expect(new Set(keyed.map((r) => JSON.stringify([r.status, r.body]))).size).toBe(1);
      expect(plain.filter((r) => r.status === 200).length + (keyed[0]!.status === 200 ? 1 : 0)).toBe(1);
      const winner = res.find((r) => r.status === 200)!;
      expect(winner.body.settlement).toEqual({ bets: 3, staked: 4_400, paidOut: 24_000 });
      expect(await db().ledgerTransaction.count({ where: { roundId: rid, kind: 'SETTLEMENT' } })).toBe(1);
      expect(await wallets()).toEqual({
        alice: before.alice + 17_000,
        bob: before.bob + 3_000,
        carol: before.carol - 400,
      });
      expect(await summary(rid)).toEqual({
        status: 'SETTLED',
        betCount: 3,
        playerCount: 3,
        handle: 4_400,
        payouts: 24_000,
        rake: 0,
        biggestWin: 17_000,
      });
      // The key once more, later: the same answer (or the same refusal), nothing moves.
      const again = await settle(rid, key);
      expect([again.status, again.body]).toEqual([keyed[0]!.status, keyed[0]!.body]);
      expect(await wallets()).toEqual({
        alice: before.alice + 17_000,
        bob: before.bob + 3_000,
        carol: before.carol - 400,
      });
      await expectLedgerBalanced();
    });

    it('a settle racing a void of the same round: VOIDED in the end, every stake back, the ledger balanced', async () => {
      for (let i = 0; i < 3; i++) {
        const before = await wallets();
        const rid = await spun(
          [
            [alice, { type: 'STRAIGHT', numbers: [5], amount: 2_000 }],
            [bob, { type: 'ODD', amount: 1_500 }],
            [carol, { type: 'LOW', amount: 900 }],
          ],
          5,
        );
        const [st, vd] = await Promise.all([
          settle(rid),
          call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: `race ${i}` } }),
        ]);
        expect(vd.status).toBe(200);
        if (st.status !== 200) {
          expect(st.status).toBe(409);
          expect(st.body.error.code).toBe('ALREADY_VOIDED');
        }
        const r = await db().round.findUniqueOrThrow({ where: { id: rid } });
        expect(r.status).toBe('VOIDED');
        expect(await wallets()).toEqual(before);
        expect(new Set((await db().bet.findMany({ where: { roundId: rid } })).map((b) => b.status))).toEqual(
          new Set(['VOID']),
        );
        await expectLedgerBalanced();
      }
    });

    it('rounds of no bet and of one bet: report summary by hand', async () => {
      const empty = await spun([], 0);
      expect((await ok(settle(empty))).settlement).toEqual({ bets: 0, staked: 0, paidOut: 0 });
      expect(await summary(empty)).toEqual({
        status: 'SETTLED',
        betCount: 0,
        playerCount: 0,
        handle: 0,
        payouts: 0,
        rake: 0,
        biggestWin: 0,
      });
      const before = await wallet('bob');
      // bob STRAIGHT 0 100 and the ball in 0: 3,500 + 100 back.
      const one = await spun([[bob, { type: 'STRAIGHT', numbers: [0], amount: 100 }]], 0);
      expect((await ok(settle(one))).settlement).toEqual({ bets: 1, staked: 100, paidOut: 3_600 });
      expect(await summary(one)).toEqual({
        status: 'SETTLED',
        betCount: 1,
        playerCount: 1,
        handle: 100,
        payouts: 3_600,
        rake: 0,
        biggestWin: 3_500,
      });
      expect(await wallet('bob')).toBe(before + 3_500);
      // One bet that loses: nothing paid, no SETTLEMENT posting, biggest win 0.
      const lost = await spun([[carol, { type: 'STRAIGHT', numbers: [1], amount: 250 }]], 2);
      expect((await ok(settle(lost))).settlement).toEqual({ bets: 1, staked: 250, paidOut: 0 });
      expect(await summary(lost)).toEqual({
        status: 'SETTLED',
        betCount: 1,
        playerCount: 1,
        handle: 250,
        payouts: 0,
        rake: 0,
        biggestWin: 0,
      });
      expect(await db().ledgerTransaction.count({ where: { roundId: lost, kind: 'SETTLEMENT' } })).toBe(0);
      await expectLedgerBalanced();
    });

    it('a correction re-settles a settled round: summary by hand before and after', async () => {
      const before = await wallets();
      // 17: alice STRAIGHT 17 1,000 (35,000 + 1,000), bob SPLIT 17-18 1,000 (17,000 + 1,000), carol RED 1,000 loses.
      const rid = await spun(
        [
          [alice, { type: 'STRAIGHT', numbers: [17], amount: 1_000 }],
          [bob, { type: 'SPLIT', numbers: [17, 18], amount: 1_000 }],
          [carol, { type: 'RED', amount: 1_000 }],
          [carol, { type: 'RED', amount: 1_000 }],
        ],
        17,
      );
      await ok(settle(rid));
      expect(await summary(rid)).toEqual({
        status: 'SETTLED',
        betCount: 4,
        playerCount: 3,
        handle: 4_000,
        payouts: 54_000,
        rake: 0,
        biggestWin: 35_000,
      });
      await correctOutcome(rid, 18, 'ball in 18');
      // 18: alice loses, bob's split wins (17,000 + 1,000), carol's two REDs win (1,000 + 1,000 each).
      expect(await summary(rid)).toEqual({
        status: 'SETTLED',
        betCount: 4,
        playerCount: 3,
        handle: 4_000,
        payouts: 22_000,
        rake: 0,
        biggestWin: 17_000,
      });
      expect(await wallets()).toEqual({
        alice: before.alice - 1_000,
        bob: before.bob + 17_000,
        carol: before.carol + 2_000,
      });
      await expectLedgerBalanced();
    });

    it('12 settles and 12 deposits at once on a pool of 10: each by hand, no connection left checked out', async () => {
      const N = 12;
      const tables: string[] = [];
      for (let k = 0; k < N; k++)
        tables.push(
          (
            await ok<{ id: string }>(
              call('POST', '/api/tables', { token: s.admin, body: { name: `Wheel ${k}`, game: 'ROULETTE' } }),
            )
          ).id,
        );
      const before = await wallets();
      // Each table: alice STRAIGHT 17 100 (3,500 + 100), bob RED 100 (loses), carol ODD 100 (100 + 100).
      const rounds: string[] = [];
      for (const t of tables)
        rounds.push(
          await spun(
            [
              [alice, { type: 'STRAIGHT', numbers: [17], amount: 100 }],
              [bob, { type: 'RED', amount: 100 }],
              [carol, { type: 'ODD', amount: 100 }],
            ],
            17,
            t,
            s.admin,
          ),
        );
      const aliceId = s.players[0]!.id;
      const res = await Promise.all([
        ...rounds.map((rid) => settle(rid, undefined, s.admin)),
        ...rounds.map(() => call('POST', `/api/users/${aliceId}/deposits`, { token: s.admin, body: { amount: 10 } })),
      ]);
      expect(res.map((r) => r.status)).toEqual([...rounds.map(() => 200), ...rounds.map(() => 201)]);
      for (const r of res.slice(0, N)) expect(r.body.settlement).toEqual({ bets: 3, staked: 300, paidOut: 3_800 });
      for (const rid of rounds)
        expect(await summary(rid)).toEqual({
          status: 'SETTLED',
          betCount: 3,
          playerCount: 3,
          handle: 300,
          payouts: 3_800,
          rake: 0,
          biggestWin: 3_500,
        });
      expect(await wallets()).toEqual({
        alice: before.alice + N * 3_500 + N * 10,
        bob: before.bob - N * 100,
        carol: before.carol + N * 100,
      });
      const backend = database().backend;
      if (backend.kind !== 'postgres') throw new Error('postgres expected');
      expect(backend.pool.totalCount).toBeLessThanOrEqual(10);
      expect(backend.pool.idleCount).toBe(backend.pool.totalCount);
      expect(backend.pool.waitingCount).toBe(0);
      await expectLedgerBalanced();
    });

    it('stakes at the 1,000,000,000-cent limits: the §C-6 cap in bet order, int8 totals, by hand', async () => {
      const big = await ok<{ id: string }>(
        call('POST', '/api/tables', {
          token: s.admin,
          body: {
            name: 'High roller',
            game: 'ROULETTE',
            limits: {
              bets: { STRAIGHT: { min: 100, max: 1_000_000_000 }, EVEN_MONEY: { min: 100, max: 1_000_000_000 } },
              maxPayoutPerRound: 1_000_000_000,
            },
          },
        }),
      );
      const whale = await ok<{ id: string }>(
        call('POST', '/api/users', {
          token: s.admin,
          body: { username: 'whale', password: 'whale-password', role: 'PLAYER' },
        }),
      );
      await ok(call('POST', `/api/users/${whale.id}/deposits`, { token: s.admin, body: { amount: 1_000_000_000 } }));
      await ok(call('POST', `/api/users/${whale.id}/deposits`, { token: s.admin, body: { amount: 1_000_000_000 } }));
      const token = await login('whale', 'whale-password');
      // STRAIGHT 17 1e9 wins 35e9, paid 1e9 (the cap), cut 34e9; ODD 1e9 wins 1e9, paid 0 (cap used), cut 1e9; both
      // stakes back: paid out 1e9 + 1e9 + 1e9 = 3e9 (over int4), handle 2e9.
      const rid = await spun(
        [
          [token, { type: 'STRAIGHT', numbers: [17], amount: 1_000_000_000 }],
          [token, { type: 'ODD', amount: 1_000_000_000 }],
        ],
        17,
        big.id,
        s.admin,
      );
      const res = await ok(settle(rid, undefined, s.admin));
      expect(res.settlement).toEqual({ bets: 2, staked: 2_000_000_000, paidOut: 3_000_000_000 });
      expect(await summary(rid)).toEqual({
        status: 'SETTLED',
        betCount: 2,
        playerCount: 1,
        handle: 2_000_000_000,
        payouts: 3_000_000_000,
        rake: 0,
        biggestWin: 1_000_000_000,
      });
      const bets = await db().bet.findMany({ where: { roundId: rid }, orderBy: { createdAt: 'asc' } });
      expect(bets.map((b) => [b.type, b.status, b.payout, b.refund, Number(b.payoutCut)])).toEqual([
        ['STRAIGHT', 'WON', 1_000_000_000, 1_000_000_000, 34_000_000_000],
        ['ODD', 'WON', 0, 1_000_000_000, 1_000_000_000],
      ]);
      expect(
        Number((await db().ledgerAccount.findUniqueOrThrow({ where: { id: walletAccountId(whale.id) } })).balance),
      ).toBe(3_000_000_000);
      await expectLedgerBalanced();
    });
    /**
     * The custom server (tsx: the ticker's closes and expired decisions, which post and settle) and Next's route
     * bundles (bet intake and dealer fast paths, settles) each load their own copy of lib/, sharing one database and
     * pool through globalThis (lib/db/index.ts). Two copies of lib/db/prepared.ts must never give one statement name
     * to two texts (pg refuses the second on a connection that prepared the first: "Prepared statements must be
     * unique"), and a `transact` of either copy reaches its own connection.
     */
    it('two copies of lib/ on one pool: no prepared-statement name for two texts, both copies on their connection', async () => {
      const copy = async () => {
        vi.resetModules();
        return {
          autocommit: (await import('@/lib/db/autocommit')).autocommit,
          transact: (await import('@/lib/command')).transact,
          txSql: (await import('@/lib/db/tx-sql')).txSql,
          txSqlRoute: (await import('@/lib/db/tx-sql')).txSqlRoute,
        };
      };
      const server = await copy();
      const routes = await copy();
      const backend = database().backend;
      if (backend.kind !== 'postgres') throw new Error('postgres expected');
      // Each copy's first text, on every connection of the pool (10 at once take 10 connections).
      const run = (c: typeof server, text: string) =>
        Promise.all(Array.from({ length: 10 }, () => c.autocommit()<{ v: number }>(text, [])));
      const a = await run(server, 'SELECT 1::int AS v');
      const b = await run(routes, 'SELECT 2::int AS v');
      expect(a.flat().map((r) => r.v)).toEqual(Array(10).fill(1));
      expect(b.flat().map((r) => r.v)).toEqual(Array(10).fill(2));
      // A transaction of each copy: its statements on its own connection, in the transaction.
      for (const c of [server, routes]) {
        const seen = await c.transact({ actor: null }, async (tx) => {
          const [p] = await tx.$queryRawUnsafe<{ xid: string }[]>('SELECT txid_current()::text AS xid');
          const [q] = await c.txSql(tx)<{ xid: string }>('SELECT txid_current()::text AS xid');
          return { same: p!.xid === q!.xid, route: c.txSqlRoute(tx) };
        });
        expect(seen).toEqual({ same: true, route: 'connection' });
      }
      expect(backend.pool.idleCount).toBe(backend.pool.totalCount);
    });

    it('a debt from a correction is paid first by the next settlement and by a deposit: wallets never negative', async () => {
      const bobId = s.players[1]!.id;
      const debt = async () =>
        Number((await db().ledgerAccount.findUnique({ where: { id: debtAccountId(bobId) } }))?.balance ?? 0);
      const withdraw = (amount: number) =>
        ok(call('POST', `/api/users/${bobId}/withdrawals`, { token: s.admin, body: { amount } }));
      await withdraw((await wallet('bob')) - 2_000);
      expect(await wallet('bob')).toBe(2_000);
      // X: bob STRAIGHT 17 1,000 at 17: 35,000 + 1,000 back → 37,000.
      const x = await spun([[bob, { type: 'STRAIGHT', numbers: [17], amount: 1_000 }]], 17);
      await ok(settle(x));
      expect(await wallet('bob')).toBe(37_000);
      // Y on another wheel: bob RED 1,000, the ball in 18 (red): not settled yet. 36,000.
      const other = await ok<{ id: string }>(
        call('POST', '/api/tables', { token: s.admin, body: { name: 'Debt wheel', game: 'ROULETTE' } }),
      );
      const y = await spun([[bob, { type: 'RED', amount: 1_000 }]], 18, other.id, s.admin);
      expect(await wallet('bob')).toBe(36_000);
      await withdraw(35_500);
      // X corrected to 18: the 36,000 paid is taken back from 500: the wallet goes to 0 and bob owes 35,500.
      await correctOutcome(x, 18, 'in 18');
      expect([await wallet('bob'), await debt()]).toEqual([0, -35_500]);
      expect(await summary(x)).toMatchObject({ betCount: 1, handle: 1_000, payouts: 0, biggestWin: 0 });
      // Y settled: the 2,000 credit pays the debt first (wallet 0, owed 33,500).
      expect((await ok(settle(y, undefined, s.admin))).settlement).toEqual({ bets: 1, staked: 1_000, paidOut: 2_000 });
      expect([await wallet('bob'), await debt()]).toEqual([0, -33_500]);
      expect(await summary(y)).toEqual({
        status: 'SETTLED',
        betCount: 1,
        playerCount: 1,
        handle: 1_000,
        payouts: 2_000,
        rake: 0,
        biggestWin: 1_000,
      });
      expect(
        await db().ledgerTransaction.count({ where: { roundId: y, kind: { in: ['SETTLEMENT', 'DEBT_REPAYMENT'] } } }),
      ).toBe(2);
      // A deposit of 40,000 pays the rest: 6,500 left, nothing owed.
      await ok(call('POST', `/api/users/${bobId}/deposits`, { token: s.admin, body: { amount: 40_000 } }));
      expect([await wallet('bob'), await debt()]).toEqual([6_500, 0]);
      await expectLedgerBalanced();
    });

    it('the connection killed mid-settle: nothing written, the pool recovers, the settle then pays by hand', async () => {
      const before = await wallets();
      // alice STRAIGHT 3 100 (3,500 + 100), carol ODD 100 (100 + 100), the ball in 3.
      const rid = await spun(
        [
          [alice, { type: 'STRAIGHT', numbers: [3], amount: 100 }],
          [carol, { type: 'ODD', amount: 100 }],
        ],
        3,
      );
      const ledgerBefore = await db().ledgerTransaction.count();
      const killer = new pg.Client({ connectionString: TEST_PG_URL.replace(/\/[^/]*$/, `/${dbName}`) });
      await killer.connect();
      try {
        const attempt = transact({ actor: null }, async (tx) => {
          const round = await tx.round.findUniqueOrThrow({ where: { id: rid } });
          const table = await tx.gameTable.findUniqueOrThrow({ where: { id: round.tableId } });
          const bets = await tx.bet.findMany({
            where: { roundId: rid },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          });
          const mod = gameModule(round.game)!;
          await payBets(
            tx,
            new Outbox(),
            round,
            computeSettlement(mod, round, bets, roundLimits(mod.defaultLimits, round, table)),
            null,
          );
          const [me] = await txSql(tx)<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await killer.query('SELECT pg_terminate_backend($1)', [me!.pid]);
          await txSql(tx)('SELECT 1');
          return 'committed';
        });
        await expect(attempt).rejects.toThrow();
      } finally {
        await killer.end();
      }
      expect((await db().bet.findMany({ where: { roundId: rid } })).map((b) => b.status)).toEqual(['OPEN', 'OPEN']);
      expect(await db().ledgerTransaction.count()).toBe(ledgerBefore);
      expect(await wallets()).toEqual({ ...before, alice: before.alice - 100, carol: before.carol - 100 });
      expect((await ok(settle(rid))).settlement).toEqual({ bets: 2, staked: 200, paidOut: 3_800 });
      expect(await wallets()).toEqual({ ...before, alice: before.alice + 3_500, carol: before.carol + 100 });
      expect(await summary(rid)).toEqual({
        status: 'SETTLED',
        betCount: 2,
        playerCount: 2,
        handle: 200,
        payouts: 3_800,
        rake: 0,
        biggestWin: 3_500,
      });
      const backend = database().backend;
      if (backend.kind !== 'postgres') throw new Error('postgres expected');
      expect(backend.pool.idleCount).toBe(backend.pool.totalCount);
      await expectLedgerBalanced();
    });

    it('four withdrawals and a settle crediting the same wallet at once: two paid, two refused, never below zero', async () => {
      const carolId = s.players[2]!.id;
      const have = await wallet('carol');
      if (have > 10_000)
        await ok(
          call('POST', `/api/users/${carolId}/withdrawals`, { token: s.admin, body: { amount: have - 10_000 } }),
        );
      else
        await ok(call('POST', `/api/users/${carolId}/deposits`, { token: s.admin, body: { amount: 10_000 - have } }));
      // carol ODD 100 at 17: 9,900 after the stake, 100 + 100 back with the settle (10,100). 4 x 4,000: whatever the
      // order, the first two fit (8,000 <= 9,900) and a third never does (12,000 > 10,100).
      const rid = await spun([[carol, { type: 'ODD', amount: 100 }]], 17);
      expect(await wallet('carol')).toBe(9_900);
      const res = await Promise.all([
        ...[1, 2, 3, 4].map(() =>
          call('POST', `/api/users/${carolId}/withdrawals`, { token: s.admin, body: { amount: 4_000 } }),
        ),
        settle(rid),
      ]);
      expect(
        res
          .slice(0, 4)
          .map((r) => r.status)
          .sort(),
      ).toEqual([201, 201, 422, 422]);
      for (const r of res.slice(0, 4)) if (r.status === 422) expect(r.body.error.code).toBe('INSUFFICIENT_BALANCE');
      expect(res[4]!.status).toBe(200);
      expect(await wallet('carol')).toBe(2_100);
      expect(
        await db().ledgerTransaction.count({
          where: { kind: 'WITHDRAWAL', entries: { some: { accountId: walletAccountId(carolId), amount: -4_000 } } },
        }),
      ).toBe(2);
      await expectLedgerBalanced();
    });
  },
);
