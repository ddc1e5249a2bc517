/**
 * [PLAYER][PIT][HIGH_CARD_FLUSH] Face-down hands (seed 002 "Hra" 1: seven cards face down; RULES.md
 * §HCF-1): while a round is dealt and decided, a player's cards reach that player and the staff only.
 * Every path a viewer can read a round by is checked: the round detail and its log, the table and the
 * table list, the HTTP catch-up of table events, a decision's answer (also when repeated with its
 * Idempotency-Key), and the realtime messages (staff room whole, each player their own hand, the table
 * room nobody's). After the DP's hand (the reveal) every hand is public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { DP_CLUBS, FIVE_SPADES, FOUR_HEARTS, hcfApi } from '../helpers/hcf-api';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';

describe.each(BACKENDS)('[HIGH_CARD_FLUSH] face-down hands (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'HIGH_CARD_FLUSH', players: ['nobody'], deposit: 0 });
  });
  afterAll(async () => drop?.());
  const { t, id, player, newTable, seat, open, dp, bet, decide, cards, close, settle, card, zeroSum } = hcfApi(
    () => s,
    'face down',
  );

  /** The hands of a round as `token` (or an anonymous viewer) reads them: seat → [cards, dealt, hidden]. */
  const handsSeenBy = async (roundId: string, token?: string) => {
    const d = await ok(call('GET', `/api/rounds/${roundId}`, { token: token ?? s.pit }));
    return Object.fromEntries(
      (d.view.hands as any[]).map((h) => [
        h.seat,
        [h.cards.join(' '), h.dealt ?? h.cards.length, h.hidden === true, h.flush?.size ?? null],
      ]),
    );
  };
  const handsOf = (round: any) =>
    Object.fromEntries(
      (round.view.hands as any[]).map((h) => [
        h.seat,
        [h.cards.join(' '), h.dealt ?? h.cards.length, h.hidden === true],
      ]),
    );

  it('[PRIVACY] a player sees their own hand only; the DP, other players and anonymous viewers see how many cards; staff see all; the reveal shows every hand', async () => {
    await player('dan', 100_000);
    await player('amy', 100_000);
    await player('ben', 100_000);
    const tb = await newTable();
    await seat('dan', 4, true, tb);
    await seat('amy', 1, false, tb);
    await seat('ben', 2, false, tb);
    const r = await open(tb);
    await ok(dp(r.id, 'dan', { accept: true, bank: 50_000 }));
    await ok(bet(r.id, 'amy', { type: 'ANTE', seat: 1, amount: 1000 }));
    await ok(bet(r.id, 'ben', { type: 'ANTE', seat: 2, amount: 1000 }));
    await ok(close(r.id));
    // Button at seat 4: deal 1, 2, then the DP. amy gets four hearts, ben three of his spades so far.
    await cards(r.id, FOUR_HEARTS);
    await cards(r.id, FIVE_SPADES.slice(0, 3));

    const AMY = FOUR_HEARTS.join(' ');
    const BEN3 = FIVE_SPADES.slice(0, 3).join(' ');
    expect(await handsSeenBy(r.id, t.amy)).toEqual({ 1: [AMY, 7, false, 4], 2: ['', 3, true, null] });
    expect(await handsSeenBy(r.id, t.ben)).toEqual({ 1: ['', 7, true, null], 2: [BEN3, 3, false, null] });
    expect(await handsSeenBy(r.id, t.dan)).toEqual({ 1: ['', 7, true, null], 2: ['', 3, true, null] });
    expect(await handsSeenBy(r.id, s.pit)).toEqual({ 1: [AMY, 7, false, 4], 2: [BEN3, 3, false, null] });
    expect(await handsSeenBy(r.id, s.dealer)).toEqual({ 1: [AMY, 7, false, 4], 2: [BEN3, 3, false, null] });

    // The round's log: another seat's card is not in it for a player.
    const amyLog = (await ok(call('GET', `/api/rounds/${r.id}`, { token: t.amy }))).events.filter(
      (e: any) => e.type === 'CARD',
    );
    expect(amyLog.map((e: any) => [e.data.seat, e.data.card])).toEqual([
      ...FOUR_HEARTS.map((c) => [1, c]),
      [2, null],
      [2, null],
      [2, null],
    ]);
    expect((await ok(call('GET', `/api/rounds/${r.id}`, { token: t.amy }))).cards).toMatchObject({
      seat1: FOUR_HEARTS,
      seat2: [],
    });

    // The table (snapshot and list) and the HTTP catch-up, anonymous: no player card at all.
    const table = await ok(call('GET', `/api/tables/${tb}`, {}));
    expect(handsOf(table.round)).toEqual({ 1: ['', 7, true], 2: ['', 3, true] });
    const listed = (await ok(call('GET', '/api/tables', {}))).find((x: any) => x.id === tb);
    expect(handsOf(listed.round)).toEqual({ 1: ['', 7, true], 2: ['', 3, true] });
    const mine = await ok(call('GET', `/api/tables/${tb}`, { token: t.ben }));
    expect(handsOf(mine.round)).toEqual({ 1: ['', 7, true], 2: [BEN3, 3, false] });
    const feed = await ok<any[]>(call('GET', `/api/tables/${tb}/events?sinceSeq=0`, {}));
    const dealt = feed.filter((e) => e.type === 'round:card');
    expect(dealt).toHaveLength(10);
    expect(dealt.every((e) => e.data.card === null && e.data.hidden === true)).toBe(true);
    expect(JSON.stringify(feed)).not.toMatch(/"(AH|KH|QH|9S|8S|6S)"/);
    const staffFeed = await ok<any[]>(call('GET', `/api/tables/${tb}/events?sinceSeq=0`, { token: s.pit }));
    expect(staffFeed.filter((e) => e.type === 'round:card').map((e) => e.data.card)).toEqual([
      ...FOUR_HEARTS,
      ...FIVE_SPADES.slice(0, 3),
    ]);

    // Realtime: one card to ben's seat goes whole to the staff room, to ben with his hand, to amy with hers, and to the
    // table room (everyone else) with no player card; the three versions carry the same seq.
    const messages: Outgoing[] = [];
    const stop = onDeliver((m) => messages.push(m));
    await ok(card(r.id, FIVE_SPADES[3]!));
    stop();
    const byRoom = Object.fromEntries(messages.filter((m) => m.event === 'round:card').map((m) => [m.room, m]));
    expect(Object.keys(byRoom).sort()).toEqual(
      [`staff:${tb}`, `table:${tb}`, `user:${id.amy}`, `user:${id.ben}`].sort(),
    );
    const p = (room: string) => byRoom[room]!.payload as any;
    expect(new Set(Object.values(byRoom).map((m) => (m.payload as any).seq)).size).toBe(1);
    expect([p(`staff:${tb}`).data.card, handsOf(p(`staff:${tb}`).round)]).toEqual([
      '4S',
      { 1: [AMY, 7, false], 2: [`${BEN3} 4S`, 4, false] },
    ]);
    expect([p(`user:${id.ben}`).data.card, handsOf(p(`user:${id.ben}`).round)]).toEqual([
      '4S',
      { 1: ['', 7, true], 2: [`${BEN3} 4S`, 4, false] },
    ]);
    expect([p(`user:${id.amy}`).data.card, handsOf(p(`user:${id.amy}`).round)]).toEqual([
      null,
      { 1: [AMY, 7, false], 2: ['', 4, true] },
    ]);
    expect([p(`table:${tb}`).data.card, handsOf(p(`table:${tb}`).round)]).toEqual([
      null,
      { 1: ['', 7, true], 2: ['', 4, true] },
    ]);
    expect(byRoom[`table:${tb}`]!.except?.sort()).toEqual([`staff:${tb}`, `user:${id.amy}`, `user:${id.ben}`].sort());

    await cards(r.id, FIVE_SPADES.slice(4));
    // Action order from the right of the button (seat 4): ben (2), then amy (1). How far ben may raise is his to know.
    const anon = (await ok(call('GET', `/api/tables/${tb}`, {}))).round;
    expect(anon.next).toMatchObject({ kind: 'decision', seat: 2, maxMultiple: null });
    expect((await ok(call('GET', `/api/rounds/${r.id}`, { token: t.ben }))).next).toMatchObject({
      kind: 'decision',
      seat: 2,
      maxMultiple: 2,
    });
    // ben's decision answer, and its repeat with the same Idempotency-Key, show amy's hand face down.
    const key = { 'idempotency-key': 'ben-raise-1' };
    const answer = await ok(decide(r.id, 'ben', { action: 'RAISE', multiple: 2 }, key));
    const again = await ok(decide(r.id, 'ben', { action: 'RAISE', multiple: 2 }, key));
    for (const a of [answer, again])
      expect(handsOf(a)).toEqual({ 1: ['', 7, true], 2: [FIVE_SPADES.join(' '), 7, false] });
    expect(JSON.stringify(answer)).not.toContain('"AH"');
    await ok(decide(r.id, 'amy', { action: 'RAISE', multiple: 1 }));

    // The reveal: the DP's hand is entered (public as it is dealt); once complete every hand is public.
    const mid = await ok(card(r.id, DP_CLUBS[0]!));
    expect(mid.view.bankHand.cards).toEqual([DP_CLUBS[0]]);
    await cards(r.id, DP_CLUBS.slice(1));
    const revealed = (await ok(call('GET', `/api/tables/${tb}`, {}))).round;
    expect(revealed.status).toBe('COMPLETE');
    expect(handsOf(revealed)).toEqual({ 1: [AMY, 7, false], 2: [FIVE_SPADES.join(' '), 7, false] });
    expect(
      (await ok(call('GET', `/api/rounds/${r.id}`, { token: t.dan }))).events
        .filter((e: any) => e.type === 'CARD' && e.data.seat === 1)
        .map((e: any) => e.data.card),
    ).toEqual(FOUR_HEARTS);
    const settledMessages: Outgoing[] = [];
    const stopSettled = onDeliver((m) => settledMessages.push(m));
    await ok(settle(r.id));
    stopSettled();
    // amy's Ante: A-K-Q-2 of hearts beats K-Q-J-5 of clubs: 1,000 back + 1,000 won; the 100 rake held with it is kept.
    // One bet:settled for amy with all her bets of the round.
    const amyBatches = settledMessages.filter((m) => m.room === `user:${id.amy}` && m.event === 'bet:settled');
    expect(amyBatches).toHaveLength(1);
    const amyAnte = (amyBatches[0]!.payload as any).bets.find((b: any) => b.type === 'ANTE');
    expect(amyAnte).toMatchObject({
      status: 'WON',
      amount: 1000,
      payout: 1000,
      refund: 1000,
      fee: 100,
      payoutCut: 0,
      net: 900,
    });
    await zeroSum();
  });

  it("[PRIVACY] the undo of a round's only card reaches the table room and the catch-up without the card", async () => {
    await player('ivy', 100_000);
    await player('joe', 100_000);
    const tb = await newTable();
    await seat('ivy', 1, true, tb);
    await seat('joe', 2, false, tb);
    const r = await open(tb);
    await ok(dp(r.id, 'ivy', { accept: true, bank: 50_000 }));
    await ok(bet(r.id, 'joe', { type: 'ANTE', seat: 2, amount: 1000 }));
    await ok(close(r.id));
    await ok(card(r.id, 'AH'));
    const messages: Outgoing[] = [];
    const stop = onDeliver((m) => messages.push(m));
    await ok(call('POST', `/api/rounds/${r.id}/undo`, { token: s.dealer }));
    stop();
    const undos = messages.filter((m) => m.event === 'round:undo');
    const table = undos.find((m) => m.room === `table:${tb}`)!.payload as any;
    expect([table.data.card, table.data.hidden]).toEqual([null, true]);
    expect((undos.find((m) => m.room === `staff:${tb}`)!.payload as any).data.card).toBe('AH');
    expect((undos.find((m) => m.room === `user:${id.joe}`)!.payload as any).data.card).toBe('AH');
    const feed = await ok<any[]>(call('GET', `/api/tables/${tb}/events?sinceSeq=0`, {}));
    expect(JSON.stringify(feed)).not.toContain('"AH"');
  });
});
