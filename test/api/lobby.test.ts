/**
 * [VIEWER] The lobby's table list (issue #13 §6): each table with its assigned dealer's display name and its
 * last settled results, and nothing of its staff beyond that name (no user ids, no usernames). Results are
 * those of the rounds played here, oldest first; a voided round is not a result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { db } from '@/lib/db';

describe.each(BACKENDS)('[VIEWER] lobby (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice'], deposit: 10_000 });
  });
  afterAll(async () => drop?.());

  const spin = async (n: number | 'void') => {
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    if (n === 'void')
      return ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'ball off' } }));
    await ok(call('POST', `/api/rounds/${r.id}/outcome`, { token: s.dealer, body: { number: n } }));
    return ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
  };
  const lobbyTable = async (token?: string) =>
    ((await ok(call('GET', '/api/lobby', { token }))) as any[]).find((t) => t.id === s.tableId);

  it('[PLAYER] shows the dealer by display name and no staff id or username', async () => {
    await db().user.update({ where: { id: s.dealerId }, data: { displayName: 'Jana' } });
    for (const token of [undefined, s.players[0]!.token]) {
      const res = await call('GET', '/api/lobby', { token });
      expect(res.status).toBe(200);
      const t = res.body.find((x: any) => x.id === s.tableId);
      expect(t.dealerName).toBe('Jana');
      expect(t).not.toHaveProperty('dealerId');
      expect(t).not.toHaveProperty('dealerUsername');
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(s.dealerId);
      expect(text).not.toContain('dealer1');
      expect(text).not.toContain('pitboss');
    }
    // The table itself says a dealer is assigned, without the account.
    const one = await ok(call('GET', `/api/tables/${s.tableId}`, { token: s.players[0]!.token }));
    expect([one.hasDealer, one.dealerId, one.dealerUsername, one.dealerName]).toEqual([true, null, null, 'Jana']);
    // Without a display name the dealer is not named to players at all (a username is a sign-in name).
    await db().user.update({ where: { id: s.dealerId }, data: { displayName: null } });
    expect((await lobbyTable()).dealerName).toBeNull();
  });

  it('[PLAYER] lists the last settled results oldest first, without voided rounds', async () => {
    expect((await lobbyTable()).recent).toEqual([]);
    await spin(17);
    await spin('void');
    await spin(0);
    await spin(32);
    const t = await lobbyTable(s.players[0]!.token);
    // Rounds 1, 3 and 4 settled (round 2 voided): 17, 0, 32 in the order spun.
    expect(t.recent.map((r: any) => [r.number, r.result.number])).toEqual([
      [1, 17],
      [3, 0],
      [4, 32],
    ]);
    expect(t.round).toMatchObject({ number: 4, status: 'SETTLED' });
  });

  it('[PLAYER] keeps the last 12 results', async () => {
    const spins = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    for (const n of spins) await spin(n);
    const t = await lobbyTable();
    // 16 settled results so far (17, 0, 32, then 1..13): the last 12 are 2..13.
    expect(t.recent.map((r: any) => r.result.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it("[PLAYER] a round's log names no staff account to a player (the dealer's and the pit boss's entries have no actor)", async () => {
    const alice = s.players[0]!;
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await ok(call('POST', `/api/rounds/${r.id}/bets`, { token: alice.token, body: { type: 'RED', amount: 100 } }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'ball off' } }));
    const seen = await ok(call('GET', `/api/rounds/${r.id}`, { token: alice.token }));
    const text = JSON.stringify(seen);
    expect(text).not.toContain('dealer1');
    expect(text).not.toContain('pitboss');
    expect(seen.events.map((e: any) => [e.type, e.actor])).toEqual([
      ['OPENED', null],
      ['CLOSED', null],
      ['VOIDED', null],
    ]);
    // The staff still read who did what.
    const staff = await ok(call('GET', `/api/rounds/${r.id}`, { token: s.pit }));
    expect(staff.events.find((e: any) => e.type === 'OPENED').actor).toBe('dealer1');
    expect(staff.events.find((e: any) => e.type === 'VOIDED').actor).toBe('pitboss');
  });
});
