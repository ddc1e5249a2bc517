/**
 * [ROUNDS][SETTLE] A 100,000-bet roulette round settled by the product (issue #16 §2: chunks in one transaction,
 * the §C-6 allowance carried across chunks) gives exactly what today's pure rules give over every bet in order
 * (`computeSettlement`), with totals worked out by hand; the ledger sums to zero. Postgres only (PGlite would
 * take minutes); skipped when CROUPIER_TEST_BACKENDS leaves Postgres out.
 *
 * 1,950 players (ids sorted by index), placed round-robin (bet j of every player, then bet j+1); the table pays
 * at most 20,000 cents per player and round (§C-6). The winning number is 17 (black, odd, second dozen: §RL-1).
 * - 100 "cappers" (the first ids): 75 x STRAIGHT 17 of 100 each; 35:1 is 3,500 a bet: bets 1-5 paid 3,500
 *   (17,500), bet 6 2,500 (cut 1,000), bets 7-75 nothing (cut 3,500 each); every stake comes back (refund 100).
 *   Per capper: staked 7,500, payout 20,000, refund 7,500, cut 75 x 3,500 - 20,000 = 242,500. The settle takes
 *   the bets player by player, 1,000 a chunk: capper 66's bets are 4,950-5,024, across the fifth chunk's end
 *   (5,000), so its allowance (used up in the fifth chunk) must carry into the sixth.
 * - 1,850 others, 50 bets each: bet j by j % 5: RED 200 (loses), BLACK 200 (wins 1:1), ODD 100 (wins 1:1),
 *   DOZEN 13-24 300 (wins 2:1: 600), STRAIGHT 0 100 (loses); 10 of each. Per player: staked 9,000, payout
 *   10 x (200 + 100 + 600) = 9,000, refund 10 x (200 + 100 + 300) = 6,000, under the cap.
 * Totals: bets 7,500 + 92,500 = 100,000; staked 750,000 + 16,650,000 = 17,400,000; payouts 2,000,000 +
 * 16,650,000 = 18,650,000; refunds 750,000 + 11,100,000 = 11,850,000; paid out 30,500,000; cut 100 x 242,500
 * = 24,250,000; WON 7,500 + 1,850 x 30 = 63,000, LOST 1,850 x 20 = 37,000; GGR 17,400,000 - 30,500,000 =
 * -13,100,000.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { ledgerTotals } from '../helpers/studio';
import { insertFundedPlayers, stakeBets } from '../helpers/bulk';
import { db } from '@/lib/db';
import { transact } from '@/lib/command';
import { ensureCashier, insertUser } from '@/lib/users/manage-users';
import { houseAccountId } from '@/lib/ledger/accounts';
import { gameModule } from '@/lib/games/registry';
import { resolveLimits } from '@/lib/tables/limits';
import { openRound } from '@/lib/rounds/open-round';
import { closeRound } from '@/lib/rounds/close-round';
import { enterAction } from '@/lib/rounds/enter-action';
import { computeSettlement, settleRound } from '@/lib/rounds/settle-round';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';
import type { Principal } from '@/lib/auth/principal';

const PLAYERS = 1_950;
const CAPPERS = 100;
const CAPPER_BETS = 75;
const PER_PLAYER = 50;
const DEPOSIT = 1_000_000;
const DOZEN_2 = Array.from({ length: 12 }, (_, k) => 13 + k);

/** Bet j (0-based) of player i, as placed. */
function betOf(i: number, j: number): { type: string; spec: Record<string, unknown>; amount: number } {
  if (i < CAPPERS) return { type: 'STRAIGHT', spec: { numbers: [17] }, amount: 100 };
  switch (j % 5) {
    case 0:
      return { type: 'RED', spec: {}, amount: 200 };
    case 1:
      return { type: 'BLACK', spec: {}, amount: 200 };
    case 2:
      return { type: 'ODD', spec: {}, amount: 100 };
    case 3:
      return { type: 'DOZEN', spec: { numbers: DOZEN_2 }, amount: 300 };
    default:
      return { type: 'STRAIGHT', spec: { numbers: [0] }, amount: 100 };
  }
}

