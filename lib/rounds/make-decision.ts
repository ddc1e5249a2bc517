import type { Command, Outbox } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { RoundAction } from '@/lib/games/module';
import type { Bet, Round } from '@/lib/generated/prisma/client';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf, lockAccounts, postTransactions } from '@/lib/ledger/post-transaction';
import { appendRoundEvent, lockRound, type LockedRound } from '@/lib/rounds/load-round';
import { applyAction, commitAction } from '@/lib/rounds/commit-action';
import { publicRound } from '@/lib/rounds/public-round';
import { roundForViewer } from '@/lib/rounds/conceal-round';
import { publishSeats } from '@/lib/tables/seats';
import { userRoom, type PublicRound } from '@/lib/realtime/events';

/** A player's decision (contract `POST /api/rounds/:id/decisions`). */
export interface DecisionInput {
  /** Seat 1..7; defaults to the seat of the player's MAIN bet, or of their only Bet Behind. */
  seat?: number | null;
  /** 1-based hand of the seat (after a split); defaults to the hand acting. */
  hand?: number | null;
  action: 'HIT' | 'STAND' | 'DOUBLE' | 'SPLIT' | 'INSURANCE' | 'NO_INSURANCE' | 'FOLD' | 'RAISE';
  /** High card flush RAISE: the Raise in Antes, 1..3 (default 1), §HCF-3. */
  multiple?: number | null;
}

/** High Card Flush's player decisions (§HCF-3). */
export const HCF_DECISION_ACTIONS = ['FOLD', 'RAISE'] as const;

/** Blackjack's player decisions. */
export const BLACKJACK_DECISION_ACTIONS = ['HIT', 'STAND', 'DOUBLE', 'SPLIT', 'INSURANCE', 'NO_INSURANCE'] as const;

/**
 * The decision timer has run out (RULES.md §C-7): the safe default (stand, no insurance, fold, or a
 * declined DP offer) is the answer, applied by the server's ticker within half a second. A decision
 * that arrives after `decisionDeadline` is refused even if the ticker has not run yet, so no player
 * decides later than the others could.
 * @throws AppError DECISION_TIME_UP (409)
 */
export function refuseAfterDeadline(round: Pick<Round, 'decisionDeadline' | 'number'>, now = new Date()): void {
  if (round.decisionDeadline && round.decisionDeadline <= now) {
    throw new AppError('DECISION_TIME_UP', `The decision time in round ${round.number} ran out at ${round.decisionDeadline.toISOString()}: the safe default applies (RULES.md §C-7).`);
  }
}

const seatOf = (b: Pick<Bet, 'spec'>): number => Number((b.spec as { seat?: number }).seat);

type FollowFunded = { split?: boolean; doubledHands?: number[] };

/**
 * A player's decision on a blackjack round in play (RULES.md §BJ-3, §BJ-4, §BJ-9), one transaction
 * with the round row locked:
 * - the seated player (MAIN bet on the seat) plays the hand acting: HIT, STAND, DOUBLE (the bet
 *   again as an extra stake), SPLIT (the same), or decides insurance (half the bet, a new
 *   INSURANCE bet);
 * - a Bet Behind bettor on the seat decides only their own insurance (§BJ-9);
 * - a DOUBLE or SPLIT is followed by the seat's Bet Behind bets with `followDoublesAndSplits` whose
 *   bettor has the matching stake (taken now, recorded in the bet's `followFunded`); the others
 *   play on as if not following (§BJ-9).
 * The decision is logged with the player and the time, published as `round:decision`, and starts
 * the next decision timer (§C-7). A blackjack reached on the way is paid at once (§BJ-5).
 * @returns the public round and the player's balance after the decision (cents)
 * Errors: FORBIDDEN 403 (not a PLAYER), ROUND_NOT_FOUND 404, NOT_YOUR_SEAT 403 (no bet on the seat, or
 * a Bet Behind trying to play the hand), VALIDATION_ERROR 400 (seat needed), DECISION_NOT_EXPECTED /
 * NOT_YOUR_TURN / INSURANCE_NOT_OFFERED / INSURANCE_ALREADY_DECIDED / DECISION_TIME_UP 409, CANNOT_DOUBLE / CANNOT_SPLIT /
 * INSUFFICIENT_BALANCE 422. A refused decision changes nothing.
 */
