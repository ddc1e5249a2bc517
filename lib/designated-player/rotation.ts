import type { Outbox } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { GameModule } from '@/lib/games/module';
import type { Applied } from '@/lib/games/types';
import type { Round } from '@/lib/generated/prisma/client';
import { walletAccountId } from '@/lib/ledger/accounts';
import { applyAction, commitAction } from '@/lib/rounds/commit-action';
import type { LockedRound } from '@/lib/rounds/load-round';
import { DP_BANK_BET_TYPE, type DesignatedPlayer, type DpAction } from '@/lib/designated-player/types';

/**
 * The game's designated-player capability (`GameModule.designatedPlayer`).
 * @throws AppError GAME_HAS_NO_DP (422) when the game has none
 */
export function capabilityOf(mod: GameModule): DesignatedPlayer {
  if (!mod.designatedPlayer) throw new AppError('GAME_HAS_NO_DP', `${mod.label} has no designated player.`);
  return mod.designatedPlayer;
}

/** The fee held with a DP's bank (the game's `betFee` of a `DP_BANK` bet; 0 without one), cents. */
export function bankFeeOf(mod: GameModule, rules: unknown): number {
  return mod.betFee?.({ type: DP_BANK_BET_TYPE, spec: {} }, rules) ?? 0;
}

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
async function lastDpBefore(tx: Tx, dp: DesignatedPlayer, round: Round): Promise<LastDp> {
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
      const r = dp.rotation(prev.state);
      if (!r) return none;
      if (r.dp) return { seat: r.dp.seat, userId: r.dp.userId };
      if (r.decided && (r.lastDpSeat ?? null) === null) return none;
    }
    if (batch.length < 100) return none;
    below = batch[batch.length - 1]!.number;
  }
}

/**
 * Takes the DP rotation one step (RULES.md §HCF-7; who is next is the game's `nextOffer`) inside the caller's transaction, the round row
 * locked, BETTING, with no offer open: offers the DP seat to the next eligible player (`DP_OFFERED`,
 * its timer `offerSeconds`), or, when nobody is left, records that the house banks (`DP_HOUSE`) and
 * opens betting (the countdown starts now). Eligible: seated, opted in, and a balance of at least the
 * table's minimum bank plus the rake held with a bank (§HCF-9). Published as `round:dp`.
 * @returns the updated round
 */
export async function advanceRotation(
  tx: Tx,
  out: Outbox,
  locked: LockedRound,
  actorId: string | null,
): Promise<Round> {
  const { round, mod } = locked;
  const dp = capabilityOf(mod);
  const rotation = dp.rotation(round.state)!;
  const { seat: lastDpSeat, userId: lastDpUserId } =
    rotation.answers.length === 0
      ? await lastDpBefore(tx, dp, round)
      : { seat: rotation.lastDpSeat, userId: rotation.lastDpUserId ?? null };
  const seats = await tx.seat.findMany({ where: { tableId: round.tableId } });
  const accounts = await tx.ledgerAccount.findMany({
    where: { id: { in: seats.map((s) => walletAccountId(s.userId)) } },
    select: { userId: true, balance: true },
  });
  const balance = new Map(accounts.map((a) => [a.userId, Number(a.balance)]));
  const fee = bankFeeOf(mod, round.rules);
  const offer = dp.nextOffer(
    {
      seats: seats.map((s) => ({
        seat: s.seat,
        userId: s.userId,
        optedIn: s.dpOptIn,
        balance: (balance.get(s.userId) ?? 0) - fee,
      })),
      lastDpSeat,
      lastDpUserId,
      // Declines are the players' (a decliner who moves seats is not offered again; whoever takes their seat may be).
      declined: seats.filter((s) => rotation.answers.some((a) => a.userId === s.userId)).map((s) => s.seat),
    },
    round.rules,
  );
  const action: DpAction =
    offer.kind === 'house'
      ? { type: 'DP_HOUSE', lastDpSeat, lastDpUserId }
      : {
          type: 'DP_OFFERED',
          seat: offer.seat,
          userId: offer.userId,
          last: offer.kind === 'offer-last-dp',
          lastDpSeat,
          lastDpUserId,
        };
  const applied = applyAction(locked.mod, round, action);
  const patch = offer.kind === 'house' ? bettingOpens(round) : undefined;
  return (await commitAction(tx, out, locked, applied, actorId, { type: 'round:dp', patch })).round;
}

/** Betting opens when the DP seat is settled: the countdown (the round's `bettingSeconds`) starts now. */
export function bettingOpens(round: Round): { closesAt: Date | null } {
  return { closesAt: round.bettingSeconds ? new Date(Date.now() + round.bettingSeconds * 1000) : null };
}

/**
 * The offer timer ran out (the ticker's `TIMEOUT`, already applied: a decline, RULES.md §HCF-7):
 * recorded and published as `round:dp` with `timeout: true`, then the offer passes on.
 */
export async function expireOffer(tx: Tx, out: Outbox, locked: LockedRound, applied: Applied<unknown>): Promise<Round> {
  const { round: after } = await commitAction(tx, out, locked, applied, null, {
    type: 'round:dp',
    data: { timeout: true },
  });
  return advanceRotation(tx, out, { ...locked, round: after }, null);
}
