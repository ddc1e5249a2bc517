/**
 * [SHIFTS] dealer shifts (issue #17 §1): a dealer signs in to a table (`POST /api/tables/:id/shift`), is replaced by
 * another dealer signing in (REPLACED), signs out (SIGNED_OUT) or is signed out by the pit (PIT); only the dealer on
 * shift deals (`GameTable.dealerId`, lib/tables/access.ts → NOT_YOUR_TABLE 403); every round records the dealer and
 * shift it opened with and keeps them through a shift change mid-round; `GET /api/shifts` lists the history.
 * Baccarat rounds are dealt Player, Banker, Player, Banker (§BAC); each round's cards below are naturals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';

interface Shift {
  id: string;
  tableId: string;
  tableName: string;
  dealerId: string;
  dealerName: string;
  startedAt: string;
  endedAt: string | null;
  endReason: string | null;
  rounds: number;
}

describe.each(BACKENDS)('[SHIFTS] dealer sign-in, sign-out and round attribution (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let dealer2 = '';
  let dealer2Id = '';
  let dealer3 = '';
  let dealer3Id = '';
  let pitId = '';
  /** Shifts S1..S4 in the order they start. */
  const S: Shift[] = [];
  /** Rounds R1..R3 in the order opened. */
  const R: string[] = [];

  const err = (r: { status: number; body: any }) => [r.status, r.body?.error?.code];
  const shiftsOf = async (query: string) =>
    (await ok<{ items: Shift[]; nextCursor: string | null }>(call('GET', `/api/shifts?${query}`, { token: s.pit })))
      .items;
  const open = (token: string) => call('POST', `/api/tables/${s.tableId}/rounds`, { token, body: {} });
  const card = (roundId: string, c: string, token: string) =>
    call('POST', `/api/rounds/${roundId}/cards`, { token, body: { card: c } });
  const dealAndSettle = async (roundId: string, cards: string[], token: string) => {
    await ok(call('POST', `/api/rounds/${roundId}/close`, { token }));
    for (const c of cards) await ok(card(roundId, c, token));
    await ok(call('POST', `/api/rounds/${roundId}/settle`, { token }));
  };
  const roundRow = (id: string) =>
    db().round.findUniqueOrThrow({ where: { id }, select: { dealerId: true, shiftId: true, status: true } });
  const shiftRow = (id: string) =>
    db().dealerShift.findUniqueOrThrow({ where: { id }, select: { endedAt: true, endReason: true, endedById: true } });

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 10_000 });
    const mk = (username: string) =>
      ok<{ id: string }>(
        call('POST', '/api/users', {
          token: s.admin,
          body: { username, password: `${username}-password`, role: 'DEALER' },
        }),
      );
    dealer2Id = (await mk('dealer2')).id;
    dealer3Id = (await mk('dealer3')).id;
    // dealer2 has a display name: the back office shows it instead of the username.
    await db().user.update({ where: { id: dealer2Id }, data: { displayName: 'Dana' } });
    dealer2 = await login('dealer2', 'dealer2-password');
    dealer3 = await login('dealer3', 'dealer3-password');
    pitId = (await db().user.findUniqueOrThrow({ where: { username: 'pitboss' } })).id;
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
  });
  afterAll(async () => drop?.());

  it('the assignment (PUT dealer) put dealer1 on the list and on shift: one open shift, no rounds yet', async () => {
    const items = await shiftsOf(`tableId=${s.tableId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      tableId: s.tableId,
      tableName: 'BACCARAT test',
      dealerId: s.dealerId,
      dealerName: 'dealer1',
      endedAt: null,
      endReason: null,
      rounds: 0,
    });
    S.push(items[0]!);
    const list = await ok<{ userId: string; username: string }[]>(
      call('GET', `/api/tables/${s.tableId}/dealers`, { token: s.pit }),
    );
    expect(list.map((d) => d.username)).toEqual(['dealer1']);
  });

  it('a dealer added to the list (not signed in) cannot deal; one not on the list cannot sign in', async () => {
    const list = await ok<{ userId: string; username: string; displayName: string | null; addedAt: string }[]>(
      call('POST', `/api/tables/${s.tableId}/dealers`, { token: s.pit, body: { userId: dealer2Id } }),
    );
    expect(list.map((d) => [d.username, d.displayName])).toEqual([
      ['dealer1', null],
      ['dealer2', 'Dana'],
    ]);
    expect(err(await open(dealer2))).toEqual([403, 'NOT_YOUR_TABLE']);
    expect(err(await call('POST', `/api/tables/${s.tableId}/shift`, { token: dealer3 }))).toEqual([
      403,
      'NOT_ALLOWED_AT_TABLE',
    ]);
    expect(await ok(call('GET', '/api/shifts/allowed', { token: dealer2 }))).toEqual([
      { tableId: s.tableId, addedAt: list[1]!.addedAt },
    ]);
    expect(await ok(call('GET', '/api/shifts/allowed', { token: dealer3 }))).toEqual([]);
    // Still one shift (dealer1's), open.
    expect((await shiftsOf(`tableId=${s.tableId}`)).map((x) => x.id)).toEqual([S[0]!.id]);
  });

  it("rounds are attributed to the dealer on shift (Round.dealerId/shiftId, the history's and the detail's dealer)", async () => {
    const r1 = await ok(open(s.dealer));
    R.push(r1.id);
    // R1: Player 3+5 = 8 v Banker K+7 = 7 (§BAC naturals): Player wins.
    await dealAndSettle(r1.id, ['3S', 'KC', '5H', '7C'], s.dealer);
    expect(await roundRow(r1.id)).toEqual({ dealerId: s.dealerId, shiftId: S[0]!.id, status: 'SETTLED' });
    const items = (await ok(call('GET', `/api/rounds?tableId=${s.tableId}`, { token: s.pit }))).items as {
      id: string;
      dealerId: string | null;
      dealerName: string | null;
    }[];
    expect(items.map((r) => [r.id, r.dealerId, r.dealerName])).toEqual([[r1.id, s.dealerId, 'dealer1']]);
    const detail = await ok(call('GET', `/api/rounds/${r1.id}`, { token: s.pit }));
    expect([detail.dealerId, detail.dealerName]).toEqual([s.dealerId, 'dealer1']);
    // A player reads no staff username: dealer1 has no display name, so no name.
    const seen = await ok(call('GET', `/api/rounds/${r1.id}`, { token: s.players[0]!.token }));
    expect([seen.dealerId, seen.dealerName]).toEqual([s.dealerId, null]);
  });

  it('a second dealer signing in mid-round ends the first shift (REPLACED); the round keeps its dealer and the new one finishes it', async () => {
    const r2 = await ok(open(s.dealer));
    R.push(r2.id);
    await ok(call('POST', `/api/rounds/${r2.id}/close`, { token: s.dealer }));
    // R2: Player 2+2 = 4 v Banker 4+5 = 9 (natural): Banker wins. dealer1 deals the first two cards.
    await ok(card(r2.id, '2C', s.dealer));
    await ok(card(r2.id, '4H', s.dealer));
    const h = { 'idempotency-key': 'k-dealer2-sign-in' };
    const first = await call<Shift>('POST', `/api/tables/${s.tableId}/shift`, { token: dealer2, headers: h });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      tableId: s.tableId,
      dealerId: dealer2Id,
      dealerName: 'Dana',
      endedAt: null,
      endReason: null,
      rounds: 0,
    });
    S.push(first.body);
    const s1 = await shiftRow(S[0]!.id);
    expect(s1.endReason).toBe('REPLACED');
    expect(s1.endedById).toBe(dealer2Id);
    expect(s1.endedAt).toBeInstanceOf(Date);
    expect(s1.endedAt!.getTime()).toBeLessThanOrEqual(new Date(first.body.startedAt).getTime() + 1);
    // The same request again (same key): the first answer, no second shift.
    const again = await call<Shift>('POST', `/api/tables/${s.tableId}/shift`, { token: dealer2, headers: h });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await db().dealerShift.count({ where: { tableId: s.tableId } })).toBe(2);
    // dealer1 can no longer deal, not even the round they opened.
    expect(err(await card(r2.id, '2D', s.dealer))).toEqual([403, 'NOT_YOUR_TABLE']);
    // dealer2 finishes it; it stays dealer1's, in dealer1's shift.
    await ok(card(r2.id, '2D', dealer2));
    await ok(card(r2.id, '5S', dealer2));
    await ok(call('POST', `/api/rounds/${r2.id}/settle`, { token: dealer2 }));
    expect(await roundRow(r2.id)).toEqual({ dealerId: s.dealerId, shiftId: S[0]!.id, status: 'SETTLED' });
    const detail = await ok(call('GET', `/api/rounds/${r2.id}`, { token: s.pit }));
    expect([detail.dealerId, detail.dealerName]).toEqual([s.dealerId, 'dealer1']);
  });

  it('a repeated Idempotency-Key has no second effect even after the shift changed again', async () => {
    // dealer1 signs back in: dealer2's shift ends REPLACED by dealer1.
    const s3 = await ok<Shift>(call('POST', `/api/tables/${s.tableId}/shift`, { token: s.dealer }));
    S.push(s3);
    expect(s3).toMatchObject({ dealerId: s.dealerId, dealerName: 'dealer1', endReason: null, rounds: 0 });
    expect(await shiftRow(S[1]!.id)).toMatchObject({ endReason: 'REPLACED', endedById: s.dealerId });
    // dealer2 repeats the first sign-in (same key): the first answer again, dealer1 stays on shift.
    const replay = await call<Shift>('POST', `/api/tables/${s.tableId}/shift`, {
      token: dealer2,
      headers: { 'idempotency-key': 'k-dealer2-sign-in' },
    });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(S[1]!.id);
    expect(await db().dealerShift.count({ where: { tableId: s.tableId } })).toBe(3);
    expect((await shiftsOf(`tableId=${s.tableId}&open=true`)).map((x) => x.id)).toEqual([s3.id]);
    expect((await db().gameTable.findUniqueOrThrow({ where: { id: s.tableId } })).dealerId).toBe(s.dealerId);
    expect(err(await open(dealer2))).toEqual([403, 'NOT_YOUR_TABLE']);
  });

  it('sign-out (SIGNED_OUT): the dealer then cannot deal; signing out again → NO_OPEN_SHIFT 409', async () => {
    const r3 = await ok(open(s.dealer));
    R.push(r3.id);
    const ended = await ok<Shift>(call('DELETE', `/api/tables/${s.tableId}/shift`, { token: s.dealer }));
    expect(ended).toMatchObject({ id: S[2]!.id, dealerId: s.dealerId, endReason: 'SIGNED_OUT', rounds: 1 });
    expect(ended.endedAt).not.toBeNull();
    expect(await shiftRow(S[2]!.id)).toMatchObject({ endReason: 'SIGNED_OUT', endedById: s.dealerId });
    expect((await db().gameTable.findUniqueOrThrow({ where: { id: s.tableId } })).dealerId).toBeNull();
    expect(err(await call('POST', `/api/rounds/${r3.id}/close`, { token: s.dealer }))).toEqual([403, 'NOT_YOUR_TABLE']);
    expect(err(await call('DELETE', `/api/tables/${s.tableId}/shift`, { token: s.dealer }))).toEqual([
      409,
      'NO_OPEN_SHIFT',
    ]);
    expect(err(await call('DELETE', `/api/tables/${s.tableId}/shift`, { token: s.pit }))).toEqual([
      409,
      'NO_OPEN_SHIFT',
    ]);
  });

  it('the pit ends a shift (PIT); the dealer then cannot deal', async () => {
    const s4 = await ok<Shift>(call('POST', `/api/tables/${s.tableId}/shift`, { token: dealer2 }));
    S.push(s4);
    // dealer2 deals R3 (opened in dealer1's shift, left open at sign-out). R3: Player K+9 = 9 v Banker 9+Q = 9: Tie.
    await dealAndSettle(R[2]!, ['KS', '9D', '9H', 'QC'], dealer2);
    expect(await roundRow(R[2]!)).toEqual({ dealerId: s.dealerId, shiftId: S[2]!.id, status: 'SETTLED' });
    // dealer1 (on the list, signed out) cannot end dealer2's shift.
    expect(err(await call('DELETE', `/api/tables/${s.tableId}/shift`, { token: s.dealer }))).toEqual([
      403,
      'NOT_YOUR_TABLE',
    ]);
    const ended = await ok<Shift>(call('DELETE', `/api/tables/${s.tableId}/shift`, { token: s.pit }));
    expect(ended).toMatchObject({ id: s4.id, dealerId: dealer2Id, dealerName: 'Dana', endReason: 'PIT', rounds: 0 });
    expect(await shiftRow(s4.id)).toMatchObject({ endReason: 'PIT', endedById: pitId });
    expect(err(await open(dealer2))).toEqual([403, 'NOT_YOUR_TABLE']);
  });

  it('GET /api/shifts: newest first with rounds counts; filters tableId, dealerId, open', async () => {
    const [s1, s2, s3, s4] = S.map((x) => x.id) as [string, string, string, string];
    const all = await shiftsOf(`tableId=${s.tableId}`);
    // S1: R1 and R2 opened in it; S3: R3; S2 and S4 opened none.
    expect(all.map((x) => [x.id, x.dealerName, x.endReason, x.rounds])).toEqual([
      [s4, 'Dana', 'PIT', 0],
      [s3, 'dealer1', 'SIGNED_OUT', 1],
      [s2, 'Dana', 'REPLACED', 0],
      [s1, 'dealer1', 'REPLACED', 2],
    ]);
    expect((await shiftsOf('')).map((x) => x.id)).toEqual([s4, s3, s2, s1]);
    expect((await shiftsOf(`dealerId=${dealer2Id}`)).map((x) => x.id)).toEqual([s4, s2]);
    expect((await shiftsOf(`tableId=${s.tableId}&dealerId=${s.dealerId}`)).map((x) => x.id)).toEqual([s3, s1]);
    expect((await shiftsOf(`dealerId=${dealer3Id}`)).map((x) => x.id)).toEqual([]);
    expect((await shiftsOf('open=true')).map((x) => x.id)).toEqual([]);
    expect((await shiftsOf('open=false')).map((x) => x.id)).toEqual([s4, s3, s2, s1]);
    expect((await shiftsOf('tableId=no-such-table')).map((x) => x.id)).toEqual([]);
    // Paging by cursor: two a page.
    const p1 = await ok(call('GET', `/api/shifts?limit=2`, { token: s.pit }));
    expect([p1.items.map((x: Shift) => x.id), p1.nextCursor]).toEqual([[s4, s3], s3]);
    const p2 = await ok(call('GET', `/api/shifts?limit=2&cursor=${s3}`, { token: s.pit }));
    expect([p2.items.map((x: Shift) => x.id), p2.nextCursor]).toEqual([[s2, s1], null]);
    // Signing in again opens a fifth shift: open=true finds it.
    const s5 = await ok<Shift>(call('POST', `/api/tables/${s.tableId}/shift`, { token: s.dealer }));
    expect((await shiftsOf(`open=true&tableId=${s.tableId}`)).map((x) => x.id)).toEqual([s5.id]);
    // The admin reads it too; a dealer does not.
    expect((await ok(call('GET', '/api/shifts?open=true', { token: s.admin }))).items).toHaveLength(1);
    expect(err(await call('GET', '/api/shifts', { token: s.dealer }))).toEqual([403, 'FORBIDDEN']);
  });

  it('a PLAYER gets 403 on every shift endpoint; the pit cannot sign itself in', async () => {
    const p = s.players[0]!.token;
    const t = s.tableId;
    const calls = [
      call('POST', `/api/tables/${t}/shift`, { token: p }),
      call('DELETE', `/api/tables/${t}/shift`, { token: p }),
      call('GET', `/api/tables/${t}/dealers`, { token: p }),
      call('POST', `/api/tables/${t}/dealers`, { token: p, body: { userId: dealer3Id } }),
      call('DELETE', `/api/tables/${t}/dealers/${dealer2Id}`, { token: p }),
      call('GET', '/api/shifts', { token: p }),
      call('GET', '/api/shifts/allowed', { token: p }),
      call('PUT', `/api/tables/${t}/dealer`, { token: p, body: { userId: dealer2Id } }),
    ];
    for (const r of await Promise.all(calls)) expect(err(r)).toEqual([403, 'FORBIDDEN']);
    expect(err(await call('POST', `/api/tables/${t}/shift`, { token: s.pit }))).toEqual([403, 'FORBIDDEN']);
    // Nothing changed: dealer1 still on shift, the list still dealer1 and dealer2, five shifts.
    expect((await db().gameTable.findUniqueOrThrow({ where: { id: t } })).dealerId).toBe(s.dealerId);
    expect(await db().tableDealer.count({ where: { tableId: t } })).toBe(2);
    expect(await db().dealerShift.count({ where: { tableId: t } })).toBe(5);
  });

  it('removing the dealer on shift from the list ends their shift (PIT); they can no longer sign in', async () => {
    const list = await ok<{ username: string }[]>(
      call('DELETE', `/api/tables/${s.tableId}/dealers/${s.dealerId}`, { token: s.pit }),
    );
    expect(list.map((d) => d.username)).toEqual(['dealer2']);
    const [latest] = await shiftsOf(`tableId=${s.tableId}`);
    expect(latest).toMatchObject({ dealerId: s.dealerId, endReason: 'PIT' });
    expect(latest!.endedAt).not.toBeNull();
    expect((await db().gameTable.findUniqueOrThrow({ where: { id: s.tableId } })).dealerId).toBeNull();
    expect(err(await call('POST', `/api/tables/${s.tableId}/shift`, { token: s.dealer }))).toEqual([
      403,
      'NOT_ALLOWED_AT_TABLE',
    ]);
    expect(err(await open(s.dealer))).toEqual([403, 'NOT_YOUR_TABLE']);
  });
});
