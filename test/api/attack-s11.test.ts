/**
 * [API] Session 11's changes attacked as a hostile player, a sloppy dealer or a curious pit boss would, through the
 * HTTP API only: the dealer's card fast path (cards at once, double clicks, a key reused with another body, another
 * table's dealer, a card racing a void or the dealer's replacement), table limits (forbidden keys, caps), the audit
 * log's names and a CLOSED table. Values worked out by hand: baccarat §BAC-2/3/4 (every ten and face card counts 0:
 * player 0 and banker 0 after four cards, the player draws on 0-5, the banker draws on 0-2, six cards, a 0-0 tie),
 * the default baccarat limits (§C-6: PLAYER/BANKER min 100, TIE min 100, cap 5,000,000 cents).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { allowVoidsAtOnce } from '../helpers/corrections';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';
import { FIVE_SPADES, FOUR_HEARTS, hcfApi } from '../helpers/hcf-api';

/** Ten and face cards: each counts 0 in baccarat (§BAC-2). */
const ZEROS = ['10S', 'JS', 'QS', 'KS', '10H', 'JH', 'QH', 'KH'];

describe.each(BACKENDS)('[ATTACK][S11] dealer card fast path (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let dealer2: string;
  let table2: string;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', players: ['alice'], deposit: 10_000 });
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    const d2 = await ok<{ id: string }>(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
      }),
    );
    const t2 = await ok<{ id: string }>(
      call('POST', '/api/tables', { token: s.admin, body: { name: 'Baccarat 2', game: 'BACCARAT' } }),
    );
    table2 = t2.id;
    await ok(call('PUT', `/api/tables/${table2}/dealer`, { token: s.admin, body: { userId: d2.id } }));
    dealer2 = (
      await ok<{ token: string }>(
        call('POST', '/api/tokens', { body: { username: 'dealer2', password: 'dealer2-password' } }),
      )
    ).token;
    await ok(call('POST', `/api/tables/${table2}/shoes`, { token: dealer2, body: {} }));
    await allowVoidsAtOnce(s.admin);
  });
  afterAll(async () => drop?.());

  /** A round of table 1 closed for dealing (the previous one settled or voided first). */
  async function dealing(token = s.dealer): Promise<string> {
    const round = await ok<{ id: string }>(call('POST', `/api/tables/${s.tableId}/rounds`, { token, body: {} }));
    await ok(call('POST', `/api/rounds/${round.id}/close`, { token }));
    return round.id;
  }
  const card = (rid: string, c: string, token = s.dealer, headers?: Record<string, string>) =>
    call('POST', `/api/rounds/${rid}/cards`, { token, body: { card: c }, headers });
  const events = async (rid: string) =>
    (
      await ok<{ events: { seq: number; type: string; data: Record<string, unknown> }[] }>(
        call('GET', `/api/rounds/${rid}`, { token: s.pit }),
      )
    ).events;
  const cardsDealt = async () =>
    (await ok<{ shoe: { cardsDealt: number } }>(call('GET', `/api/tables/${s.tableId}`, { token: s.pit }))).shoe
      .cardsDealt;
  const settle = (rid: string) => ok(call('POST', `/api/rounds/${rid}/settle`, { token: s.dealer }));

  it('eight cards at once: six dealt (a 0-0 tie), two refused 409, each card once, seqs gap-free', async () => {
    const before = await cardsDealt();
    const rid = await dealing();
    const res = await Promise.all(ZEROS.map((c) => card(rid, c)));
    const accepted = res.filter((r) => r.status === 200);
    const refused = res.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(6);
    expect(refused.map((r) => r.status)).toEqual([409, 409]);
    for (const r of refused) expect(r.body.error?.code).toBe('CARD_NOT_EXPECTED');
    const ev = await events(rid);
    expect(ev.map((e) => e.seq)).toEqual(ev.map((_, i) => i + 1));
    const dealt = ev.filter((e) => e.type === 'CARD').map((e) => String(e.data.card));
    expect(dealt).toHaveLength(6);
    expect(new Set(dealt).size).toBe(6);
    expect(await cardsDealt()).toBe(before + 6);
    const round = await ok(call('GET', `/api/rounds/${rid}`, { token: s.pit }));
    expect(round.status).toBe('COMPLETE');
    await settle(rid);
  });

  it('a double click (same key, same card, three at once): one card, three equal answers', async () => {
    const before = await cardsDealt();
    const rid = await dealing();
    const headers = { 'idempotency-key': `dbl-${backend}` };
    const res = await Promise.all([1, 2, 3].map(() => card(rid, '9H', s.dealer, headers)));
    expect(res.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(res[1]!.body).toEqual(res[0]!.body);
    expect(res[2]!.body).toEqual(res[0]!.body);
    expect((await events(rid)).filter((e) => e.type === 'CARD')).toHaveLength(1);
    expect(await cardsDealt()).toBe(before + 1);
    // Finish the coup: 9H then P 0, B 0, P 0 → player 9, banker 0 (natural for the player: no third card).
    for (const c of ['10D', 'JD', 'QD']) await ok(card(rid, c));
    await settle(rid);
  });

  it('the same key with another card: 409 IDEMPOTENCY_KEY_REUSED, nothing written', async () => {
    const before = await cardsDealt();
    const rid = await dealing();
    const headers = { 'idempotency-key': `reuse-${backend}` };
    await ok(card(rid, '2C', s.dealer, headers));
    const evBefore = await events(rid);
    const again = await card(rid, '3C', s.dealer, headers);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await events(rid)).toEqual(evBefore);
    expect(await cardsDealt()).toBe(before + 1);
    // P 2 (2C), B 0, P 0, B 0 → player 2 draws, banker 0 draws: two more zeros.
    for (const c of ['10C', 'JC', 'QC', 'KC', '10D']) {
      const r = await card(rid, c);
      if (r.status !== 200) break;
    }
    const round = await ok(call('GET', `/api/rounds/${rid}`, { token: s.pit }));
    expect(round.status).toBe('COMPLETE');
    await settle(rid);
  });

  it("another table's dealer: 403 NOT_YOUR_TABLE, nothing written (and on their own table, BETTING_OPEN)", async () => {
    const before = await cardsDealt();
    const rid = await dealing();
    const r = await card(rid, 'AS', dealer2);
    expect(r.status).toBe(403);
    expect(r.body.error?.code).toBe('NOT_YOUR_TABLE');
    expect((await events(rid)).filter((e) => e.type === 'CARD')).toHaveLength(0);
    expect(await cardsDealt()).toBe(before);
    // A pit boss may deal any table (API: dealer-side endpoints are open to a PIT_BOSS).
    const t2round = await ok<{ id: string }>(
      call('POST', `/api/tables/${table2}/rounds`, { token: dealer2, body: { bettingSeconds: 60 } }),
    );
    const early = await card(t2round.id, 'AS', dealer2);
    expect([early.status, early.body.error?.code]).toEqual([409, 'BETTING_OPEN']);
    await ok(call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: 'attack cleanup' } }));
  });

  it('a card racing a void: either the card is in the log (200) or refused ALREADY_VOIDED; never both', async () => {
    const before = await cardsDealt();
    const rid = await dealing();
    await ok(card(rid, '4S'));
    const [c, v] = await Promise.all([
      card(rid, '5S'),
      call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: 'race' } }),
    ]);
    expect(v.status).toBe(200);
    const dealt = (await events(rid)).filter((e) => e.type === 'CARD').map((e) => e.data.card);
    if (c.status === 200) expect(dealt).toEqual(['4S', '5S']);
    else {
      expect([c.status, c.body.error?.code]).toEqual([409, 'ALREADY_VOIDED']);
      expect(dealt).toEqual(['4S']);
    }
    const after = await card(rid, '6S');
    expect([after.status, after.body.error?.code]).toEqual([409, 'ALREADY_VOIDED']);
    expect(await cardsDealt()).toBe(before + dealt.length);
  });

  it('a card racing No more bets: 409 BETTING_OPEN before it, 200 after it; never a card in BETTING', async () => {
    const round = await ok<{ id: string }>(
      call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: { bettingSeconds: 60 } }),
    );
    const [closed, c] = await Promise.all([
      call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }),
      card(round.id, '2H'),
    ]);
    expect(closed.status).toBe(200);
    const ev = await events(round.id);
    const types = ev.map((e) => e.type);
    if (c.status === 200) expect(types.indexOf('CARD')).toBeGreaterThan(types.indexOf('CLOSED'));
    else {
      expect([c.status, c.body.error?.code]).toEqual([409, 'BETTING_OPEN']);
      expect(types).not.toContain('CARD');
    }
    expect(ev.map((e) => e.seq)).toEqual(ev.map((_, i) => i + 1));
    await ok(call('POST', `/api/rounds/${round.id}/void`, { token: s.pit, body: { reason: 'attack cleanup' } }));
  });

  it('a card racing the dealer being replaced: 200 before or 403 NOT_YOUR_TABLE after; then refused', async () => {
    const rid = await dealing();
    const me = await ok<{ id: string }>(call('GET', '/api/me', { token: dealer2 }));
    // Table 2 first gets a new dealer, so dealer2 may take table 1.
    const [c, put] = await Promise.all([
      card(rid, '7S'),
      call('PUT', `/api/tables/${s.tableId}/dealer`, { token: s.admin, body: { userId: me.id } }),
    ]);
    expect(put.status).toBe(200);
    const dealt = (await events(rid)).filter((e) => e.type === 'CARD');
    if (c.status === 200) expect(dealt).toHaveLength(1);
    else {
      expect([c.status, c.body.error?.code]).toEqual([403, 'NOT_YOUR_TABLE']);
      expect(dealt).toHaveLength(0);
    }
    const late = await card(rid, '8S');
    expect([late.status, late.body.error?.code]).toEqual([403, 'NOT_YOUR_TABLE']);
    expect((await events(rid)).filter((e) => e.type === 'CARD')).toHaveLength(dealt.length);
    // The new dealer carries on.
    await ok(card(rid, '8S', dealer2));
  });
});

