/**
 * [PLAYER][DEALER][BLACKJACK] Seats, Bet Behind, insurance, early blackjack pay, decision timers and
 * rejections through the HTTP API, with hand-picked cards. Every expected amount is worked out by hand
 * from RULES.md §BJ in the comments next to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { db } from '@/lib/db';
import { expireDecisions } from '@/lib/rounds/expire-decisions';
import { replayRound } from '@/lib/rounds/replay-round';

const D = 100_000; // every player's deposit, cents

describe.each(BACKENDS)('[BLACKJACK] rules through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<string, string> = {};
  const id: Record<string, string> = {};
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'BLACKJACK',
      players: ['alice', 'bob', 'carol', 'dave', 'erin'],
      deposit: D,
      rules: { decisionSeconds: 5 },
    });
    for (const p of s.players) {
      t[p.name] = p.token;
      id[p.name] = p.id;
    }
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
  });
  afterAll(async () => drop?.());

  const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
  const open = async () => ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
  const bet = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body });
  const cards = async (roundId: string, list: string[]) => {
    let st: any = null;
    for (const card of list)
      st = await ok(call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card } }));
    return st;
  };
  const decide = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body });
  const detail = async (roundId: string) => ok(call('GET', `/api/rounds/${roundId}`, { token: s.pit }));
  const seat = (name: string, n: number) =>
    ok(call('POST', `/api/tables/${s.tableId}/seats`, { token: t[name], body: { seat: n } }));
  const leave = (name: string, n: number) => call('DELETE', `/api/tables/${s.tableId}/seats/${n}`, { token: t[name] });

  it('[SEATS] a player takes a free seat; taken seats, second seats, staff and out-of-range seats are refused and change nothing', async () => {
    const board = await seat('alice', 2);
    expect(board.seats).toEqual([
      expect.objectContaining({ seat: 2, username: 'alice', main: 0, behind: 0, behindCount: 0 }),
    ]);
    const before = await dbSnapshot();
    const cases: [string, Promise<{ status: number; body: any }>, number, string][] = [
      ['taken', call('POST', `/api/tables/${s.tableId}/seats`, { token: t.bob, body: { seat: 2 } }), 409, 'SEAT_TAKEN'],
      [
        'second seat',
        call('POST', `/api/tables/${s.tableId}/seats`, { token: t.alice, body: { seat: 3 } }),
        409,
        'ALREADY_SEATED',
      ],
      [
        'seat 8',
        call('POST', `/api/tables/${s.tableId}/seats`, { token: t.bob, body: { seat: 8 } }),
        400,
        'INVALID_SEAT',
      ],
      [
        'dealer',
        call('POST', `/api/tables/${s.tableId}/seats`, { token: s.dealer, body: { seat: 4 } }),
        403,
        'FORBIDDEN',
      ],
      ["leave another player's seat", leave('bob', 2), 403, 'NOT_YOUR_SEAT'],
      ['leave a free seat', leave('bob', 5), 409, 'NOT_SEATED'],
    ];
    for (const [what, p, status, code] of cases) {
      const r = await p;
      expect([what, r.status, r.body.error?.code]).toEqual([what, status, code]);
    }
    expect(await dbSnapshot()).toBe(before);
  });

  it('[BET] MAIN only on your own seat, Bet Behind only by players not seated and only on an occupied seat, one of each per seat', async () => {
    await seat('erin', 6);
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    const before = await dbSnapshot();
    const cases: [string, Promise<{ status: number; body: any }>, number, string][] = [
      ['MAIN without a seat', bet(r.id, 'bob', { type: 'MAIN', seat: 3, amount: 1000 }), 409, 'NOT_SEATED'],
      ['MAIN on another seat', bet(r.id, 'alice', { type: 'MAIN', seat: 6, amount: 1000 }), 403, 'NOT_YOUR_SEAT'],
      ['second MAIN', bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 500 }), 409, 'BET_ALREADY_PLACED'],
      [
        'seated player behind another seat',
        bet(r.id, 'alice', { type: 'BET_BEHIND', seat: 6, amount: 500 }),
        409,
        'SEATED_PLAYER_CANNOT_BET_BEHIND',
      ],
      ['behind an empty seat', bet(r.id, 'bob', { type: 'BET_BEHIND', seat: 4, amount: 500 }), 409, 'SEAT_EMPTY'],
      ['below the MAIN minimum', bet(r.id, 'erin', { type: 'MAIN', seat: 6, amount: 499 }), 422, 'BET_BELOW_MINIMUM'],
      ['insurance as a bet', bet(r.id, 'bob', { type: 'INSURANCE', seat: 2, amount: 500 }), 400, 'INVALID_BET_TYPE'],
      ['decision while betting', decide(r.id, 'alice', { action: 'HIT' }), 409, 'DECISION_NOT_EXPECTED'],
    ];
    for (const [what, p, status, code] of cases) {
      const x = await p;
      expect([what, x.status, x.body.error?.code]).toEqual([what, status, code]);
    }
    expect(await dbSnapshot()).toBe(before);
    await ok(bet(r.id, 'bob', { type: 'BET_BEHIND', seat: 2, amount: 500 }));
    const again = await bet(r.id, 'bob', { type: 'BET_BEHIND', seat: 2, amount: 500 });
    expect(again.body.error.code).toBe('BET_ALREADY_PLACED');
    // Bob backs seat 2, so he cannot sit down while that bet plays; Alice cannot leave with her bet on.
    expect(
      (await call('POST', `/api/tables/${s.tableId}/seats`, { token: t.bob, body: { seat: 3 } })).body.error.code,
    ).toBe('BET_BEHIND_OPEN');
    expect((await leave('alice', 2)).body.error.code).toBe('SEAT_IN_PLAY');
    // Carol backs seat 6, whose player (erin) places no MAIN: returned at close (§BJ-9 "occupied seat", "a seat without a bet is skipped").
    await ok(bet(r.id, 'carol', { type: 'BET_BEHIND', seat: 6, amount: 700 }));
    const boardBefore = await ok(call('GET', `/api/tables/${s.tableId}/seats`, {}));
    expect(boardBefore.seats.find((x: any) => x.seat === 2)).toMatchObject({ main: 1000, behind: 500, behindCount: 1 });
    const closed = await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    expect(closed.view.seats.map((x: any) => x.seat)).toEqual([2]);
    expect(await balance('carol')).toBe(D);
    const d = await detail(r.id);
    expect(d.bets.find((b: any) => b.username === 'carol')).toMatchObject({ status: 'CANCELLED', refund: 700, net: 0 });
    expect(d.events.some((e: any) => e.type === 'BET_RETURNED')).toBe(true);
    // Void it (pit) to clear the table for the next test; stakes back.
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'test reset' } }));
    expect(await balance('alice')).toBe(D);
    expect(await balance('bob')).toBe(D);
  });

  it('[BET_BEHIND] a double: followed with the balance (extra stake), not followed when off or when the balance lacks it', async () => {
    // dave backs seat 2 following doubles, but after his bet his balance is 0.
    await ok(call('POST', `/api/users/${id.dave}/deposits`, { token: s.admin, body: { amount: 1 } }));
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'bob', { type: 'BET_BEHIND', seat: 2, amount: 500, followDoublesAndSplits: true }));
    await ok(bet(r.id, 'carol', { type: 'BET_BEHIND', seat: 2, amount: 300 }));
    // dave: deposit 100,000 + 1, bet behind 100,000 (the maximum) → 1 cent left: cannot fund a double.
    await ok(bet(r.id, 'dave', { type: 'BET_BEHIND', seat: 2, amount: 100_000, followDoublesAndSplits: true }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    // seat 2: 6H 5D = 11 against a 5 up card.
    let st = await cards(r.id, ['6H', '5C', '5D']);
    expect(st.next).toEqual({ kind: 'decision', seat: 2, hand: 1, actions: ['HIT', 'STAND', 'DOUBLE'] });
    expect(Date.parse(st.decisionDeadline) - Date.now()).toBeGreaterThan(3000);
    // bob (behind) cannot play seat 2's hand (§BJ-9), nor can carol.
    expect((await decide(r.id, 'bob', { action: 'HIT' })).body.error.code).toBe('NOT_YOUR_SEAT');
    const d1 = await ok(decide(r.id, 'alice', { action: 'DOUBLE' }));
    expect(d1.balance).toBe(D - 2000);
    expect(d1.next).toEqual({ kind: 'card', to: 'seat', seat: 2, hand: 1, position: 3 });
    // Exactly one card for a double (§BJ-3): TS → 21; then the dealer draws 5C KD (15) 9S → 24, bust.
    st = await cards(r.id, ['TS']);
    expect(st.next).toEqual({ kind: 'card', to: 'dealer', position: 2 });
    st = await cards(r.id, ['KD', '9S']);
    expect(st.status).toBe('COMPLETE');
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    // alice: 2,000 at risk, wins 1:1 → +2,000. bob: follows, funded → 1,000 at risk, +1,000.
    // carol: not following → 300 settles with the doubled hand, +300. dave: follows but unfunded → +100,000.
    expect(await balance('alice')).toBe(D + 2000);
    expect(await balance('bob')).toBe(D + 1000);
    expect(await balance('carol')).toBe(D + 300);
    expect(await balance('dave')).toBe(D + 1 + 100_000);
    const d = await detail(r.id);
    const by = (u: string) => d.bets.find((b: any) => b.username === u && b.type !== 'INSURANCE');
    expect(by('alice')).toMatchObject({ extraStake: 1000, status: 'WON', payout: 2000, net: 2000 });
    expect(by('bob')).toMatchObject({
      extraStake: 500,
      status: 'WON',
      payout: 1000,
      net: 1000,
      spec: { followFunded: { doubledHands: [1] } },
    });
    expect(by('carol')).toMatchObject({ extraStake: 0, net: 300 });
    expect(by('dave')).toMatchObject({ extraStake: 0, net: 100_000, spec: { followFunded: { doubledHands: [] } } });
    expect(d.events.filter((e: any) => e.type === 'FOLLOW_UNFUNDED')).toHaveLength(1);
    expect(d.events.find((e: any) => e.type === 'DECISION')).toMatchObject({
      actor: 'alice',
      data: { seat: 2, hand: 1, action: 'DOUBLE' },
    });
    expect((await replayRound(r.id)).matchesStored).toBe(true);
  });

  it('[BET_BEHIND] a split: a bet not following stays on the first hand; a following bet plays both and the double after split', async () => {
    const [a, b, c] = [await balance('alice'), await balance('bob'), await balance('carol')];
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'bob', { type: 'BET_BEHIND', seat: 2, amount: 500, followDoublesAndSplits: true }));
    await ok(bet(r.id, 'carol', { type: 'BET_BEHIND', seat: 2, amount: 300 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    let st = await cards(r.id, ['8H', '9C', '8D']);
    expect(st.next.actions).toEqual(['HIT', 'STAND', 'DOUBLE', 'SPLIT']);
    st = await ok(decide(r.id, 'alice', { action: 'SPLIT' }));
    expect(st.next).toEqual({ kind: 'card', to: 'seat', seat: 2, hand: 1, position: 2 });
    st = await cards(r.id, ['3S']); // hand 1: 8 3 = 11
    st = await ok(decide(r.id, 'alice', { action: 'DOUBLE', hand: 1 })); // §BJ-3 double after split
    st = await cards(r.id, ['9D']); // hand 1: 20, doubled
    expect(st.next).toEqual({ kind: 'card', to: 'seat', seat: 2, hand: 2, position: 2 });
    st = await cards(r.id, ['TC']); // hand 2: 18
    expect((await decide(r.id, 'alice', { action: 'HIT', hand: 1 })).body.error.code).toBe('NOT_YOUR_TURN');
    st = await ok(decide(r.id, 'alice', { action: 'STAND', hand: 2 }));
    st = await cards(r.id, ['8C']); // dealer 9 8 = 17, stands (§BJ-6)
    expect(st.status).toBe('COMPLETE');
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    // alice: hand 1 20 doubled (2,000) wins, hand 2 18 (1,000) wins → +3,000, 3,000 at risk.
    // bob (follows, funded): 1,000 on hand 1 + 500 on hand 2 → +1,500. carol: first hand only, not doubled → +300.
    expect(await balance('alice')).toBe(a + 3000);
    expect(await balance('bob')).toBe(b + 1500);
    expect(await balance('carol')).toBe(c + 300);
    const d = await detail(r.id);
    expect(d.bets.find((x: any) => x.username === 'alice')).toMatchObject({ extraStake: 2000, payout: 3000 });
    expect(d.bets.find((x: any) => x.username === 'bob')).toMatchObject({
      extraStake: 1000,
      payout: 1500,
      spec: { followFunded: { split: true, doubledHands: [1] } },
    });
  });

  it('[INSURANCE] each Bet Behind decides its own insurance; a dealer blackjack pays insurance 2:1 and takes only the original bet (§BJ-4, §BJ-7)', async () => {
    const [a, b, c] = [await balance('alice'), await balance('bob'), await balance('carol')];
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'bob', { type: 'BET_BEHIND', seat: 2, amount: 500 }));
    await ok(bet(r.id, 'carol', { type: 'BET_BEHIND', seat: 2, amount: 300 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    let st = await cards(r.id, ['TH', 'AS', '9H']);
    expect(st.next).toEqual({ kind: 'insurance', seats: [2], behindPending: 2 });
    const early = await call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card: '2C' } });
    expect([early.status, early.body.error.code]).toEqual([409, 'CARD_NOT_EXPECTED']);
    st = await ok(decide(r.id, 'bob', { action: 'INSURANCE' })); // 250
    expect(st.balance).toBe(b - 500 - 250);
    expect((await decide(r.id, 'bob', { action: 'NO_INSURANCE' })).body.error.code).toBe('INSURANCE_ALREADY_DECIDED');
    await ok(decide(r.id, 'carol', { action: 'NO_INSURANCE' }));
    st = await ok(decide(r.id, 'alice', { action: 'NO_INSURANCE' }));
    expect(st.next).toMatchObject({ kind: 'decision', seat: 2 });
    st = await ok(decide(r.id, 'alice', { action: 'STAND' }));
    st = await cards(r.id, ['KS']); // dealer A K: blackjack
    expect(st.status).toBe('COMPLETE');
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    // alice 19 loses 1,000. bob: bet behind −500, insurance 250 wins 2:1 = +500 → 0. carol −300.
    expect(await balance('alice')).toBe(a - 1000);
    expect(await balance('bob')).toBe(b);
    expect(await balance('carol')).toBe(c - 300);
    const d = await detail(r.id);
    expect(d.bets.find((x: any) => x.type === 'INSURANCE')).toMatchObject({
      username: 'bob',
      amount: 250,
      status: 'WON',
      payout: 500,
      net: 500,
    });
  });

  it("[BJ-5] a blackjack against a 6 is paid at its seat's turn, before the round ends; bust loses even when the dealer busts", async () => {
    await seat('bob', 3);
    const [a, b, c] = [await balance('alice'), await balance('bob'), await balance('carol')];
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1015 }));
    await ok(bet(r.id, 'bob', { type: 'MAIN', seat: 3, amount: 1000 }));
    await ok(bet(r.id, 'carol', { type: 'BET_BEHIND', seat: 2, amount: 401 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    const st = await cards(r.id, ['AH', '9C', '6D', 'KH', '7C']);
    expect(st.next).toMatchObject({ kind: 'decision', seat: 3 });
    // Paid now: 1,015 × 3/2 = 1,522.5 → 1,522 (§C-3); carol 401 × 3/2 = 601.5 → 601.
    expect(await balance('alice')).toBe(a + 1522);
    expect(await balance('carol')).toBe(c + 601);
    await ok(decide(r.id, 'bob', { action: 'HIT' }));
    await cards(r.id, ['TD']); // bob 9 7 T = 26, bust (§BJ-8); every remaining hand is settled: no dealer card needed
    const d = await detail(r.id);
    expect(d.status).toBe('COMPLETE');
    expect(d.view.dealer.cards).toEqual(['6D']);
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect(await balance('alice')).toBe(a + 1522);
    expect(await balance('bob')).toBe(b - 1000);
    const settled = await detail(r.id);
    expect(settled.bets.find((x: any) => x.username === 'alice')).toMatchObject({ status: 'WON', payout: 1522 });
    expect(settled.events.some((e: any) => e.type === 'BLACKJACK_PAID')).toBe(true);
  });

  it('[TIMER] an expired decision stands (§BJ-10), logged without an actor; a decision before the deadline is never overridden', async () => {
    await leave('bob', 3);
    const a = await balance('alice');
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    const st = await cards(r.id, ['TH', '7C', '6H']); // 16 against 7
    const deadline = Date.parse(st.decisionDeadline);
    expect(await expireDecisions(new Date(deadline - 1))).toEqual([]);
    // A decision after the deadline, before the ticker stands the hand: refused (§C-7), nothing changes.
    await db().round.update({ where: { id: r.id }, data: { decisionDeadline: new Date(Date.now() - 1000) } });
    const before = await dbSnapshot();
    const late = await decide(r.id, 'alice', { action: 'HIT' });
    expect([late.status, late.body.error?.code]).toEqual([409, 'DECISION_TIME_UP']);
    expect(await dbSnapshot()).toBe(before);
    expect(await expireDecisions(new Date(deadline + 1))).toEqual([r.id]);
    const after = await detail(r.id);
    expect(after.next).toEqual({ kind: 'card', to: 'dealer', position: 2 });
    expect(after.decisionDeadline).toBeNull();
    expect(after.events.find((e: any) => e.type === 'TIMEOUT')).toMatchObject({
      actor: null,
      data: { seat: 2, hand: 1, applied: 'STAND' },
    });
    expect((await decide(r.id, 'alice', { action: 'HIT' })).body.error.code).toBe('DECISION_NOT_EXPECTED');
    await cards(r.id, ['TD']); // dealer 17
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect(await balance('alice')).toBe(a - 1000);
    expect((await replayRound(r.id)).matchesStored).toBe(true);
  });

  it('[DECISION] refused decisions change nothing; a repeated Idempotency-Key decides once; a double without the balance is refused', async () => {
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'erin', { type: 'MAIN', seat: 6, amount: 60_000 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    await cards(r.id, ['2H', '5C', '9D', '3H', '6C']); // alice 5, erin 11, against 9
    let before = await dbSnapshot();
    const cases: [string, Promise<{ status: number; body: any }>, number, string][] = [
      [
        'dealer decides',
        call('POST', `/api/rounds/${r.id}/decisions`, { token: s.dealer, body: { action: 'HIT' } }),
        403,
        'FORBIDDEN',
      ],
      ['no bet', decide(r.id, 'carol', { action: 'HIT' }), 403, 'NOT_YOUR_SEAT'],
      ['wrong seat', decide(r.id, 'alice', { seat: 5, action: 'HIT' }), 403, 'NOT_YOUR_SEAT'],
      ['out of turn', decide(r.id, 'erin', { action: 'STAND' }), 409, 'NOT_YOUR_TURN'],
      ['split 2-3', decide(r.id, 'alice', { action: 'SPLIT' }), 422, 'CANNOT_SPLIT'],
      ['unknown action', decide(r.id, 'alice', { action: 'SURRENDER' }), 400, 'VALIDATION_ERROR'],
      ['insurance against a 9', decide(r.id, 'alice', { action: 'INSURANCE' }), 409, 'INSURANCE_NOT_OFFERED'],
      ['hand 3', decide(r.id, 'alice', { action: 'HIT', hand: 3 }), 400, 'VALIDATION_ERROR'],
    ];
    for (const [what, p, status, code] of cases) {
      const x = await p;
      expect([what, x.status, x.body.error?.code]).toEqual([what, status, code]);
    }
    expect(await dbSnapshot()).toBe(before);
    const key = { 'idempotency-key': `hit-${r.id}` };
    const h1 = await call('POST', `/api/rounds/${r.id}/decisions`, {
      token: t.alice,
      body: { action: 'HIT' },
      headers: key,
    });
    const h2 = await call('POST', `/api/rounds/${r.id}/decisions`, {
      token: t.alice,
      body: { action: 'HIT' },
      headers: key,
    });
    expect(h1.status).toBe(200);
    expect(h2.body).toEqual(h1.body);
    expect((await detail(r.id)).events.filter((e: any) => e.type === 'DECISION')).toHaveLength(1);
    await cards(r.id, ['TD']); // alice 15
    await ok(decide(r.id, 'alice', { action: 'STAND' }));
    // erin has 40,000 left: a 60,000 double is refused and nothing changes (§BJ-3 stakes come from the balance).
    before = await dbSnapshot();
    const dbl = await decide(r.id, 'erin', { action: 'DOUBLE' });
    expect([dbl.status, dbl.body.error.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    expect(await dbSnapshot()).toBe(before);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'test reset' } }));
  });

  it('[VOID] voiding a round with doubles and a paid blackjack refunds every stake, extra stakes included; the ledger sums to zero', async () => {
    await seat('bob', 3);
    const [a, b] = [await balance('alice'), await balance('bob')];
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'bob', { type: 'MAIN', seat: 3, amount: 2000 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    await cards(r.id, ['AD', '6S', '5H', 'QD', '5S']); // alice A Q blackjack (paid, up 5), bob 6 5 = 11
    expect(await balance('alice')).toBe(a + 1500);
    await ok(decide(r.id, 'bob', { action: 'DOUBLE' }));
    expect(await balance('bob')).toBe(b - 4000);
    const v = await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'camera failure' } }));
    expect(v.refunded).toBe(1000 + 2000 + 2000);
    expect(await balance('alice')).toBe(a);
    expect(await balance('bob')).toBe(b);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[ROUND] a round where no seat has a MAIN bet completes at once and settles with nothing dealt', async () => {
    const r = await open();
    const closed = await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    expect(closed.status).toBe('COMPLETE');
    expect(closed.next).toEqual({ kind: 'confirm' });
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[UNDO] the card that brought a blackjack paid at once cannot be taken back (the money was handed over, §BJ-5)', async () => {
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    const st = await cards(r.id, ['AH', '6D', 'KH']);
    expect(st.status).toBe('COMPLETE');
    const before = await dbSnapshot();
    const u = await call('POST', `/api/rounds/${r.id}/undo`, { token: s.dealer });
    expect([u.status, u.body.error.code]).toEqual([409, 'CANNOT_UNDO_PAST_DECISION']);
    expect(await dbSnapshot()).toBe(before);
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
  });

  it('[INSURANCE] a Bet Behind bettor keeps the insurance window after the seated player has decided (until the timer)', async () => {
    await ok(leave('bob', 3));
    const [b, c] = [await balance('bob'), await balance('carol')];
    const r = await open();
    await ok(bet(r.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'bob', { type: 'BET_BEHIND', seat: 2, amount: 500 }));
    await ok(bet(r.id, 'carol', { type: 'BET_BEHIND', seat: 2, amount: 300 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    let st = await cards(r.id, ['9H', 'AS', '9D']);
    st = await ok(decide(r.id, 'alice', { action: 'NO_INSURANCE' }));
    expect(st.next).toEqual({ kind: 'insurance', seats: [], behindPending: 2 });
    st = await ok(decide(r.id, 'bob', { action: 'INSURANCE' }));
    expect(st.next).toEqual({ kind: 'insurance', seats: [], behindPending: 1 });
    // carol never answers: the timer declines for her (§BJ-10) and play begins.
    expect(await expireDecisions(new Date(Date.parse(st.decisionDeadline) + 1))).toEqual([r.id]);
    const d = await detail(r.id);
    expect(d.next).toMatchObject({ kind: 'decision', seat: 2 });
    await ok(decide(r.id, 'alice', { action: 'STAND' }));
    await cards(r.id, ['7C']); // dealer A 7 = soft 18: no blackjack; alice 18 pushes
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    // bob: bet behind pushes, insurance 250 lost. carol: push, no insurance.
    expect(await balance('bob')).toBe(b - 250);
    expect(await balance('carol')).toBe(c);
    // Another player reading the round sees no Bet Behind bettor's name or money.
    const seen = await ok(call('GET', `/api/rounds/${r.id}`, { token: t.alice }));
    const behindEvents = seen.events.filter((e: any) => e.type === 'BEHIND_INSURANCE');
    expect(behindEvents).toEqual([expect.objectContaining({ actor: null, data: { seat: 2 } })]);
    expect(
      seen.events.some((e: any) => ['STAKE_TAKEN', 'FOLLOW_UNFUNDED', 'BET_RETURNED', 'PAID_EARLY'].includes(e.type)),
    ).toBe(false);
    expect((await replayRound(r.id)).matchesStored).toBe(true);
  });

  it('[SEATS] leaving a seat and betting on it at the same moment: exactly one of them happens', async () => {
    await seat('carol', 4);
    const r = await open();
    const [placed, left] = await Promise.all([
      bet(r.id, 'carol', { type: 'MAIN', seat: 4, amount: 1000 }),
      leave('carol', 4),
    ]);
    const board = await ok(call('GET', `/api/tables/${s.tableId}/seats`, {}));
    const seat4 = board.seats.find((x: any) => x.seat === 4);
    if (placed.status === 201) {
      expect([left.status, left.body.error?.code]).toEqual([409, 'SEAT_IN_PLAY']);
      expect(seat4).toMatchObject({ username: 'carol', main: 1000 });
    } else {
      expect(left.status).toBe(200);
      expect(placed.body.error.code).toBe('NOT_SEATED');
      expect(seat4).toBeUndefined();
    }
    // Taking a seat while placing a Bet Behind at the same moment: never both.
    const [sat, behindBet] = await Promise.all([
      call('POST', `/api/tables/${s.tableId}/seats`, { token: t.dave, body: { seat: 5 } }),
      bet(r.id, 'dave', { type: 'BET_BEHIND', seat: 2, amount: 500 }),
    ]);
    expect([sat.status === 201, behindBet.status === 201].filter(Boolean)).toHaveLength(1);
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'test reset' } }));
    if (sat.status === 201) await leave('dave', 5);
  });
});
