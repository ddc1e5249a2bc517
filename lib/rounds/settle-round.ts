import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { GameBet, GameModule, Limits } from '@/lib/games/module';
import type { BetSettlement } from '@/lib/games/types';
import type { Bet, Round } from '@/lib/generated/prisma/client';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { assertDealerAccess } from '@/lib/tables/access';
import { resolveLimits } from '@/lib/tables/limits';
import { appendRoundEvent, lockRound } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import { userRoom, type PublicRound } from '@/lib/realtime/events';
import type { Outbox } from '@/lib/command';

/** One bet's settlement as written: cents; `net = payout + refund - amount - extraStake - fee`. */
export interface SettledBet {
  id: string;
  userId: string;
  type: string;
  amount: number;
  /** Stakes added during the round (blackjack doubles/splits), cents. */
  extraStake: number;
  /** The table fee held with the bet (high card flush rake, §HCF-9), cents; `refund` includes what of it is handed back. */
  fee: number;
  status: 'WON' | 'LOST' | 'PUSH' | 'DEAD';
  payout: number;
  refund: number;
  payoutCut: number;
  net: number;
}

type SettleableBet = Pick<Bet, 'id' | 'userId' | 'type' | 'spec' | 'amount'> & { extraStake?: number; fee?: number };

/**
 * Settles bets of a round (pure; no I/O). By default every bet against the complete round's result
 * (`mod.settleBet`); `opts.settle` settles a subset early (returns null for a bet that plays on).
 * Applies the table's maximum payout per round (RULES.md §C-6): a player's winnings in the round are
 * capped, the allowance used up in bet order (the earliest bets are paid first), after what
 * `opts.alreadyPaid` (userId → cents) says the player was paid earlier in the round; the amount cut is
 * recorded on each bet.
 */
export function computeSettlement(
  mod: GameModule,
  round: Pick<Round, 'state' | 'rules'>,
  bets: SettleableBet[],
  limits: Limits,
  opts: { alreadyPaid?: Map<string, number>; settle?: (bet: GameBet) => BetSettlement | null } = {},
): SettledBet[] {
  const remaining = new Map<string, number>();
  const out: SettledBet[] = [];
  for (const b of bets) {
    const bet: GameBet = {
      id: b.id,
      userId: b.userId,
      type: b.type,
      spec: b.spec as Record<string, unknown>,
      amount: b.amount,
    };
    const s = opts.settle ? opts.settle(bet) : mod.settleBet(bet, round.state, round.rules);
    if (!s) continue;
    const left =
      remaining.get(b.userId) ?? Math.max(0, limits.maxPayoutPerRound - (opts.alreadyPaid?.get(b.userId) ?? 0));
    const payout = Math.min(s.payout, left);
    remaining.set(b.userId, left - payout);
    const extraStake = b.extraStake ?? 0;
    out.push({
      id: b.id,
      userId: b.userId,
      type: b.type,
      amount: b.amount,
      extraStake,
      fee: 0,
      status: s.status,
      payout,
      refund: s.refund,
      payoutCut: s.payout - payout,
      net: payout + s.refund - b.amount - extraStake,
    });
  }
  return out;
}

/**
 * Settles every OPEN bet of a round the game settles as a whole (`mod.settleAll`, high card flush):
 * pure. With `houseBanked` the §C-6 cap applies as in `computeSettlement` (the house owes the
 * winnings) unless the game says it has `capped` the winnings itself (§PS-9); otherwise money moves between players and only `cut` (what the DP's bank could not pay,
 * §HCF-8) is recorded. Cents throughout.
 * @returns the settled bets and the game's summary for the SETTLED event
 */
