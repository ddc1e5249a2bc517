import type { Command, Outbox } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError, fromRuleError } from '@/lib/errors';
import type { DecisionBet, DecisionInput, DecisionStake } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';
import type { Bet, Round } from '@/lib/generated/prisma/client';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf, lockAccounts } from '@/lib/ledger/post-transaction';
import { takeStake } from '@/lib/ledger/take-stake';
import { appendRoundEvent, lockRound } from '@/lib/rounds/load-round';
import { applyAction, commitAction } from '@/lib/rounds/commit-action';
import { returnBet } from '@/lib/rounds/close-round';
import { roundForViewer } from '@/lib/rounds/conceal-round';
import { publishSeats } from '@/lib/tables/seats';
import { userRoom, type PublicRound } from '@/lib/realtime/events';
import { markLate, recordLateDecision } from '@/lib/late-bets/record-late';

export type { DecisionInput };

/**
 * The decision timer has run out (RULES.md §C-7): the safe default (each game's: stand, no
 * insurance, fold, or a declined DP offer) is the answer, applied by the server's ticker within half
 * a second. A decision that arrives after `decisionDeadline` is refused even if the ticker has not
 * run yet, so no player decides later than the others could. The refusal carries its deadline and `now` for
 * the late-bet log (`recordLateDecision` once the caller's transaction is over, issue #17 §6).
 * @throws AppError DECISION_TIME_UP (409)
 */
export function refuseAfterDeadline(round: Pick<Round, 'id' | 'decisionDeadline' | 'number'>, now = new Date()): void {
  if (round.decisionDeadline && round.decisionDeadline <= now) {
    throw markLate(
      new AppError(
        'DECISION_TIME_UP',
        `The decision time in round ${round.number} ran out at ${round.decisionDeadline.toISOString()}: the safe default applies (RULES.md §C-7).`,
      ),
      { roundId: round.id, closesAt: round.decisionDeadline, at: now },
    );
  }
}

const asDecisionBet = (b: Bet): DecisionBet => ({
  id: b.id,
  userId: b.userId,
  type: b.type,
  status: b.status,
  spec: b.spec as Record<string, unknown>,
  amount: b.amount,
});

/**
 * A player's decision on a round in play (RULES.md §C-7; the game's rules in its `decisions`), one
 * transaction with the round row locked. The game's module answers who decides (`decider`, before the
 * timer is checked) and what the decision does (`plan`): the engine action and, as data, the stakes
 * it takes (a new bet, an extra stake on a bet, one taken only when the bettor's balance has it), run
 * here through lib/ledger/take-stake.ts in the same transaction, so a refused stake (no balance)
 * undoes the decision. The decision is logged with the player and the time, published as
 * `round:decision`, and starts the next decision timer. The answer (also kept for an
 * Idempotency-Key repeat) shows face-down hands only to their player.
 * @returns the public round and the player's balance after the decision (cents)
 * Errors: FORBIDDEN 403 (not a PLAYER), ROUND_NOT_FOUND 404, the game's refusals (e.g. NOT_YOUR_SEAT
 * 403, VALIDATION_ERROR / INVALID_ACTION 400, DECISION_NOT_EXPECTED / NOT_YOUR_TURN / DECISION_TIME_UP
 * 409, INSUFFICIENT_BALANCE 422). A refused decision changes nothing; one refused after its deadline is
 * recorded in the late-bet log afterwards (best effort, issue #17 §6).
 */
