/**
 * [PIT][REPORTS] `GET /api/reports` (contract "Reports", issue #17 §2): four baccarat rounds played through the API
 * (one voided), the figures worked out by hand from the cards and RULES.md §BAC-5 (Player 1:1, Banker 0.95:1,
 * Tie 8:1 with Player and Banker pushing), and the CSV's lines equal to the JSON.
 *
 * R1 (dealer): Player 3+5=8 v Banker K+7=7, Player wins: alice PLAYER 1000 → back 2000 (won 1000); bob BANKER 500 → 0.
 * R2 (dealer): Player 2+2=4 v Banker 4+5=9, Banker wins: bob BANKER 2000 → back 3900 (won 1900).
 * R3 (dealer2): Player K+9=9 v Banker 9+Q=9, Tie: alice TIE 100 → back 900 (won 800); carol PLAYER 300 pushes → 300.
 * R4 (dealer): alice PLAYER 500, voided: counted in voids, not in money.
 * Totals: rounds 3, voids 1 (void rate 25%), bets 5, players 3, handle 1500+2000+400 = 3900, payouts 2000+3900+1200 =
 * 7100, GGR −3200, hold −3200/3900 = −82.05%, average bet 3900/5 = 780, biggest win 1900.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { csvCell, csvMoney } from '@/lib/reports/csv';
import { GET as reportsGet } from '@/app/api/reports/route';
import { GROUP_BY, runReport, type Report } from '@/lib/reports/report';
import { writeRoundRollup } from '@/lib/reports/rollup';
import { DP_CLUBS, FIVE_SPADES, FOUR_HEARTS, HCF_BASE_RULES } from '../helpers/hcf-api';

type Figures = Record<string, number | string | null>;

describe.each(BACKENDS)('[REPORTS] report figures by hand (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let dealer2Id = '';
  const opened: Date[] = [];
  let from = '';
  let to = '';

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 100_000 });
    dealer2Id = (
      await ok<{ id: string }>(
        call('POST', '/api/users', {
          token: s.admin,
          body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
        }),
      )
    ).id;
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    const [alice, bob, carol] = s.players as [Studio['players'][0], Studio['players'][0], Studio['players'][0]];
    const ids: string[] = [];
    const play = async (bets: [typeof alice, string, number][], cards: string[] | null) => {
      const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
      for (const [p, type, amount] of bets)
        await ok(call('POST', `/api/rounds/${round.id}/bets`, { token: p.token, body: { type, amount } }));
      if (cards) {
        await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
        for (const card of cards)
          await ok(call('POST', `/api/rounds/${round.id}/cards`, { token: s.dealer, body: { card } }));
        await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
      } else {
        await ok(call('POST', `/api/rounds/${round.id}/void`, { token: s.pit, body: { reason: 'camera failure' } }));
      }
      ids.push(round.id);
    };
    await play(
      [
        [alice, 'PLAYER', 1000],
        [bob, 'BANKER', 500],
      ],
      ['3S', 'KC', '5H', '7C'],
    );
    await play([[bob, 'BANKER', 2000]], ['2C', '4H', '2D', '5S']);
    await play(
      [
        [alice, 'TIE', 100],
        [carol, 'PLAYER', 300],
      ],
      ['KS', '9D', '9H', 'QC'],
    );
    await play([[alice, 'PLAYER', 500]], null);
    // Who dealt each round (the shift's dealer is recorded at open; set here so the figures do not depend on it).
    for (const [i, id] of ids.entries())
      await db().round.update({ where: { id }, data: { dealerId: i === 2 ? dealer2Id : s.dealerId } });
    for (const id of ids) opened.push((await db().round.findUniqueOrThrow({ where: { id } })).openedAt);
    from = new Date(Math.min(...opened.map((d) => d.getTime())) - 60_000).toISOString();
    to = new Date(Math.max(...opened.map((d) => d.getTime())) + 60_000).toISOString();
  });
  afterAll(async () => drop?.());

  /** Distinct clock hours (UTC) of the settled rounds R1..R3 among `which` (the definition of active hours). */
  const hours = (which: number[]) => new Set(which.map((i) => opened[i]!.toISOString().slice(0, 13))).size;
  const report = (groupBy: string, extra = '') =>
    ok<{ items: (Figures & { key: string | null })[]; total: Figures }>(
      call('GET', `/api/reports?from=${from}&to=${to}&groupBy=${groupBy}&tableId=${s.tableId}${extra}`, {
        token: s.pit,
      }),
    );
  const TOTAL: Figures = {
    rounds: 3,
    voids: 1,
    voidRate: 25,
    bets: 5,
    players: 3,
    handle: 3900,
    payouts: 7100,
    ggr: -3200,
    holdPct: -82.05,
    avgBet: 780,
    biggestWin: 1900,
    rake: 0,
  };

  it('by table: the one table with every figure, its game and the published Banker edge', async () => {
    const r = await report('table');
    expect(r.items).toHaveLength(1);
    expect(r.items[0]).toMatchObject({ key: s.tableId, game: 'BACCARAT', theoreticalEdgePct: 1.058, ...TOTAL });
    expect(r.items[0]!.roundsPerHour).toBe(Math.round((3 / hours([0, 1, 2])) * 100) / 100);
    expect(r.total).toMatchObject(TOTAL);
  });

  it('by dealer: the rounds each dealer ran', async () => {
    const r = await report('dealer');
    const d1 = r.items.find((i) => i.key === s.dealerId)!;
    const d2 = r.items.find((i) => i.key === dealer2Id)!;
    // dealer: R1 + R2 (R4 voided): handle 1500+2000, payouts 2000+3900, hold −2400/3500 = −68.57%, avg 3500/3 → 1167.
    expect(d1).toMatchObject({
      rounds: 2,
      voids: 1,
      voidRate: 33.33,
      bets: 3,
      players: 2,
      handle: 3500,
      payouts: 5900,
    });
    expect(d1).toMatchObject({ ggr: -2400, holdPct: -68.57, avgBet: 1167, biggestWin: 1900 });
    // dealer2: R3: handle 400, payouts 1200, hold −800/400 = −200%.
    expect(d2).toMatchObject({ rounds: 1, voids: 0, voidRate: 0, bets: 2, players: 2, handle: 400, payouts: 1200 });
    expect(d2).toMatchObject({ ggr: -800, holdPct: -200, avgBet: 200, biggestWin: 800, label: 'dealer2' });
    // Players are distinct over the whole report, not summed (alice is in both groups).
    expect(r.total.players).toBe(3);
  });

  it('by game and by day: the same totals; a filter that matches nothing gives zeros', async () => {
    const g = await report('game');
    expect(g.items).toHaveLength(1);
    expect(g.items[0]).toMatchObject({ key: 'BACCARAT', label: 'Baccarat', ...TOTAL });
    const d = await report('day');
    expect(d.items.map((i) => i.key)).toEqual([
      ...new Set(opened.slice(0, 4).map((o) => o.toISOString().slice(0, 10))),
    ]);
    expect(d.total).toMatchObject(TOTAL);
    const none = await report('table', '&game=ROULETTE');
    expect(none.items).toEqual([]);
    expect(none.total).toMatchObject({ rounds: 0, bets: 0, handle: 0, holdPct: null, avgBet: null, voidRate: null });
  });

  it('the CSV has the JSON’s rows and total, money in units, the filters in its file name', async () => {
    const json = await report('dealer');
    const res = await reportsGet(
      new Request(`http://localhost/api/reports?from=${from}&to=${to}&groupBy=dealer&tableId=${s.tableId}&format=csv`, {
        headers: { authorization: `Bearer ${s.pit}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="croupier-report_dealer_${from.slice(0, 10)}_${to.slice(0, 10)}_table-${s.tableId}\\.csv"`),
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const [head, ...rows] = lines;
    expect(head).toEqual([
      'key',
      'label',
      'rounds',
      'roundsPerHour',
      'players',
      'bets',
      'handle',
      'payouts',
      'ggr',
      'holdPct',
      'voids',
      'voidRate',
      'avgBet',
      'biggestWin',
      'rake',
    ]);
    const col = (row: string[], name: string) => row[head!.indexOf(name)];
    expect(rows).toHaveLength(json.items.length + 1);
    const d2 = rows.find((r) => r[0] === dealer2Id)!;
    expect(col(d2, 'handle')).toBe('4.00');
    expect(col(d2, 'payouts')).toBe('12.00');
    expect(col(d2, 'ggr')).toBe('-8.00');
    expect(col(d2, 'holdPct')).toBe('-200');
    const total = rows.at(-1)!;
    expect(total[1]).toBe('Total');
    expect(col(total, 'handle')).toBe('39.00');
    expect(col(total, 'ggr')).toBe('-32.00');
    expect(col(total, 'players')).toBe('3');
    expect(col(total, 'voidRate')).toBe('25');
    // Accept: text/csv gives the same file.
    const byAccept = await reportsGet(
      new Request(`http://localhost/api/reports?from=${from}&to=${to}&groupBy=dealer&tableId=${s.tableId}`, {
        headers: { authorization: `Bearer ${s.pit}`, accept: 'text/csv' },
      }),
      { params: Promise.resolve({}) },
    );
    expect((await byAccept.text()).replace(/^\uFEFF/, '').trim()).toBe(lines.map((l) => l.join(',')).join('\r\n'));
  });

  it('bad windows are refused with a code and players are not let in', async () => {
    const bad = await call('GET', `/api/reports?from=${to}&to=${from}`, { token: s.pit });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const long = await call('GET', '/api/reports?from=2026-01-01&to=2026-06-01', { token: s.pit });
    expect(long.status).toBe(400);
    const tz = await call('GET', `/api/reports?from=${from}&to=${to}&tz=Mars/Olympus`, { token: s.pit });
    expect(tz.status).toBe(400);
    expect((await call('GET', '/api/reports', { token: s.players[0]!.token })).status).toBe(403);
  });

  // The rollup (lib/reports/rollup.ts): the rounds are moved to fixed hours of 2026-01-05 (the trigger moves their
  // money and players between buckets): R1 09:20, R2 10:40, R4 (voided) 10:50, R3 11:10 UTC.
  const at = (hhmm: string) => new Date(`2026-01-05T${hhmm}:00.000Z`);
  /** Every grouping and zone over [from, to): the rollup's report equals the one from the rounds alone. */
  const sameAsRaw = async (from: Date, to: Date) => {
    for (const groupBy of GROUP_BY)
      for (const tz of ['UTC', 'Europe/Prague', 'America/New_York', 'Asia/Kolkata']) {
        const q = { from, to, groupBy, tz, tableId: s.tableId };
        const [fast, raw] = [await runReport(db(), q), await runReport(db(), q, { source: 'raw' })];
        expect(fast, `${groupBy} ${tz} ${from.toISOString()}..${to.toISOString()}`).toEqual(raw);
      }
  };
  const rollupRows = () =>
    db().$queryRawUnsafe<{ hour: Date; rounds: number; voids: number; handle: bigint; players: number }[]>(
      `SELECT r."hour", r."rounds", r."voids", r."handle",
              (SELECT COALESCE(SUM(bit_count(p."bits")), 0)::int FROM "ReportRollupPlayers" AS p
               WHERE p."hour" = r."hour" AND p."tableId" = r."tableId" AND p."dealerId" = r."dealerId"
                 AND p."shiftId" = r."shiftId") AS players
       FROM "ReportRollup" AS r WHERE r."tableId" = $1 ORDER BY r."hour"`,
      s.tableId,
    );

  it('the rollup: whole UTC hours from the buckets, partial first and last hours from the rounds, equal figures', async () => {
    const moves: [number, string][] = [
      [0, '09:20'],
      [1, '10:40'],
      [3, '10:50'],
      [2, '11:10'],
    ];
    const ids = (await db().round.findMany({ where: { tableId: s.tableId }, orderBy: { number: 'asc' } })).map(
      (r) => r.id,
    );
    for (const [i, hhmm] of moves)
      await db().$executeRawUnsafe(
        `UPDATE "Round" SET "openedAt" = $2::timestamp WHERE "id" = $1`,
        ids[i],
        `2026-01-05 ${hhmm}`,
      );
    // Buckets: 09 R1 (alice, bob; 1500); 10 R2 + R4 (bob; 2000, one void); 11 R3 (alice, carol; 400, dealer2).
    expect(await rollupRows()).toEqual([
      { hour: at('09:00'), rounds: 1, voids: 0, handle: 1500n, players: 2 },
      { hour: at('10:00'), rounds: 1, voids: 1, handle: 2000n, players: 1 },
      { hour: at('11:00'), rounds: 1, voids: 0, handle: 400n, players: 2 },
    ]);
    const api = (from: Date, to: Date, groupBy = 'table') =>
      ok<{ items: Figures[]; total: Figures }>(
        call(
          'GET',
          `/api/reports?from=${from.toISOString()}&to=${to.toISOString()}&groupBy=${groupBy}&tableId=${s.tableId}`,
          {
            token: s.pit,
          },
        ),
      );
    // [09:00, 12:00): three whole hours, all from the rollup; active hours 09, 10, 11 → 3 rounds / 3 h = 1.
    expect((await api(at('09:00'), at('12:00'))).total).toMatchObject({ ...TOTAL, roundsPerHour: 1 });
    // [09:10, 11:15): R1 from the rounds (09:10-10:00), 10:00-11:00 from the rollup, R3 from the rounds (11:00-11:15).
    expect((await api(at('09:10'), at('11:15'))).total).toMatchObject({ ...TOTAL, roundsPerHour: 1 });
    // [09:30, 11:30): R1 is out. R2 (bob 2000 → 3900) and R3 (alice 100 → 900, carol 300 → 300), R4 void:
    // rounds 2, bets 3, players 3, handle 2400, payouts 5100, GGR −2700, hold −112.5%, void rate 1/3.
    expect((await api(at('09:30'), at('11:30'))).total).toMatchObject({
      rounds: 2,
      voids: 1,
      voidRate: 33.33,
      bets: 3,
      players: 3,
      handle: 2400,
      payouts: 5100,
      ggr: -2700,
      holdPct: -112.5,
      avgBet: 800,
      biggestWin: 1900,
    });
    // By dealer over the rollup hours: dealer R1 + R2 (+ R4 void), dealer2 R3, as in the test above.
    const byDealer = await api(at('09:00'), at('12:00'), 'dealer');
    expect(byDealer.items.find((i) => i.key === s.dealerId)).toMatchObject({
      rounds: 2,
      voids: 1,
      players: 2,
      handle: 3500,
    });
    expect(byDealer.items.find((i) => i.key === dealer2Id)).toMatchObject({
      rounds: 1,
      voids: 0,
      players: 2,
      handle: 400,
    });
    for (const [from, to] of [
      ['09:00', '12:00'],
      ['09:10', '11:15'],
      ['09:30', '11:30'],
      ['08:59', '12:01'],
      ['10:00', '11:00'],
    ] as const)
      await sameAsRaw(at(from), at(to));
  });

  it('the rollup follows a settled round voided afterwards (its money and players leave, the void is counted)', async () => {
    // R3 voided after settlement, as a void or an applied correction leaves it: its bets VOID (stakes refunded),
    // the round VOIDED. The trigger rebuilds the 11:00 bucket: no settled round, one void, no players.
    const r3 = (await db().round.findFirstOrThrow({ where: { tableId: s.tableId, number: 3 } })).id;
    await db().$executeRawUnsafe(
      `UPDATE "Bet" SET "status" = 'VOID', "payout" = 0, "refund" = "amount" + "extraStake" + "fee" WHERE "roundId" = $1`,
      r3,
    );
    await db().round.update({
      where: { id: r3 },
      data: { status: 'VOIDED', voidedAt: new Date(), voidReason: 'test' },
    });
    expect((await rollupRows())[2]).toEqual({ hour: at('11:00'), rounds: 0, voids: 1, handle: 0n, players: 0 });
    // Left: R1 + R2, voids R3 + R4: rounds 2, bets 3, players alice and bob, handle 3500, payouts 5900.
    const r = await runReport(db(), { from: at('09:00'), to: at('12:00'), groupBy: 'table', tableId: s.tableId });
    expect(r.total).toMatchObject({
      rounds: 2,
      voids: 2,
      voidRate: 50,
      bets: 3,
      players: 2,
      handle: 3500,
      payouts: 5900,
    });
    expect(r.total).toMatchObject({ ggr: -2400, biggestWin: 1900, roundsPerHour: 1 });
    await sameAsRaw(at('09:00'), at('12:00'));
    await sameAsRaw(at('09:10'), at('11:15'));
    // The whole hours are read from the rollup (a spoiled bucket shows), and writeRoundRollup rebuilds a round's bucket.
    await db().$executeRawUnsafe(`UPDATE "ReportRollup" SET "handle" = 0 WHERE "tableId" = $1`, s.tableId);
    const spoiled = await runReport(db(), { from: at('09:00'), to: at('12:00'), groupBy: 'table', tableId: s.tableId });
    expect(spoiled.total.handle).toBe(0);
    for (const round of await db().round.findMany({ where: { tableId: s.tableId } }))
      await writeRoundRollup(db(), round.id);
    await sameAsRaw(at('09:00'), at('12:00'));
  });

  it('the rollup follows a correction that re-settles a round (issue #18: the summary writer, then the trigger)', async () => {
    // R1's Player second card 5H (position 3: P, B, P, B) was 4H: Player 3+4 = 7 v Banker K+7 = 7, both stand: a tie,
    // Player and Banker bets push (§BAC-5): alice 1000 back, bob 500 back; R1 handle 1500, payouts 1500, no winnings.
    const r1 = (await db().round.findFirstOrThrow({ where: { tableId: s.tableId, number: 1 } })).id;
    const p = await ok(
      call('POST', `/api/rounds/${r1}/corrections`, {
        token: s.pit,
        body: { kind: 'CORRECT', reasonCode: 'WRONG_ENTRY', entries: [{ type: 'CARD', position: 3, card: '4H' }] },
      }),
    );
    await ok(call('POST', `/api/corrections/${p.id}/approve`, { token: s.admin, body: {} }));
    expect((await rollupRows())[0]).toEqual({ hour: at('09:00'), rounds: 1, voids: 0, handle: 1500n, players: 2 });
    // R1 + R2 settled (R3, R4 voided): payouts 1500 + 3900 = 5400, GGR 3500 − 5400 = −1900, biggest win R2's 1900.
    const r = await runReport(db(), { from: at('09:00'), to: at('12:00'), groupBy: 'table', tableId: s.tableId });
    expect(r.total).toMatchObject({
      rounds: 2,
      voids: 2,
      bets: 3,
      players: 2,
      handle: 3500,
      payouts: 5400,
      ggr: -1900,
    });
    expect(r.total.biggestWin).toBe(1900);
    await sameAsRaw(at('09:00'), at('12:00'));
    await sameAsRaw(at('09:10'), at('11:15'));
  });
});

/**
 * High Card Flush with rake and blackjack with doubles (issue #17 "Tests"), one round each through the API, every
 * figure worked out by hand from RULES.md, and the CSV's every cell equal to the JSON's.
 *
 * Blackjack (§BJ): alice MAIN 1000 on seat 2, bob MAIN 2000 on seat 3, carol BET_BEHIND 300 on seat 2 (not following
 * doubles, §BJ-9). Deal (§BJ-1) 6H to seat 2, 5S to seat 3, 9C the dealer's up card, 5D seat 2 (11), 4H seat 3 (9).
 * alice doubles (§BJ-3: extra stake 1000, one card TS → 21); bob doubles (extra 2000, one card 2C → 11). The dealer
 * draws 7D (16) and 2D → 18 and stands (§BJ-6). alice 21 v 18 wins 1:1 (§BJ-8): 2000 at risk → back 4000 (payout 2000
 * + her 2000 staked). bob 11 v 18 loses 4000 → back 0. carol's 300 keeps its stake and wins with the doubled hand →
 * back 600. Handle 1000 + 1000 + 2000 + 2000 + 300 = 6300 (extra stakes included); payouts 4000 + 0 + 600 = 4600;
 * GGR 1700; hold 1700 / 6300 = 26.98 %; 3 bets, average 6300 / 3 = 2100; players 3; biggest win 2000; rake 0.
 *
 * High Card Flush (§HCF, rake ALL 1.00 per hand, §HCF-9): dave seated at 3 and opted in takes the DP seat with a bank
 * of 10,000 (+ 100 rake held with it); erin ANTE 1000 on seat 1 and frank ANTE 1000 on seat 2 (each + 100 rake held).
 * erin FOUR_HEARTS (4-card flush), frank FIVE_SPADES (5-card flush), the DP DP_CLUBS (4-card K-high flush: qualifies,
 * §HCF-4). Action order (§HCF-8) from the right of the button (seat 3): frank raises 2x = 2000 (§HCF-3: 5 cards allow
 * 2x), erin folds. Settlement: erin loses her Ante into the bank (10,000 → 11,000), her rake kept; frank's 5 cards beat
 * the DP's 4 (§HCF-2): Ante 1:1 and Raise 1:1 paid from the bank (11,000 − 3000 = 8000), his Ante back with its
 * winnings (2000, the rake kept) and his Raise back doubled (4000); dave's bank returns 8000, its rake kept.
 * Handle 1100 + 1100 + 2000 + 10,100 = 14,300 (fees included, the bank is a bet); payouts 0 + 2000 + 4000 + 8000 =
 * 14,000; GGR 300 = the rake 3 x 100 (the house's take at a player-banked game); hold 300 / 14,300 = 2.10 %;
 * 4 bets (erin's Ante, frank's Ante and Raise, the bank), average 14,300 / 4 = 3575; players 3; biggest win 2000
 * (frank's Raise winnings).
 *
 * Both: rounds 2, bets 7, players 6, handle 20,600, payouts 18,600, GGR 2000, hold 2000 / 20,600 = 9.71 %, average
 * 20,600 / 7 = 2942.86 → 2943, biggest win 2000, rake 300, no voids (void rate 0).
 */
describe.each(BACKENDS)('[REPORTS] High Card Flush with rake, blackjack with doubles, by hand (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let hcfTable = '';
  const t: Record<string, string> = {};
  let first = 0;
  let last = 0;

  const BJ: Figures = {
    rounds: 1,
    voids: 0,
    voidRate: 0,
    bets: 3,
    players: 3,
    handle: 6300,
    payouts: 4600,
    ggr: 1700,
    holdPct: 26.98,
    avgBet: 2100,
    biggestWin: 2000,
    rake: 0,
  };
  const HCF: Figures = {
    rounds: 1,
    voids: 0,
    voidRate: 0,
    bets: 4,
    players: 3,
    handle: 14_300,
    payouts: 14_000,
    ggr: 300,
    holdPct: 2.1,
    avgBet: 3575,
    biggestWin: 2000,
    rake: 300,
  };
  const BOTH: Figures = {
    rounds: 2,
    voids: 0,
    voidRate: 0,
    bets: 7,
    players: 6,
    handle: 20_600,
    payouts: 18_600,
    ggr: 2000,
    holdPct: 9.71,
    avgBet: 2943,
    biggestWin: 2000,
    rake: 300,
  };

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'BLACKJACK',
      players: ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'],
      deposit: 100_000,
      rules: { decisionSeconds: 60 },
    });
    for (const p of s.players) t[p.name] = p.token;
    const dealer = s.dealer;
    const post = (path: string, token: string, body: unknown = {}) => ok(call('POST', path, { token, body }));
    const cards = async (roundId: string, list: string[]) => {
      let st: any = null;
      for (const card of list) st = await post(`/api/rounds/${roundId}/cards`, dealer, { card });
      return st;
    };
    const decide = (roundId: string, name: string, body: Record<string, unknown>) =>
      post(`/api/rounds/${roundId}/decisions`, t[name]!, body);
    const bet = (roundId: string, name: string, body: Record<string, unknown>) =>
      post(`/api/rounds/${roundId}/bets`, t[name]!, body);

    // Blackjack.
    await post(`/api/tables/${s.tableId}/shoes`, dealer);
    await post(`/api/tables/${s.tableId}/seats`, t.alice!, { seat: 2 });
    await post(`/api/tables/${s.tableId}/seats`, t.bob!, { seat: 3 });
    const bj = await post(`/api/tables/${s.tableId}/rounds`, dealer);
    await bet(bj.id, 'alice', { type: 'MAIN', seat: 2, amount: 1000 });
    await bet(bj.id, 'bob', { type: 'MAIN', seat: 3, amount: 2000 });
    await bet(bj.id, 'carol', { type: 'BET_BEHIND', seat: 2, amount: 300 });
    await post(`/api/rounds/${bj.id}/close`, dealer);
    let st = await cards(bj.id, ['6H', '5S', '9C', '5D', '4H']);
    expect(st.next).toMatchObject({ kind: 'decision', seat: 2, actions: ['HIT', 'STAND', 'DOUBLE'] });
    await decide(bj.id, 'alice', { action: 'DOUBLE' });
    st = await cards(bj.id, ['TS']);
    expect(st.next).toMatchObject({ kind: 'decision', seat: 3 });
    await decide(bj.id, 'bob', { action: 'DOUBLE' });
    st = await cards(bj.id, ['2C', '7D', '2D']);
    expect(st.status).toBe('COMPLETE');
    await post(`/api/rounds/${bj.id}/settle`, dealer);
    const bjBets = (await ok(call('GET', `/api/rounds/${bj.id}`, { token: s.pit }))).bets as any[];
    const bjBet = (u: string) => bjBets.find((b) => b.username === u);
    expect(bjBet('alice')).toMatchObject({ amount: 1000, extraStake: 1000, status: 'WON', payout: 2000, refund: 2000 });
    expect(bjBet('bob')).toMatchObject({ amount: 2000, extraStake: 2000, status: 'LOST', payout: 0, refund: 0 });
    expect(bjBet('carol')).toMatchObject({ amount: 300, extraStake: 0, status: 'WON', payout: 300, refund: 300 });

    // High Card Flush.
    hcfTable = (
      await post('/api/tables', s.admin, { name: 'HCF reports', game: 'HIGH_CARD_FLUSH', rules: HCF_BASE_RULES })
    ).id;
    await ok(call('PUT', `/api/tables/${hcfTable}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
    await post(`/api/tables/${hcfTable}/seats`, t.erin!, { seat: 1, dpOptIn: false });
    await post(`/api/tables/${hcfTable}/seats`, t.frank!, { seat: 2, dpOptIn: false });
    await post(`/api/tables/${hcfTable}/seats`, t.dave!, { seat: 3, dpOptIn: true });
    const hcf = await post(`/api/tables/${hcfTable}/rounds`, dealer);
    expect(hcf.next).toMatchObject({ kind: 'dp-offer', seat: 3 });
    await post(`/api/rounds/${hcf.id}/dp`, t.dave!, { accept: true, bank: 10_000 });
    await bet(hcf.id, 'erin', { type: 'ANTE', seat: 1, amount: 1000 });
    await bet(hcf.id, 'frank', { type: 'ANTE', seat: 2, amount: 1000 });
    st = await post(`/api/rounds/${hcf.id}/close`, dealer);
    expect(st.view.dealOrder).toEqual([
      { to: 'seat', seat: 1 },
      { to: 'seat', seat: 2 },
      { to: 'dp', seat: 3 },
    ]);
    st = await cards(hcf.id, [...FOUR_HEARTS, ...FIVE_SPADES]);
    expect(st.next).toEqual({ kind: 'decision', seat: 2, actions: ['FOLD', 'RAISE'], maxMultiple: 2 });
    await decide(hcf.id, 'frank', { action: 'RAISE', multiple: 2 });
    await decide(hcf.id, 'erin', { action: 'FOLD' });
    st = await cards(hcf.id, DP_CLUBS);
    expect(st.status).toBe('COMPLETE');
    await post(`/api/rounds/${hcf.id}/settle`, dealer);
    const hcfBets = (await ok(call('GET', `/api/rounds/${hcf.id}`, { token: s.pit }))).bets as any[];
    const hcfBet = (u: string, type: string) => hcfBets.find((b) => b.username === u && b.type === type);
    expect(hcfBet('erin', 'ANTE')).toMatchObject({ amount: 1000, fee: 100, status: 'LOST', payout: 0, refund: 0 });
    expect(hcfBet('frank', 'ANTE')).toMatchObject({
      amount: 1000,
      fee: 100,
      status: 'WON',
      payout: 1000,
      refund: 1000,
    });
    expect(hcfBet('frank', 'RAISE')).toMatchObject({ amount: 2000, status: 'WON', payout: 2000, refund: 2000 });
    expect(hcfBet('dave', 'DP_BANK')).toMatchObject({
      amount: 10_000,
      fee: 100,
      status: 'LOST',
      payout: 0,
      refund: 8000,
    });

    const opened = (await db().round.findMany({ where: { id: { in: [bj.id, hcf.id] } } })).map((r) =>
      r.openedAt.getTime(),
    );
    first = Math.min(...opened);
    last = Math.max(...opened);
  });
  afterAll(async () => drop?.());

  const HOUR = 3_600_000;
  /** Minutes around the rounds (from the rounds alone), or whole hours around them (from the rollup). */
  const windows = () => ({
    rounds: [new Date(first - 60_000), new Date(last + 60_000)] as const,
    rollup: [new Date(Math.floor(first / HOUR) * HOUR - HOUR), new Date(Math.ceil(last / HOUR) * HOUR + HOUR)] as const,
  });
  const get = (groupBy: string, [from, to]: readonly [Date, Date]) =>
    call('GET', `/api/reports?from=${from.toISOString()}&to=${to.toISOString()}&groupBy=${groupBy}`, {
      token: s.pit,
    });

  it('by table and by game: every figure as worked out by hand, from the rounds and from the rollup', async () => {
    for (const w of Object.values(windows())) {
      const byTable = await ok<{ items: (Figures & { key: string })[]; total: Figures }>(get('table', w));
      expect(byTable.items).toHaveLength(2);
      expect(byTable.items.find((i) => i.key === s.tableId)).toMatchObject({ game: 'BLACKJACK', ...BJ });
      expect(byTable.items.find((i) => i.key === hcfTable)).toMatchObject({
        game: 'HIGH_CARD_FLUSH',
        theoreticalEdgePct: null,
        ...HCF,
      });
      expect(byTable.total).toMatchObject(BOTH);
      const byGame = await ok<{ items: (Figures & { key: string })[]; total: Figures }>(get('game', w));
      expect(byGame.items.find((i) => i.key === 'BLACKJACK')).toMatchObject({ label: 'Blackjack', ...BJ });
      expect(byGame.items.find((i) => i.key === 'HIGH_CARD_FLUSH')).toMatchObject({ label: 'High Card Flush', ...HCF });
      expect(byGame.total).toMatchObject(BOTH);
    }
  });

  it('the CSV holds the JSON’s figures cell for cell (money in units), by table and by game', async () => {
    const money = new Set(['handle', 'payouts', 'ggr', 'avgBet', 'biggestWin', 'rake']);
    const cell = (k: string, v: unknown) =>
      v === null || v === undefined ? '' : money.has(k) ? csvMoney(v as number) : String(v);
    for (const groupBy of ['table', 'game'])
      for (const w of Object.values(windows())) {
        const json = await ok<Report>(get(groupBy, w));
        const res = await reportsGet(
          new Request(
            `http://localhost/api/reports?from=${w[0].toISOString()}&to=${w[1].toISOString()}&groupBy=${groupBy}&format=csv`,
            { headers: { authorization: `Bearer ${s.pit}` } },
          ),
          { params: Promise.resolve({}) },
        );
        expect(res.status).toBe(200);
        const [head, ...rows] = (await res.text())
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n')
          .map((l) => l.split(','));
        expect(rows).toHaveLength(json.items.length + 1);
        const expected = [...json.items, { key: null, label: 'Total', ...json.total }].map(
          (x) => x as unknown as Record<string, unknown>,
        );
        for (const [i, row] of rows.entries())
          for (const [c, name] of head!.entries()) {
            const v = expected[i]![name];
            expect(row[c], `${groupBy} row ${i} ${name}`).toBe(
              i === rows.length - 1 && (name === 'game' || name === 'theoreticalEdgePct') ? '' : cell(name, v),
            );
          }
        // The hand-worked figures in units: the rake and GGR of High Card Flush, the handle of blackjack.
        const col = (row: string[], name: string) => row[head!.indexOf(name)];
        const hcfRow = rows.find((r) => r[0] === (groupBy === 'table' ? hcfTable : 'HIGH_CARD_FLUSH'))!;
        expect([col(hcfRow, 'handle'), col(hcfRow, 'payouts'), col(hcfRow, 'ggr'), col(hcfRow, 'rake')]).toEqual([
          '143.00',
          '140.00',
          '3.00',
          '3.00',
        ]);
        expect(col(hcfRow, 'holdPct')).toBe('2.1');
        const bjRow = rows.find((r) => r[0] === (groupBy === 'table' ? s.tableId : 'BLACKJACK'))!;
        expect([col(bjRow, 'handle'), col(bjRow, 'payouts'), col(bjRow, 'ggr'), col(bjRow, 'avgBet')]).toEqual([
          '63.00',
          '46.00',
          '17.00',
          '21.00',
        ]);
        expect(col(rows.at(-1)!, 'avgBet')).toBe('29.43');
      }
  });
});

describe('[REPORTS] CSV cells', () => {
  it('quotes commas, quotes and line breaks, defuses formulas, money in units', () => {
    expect(csvCell('Table, 1')).toBe('"Table, 1"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvMoney(-1250)).toBe('-12.50');
    expect(csvMoney(5)).toBe('0.05');
    expect(csvMoney(0)).toBe('0.00');
  });
});
