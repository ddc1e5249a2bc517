/**
 * [PLAYER][DEALER][PIT][HIGH_CARD_FLUSH][BLACKJACK] Trying to break the latest DP-rotation and decision-timer
 * changes (lib/rounds/dp-rotation.ts `lastDpBefore` / per-user declines, lib/games/high-card-flush/rotation.ts
 * `nextDpOffer` with `lastDpUserId`, lib/rounds/make-decision.ts `refuseAfterDeadline`).
 *
 * Every expectation is the CORRECT behaviour per RULES.md §HCF-7..9, §C-7, §BJ-4/§BJ-10 and the docstrings,
 * with amounts worked out by hand in the comments. Money always sums to zero (`ledgerTotals`), and every
 * round's stored state is the fold of its log (`replayRound`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { allowVoidsAtOnce } from '../helpers/corrections';
import { FIVE_SPADES, FOUR_HEARTS, HCF_BASE_RULES, hcfApi } from '../helpers/hcf-api';
import { db } from '@/lib/db';
import { expireDecisions } from '@/lib/rounds/expire-decisions';
import { replayRound } from '@/lib/rounds/replay-round';

// FOUR_HEARTS (a 4-card flush, raise at most 1x, §HCF-3) and FIVE_SPADES: test/helpers/hcf-api.ts.

const BASE_RULES = HCF_BASE_RULES;

describe.each(BACKENDS)('[HIGH_CARD_FLUSH] breaking the DP rotation and the decision timers (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'HIGH_CARD_FLUSH', players: ['nobody'], deposit: 0, rules: BASE_RULES });
    // Voids of settled rounds here need no second approver (issue #18 §1 is tested in corrections.test.ts).
    await allowVoidsAtOnce(s.admin);
  });
  afterAll(async () => drop?.());
  afterEach(() => {
    vi.useRealTimers();
  });

  // --- helpers (test/helpers/hcf-api.ts); here leave / close / settle / void must succeed -----------------
  const api = hcfApi(() => s, 'break');
  const {
    t,
    id,
    player,
    newTable,
    balance,
    balances,
    seat,
    open,
    dp,
    bet,
    decide,
    cards,
    detail,
    history,
    later,
    zeroSum,
    replays,
    refuse,
  } = api;
  const leave = (name: string, n: number, tableId: string) => ok(api.leave(name, n, tableId));
  const close = (roundId: string) => ok(api.close(roundId));
  const settle = (roundId: string) => ok(api.settle(roundId));
  const voidRound = (roundId: string) => ok(api.voidRound(roundId));
  /** A round that nobody bets on: close and settle (the bank, if any, comes back whole). */
  const emptyRound = async (roundId: string) => {
    await close(roundId);
    await settle(roundId);
  };
  const offerOf = (r: any) => r.next;

  // --- the last DP is a person -------------------------------------------------------------------------

  // RULES.md §HCF-7: offered clockwise from the last DP; the last DP keeps the seat only "if nobody else accepts".
  // The commit "DP rotation remembers the last DP as a person, not a seat" makes the last DP a user: a last DP who
  // just moves one seat clockwise must not be offered the DP seat first (he could otherwise bank every round by
  // hopping one seat clockwise before each round).
  it('[ROTATION] the last DP who moves one seat clockwise is offered last (to keep the seat), not first', async () => {
    await player('sam1', 30_000);
    await player('tia1', 30_000);
    const tb = await newTable();
    await seat('sam1', 4, true, tb);
    await seat('tia1', 6, true, tb);
    const r1 = await open(tb);
    expect(offerOf(r1)).toEqual({ kind: 'dp-offer', seat: 4, userId: id.sam1, last: false });
    await ok(dp(r1.id, 'sam1', { accept: true, bank: 10_000 }));
    await emptyRound(r1.id);
    // sam, the last DP, moves from seat 4 to seat 5, just clockwise of his old seat.
    await leave('sam1', 4, tb);
    await seat('sam1', 5, true, tb);
    const r2 = await open(tb);
    // Clockwise from seat 4 (the last DP's seat): tia (6) is the only other eligible player: she is asked first.
    expect(offerOf(r2)).toEqual({ kind: 'dp-offer', seat: 6, userId: id.tia1, last: false });
    const n = await ok(dp(r2.id, 'tia1', { accept: false }));
    // Nobody else accepted: the last DP may keep the seat.
    expect(n.next).toEqual({ kind: 'dp-offer', seat: 5, userId: id.sam1, last: true });
    await ok(dp(r2.id, 'sam1', { accept: false }));
    await emptyRound(r2.id);
    expect(await balances('sam1', 'tia1')).toEqual({ sam1: 30_000, tia1: 30_000 });
    await zeroSum();
    await replays(r1.id);
    await replays(r2.id);
  });

  it('[ROTATION] across two house-banked rounds the last DP stays the one who left; back on another seat with a newcomer on his old seat, he is still offered last', async () => {
    await player('sam2', 30_000);
    await player('tia2', 30_000);
    await player('yul2', 30_000);
    const tb = await newTable();
    await seat('sam2', 4, true, tb);
    await seat('tia2', 6, true, tb);
    const r1 = await open(tb);
    await ok(dp(r1.id, 'sam2', { accept: true, bank: 10_000 }));
    await emptyRound(r1.id);
    await leave('sam2', 4, tb);
    // Two rounds the house banks: tia declines each time; sam (last DP) is gone.
    const r2 = await open(tb);
    expect(offerOf(r2)).toEqual({ kind: 'dp-offer', seat: 6, userId: id.tia2, last: false });
    expect((await ok(dp(r2.id, 'tia2', { accept: false }))).next).toEqual({ kind: 'close' });
    await emptyRound(r2.id);
    const r3 = await open(tb);
    expect(offerOf(r3)).toEqual({ kind: 'dp-offer', seat: 6, userId: id.tia2, last: false });
    expect((await ok(dp(r3.id, 'tia2', { accept: false }))).next).toEqual({ kind: 'close' });
    await emptyRound(r3.id);
    // The house rounds carried the last DP over (seat 4, sam).
    for (const r of [r2, r3]) {
      const stored = (await db().round.findUnique({ where: { id: r.id } }))!.state as any;
      expect([stored.rotation.lastDpSeat, stored.rotation.lastDpUserId]).toEqual([4, id.sam2]);
    }
    // yul sits on sam's old seat 4; sam comes back on seat 2.
    await seat('yul2', 4, true, tb);
    await seat('sam2', 2, true, tb);
    const r4 = await open(tb);
    // Clockwise from 4: tia (6), sam (2), yul (4). yul is an ordinary candidate, the last one clockwise
    // (docstring of nextDpOffer); sam is the last DP: only if nobody else accepts.
    expect(offerOf(r4)).toEqual({ kind: 'dp-offer', seat: 6, userId: id.tia2, last: false });
    const a = await ok(dp(r4.id, 'tia2', { accept: false }));
    expect(a.next).toEqual({ kind: 'dp-offer', seat: 4, userId: id.yul2, last: false });
    const b = await ok(dp(r4.id, 'yul2', { accept: false }));
    expect(b.next).toEqual({ kind: 'dp-offer', seat: 2, userId: id.sam2, last: true });
    await ok(dp(r4.id, 'sam2', { accept: false }));
    await emptyRound(r4.id);
    const h = await history(tb);
    expect(h.map((x) => [x.number, x.lastDpSeat, x.banker])).toEqual([
      [4, 4, 'HOUSE'],
      [3, 4, 'HOUSE'],
      [2, 4, 'HOUSE'],
      [1, null, 'DP'],
    ]);
    await zeroSum();
    for (const r of [r1, r2, r3, r4]) await replays(r.id);
  });

  it('[ROTATION] the last DP declines too: the house banks, and the next round starts again from the last DP (who is again offered last)', async () => {
    await player('ana3', 30_000);
    await player('bo3', 30_000);
    await player('cy3', 30_000);
    const tb = await newTable();
    await seat('ana3', 2, true, tb);
    await seat('bo3', 5, true, tb);
    await seat('cy3', 3, false, tb);
    // R1: new table, clockwise from seat 1: ana (2) accepts. cy antes 1,000 and folds.
    const r1 = await open(tb);
    expect(offerOf(r1)).toEqual({ kind: 'dp-offer', seat: 2, userId: id.ana3, last: false });
    await ok(dp(r1.id, 'ana3', { accept: true, bank: 10_000 }));
    await ok(bet(r1.id, 'cy3', { type: 'ANTE', seat: 3, amount: 1000 }));
    await close(r1.id);
    await cards(r1.id, FOUR_HEARTS);
    await ok(decide(r1.id, 'cy3', { action: 'FOLD' }));
    await settle(r1.id);
    // Rake ALL (§HCF-9): cy -1,000 -100; ana collects 1,000, pays 100: +900; house +200.
    expect(await balances('ana3', 'bo3', 'cy3')).toEqual({ ana3: 30_900, bo3: 30_000, cy3: 28_900 });
    // R2: clockwise from seat 2: cy (3) not opted in, bo (5) declines, ana (the last DP) declines: the house.
    const r2 = await open(tb);
    expect(offerOf(r2)).toEqual({ kind: 'dp-offer', seat: 5, userId: id.bo3, last: false });
    expect((await ok(dp(r2.id, 'bo3', { accept: false }))).next).toEqual({
      kind: 'dp-offer',
      seat: 2,
      userId: id.ana3,
      last: true,
    });
    const house = await ok(dp(r2.id, 'ana3', { accept: false }));
    expect(house.next).toEqual({ kind: 'close' });
    expect(house.view).toMatchObject({ house: true, dpSeat: null, bank: null });
    // cy plays against the house: Ante 1,000, five spades; she folds. House: +1,000 +100 rake.
    await ok(bet(r2.id, 'cy3', { type: 'ANTE', seat: 3, amount: 1000 }));
    await close(r2.id);
    await cards(r2.id, FIVE_SPADES);
    await ok(decide(r2.id, 'cy3', { action: 'FOLD' }));
    await settle(r2.id);
    expect(await balances('ana3', 'bo3', 'cy3')).toEqual({ ana3: 30_900, bo3: 30_000, cy3: 27_800 });
    // R3: the house round kept ana as the last DP: bo first, then ana to keep the seat; she accepts.
    const r3 = await open(tb);
    expect(offerOf(r3)).toEqual({ kind: 'dp-offer', seat: 5, userId: id.bo3, last: false });
    expect((await ok(dp(r3.id, 'bo3', { accept: false }))).next).toEqual({
      kind: 'dp-offer',
      seat: 2,
      userId: id.ana3,
      last: true,
    });
    await ok(dp(r3.id, 'ana3', { accept: true, bank: 10_000 }));
    await emptyRound(r3.id);
    expect(await balances('ana3', 'bo3', 'cy3')).toEqual({ ana3: 30_900, bo3: 30_000, cy3: 27_800 });
    const h = await history(tb);
    expect(
      h.map((x) => ({
        n: x.number,
        last: x.lastDpSeat,
        banker: x.banker,
        offers: x.offers.map((o: any) => [o.seat, o.username, o.answer, o.last]),
      })),
    ).toEqual([
      {
        n: 3,
        last: 2,
        banker: 'DP',
        offers: [
          [5, 'bo3', 'DECLINED', false],
          [2, 'ana3', 'ACCEPTED', true],
        ],
      },
      {
        n: 2,
        last: 2,
        banker: 'HOUSE',
        offers: [
          [5, 'bo3', 'DECLINED', false],
          [2, 'ana3', 'DECLINED', true],
        ],
      },
      { n: 1, last: null, banker: 'DP', offers: [[2, 'ana3', 'ACCEPTED', false]] },
    ]);
    expect(h[1].settlement).toMatchObject({ bank: { start: null, end: null }, rake: { total: 100 } });
    await zeroSum();
    for (const r of [r1, r2, r3]) await replays(r.id);
  });

  it('[ROTATION] a voided round between two others: its DP is not the last DP; the pit history shows it VOIDED; all money back', async () => {
    await player('ana4', 30_000);
    await player('bo4', 30_000);
    await player('cy4', 30_000);
    const tb = await newTable();
    await seat('ana4', 2, true, tb);
    await seat('cy4', 3, false, tb);
    await seat('bo4', 5, true, tb);
    const r1 = await open(tb);
    await ok(dp(r1.id, 'ana4', { accept: true, bank: 10_000 }));
    await emptyRound(r1.id);
    // R2: from seat 2: bo (5) accepts; cy antes 1,000 and raises 1x; then the pit voids the round mid-play.
    const r2 = await open(tb);
    expect(offerOf(r2)).toEqual({ kind: 'dp-offer', seat: 5, userId: id.bo4, last: false });
    await ok(dp(r2.id, 'bo4', { accept: true, bank: 10_000 }));
    await ok(bet(r2.id, 'cy4', { type: 'ANTE', seat: 3, amount: 1000 }));
    await close(r2.id);
    await cards(r2.id, FOUR_HEARTS);
    await ok(decide(r2.id, 'cy4', { action: 'RAISE', multiple: 1 }));
    expect(await balances('ana4', 'bo4', 'cy4')).toEqual({ ana4: 30_000, bo4: 19_900, cy4: 27_900 });
    const v = await voidRound(r2.id);
    // Refunded: bank 10,000 + 100, Ante 1,000 + 100, Raise 1,000 = 12,200.
    expect([v.status, v.refunded]).toEqual(['VOIDED', 12_200]);
    expect(await balances('ana4', 'bo4', 'cy4')).toEqual({ ana4: 30_000, bo4: 30_000, cy4: 30_000 });
    // R3: ana (seat 2) is still the last DP: bo (5) is offered first as an ordinary candidate, then ana to keep it.
    const r3 = await open(tb);
    expect(offerOf(r3)).toEqual({ kind: 'dp-offer', seat: 5, userId: id.bo4, last: false });
    expect((await ok(dp(r3.id, 'bo4', { accept: false }))).next).toEqual({
      kind: 'dp-offer',
      seat: 2,
      userId: id.ana4,
      last: true,
    });
    await ok(dp(r3.id, 'ana4', { accept: true, bank: 10_000 }));
    await emptyRound(r3.id);
    const h = await history(tb);
    expect(
      h.map((x) => [
        x.number,
        x.status,
        x.lastDpSeat,
        x.banker,
        x.dp?.username ?? null,
        x.voidReason,
        x.settlement === null,
      ]),
    ).toEqual([
      [3, 'SETTLED', 2, 'DP', 'ana4', null, false],
      [2, 'VOIDED', 2, 'DP', 'bo4', 'test: break', true],
      [1, 'SETTLED', null, 'DP', 'ana4', null, false],
    ]);
    // R4: from ana (seat 2) again.
    const r4 = await open(tb);
    expect(offerOf(r4)).toEqual({ kind: 'dp-offer', seat: 5, userId: id.bo4, last: false });
    await voidRound(r4.id);
    await zeroSum();
    for (const r of [r1, r2, r3, r4]) await replays(r.id);
  });

  it('[ROTATION] a settled round voided after a later house round: the rotation goes back past both to the DP before', async () => {
    await player('ana5', 30_000);
    await player('bo5', 30_000);
    const tb = await newTable();
    await seat('ana5', 2, true, tb);
    await seat('bo5', 5, true, tb);
    const r1 = await open(tb); // new table: from seat 1: ana (2)
    await ok(dp(r1.id, 'ana5', { accept: true, bank: 10_000 }));
    await emptyRound(r1.id);
    const r2 = await open(tb); // from ana (2): bo (5)
    expect(offerOf(r2)).toEqual({ kind: 'dp-offer', seat: 5, userId: id.bo5, last: false });
    await ok(dp(r2.id, 'bo5', { accept: true, bank: 10_000 }));
    await emptyRound(r2.id);
    const r3 = await open(tb); // from bo (5): ana (2) declines, bo as last DP declines: the house banks, carrying bo as the last DP
    expect(offerOf(r3)).toEqual({ kind: 'dp-offer', seat: 2, userId: id.ana5, last: false });
    await ok(dp(r3.id, 'ana5', { accept: false }));
    expect((await ok(dp(r3.id, 'bo5', { accept: false }))).view).toMatchObject({ house: true });
    await emptyRound(r3.id);
    // The pit voids round 2 now: bo's DP round did not happen, so ana (round 1) is the last DP again.
    await voidRound(r2.id);
    const r4 = await open(tb); // from ana (2): bo (5) first, then ana to keep the seat
    expect(offerOf(r4)).toEqual({ kind: 'dp-offer', seat: 5, userId: id.bo5, last: false });
    expect((await ok(dp(r4.id, 'bo5', { accept: false }))).next).toEqual({
      kind: 'dp-offer',
      seat: 2,
      userId: id.ana5,
      last: true,
    });
    await voidRound(r4.id);
    // No money moved for good: every round was empty (banks came back whole, no hand, no rake).
    expect(await balances('ana5', 'bo5')).toEqual({ ana5: 30_000, bo5: 30_000 });
    await zeroSum();
  });

  it('[ROTATION] declines are per user: a newcomer on the seat a decliner left is offered; the decliner on a new seat is not', async () => {
    await player('dex5', 30_000);
    await player('ria5', 30_000);
    await player('nel5', 30_000);
    const tb = await newTable();
    await seat('dex5', 1, true, tb);
    await seat('ria5', 3, true, tb);
    const r = await open(tb);
    expect((await ok(dp(r.id, 'dex5', { accept: false }))).next).toEqual({
      kind: 'dp-offer',
      seat: 3,
      userId: id.ria5,
      last: false,
    });
    await leave('dex5', 1, tb);
    await seat('nel5', 1, true, tb);
    await seat('dex5', 6, true, tb);
    // ria declines: nel (1) has not declined; dex (6) has.
    expect((await ok(dp(r.id, 'ria5', { accept: false }))).next).toEqual({
      kind: 'dp-offer',
      seat: 1,
      userId: id.nel5,
      last: false,
    });
    await ok(dp(r.id, 'nel5', { accept: true, bank: 10_000 }));
    await emptyRound(r.id);
    const h = await history(tb);
    expect(h[0].offers.map((o: any) => [o.seat, o.username, o.answer])).toEqual([
      [1, 'dex5', 'DECLINED'],
      [3, 'ria5', 'DECLINED'],
      [1, 'nel5', 'ACCEPTED'],
    ]);
    await zeroSum();
    await replays(r.id);
  });

  // --- deadlines -------------------------------------------------------------------------------------------

  it('[TIMER] a DP answer exactly at the deadline is refused and the ticker declines it at that same instant; one ms before it counts', async () => {
    await player('ed6', 30_000);
    await player('fi6', 30_000);
    await player('gu6', 30_000);
    const tb = await newTable();
    await seat('ed6', 1, true, tb);
    await seat('fi6', 2, true, tb);
    await seat('gu6', 3, true, tb);
    const r = await open(tb);
    const d1 = Date.parse(r.decisionDeadline);
    expect(d1 - Date.now()).toBeGreaterThan(3000); // offerSeconds 5
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(d1 - 1);
    // 1 ms before: ed's decline counts; the offer passes to fi with a fresh 5 s timer.
    const n = await ok(dp(r.id, 'ed6', { accept: false }));
    expect(n.next).toEqual({ kind: 'dp-offer', seat: 2, userId: id.fi6, last: false });
    const d2 = Date.parse(n.decisionDeadline);
    expect(d2).toBe(d1 - 1 + 5000);
    expect(await expireDecisions(new Date(d2 - 1))).not.toContain(r.id);
    // Exactly at the deadline: the answer is refused, whichever it is (§C-7: the deadline is the end of the time).
    vi.setSystemTime(d2);
    await refuse(
      'accepting exactly at the deadline',
      () => dp(r.id, 'fi6', { accept: true, bank: 10_000 }),
      409,
      'DECISION_TIME_UP',
    );
    await refuse(
      'declining exactly at the deadline',
      () => dp(r.id, 'fi6', { accept: false }),
      409,
      'DECISION_TIME_UP',
    );
    // ... and the ticker at that same instant applies the decline.
    expect(await expireDecisions(new Date(d2))).toContain(r.id);
    const st = await detail(r.id);
    expect(st.next).toEqual({ kind: 'dp-offer', seat: 3, userId: id.gu6, last: false });
    vi.useRealTimers();
    await ok(dp(r.id, 'gu6', { accept: true, bank: 10_000 }));
    await emptyRound(r.id);
    const h = await history(tb);
    expect(h[0].offers.map((o: any) => [o.seat, o.answer])).toEqual([
      [1, 'DECLINED'],
      [2, 'TIMEOUT'],
      [3, 'ACCEPTED'],
    ]);
    await zeroSum();
    await replays(r.id);
  });

  it('[TIMER] a DP offer whose deadline was cleared (null) can still be answered; the ticker never touches it', async () => {
    await player('ho7', 30_000);
    const tb = await newTable();
    await seat('ho7', 3, true, tb);
    const r = await open(tb);
    await db().round.update({ where: { id: r.id }, data: { decisionDeadline: null } });
    expect(await expireDecisions(new Date(Date.now() + 3_600_000))).not.toContain(r.id);
    const a = await ok(dp(r.id, 'ho7', { accept: true, bank: 10_000 }));
    expect(a.balance).toBe(30_000 - 10_100);
    expect(a.decisionDeadline).toBeNull();
    await emptyRound(r.id);
    expect(await balance('ho7')).toBe(30_000);
    await zeroSum();
    await replays(r.id);
  });

  it("[TIMER] a Raise exactly at the decision deadline is refused, the Fold is the ticker's; before it the Raise counts", async () => {
    await player('dp8', 30_000);
    await player('ja8', 10_000);
    await player('ko8', 10_000);
    const tb = await newTable();
    await seat('dp8', 1, true, tb);
    await seat('ja8', 2, false, tb);
    await seat('ko8', 3, false, tb);
    const r = await open(tb);
    await ok(dp(r.id, 'dp8', { accept: true, bank: 10_000 }));
    await ok(bet(r.id, 'ja8', { type: 'ANTE', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'ko8', { type: 'ANTE', seat: 3, amount: 1000 }));
    await close(r.id);
    // Deal 2, 3; act 3 then 2.
    let st = await cards(r.id, [...FOUR_HEARTS, ...FIVE_SPADES]);
    expect(st.next).toMatchObject({ kind: 'decision', seat: 3 });
    const d1 = Date.parse(st.decisionDeadline);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(d1 - 1);
    st = await ok(decide(r.id, 'ko8', { action: 'RAISE', multiple: 2 })); // five spades: 2x allowed
    expect(st.balance).toBe(10_000 - 1100 - 2000);
    const d2 = Date.parse(st.decisionDeadline);
    vi.setSystemTime(d2);
    await refuse(
      'a Raise exactly at the deadline',
      () => decide(r.id, 'ja8', { action: 'RAISE', multiple: 1 }),
      409,
      'DECISION_TIME_UP',
    );
    await refuse(
      'a Fold exactly at the deadline',
      () => decide(r.id, 'ja8', { action: 'FOLD' }),
      409,
      'DECISION_TIME_UP',
    );
    // Who may decide is answered before whether the time is up: the DP has no hand to decide.
    await refuse(
      'the DP deciding after the deadline',
      () => decide(r.id, 'dp8', { action: 'FOLD' }),
      403,
      'NOT_YOUR_SEAT',
    );
    expect(await expireDecisions(new Date(d2))).toContain(r.id);
    vi.useRealTimers();
    // DP gets four clubs K-Q-J-5 (qualifies): ko's five spades beat it: Ante 1,000 + Raise 2,000 paid.
    st = await cards(r.id, ['KC', 'QC', 'JC', '5C', '6H', '7H', 'TS']);
    expect(st.status).toBe('COMPLETE');
    await settle(r.id);
    // Bank 10,000: ko 3,000 covered, ja 1,000 covered. Collected ja's 1,000; paid ko 3,000; end 8,000.
    // dp8: -2,000 -100 rake; ja: -1,100; ko: +3,000 -100; house 300.
    expect(await balances('dp8', 'ja8', 'ko8')).toEqual({ dp8: 27_900, ja8: 8_900, ko8: 12_900 });
    await zeroSum();
    await replays(r.id);
  });

  it('[RACE] the ticker and a DP answer at the same time: exactly one of them counts, money sums to zero', async () => {
    await player('li9', 30_000);
    await player('mo9', 30_000);
    const tb = await newTable();
    await seat('li9', 1, true, tb);
    await seat('mo9', 2, true, tb);
    const r = await open(tb);
    // The ticker runs with a clock past the deadline while the answer arrives (real time, before the deadline).
    const [ticked, answered] = await Promise.all([
      expireDecisions(later()),
      dp(r.id, 'li9', { accept: true, bank: 10_000 }),
    ]);
    const d = await detail(r.id);
    const answers = d.events.filter((e: any) => e.type === 'DP_ACCEPTED' || e.type === 'DP_DECLINED');
    if (answered.status === 200) {
      // The answer won: li is DP; the ticker found no expired offer (the deadline is gone).
      expect(ticked).not.toContain(r.id);
      expect(answers.map((e: any) => [e.type, e.data.seat])).toEqual([['DP_ACCEPTED', 1]]);
      expect(await balance('li9')).toBe(19_900);
    } else {
      // The ticker won: li's offer timed out and passed to mo; li's accept is refused.
      expect(ticked).toContain(r.id);
      expect([answered.status, answered.body.error.code]).toEqual([403, 'NOT_YOUR_OFFER']);
      expect(d.next).toEqual({ kind: 'dp-offer', seat: 2, userId: id.mo9, last: false });
      expect(await balance('li9')).toBe(30_000);
      await ok(dp(r.id, 'mo9', { accept: false }));
    }
    await emptyRound(r.id);
    expect(await balances('li9', 'mo9')).toEqual({ li9: 30_000, mo9: 30_000 });
    await zeroSum();
    await replays(r.id);
  });

  // --- replay ------------------------------------------------------------------------------------------------

  it('[REPLAY] rounds recorded with lastDpUserId (offers, timeouts, house) replay to the stored state', async () => {
    await player('na10', 30_000);
    await player('ol10', 30_000);
    const tb = await newTable();
    await seat('na10', 2, true, tb);
    await seat('ol10', 4, true, tb);
    const r1 = await open(tb);
    await ok(dp(r1.id, 'na10', { accept: true, bank: 10_000 }));
    await emptyRound(r1.id);
    const r2 = await open(tb);
    await db().round.update({ where: { id: r2.id }, data: { decisionDeadline: new Date(Date.now() - 1000) } });
    expect(await expireDecisions(later())).toContain(r2.id); // ol times out
    await ok(dp(r2.id, 'na10', { accept: false })); // the last DP declines: the house
    await emptyRound(r2.id);
    const rep = await replayRound(r2.id);
    expect(rep.matchesStored).toBe(true);
    expect((rep.state as any).rotation).toMatchObject({
      lastDpSeat: 2,
      lastDpUserId: id.na10,
      dp: null,
      decided: true,
    });
    const house = (await detail(r2.id)).events.find((e: any) => e.type === 'DP_HOUSE');
    expect(house.data).toMatchObject({ lastDpSeat: 2, lastDpUserId: id.na10 });
    await replays(r1.id);
  });

  // Rounds recorded before lastDpUserId existed: no `lastDpUserId` in Round.state.rotation nor in the DP_OFFERED /
  // DP_HOUSE events. replayRound is documented to rebuild the stored state from the log; for these rounds it must
  // still say matchesStored (the log and the state are both intact, only older).
  it('[REPLAY] a round recorded before lastDpUserId existed still replays to its stored state', async () => {
    await player('pa11', 30_000);
    await player('qu11', 30_000);
    const tb = await newTable();
    await seat('pa11', 2, true, tb);
    await seat('qu11', 4, true, tb);
    const r1 = await open(tb);
    await ok(dp(r1.id, 'pa11', { accept: true, bank: 10_000 }));
    await emptyRound(r1.id);
    const r2 = await open(tb);
    await ok(dp(r2.id, 'qu11', { accept: false }));
    await ok(dp(r2.id, 'pa11', { accept: false }));
    await emptyRound(r2.id);
    // Make both rounds look as the previous release wrote them.
    for (const r of [r1, r2]) {
      const row = (await db().round.findUnique({ where: { id: r.id } }))!;
      const state = structuredClone(row.state) as any;
      delete state.rotation.lastDpUserId;
      await db().round.update({ where: { id: r.id }, data: { state } });
      for (const e of await db().roundEvent.findMany({
        where: { roundId: r.id, type: { in: ['DP_OFFERED', 'DP_HOUSE'] } },
      })) {
        const data = { ...(e.data as Record<string, unknown>) };
        delete data.lastDpUserId;
        await db().roundEvent.update({ where: { id: e.id }, data: { data: data as object } });
      }
    }
    // And the next round still reads the old house round: qu first, pa (the seat holder) to keep it.
    const r3 = await open(tb);
    expect(offerOf(r3)).toEqual({ kind: 'dp-offer', seat: 4, userId: id.qu11, last: false });
    expect((await ok(dp(r3.id, 'qu11', { accept: false }))).next).toEqual({
      kind: 'dp-offer',
      seat: 2,
      userId: id.pa11,
      last: true,
    });
    await ok(dp(r3.id, 'pa11', { accept: false }));
    await emptyRound(r3.id);
    await zeroSum();
    // The old rounds replay to what is stored.
    for (const r of [r1, r2]) {
      const rep = await replayRound(r.id);
      const stored = (await db().round.findUnique({ where: { id: r.id } }))!.state as any;
      expect(JSON.parse(JSON.stringify((rep.state as any).rotation))).toEqual(stored.rotation); // same keys, same values
      expect(rep.matchesStored).toBe(true);
    }
  });

  // --- blackjack ------------------------------------------------------------------------------------------------

  it('[BLACKJACK] insurance after the window closed (deadline passed, ticker not yet run) is refused for the seat and the Bet Behind; the ticker declines it', async () => {
    await player('bj1', 50_000);
    await player('bj2', 50_000);
    const tb = await newTable({ decisionSeconds: 5 }, 'BLACKJACK');
    await ok(call('POST', `/api/tables/${tb}/shoes`, { token: s.dealer, body: {} }));
    await ok(call('POST', `/api/tables/${tb}/seats`, { token: t.bj1, body: { seat: 2 } }));
    const r = await open(tb);
    await ok(bet(r.id, 'bj1', { type: 'MAIN', seat: 2, amount: 1000 }));
    await ok(bet(r.id, 'bj2', { type: 'BET_BEHIND', seat: 2, amount: 500 }));
    await close(r.id);
    let st = await cards(r.id, ['TH', 'AS', '9H']);
    expect(st.next).toEqual({ kind: 'insurance', seats: [2], behindPending: 1 });
    await db().round.update({ where: { id: r.id }, data: { decisionDeadline: new Date(Date.now() - 1000) } });
    await refuse(
      'seat insurance after the window',
      () => decide(r.id, 'bj1', { action: 'INSURANCE' }),
      409,
      'DECISION_TIME_UP',
    );
    await refuse(
      'no insurance after the window',
      () => decide(r.id, 'bj1', { action: 'NO_INSURANCE' }),
      409,
      'DECISION_TIME_UP',
    );
    await refuse(
      'Bet Behind insurance after the window',
      () => decide(r.id, 'bj2', { action: 'INSURANCE' }),
      409,
      'DECISION_TIME_UP',
    );
    await refuse(
      'a Hit during the (expired) insurance window',
      () => decide(r.id, 'bj1', { action: 'HIT' }),
      409,
      'DECISION_TIME_UP',
    );
    expect(await expireDecisions(later())).toContain(r.id);
    st = await detail(r.id);
    expect(st.next).toMatchObject({ kind: 'decision', seat: 2 });
    expect((await decide(r.id, 'bj2', { action: 'INSURANCE' })).body.error.code).not.toBe(undefined);
    await ok(decide(r.id, 'bj1', { action: 'STAND' }));
    await cards(r.id, ['7C']); // dealer A 7 = 18 < 19: seat 2 wins 1:1, the Bet Behind too
    await settle(r.id);
    expect(await balances('bj1', 'bj2')).toEqual({ bj1: 51_000, bj2: 50_500 });
    expect((await detail(r.id)).bets.some((b: any) => b.type === 'INSURANCE')).toBe(false);
    await zeroSum();
    await replays(r.id);
  });
});
