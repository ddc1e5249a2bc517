/**
 * [API] Regressions found by trying to break the API: oversized payout cuts, racing creations,
 * idempotent replays of admin commands, characters Postgres cannot store, oversized bodies, catch-up
 * bounds, and what a player may see of other players' bets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';

describe.each(BACKENDS)('[API] hardening (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'ROULETTE',
      deposit: 1_000_000_000,
      limits: { bets: { STRAIGHT: { min: 100, max: 1_000_000_000 } } },
    });
  });
  afterAll(async () => drop?.());

  it('[PIT][ROULETTE] settles a straight win whose cut by the maximum payout exceeds 32 bits (§C-6)', async () => {
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    const alice = s.players[0]!;
    await ok(
      call('POST', `/api/rounds/${r.id}/bets`, {
        token: alice.token,
        body: { type: 'STRAIGHT', numbers: [8], amount: 100_000_000 },
      }),
    );
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    await ok(call('POST', `/api/rounds/${r.id}/outcome`, { token: s.dealer, body: { number: 8 } }));
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    const d = await ok(call('GET', `/api/rounds/${r.id}`, { token: s.pit }));
    // 35:1 on 1e8 = 3.5e9, cut to the default 5,000,000 maximum payout: 3,495,000,000 cut.
    expect(d.bets[0]).toMatchObject({ status: 'WON', payout: 5_000_000, payoutCut: 3_495_000_000, net: 5_000_000 });
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[ADMIN] racing creations of one username or table name: one 201, the rest 409', async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/users', {
          token: s.admin,
          body: { username: 'race-user', password: 'password-123', role: 'PLAYER' },
        }),
      ),
    );
    expect(users.map((u) => u.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(users.filter((u) => u.status === 409).every((u) => u.body.error.code === 'USERNAME_TAKEN')).toBe(true);
    const tables = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/tables', { token: s.admin, body: { name: 'Race table', game: 'ROULETTE' } }),
      ),
    );
    expect(tables.map((u) => u.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('[ADMIN] a repeated Idempotency-Key on table creation and dealer assignment returns the first response', async () => {
    const headers = { 'idempotency-key': 'create-table-1' };
    const first = await call('POST', '/api/tables', {
      token: s.admin,
      body: { name: 'Idem table', game: 'BACCARAT' },
      headers,
    });
    const again = await call('POST', '/api/tables', {
      token: s.admin,
      body: { name: 'Idem table', game: 'BACCARAT' },
      headers,
    });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const h2 = { 'idempotency-key': 'assign-1' };
    const a1 = await call('PUT', `/api/tables/${first.body.id}/dealer`, {
      token: s.admin,
      body: { userId: s.dealerId },
      headers: h2,
    });
    const a2 = await call('PUT', `/api/tables/${first.body.id}/dealer`, {
      token: s.admin,
      body: { userId: s.dealerId },
      headers: h2,
    });
    expect(a1.body.dealerId).toBe(s.dealerId);
    expect(a2).toEqual(a1);
  });

  it('[API] refuses NUL bytes, unpaired surrogates, oversized bodies and out-of-range catch-up with 4xx, changing nothing', async () => {
    const before = await dbSnapshot();
    const nul = await call('POST', '/api/tokens', { rawBody: '{"username":"alice\\u0000","password":"x"}' });
    expect([nul.status, nul.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const sur = await call('POST', '/api/tables', {
      token: s.admin,
      rawBody: '{"name":"T \\ud800 x","game":"ROULETTE"}',
    });
    expect([sur.status, sur.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const idNul = await call('GET', '/api/tables/x%00');
    expect(idNul.status).toBe(404);
    const big = await call('POST', '/api/tokens', {
      rawBody: JSON.stringify({ username: 'a', password: 'b', pad: 'x'.repeat(200_000) }),
    });
    expect([big.status, big.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const seq = await call('GET', `/api/tables/${s.tableId}/events?sinceSeq=99999999999`);
    expect(seq.status).toBe(400);
    const proto = await call('POST', '/api/tables', {
      token: s.admin,
      body: { name: 'Proto', game: 'ROULETTE', limits: { bets: { valueOf: { min: 1, max: 2 } } } },
    });
    expect([proto.status, proto.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await dbSnapshot()).toBe(before);
  });

  it("[PLAYER] sees only their own bets, also in a voided round's log and public events", async () => {
    const [alice, bob] = s.players as [Studio['players'][0], Studio['players'][0]];
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await ok(call('POST', `/api/rounds/${r.id}/bets`, { token: alice.token, body: { type: 'RED', amount: 1000 } }));
    await ok(call('POST', `/api/rounds/${r.id}/bets`, { token: bob.token, body: { type: 'BLACK', amount: 2000 } }));
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'wheel check' } }));
    const seen = await ok(call('GET', `/api/rounds/${r.id}`, { token: bob.token }));
    expect(seen.bets.map((b: any) => b.userId)).toEqual([bob.id]);
    expect(JSON.stringify(seen.events)).not.toContain(alice.id);
    expect(JSON.stringify(seen.events)).not.toContain('"bets"');
    const events = await ok(call('GET', `/api/tables/${s.tableId}/events?sinceSeq=0`));
    expect(JSON.stringify(events)).not.toMatch(/"(staked|paidOut|ggr)"/);
  });
});
