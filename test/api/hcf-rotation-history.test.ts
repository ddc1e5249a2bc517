/**
 * [PIT][HIGH_CARD_FLUSH] `GET /api/tables/:id/rotation`: the designated-player history of a table
 * (RULES.md §HCF-7 rotation, §HCF-8 bank, §HCF-9 rake) after rounds driven through the API with
 * hand-picked cards. Every amount is worked out by hand in the comments next to it (cents).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { expireDecisions } from '@/lib/rounds/expire-decisions';

const D = 50_000; // every player's deposit, cents
const RULES = { minBank: 10_000, rakeMode: 'ALL', rakeAmount: 100, offerSeconds: 5, decisionSeconds: 5 };

// Seven-card hands, 28 distinct cards (one deck per round, §HCF-1):
// FOUR_HEARTS: hearts A-K-Q-2, a 4-card flush (Raise at most 1x, §HCF-3)
const FOUR_HEARTS = ['AH', 'KH', 'QH', '2H', '3C', '4D', '5S'];
// FIVE_SPADES: spades 9-8-6-4-2, a 5-card flush (Raise at most 2x)
const FIVE_SPADES = ['9S', '8S', '6S', '4S', '2S', '7C', 'TD'];
// THREE_DIAMONDS: diamonds Q-5-3, a 3-card flush (Raise at most 1x)
const THREE_DIAMONDS = ['2C', '5D', '8H', 'JS', '3D', '9C', 'QD'];
// FOUR_CLUBS: clubs K-Q-J-5, a 4-card flush: the bank's hand qualifies (§HCF-4: at least 3-card 9-high)
const FOUR_CLUBS = ['KC', 'QC', 'JC', '5C', '6D', '7H', 'TS'];

describe.each(BACKENDS)('[HIGH_CARD_FLUSH] DP rotation history for the pit (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<string, string> = {};
  const id: Record<string, string> = {};
  const roundIds: string[] = [];
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'HIGH_CARD_FLUSH',
      players: ['alice', 'bob', 'carol', 'dave'],
      deposit: D,
      rules: RULES,
    });
    for (const p of s.players) {
      t[p.name] = p.token;
      id[p.name] = p.id;
    }
  });
  afterAll(async () => drop?.());

  const open = async () => ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
  const dp = (roundId: string, name: string, body: Record<string, unknown>) =>
    ok(call('POST', `/api/rounds/${roundId}/dp`, { token: t[name], body }));
  const bet = (roundId: string, name: string, body: Record<string, unknown>) =>
    ok(call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body }));
  const decide = (roundId: string, name: string, body: Record<string, unknown>) =>
    ok(call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body }));
  const cards = async (roundId: string, list: string[]) => {
    let st: any = null;
    for (const card of list)
      st = await ok(call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card } }));
    return st;
  };
  const history = (query = '', token = s.pit) => call('GET', `/api/tables/${s.tableId}/rotation${query}`, { token });
  const seat = (name: string, n: number, dpOptIn: boolean) =>
    ok(call('POST', `/api/tables/${s.tableId}/seats`, { token: t[name], body: { seat: n, dpOptIn } }));

  // Round 1: seats 1 alice, 2 bob, 3 carol opted in; 4 dave not. Nobody has been DP: offers from seat 1.
  const round1 = () => ({
    roundId: roundIds[0],
    number: 1,
    status: 'SETTLED',
    openedAt: expect.any(String),
    settledAt: expect.any(String),
    voidReason: null,
    lastDpSeat: null,
    banker: 'DP',
    dp: { seat: 3, userId: id.carol, username: 'carol', bank: 10_000 },
    offers: [
      { seat: 1, userId: id.alice, username: 'alice', answer: 'DECLINED', last: false, bank: null },
      { seat: 2, userId: id.bob, username: 'bob', answer: 'TIMEOUT', last: false, bank: null },
      { seat: 3, userId: id.carol, username: 'carol', answer: 'ACCEPTED', last: false, bank: 10_000 },
    ],
    openOffer: null,
    settlement: {
      dpQualifies: true,
      // Action order from the right of the button (seat 3): 2, 1, then 4 (§HCF-8).
      // bob 2,000 + Raise 4,000 = 6,000 covered (4,000 left); alice 3,000 + 3,000 + 500 = 6,500 > 4,000: dead;
      // dave 1,000 + 1,000 = 2,000 covered. dave loses (3 diamonds < 4 clubs): 2,000 collected;
      // bob wins (5 spades > 4 clubs): Ante 2,000 + Raise 4,000 = 6,000 paid. End 10,000 + 2,000 - 6,000 = 6,000.
      bank: { start: 10_000, collected: 2000, paid: 6000, end: 6000 },
      // 2,000 - 6,000 - the DP's 100 rake.
      dpNet: -4100,
      dead: [1],
      // ALL: bob 100, dave 100, the DP 100; alice's dead hand pays none.
      rake: { total: 300, dp: 100, mode: 'ALL', amount: 100 },
      // Taken in: alice 3,000 + 100 fee + 500 + 3,000; bob 2,000 + 100 + 4,000; dave 1,000 + 100 + 1,000; carol 10,000 + 100.
      staked: 6600 + 6100 + 2100 + 10_100,
      // Handed back: alice all 6,600 (dead); bob 4,000 + 8,000; dave 0; carol the bank's 6,000 (fee kept as rake).
      paidOut: 6600 + 12_000 + 6000,
      ggr: 300,
      hands: [
        { seat: 2, userId: id.bob, username: 'bob', outcome: 'PLAYED', stake: 6000, rake: 100, net: 6000 - 100 },
        { seat: 1, userId: id.alice, username: 'alice', outcome: 'DEAD', stake: 6500, rake: 0, net: 0 },
        { seat: 4, userId: id.dave, username: 'dave', outcome: 'PLAYED', stake: 2000, rake: 100, net: -2000 - 100 },
      ],
    },
  });

  // Round 2: clockwise from the last DP (3): dave (4) not opted in, alice, bob decline, carol is offered to keep
  // the seat (last) and declines: the house banks (§HCF-7).
  const round2 = () => ({
    roundId: roundIds[1],
    number: 2,
    status: 'SETTLED',
    openedAt: expect.any(String),
    settledAt: expect.any(String),
    voidReason: null,
    lastDpSeat: 3,
    banker: 'HOUSE',
    dp: null,
    offers: [
      { seat: 1, userId: id.alice, username: 'alice', answer: 'DECLINED', last: false, bank: null },
      { seat: 2, userId: id.bob, username: 'bob', answer: 'DECLINED', last: false, bank: null },
      { seat: 3, userId: id.carol, username: 'carol', answer: 'DECLINED', last: true, bank: null },
    ],
    openOffer: null,
    settlement: {
      dpQualifies: true,
      // House bank, unlimited: alice folds (1,000 collected), bob wins Ante 1,000 + Raise 2,000.
      bank: { start: null, collected: 1000, paid: 3000, end: null },
      // The house's gaming result, no DP rake.
      dpNet: 1000 - 3000,
      dead: [],
      // ALL with a house bank: the two player hands (the folded one too), no DP.
      rake: { total: 200, dp: 0, mode: 'ALL', amount: 100 },
      // alice 1,000 + 100; bob 1,000 + 100 + 2,000.
      staked: 1100 + 3100,
      // bob: Ante 1,000 + 1,000, Raise 2,000 + 2,000; alice nothing.
      paidOut: 6000,
      ggr: 4200 - 6000,
      hands: [
        { seat: 2, userId: id.bob, username: 'bob', outcome: 'PLAYED', stake: 3000, rake: 100, net: 3000 - 100 },
        { seat: 1, userId: id.alice, username: 'alice', outcome: 'FOLDED', stake: 1000, rake: 100, net: -1000 - 100 },
      ],
    },
  });

  // Round 3: the DP seat carries over the house round: from seat 3 again, alice (1) is offered, no answer yet.
  const round3 = (status: 'BETTING' | 'VOIDED') => ({
    roundId: roundIds[2],
    number: 3,
    status,
    openedAt: expect.any(String),
    settledAt: null,
    voidReason: status === 'VOIDED' ? 'test: camera down' : null,
    lastDpSeat: 3,
    banker: null,
    dp: null,
    offers: [],
    openOffer: status === 'BETTING' ? { seat: 1, userId: id.alice, username: 'alice', last: false } : null,
    settlement: null,
  });

  it('[ROUND 1] decline, timeout, accept; a dead hand, a loser collected, a winner paid: the history shows every answer and the bank', async () => {
    await seat('alice', 1, true);
    await seat('bob', 2, true);
    await seat('carol', 3, true);
    await seat('dave', 4, false);
    const r = await open();
    roundIds.push(r.id);
    expect(r.next).toMatchObject({ kind: 'dp-offer', seat: 1 });
    // While the rotation is open the history names the offer waiting for an answer.
    expect((await ok(history())).rounds).toEqual([
      {
        ...round1(),
        status: 'BETTING',
        settledAt: null,
        banker: null,
        dp: null,
        offers: [],
        openOffer: { seat: 1, userId: id.alice, username: 'alice', last: false },
        settlement: null,
      },
    ]);
    await dp(r.id, 'alice', { accept: false });
    expect(await expireDecisions(new Date(Date.now() + 60_000))).toEqual([r.id]); // bob lets the timer run out
    await dp(r.id, 'carol', { accept: true, bank: 10_000 });
    await bet(r.id, 'alice', { type: 'ANTE', seat: 1, amount: 3000 });
    await bet(r.id, 'alice', { type: 'FLUSH_BONUS', seat: 1, amount: 500 });
    await bet(r.id, 'bob', { type: 'ANTE', seat: 2, amount: 2000 });
    await bet(r.id, 'dave', { type: 'ANTE', seat: 4, amount: 1000 });
    const st = await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    // Deal clockwise from the left of the button (seat 3): 4, 1, 2, then the DP.
    expect(st.view.dealOrder).toEqual([
      { to: 'seat', seat: 4 },
      { to: 'seat', seat: 1 },
      { to: 'seat', seat: 2 },
      { to: 'dp', seat: 3 },
    ]);
    await cards(r.id, [...THREE_DIAMONDS, ...FOUR_HEARTS, ...FIVE_SPADES]);
    await decide(r.id, 'bob', { action: 'RAISE', multiple: 2 });
    await decide(r.id, 'alice', { action: 'RAISE', multiple: 1 });
    const last = await decide(r.id, 'dave', { action: 'RAISE', multiple: 1 });
    expect(last.view.bank.hands).toEqual([
      { seat: 2, stake: 6000, dead: false },
      { seat: 1, stake: 6500, dead: true },
      { seat: 4, stake: 2000, dead: false },
    ]);
    await cards(r.id, FOUR_CLUBS);
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect((await ok(history())).rounds).toEqual([round1()]);
  });

  it('[ROUND 2] everyone declines, the last DP too: a house round with its collections, payments and rake', async () => {
    const r = await open();
    roundIds.push(r.id);
    await dp(r.id, 'alice', { accept: false });
    await dp(r.id, 'bob', { accept: false });
    const lastOffer = await ok(call('GET', `/api/rounds/${r.id}`, { token: s.pit }));
    expect(lastOffer.next).toEqual({ kind: 'dp-offer', seat: 3, userId: id.carol, last: true });
    await dp(r.id, 'carol', { accept: false });
    await bet(r.id, 'alice', { type: 'ANTE', seat: 1, amount: 1000 });
    await bet(r.id, 'bob', { type: 'ANTE', seat: 2, amount: 1000 });
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    await cards(r.id, [...FOUR_HEARTS, ...FIVE_SPADES]);
    await decide(r.id, 'bob', { action: 'RAISE', multiple: 2 });
    await decide(r.id, 'alice', { action: 'FOLD' });
    await cards(r.id, FOUR_CLUBS);
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect((await ok(history())).rounds).toEqual([round2(), round1()]);
  });

  it('[ROUND 3] an open offer, then the round voided; newest first, limit, the table named', async () => {
    const r = await open();
    roundIds.push(r.id);
    const h = await ok(history());
    expect(h).toEqual({
      tableId: s.tableId,
      tableName: 'HIGH_CARD_FLUSH test',
      rounds: [round3('BETTING'), round2(), round1()],
    });
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'test: camera down' } }));
    expect((await ok(history('?limit=2'))).rounds).toEqual([round3('VOIDED'), round2()]);
    expect((await ok(history('?limit=1', s.admin))).rounds).toEqual([round3('VOIDED')]);
  });

  it('[ERRORS] staff only; unknown table 404; a game without a DP 422; a bad limit 400', async () => {
    const bj = await ok<{ id: string }>(
      call('POST', '/api/tables', { token: s.admin, body: { name: 'BJ no DP', game: 'BLACKJACK' } }),
    );
    const cases: [string, Promise<{ status: number; body: any }>, number, string][] = [
      ['signed out', call('GET', `/api/tables/${s.tableId}/rotation`, {}), 401, 'UNAUTHENTICATED'],
      ['a dealer', history('', s.dealer), 403, 'FORBIDDEN'],
      ['a player', history('', t.alice), 403, 'FORBIDDEN'],
      [
        'unknown table',
        call('GET', '/api/tables/00000000-0000-4000-8000-000000000000/rotation', { token: s.pit }),
        404,
        'TABLE_NOT_FOUND',
      ],
      ['blackjack', call('GET', `/api/tables/${bj.id}/rotation`, { token: s.pit }), 422, 'GAME_HAS_NO_DP'],
      ['limit 0', history('?limit=0'), 400, 'VALIDATION_ERROR'],
      ['limit 201', history('?limit=201'), 400, 'VALIDATION_ERROR'],
      ['limit 1.5', history('?limit=1.5'), 400, 'VALIDATION_ERROR'],
      ['limit abc', history('?limit=abc'), 400, 'VALIDATION_ERROR'],
    ];
    for (const [what, p, status, code] of cases) {
      const x = await p;
      expect([what, x.status, x.body.error?.code]).toEqual([what, status, code]);
    }
  });
});