describe.each(BACKENDS)('[ATTACK][S11] table limits, audit, a closed table (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', players: ['alice'], deposit: 10_000 });
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
  });
  afterAll(async () => drop?.());

  const post = (rawBody: string) =>
    call('POST', '/api/tables', {
      token: s.admin,
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
  const tableCount = async () => (await ok<unknown[]>(call('GET', '/api/tables', { token: s.admin }))).length;

  it.each([
    ['limits.bets.__proto__', '{"limits":{"bets":{"__proto__":{"min":100,"max":200}}}}'],
    ['rules.__proto__ nested', '{"rules":{"x":{"y":{"__proto__":{"admin":true}}}}}'],
    ['constructor in an array', '{"rules":{"list":[{"constructor":{"prototype":1}}]}}'],
    ['prototype in limits', '{"limits":{"prototype":{}}}'],
    ['\\u-escaped __proto__', '{"limits":{"\\u005f\\u005fproto\\u005f\\u005f":{"maxPayoutPerRound":1}}}'],
    ['cap 0', '{"limits":{"maxPayoutPerRound":0}}'],
    ['cap negative', '{"limits":{"maxPayoutPerRound":-500}}'],
    ['cap float', '{"limits":{"maxPayoutPerRound":150.5}}'],
    ['cap huge', '{"limits":{"maxPayoutPerRound":1e300}}'],
    ['cap as a string', '{"limits":{"maxPayoutPerRound":"5000"}}'],
    ['cap below the TIE minimum', '{"limits":{"maxPayoutPerRound":999,"bets":{"TIE":{"min":1000,"max":5000}}}}'],
    ['limits an array', '{"limits":[{"maxPayoutPerRound":1000}]}'],
  ])('POST /api/tables with %s: 400 VALIDATION_ERROR, no table', async (_name, json) => {
    const before = await tableCount();
    const body = json.replace('{', `{"name":"Bad ${backend} ${_name.replace(/\\/g, '')}","game":"BACCARAT",`);
    const r = await post(body);
    expect(r.status).toBe(400);
    expect(r.body.error?.code).toBe('VALIDATION_ERROR');
    expect(await tableCount()).toBe(before);
  });

  it('a cap equal to the largest minimum stake is taken (the floor is inclusive)', async () => {
    const r = await post(
      '{"name":"Cap floor","game":"BACCARAT","limits":{"maxPayoutPerRound":1000,"bets":{"TIE":{"min":1000,"max":5000}}}}',
    );
    expect(r.status).toBe(201);
  });

  it('PATCH: a minimum raised above the cap is refused; lowered then raised within it is taken', async () => {
    const patch = (limits: unknown) =>
      call('PATCH', `/api/tables/${s.tableId}`, { token: s.pit, body: { limits, reason: 'attack' } });
    // Cap 10,000; PLAYER min 100 (defaults otherwise).
    expect((await patch({ maxPayoutPerRound: 10_000 })).status).toBe(200);
    const high = await patch({ bets: { BANKER: { min: 10_001, max: 20_000 } } });
    expect([high.status, high.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const t = await ok(call('GET', `/api/tables/${s.tableId}`, { token: s.pit }));
    expect(t.limits.maxPayoutPerRound).toBe(10_000);
    expect(t.limits.bets.BANKER).toEqual({ min: 100, max: 500_000 });
    // Lower the cap below a minimum in the same PATCH as the minimum goes down: merged first, checked whole.
    expect((await patch({ maxPayoutPerRound: 50, bets: { PLAYER: { min: 50, max: 100 } } })).status).toBe(400);
    expect((await patch({ bets: { BANKER: { min: 10_000, max: 20_000 } } })).status).toBe(200);
    const raw = await call('PATCH', `/api/tables/${s.tableId}`, {
      token: s.pit,
      rawBody: '{"reason":"attack","limits":{"bets":{"__proto__":{"min":1,"max":2}}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect([raw.status, raw.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('GET /api/audit: 403 for a dealer and a player, 401 anonymous; no hash or token in what the admin reads', async () => {
    expect((await call('GET', '/api/audit', { token: s.dealer })).status).toBe(403);
    expect((await call('GET', '/api/audit', { token: s.players[0]!.token })).status).toBe(403);
    expect((await call('GET', '/api/audit')).status).toBe(401);
    const r = await call('GET', '/api/audit', { token: s.admin });
    expect(r.status).toBe(200);
    const text = JSON.stringify(r.body);
    expect(text).toContain('alice');
    expect(text).not.toMatch(/password|\$argon2|\$2[aby]\$|scrypt/i);
    for (const t of [s.admin, s.pit, s.dealer, s.players[0]!.token]) expect(text).not.toContain(t);
  });

  it('a CLOSED table: no round opens (409 TABLE_CLOSED), no seat, and a bet on its last round is BETTING_CLOSED', async () => {
    const round = await ok<{ id: string }>(
      call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }),
    );
    await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
    for (const c of ['9S', '10S', 'JS', 'QS'])
      await ok(call('POST', `/api/rounds/${round.id}/cards`, { token: s.dealer, body: { card: c } }));
    await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
    await ok(
      call('PATCH', `/api/tables/${s.tableId}`, { token: s.admin, body: { status: 'CLOSED', reason: 'end of night' } }),
    );
    const alice = s.players[0]!;
    const me = await ok<{ balance: number }>(call('GET', '/api/me', { token: alice.token }));
    const bet = await call('POST', `/api/rounds/${round.id}/bets`, {
      token: alice.token,
      body: { type: 'PLAYER', amount: 100 },
    });
    expect([bet.status, bet.body.error?.code]).toEqual([409, 'BETTING_CLOSED']);
    const open = await call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} });
    expect([open.status, open.body.error?.code]).toEqual([409, 'TABLE_CLOSED']);
    expect((await ok<{ balance: number }>(call('GET', '/api/me', { token: alice.token }))).balance).toBe(me.balance);
  });
});

