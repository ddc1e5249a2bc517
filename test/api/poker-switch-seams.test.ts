/**
 * [PLAYER][DEALER][POKER_SWITCH] The generic seams Poker Switch needs, through the HTTP API on both
 * backends (issue #15, /work/notes/ps-design.md §4): a player holds one or two pairs (seats, §PS-0)
 * while blackjack and high card flush keep one seat per player; a table has `boxPairs` seats; a
 * seat with no bets can be left while the player's other seat plays; equal Antes at bet time
 * (ANTES_UNEQUAL, §PS-1); the switch fee handed back at once on UNSWITCH (§PS-3); INSURE's amount
 * and its bound by the table's maximum payout (§PS-4); per-box caps instead of the per-round cap
 * (§PS-9). Every figure below is worked out by hand from RULES.md §PS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { db } from '@/lib/db';
import { inDealOrder } from '@/lib/games/poker-switch/testing';
import type { Card } from '@/lib/games/cards';

describe.each(BACKENDS)('[POKER_SWITCH] seats, Antes, switch refund, insurance and caps (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<string, string> = {};
  const START = 100_000;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    // Maximum payout 7,000 cents (§PS-9: per box, the main game and the Bonus each).
    s = await buildStudio({
      game: 'POKER_SWITCH',
      deposit: START,
      rules: { boxPairs: 3 },
      limits: { maxPayoutPerRound: 7_000 },
    });
    for (const p of s.players) t[p.name] = p.token;
  });
  afterAll(async () => drop?.());

  const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
  const sit = (tableId: string, name: string, seat: number) =>
    call('POST', `/api/tables/${tableId}/seats`, { token: t[name], body: { seat } });
  const leave = (tableId: string, name: string, seat: number) =>
    call('DELETE', `/api/tables/${tableId}/seats/${seat}`, { token: t[name] });
  const bet = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body });
  const decide = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body });
  const codeOf = (r: { status: number; body: any }) => [r.status, r.body.error?.code];

  it('[SEATS] one seat per player at blackjack and high card flush (ALREADY_SEATED), also after moving seats', async () => {
    for (const game of ['BLACKJACK', 'HIGH_CARD_FLUSH'] as const) {
      const table = await ok<{ id: string }>(
        call('POST', '/api/tables', { token: s.admin, body: { name: `${game} seats`, game } }),
      );
      await ok(sit(table.id, 'alice', 2));
      expect([game, ...codeOf(await sit(table.id, 'alice', 3))]).toEqual([game, 409, 'ALREADY_SEATED']);
      expect([game, ...codeOf(await sit(table.id, 'alice', 2))]).toEqual([game, 409, 'ALREADY_SEATED']);
      expect([game, ...codeOf(await sit(table.id, 'bob', 2))]).toEqual([game, 409, 'SEAT_TAKEN']);
      const board = await ok(call('GET', `/api/tables/${table.id}/seats`, {}));
      expect([game, board.seatCount, board.seats.map((x: any) => [x.seat, x.username])]).toEqual([
        game,
        game === 'BLACKJACK' ? 7 : 6,
        [[2, 'alice']],
      ]);
      // Leave and sit elsewhere: still one seat.
      await ok(leave(table.id, 'alice', 2));
      await ok(sit(table.id, 'alice', 4));
      expect([game, ...codeOf(await sit(table.id, 'alice', 5))]).toEqual([game, 409, 'ALREADY_SEATED']);
      // No unique index holds a player to one seat any more: the table's row lock does. Two at once, one wins.
      const both = await Promise.all([sit(table.id, 'carol', 1), sit(table.id, 'carol', 3)]);
      expect([game, ...both.map((r) => r.status).sort()]).toEqual([game, 201, 409]);
      expect(both.find((r) => r.status === 409)!.body.error.code).toBe('ALREADY_SEATED');
    }
  });

  it('[SEATS] a Poker Switch player holds one or two pairs; the table has boxPairs seats', async () => {
    const board = await ok(call('GET', `/api/tables/${s.tableId}/seats`, {}));
    expect(board.seatCount).toBe(3);
    await ok(sit(s.tableId, 'alice', 1));
    await ok(sit(s.tableId, 'alice', 2));
    expect(codeOf(await sit(s.tableId, 'alice', 3))).toEqual([409, 'ALREADY_SEATED']);
    expect(codeOf(await sit(s.tableId, 'alice', 2))).toEqual([409, 'ALREADY_SEATED']);
    expect(codeOf(await sit(s.tableId, 'bob', 2))).toEqual([409, 'SEAT_TAKEN']);
    expect(codeOf(await sit(s.tableId, 'bob', 4))).toEqual([400, 'INVALID_SEAT']);
    // Carol asks for the last free pair twice at once: one seat, one refusal.
    const twice = await Promise.all([sit(s.tableId, 'carol', 3), sit(s.tableId, 'carol', 3)]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    await ok(leave(s.tableId, 'carol', 3));
    const after = await ok(sit(s.tableId, 'bob', 3));
    expect(after.seats.map((x: any) => [x.seat, x.username])).toEqual([
      [1, 'alice'],
      [2, 'alice'],
      [3, 'bob'],
    ]);
  });

  it('[ROUND] two pairs and one, equal Antes, switch back refunded at once, insurance bounded by the maximum payout, per-box caps', async () => {
    const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    const rid = round.id as string;
    // Alice: pair 1 (boxes 1-2) Antes 1,000; pair 2 (boxes 3-4) Antes 1,000 and a 100 Bonus on box 4.
    await ok(bet(rid, 'alice', { type: 'ANTE', box: 1, amount: 1000 }));
    await ok(bet(rid, 'alice', { type: 'ANTE', box: 2, amount: 1000 }));
    // Pair 2 has no bet yet: its seat may be left (and taken again) while pair 1 holds bets.
    expect(codeOf(await leave(s.tableId, 'alice', 1))).toEqual([409, 'SEAT_IN_PLAY']);
    await ok(leave(s.tableId, 'alice', 2));
    expect(codeOf(await bet(rid, 'alice', { type: 'ANTE', box: 3, amount: 1000 }))).toEqual([403, 'NOT_YOUR_SEAT']);
    await ok(sit(s.tableId, 'alice', 2));
    await ok(bet(rid, 'alice', { type: 'ANTE', box: 4, amount: 1000 }));
    // §PS-1: the Antes of a pair are equal.
    expect(codeOf(await bet(rid, 'alice', { type: 'ANTE', box: 3, amount: 800 }))).toEqual([422, 'ANTES_UNEQUAL']);
    await ok(bet(rid, 'alice', { type: 'ANTE', box: 3, amount: 1000 }));
    await ok(bet(rid, 'alice', { type: 'BONUS', box: 4, amount: 100 }));
    // Bob: pair 3 (boxes 5-6) Antes 2,000 and a 200 Bonus on box 5; not on Alice's pairs.
    expect(codeOf(await bet(rid, 'bob', { type: 'ANTE', box: 1, amount: 2000 }))).toEqual([403, 'NOT_YOUR_SEAT']);
    await ok(bet(rid, 'bob', { type: 'ANTE', box: 5, amount: 2000 }));
    await ok(bet(rid, 'bob', { type: 'ANTE', box: 6, amount: 2000 }));
    await ok(bet(rid, 'bob', { type: 'BONUS', box: 5, amount: 200 }));
    expect(await balance('alice')).toBe(START - 4 * 1000 - 100);
    expect(await balance('bob')).toBe(START - 2 * 2000 - 200);
    await ok(call('POST', `/api/rounds/${rid}/close`, { token: s.dealer }));

    const boxes: Record<number, Card[]> = {
      1: ['3C', '4D', '6S', '9C', 'JD'], // jack high: folded
      2: ['3H', '4S', '6D', 'TC', 'QC'], // queen high: folded
      3: ['AH', 'AD', '7C', '5S', 'KH'], // switched: A A 7 5 9 = pair of aces
      4: ['KC', 'KS', '4H', 'JH', '9S'], // switched: K K K J 4 = three kings; original five: a pair (Bonus lost)
      5: ['8S', '8H', '8D', '4C', '6H'], // three eights (Bonus 20:1), insured
      6: ['QS', 'QH', '5C', '9D', 'TH'], // pair of queens
    };
    const dealer: Card[] = ['2C', '2D', '7S', '9H', 'JC']; // a pair of twos: qualifies (§PS-5)
    for (const card of inDealOrder(boxes, dealer))
      await ok(call('POST', `/api/rounds/${rid}/cards`, { token: s.dealer, body: { card } }));

    // Play order (§PS-1): Ante descending, so Bob's pair 3 first.
    expect(codeOf(await decide(rid, 'alice', { seat: 1, hand: 1, action: 'FOLD' }))).toEqual([409, 'NOT_YOUR_TURN']);
    const beforeSwitch = await balance('bob');
    await ok(decide(rid, 'bob', { seat: 3, action: 'SWITCH' }));
    expect(await balance('bob')).toBe(beforeSwitch - 4000);
    // Switching back hands the 2-Ante fee back at once (§PS-3): the fee bet is CANCELLED, a ledger CANCEL.
    const back = await ok(decide(rid, 'bob', { seat: 3, action: 'UNSWITCH' }));
    expect(back.balance).toBe(beforeSwitch);
    const fee = await db().bet.findFirstOrThrow({ where: { roundId: rid, type: 'SWITCH_FEE' } });
    expect([fee.status, fee.refund, fee.amount]).toEqual(['CANCELLED', 4000, 4000]);
    const cancel = await db().ledgerEntry.findMany({
      where: { betId: fee.id, transaction: { kind: 'CANCEL' } },
      select: { amount: true },
    });
    expect(cancel.map((e) => e.amount).sort()).toEqual([-4000n, 4000n].sort());
    // Insurance (§PS-4) from 1 Ante to min(2 x Ante x 3 (three of a kind), the table's 7,000 maximum).
    expect(codeOf(await decide(rid, 'bob', { seat: 3, hand: 1, action: 'INSURE', amount: 7001 }))).toEqual([
      422,
      'INSURANCE_OUT_OF_RANGE',
    ]);
    expect(codeOf(await decide(rid, 'bob', { seat: 3, hand: 1, action: 'INSURE', amount: 1999 }))).toEqual([
      422,
      'INSURANCE_OUT_OF_RANGE',
    ]);
    expect(codeOf(await decide(rid, 'bob', { seat: 3, hand: 1, action: 'INSURE' }))).toEqual([400, 'INVALID_AMOUNT']);
    const insured = await ok(decide(rid, 'bob', { seat: 3, hand: 1, action: 'INSURE', amount: 7000 }));
    expect(insured.balance).toBe(beforeSwitch - 4000 - 7000);
    await ok(decide(rid, 'bob', { seat: 3, hand: 2, action: 'BET' }));
    // Alice's pair 1 (Ante 1,000, lower pair first): both fold. Then pair 2: switch and Bet both.
    await ok(decide(rid, 'alice', { seat: 1, hand: 1, action: 'FOLD' }));
    await ok(decide(rid, 'alice', { seat: 1, hand: 2, action: 'FOLD' }));
    await ok(decide(rid, 'alice', { seat: 2, action: 'SWITCH' }));
    await ok(decide(rid, 'alice', { seat: 2, hand: 1, action: 'BET' }));
    const last = await ok(decide(rid, 'alice', { seat: 2, hand: 2, action: 'BET' }));
    expect(last.next).toEqual({ kind: 'confirm' });
    const settled = await ok(call('POST', `/api/rounds/${rid}/settle`, { token: s.dealer }));
    expect(settled.status).toBe('SETTLED');

    const rows = await db().bet.findMany({ where: { roundId: rid }, orderBy: { createdAt: 'asc' } });
    const line = (user: string, type: string, box?: number) =>
      rows
        .filter(
          (b) =>
            b.userId === s.players.find((p) => p.name === user)!.id &&
            b.type === type &&
            (box === undefined || (b.spec as { box?: number }).box === box),
        )
        .map((b) => [b.status, b.payout, b.refund, Number(b.payoutCut)]);
    // Alice, dealer 2-2 qualified. Boxes 1, 2 folded: Antes lost.
    expect(line('alice', 'ANTE', 1)).toEqual([['LOST', 0, 0, 0]]);
    expect(line('alice', 'ANTE', 2)).toEqual([['LOST', 0, 0, 0]]);
    // Box 3 (switched, pair of aces beats 2-2): Ante 2:1 = 2,000; Bet 1:1 on 2,000 = 2,000. Box 3's 4,000 ≤ 7,000.
    expect(line('alice', 'ANTE', 3)).toEqual([['WON', 2000, 1000, 0]]);
    expect(line('alice', 'BET', 3)).toEqual([['WON', 2000, 2000, 0]]);
    // Box 4 (switched, three kings): Ante 2,000 + Bet 3:1 on 2,000 = 6,000 → 8,000, capped to 7,000 per box:
    // the cut falls on the Bet (insurance, Ante, Bet order): Bet 5,000, cut 1,000. (§C-6 per round would
    // have cut Alice's 11,000 to 7,000.)
    expect(line('alice', 'ANTE', 4)).toEqual([['WON', 2000, 1000, 0]]);
    expect(line('alice', 'BET', 4)).toEqual([['WON', 5000, 2000, 1000]]);
    expect(line('alice', 'BONUS', 4)).toEqual([['LOST', 0, 0, 0]]);
    expect(line('alice', 'SWITCH_FEE')).toEqual([['LOST', 0, 0, 0]]);
    // Bob, not switched. Box 5 (three eights beats 2-2): Ante returned; Bet 3:1 on 4,000 = 12,000, capped to
    // 7,000 (cut 5,000); insurance lost (dealer qualified with a lower hand). Bonus 20:1 on 200 = 4,000 (its own cap).
    expect(line('bob', 'ANTE', 5)).toEqual([['PUSH', 0, 2000, 0]]);
    expect(line('bob', 'BET', 5)).toEqual([['WON', 7000, 4000, 5000]]);
    expect(line('bob', 'INSURANCE', 5)).toEqual([['LOST', 0, 0, 0]]);
    expect(line('bob', 'BONUS', 5)).toEqual([['WON', 4000, 200, 0]]);
    // Box 6 (pair of queens beats 2-2): Ante returned, Bet 1:1 on 4,000.
    expect(line('bob', 'ANTE', 6)).toEqual([['PUSH', 0, 2000, 0]]);
    expect(line('bob', 'BET', 6)).toEqual([['WON', 4000, 4000, 0]]);
    expect(line('bob', 'SWITCH_FEE')).toEqual([['CANCELLED', 0, 4000, 0]]);
    // Alice: -1,000 -1,000 +2,000 +2,000 +2,000 +5,000 -100 (Bonus) -2,000 (fee) = +6,900.
    expect(await balance('alice')).toBe(START + 6900);
    // Bob: 0 + 7,000 - 7,000 (insurance) + 4,000 (Bonus) + 0 + 4,000 = +8,000; the refunded fee nets 0.
    expect(await balance('bob')).toBe(START + 8000);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });
});