export function computeRoundSettlement(
  mod: GameModule,
  round: Pick<Round, 'state' | 'rules'>,
  bets: (SettleableBet & { fee: number })[],
  limits: Limits,
  alreadyPaid: Map<string, number> = new Map(),
): { settled: SettledBet[]; summary: Record<string, unknown> } {
  const all = mod.settleAll!(
    bets.map((b) => ({
      id: b.id,
      userId: b.userId,
      type: b.type,
      spec: b.spec as Record<string, unknown>,
      amount: b.amount,
      fee: b.fee,
    })),
    round.state,
    round.rules,
  );
  const byId = new Map(all.bets.map((s) => [s.id, s]));
  const remaining = new Map<string, number>();
  const settled = bets.map((b): SettledBet => {
    const s = byId.get(b.id);
    if (!s) throw new Error(`bet ${b.id} has no settlement`);
    let payout = s.payout;
    // A game that applies its own maximum payout (`capped`, Poker Switch's per-box caps, §PS-9) is not cut again.
    if (all.houseBanked && !all.capped) {
      const left = remaining.get(b.userId) ?? Math.max(0, limits.maxPayoutPerRound - (alreadyPaid.get(b.userId) ?? 0));
      payout = Math.min(s.payout, left);
      remaining.set(b.userId, left - payout);
    }
    const extraStake = b.extraStake ?? 0;
    return {
      id: b.id,
      userId: b.userId,
      type: b.type,
      amount: b.amount,
      extraStake,
      fee: b.fee,
      status: s.status,
      payout,
      refund: s.refund,
      payoutCut: s.cut + s.payout - payout,
      net: payout + s.refund - b.amount - extraStake - b.fee,
    };
  });
  return { settled, summary: all.summary };
}

/** What each player was already paid (winnings, cents) by bets of the round settled early (§C-6). */
export async function paidSoFar(tx: Tx, roundId: string): Promise<Map<string, number>> {
  const rows = await tx.bet.findMany({
    where: { roundId, status: { in: ['WON', 'LOST', 'PUSH'] } },
    select: { userId: true, payout: true },
  });
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.userId, (m.get(r.userId) ?? 0) + r.payout);
  return m;
}

/**
 * Pays settled bets inside the caller's transaction: bet rows (only those still OPEN), one SETTLEMENT
 * ledger transaction (house → wallets), and `bet:settled` / `balance` to each player after commit.
 */
export async function payBets(
  tx: Tx,
  out: Outbox,
  round: Round,
  settled: SettledBet[],
  actorId: string | null,
): Promise<number> {
  const now = new Date();
  if (settled.length) {
    await tx.$executeRawUnsafe(
      `UPDATE "Bet" AS b SET "status" = x.status::"BetStatus", "payout" = x.payout, "refund" = x.refund, "payoutCut" = x."payoutCut", "settledAt" = $2::timestamp
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, status text, payout int, refund int, "payoutCut" bigint)
       WHERE b."id" = x.id AND b."status" = 'OPEN'`,
      JSON.stringify(
        settled.map((s) => ({
          id: s.id,
          status: s.status,
          payout: s.payout,
          refund: s.refund,
          payoutCut: s.payoutCut,
        })),
      ),
      now.toISOString().replace('T', ' ').replace('Z', ''),
    );
  }
  const paid = settled.filter((s) => s.payout + s.refund > 0);
  const totalOut = paid.reduce((sum, s) => sum + s.payout + s.refund, 0);
  await postTransactions(tx, [
    {
      kind: 'SETTLEMENT',
      roundId: round.id,
      actorId,
      entries: [
        ...paid.map((s) => ({ accountId: walletAccountId(s.userId), amount: s.payout + s.refund, betId: s.id })),
        { accountId: houseAccountId(round.tableId), amount: -totalOut },
      ],
    },
  ]);
  await queuePrivateResults(
    tx,
    out,
    round,
    settled.map((s) => ({ ...s })),
  );
  return totalOut;
}

/** Writes a settlement (bets, ledger, round status, events) inside the caller's transaction. */
export async function writeSettlement(
  tx: Tx,
  out: Outbox,
  round: Round,
  settled: SettledBet[],
  actorId: string | null,
  game: Record<string, unknown> = {},
): Promise<Round> {
  const now = new Date();
  const earlier = await tx.bet.findMany({
    where: { roundId: round.id, status: { in: ['WON', 'LOST', 'PUSH', 'DEAD'] } },
    select: { amount: true, extraStake: true, fee: true, payout: true, refund: true },
  });
  const totalOut = await payBets(tx, out, round, settled, actorId);
  // `staked` counts every cent taken in with the bets (stakes, extra stakes, held fees); GGR = staked - paidOut.
  const staked =
    settled.reduce((sum, s) => sum + s.amount + s.extraStake + s.fee, 0) +
    earlier.reduce((sum, b) => sum + b.amount + b.extraStake + b.fee, 0);
  const paidOut = totalOut + earlier.reduce((sum, b) => sum + b.payout + b.refund, 0);
  const updated = await tx.round.update({
    where: { id: round.id },
    data: { status: 'SETTLED', settledAt: now, decisionDeadline: null },
  });
  const summary = {
    ...game,
    bets: settled.length + earlier.length,
    staked,
    paidOut,
    ggr: staked - paidOut,
    payoutCut: settled.reduce((s, b) => s + b.payoutCut, 0),
  };
  await appendRoundEvent(tx, round.id, 'SETTLED', { result: round.result as object, ...summary }, actorId);
  const pub = publicRound(updated);
  // The money summary stays in the round's log (staff); the public event carries the result only.
  await publishTableEvent(tx, out, {
    tableId: round.tableId,
    type: 'round:settled',
    round: pub,
    data: { bets: summary.bets },
  });
  return updated;
}