describe.each(BACKENDS)('[ATTACK][S11] a High Card Flush round voided mid-deal, read by outsiders (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let dealer2: string;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'HIGH_CARD_FLUSH', players: ['nobody'], deposit: 0 });
    const d2 = await ok<{ id: string }>(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
      }),
    );
    const t2 = await ok<{ id: string }>(
      call('POST', '/api/tables', { token: s.admin, body: { name: 'Roulette 2', game: 'ROULETTE' } }),
    );
    await ok(call('PUT', `/api/tables/${t2.id}/dealer`, { token: s.admin, body: { userId: d2.id } }));
    dealer2 = (
      await ok<{ token: string }>(
        call('POST', '/api/tokens', { body: { username: 'dealer2', password: 'dealer2-password' } }),
      )
    ).token;
  });
  afterAll(async () => drop?.());
  const { t, player, newTable, seat, open, dp, bet, cards, close, voidRound } = hcfApi(() => s, 's11');
  const leaked = (value: unknown, list: readonly string[]) => {
    const text = JSON.stringify(value);
    return list.filter((c) => text.includes(`"${c}"`));
  };

  it("another table's dealer, a player of another seat and anonymous see none of the hands on any read path", async () => {
    await player('dan', 100_000);
    await player('amy', 100_000);
    await player('ben', 100_000);
    await player('zed', 0);
    const tb = await newTable();
    await seat('dan', 4, true, tb);
    await seat('amy', 1, false, tb);
    await seat('ben', 2, false, tb);
    const r = await open(tb);
    await ok(dp(r.id, 'dan', { accept: true, bank: 50_000 }));
    await ok(bet(r.id, 'amy', { type: 'ANTE', seat: 1, amount: 1000 }));
    await ok(bet(r.id, 'ben', { type: 'ANTE', seat: 2, amount: 1000 }));
    await ok(close(r.id));
    // Button at seat 4: seat 1 gets its seven cards first, then seat 2 three of its seven.
    await cards(r.id, FOUR_HEARTS);
    const BEN = FIVE_SPADES.slice(0, 3);
    await cards(r.id, BEN);
    expect((await ok(voidRound(r.id))).status).toBe('VOIDED');
    const all = [...FOUR_HEARTS, ...BEN];
    for (const token of [dealer2, t.zed!, t.ben!, undefined]) {
      const reads: unknown[] = [
        await call('GET', `/api/rounds/${r.id}`, { token }),
        await call('GET', `/api/rounds/${r.id}/replay`, { token }),
        await call('GET', `/api/rounds?tableId=${tb}`, { token }),
        await call('GET', `/api/tables/${tb}/events?sinceSeq=0`, { token }),
        await call('GET', `/api/tables/${tb}`, { token }),
        await call('GET', '/api/lobby', { token }),
      ];
      if (token) reads.push(await call('GET', '/api/me/history', { token }));
      const want = token === t.ben ? FOUR_HEARTS : all;
      expect(leaked(reads, want)).toEqual([]);
    }
    // The table's own dealer (staff) still sees Amy's hand.
    expect(leaked(await ok(call('GET', `/api/rounds/${r.id}`, { token: s.dealer })), FOUR_HEARTS)).toEqual(FOUR_HEARTS);
  });
});

