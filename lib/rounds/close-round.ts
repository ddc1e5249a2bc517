import type { Command } from '@/lib/command';
import { transact, type Outbox } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { db } from '@/lib/db';
import { AppError, fromRuleError } from '@/lib/errors';
import type { Bet, Round } from '@/lib/generated/prisma/client';
import { gameModule } from '@/lib/games/registry';
import type { GameBet } from '@/lib/games/module';
import { walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf } from '@/lib/ledger/post-transaction';
import { returnStake } from '@/lib/ledger/take-stake';
import { applyAction, commitAction } from '@/lib/rounds/commit-action';
import { publishSeats } from '@/lib/tables/seats';
import { roundLimits } from '@/lib/tables/round-limits';
import { userRoom } from '@/lib/realtime/events';
import { assertDealerAccess } from '@/lib/tables/access';
import { appendRoundEvent, lockRound } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import type { PublicRound } from '@/lib/realtime/events';
import { logger } from '@/lib/log';
import { metrics } from '@/lib/metrics/metrics';

/**
 * Moves a locked BETTING round to DEALING (*No more bets*, §C-4) and publishes `round:closed`.
 * Games whose play depends on the bets (blackjack, `beginPlay`) first return the bets that cannot
 * play (a Bet Behind on a seat without a MAIN bet, §BJ-9: ledger CANCEL, bet CANCELLED, event
 * BET_RETURNED), then record the seats that play (`SEATS`), which may complete the round at once.
 */
export async function closeLockedRound(
  tx: Tx,
  out: Outbox,
  round: Round,
  actorId: string | null,
  reason: 'DEALER' | 'COUNTDOWN',
): Promise<Round> {
  const now = new Date();
  const closed = await tx.round.update({ where: { id: round.id }, data: { status: 'DEALING', closedAt: now } });
  await appendRoundEvent(tx, round.id, 'CLOSED', { by: reason }, actorId);
  const mod = gameModule(round.game);
  if (!mod?.beginPlay) {
    await publishTableEvent(tx, out, {
      tableId: round.tableId,
      type: 'round:closed',
      round: publicRound(closed),
      data: { by: reason },
    });
    return closed;
  }
  const table = await tx.gameTable.findUniqueOrThrow({ where: { id: round.tableId } });
  const open = await tx.bet.findMany({
    where: { roundId: round.id, status: 'OPEN' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const asGame = (b: (typeof open)[number]): GameBet => ({
    id: b.id,
    userId: b.userId,
    type: b.type,
    spec: b.spec as Record<string, unknown>,
    amount: b.amount,
  });
  const all = open.map(asGame);
  const playing: GameBet[] = [];
  for (const b of open) {
    const why = mod.returnedAtClose?.(asGame(b), all) ?? null;
    if (why === null) {
      playing.push(asGame(b));
      continue;
    }
    await returnBet(tx, out, closed, b, why, actorId);
  }
  const limits = roundLimits(mod.defaultLimits, closed, table); // the round's snapshot (issue #18 §4)
  const applied = applyAction(mod, closed, mod.beginPlay(playing, closed.rules, limits));
  const { round: started } = await commitAction(tx, out, { round: closed, table, mod }, applied, actorId, {
    type: 'round:closed',
    data: { by: reason, behind: undefined },
  });
  if (mod.seatCount) await publishSeats(tx, out, round.tableId);
  return started;
}

/**
 * Hands an OPEN bet's stake back (ledger CANCEL), marks it CANCELLED and logs why (`BET_RETURNED`);
 * the bettor hears `bet:cancelled` and their balance. Also a decision's `return` stake
 * (lib/rounds/make-decision.ts). For bets without extra stakes or a fee.
 */
export async function returnBet(
  tx: Tx,
  out: Outbox,
  round: Round,
  bet: Bet,
  why: string,
  actorId: string | null,
): Promise<void> {
  await tx.bet.update({
    where: { id: bet.id },
    data: { status: 'CANCELLED', refund: bet.amount, settledAt: new Date() },
  });
  await returnStake(tx, {
    userId: bet.userId,
    tableId: round.tableId,
    roundId: round.id,
    betId: bet.id,
    amount: bet.amount,
    actorId,
    memo: why,
  });
  await appendRoundEvent(
    tx,
    round.id,
    'BET_RETURNED',
    { betId: bet.id, type: bet.type, spec: bet.spec as object, amount: bet.amount, reason: why },
    actorId,
  );
  out.push({
    room: userRoom(bet.userId),
    event: 'bet:cancelled',
    payload: { betId: bet.id, roundId: round.id, tableId: round.tableId, reason: why },
  });
  out.push({
    room: userRoom(bet.userId),
    event: 'balance',
    payload: { balance: await balanceOf(tx, walletAccountId(bet.userId)) },
  });
}

/**
 * *No more bets*: closes betting (BETTING → DEALING). From that instant no bet is accepted (§C-4).
 * Errors: ROUND_NOT_FOUND 404, NOT_YOUR_TABLE/FORBIDDEN 403, WRONG_PHASE 409 when betting is not open,
 * DP_NOT_DECIDED 409 while the DP rotation is still open (§HCF-7).
 */
export async function closeRound(cmd: Command, roundId: string): Promise<PublicRound> {
  return transact(cmd, async (tx, out) => {
    const { round, table, mod } = await lockRound(tx, roundId);
    assertDealerAccess(cmd.actor, table);
    if (round.status !== 'BETTING')
      throw new AppError('WRONG_PHASE', `Betting is not open: round ${round.number} is ${round.status}.`);
    const refusal = mod.bettingRefusal?.(round.state, '');
    if (refusal?.code === 'DP_NOT_DECIDED') throw fromRuleError(refusal);
    return publicRound(await closeLockedRound(tx, out, round, cmd.actor?.id ?? null, 'DEALER'));
  });
}

/**
 * Closes every BETTING round whose countdown has run out (§C-4; the leader's ticker calls this every
 * half second, lib/realtime/ticker.ts). Each round is its own transaction; the phase is re-checked under the
 * lock, so two nodes closing at once close it once. A round whose close fails is logged and left for the next
 * tick; the other rounds are closed all the same. How late each close came after `closesAt` is observed in
 * `croupier_ticker_lag_seconds`.
 * @returns the ids of the rounds closed.
 */
export async function closeExpiredRounds(now = new Date()): Promise<string[]> {
  const due = await db().round.findMany({ where: { status: 'BETTING', closesAt: { lte: now } }, select: { id: true } });
  const closed: string[] = [];
  for (const { id } of due) {
    try {
      const lagMs = await transact({ actor: null }, async (tx, out) => {
        const { round } = await lockRound(tx, id);
        if (round.status !== 'BETTING' || !round.closesAt || round.closesAt > new Date()) return null;
        const done = await closeLockedRound(tx, out, round, null, 'COUNTDOWN');
        return (done.closedAt ?? new Date()).getTime() - round.closesAt.getTime();
      });
      if (lagMs === null) continue;
      metrics().tickerLag.observe(Math.max(0, lagMs) / 1000);
      closed.push(id);
    } catch (e) {
      logger.error({ roundId: id, err: e }, 'countdown close failed; retried at the next tick');
    }
  }
  return closed;
}
