import type { Command } from '@/lib/command';
import { lockRow, transact } from '@/lib/command';
import { AppError, fromRuleError } from '@/lib/errors';
import { isRuleError } from '@/lib/games/types';
import { walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf } from '@/lib/ledger/post-transaction';
import { takeStake } from '@/lib/ledger/take-stake';
import { companionRefusal } from '@/lib/bets/bet-requires';
import { lockRound } from '@/lib/rounds/load-round';
import { resolveLimits } from '@/lib/tables/limits';
import { userRoom } from '@/lib/realtime/events';
import { publishSeats, tableSeatCount } from '@/lib/tables/seats';
import type { Tx } from '@/lib/db';

/**
 * Seated games (RULES.md §BJ-1, §BJ-9): a MAIN bet goes on one of the player's own seats (one, or a
 * Poker Switch player's two pairs, §PS-0); a Bet Behind backs a taken seat and only a player not seated
 * at this table may place one.
 * Errors: NOT_SEATED 409 (MAIN without a seat), NOT_YOUR_SEAT 403 (MAIN on another player's seat),
 * SEATED_PLAYER_CANNOT_BET_BEHIND 409, SEAT_EMPTY 409 (Bet Behind on a free seat).
 */
async function checkSeatedBet(
  tx: Tx,
  tableId: string,
  userId: string,
  bet: { type: string; spec: Record<string, unknown> },
  seatCount: number,
  ownSeatTypes: readonly string[],
  behindRule: string,
): Promise<void> {
  // Seats change under the table's row lock (lib/tables/seats.ts): take it too (after the round's, the
  // order every command here uses) so a seat cannot be left or taken while this bet is checked.
  await lockRow(tx, 'GameTable', tableId);
  const seat = Number(bet.spec.seat);
  if (!Number.isInteger(seat) || seat < 1 || seat > seatCount)
    throw new AppError('INVALID_SEAT', `Seats are 1..${seatCount}.`);
  const [holder, mine] = await Promise.all([
    tx.seat.findUnique({ where: { tableId_seat: { tableId, seat } } }),
    tx.seat.findMany({ where: { tableId, userId }, orderBy: { seat: 'asc' } }),
  ]);
  const held = mine.map((s) => s.seat).join(' and ');
  if (ownSeatTypes.includes(bet.type)) {
    if (!mine.length)
      throw new AppError(
        'NOT_SEATED',
        `Take a seat first (POST /api/tables/:id/seats); seat ${seat} is ${holder ? 'taken' : 'free'}.`,
      );
    if (!mine.some((s) => s.seat === seat))
      throw new AppError('NOT_YOUR_SEAT', `You sit at seat ${held}, not seat ${seat}.`);
    return;
  }
  if (mine.length)
    throw new AppError(
      'SEATED_PLAYER_CANNOT_BET_BEHIND',
      `You sit at seat ${held} of this table: Bet Behind is for players who are not seated (${behindRule}).`,
    );
  if (!holder)
    throw new AppError('SEAT_EMPTY', `Seat ${seat} is free: Bet Behind backs an occupied seat (${behindRule}).`);
}

export interface PlacedBet {
  id: string;
  roundId: string;
  type: string;
  amount: number;
  status: string;
  spec: Record<string, unknown>;
  /** The player's wallet balance after the stake, cents. */
  balance: number;
}

/**
 * Places a player's bet on a round in BETTING (RULES.md §C-4): the stake (integer cents) moves from the
 * player's wallet to the table's house account in the same transaction as the bet row.
 * `body` is the game's bet body (Baccarat `{type}`; Roulette `{type, numbers}`), already schema-checked.
 * Limits (§C-6): `amount` ≥ the spot's minimum; the player's total on that spot this round ≤ its maximum.
 * Errors: FORBIDDEN 403 (not a PLAYER), ROUND_NOT_FOUND 404, BETTING_CLOSED 409 (after *No more bets*
 * or the countdown, by server time), INVALID_BET_TYPE 400, ILLEGAL_BET 422, BET_BELOW_MINIMUM 422,
 * BET_ABOVE_MAXIMUM 422, INSUFFICIENT_BALANCE 422, MAIN_BET_REQUIRED 422 (`mod.betRequires`: e.g. an AA Bonus
 * without an Ante), the game's own `mod.betRefusal` (Poker Switch: ANTES_UNEQUAL 422, §PS-1); high card flush: DP_NOT_DECIDED 409 (the DP rotation
 * is still open), DP_CANNOT_BET 409 (the designated player banks, §HCF-7). A bet that carries a table
 * fee (`mod.betFee`, the §HCF-9 rake) takes `amount + fee` from the wallet.
 */
