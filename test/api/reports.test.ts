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
