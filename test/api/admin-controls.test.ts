/**
 * [ADMIN] The admin's missing controls (issue #18 §5): withdrawals under the rules of deposits (double entry, never
 * below zero, idempotent, audited), the deposit/withdrawal history of a user, a password reset that kills the old
 * password and every old credential, a role change that ends the user's sessions and is refused for oneself, for a
 * player whose money or play would be stranded and for a dealer on shift, and the last enabled admin kept when two
 * admins demote or disable each other at once. Every figure below is worked out by hand in the comments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { db } from '@/lib/db';
import { transact } from '@/lib/command';
import { houseAccountId } from '@/lib/ledger/accounts';
import { postTransactionsWithDebt } from '@/lib/ledger/post-transaction';

/** dbSnapshot plus what it leaves out and these controls touch: the users' role, password hash and flag, sessions. */
async function snapshot(): Promise<string> {
  const users = await db().user.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, role: true, passwordHash: true, disabled: true },
  });
  const creds = [await db().apiToken.count(), await db().userSession.count()];
  return JSON.stringify({ base: await dbSnapshot(), users, creds });
}

const walletTxs = (userId: string, kind: string) =>
  db().ledgerTransaction.findMany({
    where: { kind: kind as never, entries: { some: { accountId: `wallet:${userId}` } } },
    include: { entries: { orderBy: { amount: 'asc' } } },
    orderBy: { createdAt: 'asc' },
  });

const cashier = async () => Number((await db().ledgerAccount.findUniqueOrThrow({ where: { id: 'cashier' } })).balance);

