/**
 * [PLAYER][PIT][HIGH_CARD_FLUSH][POKER_SWITCH][CASINO_HOLDEM] A round voided during the deal keeps its face-down
 * cards face down (RULES.md §C-4, §C-5: a void refunds every stake; it is not a reveal). Face-down cards: every
 * High Card Flush player hand (§HCF-1), a Poker Switch box's four face-down cards and the dealer's (§PS-0, §PS-2),
 * the Casino Hold'em dealer's two cards before the call window closes (§CHE-1). After the void only the table's
 * staff (its dealer, the pit boss, admins: `isTableStaff`) see them; a player still sees their own where they did
 * before. Every read path: the `round:voided` message per room, the catch-up of table events (the socket's
 * `sinceSeq` and `GET /api/tables/:id/events` share `tableEventsForViewer`), `GET /api/rounds/:id`, the player's
 * replay, their history, the table and the lobby. Blackjack deals no face-down card (§BJ-1, European no hole
 * card), so it has nothing to keep. A round voided once complete shows every card, as it did when complete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { DP_CLUBS, FIVE_SPADES, FOUR_HEARTS, hcfApi } from '../helpers/hcf-api';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';
import { tableEventsForViewer } from '@/lib/rounds/conceal-round';
import { db } from '@/lib/db';
import { inDealOrder } from '@/lib/games/poker-switch/testing';
import type { Card } from '@/lib/games/cards';

/** The quoted card codes of `list` found in `value`'s JSON. */
const leaked = (value: unknown, list: readonly string[]) => {
  const text = JSON.stringify(value);
  return list.filter((c) => text.includes(`"${c}"`));
};