export async function placeBet(
  cmd: Command,
  roundId: string,
  body: Record<string, unknown>,
  amount: number,
): Promise<PlacedBet> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PLAYER') throw new AppError('FORBIDDEN', 'Only players place bets.');
  return transact(cmd, async (tx, out) => {
    const { round, table, mod } = await lockRound(tx, roundId);
    const now = new Date();
    if (round.status !== 'BETTING' || (round.closesAt && round.closesAt <= now)) {
      throw new AppError(
        'BETTING_CLOSED',
        `No more bets: round ${round.number} is ${round.status === 'BETTING' ? 'past its countdown' : round.status}.`,
      );
    }
    const refusal = mod.bettingRefusal?.(round.state, actor.id);
    if (refusal) throw fromRuleError(refusal);
    const shape = mod.validateBet(body, round.rules);
    if (isRuleError(shape)) throw fromRuleError(shape);
    const limits = resolveLimits(mod.defaultLimits, table.limits);
    const key = mod.limitKey(shape);
    const limit = limits.bets[key];
    if (!limit) throw new AppError('ILLEGAL_BET', `${shape.type} bets are not offered at ${table.name}.`);
    if (amount < limit.min)
      throw new AppError(
        'BET_BELOW_MINIMUM',
        `The minimum ${shape.type} bet is ${limit.min} cents; got ${amount}.`,
      ).with({
        type: shape.type,
        min: limit.min,
        amount,
      });
    const spot = mod.spotKey(shape);
    const mine = await tx.bet.findMany({
      where: { roundId, userId: actor.id, status: 'OPEN' },
      select: { type: true, spec: true, amount: true },
    });
    const onSpot = mine.filter((b) => mod.spotKey({ type: b.type, spec: b.spec as Record<string, unknown> }) === spot);
    if (mod.seatCount) {
      await checkSeatedBet(
        tx,
        table.id,
        actor.id,
        shape,
        tableSeatCount(mod, round.rules),
        mod.seatedBetTypes ?? ['MAIN'],
        mod.seatBets?.behindRule ?? '',
      );
      // One MAIN per seat and one Bet Behind per player per seat: doubles, splits and insurance follow
      // that one bet (§BJ-3, §BJ-9). To change the amount, cancel it and bet again.
      if (onSpot.length)
        throw new AppError(
          'BET_ALREADY_PLACED',
          `You already have a ${shape.type} bet of ${onSpot[0]!.amount} cents on seat ${String(shape.spec.seat)}: cancel it to change the amount.`,
        );
    }
    const minePlain = mine.map((b) => ({ type: b.type, spec: b.spec as Record<string, unknown>, amount: b.amount }));
    // A bet that goes only with another of the player's on its spot (an AA Bonus with an Ante, a box's Bonus with its Ante).
    const missing = companionRefusal(mod, shape, minePlain);
    if (missing) throw fromRuleError(missing).with({ type: shape.type, needs: mod.betRequires![shape.type]! });
    // The game's own check against the player's bets of the round (a Poker Switch pair's equal Antes, §PS-1).
    const own = mod.betRefusal?.(shape, amount, minePlain);
    if (own) throw fromRuleError(own);
    const already = onSpot.reduce((s, b) => s + b.amount, 0);
    if (already + amount > limit.max) {
      throw new AppError(
        'BET_ABOVE_MAXIMUM',
        `The maximum on ${shape.type} is ${limit.max} cents per player per round; you have ${already} on it and tried to add ${amount}.`,
      ).with({ type: shape.type, max: limit.max, already, amount });
    }
    const wallet = walletAccountId(actor.id);
    // A table fee held with the bet (high card flush rake, §HCF-9): kept or handed back at settlement.
    const fee = mod.betFee?.(shape, round.rules) ?? 0;
    const bet = await tx.bet.create({
      data: { roundId, userId: actor.id, type: shape.type, spec: shape.spec as object, amount, fee },
    });
    await takeStake(tx, {
      userId: actor.id,
      tableId: table.id,
      roundId,
      betId: bet.id,
      amount: amount + fee,
      refusal: (before) =>
        `Your balance is ${before} cents; this bet needs ${amount}${fee ? ` and the ${fee}-cent rake held with it (${mod.feeRule})` : ''}.`,
    });
    // Read back under the wallet's row lock taken by the posting: exact even with concurrent bets.
    const balance = await balanceOf(tx, wallet);
    out.push({
      room: userRoom(actor.id),
      event: 'bet:placed',
      payload: { betId: bet.id, roundId, tableId: table.id, type: bet.type, amount, spec: shape.spec },
    });
    out.push({ room: userRoom(actor.id), event: 'balance', payload: { balance } });
    if (mod.seatCount) await publishSeats(tx, out, table.id);
    return { id: bet.id, roundId, type: bet.type, amount, status: bet.status, spec: shape.spec, balance };
  });
}
