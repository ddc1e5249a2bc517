/**
 * [DB] prisma/schema.prisma is the source of truth and the SQL migrations must match it: every model is
 * written and read back through the generated client against the migrated database, on both backends.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { db, type Database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { Prisma } from '@/lib/generated/prisma/client';

describe.each(BACKENDS)('[DB] schema round-trip (%s)', (backend) => {
  let d: Database & { drop: () => Promise<void> };
  beforeAll(async () => {
    // From scratch: an empty database migrated here (every other test file copies the migrated template).
    d = await freshDatabase(backend, { fromScratch: true });
  });
  afterAll(async () => d?.drop());

  it('records every migration like prisma migrate deploy (name, sha256 checksum) and is idempotent', async () => {
    const dir = path.resolve('prisma/migrations');
    const names = fs
      .readdirSync(dir)
      .filter((n) => fs.existsSync(path.join(dir, n, 'migration.sql')))
      .sort();
    const rows = await db().$queryRawUnsafe<{ migration_name: string; checksum: string; finished_at: Date | null }[]>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const r of rows) {
      const sql = fs.readFileSync(path.join(dir, r.migration_name, 'migration.sql'));
      expect(r.checksum).toBe(crypto.createHash('sha256').update(sql).digest('hex'));
      expect(r.finished_at).not.toBeNull();
    }
    expect(await migrate(d)).toEqual([]);
  });

  it('writes and reads back every model through the client', async () => {
    const p = db();
    const user = await p.user.create({ data: { username: 'rt-user', passwordHash: 'scrypt$x', role: 'PLAYER' } });
    const token = await p.apiToken.create({
      data: { userId: user.id, tokenHash: 'h'.repeat(64), expiresAt: new Date('2030-01-01T00:00:00Z') },
    });
    const session = await p.userSession.create({
      data: { userId: user.id, expiresAt: new Date('2030-01-01T12:00:00Z') },
    });
    const table = await p.gameTable.create({
      data: {
        name: 'rt-table',
        game: 'BACCARAT',
        rules: { bankerMode: 'COMMISSION' },
        limits: { maxPayoutPerRound: 5 },
        dealerId: user.id,
      },
    });
    const shoe = await p.shoe.create({
      data: { tableId: table.id, number: 1, decks: 8, cutCardPosition: 402, counts: { AS: 1 } },
    });
    const round = await p.round.create({
      data: {
        tableId: table.id,
        shoeId: shoe.id,
        number: 1,
        game: 'BACCARAT',
        state: { player: [], banker: [] },
        result: { winner: 'TIE' },
        bettingSeconds: 15,
        closesAt: new Date('2030-01-01T00:00:15Z'),
      },
    });
    const ev = await p.roundEvent.create({
      data: { roundId: round.id, seq: 1, type: 'OPENED', data: { a: 1 }, actorId: user.id },
    });
    const bet = await p.bet.create({
      data: {
        roundId: round.id,
        userId: user.id,
        type: 'TIE',
        spec: { numbers: [1, 2] },
        amount: 100,
        payout: 800,
        refund: 100,
        payoutCut: 0,
        status: 'WON',
        settledAt: new Date(),
      },
    });
    const a1 = await p.ledgerAccount.create({ data: { id: 'rt-wallet', kind: 'WALLET', userId: user.id } });
    const a2 = await p.ledgerAccount.create({ data: { id: 'rt-house', kind: 'HOUSE', tableId: table.id } });
    const lt = await p.ledgerTransaction.create({
      data: { kind: 'DEPOSIT', roundId: round.id, actorId: user.id, memo: 'rt' },
    });
    await p.$executeRawUnsafe(
      `INSERT INTO "LedgerEntry" ("transactionId","accountId","amount","betId") VALUES ($1,$2,250,$4),($1,$3,-250,$4)`,
      lt.id,
      a1.id,
      a2.id,
      bet.id,
    );
    const idem = await p.idempotencyKey.create({
      data: {
        userId: user.id,
        key: 'k',
        method: 'POST',
        path: '/x',
        requestHash: 'ab'.repeat(32),
        statusCode: 201,
        response: { ok: true },
      },
    });
    const audit = await p.auditLog.create({
      data: { actorId: user.id, action: 'TEST', targetType: 'User', targetId: user.id, data: { x: [1] } },
    });
    const te = await p.tableEvent.create({
      data: { tableId: table.id, seq: 1, type: 'round:opened', roundId: round.id, payload: { seq: 1 } },
    });

    expect(await p.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      username: 'rt-user',
      role: 'PLAYER',
      disabled: false,
    });
    expect(await p.apiToken.findUniqueOrThrow({ where: { id: token.id } })).toMatchObject({
      tokenHash: 'h'.repeat(64),
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    expect(await p.userSession.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      userId: user.id,
      expiresAt: new Date('2030-01-01T12:00:00Z'),
    });
    expect(await p.gameTable.findUniqueOrThrow({ where: { id: table.id } })).toMatchObject({
      status: 'OPEN',
      rules: { bankerMode: 'COMMISSION' },
      limits: { maxPayoutPerRound: 5 },
      eventSeq: 0,
      roundCounter: 0,
    });
    expect(await p.shoe.findUniqueOrThrow({ where: { id: shoe.id } })).toMatchObject({
      status: 'ACTIVE',
      cutCardPosition: 402,
      counts: { AS: 1 },
      cardsDealt: 0,
    });
    expect(await p.round.findUniqueOrThrow({ where: { id: round.id } })).toMatchObject({
      status: 'BETTING',
      result: { winner: 'TIE' },
      bettingSeconds: 15,
      eventSeq: 0,
    });
    expect(await p.roundEvent.findUniqueOrThrow({ where: { id: ev.id } })).toMatchObject({ seq: 1, data: { a: 1 } });
    expect(await p.bet.findUniqueOrThrow({ where: { id: bet.id } })).toMatchObject({
      status: 'WON',
      payout: 800,
      refund: 100,
      spec: { numbers: [1, 2] },
    });
    expect((await p.ledgerAccount.findUniqueOrThrow({ where: { id: a1.id } })).balance).toBe(250n);
    expect((await p.ledgerAccount.findUniqueOrThrow({ where: { id: a2.id } })).balance).toBe(-250n);
    expect(
      await p.ledgerEntry.findMany({
        where: { transactionId: lt.id },
        orderBy: { amount: 'asc' },
        select: { amount: true, betId: true },
      }),
    ).toEqual([
      { amount: -250n, betId: bet.id },
      { amount: 250n, betId: bet.id },
    ]);
    expect(await p.ledgerTransaction.findUniqueOrThrow({ where: { id: lt.id } })).toMatchObject({
      kind: 'DEPOSIT',
      memo: 'rt',
    });
    expect(await p.idempotencyKey.findUniqueOrThrow({ where: { id: idem.id } })).toMatchObject({
      requestHash: 'ab'.repeat(32),
      statusCode: 201,
      response: { ok: true },
    });
    expect(await p.auditLog.findUniqueOrThrow({ where: { id: audit.id } })).toMatchObject({
      action: 'TEST',
      data: { x: [1] },
    });
    expect(await p.tableEvent.findUniqueOrThrow({ where: { id: te.id } })).toMatchObject({
      seq: 1,
      payload: { seq: 1 },
    });
  });

  it('every model of the schema reads back through the client: each column exists with its type', async () => {
    // findFirst selects every scalar column of the model: a column missing from the migrations, or of another type
    // (an enum, BigInt vs Int), fails here even for models the write test above does not create.
    const p = db() as unknown as Record<string, { findFirst: () => Promise<unknown> }>;
    const names = Object.values(Prisma.ModelName);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const delegate = p[name[0]!.toLowerCase() + name.slice(1)];
      expect(delegate, name).toBeDefined();
      await delegate!.findFirst(); // throws on a missing column or a type the database does not have
    }
  });

  it('[DEBTS] a debt account belongs to its player and never holds money for them (issue #18 §2)', async () => {
    const p = db();
    const u = await p.user.create({ data: { username: 'rt-debtor', passwordHash: 'x', role: 'PLAYER' } });
    const a = await p.ledgerAccount.create({ data: { id: `debt:${u.id}`, kind: 'DEBT', debtorId: u.id } });
    expect(await p.user.findUniqueOrThrow({ where: { id: u.id }, include: { debtAccount: true } })).toMatchObject({
      debtAccount: { id: a.id, kind: 'DEBT', debtorId: u.id, userId: null },
    });
    await expect(p.$executeRawUnsafe(`UPDATE "LedgerAccount" SET "balance" = 1 WHERE "id" = $1`, a.id)).rejects.toThrow(
      /LedgerAccount_debt_nonpositive/,
    );
  });

  it('[LEDGER] the database refuses unbalanced entries, a wallet below zero, and edits of entries', async () => {
    const p = db();
    const u = await p.user.create({ data: { username: 'rt-l', passwordHash: 'x', role: 'PLAYER' } });
    const w = await p.ledgerAccount.create({ data: { id: 'rt-l-w', kind: 'WALLET', userId: u.id } });
    const c = await p.ledgerAccount.create({ data: { id: 'rt-l-c', kind: 'CASHIER' } });
    const t = await p.ledgerTransaction.create({ data: { kind: 'DEPOSIT' } });
    await expect(
      p.$executeRawUnsafe(
        `INSERT INTO "LedgerEntry" ("transactionId","accountId","amount") VALUES ($1,$2,100),($1,$3,-99)`,
        t.id,
        w.id,
        c.id,
      ),
    ).rejects.toThrow(/LEDGER_UNBALANCED/);
    await expect(
      p.$executeRawUnsafe(
        `INSERT INTO "LedgerEntry" ("transactionId","accountId","amount") VALUES ($1,$2,-1),($1,$3,1)`,
        t.id,
        w.id,
        c.id,
      ),
    ).rejects.toThrow(/LedgerAccount_wallet_nonnegative/);
    await p.$executeRawUnsafe(
      `INSERT INTO "LedgerEntry" ("transactionId","accountId","amount") VALUES ($1,$2,100),($1,$3,-100)`,
      t.id,
      w.id,
      c.id,
    );
    await expect(
      p.$executeRawUnsafe(`UPDATE "LedgerEntry" SET "amount" = 1000 WHERE "accountId" = $1`, w.id),
    ).rejects.toThrow(/LEDGER_APPEND_ONLY/);
    await expect(p.$executeRawUnsafe(`DELETE FROM "LedgerEntry" WHERE "accountId" = $1`, w.id)).rejects.toThrow(
      /LEDGER_APPEND_ONLY/,
    );
    expect((await p.ledgerAccount.findUniqueOrThrow({ where: { id: w.id } })).balance).toBe(100n);
    await expect(p.bet.create({ data: { roundId: 'none', userId: u.id, type: 'X', amount: -5 } })).rejects.toThrow();
  });
});
