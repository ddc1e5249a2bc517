/**
 * [PLAYER][DEALER][PIT][HIGH_CARD_FLUSH] The designated-player rotation, the DP's bank, dead hands,
 * partial payment and the three rake modes through the HTTP API, with hand-picked cards. Every amount
 * is worked out by hand from RULES.md §HCF in the comments next to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { allowVoidsAtOnce } from '../helpers/corrections';
import { dbSnapshot } from '../helpers/snapshot';
import { expireDecisions } from '@/lib/rounds/expire-decisions';
import { replayRound } from '@/lib/rounds/replay-round';

const D = 50_000; // every player's first deposit, cents

// Hands used below (52 distinct cards across one round):
// FOUR_HEARTS: hearts A-K-Q-2 (4-card flush, raise at most 1x, §HCF-3)
const FOUR_HEARTS = ['AH', 'KH', 'QH', '2H', '3C', '4D', '5S'];
// FIVE_SPADES: spades 9-8-6-4-2 (5-card flush, raise at most 2x; longest straight flush 8-9, 2 cards)
const FIVE_SPADES = ['9S', '8S', '6S', '4S', '2S', '7C', 'TD'];
// THREE_DIAMONDS: diamonds Q-5-3 (3-card flush)
const THREE_DIAMONDS = ['2C', '5D', '8H', 'JS', '3D', '9C', 'QD'];
// FOUR_CLUBS: clubs K-Q-J-5 (4-card flush; qualifies, §HCF-4: at least 3-card 9-high)
const FOUR_CLUBS = ['KC', 'QC', 'JC', '5C', '6D', '7H', 'TS'];

describe.each(BACKENDS)('[HIGH_CARD_FLUSH] rotation, bank and rake through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<string, string> = {};
  const id: Record<string, string> = {};
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'HIGH_CARD_FLUSH',
      players: ['alice', 'bob', 'carol', 'dave', 'erin'],
      deposit: D,
      rules: { minBank: 60_000, rakeMode: 'ALL', rakeAmount: 100, offerSeconds: 5, decisionSeconds: 5 },
    });
    // Voids of settled rounds here need no second approver (issue #18 §1 is tested in corrections.test.ts).
    await allowVoidsAtOnce(s.admin);
    for (const p of s.players) {
      t[p.name] = p.token;
      id[p.name] = p.id;
    }
    // bob, carol and dave hold 1,000.00; alice and erin 500.00 (erin below the 600.00 minimum bank).
    for (const n of ['bob', 'carol', 'dave'])
      await ok(call('POST', `/api/users/${id[n]}/deposits`, { token: s.admin, body: { amount: 50_000 } }));
  });
  afterAll(async () => drop?.());

  const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
  const open = async (tableId = s.tableId) =>
    ok(call('POST', `/api/tables/${tableId}/rounds`, { token: s.dealer, body: {} }));
  const bet = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body });
  const dp = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/dp`, { token: t[name], body });
  const cards = async (roundId: string, list: string[]) => {
    let st: any = null;
    for (const card of list)
      st = await ok(call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card } }));
    return st;
  };
  const decide = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body });
  const detail = async (roundId: string) => ok(call('GET', `/api/rounds/${roundId}`, { token: s.pit }));
  const seat = (name: string, n: number, dpOptIn: boolean, tableId = s.tableId) =>
    ok(call('POST', `/api/tables/${tableId}/seats`, { token: t[name], body: { seat: n, dpOptIn } }));
  const later = () => new Date(Date.now() + 60_000);
  const rotationOf = (events: any[]) =>
    events.filter((e) => e.type.startsWith('DP_')).map((e) => [e.type, e.data.seat ?? null, e.data.timeout === true]);

  it('[ROTATION] round 1: skips the player not opted in, passes on a decline and on a timeout, the third accepts; bets wait for the DP', async () => {
    await seat('alice', 1, false);
    await seat('bob', 2, true);
    await seat('carol', 3, true);
    await seat('dave', 4, true);
    await seat('erin', 5, true);
    const r = await open();
    // Nobody has been DP: clockwise from seat 1. Alice (1) has not opted in: Bob (2) is offered.
    expect(r.next).toEqual({ kind: 'dp-offer', seat: 2, userId: id.bob, last: false });
    expect(r.status).toBe('BETTING');
    expect(Date.parse(r.decisionDeadline) - Date.now()).toBeGreaterThan(3000);
    const before = await dbSnapshot();
    const refused: [string, Promise<{ status: number; body: any }>, number, string][] = [
      [
        'a bet before the DP is settled',
        bet(r.id, 'alice', { type: 'ANTE', seat: 1, amount: 1000 }),
        409,
        'DP_NOT_DECIDED',
      ],
      ['another player answers', dp(r.id, 'carol', { accept: true, bank: 60_000 }), 403, 'NOT_YOUR_OFFER'],
      ['a bank below the minimum', dp(r.id, 'bob', { accept: true, bank: 59_999 }), 422, 'BANK_BELOW_MINIMUM'],
      [
        'a bank beyond the balance (the rake is held with it)',
        dp(r.id, 'bob', { accept: true, bank: 99_901 }),
        422,
        'INSUFFICIENT_BALANCE',
      ],
      ['accept without a bank', dp(r.id, 'bob', { accept: true }), 400, 'VALIDATION_ERROR'],
      [
        'the dealer closes betting',
        call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }),
        409,
        'DP_NOT_DECIDED',
      ],
      [
        'a card',
        call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card: 'AS' } }),
        409,
        'BETTING_OPEN',
      ],
    ];
    for (const [what, p, status, code] of refused) {
      const x = await p;
      expect([what, x.status, x.body.error?.code]).toEqual([what, status, code]);
    }
    expect(await dbSnapshot()).toBe(before);

    const declined = await ok(dp(r.id, 'bob', { accept: false }));
    expect(declined.next).toEqual({ kind: 'dp-offer', seat: 3, userId: id.carol, last: false });
    // Carol lets the timer run out: a decline; the offer passes to Dave (4).
    expect(await expireDecisions(later())).toEqual([r.id]);
    let d = await detail(r.id);
    expect(d.next).toEqual({ kind: 'dp-offer', seat: 4, userId: id.dave, last: false });
    const accepted = await ok(dp(r.id, 'dave', { accept: true, bank: 60_000 }));
    expect(accepted.balance).toBe(100_000 - 60_000 - 100); // bank + the 1.00 rake held with it (§HCF-9)
    expect(accepted.next).toEqual({ kind: 'close' });
    expect(accepted.view).toMatchObject({
      phase: 'BETTING',
      dpSeat: 4,
      button: 4,
      house: false,
      bank: { start: 60_000, committed: 0, uncommitted: 60_000 },
    });
    expect((await dp(r.id, 'dave', { accept: true, bank: 60_000 })).body.error.code).toBe('NO_DP_OFFER');
    d = await detail(r.id);
    expect(rotationOf(d.events)).toEqual([
      ['DP_OFFERED', 2, false],
      ['DP_DECLINED', 2, false],
      ['DP_OFFERED', 3, false],
      ['DP_DECLINED', 3, true],
      ['DP_OFFERED', 4, false],
      ['DP_ACCEPTED', 4, false],
    ]);
    expect((await bet(r.id, 'dave', { type: 'ANTE', seat: 4, amount: 1000 })).body.error.code).toBe('DP_CANNOT_BET');
  });

  it('[ROUND] Ante, Raise and bonus bets against the DP: hand-computed settlement, rake ALL, zero-sum, replay', async () => {
    const r = (await ok(call('GET', `/api/tables/${s.tableId}`, {}))).round;
    await ok(bet(r.id, 'alice', { type: 'ANTE', seat: 1, amount: 1000 }));
    await ok(bet(r.id, 'alice', { type: 'FLUSH_BONUS', seat: 1, amount: 500 }));
    await ok(bet(r.id, 'bob', { type: 'ANTE', seat: 2, amount: 2000 }));
    await ok(bet(r.id, 'carol', { type: 'ANTE', seat: 3, amount: 1000 }));
    await ok(bet(r.id, 'carol', { type: 'STRAIGHT_FLUSH_BONUS', seat: 3, amount: 500 }));
    expect((await bet(r.id, 'alice', { type: 'ANTE', seat: 1, amount: 1000 })).body.error.code).toBe(
      'BET_ALREADY_PLACED',
    );
    expect(await balance('alice')).toBe(D - 1000 - 100 - 500); // the Ante holds the 1.00 rake too
    let st = await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    // Deal order (§HCF-1, seed "Hra" 1): clockwise from the left of the button (seat 4): 1, 2, 3, then the DP.
    expect(st.view.dealOrder).toEqual([
      { to: 'seat', seat: 1 },
      { to: 'seat', seat: 2 },
      { to: 'seat', seat: 3 },
      { to: 'dp', seat: 4 },
    ]);
    expect(st.next).toEqual({ kind: 'card', to: 'seat', seat: 1, position: 1 });
    st = await cards(r.id, [...FOUR_HEARTS, ...FIVE_SPADES, ...THREE_DIAMONDS]);
    // A second QH in the round (one deck, §HCF-1) is refused.
    // Action order (§HCF-8): counter-clockwise from the right of the button: 3, 2, 1.
    expect(st.next).toEqual({ kind: 'decision', seat: 3, actions: ['FOLD', 'RAISE'], maxMultiple: 1 });
    expect((await decide(r.id, 'bob', { action: 'RAISE', multiple: 2 })).body.error.code).toBe('NOT_YOUR_TURN');
    await ok(decide(r.id, 'carol', { action: 'FOLD' }));
    // Bob's 5-card flush may raise 2x (§HCF-3), not 3x.
    expect((await decide(r.id, 'bob', { action: 'RAISE', multiple: 3 })).body.error.code).toBe('RAISE_TOO_HIGH');
    const bobRaise = await ok(decide(r.id, 'bob', { action: 'RAISE', multiple: 2 }));
    expect(bobRaise.balance).toBe(100_000 - 2000 - 100 - 4000);
    st = await ok(decide(r.id, 'alice', { action: 'RAISE', multiple: 1 }));
    // Committed bank in action order: carol 1,000 + 500 (folded hands stay in action), bob 2,000 + 4,000, alice 1,000 + 1,000 + 500.
    expect(st.view.bank).toMatchObject({ start: 60_000, committed: 10_000, uncommitted: 50_000 });
    expect(st.next).toEqual({ kind: 'card', to: 'dp', seat: 4, position: 1 });
    expect(
      (await call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card: 'QH' } })).body.error.code,
    ).toBe('CARD_ALREADY_DEALT');
    st = await cards(r.id, FOUR_CLUBS);
    expect(st.status).toBe('COMPLETE');
    const settled = await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect(settled.status).toBe('SETTLED');
    // DP: clubs K-Q-J-5, qualifies (§HCF-4).
    // alice: hearts A-K-Q-2 beats K-Q-J-5 (same size, ace first, §HCF-2): Ante +1,000, Raise +1,000, Flush bonus 4-card 2:1 = +1,000; rake 100.
    expect(await balance('alice')).toBe(D - 1100 - 500 - 1000 + 2000 + 2000 + 1500); // 52,900
    // bob: 5 cards beat 4: Ante +2,000, Raise +4,000; rake 100.
    expect(await balance('bob')).toBe(100_000 - 2100 - 4000 + 4000 + 8000); // 105,900
    // carol folded: Ante and Straight Flush bonus lost; rake 100.
    expect(await balance('carol')).toBe(100_000 - 1100 - 500); // 98,400
    // dave: collected 1,500 (carol), paid 9,000 → bank ends 52,500; his rake 100 → net -7,600.
    expect(await balance('dave')).toBe(100_000 - 7600); // 92,400
    const d = await detail(r.id);
    const settledEvent = d.events.find((e: any) => e.type === 'SETTLED');
    expect(settledEvent.data).toMatchObject({
      dpSeat: 4,
      dpQualifies: true,
      bank: { start: 60_000, collected: 1500, paid: 9000, end: 52_500 },
      dpNet: -7600,
      rake: 400,
      ggr: 400,
      dead: [],
    });
    // DP + players + house = 0: +2,900 + 5,900 - 1,600 - 7,600 + 400.
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    const byType = (type: string, name: string) => d.bets.find((b: any) => b.type === type && b.username === name);
    expect(byType('FLUSH_BONUS', 'alice')).toMatchObject({ status: 'WON', payout: 1000 });
    expect(byType('RAISE', 'bob')).toMatchObject({ status: 'WON', amount: 4000, payout: 4000 });
    expect(byType('STRAIGHT_FLUSH_BONUS', 'carol')).toMatchObject({ status: 'LOST', payout: 0 });
    expect(byType('DP_BANK', 'dave')).toMatchObject({ status: 'LOST', amount: 60_000, net: -7600 });
    const replay = await replayRound(r.id);
    expect(replay.matchesStored).toBe(true);
  });

  it('[ROTATION] round 2: from the last DP, skips a balance below the minimum bank, offers the last DP again, then the house banks', async () => {
    const r = await open();
    // Clockwise from seat 4: erin (5) holds 500.00 < 600.00 + 1.00: skipped; alice (1) not opted in; bob (2).
    expect(r.next).toMatchObject({ kind: 'dp-offer', seat: 2 });
    await ok(dp(r.id, 'bob', { accept: false }));
    const afterCarol = await ok(dp(r.id, 'carol', { accept: false }));
    // Nobody else: Dave, the last DP, may keep the seat (§HCF-7).
    expect(afterCarol.next).toEqual({ kind: 'dp-offer', seat: 4, userId: id.dave, last: true });
    const house = await ok(dp(r.id, 'dave', { accept: false }));
    expect(house.next).toEqual({ kind: 'close' });
    expect(house.view).toMatchObject({ dpSeat: null, button: null, house: true, bank: null });
    const d = await detail(r.id);
    expect(rotationOf(d.events)).toEqual([
      ['DP_OFFERED', 2, false],
      ['DP_DECLINED', 2, false],
      ['DP_OFFERED', 3, false],
      ['DP_DECLINED', 3, false],
      ['DP_OFFERED', 4, false],
      ['DP_DECLINED', 4, false],
      ['DP_HOUSE', null, false],
    ]);
    // The house banks: alice and bob ante and both fold; the dealer's hand is not needed.
    await ok(bet(r.id, 'alice', { type: 'ANTE', seat: 1, amount: 1000 }));
    await ok(bet(r.id, 'bob', { type: 'ANTE', seat: 2, amount: 1000 }));
    let st = await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    // House bank: the button is at the dealer, the deal runs from seat 1 up, the action from the highest seat down.
    expect(st.view.dealOrder).toEqual([{ to: 'seat', seat: 1 }, { to: 'seat', seat: 2 }, { to: 'dealer' }]);
    st = await cards(r.id, [...FOUR_HEARTS, ...FIVE_SPADES]);
    expect(st.next).toMatchObject({ kind: 'decision', seat: 2 });
    // Bob lets his decision timer run out: his hand folds (§C-7); his late answer is refused.
    expect(await expireDecisions(later())).toEqual([r.id]);
    expect((await decide(r.id, 'bob', { action: 'RAISE', multiple: 1 })).body.error.code).toBe('NOT_YOUR_TURN');
    st = await ok(decide(r.id, 'alice', { action: 'FOLD' }));
    const log = (await detail(r.id)).events
      .filter((e: any) => e.type === 'TIMEOUT' || e.type === 'DECISION')
      .map((e: any) => [e.type, e.data.seat, e.data.action ?? null, e.data.timeout ?? null]);
    expect(log).toEqual([
      ['TIMEOUT', 2, null, null],
      ['DECISION', 2, 'FOLD', true],
      ['DECISION', 1, 'FOLD', false],
    ]);
    expect(st.status).toBe('COMPLETE');
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect(await balance('alice')).toBe(52_900 - 1100);
    expect(await balance('bob')).toBe(105_900 - 1100);
    expect((await replayRound(r.id)).matchesStored).toBe(true);
  });

  it('[ROTATION] round 3: the DP seat carries over the house round; a newly eligible player accepts and the button moves to them', async () => {
    await ok(call('POST', `/api/users/${id.erin}/deposits`, { token: s.admin, body: { amount: 20_000 } }));
    const r = await open();
    // Last DP is still seat 4 (the house banked round 2): clockwise, erin (5) now holds 700.00.
    expect(r.next).toEqual({ kind: 'dp-offer', seat: 5, userId: id.erin, last: false });
    const acc = await ok(dp(r.id, 'erin', { accept: true, bank: 60_000 }));
    expect(acc.view).toMatchObject({ dpSeat: 5, button: 5 });
    const board = await ok(call('GET', `/api/tables/${s.tableId}/seats`, {}));
    expect(board.seats.find((x: any) => x.seat === 5)).toMatchObject({ dpOptIn: true, bank: 60_000 });
    // Erin's bank cannot be taken back nor can she leave her seat while it plays.
    const bankBet = (await detail(r.id)).bets.find((b: any) => b.type === 'DP_BANK');
    expect((await call('DELETE', `/api/bets/${bankBet.id}`, { token: t.erin })).body.error.code).toBe('BANK_IN_PLAY');
    expect((await call('DELETE', `/api/tables/${s.tableId}/seats/5`, { token: t.erin })).body.error.code).toBe(
      'SEAT_IN_PLAY',
    );
    // Nobody bets: the bank comes back whole, no rake.
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    expect(await balance('erin')).toBe(70_000);
  });

  it('[BANK] dead hand, losers collected before winners, partial payment; rake ALL_BUT_DP then DP_ONLY; void returns the bank', async () => {
    const table = await ok<{ id: string }>(
      call('POST', '/api/tables', {
        token: s.admin,
        body: {
          name: 'HCF bank',
          game: 'HIGH_CARD_FLUSH',
          rules: { minBank: 1000, rakeMode: 'ALL_BUT_DP', rakeAmount: 50 },
        },
      }),
    );
    await ok(call('PUT', `/api/tables/${table.id}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
    await seat('dave', 1, true, table.id);
    await seat('alice', 2, false, table.id);
    await seat('bob', 3, false, table.id);
    await seat('carol', 4, false, table.id);
    const start = {
      alice: await balance('alice'),
      bob: await balance('bob'),
      carol: await balance('carol'),
      dave: await balance('dave'),
    };
    const r = await open(table.id);
    expect(r.next).toMatchObject({ kind: 'dp-offer', seat: 1 });
    await ok(dp(r.id, 'dave', { accept: true, bank: 10_000 })); // ALL_BUT_DP: no rake held with the bank
    expect(await balance('dave')).toBe(start.dave - 10_000);
    await ok(bet(r.id, 'alice', { type: 'ANTE', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'bob', { type: 'ANTE', seat: 3, amount: 3000 }));
    await ok(bet(r.id, 'carol', { type: 'ANTE', seat: 4, amount: 2000 }));
    await ok(bet(r.id, 'carol', { type: 'FLUSH_BONUS', seat: 4, amount: 1000 }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    // Deal: 2, 3, 4, DP (1). alice: 3 diamonds; bob: 4 hearts; carol: 5 spades.
    let st = await cards(r.id, [...THREE_DIAMONDS, ...FOUR_HEARTS, ...FIVE_SPADES]);
    // Action order from the right of the button (seat 1): 4, 3, 2.
    expect(st.view.actionOrder).toEqual([4, 3, 2]);
    await ok(decide(r.id, 'carol', { action: 'RAISE', multiple: 1 })); // 2,000 + 2,000 + 1,000 = 5,000 ≤ 10,000: covered, 5,000 left
    st = await ok(decide(r.id, 'bob', { action: 'RAISE', multiple: 1 })); // 3,000 + 3,000 = 6,000 > 5,000: dead
    expect(st.view.bank.hands).toEqual([
      { seat: 4, stake: 5000, dead: false },
      { seat: 3, stake: 6000, dead: true },
      { seat: 2, stake: 1000, dead: false },
    ]);
    await ok(decide(r.id, 'alice', { action: 'RAISE', multiple: 1 })); // 2,000 ≤ 5,000: covered
    await cards(r.id, FOUR_CLUBS);
    await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    // alice (3 diamonds) loses to 4 clubs: 2,000 collected first → 12,000 available.
    // carol (5 spades) wins: Ante 2,000 (10,000 left), Raise 2,000 (8,000 left), Flush bonus 5-card 10:1 = 10,000 → 8,000 paid, 2,000 cut.
    // bob: dead, stakes back, no rake. Rake ALL_BUT_DP 50: carol and alice.
    expect(await balance('alice')).toBe(start.alice - 2000 - 50);
    expect(await balance('bob')).toBe(start.bob);
    expect(await balance('carol')).toBe(start.carol + 12_000 - 50);
    expect(await balance('dave')).toBe(start.dave - 10_000); // the bank is spent: 10,000 + 2,000 - 12,000 = 0
    const d = await detail(r.id);
    expect(d.events.find((e: any) => e.type === 'SETTLED').data).toMatchObject({
      bank: { start: 10_000, collected: 2000, paid: 12_000, end: 0 },
      dpNet: -10_000,
      rake: 100,
      dead: [3],
    });
    expect(d.bets.find((b: any) => b.type === 'FLUSH_BONUS')).toMatchObject({
      status: 'WON',
      payout: 8000,
      payoutCut: 2000,
    });
    expect(d.bets.filter((b: any) => b.username === 'bob').map((b: any) => b.status)).toEqual(['DEAD', 'DEAD']);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });

    // DP_ONLY: the DP alone pays one fee, held with the bank; a void hands bank and fee back.
    const dpOnly = await ok<{ id: string }>(
      call('POST', '/api/tables', {
        token: s.admin,
        body: {
          name: 'HCF dp only',
          game: 'HIGH_CARD_FLUSH',
          rules: { minBank: 1000, rakeMode: 'DP_ONLY', rakeAmount: 50 },
        },
      }),
    );
    await ok(call('PUT', `/api/tables/${dpOnly.id}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
    await seat('dave', 1, true, dpOnly.id);
    await seat('alice', 2, false, dpOnly.id);
    const before = { alice: await balance('alice'), dave: await balance('dave') };
    const r2 = await open(dpOnly.id);
    await ok(dp(r2.id, 'dave', { accept: true, bank: 5000 }));
    expect(await balance('dave')).toBe(before.dave - 5050);
    await ok(bet(r2.id, 'alice', { type: 'ANTE', seat: 2, amount: 1000 }));
    expect(await balance('alice')).toBe(before.alice - 1000); // no rake held with an Ante in DP_ONLY
    await ok(call('POST', `/api/rounds/${r2.id}/close`, { token: s.dealer }));
    await cards(r2.id, FIVE_SPADES);
    await ok(decide(r2.id, 'alice', { action: 'RAISE', multiple: 2 }));
    await cards(r2.id, FOUR_CLUBS);
    await ok(call('POST', `/api/rounds/${r2.id}/settle`, { token: s.dealer }));
    // alice wins Ante 1,000 and Raise 2,000; dave pays 3,000 and his 50 rake.
    expect(await balance('alice')).toBe(before.alice + 3000);
    expect(await balance('dave')).toBe(before.dave - 3050);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    const voided = await ok(
      call('POST', `/api/rounds/${r2.id}/void`, { token: s.pit, body: { reason: 'test: wrong shuffle' } }),
    );
    expect(voided.status).toBe('VOIDED');
    expect(await balance('alice')).toBe(before.alice);
    expect(await balance('dave')).toBe(before.dave);
  });
});