export async function makeDecision(cmd: Command, roundId: string, input: DecisionInput): Promise<PublicRound & { balance: number }> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PLAYER') throw new AppError('FORBIDDEN', 'Decisions are the players\' (the dealer deals the cards).');
  return transact(cmd, async (tx, out) => {
    const locked = await lockRound(tx, roundId);
    const { round, table, mod } = locked;
    if (!mod.decisionSeconds) throw new AppError('DECISION_NOT_EXPECTED', `${mod.label} has no player decisions.`);
    if (round.status !== 'DEALING') {
      throw new AppError('DECISION_NOT_EXPECTED', round.status === 'BETTING' ? 'Betting is still open: decisions come after the deal.' : `Round ${round.number} is ${round.status}: no decision is awaited.`);
    }
    // Face-down hands (§HCF-1): the answer (also kept for an Idempotency-Key repeat) shows the player's own hand only.
    if (mod.designatedPlayer) return roundForViewer(tx, actor, await hcfDecision(tx, out, locked, actor.id, input));
    if (input.action === 'FOLD' || input.action === 'RAISE') throw new AppError('INVALID_ACTION', `${mod.label} has no ${input.action}: HIT, STAND, DOUBLE, SPLIT, INSURANCE or NO_INSURANCE.`);
    const mine = await tx.bet.findMany({ where: { roundId, userId: actor.id, type: { in: ['MAIN', 'BET_BEHIND'] }, status: { notIn: ['CANCELLED', 'VOID'] } }, orderBy: { createdAt: 'asc' } });
    const main = mine.find((b) => b.type === 'MAIN');
    const behinds = mine.filter((b) => b.type === 'BET_BEHIND');
    const seat = input.seat ?? (main ? seatOf(main) : behinds.length === 1 ? seatOf(behinds[0]!) : null);
    if (seat === null) {
      if (behinds.length > 1) throw new AppError('VALIDATION_ERROR', 'You back several seats: say which seat.');
      throw new AppError('NOT_YOUR_SEAT', 'You have no bet in this round.');
    }
    // Who may decide is answered first; then whether the time for it is up (§C-7).
    if (!mine.some((b) => seatOf(b) === seat)) throw new AppError('NOT_YOUR_SEAT', `You have no bet on seat ${seat} this round.`);
    refuseAfterDeadline(round);
    const insurance = input.action === 'INSURANCE' || input.action === 'NO_INSURANCE';
    const wallet = walletAccountId(actor.id);

    if (main && seatOf(main) === seat) {
      if (input.action === 'DOUBLE' || input.action === 'SPLIT' || input.action === 'INSURANCE') {
        // Every wallet this decision may charge (the player's, the following Bet Behind bettors'), locked in one order.
        const followers = input.action === 'INSURANCE' ? [] : await tx.bet.findMany({ where: { roundId, type: 'BET_BEHIND', status: 'OPEN' }, select: { userId: true, spec: true } });
        await lockAccounts(tx, [wallet, ...followers.filter((b) => seatOf(b) === seat).map((b) => walletAccountId(b.userId)), houseAccountId(round.tableId)]);
      }
      let action: RoundAction;
      if (insurance) action = { type: 'INSURANCE', seat, take: input.action === 'INSURANCE' };
      else action = { type: 'DECISION', seat, ...(input.hand ? { hand: input.hand } : {}), action: input.action };
      const applied = applyAction(mod, round, action);
      const handNo = Number((applied.events[0]?.data as { hand?: number }).hand ?? 1);
      const { pub } = await commitAction(tx, out, locked, applied, actor.id, { type: 'round:decision', data: { by: 'PLAYER' } });
      // The stakes: one transaction with the decision, so a refused stake (no balance) undoes it.
      let cost = 0;
      if (input.action === 'INSURANCE') {
        cost = Math.floor(main.amount / 2); // §BJ-4: half the seat's bet
        await takeInsurance(tx, out, round, actor.id, main, cost, 'seat');
      } else if (input.action === 'DOUBLE' || input.action === 'SPLIT') {
        cost = main.amount; // §BJ-3: the bet again
        await takeExtraStake(tx, round, main, cost, `${input.action} seat ${seat} hand ${handNo}`);
      }
      if (input.action === 'DOUBLE' || input.action === 'SPLIT') await followBehind(tx, out, round, seat, input.action, handNo);
      if (cost) await publishSeats(tx, out, table.id);
      const balance = await balanceOf(tx, wallet);
      out.push({ room: userRoom(actor.id), event: 'balance', payload: { balance } });
      return { ...pub, balance };
    }

    const behind = behinds.find((b) => seatOf(b) === seat);
    if (!behind) throw new AppError('NOT_YOUR_SEAT', `You have no bet on seat ${seat} this round.`);
    if (!insurance) throw new AppError('NOT_YOUR_SEAT', `Seat ${seat}'s hand is played by its seated player; a Bet Behind follows it and decides only its own insurance (RULES.md §BJ-9).`);
    const spec = behind.spec as Record<string, unknown>;
    if (typeof spec.insurance === 'boolean') throw new AppError('INSURANCE_ALREADY_DECIDED', `You have already ${spec.insurance ? 'taken' : 'declined'} insurance on your Bet Behind on seat ${seat}.`);
    const take = input.action === 'INSURANCE';
    // §BJ-9: the bettor's own insurance, an engine action (the insurance decisions wait for it until the timer).
    const applied = applyAction(mod, round, { type: 'BEHIND_INSURANCE', seat, id: behind.id, take });
    const updated: Round = (await commitAction(tx, out, locked, applied, actor.id, { type: 'round:decision', data: { by: 'BET_BEHIND', bet: undefined } })).round;
    if (take) await takeInsurance(tx, out, round, actor.id, behind, Math.floor(behind.amount / 2), 'behind');
    await tx.bet.update({ where: { id: behind.id }, data: { spec: { ...spec, insurance: take } } });
    const balance = await balanceOf(tx, wallet);
    out.push({ room: userRoom(actor.id), event: 'balance', payload: { balance } });
    return { ...publicRound(updated), balance };
  });
}

