/**
 * [AUDIT] `GET /api/audit` names what its lines are about (the pit's audit page shows names, not ids): a round by its
 * number and table, a table by its name, a user by username, and the user ids inside a line's data by username.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';

describe.each(BACKENDS)('[AUDIT] audit lines carry their targets’ names (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice'], deposit: 50_000 });
  });
  afterAll(async () => drop?.());

  it('a deposit names its player; a dealer assignment its table and the dealer; a void its round and table', async () => {
    const deposit = await ok(call('GET', '/api/audit?action=DEPOSIT', { token: s.pit }));
    expect(deposit.items).toHaveLength(1);
    expect(deposit.items[0]).toMatchObject({ targetType: 'User', target: { user: 'alice' }, data: { amount: 50_000 } });

    const assigned = await ok(call('GET', `/api/audit?action=DEALER_ASSIGNED&targetId=${s.tableId}`, { token: s.pit }));
    expect(assigned.items[0]).toMatchObject({
      target: { table: 'ROULETTE test' },
      names: { [s.dealerId]: 'dealer1' },
    });

    // Round 1 of the table, voided while betting (no second approver needed): the line names "#1 at ROULETTE test".
    const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await ok(call('POST', `/api/rounds/${round.id}/void`, { token: s.pit, body: { reason: 'wheel fault' } }));
    const voided = await ok(call('GET', `/api/audit?action=ROUND_VOIDED&targetId=${round.id}`, { token: s.pit }));
    expect(voided.items).toHaveLength(1);
    expect(voided.items[0]).toMatchObject({ targetType: 'Round', target: { round: 1, table: 'ROULETTE test' } });
  });
});
