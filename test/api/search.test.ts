/**
 * [PIT] search in the round history and the player's page (issue #17 §5): `GET /api/rounds` with `player`, `dealer`,
 * `q`, `outcome`, `minAmount`/`maxAmount`, `hourFrom`/`hourTo`/`tz`, and `GET /api/users/:id/summary`.
 * Four baccarat rounds are played through the API; every expectation below is worked out from the cards and
 * RULES.md §BAC (Player 1:1, Banker 0.95:1 rounded down, Tie 8:1 with Player and Banker pushing, §BAC-5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';

describe.each(BACKENDS)('[SEARCH] round history search and player summary (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  /** R1..R4 in the order played (R4 newest). */
  const R: { id: string; number: number; openedAt: string }[] = [];
  let dealer2Id = '';

  const ids = async (query: string, token = s.pit): Promise<string[]> =>
    (
      await ok<{ items: { id: string }[] }>(call('GET', `/api/rounds?tableId=${s.tableId}&${query}`, { token }))
    ).items.map((r) => r.id);
  const rid = (...n: number[]) => n.map((i) => R[i - 1]!.id);

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
    const play = async (bets: [typeof alice, string, number][], cards: string[] | null) => {
      const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
      for (const [p, type, amount] of bets)
        await ok(call('POST', `/api/rounds/${round.id}/bets`, { token: p.token, body: { type, amount } }));
      if (cards) {
        await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
        for (const card of cards)
          await ok(call('POST', `/api/rounds/${round.id}/cards`, { token: s.dealer, body: { card } }));
        await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
      }
      R.push({ id: round.id, number: round.number, openedAt: '' });
    };
    // R1: Player 3+5 = 8 (natural) v Banker K+7 = 7: Player wins. alice PLAYER 1000 (+1000), bob BANKER 500 (−500).
    await play(
      [
        [alice, 'PLAYER', 1000],
        [bob, 'BANKER', 500],
      ],
      ['3S', 'KC', '5H', '7C'],
    );
    // R2: Player 2+2 = 4 (a pair) v Banker 4+5 = 9 (natural): Banker wins; bob BANKER 2000 wins 1900 (0.95:1).
    await play([[bob, 'BANKER', 2000]], ['2C', '4H', '2D', '5S']);
    // R3: Player K+9 = 9 v Banker 9+Q = 9: Tie (natural). alice TIE 100 wins 800; carol PLAYER 300 pushes.
    await play(
      [
        [alice, 'TIE', 100],
        [carol, 'PLAYER', 300],
      ],
      ['KS', '9D', '9H', 'QC'],
    );
    // R4: still betting: alice PLAYER 500 in play.
    await play([[alice, 'PLAYER', 500]], null);
    // The dealer of each round (helper A's open-round attributes rounds to the dealer on shift; set here so the
    // test does not depend on who was signed in): R3 was dealer2's.
    for (const [i, r] of R.entries())
      await db().round.update({ where: { id: r.id }, data: { dealerId: i === 2 ? dealer2Id : s.dealerId } });
    const all = (await ok(call('GET', `/api/rounds?tableId=${s.tableId}`, { token: s.pit }))).items as {
      id: string;
      openedAt: string;
    }[];
    for (const r of R) r.openedAt = all.find((x) => x.id === r.id)!.openedAt;
  });
  afterAll(async () => drop?.());

  it('plays four rounds, newest first without filters', async () => {
    expect(await ids('')).toEqual(rid(4, 3, 2, 1));
  });

  it('player: rounds the player bet in, any case; unknown player → empty', async () => {
    expect(await ids('player=alice')).toEqual(rid(4, 3, 1));
    expect(await ids('player=ALICE')).toEqual(rid(4, 3, 1));
    expect(await ids('player=bob')).toEqual(rid(2, 1));
    expect(await ids('player=carol')).toEqual(rid(3));
    expect(await ids('player=nobody')).toEqual([]);
  });

  it('dealer: rounds the dealer ran; unknown dealer → empty; dealerName on the rows', async () => {
    expect(await ids('dealer=Dealer1')).toEqual(rid(4, 2, 1));
    expect(await ids('dealer=dealer2')).toEqual(rid(3));
    expect(await ids('dealer=ghost')).toEqual([]);
  });

  it('q: a round number (with or without #) or a round id', async () => {
    expect(await ids(`q=${R[1]!.number}`)).toEqual(rid(2));
    expect(await ids(`q=%23${R[2]!.number}`)).toEqual(rid(3));
    expect(await ids(`q=${R[2]!.id}`)).toEqual(rid(3));
    expect(await ids('q=00000000-0000-0000-0000-000000000000')).toEqual([]);
    expect(await ids('q=9999')).toEqual([]);
  });

  it('outcome: words in the result (winner, totals, true flags), all of them, any case and spacing', async () => {
    expect(await ids('outcome=banker')).toEqual(rid(2));
    expect(await ids('outcome=Tie')).toEqual(rid(3));
    expect(await ids('outcome=natural')).toEqual(rid(3, 2, 1));
    expect(await ids('outcome=player%2C%20natural')).toEqual(rid(1));
    expect(await ids('outcome=player%20pair')).toEqual(rid(2));
    expect(await ids('outcome=playerPair')).toEqual(rid(2));
    expect(await ids('outcome=banker_pair')).toEqual([]);
    expect(await ids('outcome=9')).toEqual(rid(3, 2));
    expect(await ids('outcome=8')).toEqual(rid(1));
    expect(await ids('outcome=4')).toEqual(rid(2));
  });

  it('minAmount / maxAmount: the round total staked (R1 1500, R2 2000, R3 400, R4 500)', async () => {
    expect(await ids('minAmount=1500')).toEqual(rid(2, 1));
    expect(await ids('minAmount=400&maxAmount=1500')).toEqual(rid(4, 3, 1));
    expect(await ids('maxAmount=399')).toEqual([]);
    expect((await call('GET', '/api/rounds?minAmount=5&maxAmount=4', { token: s.pit })).status).toBe(400);
  });

  it('hourFrom / hourTo: hour of day the round opened, UTC or tz, wrapping past midnight', async () => {
    const hourIn = (iso: string, tz: string) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: tz }).format(new Date(iso)),
      );
    const expected = (tz: string, from: number, to: number) =>
      R.filter((r) => {
        const h = hourIn(r.openedAt, tz);
        return from <= to ? h >= from && h <= to : h >= from || h <= to;
      })
        .map((r) => r.id)
        .reverse();
    const h = hourIn(R[0]!.openedAt, 'UTC');
    const next = (h + 1) % 24;
    expect(await ids(`hourFrom=${h}&hourTo=${h}`)).toEqual(expected('UTC', h, h));
    expect(expected('UTC', h, h).length).toBeGreaterThan(0);
    expect(await ids(`hourFrom=${next}&hourTo=${next}`)).toEqual(expected('UTC', next, next));
    // from > to wraps: next..h is every hour of the day.
    expect(await ids(`hourFrom=${next}&hourTo=${h}`)).toEqual(rid(4, 3, 2, 1));
    // Kolkata is UTC+5:30 (no daylight saving): the hour there.
    const k = hourIn(R[0]!.openedAt, 'Asia/Kolkata');
    expect(await ids(`hourFrom=${k}&hourTo=${k}&tz=Asia/Kolkata`)).toEqual(expected('Asia/Kolkata', k, k));
    expect(await ids(`hourFrom=${h}&hourTo=${h}&tz=Asia/Kolkata`)).toEqual(expected('Asia/Kolkata', h, h));
    expect((await call('GET', '/api/rounds?hourFrom=24', { token: s.pit })).status).toBe(400);
    expect((await call('GET', '/api/rounds?hourFrom=1&tz=Mars/Base', { token: s.pit })).status).toBe(400);
  });

  it('filters combine, and the cursor pages a filtered list', async () => {
    expect(await ids('player=bob&outcome=banker')).toEqual(rid(2));
    expect(await ids('player=alice&dealer=dealer2')).toEqual(rid(3));
    const p1 = await ok(call('GET', `/api/rounds?player=alice&limit=2`, { token: s.pit }));
    expect(p1.items.map((r: { id: string }) => r.id)).toEqual(rid(4, 3));
    const p2 = await ok(call('GET', `/api/rounds?player=alice&limit=2&cursor=${p1.nextCursor}`, { token: s.pit }));
    expect(p2.items.map((r: { id: string }) => r.id)).toEqual(rid(1));
    expect(p2.nextCursor).toBeNull();
  });

  it("a player cannot search for other players' rounds; their own name and amounts are theirs", async () => {
    const alice = s.players[0]!;
    const res = await call('GET', '/api/rounds?player=bob', { token: alice.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(await ids('player=Alice', alice.token)).toEqual(rid(4, 3, 1));
    // Her own stakes: R1 1000, R3 100, R4 500.
    expect(await ids('minAmount=1000', alice.token)).toEqual(rid(1));
    expect(await ids('outcome=banker', alice.token)).toEqual([]);
  });

  it('summary: balance, deposits, rounds, bets, staked, paid out, net by hand', async () => {
    const [alice, bob] = s.players as [Studio['players'][0], Studio['players'][0]];
    const a = await ok(call('GET', `/api/users/${alice.id}/summary`, { token: s.pit }));
    // alice: deposit 1000.00; R1 PLAYER 1000 won (1000 + 1000 back), R3 TIE 100 won 8:1 (800 + 100 back);
    // R4 PLAYER 500 still in play (not counted, held from the balance).
    expect(a).toMatchObject({
      id: alice.id,
      username: 'alice',
      deposits: 100_000,
      depositCount: 1,
      rounds: 2,
      bets: 2,
      staked: 1100,
      paidOut: 2900,
      net: 1800,
      inPlay: 500,
      balance: 100_000 + 1800 - 500,
    });
    expect(a.recentDeposits).toHaveLength(1);
    expect(a.recentDeposits[0]).toMatchObject({ amount: 100_000, by: 'admin' });
    expect(a.lastSeenAt).not.toBeNull();
    // bob: R1 BANKER 500 lost; R2 BANKER 2000 won 1900 (0.95:1) + 2000 back.
    const b = await ok(call('GET', `/api/users/${bob.id}/summary`, { token: s.admin }));
    expect(b).toMatchObject({
      rounds: 2,
      bets: 2,
      staked: 2500,
      paidOut: 3900,
      net: 1400,
      balance: 101_400,
      inPlay: 0,
    });
    const missing = await call('GET', '/api/users/00000000-0000-0000-0000-000000000000/summary', { token: s.pit });
    expect(missing.status).toBe(404);
    expect((await call('GET', `/api/users/${bob.id}/summary`, { token: alice.token })).status).toBe(403);
    expect((await call('GET', `/api/users/${bob.id}/summary`, { token: s.dealer })).status).toBe(403);
  });
});
