/**
 * [API] Bet intake under concurrency (issue #16 §1) on both backends: bets racing *No more bets* (every
 * accepted bet exists and was placed before the close, none after it; every refused one left nothing),
 * bets racing the countdown by the database clock, bet slips all or nothing (the refused bet's `index`),
 * concurrent bets of one player against their balance and against a spot's maximum (§C-6), the house
 * account's exact balance while its stakes are pending deltas, and the ledger summing to zero. Amounts are
 * worked out by hand in the comments (roulette defaults: STRAIGHT 100..10,000 per player per spot, even
 * money 100..500,000; Casino Hold'em ANTE 500..50,000, AA Bonus 100..10,000).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { metrics } from '@/lib/metrics/metrics';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';

const DOZEN1 = Array.from({ length: 12 }, (_, i) => i + 1);

async function betCounter(outcome: string, code: string): Promise<number> {
  const v = (await metrics().bets.get()).values.find((x) => x.labels.outcome === outcome && x.labels.code === code);
  return v?.value ?? 0;
}

async function houseBalance(tableId: string): Promise<{ exact: number; row: number; pending: number }> {
  const [r] = await db().$queryRawUnsafe<{ exact: bigint; row: bigint; pending: bigint }[]>(
    `SELECT v."balance" AS exact, a."balance" AS row,
            (SELECT count(*) FROM "LedgerAccountDelta" d WHERE d."accountId" = a."id") AS pending
     FROM "account_balance" v JOIN "LedgerAccount" a ON a."id" = v."id" WHERE v."id" = $1`,
    `house:${tableId}`,
  );
  return { exact: Number(r!.exact), row: Number(r!.row), pending: Number(r!.pending) };
}

describe.each(BACKENDS)('[API] bet intake (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'];
  const tok = (name: string) => s.players.find((p) => p.name === name)!.token;
  const uid = (name: string) => s.players.find((p) => p.name === name)!.id;
  const open = async (body: Record<string, unknown> = {}) =>
    ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body }));
  const bet = (roundId: string, name: string, body: unknown, headers?: Record<string, string>) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: tok(name), body, headers });
  const wallet = async (name: string) => (await ok(call('GET', '/api/me', { token: tok(name) }))).balance as number;
  const finish = async (roundId: string, n: number) => {
    const c = await call('POST', `/api/rounds/${roundId}/close`, { token: s.dealer });
    if (c.status !== 200) expect(c.body.error.code).toBe('WRONG_PHASE');
    await ok(call('POST', `/api/rounds/${roundId}/outcome`, { token: s.dealer, body: { number: n } }));
    await ok(call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
  };

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    // Everyone starts with 50,000 cents.
    s = await buildStudio({ game: 'ROULETTE', players: names, deposit: 50_000 });
  });
  afterAll(async () => drop?.());

  it('[SLIP] a slip whose 4th bet is over the maximum places nothing; a valid slip places all five in order', async () => {
    const r = await open();
    const acceptedBefore = await betCounter('accepted', 'OK');
    const refusedBefore = await betCounter('refused', 'BET_ABOVE_MAXIMUM');
    const before = await dbSnapshot();
    // STRAIGHT 17: 6,000 + 3,000 = 9,000 so far; + 1,001 = 10,001 > 10,000 → the 4th (index 3) is refused.
    const refused = await bet(r.id, 'alice', {
      bets: [
        { type: 'RED', amount: 2_000 },
        { type: 'STRAIGHT', numbers: [17], amount: 6_000 },
        { type: 'STRAIGHT', numbers: [17], amount: 3_000 },
        { type: 'STRAIGHT', numbers: [17], amount: 1_001 },
        { type: 'BLACK', amount: 100 },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'BET_ABOVE_MAXIMUM',
      index: 3,
      params: { type: 'STRAIGHT', max: 10_000, already: 9_000, amount: 1_001, index: 3 },
    });
    expect(await dbSnapshot(), 'a refused slip changed the database').toBe(before);
    expect(await wallet('alice')).toBe(50_000);

    // 50,000 − 2,000 − 6,000 − 4,000 − 100 − 300 = 37,600; each bet's balance is the one after it.
    const placed = await ok(
      bet(r.id, 'alice', {
        bets: [
          { type: 'RED', amount: 2_000 },
          { type: 'STRAIGHT', numbers: [17], amount: 6_000 },
          { type: 'STRAIGHT', numbers: [17], amount: 4_000 },
          { type: 'BLACK', amount: 100 },
          { type: 'DOZEN', numbers: DOZEN1, amount: 300 },
        ],
      }),
    );
    expect(placed.balance).toBe(37_600);
    expect(placed.bets.map((b: any) => [b.type, b.amount, b.status, b.balance])).toEqual([
      ['RED', 2_000, 'OPEN', 48_000],
      ['STRAIGHT', 6_000, 'OPEN', 42_000],
      ['STRAIGHT', 4_000, 'OPEN', 38_000],
      ['BLACK', 100, 'OPEN', 37_900],
      ['DOZEN', 300, 'OPEN', 37_600],
    ]);
    expect(await wallet('alice')).toBe(37_600);
    // The slip's bets are stored in slip order (createdAt, id), as close and settlement read them.
    const rows = await db().bet.findMany({
      where: { roundId: r.id, userId: uid('alice') },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(rows.map((b) => b.id)).toEqual(placed.bets.map((b: any) => b.id));
    // The spot now holds 6,000 + 4,000 = 10,000: 100 more is over the maximum (a single bet: no index).
    const more = await bet(r.id, 'alice', { type: 'STRAIGHT', numbers: [17], amount: 100 });
    expect(more.status).toBe(422);
    expect(more.body.error.code).toBe('BET_ABOVE_MAXIMUM');
    expect(more.body.error.params).toEqual({ type: 'STRAIGHT', max: 10_000, already: 10_000, amount: 100 });
    expect(more.body.error.index).toBeUndefined();
    // Counted per bet: the valid slip 5 accepted; the refused slip 5 and the single bet 1 refused.
    expect((await betCounter('accepted', 'OK')) - acceptedBefore).toBe(5);
    expect((await betCounter('refused', 'BET_ABOVE_MAXIMUM')) - refusedBefore).toBe(6);

    // bob (50,000): RED 30,000 leaves 20,000; BLACK 25,000 is more than that → index 1, nothing placed. The refusal
    // names bob's balance (50,000) and what the slip needs up to the refused bet (30,000 + 25,000 = 55,000).
    const poor = await bet(r.id, 'bob', {
      bets: [
        { type: 'RED', amount: 30_000 },
        { type: 'BLACK', amount: 25_000 },
      ],
    });
    expect(poor.status).toBe(422);
    expect(poor.body.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      index: 1,
      params: { balance: 50_000, needed: 55_000, index: 1 },
    });
    expect(await wallet('bob')).toBe(50_000);

    // Malformed slips: 400 naming the field, nothing placed.
    const snap = await dbSnapshot();
    const bad = await bet(r.id, 'bob', {
      bets: [
        { type: 'RED', amount: 100 },
        { type: 'RED', amount: 100 },
        { type: 'RED', amount: 1.5 },
      ],
    });
    expect([bad.status, bad.body.error.code, bad.body.error.message]).toEqual([
      400,
      'VALIDATION_ERROR',
      'bets.2.amount: must be a whole number of cents',
    ]);
    expect((await bet(r.id, 'bob', { bets: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, () => ({ type: 'RED', amount: 100 }));
    expect((await bet(r.id, 'bob', { bets: tooMany })).body.error.code).toBe('VALIDATION_ERROR');
    expect(await dbSnapshot()).toBe(snap);

    // One Idempotency-Key covers the whole slip: the repeat answers the same, one set of bets.
    const slip = {
      bets: [
        { type: 'ODD', amount: 500 },
        { type: 'EVEN', amount: 700 },
      ],
    };
    const first = await bet(r.id, 'bob', slip, { 'idempotency-key': 'slip-1' });
    const again = await bet(r.id, 'bob', slip, { 'idempotency-key': 'slip-1' });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    // 50,000 − 500 − 700 = 48,800.
    expect(await wallet('bob')).toBe(48_800);
    expect(await db().bet.count({ where: { roundId: r.id, userId: uid('bob') } })).toBe(2);

    // Stakes are pending deltas of the house (7 bets: 12,400 + 1,200 = 13,600); its exact balance counts them.
    const h = await houseBalance(s.tableId);
    expect(h.exact - h.row).toBe(13_600);
    expect(h.pending).toBeGreaterThan(0);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });

    // 17 (black, odd, second dozen): alice STRAIGHT 10,000 → 360,000 back (35:1 + stake); BLACK 100 → 200;
    // RED and DOZEN 1-12 lose. bob ODD 500 → 1,000; EVEN loses.
    // Wallets: alice 37,600 + 360,200 = 397,800; bob 48,800 + 1,000 = 49,800.
    await finish(r.id, 17);
    expect(await wallet('alice')).toBe(397_800);
    expect(await wallet('bob')).toBe(49_800);
    // The settlement folded the pending deltas into the house row: stakes 13,600 − paid 361,200 = −347,600.
    expect(await houseBalance(s.tableId)).toEqual({ exact: -347_600, row: -347_600, pending: 0 });
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[CONCURRENCY] one player firing 25 bets of 1,000 at once with 8,000 left: exactly 8 accepted', async () => {
    const r = await open();
    // carol: 50,000 − RED 42,000 = 8,000 left; floor(8,000 / 1,000) = 8.
    await ok(bet(r.id, 'carol', { type: 'RED', amount: 42_000 }));
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        bet(r.id, 'carol', i % 2 ? { type: 'BLACK', amount: 1_000 } : { bets: [{ type: 'ODD', amount: 1_000 }] }),
      ),
    );
    const codes = answers.map((a) => (a.status === 201 ? 'OK' : a.body.error.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(8);
    expect(codes.filter((c) => c === 'INSUFFICIENT_BALANCE')).toHaveLength(17);
    expect(await wallet('carol')).toBe(0);
    expect(await db().bet.count({ where: { roundId: r.id, userId: uid('carol') } })).toBe(9);
    // dave: 8 bets of 3,000 on STRAIGHT 7 at once: 3 fit under 10,000 (9,000), 5 are over the maximum.
    const straight = await Promise.all(
      Array.from({ length: 8 }, () => bet(r.id, 'dave', { type: 'STRAIGHT', numbers: [7], amount: 3_000 })),
    );
    const sc = straight.map((a) => (a.status === 201 ? 'OK' : a.body.error.code));
    expect(sc.filter((c) => c === 'OK')).toHaveLength(3);
    expect(sc.filter((c) => c === 'BET_ABOVE_MAXIMUM')).toHaveLength(5);
    expect(await wallet('dave')).toBe(41_000);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    // 0: every bet loses. carol 0, dave 41,000; the house keeps 42,000 + 8,000 + 9,000 = 59,000 more.
    const house = (await houseBalance(s.tableId)).exact;
    expect(house - (await houseBalance(s.tableId)).row).toBe(59_000);
    await finish(r.id, 0);
    expect(await wallet('carol')).toBe(0);
    expect(await wallet('dave')).toBe(41_000);
    expect((await houseBalance(s.tableId)).exact).toBe(house);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[CLOSE] bets racing No more bets: every 201 exists and precedes the close, every refusal left nothing', async () => {
    const r = await open();
    const players = ['alice', 'bob', 'erin', 'frank'];
    const startBets = await db().bet.count();
    const startStakes = await db().ledgerTransaction.count({ where: { kind: 'STAKE' } });
    let accepted = 0;
    let closing: Promise<ApiResponse> | null = null;
    const results: ApiResponse[] = [];
    const worker = async (name: string) => {
      for (let i = 0; i < 200; i++) {
        const a = await bet(
          r.id,
          name,
          i % 3
            ? { type: 'RED', amount: 100 }
            : {
                bets: [
                  { type: 'EVEN', amount: 100 },
                  { type: 'ODD', amount: 100 },
                ],
              },
        );
        results.push(a);
        if (a.status === 201) accepted++;
        else return;
        // The dealer calls No more bets once 12 requests are in, while every player keeps betting.
        if (accepted === 12 && !closing) closing = call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer });
      }
    };
    await Promise.all(players.map(worker));
    const closed = await closing!;
    expect(closed.status).toBe(200);
    const ok201 = results.filter((a) => a.status === 201);
    const refused = results.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.body.error.code)).toEqual(players.map(() => 'BETTING_CLOSED'));
    const ids = ok201.flatMap((a) => (a.body.bets ? a.body.bets.map((b: any) => b.id) : [a.body.id]));
    const round = await db().round.findUniqueOrThrow({ where: { id: r.id } });
    const rows = await db().bet.findMany({ where: { roundId: r.id } });
    // Exactly the answered bets exist (no refused one was written), each placed before the close.
    expect(rows.map((b) => b.id).sort()).toEqual([...ids].sort());
    expect(await db().bet.count()).toBe(startBets + ids.length);
    expect(await db().ledgerTransaction.count({ where: { kind: 'STAKE' } })).toBe(startStakes + ids.length);
    // (closedAt is taken once the close holds the round exclusively, after the last bet committed; both in ms.)
    for (const b of rows) expect(b.createdAt.getTime()).toBeLessThanOrEqual(round.closedAt!.getTime());
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    await finish(r.id, 2);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('[COUNTDOWN] bets racing the countdown: none accepted at or after closesAt by the server clock', async () => {
    const r = await open({ bettingSeconds: 1 });
    const closesAt = new Date(r.closesAt).getTime();
    let last: ApiResponse | null = null;
    let n = 0;
    for (let i = 0; i < 5_000; i++) {
      last = await bet(r.id, i % 2 ? 'frank' : 'erin', { type: 'RED', amount: 100 });
      if (last.status !== 201) break;
      n++;
    }
    expect(last!.status).toBe(409);
    expect(last!.body.error).toMatchObject({ code: 'BETTING_CLOSED' });
    expect(last!.body.error.message).toContain('past its countdown');
    const rows = await db().bet.findMany({ where: { roundId: r.id } });
    expect(rows).toHaveLength(n);
    for (const b of rows) expect(b.createdAt.getTime()).toBeLessThan(closesAt);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    await finish(r.id, 5);
  });
});

describe.each(BACKENDS)("[API] bet slips with companions, Casino Hold'em (%s)", (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'CASINO_HOLDEM', players: ['alice'], deposit: 20_000 });
  });
  afterAll(async () => drop?.());

  it('[SLIP] an AA Bonus may follow its Ante in the same slip, not precede it', async () => {
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    const t = s.players[0]!.token;
    const before = await dbSnapshot();
    const wrong = await call('POST', `/api/rounds/${r.id}/bets`, {
      token: t,
      body: {
        bets: [
          { type: 'AA_BONUS', amount: 500 },
          { type: 'ANTE', amount: 1_000 },
        ],
      },
    });
    expect([wrong.status, wrong.body.error.code, wrong.body.error.index]).toEqual([422, 'MAIN_BET_REQUIRED', 0]);
    expect(await dbSnapshot()).toBe(before);
    // 20,000 − 1,000 − 500 = 18,500.
    const placed = await ok(
      call('POST', `/api/rounds/${r.id}/bets`, {
        token: t,
        body: {
          bets: [
            { type: 'ANTE', amount: 1_000 },
            { type: 'AA_BONUS', amount: 500 },
          ],
        },
      }),
    );
    expect(placed.bets.map((b: any) => [b.type, b.amount])).toEqual([
      ['ANTE', 1_000],
      ['AA_BONUS', 500],
    ]);
    expect(placed.balance).toBe(18_500);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });
});