describe.each(BACKENDS)('[ATTACK][S11] Poker Switch: a decision names its box, a card out of turn (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'POKER_SWITCH',
      players: ['ua'],
      deposit: 100_000,
      rules: { boxPairs: 3, turnSeconds: 120, buySeconds: 120 },
    });
  });
  afterAll(async () => drop?.());

  it('hand missing, 0, 3, "1", 1.5, true, [1]: 400 VALIDATION_ERROR, nothing changed; a 16th card: CARD_NOT_EXPECTED', async () => {
    const ua = s.players[0]!.token;
    await ok(call('POST', `/api/tables/${s.tableId}/seats`, { token: ua, body: { seat: 1 } }));
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    for (const box of [1, 2])
      await ok(call('POST', `/api/rounds/${r.id}/bets`, { token: ua, body: { type: 'ANTE', box, amount: 1000 } }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    // §PS-2: five rounds, box 1, box 2, the dealer.
    const b1 = '7S 7H 7D 2C 9S'.split(' ');
    const b2 = 'AS KD 8C 4H 3D'.split(' ');
    const dl = 'KC QD JH 8H 6C'.split(' ');
    const messages: Outgoing[] = [];
    const stop = onDeliver((m) => messages.push(m));
    try {
      for (let k = 0; k < 5; k++)
        for (const c of [b1[k]!, b2[k]!, dl[k]!])
          await ok(call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card: c } }));
    } finally {
      stop();
    }
    // The first four rounds are face down (§PS-2): none of those twelve in a public room's message during the deal;
    // the fifth cards (face up) are there.
    const faceDown = [...b1.slice(0, 4), ...b2.slice(0, 4), ...dl.slice(0, 4)];
    const pub = JSON.stringify(messages.filter((m) => m.room === `table:${s.tableId}`).map((m) => m.payload));
    expect(faceDown.filter((c) => pub.includes(`"${c}"`))).toEqual([]);
    expect(['9S', '3D', '6C'].filter((c) => pub.includes(`"${c}"`))).toEqual(['9S', '3D', '6C']);
    const before = await dbSnapshot();
    const extra = await call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card: '2D' } });
    expect([extra.status, extra.body.error?.code]).toEqual([409, 'CARD_NOT_EXPECTED']);
    // The fifteen dealt: a duplicate of one of them is refused as well (one deck, §PS-1), never dealt twice.
    const dup = await call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card: '7S' } });
    expect(dup.status).toBe(409);
    for (const hand of [undefined, 0, 3, '1', 1.5, true, [1]]) {
      for (const action of ['BET', 'FOLD']) {
        const x = await call('POST', `/api/rounds/${r.id}/decisions`, {
          token: ua,
          body: hand === undefined ? { seat: 1, action } : { seat: 1, hand, action },
        });
        expect([JSON.stringify(hand), action, x.status, x.body.error?.code]).toEqual([
          JSON.stringify(hand),
          action,
          400,
          'VALIDATION_ERROR',
        ]);
      }
    }
    expect(await dbSnapshot()).toBe(before);
    // Named: the upper box before the lower is refused (§PS-3: lower-numbered box first), nothing changed; then
    // box 1 and box 2 each their own Bet of 2 Antes: 100,000 − 2,000 Antes − 4,000 Bets.
    const decide = (hand: number) =>
      call('POST', `/api/rounds/${r.id}/decisions`, { token: ua, body: { seat: 1, hand, action: 'BET' } });
    const early = await decide(2);
    expect([early.status, early.body.error?.code]).toEqual([409, 'NOT_YOUR_TURN']);
    expect(await dbSnapshot()).toBe(before);
    expect((await decide(1)).status).toBe(200);
    expect((await decide(2)).status).toBe(200);
    expect((await ok(call('GET', '/api/me', { token: ua }))).balance).toBe(100_000 - 2_000 - 4_000);
  });
});

