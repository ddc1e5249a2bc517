/**
 * [API] The late-bet log (issue #17 §6) on both backends: a bet refused because betting had closed
 * (BETTING_CLOSED: after the countdown's closesAt by the server's clock, or after *No more bets*) and a
 * decision refused after its deadline (DECISION_TIME_UP) are recorded with the server's time `at`, the close
 * time missed and `lateByMs` = at − close; the refusal still answers exactly as before and changes nothing
 * else; other refusals are not recorded; a failure to record does not change the answer. GET /api/late-bets:
 * the pit sees every row (filters table, player, time; a cursor), a player only their own, a dealer none.
 * Roulette limits (defaults): RED 100..500,000 per player per spot; STRAIGHT 100..10,000.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { logger } from '@/lib/log';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';

describe.each(BACKENDS)('[API] late-bet log (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let bj: string; // a blackjack table, decisions within 5 s
  const tok = (name: string) => s.players.find((p) => p.name === name)!.token;
  const uid = (name: string) => s.players.find((p) => p.name === name)!.id;
  const open = async (tableId: string, body: Record<string, unknown> = {}) =>
    ok(call('POST', `/api/tables/${tableId}/rounds`, { token: s.dealer, body }));
  const bet = (roundId: string, name: string, body: unknown) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: tok(name), body });
  const list = (token: string, query = '') => call('GET', `/api/late-bets${query ? `?${query}` : ''}`, { token });
  const rowsOf = (roundId: string) => db().lateBet.findMany({ where: { roundId }, orderBy: { at: 'asc' } });
  /** Moves a round's countdown end to 1 ms before now by the database clock (the clock the intake checks). */
  const closeCountdown1msAgo = async (roundId: string): Promise<Date> => {
    await db().$executeRawUnsafe(
      `UPDATE "Round" SET "closesAt" = date_trunc('milliseconds', clock_timestamp() AT TIME ZONE 'UTC') - interval '1 millisecond' WHERE "id" = $1`,
      roundId,
    );
    return (await db().round.findUniqueOrThrow({ where: { id: roundId } })).closesAt!;
  };

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice', 'bob', 'carol'], deposit: 50_000 });
    const t = await ok(
      call('POST', '/api/tables', {
        token: s.admin,
        body: { name: 'Late BJ', game: 'BLACKJACK', rules: { decisionSeconds: 5 } },
      }),
    );
    bj = t.id;
    await ok(call('PUT', `/api/tables/${bj}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
    await ok(call('POST', `/api/tables/${bj}/shoes`, { token: s.dealer, body: {} }));
  });
  afterAll(async () => drop?.());

  it('[COUNTDOWN] a bet 1 ms after closesAt is refused as before and logged with its delay', async () => {
    const r = await open(s.tableId, { bettingSeconds: 60 });
    const closesAt = await closeCountdown1msAgo(r.id);
    const before = await dbSnapshot();
    const sent = Date.now();
    const late = await bet(r.id, 'alice', { type: 'RED', amount: 100 });
    const answered = Date.now();
    // The answer is today's, to the letter: no extra fields.
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      error: { code: 'BETTING_CLOSED', message: `No more bets: round ${r.number} is past its countdown.` },
    });
    expect(await dbSnapshot(), 'the refusal changed something beside the log').toBe(before);
    const [row, ...more] = await rowsOf(r.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: 'BET',
      code: 'BETTING_CLOSED',
      tableId: s.tableId,
      roundId: r.id,
      userId: uid('alice'),
      amount: 100n,
      body: { bets: [{ type: 'RED', amount: 100 }] },
    });
    expect(row!.closesAt).toEqual(closesAt);
    // Refused at the server's time `at`, at least 1 ms after the close; lateByMs is exactly the difference.
    expect(Number(row!.lateByMs)).toBeGreaterThanOrEqual(1);
    expect(Number(row!.lateByMs)).toBe(row!.at.getTime() - closesAt.getTime());
    // `at` is the time of this request (same machine: the database and the test share the clock; ms truncation).
    expect(row!.at.getTime()).toBeGreaterThanOrEqual(Math.max(sent - 1, closesAt.getTime() + 1));
    expect(row!.at.getTime()).toBeLessThanOrEqual(answered);

    // The API's item: the same figures, with the table's name, the round's number and the player's username.
    const page = await ok(list(s.pit, `tableId=${s.tableId}`));
    expect(page.items.find((i: any) => i.id === row!.id)).toEqual({
      id: row!.id,
      at: row!.at.toISOString(),
      closesAt: closesAt.toISOString(),
      lateByMs: Number(row!.lateByMs),
      kind: 'BET',
      code: 'BETTING_CLOSED',
      tableId: s.tableId,
      tableName: 'ROULETTE test',
      roundId: r.id,
      roundNumber: r.number,
      userId: uid('alice'),
      username: 'alice',
      amount: 100,
      body: { bets: [{ type: 'RED', amount: 100 }] },
    });
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'late-bet test' } }));
  });

  it('[SLIP] a slip refused late is one row with the slip total; the refusal names index 0 as before', async () => {
    const r = await open(s.tableId, { bettingSeconds: 60 });
    const closesAt = await closeCountdown1msAgo(r.id);
    const slip = [
      { type: 'RED', amount: 2_000 },
      { type: 'STRAIGHT', numbers: [17], amount: 500 },
      { type: 'BLACK', amount: 250 },
    ];
    const late = await bet(r.id, 'bob', { bets: slip });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'BETTING_CLOSED', index: 0, params: { index: 0 } });
    const rows = await rowsOf(r.id);
    expect(rows).toHaveLength(1);
    // 2,000 + 500 + 250 = 2,750 cents.
    expect(rows[0]).toMatchObject({ kind: 'BET', userId: uid('bob'), amount: 2_750n, body: { bets: slip } });
    expect(rows[0]!.closesAt).toEqual(closesAt);
    expect(Number(rows[0]!.lateByMs)).toBe(rows[0]!.at.getTime() - closesAt.getTime());
    expect(Number(rows[0]!.lateByMs)).toBeGreaterThanOrEqual(1);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'late-bet test' } }));
  });

  it('[CLOSE] a bet after *No more bets* is logged against closedAt (before the countdown would have ended)', async () => {
    const r = await open(s.tableId, { bettingSeconds: 600 });
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    const closed = await db().round.findUniqueOrThrow({ where: { id: r.id } });
    expect(closed.closedAt!.getTime()).toBeLessThan(closed.closesAt!.getTime());
    const late = await bet(r.id, 'carol', { type: 'BLACK', amount: 300 });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('BETTING_CLOSED');
    const [row, ...more] = await rowsOf(r.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'BET', userId: uid('carol'), amount: 300n });
    expect(row!.closesAt).toEqual(closed.closedAt);
    expect(Number(row!.lateByMs)).toBe(row!.at.getTime() - closed.closedAt!.getTime());
    expect(Number(row!.lateByMs)).toBeGreaterThanOrEqual(0);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'late-bet test' } }));
  });

  it('[OTHER] refusals for other reasons are not logged; accepted bets are not logged', async () => {
    const r = await open(s.tableId, { bettingSeconds: 600 });
    const count = await db().lateBet.count();
    // RED's minimum is 100: 99 is BET_BELOW_MINIMUM; 60,000 > the 50,000 balance (less alice's voided = refunded).
    expect((await bet(r.id, 'alice', { type: 'RED', amount: 99 })).body.error.code).toBe('BET_BELOW_MINIMUM');
    expect((await bet(r.id, 'alice', { type: 'RED', amount: 60_000 })).body.error.code).toBe('INSUFFICIENT_BALANCE');
    expect((await bet(r.id, 'alice', { type: 'NOPE', amount: 100 })).status).toBe(400);
    await ok(bet(r.id, 'alice', { type: 'RED', amount: 100 }));
    expect(await db().lateBet.count()).toBe(count);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'late-bet test' } }));
  });

  it('[BEST_EFFORT] when the log cannot be written the refusal answers the same and the failure is logged', async () => {
    const r = await open(s.tableId, { bettingSeconds: 60 });
    await closeCountdown1msAgo(r.id);
    const warn = vi.spyOn(logger, 'warn');
    await db().$executeRawUnsafe('ALTER TABLE "LateBet" RENAME TO "LateBet_away"');
    try {
      const late = await bet(r.id, 'alice', { type: 'RED', amount: 100 });
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        error: { code: 'BETTING_CLOSED', message: `No more bets: round ${r.number} is past its countdown.` },
      });
      expect(warn.mock.calls.some((c) => c[1] === 'late bet not recorded')).toBe(true);
    } finally {
      await db().$executeRawUnsafe('ALTER TABLE "LateBet_away" RENAME TO "LateBet"');
      warn.mockRestore();
    }
    expect(await rowsOf(r.id)).toEqual([]);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'late-bet test' } }));
  });

  it('[DECISION] a decision after its deadline is refused as before and logged against decisionDeadline', async () => {
    await ok(call('POST', `/api/tables/${bj}/seats`, { token: tok('alice'), body: { seat: 2 } }));
    const r = await open(bj);
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1_000 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    for (const card of ['TH', '7C', '6H'])
      // alice 16 against the dealer's 7: her decision is awaited
      await ok(call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card } }));
    // The deadline passes before the ticker applies the default (as blackjack-rules.test.ts does it).
    const deadline = new Date(Date.now() - 1_000);
    await db().round.update({ where: { id: r.id }, data: { decisionDeadline: deadline } });
    const before = await dbSnapshot();
    const sent = Date.now();
    const late = await call('POST', `/api/rounds/${r.id}/decisions`, {
      token: tok('alice'),
      body: { seat: 2, action: 'HIT' },
    });
    const answered = Date.now();
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      error: {
        code: 'DECISION_TIME_UP',
        message: `The decision time in round ${r.number} ran out at ${deadline.toISOString()}: the safe default applies (RULES.md §C-7).`,
      },
    });
    expect(await dbSnapshot()).toBe(before);
    const [row, ...more] = await rowsOf(r.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: 'DECISION',
      code: 'DECISION_TIME_UP',
      tableId: bj,
      userId: uid('alice'),
      amount: null,
      body: { decision: { seat: 2, action: 'HIT' } },
    });
    expect(row!.closesAt).toEqual(deadline);
    expect(row!.at.getTime()).toBeGreaterThanOrEqual(sent);
    expect(row!.at.getTime()).toBeLessThanOrEqual(answered);
    // About a second late (the deadline was set 1,000 ms before `sent`).
    expect(Number(row!.lateByMs)).toBe(row!.at.getTime() - deadline.getTime());
    expect(Number(row!.lateByMs)).toBeGreaterThanOrEqual(1_000);
    // A decision refused for another reason (not her turn / not expected) is not logged.
    await db().round.update({ where: { id: r.id }, data: { decisionDeadline: new Date(Date.now() + 60_000) } });
    const other = await call('POST', `/api/rounds/${r.id}/decisions`, { token: tok('bob'), body: { action: 'HIT' } });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(await rowsOf(r.id)).toHaveLength(1);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'late-bet test' } }));
  });

  it('[READ] a player sees only their own rows; the pit filters by table, player and time; a dealer is refused', async () => {
    // So far: alice BET (countdown) + DECISION, bob the slip, carol the bet after the close.
    const all = await ok(list(s.pit));
    expect(all.items.map((i: any) => [i.username, i.kind])).toEqual([
      ['alice', 'DECISION'],
      ['carol', 'BET'],
      ['bob', 'BET'],
      ['alice', 'BET'],
    ]);
    expect(all.nextCursor).toBeNull();
    const ats = all.items.map((i: any) => Date.parse(i.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats); // newest first

    const mine = await ok(list(tok('alice')));
    expect(mine.items.map((i: any) => i.kind)).toEqual(['DECISION', 'BET']);
    expect(mine.items.every((i: any) => i.userId === uid('alice'))).toBe(true);
    expect((await ok(list(tok('bob')))).items.map((i: any) => i.amount)).toEqual([2_750]);
    expect((await list(tok('bob'), `userId=${uid('alice')}`)).status).toBe(403);
    expect((await ok(list(tok('bob'), `userId=${uid('bob')}`))).items).toHaveLength(1);
    expect((await list(s.dealer)).status).toBe(403);
    expect((await list('')).status).toBe(401);

    const byTable = await ok(list(s.admin, `tableId=${bj}`));
    expect(byTable.items.map((i: any) => [i.username, i.tableName])).toEqual([['alice', 'Late BJ']]);
    const byPlayer = await ok(list(s.pit, `userId=${uid('alice')}&tableId=${s.tableId}`));
    expect(byPlayer.items.map((i: any) => [i.username, i.kind, i.amount])).toEqual([['alice', 'BET', 100]]);
    // Time: from the carol row on (inclusive), and up to the bob row (inclusive).
    const carol = all.items[1];
    const bob = all.items[2];
    expect((await ok(list(s.pit, `from=${carol.at}`))).items.map((i: any) => i.username)).toEqual(['alice', 'carol']);
    expect((await ok(list(s.pit, `to=${bob.at}`))).items.map((i: any) => i.username)).toEqual(['bob', 'alice']);
    expect((await ok(list(s.pit, `from=2000-01-01&to=2000-01-02`))).items).toEqual([]);
    expect((await list(s.pit, 'from=yesterday')).status).toBe(400);

    // Pages of 3 then 1, by the cursor.
    const p1 = await ok(list(s.pit, 'limit=3'));
    expect(p1.items.map((i: any) => i.id)).toEqual(all.items.slice(0, 3).map((i: any) => i.id));
    const p2 = await ok(list(s.pit, `limit=3&cursor=${p1.nextCursor}`));
    expect(p2.items.map((i: any) => i.id)).toEqual([all.items[3].id]);
    expect(p2.nextCursor).toBeNull();
    // Another player's row is no cursor of alice's list.
    expect((await list(tok('alice'), `cursor=${bob.id}`)).status).toBe(400);
    // A new player has none.
    await ok(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: 'dora', password: 'dora-password', role: 'PLAYER' },
      }),
    );
    expect((await ok(list(await login('dora', 'dora-password')))).items).toEqual([]);
  });
});