describe.each(BACKENDS)('[ADMIN] admin controls (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let wanda: { id: string; token: string };
  const mkUser = async (username: string, role: string) => {
    const u = await ok<{ id: string }>(
      call('POST', '/api/users', { token: s.admin, body: { username, password: `${username}-password`, role } }),
    );
    return u.id;
  };

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    // wanda gets 10,000 cents (100.00) from buildStudio's deposit.
    s = await buildStudio({ game: 'BACCARAT', players: ['wanda'], deposit: 10_000 });
    wanda = s.players[0]!;
  });
  afterAll(async () => drop?.());

  it('[ADMIN][LEDGER] deposit 10,000 then withdraw 2,500 → 7,500; one WITHDRAWAL wallet −2,500 / cashier +2,500; the ledger sums to zero; audited', async () => {
    const cashierBefore = await cashier(); // −10,000: the cashier paid wanda's deposit
    expect(cashierBefore).toBe(-10_000);
    const r = await call('POST', `/api/users/${wanda.id}/withdrawals`, { token: s.admin, body: { amount: 2_500 } });
    expect(r).toEqual({ status: 201, body: { balance: 7_500 } });
    expect((await ok(call('GET', '/api/me', { token: wanda.token }))).balance).toBe(7_500);
    expect(await cashier()).toBe(-7_500); // −10,000 + 2,500
    const [w] = await walletTxs(wanda.id, 'WITHDRAWAL');
    expect(w!.entries.map((e) => [e.accountId, Number(e.amount)])).toEqual([
      [`wallet:${wanda.id}`, -2_500],
      ['cashier', 2_500],
    ]);
    expect(w!.memo).toBe('withdrawal for wanda');
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'WITHDRAWAL', targetId: wanda.id } });
    expect(audit.data).toMatchObject({ amount: 2_500, balance: 7_500, ledgerTransactionId: w!.id });
    // Deposits are audited the same way (buildStudio's 10,000).
    expect(await db().auditLog.count({ where: { action: 'DEPOSIT', targetId: wanda.id } })).toBe(1);
  });

  it('[ADMIN][LEDGER] a withdrawal over the balance is 422 INSUFFICIENT_BALANCE with the figures, and nothing changes', async () => {
    const before = await snapshot();
    const r = await call('POST', `/api/users/${wanda.id}/withdrawals`, { token: s.pit, body: { amount: 7_501 } });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', params: { balance: 7_500, needed: 7_501 } });
    expect(await snapshot()).toBe(before);
  });

  it('[ADMIN][IDEMPOTENCY] a repeated Idempotency-Key withdrawal answers the first response and has no second effect; another body with it is 409', async () => {
    const headers = { 'idempotency-key': 'wd-wanda-1' };
    const first = await call('POST', `/api/users/${wanda.id}/withdrawals`, {
      token: s.pit,
      headers,
      body: { amount: 2_500, memo: 'cash desk 2' },
    });
    expect(first).toEqual({ status: 201, body: { balance: 5_000 } }); // 7,500 − 2,500
    const afterFirst = await snapshot();
    const again = await call('POST', `/api/users/${wanda.id}/withdrawals`, {
      token: s.pit,
      headers,
      body: { amount: 2_500, memo: 'cash desk 2' },
    });
    expect(again).toEqual({ status: 201, body: { balance: 5_000 } });
    expect(await snapshot()).toBe(afterFirst);
    const other = await call('POST', `/api/users/${wanda.id}/withdrawals`, {
      token: s.pit,
      headers,
      body: { amount: 100 },
    });
    expect({ status: other.status, code: other.body.error?.code }).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await snapshot()).toBe(afterFirst);
    expect((await walletTxs(wanda.id, 'WITHDRAWAL')).length).toBe(2);
    expect((await ok(call('GET', '/api/me', { token: wanda.token }))).balance).toBe(5_000);
  });

  it('[ADMIN][LEDGER] two withdrawals of 3,000 at once from 5,000: one is paid (→ 2,000), the other refused; the wallet never goes below zero', async () => {
    const rs = await Promise.all(
      [1, 2].map(() => call('POST', `/api/users/${wanda.id}/withdrawals`, { token: s.admin, body: { amount: 3_000 } })),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(rs.find((r) => r.status === 201)!.body).toEqual({ balance: 2_000 });
    expect(rs.find((r) => r.status === 422)!.body.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      params: { balance: 2_000, needed: 3_000 },
    });
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[ADMIN] withdrawals refuse bad amounts (400), staff (NOT_A_PLAYER 422), unknown users (404) and players (403), changing nothing', async () => {
    const cases: [number, string, () => Promise<ApiResponse>][] = [
      ...[0, -1, 1.5, '100', 1_000_000_001, null].map(
        (amount) =>
          [
            400,
            'VALIDATION_ERROR',
            () => call('POST', `/api/users/${wanda.id}/withdrawals`, { token: s.admin, body: { amount } }),
          ] as [number, string, () => Promise<ApiResponse>],
      ),
      [
        422,
        'NOT_A_PLAYER',
        () => call('POST', `/api/users/${s.dealerId}/withdrawals`, { token: s.admin, body: { amount: 1 } }),
      ],
      [
        404,
        'USER_NOT_FOUND',
        () => call('POST', '/api/users/nobody/withdrawals', { token: s.admin, body: { amount: 1 } }),
      ],
      [
        403,
        'FORBIDDEN',
        () => call('POST', `/api/users/${wanda.id}/withdrawals`, { token: wanda.token, body: { amount: 1 } }),
      ],
      [
        403,
        'FORBIDDEN',
        () => call('POST', `/api/users/${wanda.id}/withdrawals`, { token: s.dealer, body: { amount: 1 } }),
      ],
    ];
    for (const [status, code, req] of cases) {
      const before = await snapshot();
      const r = await req();
      expect({ status: r.status, code: r.body.error?.code }).toEqual({ status, code });
      expect(await snapshot()).toBe(before);
    }
  });

  it('[ADMIN] GET /api/users/:id/transactions: deposits + and withdrawals −, newest first, with who and memo; kind filter; cursor paging', async () => {
    // So far: deposit +10,000 (admin), withdrawals −2,500 (admin), −2,500 (pitboss, "cash desk 2"), −3,000 (admin).
    const all = await ok(call('GET', `/api/users/${wanda.id}/transactions`, { token: s.pit }));
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((i: any) => [i.kind, i.amount, i.actor?.username, i.memo])).toEqual([
      ['WITHDRAWAL', -3_000, 'admin', 'withdrawal for wanda'],
      ['WITHDRAWAL', -2_500, 'pitboss', 'cash desk 2'],
      ['WITHDRAWAL', -2_500, 'admin', 'withdrawal for wanda'],
      ['DEPOSIT', 10_000, 'admin', 'deposit for wanda'],
    ]);
    // 10,000 − 2,500 − 2,500 − 3,000 = 2,000, the balance.
    expect(all.items.reduce((sum: number, i: any) => sum + i.amount, 0)).toBe(2_000);
    const deposits = await ok(call('GET', `/api/users/${wanda.id}/transactions?kind=DEPOSIT`, { token: s.admin }));
    expect(deposits.items.map((i: any) => i.amount)).toEqual([10_000]);
    const paged: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q = new URLSearchParams({ limit: '1', ...(cursor ? { cursor } : {}) });
      const p: any = await ok(call('GET', `/api/users/${wanda.id}/transactions?${q}`, { token: s.admin }));
      paged.push(...p.items.map((i: any) => i.amount));
      cursor = p.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(paged).toEqual([-3_000, -2_500, -2_500, 10_000]);
    expect(pages).toBe(4);
    for (const [path, status] of [
      [`/api/users/${wanda.id}/transactions?kind=STAKE`, 400],
      [`/api/users/${wanda.id}/transactions?cursor=not-a-tx`, 400],
      [`/api/users/${wanda.id}/transactions?limit=0`, 400],
      ['/api/users/nobody/transactions', 404],
    ] as const)
      expect((await call('GET', path, { token: s.admin })).status).toBe(status);
    // Staff have no wallet: an empty history.
    expect(await ok(call('GET', `/api/users/${s.dealerId}/transactions`, { token: s.admin }))).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await call('GET', `/api/users/${wanda.id}/transactions`, { token: wanda.token })).status).toBe(403);
  });

  it('[ADMIN][LEDGER] a player who owes: the role stays (DEBT), a deposit pays the debt first, the history shows the repayment', async () => {
    // dora gets 1,000; a reversal of 4,000 (as a correction would post it) empties the wallet and leaves 3,000 owed.
    const doraId = await mkUser('dora', 'PLAYER');
    await ok(call('POST', `/api/users/${doraId}/deposits`, { token: s.admin, body: { amount: 1_000 } }));
    await transact({ actor: null }, async (tx) => {
      await postTransactionsWithDebt(tx, [
        {
          kind: 'CORRECTION_REVERSAL',
          memo: 'test reversal',
          entries: [
            { accountId: `wallet:${doraId}`, amount: -4_000 },
            { accountId: houseAccountId(s.tableId), amount: 4_000 },
          ],
        },
      ]);
    });
    const users = await ok(call('GET', '/api/users', { token: s.pit }));
    expect(users.find((u: any) => u.id === doraId)).toMatchObject({
      balance: 0,
      debt: 3_000,
      displayName: null,
      username: 'dora',
    });
    const blocked = await call('PATCH', `/api/users/${doraId}`, { token: s.admin, body: { role: 'DEALER' } });
    expect({
      status: blocked.status,
      code: blocked.body.error?.code,
      reason: blocked.body.error?.params?.reason,
    }).toEqual({ status: 409, code: 'ROLE_CHANGE_BLOCKED', reason: 'DEBT' });
    // Deposit 5,000 (with a memo): 3,000 pays the debt, 2,000 lands in the wallet.
    expect(
      await ok(
        call('POST', `/api/users/${doraId}/deposits`, { token: s.admin, body: { amount: 5_000, memo: 'till 3' } }),
      ),
    ).toEqual({ balance: 2_000 });
    const depAudit = await db().auditLog.findFirstOrThrow({
      where: { action: 'DEPOSIT', targetId: doraId },
      orderBy: { at: 'desc' },
    });
    expect(depAudit.data).toEqual({
      amount: 5_000,
      balance: 2_000,
      memo: 'till 3',
      ledgerTransactionId: expect.any(String),
    });
    const h = await ok(call('GET', `/api/users/${doraId}/transactions`, { token: s.admin }));
    expect(h.items.map((i: any) => [i.kind, i.amount, i.memo])).toEqual([
      ['DEBT_REPAYMENT', -3_000, expect.anything()],
      ['DEPOSIT', 5_000, 'till 3'],
      ['DEPOSIT', 1_000, 'deposit for dora'],
    ]);
    expect(await ok(call('GET', `/api/users/${doraId}/summary`, { token: s.pit }))).toMatchObject({
      balance: 2_000,
      debt: 0,
    });
    // A withdrawal sees the wallet only: 2,000 out is fine, then 1 cent more is refused.
    expect(
      await ok(call('POST', `/api/users/${doraId}/withdrawals`, { token: s.admin, body: { amount: 2_000 } })),
    ).toEqual({ balance: 0 });
    expect(
      (await call('POST', `/api/users/${doraId}/withdrawals`, { token: s.admin, body: { amount: 1 } })).status,
    ).toBe(422);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[ADMIN][AUTH] reset password: the old password is refused, the new one accepted, old tokens and sessions dead; audited without the password', async () => {
    const ritaId = await mkUser('rita', 'PLAYER');
    const t1 = await login('rita', 'rita-password');
    await db().userSession.create({ data: { userId: ritaId, expiresAt: new Date(Date.now() + 3_600_000) } });
    expect((await call('GET', '/api/me', { token: t1 })).status).toBe(200);
    const r = await call('POST', `/api/users/${ritaId}/password`, {
      token: s.admin,
      body: { password: 'a-new-secret-9' },
    });
    expect(r).toEqual({ status: 200, body: { id: ritaId, username: 'rita', ended: { tokens: 1, sessions: 1 } } });
    expect((await call('GET', '/api/me', { token: t1 })).status).toBe(401);
    expect(await db().userSession.count({ where: { userId: ritaId } })).toBe(0);
    const old = await call('POST', '/api/tokens', { body: { username: 'rita', password: 'rita-password' } });
    expect({ status: old.status, code: old.body.error?.code }).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
    const t2 = await login('rita', 'a-new-secret-9');
    expect((await ok(call('GET', '/api/me', { token: t2 }))).username).toBe('rita');
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'USER_PASSWORD_RESET', targetId: ritaId } });
    expect(audit.data).toEqual({ ended: { tokens: 1, sessions: 1 } });
    expect(JSON.stringify(audit)).not.toMatch(/a-new-secret-9|argon2/);

    for (const [status, code, req] of [
      [
        400,
        'VALIDATION_ERROR',
        () => call('POST', `/api/users/${ritaId}/password`, { token: s.admin, body: { password: 'short' } }),
      ],
      [400, 'VALIDATION_ERROR', () => call('POST', `/api/users/${ritaId}/password`, { token: s.admin, body: {} })],
      [
        404,
        'USER_NOT_FOUND',
        () => call('POST', '/api/users/nobody/password', { token: s.admin, body: { password: 'long-enough-1' } }),
      ],
      [
        403,
        'FORBIDDEN',
        () => call('POST', `/api/users/${ritaId}/password`, { token: s.pit, body: { password: 'long-enough-1' } }),
      ],
      [
        403,
        'FORBIDDEN',
        () => call('POST', `/api/users/${ritaId}/password`, { token: t2, body: { password: 'long-enough-1' } }),
      ],
    ] as const) {
      const before = await snapshot();
      const res = await req();
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
      expect(await snapshot()).toBe(before);
    }
    expect((await call('GET', '/api/me', { token: t2 })).status).toBe(200);
  });

  it('[ADMIN][AUTH] role change: PLAYER → DEALER ends their sessions, audited before/after; the new role signs in; the same role is a no-op', async () => {
    const paulId = await mkUser('paul', 'PLAYER'); // no deposit: an empty wallet
    const t1 = await login('paul', 'paul-password');
    const r = await call('PATCH', `/api/users/${paulId}`, { token: s.admin, body: { role: 'DEALER' } });
    expect(r).toEqual({ status: 200, body: { id: paulId, username: 'paul', role: 'DEALER', disabled: false } });
    expect((await call('GET', '/api/me', { token: t1 })).status).toBe(401);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'USER_ROLE_CHANGED', targetId: paulId } });
    expect(audit.data).toEqual({
      before: { role: 'PLAYER' },
      after: { role: 'DEALER' },
      ended: { tokens: 1, sessions: 0 },
    });
    const t2 = await login('paul', 'paul-password');
    expect((await ok(call('GET', '/api/me', { token: t2 }))).role).toBe('DEALER');
    // The same role again: 200, nothing changes (the token lives, nothing audited).
    const before = await snapshot();
    expect((await call('PATCH', `/api/users/${paulId}`, { token: s.admin, body: { role: 'DEALER' } })).status).toBe(
      200,
    );
    expect(await snapshot()).toBe(before);

    // Staff → PLAYER gets a wallet (a pit boss who never had one), and deposits then work.
    const pennyId = await mkUser('penny', 'PIT_BOSS');
    expect(await db().ledgerAccount.count({ where: { id: `wallet:${pennyId}` } })).toBe(0);
    await ok(call('PATCH', `/api/users/${pennyId}`, { token: s.admin, body: { role: 'PLAYER' } }));
    expect(
      await ok(call('POST', `/api/users/${pennyId}/deposits`, { token: s.admin, body: { amount: 1_234 } })),
    ).toEqual({
      balance: 1_234,
    });
  });

  it('[ADMIN] role change is refused (409, nothing changed) for oneself, a player with money, a dealer on shift; bad bodies 400; pit boss 403', async () => {
    const adminRow = await db().user.findUniqueOrThrow({ where: { username: 'admin' } });
    const penny = await db().user.findUniqueOrThrow({ where: { username: 'penny' } }); // PLAYER, 1,234 in the wallet
    const cases = [
      [
        409,
        'CANNOT_CHANGE_SELF',
        undefined,
        () => call('PATCH', `/api/users/${adminRow.id}`, { token: s.admin, body: { role: 'PLAYER' } }),
      ],
      [
        409,
        'ROLE_CHANGE_BLOCKED',
        'BALANCE',
        () => call('PATCH', `/api/users/${penny.id}`, { token: s.admin, body: { role: 'DEALER' } }),
      ],
      // dealer1 was assigned to the table by buildStudio: on shift there.
      [
        409,
        'ROLE_CHANGE_BLOCKED',
        'ON_SHIFT',
        () => call('PATCH', `/api/users/${s.dealerId}`, { token: s.admin, body: { role: 'PLAYER' } }),
      ],
      [
        400,
        'VALIDATION_ERROR',
        undefined,
        () => call('PATCH', `/api/users/${penny.id}`, { token: s.admin, body: { role: 'BOSS' } }),
      ],
      [
        400,
        'VALIDATION_ERROR',
        undefined,
        () => call('PATCH', `/api/users/${penny.id}`, { token: s.admin, body: { role: 'DEALER', disabled: true } }),
      ],
      [
        404,
        'USER_NOT_FOUND',
        undefined,
        () => call('PATCH', '/api/users/nobody', { token: s.admin, body: { role: 'DEALER' } }),
      ],
      [
        403,
        'FORBIDDEN',
        undefined,
        () => call('PATCH', `/api/users/${penny.id}`, { token: s.pit, body: { role: 'ADMIN' } }),
      ],
    ] as const;
    for (const [status, code, reason, req] of cases) {
      const before = await snapshot();
      const r = await req();
      expect({ status: r.status, code: r.body.error?.code, reason: r.body.error?.params?.reason }).toEqual({
        status,
        code,
        reason,
      });
      expect(await snapshot()).toBe(before);
    }
    // Once the wallet is emptied (withdraw 1,234), the change goes through.
    await ok(call('POST', `/api/users/${penny.id}/withdrawals`, { token: s.admin, body: { amount: 1_234 } }));
    expect((await ok(call('PATCH', `/api/users/${penny.id}`, { token: s.admin, body: { role: 'DEALER' } }))).role).toBe(
      'DEALER',
    );
  });

  it('[ADMIN][AUTH] the last enabled admin stays: two admins demoting (or disabling) each other at once → one change, one refusal, one admin left', async () => {
    const enabledAdmins = () => db().user.count({ where: { role: 'ADMIN', disabled: false } });
    const adminRow = await db().user.findUniqueOrThrow({ where: { username: 'admin' } });
    for (const body of [{ role: 'PIT_BOSS' }, { disabled: true }] as const) {
      const name = `ada${'role' in body ? 'r' : 'd'}`;
      const adaId = await mkUser(name, 'ADMIN');
      const ada = await login(name, `${name}-password`);
      const main = await login('admin', 'admin-pass-1');
      expect(await enabledAdmins()).toBe(2);
      const [a, b] = await Promise.all([
        call('PATCH', `/api/users/${adaId}`, { token: main, body }),
        call('PATCH', `/api/users/${adminRow.id}`, { token: ada, body }),
      ]);
      // The loser is refused: 403 (no longer an enabled admin) or, once the winner ended their token, 401.
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      expect(await enabledAdmins()).toBe(1);
      // Put things back for the next pass: whoever is left restores the other.
      const winner = a.status === 200 ? { token: main, other: adaId } : { token: ada, other: adminRow.id };
      const restore = 'role' in body ? { role: 'ADMIN' } : { disabled: false };
      await ok(call('PATCH', `/api/users/${winner.other}`, { token: winner.token, body: restore }));
      if (a.status !== 200) s.admin = await login('admin', 'admin-pass-1');
      // Leave ada out of the count for the next pass.
      await ok(call('PATCH', `/api/users/${adaId}`, { token: s.admin, body: { disabled: true } }));
    }
  });

  it('[ADMIN] enabling and disabling are audited USER_DISABLED / USER_ENABLED with before/after', async () => {
    const id = await mkUser('ivy', 'PLAYER');
    await ok(call('PATCH', `/api/users/${id}`, { token: s.admin, body: { disabled: true } }));
    await ok(call('PATCH', `/api/users/${id}`, { token: s.admin, body: { disabled: false } }));
    const rows = await db().auditLog.findMany({
      where: { targetId: id, action: { in: ['USER_DISABLED', 'USER_ENABLED'] } },
      orderBy: { at: 'asc' },
    });
    expect(rows.map((r) => [r.action, r.data])).toEqual([
      ['USER_DISABLED', { before: { disabled: false }, after: { disabled: true }, ended: { tokens: 0, sessions: 0 } }],
      ['USER_ENABLED', { before: { disabled: true }, after: { disabled: false }, ended: { tokens: 0, sessions: 0 } }],
    ]);
  });
});