describe.each(BACKENDS)('[VOID] face-down cards stay face down after a void during the deal (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'HIGH_CARD_FLUSH', players: ['nobody'], deposit: 0 });
  });
  afterAll(async () => drop?.());
  const { t, id, player, newTable, seat, open, dp, bet, decide, cards, close, voidRound } = hcfApi(() => s, 'void');

  /** Every read path of `roundId` at `tableId` as `token` (undefined: anonymous where the path is public). */
  const readAll = async (tableId: string, roundId: string, token: string | undefined) => {
    const out: Record<string, unknown> = {
      table: (await ok(call('GET', `/api/tables/${tableId}`, { token }))).round,
      tables: (await ok<any[]>(call('GET', '/api/tables', { token }))).find((x) => x.id === tableId)?.round,
      lobby: (await ok<any[]>(call('GET', '/api/lobby', { token }))).find((x) => x.id === tableId),
      events: await ok(call('GET', `/api/tables/${tableId}/events?sinceSeq=0`, { token })),
      socketCatchUp: await tableEventsForViewer(
        db(),
        null,
        await db().tableEvent.findMany({ where: { tableId }, orderBy: { seq: 'asc' } }),
      ),
    };
    if (token) {
      out.round = await ok(call('GET', `/api/rounds/${roundId}`, { token }));
      out.history = await ok(call('GET', '/api/me/history', { token }));
    }
    return out;
  };
  /** The `round:voided` messages of the void of `roundId`, by room. */
  const voidMessages = async (roundId: string) => {
    const messages: Outgoing[] = [];
    const stop = onDeliver((m) => messages.push(m));
    try {
      expect((await ok(voidRound(roundId))).status).toBe('VOIDED');
    } finally {
      stop();
    }
    return Object.fromEntries(
      messages.filter((m) => m.event === 'round:voided').map((m) => [m.room, m.payload as any]),
    ) as Record<string, any>;
  };

  it('[HIGH_CARD_FLUSH] hands dealt, then voided: each player sees their own hand only, the public none, staff all', async () => {
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
    // Button at seat 4: seat 1 is dealt first (all seven), then seat 2 (three of seven so far).
    await cards(r.id, FOUR_HEARTS);
    const BEN = FIVE_SPADES.slice(0, 3);
    await cards(r.id, BEN);
    const rooms = await voidMessages(r.id);
    expect(Object.keys(rooms).sort()).toEqual(
      [`staff:${tb}`, `table:${tb}`, `user:${id.amy}`, `user:${id.ben}`].sort(),
    );
    const hands = (round: any) =>
      Object.fromEntries(
        (round.view.hands as any[]).map((h) => [h.seat, [h.cards.join(' '), h.dealt ?? h.cards.length]]),
      );
    const AMY = FOUR_HEARTS.join(' ');
    expect(hands(rooms[`staff:${tb}`]!.round)).toEqual({ 1: [AMY, 7], 2: [BEN.join(' '), 3] });
    expect(hands(rooms[`user:${id.amy}`]!.round)).toEqual({ 1: [AMY, 7], 2: ['', 3] });
    expect(hands(rooms[`user:${id.ben}`]!.round)).toEqual({ 1: ['', 7], 2: [BEN.join(' '), 3] });
    expect(hands(rooms[`table:${tb}`]!.round)).toEqual({ 1: ['', 7], 2: ['', 3] });
    expect(rooms[`table:${tb}`]!.round.status).toBe('VOIDED');

    // Anonymous, and dan (the DP: his bank is no seat's hand): no player card on any path.
    expect(leaked(await readAll(tb, r.id, undefined), [...FOUR_HEARTS, ...BEN])).toEqual([]);
    expect(leaked(await readAll(tb, r.id, t.dan), [...FOUR_HEARTS, ...BEN])).toEqual([]);
    // Amy: her seven cards, none of Ben's; Ben: his three, none of Amy's.
    const amy = await readAll(tb, r.id, t.amy);
    expect(leaked(amy, BEN)).toEqual([]);
    expect(hands(amy.round)).toEqual({ 1: [AMY, 7], 2: ['', 3] });
    expect(leaked(await readAll(tb, r.id, t.ben), FOUR_HEARTS)).toEqual([]);
    const benRound = await ok(call('GET', `/api/rounds/${r.id}`, { token: t.ben }));
    expect(hands(benRound)).toEqual({ 1: ['', 7], 2: [BEN.join(' '), 3] });
    expect(
      (benRound.events as any[]).filter((e) => e.type === 'CARD').map((e) => [e.data.seat, e.data.card ?? null]),
    ).toEqual([...FOUR_HEARTS.map(() => [1, null]), ...BEN.map((c) => [2, c])]);
    // The replay of the round as Amy saw it: every step, the voided one last, without Ben's cards.
    const replay = await ok(call('GET', `/api/rounds/${r.id}/replay`, { token: t.amy }));
    expect(leaked(replay, BEN)).toEqual([]);
    const last = (replay.steps as any[]).at(-1);
    expect([last.type, last.round.status, hands(last.round)]).toEqual([
      'VOIDED',
      'VOIDED',
      { 1: [AMY, 7], 2: ['', 3] },
    ]);
    // The staff see every card: the pit boss and the table's dealer.
    for (const token of [s.pit, s.dealer]) {
      const d = await ok(call('GET', `/api/rounds/${r.id}`, { token }));
      expect(hands(d)).toEqual({ 1: [AMY, 7], 2: [BEN.join(' '), 3] });
    }
    const staffFeed = await ok<any[]>(call('GET', `/api/tables/${tb}/events?sinceSeq=0`, { token: s.pit }));
    expect(hands(staffFeed.find((e) => e.type === 'round:voided').round)).toEqual({
      1: [AMY, 7],
      2: [BEN.join(' '), 3],
    });
  });

  it('[HIGH_CARD_FLUSH] a round voided once complete shows every hand, as it did when complete', async () => {
    const tb = await newTable();
    await seat('dan', 4, true, tb);
    await seat('amy', 1, false, tb);
    await seat('ben', 2, false, tb);
    const r = await open(tb);
    await ok(dp(r.id, 'dan', { accept: true, bank: 50_000 }));
    await ok(bet(r.id, 'amy', { type: 'ANTE', seat: 1, amount: 1000 }));
    await ok(bet(r.id, 'ben', { type: 'ANTE', seat: 2, amount: 1000 }));
    await ok(close(r.id));
    await cards(r.id, FOUR_HEARTS);
    await cards(r.id, FIVE_SPADES);
    // Action order from the right of the button (seat 4): ben (2) first, then amy (1); both raise 1x; the DP's hand.
    await ok(decide(r.id, 'ben', { seat: 2, action: 'RAISE', multiple: 1 }));
    await ok(decide(r.id, 'amy', { seat: 1, action: 'RAISE', multiple: 1 }));
    expect((await cards(r.id, DP_CLUBS)).status).toBe('COMPLETE');
    await voidMessages(r.id);
    const anon = (await ok(call('GET', `/api/tables/${tb}`, {}))).round;
    expect(anon.status).toBe('VOIDED');
    expect((anon.view.hands as any[]).map((h) => [h.seat, h.cards.join(' ')])).toEqual([
      [1, FOUR_HEARTS.join(' ')],
      [2, FIVE_SPADES.join(' ')],
    ]);
  });

  it('[POKER_SWITCH] voided on the first pair turn: its player keeps their four-card boxes; no one else sees a face-down card', async () => {
    const tb = await newTable({ boxPairs: 3, turnSeconds: 30 }, 'POKER_SWITCH');
    await player('pia', 100_000);
    await player('pat', 100_000);
    await ok(call('POST', `/api/tables/${tb}/seats`, { token: t.pia, body: { seat: 1 } }));
    await ok(call('POST', `/api/tables/${tb}/seats`, { token: t.pat, body: { seat: 2 } }));
    const r = await open(tb);
    // §PS-1: the larger Ante plays first: Pia's pair 1 (2,000 each box) before Pat's pair 2 (1,000 each).
    for (const box of [1, 2]) await ok(bet(r.id, 'pia', { type: 'ANTE', box, amount: 2000 }));
    for (const box of [3, 4]) await ok(bet(r.id, 'pat', { type: 'ANTE', box, amount: 1000 }));
    await ok(close(r.id));
    const boxes: Record<number, Card[]> = {
      1: ['2C', '3C', '4C', '5C', '7D'],
      2: ['2D', '3D', '4D', '5D', '8H'],
      3: ['2H', '3H', '4H', '5H', '9S'],
      4: ['2S', '3S', '4S', '5S', 'TC'],
    };
    const dealer: Card[] = ['6C', '6D', '6H', '6S', 'JC'];
    await cards(r.id, inDealOrder(boxes, dealer));
    const before = await ok(call('GET', `/api/rounds/${r.id}`, { token: t.pia }));
    expect(before.next).toMatchObject({ kind: 'decision', seat: 1 });
    const rooms = await voidMessages(r.id);
    const holes = (round: any) => [
      ...(round.view.boxes as any[]).map((b) => [b.box, b.hole.join(' '), b.up]),
      ['dealer', round.view.dealer.hole.join(' '), round.view.dealer.up],
    ];
    const shown = (box: number) => boxes[box]!.slice(0, 4).join(' ');
    const all = [
      [1, shown(1), '7D'],
      [2, shown(2), '8H'],
      [3, shown(3), '9S'],
      [4, shown(4), 'TC'],
      ['dealer', '6C 6D 6H 6S', 'JC'],
    ];
    const onlyPia = [
      [1, shown(1), '7D'],
      [2, shown(2), '8H'],
      [3, '', '9S'],
      [4, '', 'TC'],
      ['dealer', '', 'JC'],
    ];
    const none = [
      [1, '', '7D'],
      [2, '', '8H'],
      [3, '', '9S'],
      [4, '', 'TC'],
      ['dealer', '', 'JC'],
    ];
    expect(holes(rooms[`staff:${tb}`]!.round)).toEqual(all);
    expect(holes(rooms[`user:${id.pia}`]!.round)).toEqual(onlyPia);
    // Pat's pair had not begun its turn: his own face-down cards were not his to see yet (§PS-0), nor after the void.
    expect(holes(rooms[`user:${id.pat}`]!.round)).toEqual(none);
    expect(holes(rooms[`table:${tb}`]!.round)).toEqual(none);

    const faceDown = [...[1, 2, 3, 4].flatMap((b) => boxes[b]!.slice(0, 4)), ...dealer.slice(0, 4)];
    const notPias = [...[3, 4].flatMap((b) => boxes[b]!.slice(0, 4)), ...dealer.slice(0, 4)];
    expect(leaked(await readAll(tb, r.id, undefined), faceDown)).toEqual([]);
    expect(leaked(await readAll(tb, r.id, t.pat), faceDown)).toEqual([]);
    const pia = await readAll(tb, r.id, t.pia);
    expect(leaked(pia, notPias)).toEqual([]);
    expect(holes(pia.round)).toEqual(onlyPia);
    expect(leaked(await ok(call('GET', `/api/rounds/${r.id}/replay`, { token: t.pia })), notPias)).toEqual([]);
    expect(leaked(await ok(call('GET', `/api/rounds/${r.id}/replay`, { token: t.pat })), faceDown)).toEqual([]);
    expect(holes(await ok(call('GET', `/api/rounds/${r.id}`, { token: s.dealer })))).toEqual(all);
  });

  it("[CASINO_HOLDEM] voided in the call window: the dealer's two cards stay with the staff", async () => {
    const tb = await newTable({ decisionSeconds: 30 }, 'CASINO_HOLDEM');
    await player('cal', 100_000);
    await player('cid', 100_000);
    const r = await open(tb);
    await ok(bet(r.id, 'cal', { type: 'ANTE', amount: 1000 }));
    await ok(bet(r.id, 'cid', { type: 'ANTE', amount: 1000 }));
    await ok(close(r.id));
    // §CHE-1 deal order: player 1, dealer 1, player 2, dealer 2, flop. The dealer holds 7C 2H.
    await cards(r.id, ['AS', '7C', 'KD', '2H', 'QH', '9S', '5D']);
    await ok(decide(r.id, 'cal', { action: 'CALL' }));
    const rooms = await voidMessages(r.id);
    const DEALER = ['7C', '2H'];
    const dealerOf = (round: any) => [
      round.view.dealer.join(' '),
      round.cards.dealer.join(' '),
      round.view.player.join(' '),
    ];
    expect(dealerOf(rooms[`staff:${tb}`]!.round)).toEqual(['7C 2H', '7C 2H', 'AS KD']);
    const others = Object.entries(rooms).filter(([room]) => room !== `staff:${tb}`);
    expect(others.length).toBeGreaterThan(0);
    for (const [room, p] of others) expect([room, dealerOf(p.round)]).toEqual([room, ['', '', 'AS KD']]);
    for (const token of [undefined, t.cal, t.cid]) {
      const seen = await readAll(tb, r.id, token);
      expect(leaked(seen, DEALER)).toEqual([]);
      if (token) expect(leaked(await ok(call('GET', `/api/rounds/${r.id}/replay`, { token })), DEALER)).toEqual([]);
    }
    expect(dealerOf(await ok(call('GET', `/api/rounds/${r.id}`, { token: s.pit })))).toEqual([
      '7C 2H',
      '7C 2H',
      'AS KD',
    ]);
  });
});
