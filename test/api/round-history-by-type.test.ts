/**
 * [PIT][PLAYER] round history (`GET /api/rounds`): each round's stakes and money paid back split by bet type
 * (`byType`), the same sums as the round's totals; cancelled bets left out; a player sees their own bets only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';

describe.each(BACKENDS)('[ROUNDS] history by bet type (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 100_000 });
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
  });
  afterAll(async () => drop?.());

  it('splits staked and paid out by type; open rounds have paid nothing yet', async () => {
    const [alice, bob, carol] = s.players;
    const rid = (await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }))).id;
    const bet = (p: typeof alice, type: string, amount: number) =>
      ok(call('POST', `/api/rounds/${rid}/bets`, { token: p!.token, body: { type, amount } }));
    await bet(alice, 'PLAYER', 700);
    await bet(alice, 'TIE', 100);
    await bet(bob, 'BANKER', 500);
    const cancelled = await bet(carol, 'PLAYER', 200);
    await ok(call('DELETE', `/api/bets/${cancelled.id}`, { token: carol!.token }));
    await ok(call('POST', `/api/rounds/${rid}/close`, { token: s.dealer }));
    // Player 3+5 = 8 (natural) against Banker K+7 = 7: Player wins 1:1 (§BAC), Tie and Banker lose.
    for (const card of ['3S', 'KC', '5H', '7C'])
      await ok(call('POST', `/api/rounds/${rid}/cards`, { token: s.dealer, body: { card } }));

    const before = (await ok(call('GET', `/api/rounds?tableId=${s.tableId}`, { token: s.pit }))).items[0];
    expect(before).toMatchObject({ id: rid, status: 'COMPLETE', betCount: 3, staked: 1300, paidOut: 0 });
    expect(before.byType).toEqual({
      PLAYER: { staked: 700, paidOut: 0 },
      TIE: { staked: 100, paidOut: 0 },
      BANKER: { staked: 500, paidOut: 0 },
    });

    await ok(call('POST', `/api/rounds/${rid}/settle`, { token: s.dealer }));
    const pit = (await ok(call('GET', `/api/rounds?tableId=${s.tableId}&status=SETTLED`, { token: s.pit }))).items;
    expect(pit).toHaveLength(1);
    // alice's Player bet: 700 back + 700 won; everything else lost.
    expect(pit[0]).toMatchObject({ betCount: 3, staked: 1300, paidOut: 1400 });
    expect(pit[0].byType).toEqual({
      PLAYER: { staked: 700, paidOut: 1400 },
      TIE: { staked: 100, paidOut: 0 },
      BANKER: { staked: 500, paidOut: 0 },
    });

    const mine = (await ok(call('GET', `/api/rounds?tableId=${s.tableId}`, { token: alice!.token }))).items;
    expect(mine[0]).toMatchObject({ betCount: 2, staked: 800, paidOut: 1400 });
    expect(mine[0].byType).toEqual({ PLAYER: { staked: 700, paidOut: 1400 }, TIE: { staked: 100, paidOut: 0 } });
  });
});