/**
 * A high card flush player folds or raises (RULES.md §HCF-3) on their own seat's hand, in action
 * order (the engine refuses another seat's turn). A RAISE takes `multiple` x Ante from the wallet as
 * a `RAISE {seat, multiple}` bet in the same transaction (INSUFFICIENT_BALANCE refuses the decision).
 */
async function hcfDecision(tx: Tx, out: Outbox, locked: LockedRound, userId: string, input: DecisionInput): Promise<PublicRound & { balance: number }> {
  const { round, table, mod } = locked;
  if (input.action !== 'FOLD' && input.action !== 'RAISE') throw new AppError('INVALID_ACTION', `${mod.label} decisions are FOLD or RAISE, not ${input.action}.`);
  const ante = await tx.bet.findFirst({ where: { roundId: round.id, userId, type: 'ANTE', status: 'OPEN' } });
  if (!ante) throw new AppError('NOT_YOUR_SEAT', 'You have no Ante in this round.');
  const seat = seatOf(ante);
  if (input.seat !== undefined && input.seat !== null && input.seat !== seat) throw new AppError('NOT_YOUR_SEAT', `Your hand is on seat ${seat}, not seat ${input.seat}.`);
  refuseAfterDeadline(round);
  const multiple = input.action === 'RAISE' ? (input.multiple ?? 1) : undefined;
  const wallet = walletAccountId(userId);
  if (multiple) await lockAccounts(tx, [wallet, houseAccountId(round.tableId)]);
  const applied = applyAction(mod, round, { type: 'DECISION', seat, action: input.action, ...(multiple ? { multiple } : {}) });
  const { pub } = await commitAction(tx, out, locked, applied, userId, { type: 'round:decision', data: { by: 'PLAYER' } });
  if (multiple) {
    const amount = ante.amount * multiple;
    const bet = await tx.bet.create({ data: { roundId: round.id, userId, type: 'RAISE', spec: { seat, multiple }, amount } });
    await stake(tx, round, userId, bet.id, amount, `Raise ${multiple}x seat ${seat}`);
    out.push({ room: userRoom(userId), event: 'bet:placed', payload: { betId: bet.id, roundId: round.id, tableId: round.tableId, type: 'RAISE', amount, spec: { seat, multiple } } });
    await publishSeats(tx, out, table.id);
  }
  const balance = await balanceOf(tx, wallet);
  out.push({ room: userRoom(userId), event: 'balance', payload: { balance } });
  return { ...pub, balance };
}