export async function makeDecision(
  cmd: Command,
  roundId: string,
  input: DecisionInput,
): Promise<PublicRound & { balance: number }> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PLAYER')
    throw new AppError('FORBIDDEN', "Decisions are the players' (the dealer deals the cards).");
  const decided = transact(cmd, async (tx, out) => {
    const locked = await lockRound(tx, roundId);
    const { round, table, mod } = locked;
    const decisions = mod.decisions;
    if (!decisions) throw new AppError('DECISION_NOT_EXPECTED', `${mod.label} has no player decisions.`);
    if (round.status !== 'DEALING') {
      throw new AppError(
        'DECISION_NOT_EXPECTED',
        round.status === 'BETTING'
          ? 'Betting is still open: decisions come after the deal.'
          : `Round ${round.number} is ${round.status}: no decision is awaited.`,
      );
    }
    const mine = (
      await tx.bet.findMany({
        where: { roundId, userId: actor.id, status: { notIn: ['CANCELLED', 'VOID'] } },
        orderBy: { createdAt: 'asc' },
      })
    ).map(asDecisionBet);
    // Who may decide is answered first; then whether the time for it is up (§C-7).
    const who = decisions.decider(input, mine, round.rules);
    if (isRuleError(who)) throw fromRuleError(who);
    refuseAfterDeadline(round);
    const open = (
      await tx.bet.findMany({ where: { roundId, status: 'OPEN' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })
    ).map(asDecisionBet);
    const plan = decisions.plan(round.state, input, { userId: actor.id, seat: who.seat, mine, open }, round.rules);
    if (isRuleError(plan)) throw fromRuleError(plan);
    // Every wallet this decision may charge, locked in one order with the house.
    if (plan.payers.length)
      await lockAccounts(tx, [...plan.payers.map(walletAccountId), houseAccountId(round.tableId)]);
    const applied = applyAction(mod, round, plan.action);
    const { pub } = await commitAction(tx, out, locked, applied, actor.id, {
      type: 'round:decision',
      data: plan.publish ?? { by: 'PLAYER' },
    });
    for (const s of plan.stakes) await takeDecisionStake(tx, out, round, s);
    for (const u of plan.specs ?? []) await tx.bet.update({ where: { id: u.betId }, data: { spec: u.spec as object } });
    if (plan.seatsChanged) await publishSeats(tx, out, table.id);
    const balance = await balanceOf(tx, walletAccountId(actor.id));
    out.push({ room: userRoom(actor.id), event: 'balance', payload: { balance } });
    return roundForViewer(tx, actor, { ...pub, balance });
  });
  return decided.catch(async (e: unknown) => {
    await recordLateDecision(e, actor.id, input);
    throw e;
  });
}

/** The stake of a decision (`DecisionStake`), from the bettor's wallet to the table's house (`return`: back). */
async function takeDecisionStake(tx: Tx, out: Outbox, round: Round, s: DecisionStake): Promise<void> {
  if (s.kind === 'return') {
    const bet = await tx.bet.findUnique({ where: { id: s.betId } });
    if (!bet || bet.roundId !== round.id || bet.userId !== s.userId || bet.status !== 'OPEN')
      throw new AppError('BET_NOT_OPEN', `Bet ${s.betId} is not an open bet of this round: it cannot be returned.`);
    await returnBet(tx, out, round, bet, s.memo, s.userId);
    return;
  }
  const refusal = (have: number) => `${s.memo} needs ${s.amount} cents; the balance is ${have}.`;
  if (s.kind === 'new-bet') {
    if (s.amount < 1) throw new AppError('ILLEGAL_BET', s.tooSmall ?? 'A stake is at least one cent.');
    const bet = await tx.bet.create({
      data: { roundId: round.id, userId: s.userId, type: s.type, spec: s.spec as object, amount: s.amount },
    });
    await takeStake(tx, {
      userId: s.userId,
      tableId: round.tableId,
      roundId: round.id,
      betId: bet.id,
      amount: s.amount,
      memo: s.memo,
      refusal,
    });
    out.push({
      room: userRoom(s.userId),
      event: 'bet:placed',
      payload: {
        betId: bet.id,
        roundId: round.id,
        tableId: round.tableId,
        type: s.type,
        amount: s.amount,
        spec: s.spec,
      },
    });
    return;
  }
  const funded = s.ifFunded ? (await balanceOf(tx, walletAccountId(s.userId))) >= s.amount : true;
  if (funded) {
    await takeStake(tx, {
      userId: s.userId,
      tableId: round.tableId,
      roundId: round.id,
      betId: s.betId,
      amount: s.amount,
      memo: s.memo,
      refusal,
    });
    await tx.bet.update({ where: { id: s.betId }, data: { extraStake: { increment: s.amount } } });
    await appendRoundEvent(
      tx,
      round.id,
      'STAKE_TAKEN',
      { betId: s.betId, amount: s.amount, memo: s.memo, caused: true },
      s.userId,
    );
  } else {
    await appendRoundEvent(
      tx,
      round.id,
      s.ifFunded!.unfunded.type,
      { ...s.ifFunded!.unfunded.data, caused: true },
      s.userId,
    );
  }
  if (!s.ifFunded) return;
  await tx.bet.update({
    where: { id: s.betId },
    data: { spec: (funded ? s.ifFunded.spec.funded : s.ifFunded.spec.unfunded) as object },
  });
  if (funded)
    out.push({
      room: userRoom(s.userId),
      event: 'balance',
      payload: { balance: await balanceOf(tx, walletAccountId(s.userId)) },
    });
}
