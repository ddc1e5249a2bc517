import type { Command, Outbox } from '@/lib/command';
import { lockRow, transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { nextDpOffer, type HighCardFlushRules } from '@/lib/games/high-card-flush';
import { bankFee, type HcfRoundState } from '@/lib/games/high-card-flush/module';
import type { RoundAction } from '@/lib/games/module';
import type { Round } from '@/lib/generated/prisma/client';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { balanceOf, lockAccounts, postTransactions } from '@/lib/ledger/post-transaction';
import { applyAction, commitAction } from '@/lib/rounds/commit-action';
import { refuseAfterDeadline } from '@/lib/rounds/make-decision';
import { lockRound, type LockedRound } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishSeats } from '@/lib/tables/seats';
import { userRoom, type PublicRound } from '@/lib/realtime/events';

/** The last DP: their seat and who they were (RULES.md §HCF-7). */
interface LastDp {
  seat: number | null;
  userId: string | null;
}

/**
 * The last DP before `round` (RULES.md §HCF-7: the offer goes clockwise from the last DP): the DP of
 * the latest earlier round that had one; `{null, null}` when none had. **Decision:** a VOIDED round
 * did not happen (its bets and bank were handed back), so its DP is not the last DP, even when the
 * void came after later rounds were played.
 *
 * Walks back through the table's rounds, newest first, skipping voided ones. A house-banked round
 * that carried no last DP (`lastDpSeat` null) ends the walk: no DP before it, and a void later can
 * only remove DPs, never add one. A house round that did carry one is not trusted (that DP's round
 * may have been voided since): the walk goes on to the round itself. Rounds recorded before the DP's
 * user was kept give the seat with `userId` null (whoever holds it is taken as the last DP).
 */
async function lastDpBefore(tx: Tx, round: Round): Promise<LastDp> {
  const none: LastDp = { seat: null, userId: null };
  let below = round.number;
  for (;;) {
    const batch = await tx.round.findMany({
      where: { tableId: round.tableId, number: { lt: below }, status: { not: 'VOIDED' } },
      orderBy: { number: 'desc' },
      take: 100,
      select: { number: true, state: true },
    });
    for (const prev of batch) {
      const r = (prev.state as Partial<HcfRoundState> | undefined)?.rotation;
      if (!r) return none;
      if (r.dp) return { seat: r.dp.seat, userId: r.dp.userId };
      if (r.decided && (r.lastDpSeat ?? null) === null) return none;
    }
    if (batch.length < 100) return none;
    below = batch[batch.length - 1]!.number;
  }
}

/**
 * Takes the DP rotation one step (RULES.md §HCF-7) inside the caller's transaction, the round row
 * locked, BETTING, with no offer open: offers the DP seat to the next eligible player (`DP_OFFERED`,
 * its timer `offerSeconds`), or, when nobody is left, records that the house banks (`DP_HOUSE`) and
 * opens betting (the countdown starts now). Eligible: seated, opted in, and a balance of at least the
 * table's minimum bank plus the rake held with a bank (§HCF-9). Published as `round:dp`.
 * @returns the updated round
 */
export async function advanceRotation(tx: Tx, out: Outbox, locked: LockedRound, actorId: string | null): Promise<Round> {
  const { round } = locked;
  const state = round.state as unknown as HcfRoundState;
  const rules = round.rules as unknown as HighCardFlushRules;
  const rotation = state.rotation;
  const { seat: lastDpSeat, userId: lastDpUserId } = rotation.answers.length === 0 ? await lastDpBefore(tx, round) : { seat: rotation.lastDpSeat, userId: rotation.lastDpUserId ?? null };
  const seats = await tx.seat.findMany({ where: { tableId: round.tableId } });
  const accounts = await tx.ledgerAccount.findMany({ where: { id: { in: seats.map((s) => walletAccountId(s.userId)) } }, select: { userId: true, balance: true } });
  const balance = new Map(accounts.map((a) => [a.userId, Number(a.balance)]));
  const fee = bankFee(rules);
  const offer = nextDpOffer({
    seats: seats.map((s) => ({ seat: s.seat, userId: s.userId, optedIn: s.dpOptIn, balance: (balance.get(s.userId) ?? 0) - fee })),
    lastDpSeat,
    lastDpUserId,
    // Declines are the players' (a decliner who moves seats is not offered again; whoever takes their seat may be).
    declined: seats.filter((s) => rotation.answers.some((a) => a.userId === s.userId)).map((s) => s.seat),
    minBank: rules.minBank,
  });
  const action: RoundAction = offer.kind === 'house' ? { type: 'DP_HOUSE', lastDpSeat, lastDpUserId } : { type: 'DP_OFFERED', seat: offer.seat, userId: offer.userId, last: offer.kind === 'offer-last-dp', lastDpSeat, lastDpUserId };
  const applied = applyAction(locked.mod, round, action);
  const patch = offer.kind === 'house' ? bettingOpens(round) : undefined;
  return (await commitAction(tx, out, locked, applied, actorId, { type: 'round:dp', patch })).round;
}

/** Betting opens when the DP seat is settled: the countdown (the round's `bettingSeconds`) starts now. */
function bettingOpens(round: Round): { closesAt: Date | null } {
  return { closesAt: round.bettingSeconds ? new Date(Date.now() + round.bettingSeconds * 1000) : null };
}

