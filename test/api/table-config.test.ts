/**
 * [CONFIG] Table configuration, versioned and audited (issue #18 §4, lib/tables/table-config.ts): a change of a
 * table's limits applies from the next round only (the round in betting keeps the limits it opened with, bets and the
 * §C-6 cap included), every change is a new version with an audit line (who, when, before, after, reason), the short
 * hash is sha256 of the canonical {game, rules, limits} and changes with them, a pit boss changes limits only, a
 * closed table opens no round and seats nobody, and a dealer assignment is audited with before/after.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { db } from '@/lib/db';

/** Roulette's default limits (lib/games/roulette/module.ts), cents, written out here. */
const ROULETTE_DEFAULT_LIMITS = {
  bets: {
    STRAIGHT: { min: 100, max: 10_000 },
    SPLIT: { min: 100, max: 20_000 },
    STREET: { min: 100, max: 30_000 },
    TRIO: { min: 100, max: 30_000 },
    CORNER: { min: 100, max: 40_000 },
    FIRST_FOUR: { min: 100, max: 40_000 },
    SIX_LINE: { min: 100, max: 60_000 },
    DOZEN: { min: 100, max: 250_000 },
    COLUMN: { min: 100, max: 250_000 },
    EVEN_MONEY: { min: 100, max: 500_000 },
  },
  maxPayoutPerRound: 5_000_000,
};

/** The documented hash, computed independently: keys sorted at every level, JSON without spaces, sha256, 8 hex. */
function expectedHash(game: string, rules: unknown, limits: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  const text = JSON.stringify(sort({ game, rules, limits }));
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);
}

