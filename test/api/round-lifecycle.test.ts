/**
 * [DEALER]/[PIT]/[PLAYER] round life through the API: idempotency, undo, countdown, cancel, max payout,
 * void (open and settled), replay from the event log, and realtime delivery after commit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { allowVoidsAtOnce } from '../helpers/corrections';
import { dbSnapshot } from '../helpers/snapshot';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';
import { closeExpiredRounds } from '@/lib/rounds/close-round';
import { db } from '@/lib/db';

describe.each(BACKENDS)('[ROUNDS] life of a round (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const balance = async (token: string) => (await ok(call('GET', '/api/me', { token }))).balance as number;
  const deal = async (roundId: string, cards: string[]) => {
    let st: any;
    for (const card of cards)
      st = await ok(call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card } }));
    return st;
  };
  const open = async () =>
    (await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }))).id as string;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    // maxPayoutPerRound 2,000 cents: big wins get cut (§C-6).
    s = await buildStudio({ game: 'BACCARAT', deposit: 100_000, limits: { maxPayoutPerRound: 2_000 } });
    // Voids of settled rounds here need no second approver (issue #18 §1 is tested in corrections.test.ts).
    await allowVoidsAtOnce(s.admin);
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
  });
  afterAll(async () => drop?.());

  it('[PLAYER][BET] a repeated Idempotency-Key returns the first response and stakes once', async () => {
    const rid = await open();
    const alice = s.players[0]!;
    const headers = { 'idempotency-key': 'double-click-1' };
    const [a, b] = await Promise.all([
      call('POST', `/api/rounds/${rid}/bets`, { token: alice.token, body: { type: 'PLAYER', amount: 700 }, headers }),
      call('POST', `/api/rounds/${rid}/bets`, { token: alice.token, body: { type: 'PLAYER', amount: 700 }, headers }),
    ]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    const again = await call('POST', `/api/rounds/${rid}/bets`, {
      token: alice.token,
      body: { type: 'PLAYER', amount: 700 },
      headers,
    });
    expect(again.body.id).toBe(a.body.id);
    // The same request spelled with its keys in another order is the same request.
    const reordered = await call('POST', `/api/rounds/${rid}/bets`, {
      token: alice.token,
      rawBody: '{ "amount": 700, "type": "PLAYER" }',
      headers,
    });
    expect([reordered.status, reordered.body.id]).toEqual([201, a.body.id]);
    // The same key with another body is a different request: refused, not answered with the first bet.
    const other = await call('POST', `/api/rounds/${rid}/bets`, {
      token: alice.token,
      body: { type: 'BANKER', amount: 5000 },
      headers,
    });
    expect([other.status, other.body.error?.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await balance(alice.token)).toBe(100_000 - 700);
    // The same key on another path is a misuse, refused with 409 and no effect.
    const misuse = await call('POST', `/api/rounds/${rid}/close`, { token: alice.token, headers });
    expect(misuse.status).toBe(403);
    // Dealer double-click on close: one close, one event.
    const h = { 'idempotency-key': 'close-1' };
    const [c1, c2] = await Promise.all([
      call('POST', `/api/rounds/${rid}/close`, { token: s.dealer, headers: h }),
      call('POST', `/api/rounds/${rid}/close`, { token: s.dealer, headers: h }),
    ]);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    const closes = await db().roundEvent.count({ where: { roundId: rid, type: 'CLOSED' } });
    expect(closes).toBe(1);
    // Player 8 natural (3+5) vs Banker 7 (K+7): Player wins 700.
    await deal(rid, ['3S', 'KC', '5H', '7C']);
    // A retried settle with its key gets the first answer, byte for byte (the round and its settlement), and pays once.
    const sk = { 'idempotency-key': 'settle-1' };
    const first = await call('POST', `/api/rounds/${rid}/settle`, { token: s.dealer, headers: sk });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: rid,
      status: 'SETTLED',
      settlement: { bets: 1, staked: 700, paidOut: 1400 },
    });
    const retry = await call('POST', `/api/rounds/${rid}/settle`, { token: s.dealer, headers: sk });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await balance(alice.token)).toBe(100_000 + 700);
  });

  it('[DEALER][BACCARAT] undo takes back the last card, is recorded, and the replay folds to the same state', async () => {
    const rid = await open();
    await ok(call('POST', `/api/rounds/${rid}/close`, { token: s.dealer }));
    let st = await deal(rid, ['2S', '3H', '2D']);
    expect(st.next).toEqual({ kind: 'card', to: 'banker', position: 2 });
    st = await ok(call('POST', `/api/rounds/${rid}/undo`, { token: s.dealer }));
    expect(st.cards).toEqual({ player: ['2S'], banker: ['3H'] });
    expect(st.next).toEqual({ kind: 'card', to: 'player', position: 2 });
    // Player 2+4=6 stands; banker 3+2=5 draws (player stood: 0-5 draws, §BAC-4) → 3+2+4 = 9.
    st = await deal(rid, ['4D', '2C']);
    expect(st.next).toEqual({ kind: 'card', to: 'banker', position: 3 });
    st = await deal(rid, ['4C']);
    expect(st.status).toBe('COMPLETE');
    expect(st.result).toMatchObject({ winner: 'BANKER', playerTotal: 6, bankerTotal: 9 });
    const replay = await ok(call('GET', `/api/rounds/${rid}/replay`, { token: s.pit }));
    expect(replay.matchesStored).toBe(true);
    expect(replay.steps.map((x: any) => x.type)).toEqual([
      'OPENED',
      'CLOSED',
      'CARD',
      'CARD',
      'CARD',
      'UNDO',
      'CARD',
      'CARD',
      'CARD',
    ]);
    // The shoe counted 2S 3H 4D 2C 4C (the undone 2D is back in).
    const shoe = await db().shoe.findFirstOrThrow({ where: { tableId: s.tableId }, orderBy: { number: 'desc' } });
    expect((shoe.counts as Record<string, number>)['2D'] ?? 0).toBe(0);
    await ok(call('POST', `/api/rounds/${rid}/settle`, { token: s.dealer }));
  });

  it('[PLAYER][BET] a bet taken back while betting is open returns the stake', async () => {
    const rid = await open();
    const bob = s.players[1]!;
    const before = await balance(bob.token);
    const bet = await ok(
      call('POST', `/api/rounds/${rid}/bets`, { token: bob.token, body: { type: 'BANKER', amount: 300 } }),
    );
    expect(await balance(bob.token)).toBe(before - 300);
    const del = await ok(call('DELETE', `/api/bets/${bet.id}`, { token: bob.token }));
    expect(del.status).toBe('CANCELLED');
    expect(await balance(bob.token)).toBe(before);
    const again = await call('DELETE', `/api/bets/${bet.id}`, { token: bob.token });
    expect(again.status).toBe(409);
    await ok(call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: 'test round, nobody played' } }));
  });

  it('[PLAYER][BET] bets after the countdown are refused by server time and the round closes itself', async () => {
    const r = await ok(
      call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: { bettingSeconds: 1 } }),
    );
    expect(new Date(r.closesAt).getTime() - new Date(r.openedAt).getTime()).toBe(1000);
    await new Promise((res) => setTimeout(res, 1100));
    const before = await dbSnapshot();
    const late = await call('POST', `/api/rounds/${r.id}/bets`, {
      token: s.players[2]!.token,
      body: { type: 'TIE', amount: 100 },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('BETTING_CLOSED');
    expect(await dbSnapshot()).toBe(before);
    expect(await closeExpiredRounds()).toEqual([r.id]);
    const detail = await ok(call('GET', `/api/rounds/${r.id}`, { token: s.pit }));
    expect(detail.status).toBe('DEALING');
    expect(detail.events.at(-1)).toMatchObject({ type: 'CLOSED', data: { by: 'COUNTDOWN' }, actor: null });
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'camera fault' } }));
  });

  it('[PIT][VOID] refunds every stake of an open round and reverses a settled one; realtime after commit', async () => {
    const [alice, bob, carol] = s.players as [Studio['players'][0], Studio['players'][0], Studio['players'][0]];
    const start = { a: await balance(alice.token), b: await balance(bob.token), c: await balance(carol.token) };
    const messages: Outgoing[] = [];
    const stop = onDeliver((m) => messages.push(m));
    const rid = await open();
    await ok(call('POST', `/api/rounds/${rid}/bets`, { token: alice.token, body: { type: 'TIE', amount: 500 } }));
    await ok(call('POST', `/api/rounds/${rid}/bets`, { token: bob.token, body: { type: 'BANKER', amount: 1_000 } }));
    await ok(call('POST', `/api/rounds/${rid}/bets`, { token: carol.token, body: { type: 'PLAYER', amount: 400 } }));
    await ok(call('POST', `/api/rounds/${rid}/close`, { token: s.dealer }));
    // Tie: Player 5+2 = 7 v Banker 4+3 = 7, both stand.
    const st = await deal(rid, ['5C', '4S', '2H', '3D']);
    expect(st.result.winner).toBe('TIE');
    await ok(call('POST', `/api/rounds/${rid}/settle`, { token: s.dealer }));
    // Tie 8:1 on 500 = 4,000, cut to the table's 2,000 maximum payout (§C-6); Banker and Player push.
    const detail = await ok(call('GET', `/api/rounds/${rid}`, { token: s.pit }));
    const tie = detail.bets.find((b: any) => b.type === 'TIE');
    expect(tie).toMatchObject({ status: 'WON', payout: 2_000, payoutCut: 2_000, net: 2_000 });
    expect(detail.bets.filter((b: any) => b.status === 'PUSH')).toHaveLength(2);
    expect(await balance(alice.token)).toBe(start.a + 2_000);
    expect(await balance(bob.token)).toBe(start.b);

    const voided = await ok(
      call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: 'wrong card shown to camera' } }),
    );
    expect(voided.status).toBe('VOIDED');
    expect(await balance(alice.token)).toBe(start.a);
    expect(await balance(bob.token)).toBe(start.b);
    expect(await balance(carol.token)).toBe(start.c);
    const after = await ok(call('GET', `/api/rounds/${rid}`, { token: s.pit }));
    expect(after.bets.every((b: any) => b.status === 'VOID' && b.payout === 0 && b.net === 0)).toBe(true);
    expect(after.voidReason).toBe('wrong card shown to camera');
    const again = await call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: 'twice' } });
    expect(again.status).toBe(409);
    const kinds = await db().ledgerTransaction.findMany({
      where: { roundId: rid },
      orderBy: { createdAt: 'asc' },
      select: { kind: true },
    });
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'SETTLEMENT',
      'STAKE',
      'STAKE',
      'STAKE',
      'VOID_REFUND',
      'VOID_REVERSAL',
    ]);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });

    stop();
    const pub = messages.filter((m) => m.room === `table:${s.tableId}`);
    expect(pub.map((m) => m.event)).toEqual([
      'round:opened',
      'round:closed',
      'round:card',
      'round:card',
      'round:card',
      'round:card',
      'round:settled',
      'round:voided',
    ]);
    const seqs = pub.map((m) => (m.payload as { seq: number }).seq);
    expect(seqs).toEqual(seqs.map((_, k) => seqs[0]! + k));
    const mine = messages.filter((m) => m.room === `user:${alice.id}`);
    // One bet:settled per player per settlement listing the player's bets: the settle (Tie 8:1 on 500 cut to
    // 2,000, the stake back: net +2,000), then the void.
    expect(mine.filter((m) => m.event === 'bet:settled').map((m) => m.payload)).toEqual([
      {
        roundId: rid,
        tableId: s.tableId,
        bets: [
          {
            betId: tie.id,
            type: 'TIE',
            amount: 500,
            status: 'WON',
            payout: 2_000,
            net: 2_000,
            refund: 500,
            fee: 0,
            payoutCut: 2_000,
          },
        ],
      },
      {
        roundId: rid,
        tableId: s.tableId,
        bets: [{ betId: tie.id, type: 'TIE', amount: 500, status: 'VOID', payout: 0, net: 0 }],
      },
    ]);
    expect((mine.filter((m) => m.event === 'balance').at(-1)!.payload as any).balance).toBe(start.a);
    // Catch-up: the stored log after a seq gives the same events in order.
    const caught = await ok(call('GET', `/api/tables/${s.tableId}/events?sinceSeq=${seqs[0]! - 1}`));
    expect(caught.slice(0, pub.length).map((e: any) => e.type)).toEqual(pub.map((m) => m.event));
  });
});