/** Moves `amount` cents from the bettor's wallet to the table's house (ledger STAKE) or refuses with INSUFFICIENT_BALANCE. */
async function stake(tx: Tx, round: Round, userId: string, betId: string, amount: number, memo: string): Promise<void> {
  const wallet = walletAccountId(userId);
  await lockAccounts(tx, [wallet, houseAccountId(round.tableId)]);
  const have = await balanceOf(tx, wallet);
  if (have < amount) throw new AppError('INSUFFICIENT_BALANCE', `${memo} needs ${amount} cents; the balance is ${have}.`);
  await postTransactions(tx, [
    {
      kind: 'STAKE',
      roundId: round.id,
      actorId: userId,
      memo,
      entries: [
        { accountId: wallet, amount: -amount, betId },
        { accountId: houseAccountId(round.tableId), amount, betId },
      ],
    },
  ]);
}

/** A double's or split's extra stake on a MAIN bet (§BJ-3). */
async function takeExtraStake(tx: Tx, round: Round, bet: Bet, amount: number, memo: string): Promise<void> {
  await stake(tx, round, bet.userId, bet.id, amount, memo);
  await tx.bet.update({ where: { id: bet.id }, data: { extraStake: { increment: amount } } });
  await appendRoundEvent(tx, round.id, 'STAKE_TAKEN', { betId: bet.id, amount, memo, caused: true }, bet.userId);
}

/** An insurance bet for half of `of`'s stake (§BJ-4), as its own bet row. */
async function takeInsurance(tx: Tx, out: Outbox, round: Round, userId: string, of: Bet, amount: number, kind: 'seat' | 'behind'): Promise<void> {
  if (amount < 1) throw new AppError('ILLEGAL_BET', 'The bet is too small to insure.');
  const bet = await tx.bet.create({ data: { roundId: round.id, userId, type: 'INSURANCE', spec: { seat: seatOf(of), of: of.id, kind }, amount } });
  await stake(tx, round, userId, bet.id, amount, `insurance seat ${seatOf(of)}`);
  out.push({ room: userRoom(userId), event: 'bet:placed', payload: { betId: bet.id, roundId: round.id, tableId: round.tableId, type: 'INSURANCE', amount, spec: bet.spec as Record<string, unknown> } });
}

/**
 * §BJ-9: the seat's Bet Behind bets with `followDoublesAndSplits` follow a double or split when the
 * bettor's balance has the matching stake; otherwise they play on as if not following. A double on
 * the second split hand concerns only bets that followed the split.
 */
async function followBehind(tx: Tx, out: Outbox, round: Round, seat: number, action: 'DOUBLE' | 'SPLIT', hand: number): Promise<void> {
  const bets = await tx.bet.findMany({ where: { roundId: round.id, type: 'BET_BEHIND', status: 'OPEN' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  for (const b of bets) {
    const spec = b.spec as Record<string, unknown>;
    if (seatOf(b) !== seat || spec.followDoublesAndSplits !== true) continue;
    const ff: FollowFunded = { ...((spec.followFunded as FollowFunded | undefined) ?? {}) };
    if (action === 'DOUBLE' && hand > 1 && ff.split !== true) continue;
    const wallet = walletAccountId(b.userId);
    const funded = (await balanceOf(tx, wallet)) >= b.amount;
    if (funded) await takeExtraStake(tx, round, b, b.amount, `Bet Behind follows ${action} seat ${seat} hand ${hand}`);
    else await appendRoundEvent(tx, round.id, 'FOLLOW_UNFUNDED', { betId: b.id, seat, action, hand, caused: true }, b.userId);
    if (action === 'SPLIT') ff.split = funded;
    else ff.doubledHands = [...(ff.doubledHands ?? []), ...(funded ? [hand] : [])];
    await tx.bet.update({ where: { id: b.id }, data: { spec: { ...spec, followFunded: ff } as object } });
    if (funded) out.push({ room: userRoom(b.userId), event: 'balance', payload: { balance: await balanceOf(tx, wallet) } });
  }
}