describe.each(BACKENDS)('[CONFIG] table configuration versions (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice', 'bob'], deposit: 100_000 });
    alice = s.players[0]!.token;
    bob = s.players[1]!.token;
  });
  afterAll(async () => drop?.());

  const table = () => ok(call('GET', `/api/tables/${s.tableId}`, { token: alice }));
  const patch = (token: string, body: unknown) => call('PATCH', `/api/tables/${s.tableId}`, { token, body });
  const open = () => ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
  const bet = (token: string, roundId: string, amount: number) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token, body: { type: 'RED', amount } });
  async function spin(roundId: string, number: number) {
    await ok(call('POST', `/api/rounds/${roundId}/close`, { token: s.dealer }));
    await ok(call('POST', `/api/rounds/${roundId}/outcome`, { token: s.dealer, body: { number } }));
    await ok(call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
  }
  const betRow = (id: string) => db().bet.findUniqueOrThrow({ where: { id } });

  it('[CONFIG] a new table is version 1 with the documented hash', async () => {
    const t = await table();
    expect(t.configVersion).toBe(1);
    expect(t.limits).toEqual(ROULETTE_DEFAULT_LIMITS);
    expect(t.rules).toEqual({ laPartage: false });
    expect(t.configHash).toBe(expectedHash('ROULETTE', { laPartage: false }, ROULETTE_DEFAULT_LIMITS));
    expect(t.configHash).toMatch(/^[0-9a-f]{8}$/);
    const v1 = await db().tableConfig.findMany({ where: { tableId: s.tableId } });
    expect(v1.map((c) => [c.version, c.status, c.hash])).toEqual([[1, 'OPEN', t.configHash]]);
  });

  it('[CONFIG][C-6] a limit change applies from the next round only; the round in betting keeps the old max and cap', async () => {
    const round1 = await open();
    expect(await db().round.findUniqueOrThrow({ where: { id: round1.id } })).toMatchObject({
      configVersion: 1,
      limits: ROULETTE_DEFAULT_LIMITS,
    });
    const before = await table();
    // The pit boss lowers the even-money maximum to 20.00 and the round's payout cap to 10.00.
    const changed = await ok(
      patch(s.pit, {
        limits: { bets: { EVEN_MONEY: { min: 100, max: 2_000 } }, maxPayoutPerRound: 1_000 },
        reason: 'lower even-money table',
      }),
    );
    const newLimits = {
      ...ROULETTE_DEFAULT_LIMITS,
      bets: { ...ROULETTE_DEFAULT_LIMITS.bets, EVEN_MONEY: { min: 100, max: 2_000 } },
      maxPayoutPerRound: 1_000,
    };
    expect(changed.configVersion).toBe(2);
    expect(changed.limits).toEqual(newLimits);
    expect(changed.configHash).toBe(expectedHash('ROULETTE', { laPartage: false }, newLimits));
    expect(changed.configHash).not.toBe(before.configHash);
    expect(changed.change).toEqual({
      version: 2,
      hash: changed.configHash,
      changes: [
        { path: 'limits.bets.EVEN_MONEY.max', before: 500_000, after: 2_000 },
        { path: 'limits.maxPayoutPerRound', before: 5_000_000, after: 1_000 },
      ],
    });

    // Round 1 (opened under version 1) still takes 30.00 on red, and pays it 30.00 (old cap 50,000.00).
    const b1 = await ok(bet(bob, round1.id, 3_000));
    await spin(round1.id, 1); // 1 is red
    expect(await betRow(b1.id)).toMatchObject({ status: 'WON', payout: 3_000, refund: 3_000, payoutCut: 0n });

    // Round 2 runs under version 2: 30.00 is over the new 20.00 max; 20.00 wins 20.00 cut to the 10.00 cap.
    const round2 = await open();
    expect(await db().round.findUniqueOrThrow({ where: { id: round2.id } })).toMatchObject({
      configVersion: 2,
      limits: newLimits,
    });
    expect((await ok(call('GET', `/api/rounds/${round2.id}`, { token: s.pit }))).configVersion).toBe(2);
    expect((await ok(call('GET', `/api/rounds/${round1.id}`, { token: s.pit }))).configVersion).toBe(1);
    const over = await bet(bob, round2.id, 3_000);
    expect({ status: over.status, code: over.body.error.code }).toEqual({ status: 422, code: 'BET_ABOVE_MAXIMUM' });
    const b2 = await ok(bet(bob, round2.id, 2_000));
    await spin(round2.id, 3); // red
    expect(await betRow(b2.id)).toMatchObject({ status: 'WON', payout: 1_000, refund: 2_000, payoutCut: 1_000n });
  });

  it('[CONFIG][AUDIT] the change is audited with who, when, before, after and reason; the feed announces it', async () => {
    const log = await ok(
      call('GET', `/api/audit?action=TABLE_CONFIG_CHANGED&targetId=${s.tableId}&actor=pitboss`, { token: s.admin }),
    );
    expect(log.items).toHaveLength(1);
    const [a] = log.items;
    expect(a.actor.username).toBe('pitboss');
    expect(a.targetType).toBe('GameTable');
    expect(Date.now() - Date.parse(a.at)).toBeLessThan(120_000);
    expect(a.data.reason).toBe('lower even-money table');
    expect(a.data.version).toBe(2);
    expect(a.data.previousVersion).toBe(1);
    expect(a.data.before.limits.bets.EVEN_MONEY).toEqual({ min: 100, max: 500_000 });
    expect(a.data.after.limits.bets.EVEN_MONEY).toEqual({ min: 100, max: 2_000 });
    expect(a.data.before.limits.maxPayoutPerRound).toBe(5_000_000);
    expect(a.data.after.limits.maxPayoutPerRound).toBe(1_000);
    expect(a.data.before.hash).toBe(expectedHash('ROULETTE', { laPartage: false }, ROULETTE_DEFAULT_LIMITS));
    expect(a.data.after.hash).toBe((await table()).configHash);
    expect(log.actions).toContain('TABLE_CONFIG_CHANGED');
    // Filters: another actor, a window before now, an unknown action: nothing.
    for (const q of [
      'action=TABLE_CONFIG_CHANGED&actor=admin',
      'action=TABLE_CONFIG_CHANGED&to=2020-01-01',
      'action=NOTHING',
    ]) {
      const r = await ok(call('GET', `/api/audit?targetId=${s.tableId}&${q}`, { token: s.pit }));
      expect(r.items).toHaveLength(0);
    }
    const both = await ok(
      call('GET', `/api/audit?targetId=${s.tableId}&action=NOTHING,TABLE_CONFIG_CHANGED`, { token: s.pit }),
    );
    expect(both.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect((await call('GET', '/api/audit?from=yesterday', { token: s.pit })).status).toBe(400);
    expect((await call('GET', '/api/audit', { token: alice })).status).toBe(403);

    const events = await ok(call('GET', `/api/tables/${s.tableId}/events?sinceSeq=0`, { token: alice }));
    const cfg = events.filter((e: { type: string }) => e.type === 'table:config');
    expect(cfg).toHaveLength(1);
    expect(cfg[0].data).toEqual({
      version: 2,
      hash: a.data.after.hash,
      previousVersion: 1,
      previousHash: a.data.before.hash,
      status: 'OPEN',
      changes: [
        { path: 'limits.bets.EVEN_MONEY.max', before: 500_000, after: 2_000 },
        { path: 'limits.maxPayoutPerRound', before: 5_000_000, after: 1_000 },
      ],
      appliesFrom: 'NEXT_ROUND',
    });
  });

  it('[CONFIG][AUTH] a pit boss changing rules or opening/closing gets 403; nothing changes', async () => {
    for (const body of [
      { rules: { laPartage: true }, reason: 'x' },
      { status: 'CLOSED', reason: 'x' },
      { limits: { maxPayoutPerRound: 2_000 }, rules: { laPartage: true }, reason: 'x' },
    ]) {
      const snap = await dbSnapshot();
      const r = await patch(s.pit, body);
      expect({ status: r.status, code: r.body.error.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await dbSnapshot()).toBe(snap);
    }
    for (const token of [alice, s.dealer]) expect((await patch(token, { limits: {}, reason: 'x' })).status).toBe(403);
  });

  it('[CONFIG] refuses what the game refuses, a missing reason and a change to nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ limits: { bets: { EVEN_MONEY: { min: 3_000, max: 2_000 } } }, reason: 'x' }, 400, 'VALIDATION_ERROR'],
      [{ limits: { bets: { DRAGON: { min: 100, max: 200 } } }, reason: 'x' }, 400, 'VALIDATION_ERROR'],
      [{ rules: { laPartage: 'yes' }, reason: 'x' }, 400, 'VALIDATION_ERROR'],
      [{ limits: { maxPayoutPerRound: 2_000 } }, 400, 'VALIDATION_ERROR'],
      [{ limits: { maxPayoutPerRound: 2_000 }, reason: '   ' }, 400, 'VALIDATION_ERROR'],
      [{ reason: 'nothing given' }, 400, 'VALIDATION_ERROR'],
      [{ limits: { maxPayoutPerRound: 1_000 }, reason: 'same again' }, 409, 'NO_CHANGE'],
      [{ status: 'OPEN', rules: { laPartage: false }, reason: 'same again' }, 409, 'NO_CHANGE'],
    ];
    for (const [body, status, code] of cases) {
      const snap = await dbSnapshot();
      const r = await patch(s.admin, body);
      expect({ body, status: r.status, code: r.body.error?.code }).toEqual({ body, status, code });
      expect(await dbSnapshot()).toBe(snap);
    }
  });

  it('[CONFIG][C-6] refuses a forbidden limits or rules key (__proto__, constructor, prototype) and a cap below every minimum stake; nothing changes', async () => {
    // JSON.parse: a body's "__proto__" is an own key, as a client sends it (an object literal would set the prototype).
    const json = (text: string) => JSON.parse(text) as Record<string, unknown>;
    const bodies: unknown[] = [
      { limits: json('{"__proto__": {"maxPayoutPerRound": 7000}}'), reason: 'x' },
      { limits: json('{"bets": {"__proto__": {"min": 100, "max": 200}}}'), reason: 'x' },
      { limits: json('{"bets": {"constructor": {"min": 100, "max": 200}}}'), reason: 'x' },
      { limits: json('{"bets": {"prototype": {"min": 100, "max": 200}}}'), reason: 'x' },
      { limits: json('{"constructor": 1, "maxPayoutPerRound": 7000}'), reason: 'x' },
      { limits: json('{"prototype": 1}'), reason: 'x' },
      { rules: json('{"__proto__": {"laPartage": true}}'), reason: 'x' },
      // §C-6 lower bound: roulette's minimum stakes are all 1.00, so the cap is at least 100 cents.
      { limits: { maxPayoutPerRound: 1 }, reason: 'x' },
      { limits: { maxPayoutPerRound: 99 }, reason: 'x' },
      // A minimum raised above the cap: EVEN_MONEY min 20.00 with the cap left at 10.00.
      { limits: { bets: { EVEN_MONEY: { min: 2_000, max: 500_000 } } }, reason: 'x' },
    ];
    for (const body of bodies) {
      const snap = await dbSnapshot();
      const r = await patch(s.admin, body);
      expect({ body, status: r.status, code: r.body.error?.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      expect(await dbSnapshot()).toBe(snap);
    }
    const create = (name: string, extra: Record<string, unknown>) =>
      call('POST', '/api/tables', { token: s.admin, body: { name, game: 'ROULETTE', ...extra } });
    for (const extra of [
      { limits: json('{"__proto__": {"maxPayoutPerRound": 7000}}') },
      { limits: json('{"bets": {"__proto__": {"min": 100, "max": 200}}}') },
      { rules: json('{"__proto__": {"laPartage": true}}') },
      { limits: { maxPayoutPerRound: 1 } },
      { limits: { maxPayoutPerRound: 99 } },
    ]) {
      const snap = await dbSnapshot();
      const r = await create('Cap test', extra);
      expect({ extra, status: r.status, code: r.body.error?.code }).toEqual({
        extra,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      expect(await dbSnapshot()).toBe(snap);
    }
    // Exactly the largest minimum stake (100) is accepted.
    const t = await ok(create('Cap test', { limits: { maxPayoutPerRound: 100 } }));
    expect(t.limits.maxPayoutPerRound).toBe(100);
  });

  it('[CONFIG] the admin changes a rule: new version and hash, the next round snapshots it', async () => {
    const before = await table();
    const t = await ok(patch(s.admin, { rules: { laPartage: true }, reason: 'la partage from tonight' }));
    expect(t.configVersion).toBe(3);
    expect(t.rules).toEqual({ laPartage: true });
    expect(t.configHash).toBe(expectedHash('ROULETTE', { laPartage: true }, before.limits));
    expect(t.configHash).not.toBe(before.configHash);
    const round = await open();
    expect(await db().round.findUniqueOrThrow({ where: { id: round.id } })).toMatchObject({
      configVersion: 3,
      rules: { laPartage: true },
    });
    await spin(round.id, 0);
  });

  it('[CONFIG] a closed table refuses a new round and a seat; the round running when it closed finishes; reopening', async () => {
    const running = await open();
    const b = await ok(bet(alice, running.id, 1_000));
    const closed = await ok(patch(s.admin, { status: 'CLOSED', reason: 'croupier break, table off' }));
    expect(closed.status).toBe('CLOSED');
    expect(closed.configVersion).toBe(4);
    // Open/closed is not part of the hash (what is played under which rules and limits).
    expect(closed.configHash).toBe(
      (await db().tableConfig.findFirstOrThrow({ where: { tableId: s.tableId, version: 3 } })).hash,
    );
    await spin(running.id, 5);
    expect(await betRow(b.id)).toMatchObject({ status: 'WON', payout: 1_000 });
    const refused = await call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} });
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 409, code: 'TABLE_CLOSED' });

    // A seated game: a closed blackjack table seats nobody.
    const bj = await ok(
      call('POST', '/api/tables', { token: s.admin, body: { name: 'BJ closed', game: 'BLACKJACK' } }),
    );
    await ok(
      call('PATCH', `/api/tables/${bj.id}`, { token: s.admin, body: { status: 'CLOSED', reason: 'not staffed' } }),
    );
    const seat = await call('POST', `/api/tables/${bj.id}/seats`, { token: alice, body: { seat: 1 } });
    expect({ status: seat.status, code: seat.body.error.code }).toEqual({ status: 409, code: 'TABLE_CLOSED' });

    const reopened = await ok(patch(s.admin, { status: 'OPEN', reason: 'back' }));
    expect([reopened.status, reopened.configVersion]).toEqual(['OPEN', 5]);
    const r = await open();
    expect((await db().round.findUniqueOrThrow({ where: { id: r.id } })).configVersion).toBe(5);
    const versions = await db().tableConfig.findMany({ where: { tableId: s.tableId }, orderBy: { version: 'asc' } });
    expect(versions.map((v) => [v.version, v.status, v.reason])).toEqual([
      [1, 'OPEN', 'table created'],
      [2, 'OPEN', 'lower even-money table'],
      [3, 'OPEN', 'la partage from tonight'],
      [4, 'CLOSED', 'croupier break, table off'],
      [5, 'OPEN', 'back'],
    ]);
    const audit = await ok(
      call('GET', `/api/audit?action=TABLE_CONFIG_CHANGED&targetId=${s.tableId}&actor=admin`, { token: s.pit }),
    );
    expect(audit.items.map((i: { data: { changes: unknown } }) => i.data.changes)).toEqual([
      [{ path: 'status', before: 'CLOSED', after: 'OPEN' }],
      [{ path: 'status', before: 'OPEN', after: 'CLOSED' }],
      [{ path: 'rules.laPartage', before: false, after: true }],
    ]);
  });

  it('[CONFIG][AUDIT] a dealer assignment is audited with before and after; paging by cursor', async () => {
    const d2 = await ok(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
      }),
    );
    await ok(call('PUT', `/api/tables/${s.tableId}/dealer`, { token: s.pit, body: { userId: d2.id } }));
    const log = await ok(call('GET', `/api/audit?action=DEALER_ASSIGNED&targetId=${s.tableId}`, { token: s.pit }));
    expect(log.items[0]).toMatchObject({
      action: 'DEALER_ASSIGNED',
      actor: { username: 'pitboss' },
      data: { userId: d2.id, before: { dealerId: s.dealerId }, after: { dealerId: d2.id } },
    });
    const all = await ok(call('GET', '/api/audit?limit=200', { token: s.admin }));
    const p1 = await ok(call('GET', '/api/audit?limit=3', { token: s.admin }));
    const p2 = await ok(call('GET', `/api/audit?limit=3&cursor=${p1.nextCursor}`, { token: s.admin }));
    expect([...p1.items, ...p2.items].map((i: { id: string }) => i.id)).toEqual(
      all.items.slice(0, 6).map((i: { id: string }) => i.id),
    );
  });
});
