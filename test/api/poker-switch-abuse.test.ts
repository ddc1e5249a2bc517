/**
 * [PLAYER][DEALER][POKER_SWITCH] Trying to break Poker Switch through the HTTP API as hostile or clumsy
 * players would (the attacker pass of issue #15, run first against a real dev server): a Bonus on a box
 * without its own Ante, double clicks (SWITCH twice at once, INSURE and FOLD at once, BET twice with an
 * Idempotency-Key), each refused request changing nothing (`dbSnapshot()` before = after), balances
 * worked out by hand from RULES.md §PS, players + house = 0.
 *
 * Bugs found here were fixed; their tests stay, each under a comment starting `Fixed` that says what broke.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';

const D = 1_000_000;

describe.each(BACKENDS)('[POKER_SWITCH] abuse through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<string, string> = {};

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    // Long timers: the requests below run inside one turn (§PS-10).
    s = await buildStudio({
      game: 'POKER_SWITCH',
      players: ['ua', 'ub'],
      deposit: D,
      rules: { boxPairs: 3, turnSeconds: 120, buySeconds: 120 },
    });
    for (const p of s.players) t[p.name] = p.token;
  });
  afterAll(async () => drop?.());

  const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
  const seat = (name: string, n: number) =>
    call('POST', `/api/tables/${s.tableId}/seats`, { token: t[name], body: { seat: n } });
  const bet = (roundId: string, name: string, type: string, box: number, amount: number) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body: { type, box, amount } });
  const decide = (roundId: string, name: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body, headers });
  const card = (roundId: string, c: string) =>
    call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card: c } });
  const refuse = async (what: string, req: () => Promise<ApiResponse>, status: number, code: string) => {
    const before = await dbSnapshot();
    const x = await req();
    expect([what, x.status, x.body?.error?.code]).toEqual([what, status, code]);
    expect(await dbSnapshot(), `${what}: a refused request changed the database`).toBe(before);
  };
  /** §PS-2's order: five rounds, each to every box ascending, then the dealer. */
  const inOrder = (hands: Record<number, string>, dealer: string) => {
    const boxes = Object.keys(hands)
      .map(Number)
      .sort((a, b) => a - b);
    const out: string[] = [];
    for (let k = 0; k < 5; k++) {
      for (const b of boxes) out.push(hands[b]!.split(' ')[k]!);
      out.push(dealer.split(' ')[k]!);
    }
    return out;
  };

  it('[BONUS] a Bonus goes with an Ante on its own box: not on the pair’s other box, nor on the other pair', async () => {
    await ok(seat('ua', 1));
    await ok(seat('ua', 2));
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await refuse('a Bonus before any Ante', () => bet(r.id, 'ua', 'BONUS', 1, 500), 422, 'MAIN_BET_REQUIRED');
    await ok(bet(r.id, 'ua', 'ANTE', 1, 1000));
    // Fixed: the generic check accepted a Bonus once the player had an Ante on any box (201), and the Bonus of
    // a box without an Ante was only handed back at close (§PS-1, §PS-7: the Bonus is the box's).
    await refuse(
      'a Bonus on box 2 (Ante on box 1 only)',
      () => bet(r.id, 'ua', 'BONUS', 2, 500),
      422,
      'MAIN_BET_REQUIRED',
    );
    await refuse('a Bonus on box 4 (the other pair)', () => bet(r.id, 'ua', 'BONUS', 4, 500), 422, 'MAIN_BET_REQUIRED');
    await ok(bet(r.id, 'ua', 'BONUS', 1, 500));
    await ok(bet(r.id, 'ua', 'ANTE', 2, 1000));
    await ok(bet(r.id, 'ua', 'BONUS', 2, 500));
    // 10.00 + 5.00 on each box of pair 1.
    expect(await balance('ua')).toBe(D - 3000);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'test' } }));
    expect(await balance('ua')).toBe(D);
    for (const n of [1, 2]) await ok(call('DELETE', `/api/tables/${s.tableId}/seats/${n}`, { token: t.ua }));
  });

  it('[DOUBLE CLICK] SWITCH twice at once takes one fee; INSURE and FOLD at once: one of them; BET twice with one Idempotency-Key: one Bet', async () => {
    await ok(seat('ua', 1));
    await ok(seat('ub', 2));
    const start = { ua: await balance('ua'), ub: await balance('ub') };
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    for (const b of [1, 2]) await ok(bet(r.id, 'ua', 'ANTE', b, 1000));
    for (const b of [3, 4]) await ok(bet(r.id, 'ub', 'ANTE', b, 1000));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    // Box 1 three sevens (may insure 10.00 .. 2 x 10.00 x 3 = 60.00, §PS-4); dealer K-Q-J-8-6: no game (§PS-5).
    const hands = { 1: '7S 7H 7D 2C 9S', 2: 'AS KD 8C 4H 3D', 3: 'QS QH 3C 6H 8D', 4: '9H 9D 5C 4S TS' };
    for (const c of inOrder(hands, 'KC QD JH 8H 6C')) await ok(card(r.id, c));
    const sw = await Promise.all([1, 2].map(() => decide(r.id, 'ua', { seat: 1, action: 'SWITCH' })));
    expect(sw.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(sw.find((x) => x.status === 409)!.body.error.code).toBe('ALREADY_SWITCHED');
    // Antes 20.00 and one fee of 2 Antes (§PS-3).
    expect(await balance('ua')).toBe(start.ua - 2000 - 2000);
    await ok(decide(r.id, 'ua', { seat: 1, action: 'UNSWITCH' }));
    expect(await balance('ua')).toBe(start.ua - 2000);
    const both = await Promise.all([
      decide(r.id, 'ua', { seat: 1, hand: 1, action: 'INSURE', amount: 6000 }),
      decide(r.id, 'ua', { seat: 1, hand: 1, action: 'FOLD' }),
    ]);
    expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    const insured = both[0]!.status === 200;
    const k = { 'Idempotency-Key': `ps-abuse-${backend}` };
    const bets = await Promise.all([1, 2].map(() => decide(r.id, 'ua', { seat: 1, hand: 2, action: 'BET' }, k)));
    expect(bets.map((x) => x.status)).toEqual([200, 200]);
    // Box 1: the Bet 20.00 and 60.00 insurance, or folded; box 2: one Bet of 20.00.
    expect(await balance('ua')).toBe(start.ua - 2000 - (insured ? 8000 : 0) - 2000);
    await ok(decide(r.id, 'ub', { seat: 2, hand: 1, action: 'FOLD' }));
    await ok(decide(r.id, 'ub', { seat: 2, hand: 2, action: 'FOLD' }));
    // No game: the boxes that Bet answer the buy (§PS-6); no buy.
    if (insured) await ok(decide(r.id, 'ua', { seat: 1, hand: 1, action: 'NO_BUY' }));
    const done = await ok(decide(r.id, 'ua', { seat: 1, hand: 2, action: 'NO_BUY' }));
    expect(done.status).toBe('COMPLETE');
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    // Dealer no game, nobody bought: Ante 1:1, Bet returned; insurance 1:1 (§PS-4, §PS-5). ub folded both.
    expect(await balance('ua')).toBe(start.ua + (insured ? 1000 + 6000 : -1000) + 1000);
    expect(await balance('ub')).toBe(start.ub - 2000);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });
});