describe.each(BACKENDS)('[ATTACK][S11] roulette entries at once (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice'], deposit: 10_000 });
  });
  afterAll(async () => drop?.());

  it('two numbers at once: one 200, one 409 OUTCOME_ALREADY_ENTERED; a double-clicked undo takes back one', async () => {
    const round = await ok<{ id: string }>(
      call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }),
    );
    await ok(
      call('POST', `/api/rounds/${round.id}/bets`, {
        token: s.players[0]!.token,
        body: { type: 'STRAIGHT', numbers: [7], amount: 100 },
      }),
    );
    await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
    const res = await Promise.all(
      [7, 8].map((n) => call('POST', `/api/rounds/${round.id}/outcome`, { token: s.dealer, body: { number: n } })),
    );
    expect(res.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.status === 409)!.body.error?.code).toBe('OUTCOME_ALREADY_ENTERED');
    const won = res.find((r) => r.status === 200)!;
    const ev = async () =>
      (await ok<{ events: { seq: number; type: string }[] }>(call('GET', `/api/rounds/${round.id}`, { token: s.pit })))
        .events;
    expect((await ev()).filter((e) => e.type === 'OUTCOME')).toHaveLength(1);
    const headers = { 'idempotency-key': `undo-${backend}` };
    const undos = await Promise.all(
      [1, 2].map(() => call('POST', `/api/rounds/${round.id}/undo`, { token: s.dealer, headers })),
    );
    expect(undos.map((u) => u.status)).toEqual([200, 200]);
    expect(undos[1]!.body).toEqual(undos[0]!.body);
    const log = await ev();
    expect(log.filter((e) => e.type === 'UNDO')).toHaveLength(1);
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
    // Undone: the number is open again; 7 wins the straight 35:1 (§RL-3): 10,000 − 100 + 3,600.
    await ok(call('POST', `/api/rounds/${round.id}/outcome`, { token: s.dealer, body: { number: 7 } }));
    await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
    expect((await ok(call('GET', '/api/me', { token: s.players[0]!.token }))).balance).toBe(13_500);
    expect(won.status).toBe(200);
  });
});