/** Queues `bet:settled` per bet and one `balance` per player (read inside the transaction). */
export async function queuePrivateResults(
  tx: Tx,
  out: Outbox,
  round: Round,
  bets: {
    id: string;
    userId: string;
    type: string;
    amount: number;
    status: string;
    payout: number;
    net: number;
    refund?: number;
    fee?: number;
    payoutCut?: number;
  }[],
): Promise<void> {
  for (const s of bets) {
    const extra = {
      ...(s.refund !== undefined ? { refund: s.refund } : {}),
      ...(s.fee !== undefined ? { fee: s.fee } : {}),
      ...(s.payoutCut !== undefined ? { payoutCut: s.payoutCut } : {}),
    };
    out.push({
      room: userRoom(s.userId),
      event: 'bet:settled',
      payload: {
        betId: s.id,
        roundId: round.id,
        tableId: round.tableId,
        type: s.type,
        amount: s.amount,
        status: s.status,
        payout: s.payout,
        net: s.net,
        ...extra,
      },
    });
  }
  const users = [...new Set(bets.map((b) => b.userId))];
  if (!users.length) return;
  const accounts = await tx.ledgerAccount.findMany({
    where: { id: { in: users.map(walletAccountId) } },
    select: { userId: true, balance: true },
  });
  for (const a of accounts)
    if (a.userId) out.push({ room: userRoom(a.userId), event: 'balance', payload: { balance: Number(a.balance) } });
}

/**
 * The dealer confirms the result: every OPEN bet is settled in ONE transaction (bets, ledger, round),
 * RULES.md §C-3/§C-4, and each player gets `bet:settled` and `balance` after commit.
 * Errors: ROUND_NOT_FOUND 404, NOT_YOUR_TABLE/FORBIDDEN 403, ROUND_NOT_COMPLETE 409 (the engine still
 * expects cards or a number), ALREADY_SETTLED 409, ALREADY_VOIDED 409.
 */
export async function settleRound(
  cmd: Command,
  roundId: string,
): Promise<PublicRound & { settlement: { bets: number; staked: number; paidOut: number } }> {
  return transact(
    cmd,
    async (tx, out) => {
      const { round, table, mod } = await lockRound(tx, roundId);
      assertDealerAccess(cmd.actor, table);
      if (round.status === 'SETTLED')
        throw new AppError('ALREADY_SETTLED', `Round ${round.number} is already settled.`);
      if (round.status === 'VOIDED') throw new AppError('ALREADY_VOIDED', `Round ${round.number} was voided.`);
      if (round.status !== 'COMPLETE' || !mod.isComplete(round.state, round.rules)) {
        throw new AppError(
          'ROUND_NOT_COMPLETE',
          `Round ${round.number} is ${round.status}: the result is not complete yet.`,
        );
      }
      const bets = await tx.bet.findMany({
        where: { roundId, status: 'OPEN' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      const limits = resolveLimits(mod.defaultLimits, table.limits);
      const { settled, summary } = mod.settleAll
        ? computeRoundSettlement(mod, round, bets, limits, await paidSoFar(tx, roundId))
        : {
            settled: computeSettlement(mod, round, bets, limits, { alreadyPaid: await paidSoFar(tx, roundId) }),
            summary: {},
          };
      const updated = await writeSettlement(tx, out, round, settled, cmd.actor?.id ?? null, summary);
      const staked = settled.reduce((s, b) => s + b.amount + b.extraStake + b.fee, 0);
      const paidOut = settled.reduce((s, b) => s + b.payout + b.refund, 0);
      return { ...publicRound(updated), settlement: { bets: settled.length, staked, paidOut } };
    },
    { timeoutMs: 120_000 },
  );
}
