/**
 * What a void or a correction does to every bet and wallet of a round (issue #18 §1), computed before anything
 * moves: the pure part (`resettleBets`, `buildPreview`) and the read that feeds it (`previewFor`).
 */
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { GameModule, Limits } from '@/lib/games/module';
import type { CorrectionKind } from '@/lib/generated/prisma/enums';
import { walletAfter } from '@/lib/ledger/debts';
import { debtAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { betNet } from '@/lib/rounds/get-round';
import { computeRoundSettlement, computeSettlement } from '@/lib/rounds/settle-round';

/** A bet of the round as it stands (cents). */
export interface CurrentBet {
  id: string;
  userId: string;
  username: string;
  type: string;
  spec: unknown;
  amount: number;
  extraStake: number;
  fee: number;
  status: string;
  payout: number;
  refund: number;
  payoutCut: number;
  rake: number;
}

/** A bet's money after the correction (cents). */
export interface BetOutcome {
  status: string;
  payout: number;
  refund: number;
  payoutCut: number;
  rake: number;
}

export interface PreviewBet {
  id: string;
  userId: string;
  username: string;
  type: string;
  amount: number;
  before: { status: string; payout: number; net: number };
  after: { status: string; payout: number; net: number };
}

export interface PreviewWallet {
  userId: string;
  username: string;
  before: { balance: number; debt: number };
  after: { balance: number; debt: number };
  /** What the correction moves into (+) or out of (-) the wallet, cents, before any debt is paid or added. */
  delta: number;
}

export interface CorrectionPreview {
  bets: PreviewBet[];
  wallets: PreviewWallet[];
  /** The round's result before and after (a void: after null). */
  result: { before: unknown; after: unknown };
}

/** Bets a void or a re-settlement touches: OPEN ones (refunded by a void) and the counted ones. */
export const TOUCHED_STATUSES = ['OPEN', 'WON', 'LOST', 'PUSH', 'DEAD'] as const;
/** Bets whose money a settlement decided (§C-4): a correction re-settles them. */
export const COUNTED_STATUSES = ['WON', 'LOST', 'PUSH', 'DEAD'] as const;

/** What the wallet got back for a bet so far (an OPEN bet: nothing yet), cents. */
export const paidBack = (b: { status: string; payout: number; refund: number }): number =>
  b.status === 'OPEN' ? 0 : b.payout + b.refund;

/** A void's outcome for a bet (§C-5): VOID, every cent staked with it handed back. */
export const voidOutcome = (b: CurrentBet): BetOutcome => ({
  status: 'VOID',
  payout: 0,
  refund: b.amount + b.extraStake + b.fee,
  payoutCut: 0,
  rake: 0,
});

/**
 * The counted bets of a settled round re-settled against the corrected state (pure): per-bet games through
 * `computeSettlement` over every counted bet in bet order with a fresh §C-6 allowance, round-wide games through
 * `computeRoundSettlement` (the game settles the round as a whole). OPEN bets are left out.
 */
export function resettleBets(
  mod: GameModule,
  round: { state: unknown; rules: unknown },
  bets: readonly CurrentBet[],
  limits: Limits,
): Map<string, BetOutcome> {
  const counted = bets.filter((b) => (COUNTED_STATUSES as readonly string[]).includes(b.status));
  const r = { state: round.state as never, rules: round.rules as never };
  const settled = mod.settleAll
    ? computeRoundSettlement(mod, r, counted.map(asSettleable), limits).settled
    : computeSettlement(mod, r, counted.map(asSettleable), limits);
  return new Map(
    settled.map((s) => [
      s.id,
      { status: s.status, payout: s.payout, refund: s.refund, payoutCut: s.payoutCut, rake: s.rake },
    ]),
  );
}

const asSettleable = (b: CurrentBet) => ({
  id: b.id,
  userId: b.userId,
  type: b.type,
  spec: b.spec as never,
  amount: b.amount,
  extraStake: b.extraStake,
  fee: b.fee,
});

/**
 * The before/after of every bet and wallet (pure). A bet without an outcome stays as it is; each wallet's delta
 * is Σ(paid back after − paid back before) over its bets, and its after is `walletAfter` (a debit beyond the
 * balance becomes debt; a credit pays a debt first).
 */
export function buildPreview(
  bets: readonly CurrentBet[],
  outcomes: ReadonlyMap<string, BetOutcome>,
  wallets: ReadonlyMap<string, { balance: number; debt: number }>,
  result: { before: unknown; after: unknown },
): CorrectionPreview {
  const delta = new Map<string, { username: string; delta: number }>();
  const out: PreviewBet[] = bets.map((b) => {
    const o = outcomes.get(b.id) ?? b;
    const after = { ...b, ...o };
    const d = delta.get(b.userId) ?? { username: b.username, delta: 0 };
    d.delta += paidBack(after) - paidBack(b);
    delta.set(b.userId, d);
    return {
      id: b.id,
      userId: b.userId,
      username: b.username,
      type: b.type,
      amount: b.amount,
      before: { status: b.status, payout: b.payout, net: betNet(b) },
      after: { status: after.status, payout: after.payout, net: betNet(after) },
    };
  });
  return {
    bets: out,
    wallets: [...delta].map(([userId, d]) => {
      const before = wallets.get(userId) ?? { balance: 0, debt: 0 };
      return {
        userId,
        username: d.username,
        before: { ...before },
        after: walletAfter(before.balance, before.debt, d.delta),
        delta: d.delta,
      };
    }),
    result,
  };
}

/** The bets of a round a void or a correction touches, in bet order, with their players' usernames. */
export async function touchedBets(tx: Tx, roundId: string): Promise<CurrentBet[]> {
  const rows = await tx.bet.findMany({
    where: { roundId, status: { in: [...TOUCHED_STATUSES] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { user: { select: { username: true } } },
  });
  return rows.map((b) => ({
    id: b.id,
    userId: b.userId,
    username: b.user.username,
    type: b.type,
    spec: b.spec,
    amount: b.amount,
    extraStake: b.extraStake,
    fee: b.fee,
    status: b.status,
    payout: b.payout,
    refund: b.refund,
    payoutCut: Number(b.payoutCut),
    rake: b.rake,
  }));
}

/** Each player's wallet balance and debt now, cents (one query). */
export async function walletsOf(
  tx: Tx,
  userIds: readonly string[],
): Promise<Map<string, { balance: number; debt: number }>> {
  const ids = [...new Set(userIds)];
  const out = new Map(ids.map((u) => [u, { balance: 0, debt: 0 }]));
  if (!ids.length) return out;
  const rows = await tx.$queryRawUnsafe<{ id: string; balance: bigint | number }[]>(
    `SELECT "id", "balance" FROM "LedgerAccount" WHERE "id" = ANY($1::text[])`,
    [...ids.map(walletAccountId), ...ids.map(debtAccountId)],
  );
  const byId = new Map(rows.map((r) => [r.id, Number(r.balance)]));
  for (const u of ids)
    out.set(u, { balance: byId.get(walletAccountId(u)) ?? 0, debt: Math.abs(byId.get(debtAccountId(u)) ?? 0) });
  return out;
}

/** The outcomes a kind of correction gives the bets (a void: every touched bet VOID; a correction of a settled round: re-settled). */
export function outcomesFor(
  kind: CorrectionKind,
  mod: GameModule,
  round: { status: string; rules: unknown; state: unknown; number: number },
  correctedState: unknown,
  bets: readonly CurrentBet[],
  limits: Limits,
): Map<string, BetOutcome> {
  if (kind === 'VOID') return new Map(bets.map((b) => [b.id, voidOutcome(b)]));
  // A COMPLETE round is corrected before its settlement: its bets stay OPEN (the dealer settles after).
  if (round.status !== 'SETTLED') return new Map();
  assertResettleReproduces(mod, round, bets, limits);
  return resettleBets(mod, { state: correctedState, rules: round.rules }, bets, limits);
}

/**
 * The re-settlement must give back, from the round's own (uncorrected) state, exactly what its bets were paid: a
 * round whose money does not come out of its final state alone (bets paid early during play on a state that later
 * changed) is not re-settled by guesswork. Errors: ROUND_NOT_CORRECTABLE 409 naming the first bet that differs.
 */
export function assertResettleReproduces(
  mod: GameModule,
  round: { rules: unknown; state: unknown; number: number },
  bets: readonly CurrentBet[],
  limits: Limits,
): void {
  const again = resettleBets(mod, { state: round.state, rules: round.rules }, bets, limits);
  for (const b of bets) {
    const a = again.get(b.id);
    if (!a) continue;
    if (a.status !== b.status || a.payout !== b.payout || a.refund !== b.refund)
      throw new AppError(
        'ROUND_NOT_CORRECTABLE',
        `Round ${round.number} cannot be re-settled from its log: bet ${b.id} (${b.type}) was paid ${b.status} ${b.payout + b.refund} during play, its final state gives ${a.status} ${a.payout + a.refund}. Void the round instead.`,
      );
  }
}