/** The offered player's answer (contract `POST /api/rounds/:id/dp`). */
export interface DpAnswer {
  accept: boolean;
  /** The bank to put up when accepting, cents (RULES.md §HCF-7: at least the table's `minBank`). */
  bank?: number | null;
}

/**
 * The offered player accepts or declines the DP seat (RULES.md §HCF-7), one transaction with the
 * round row locked.
 * - Accept: the bank (at least `minBank`, at most the balance less the rake held with it, §HCF-9)
 *   moves from the wallet into play as the round's `DP_BANK` bet; betting opens.
 * - Decline: the offer passes on (`advanceRotation`): the next eligible player clockwise, then the
 *   last DP, then the house.
 * Logged as `DP_ACCEPTED` / `DP_DECLINED` by the player, published as `round:dp`.
 * @returns the public round and the player's balance (cents)
 * Errors: FORBIDDEN 403 (not a PLAYER), ROUND_NOT_FOUND 404, GAME_HAS_NO_DP 422, NO_DP_OFFER 409 (no
 * offer open: betting already opened, or the timer passed it on), NOT_YOUR_OFFER 403, NOT_SEATED 409
 * (accepting after leaving the seat), VALIDATION_ERROR 400
 * (accept without a bank), BANK_BELOW_MINIMUM 422, INSUFFICIENT_BALANCE 422. A refused answer changes nothing.
 */
export async function answerDpOffer(cmd: Command, roundId: string, input: DpAnswer): Promise<PublicRound & { balance: number }> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PLAYER') throw new AppError('FORBIDDEN', 'Only a seated player can be the designated player.');
  return transact(cmd, async (tx, out) => {
    const locked = await lockRound(tx, roundId);
    const { round, table, mod } = locked;
    if (!mod.designatedPlayer) throw new AppError('GAME_HAS_NO_DP', `${mod.label} has no designated player.`);
    const state = round.state as unknown as HcfRoundState;
    const offer = state.rotation.offer;
    if (round.status !== 'BETTING' || state.rotation.decided || !offer) {
      throw new AppError('NO_DP_OFFER', state.rotation.decided ? 'The DP seat is already settled for this round.' : `No DP offer is open in round ${round.number}.`);
    }
    if (offer.userId !== actor.id) throw new AppError('NOT_YOUR_OFFER', `The DP seat is offered to seat ${offer.seat}, not to you.`);
    refuseAfterDeadline(round); // the offer timer ran out: a decline, passed on by the ticker (§HCF-7)
    if (input.accept) {
      // The seat changes only under the table's row lock (lib/tables/seats.ts): hold it so the seat cannot be left while the bank goes in.
      await lockRow(tx, 'GameTable', table.id);
      const held = await tx.seat.findUnique({ where: { tableId_seat: { tableId: table.id, seat: offer.seat } } });
      if (held?.userId !== actor.id) throw new AppError('NOT_SEATED', `You left seat ${offer.seat}: the DP sits at the table (decline, or let the offer pass).`);
    }
    const wallet = walletAccountId(actor.id);
    if (!input.accept) {
      const declined = applyAction(mod, round, { type: 'DP_DECLINED', seat: offer.seat, userId: actor.id });
      const { round: after } = await commitAction(tx, out, locked, declined, actor.id, { type: 'round:dp' });
      const updated = await advanceRotation(tx, out, { ...locked, round: after }, null);
      return { ...publicRound(updated), balance: await balanceOf(tx, wallet) };
    }
    if (input.bank === undefined || input.bank === null) throw new AppError('VALIDATION_ERROR', 'Say how much to bank: {"accept": true, "bank": <cents>}.');
    const rules = round.rules as unknown as HighCardFlushRules;
    const bank = input.bank;
    const fee = bankFee(rules);
    const accepted = applyAction(mod, round, { type: 'DP_ACCEPTED', seat: offer.seat, userId: actor.id, bank });
    await lockAccounts(tx, [wallet, houseAccountId(table.id)]);
    const have = await balanceOf(tx, wallet);
    if (have < bank + fee) {
      throw new AppError('INSUFFICIENT_BALANCE', `A bank of ${bank} cents${fee ? ` and the ${fee}-cent rake held with it (RULES.md §HCF-9)` : ''} needs ${bank + fee}; the balance is ${have}.`);
    }
    const { round: updated } = await commitAction(tx, out, locked, accepted, actor.id, { type: 'round:dp', patch: bettingOpens(round) });
    const bet = await tx.bet.create({ data: { roundId, userId: actor.id, type: 'DP_BANK', spec: { seat: offer.seat }, amount: bank, fee } });
    await postTransactions(tx, [
      {
        kind: 'STAKE',
        roundId,
        actorId: actor.id,
        memo: `DP bank seat ${offer.seat}`,
        entries: [
          { accountId: wallet, amount: -(bank + fee), betId: bet.id },
          { accountId: houseAccountId(table.id), amount: bank + fee, betId: bet.id },
        ],
      },
    ]);
    const balance = await balanceOf(tx, wallet);
    out.push({ room: userRoom(actor.id), event: 'bet:placed', payload: { betId: bet.id, roundId, tableId: table.id, type: 'DP_BANK', amount: bank, spec: { seat: offer.seat } } });
    out.push({ room: userRoom(actor.id), event: 'balance', payload: { balance } });
    await publishSeats(tx, out, table.id);
    return { ...publicRound(updated), balance };
  });
}