describe.skipIf(!BACKENDS.includes('postgres'))('[ROUNDS][SETTLE] 100,000 bets in one settle (postgres)', () => {
  let drop: () => Promise<void>;
  let boss: Principal;
  let tableId: string;
  let ids: string[];

  beforeAll(async () => {
    drop = (await freshDatabase('postgres')).drop;
    await transact({ actor: null }, async (tx) => {
      await ensureCashier(tx);
      const u = await insertUser(tx, { username: 'boss', password: 'boss-pass-123', role: 'ADMIN' });
      boss = { id: u.id, username: u.username, role: 'ADMIN' };
    });
    const table = await db().gameTable.create({
      data: { name: 'Big Wheel', game: 'ROULETTE', limits: { maxPayoutPerRound: 20_000 } },
    });
    tableId = table.id;
    await db().ledgerAccount.create({ data: { id: houseAccountId(tableId), kind: 'HOUSE', tableId } });
    ids = Array.from({ length: PLAYERS }, (_, i) => `player-${String(i).padStart(5, '0')}`);
    await insertFundedPlayers(
      boss,
      ids.map((id) => [id, DEPOSIT] as const),
    );
  }, 300_000);
  afterAll(async () => drop?.());

  it('every bet and wallet as the pure rules over all bets in order; totals by hand; one bet:settled per player', async () => {
    const cmd = { actor: boss };
    const round = await openRound(cmd, tableId, {});
    // Round-robin placement, one millisecond apart, pairs sharing a createdAt (the order is then by id).
    const bets: {
      id: string;
      userId: string;
      type: string;
      spec: Record<string, unknown>;
      amount: number;
      ms: number;
    }[] = [];
    for (let j = 0; j < CAPPER_BETS; j++)
      for (let i = 0; i < PLAYERS; i++) {
        if (j >= (i < CAPPERS ? CAPPER_BETS : PER_PLAYER)) continue;
        bets.push({ id: crypto.randomUUID(), userId: ids[i]!, ...betOf(i, j), ms: Math.floor(bets.length / 2) });
      }
    expect(bets).toHaveLength(100_000);
    await transact(cmd, (tx) => stakeBets(tx, round, bets), { timeoutMs: 120_000 });
    await closeRound(cmd, round.id);
    await enterAction(cmd, round.id, { type: 'OUTCOME', number: 17 });

    // The reference: today's pure rules over every OPEN bet in the order settlement takes them.
    const mod = gameModule('ROULETTE')!;
    const complete = await db().round.findUniqueOrThrow({ where: { id: round.id }, include: { table: true } });
    const open = await db().bet.findMany({
      where: { roundId: round.id, status: 'OPEN' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(open).toHaveLength(100_000);
    const reference = computeSettlement(mod, complete, open, resolveLimits(mod.defaultLimits, complete.table.limits));
    expect(reference).toHaveLength(100_000);

    const messages: Outgoing[] = [];
    const stop = onDeliver((m) => messages.push(m));
    const res = await settleRound(cmd, round.id);
    stop();
    expect(res.status).toBe('SETTLED');
    expect(res.settlement).toEqual({ bets: 100_000, staked: 17_400_000, paidOut: 30_500_000 });

    // Every bet as the reference says.
    const after = await db().bet.findMany({
      where: { roundId: round.id },
      select: { id: true, status: true, payout: true, refund: true, payoutCut: true },
    });
    const byId = new Map(after.map((b) => [b.id, b]));
    const mismatches: string[] = [];
    for (const r of reference) {
      const b = byId.get(r.id);
      const got = b ? [b.status, b.payout, b.refund, Number(b.payoutCut)] : null;
      const want = [r.status, r.payout, r.refund, r.payoutCut];
      if (JSON.stringify(got) !== JSON.stringify(want) && mismatches.length < 5)
        mismatches.push(`${r.id}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
    }
    expect(mismatches).toEqual([]);
    // Totals by hand (see the file's head).
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    expect(after.filter((b) => b.status === 'WON')).toHaveLength(63_000);
    expect(after.filter((b) => b.status === 'LOST')).toHaveLength(37_000);
    expect(sum(after.map((b) => b.payout))).toBe(100 * 20_000 + 1_850 * 9_000);
    expect(sum(after.map((b) => b.refund))).toBe(100 * 7_500 + 1_850 * 6_000);
    expect(sum(after.map((b) => Number(b.payoutCut)))).toBe(24_250_000);
    // A capper's bets in order: five full wins, the sixth cut to the 2,500 left, then nothing (§C-6).
    const capper = reference.filter((r) => r.userId === ids[0]).map((r) => [r.payout, r.payoutCut]);
    expect(capper.slice(0, 7)).toEqual([
      [3500, 0],
      [3500, 0],
      [3500, 0],
      [3500, 0],
      [3500, 0],
      [2500, 1000],
      [0, 3500],
    ]);
    expect(capper.slice(6).every(([p, c]) => p === 0 && c === 3500)).toBe(true);
    // Capper 66, whose 75 bets straddle a chunk boundary: as written, the same (the allowance carried).
    const straddler = reference.filter((r) => r.userId === ids[66]).map((r) => byId.get(r.id)!.payout);
    expect(straddler).toEqual([3500, 3500, 3500, 3500, 3500, 2500, ...Array<number>(69).fill(0)]);

    // Every wallet: the deposit less the stakes plus what the reference pays back.
    const back = new Map<string, number>();
    for (const r of reference) back.set(r.userId, (back.get(r.userId) ?? 0) + r.payout + r.refund - r.amount);
    const wallets = await db().ledgerAccount.findMany({
      where: { kind: 'WALLET' },
      select: { userId: true, balance: true },
    });
    expect(wallets).toHaveLength(PLAYERS);
    const wrong = wallets.filter((w) => Number(w.balance) !== DEPOSIT + back.get(w.userId!)!);
    expect(wrong).toEqual([]);
    // By hand: a capper 1,000,000 - 7,500 + 27,500; another player 1,000,000 - 9,000 + 15,000.
    expect(wallets.find((w) => w.userId === ids[0])!.balance).toBe(1_020_000n);
    expect(wallets.find((w) => w.userId === ids[PLAYERS - 1])!.balance).toBe(1_006_000n);

    // The round's log: one SETTLED event with the money; the ledger: one SETTLEMENT per chunk of 1,000 (every
    // chunk pays someone).
    const settledEvent = await db().roundEvent.findFirstOrThrow({ where: { roundId: round.id, type: 'SETTLED' } });
    expect(settledEvent.data).toMatchObject({
      bets: 100_000,
      staked: 17_400_000,
      paidOut: 30_500_000,
      ggr: -13_100_000,
      payoutCut: 24_250_000,
    });
    expect(await db().ledgerTransaction.count({ where: { roundId: round.id, kind: 'SETTLEMENT' } })).toBe(100);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });

    // Realtime: one bet:settled (all the player's bets, in order) and one balance per player.
    const settledMsgs = messages.filter((m) => m.event === 'bet:settled');
    expect(settledMsgs).toHaveLength(PLAYERS);
    expect(messages.filter((m) => m.event === 'balance')).toHaveLength(PLAYERS);
    const first = settledMsgs.find((m) => m.room === `user:${ids[0]}`)!.payload as {
      roundId: string;
      bets: { betId: string; payout: number; payoutCut?: number }[];
    };
    expect(first.roundId).toBe(round.id);
    expect(first.bets.map((b) => b.betId)).toEqual(reference.filter((r) => r.userId === ids[0]).map((r) => r.id));
    expect(sum(first.bets.map((b) => b.payout))).toBe(20_000);
  }, 600_000);
});
