import type { Principal } from '@/lib/auth/principal';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Prisma } from '@/lib/generated/prisma/client';
import { publicRound } from '@/lib/rounds/public-round';
import type { PublicRound } from '@/lib/realtime/events';

export interface RoundBetView {
  id: string;
  userId: string;
  username: string;
  type: string;
  spec: Record<string, unknown>;
  amount: number;
  /** Stakes added during the round (blackjack doubles and splits, §BJ-3, §BJ-9), cents. */
  extraStake: number;
  status: string;
  payout: number;
  refund: number;
  payoutCut: number;
  net: number;
  createdAt: string;
  settledAt: string | null;
}

export interface RoundDetail extends PublicRound {
  tableName: string;
  shoeNumber: number | null;
  bets: RoundBetView[];
  events: { seq: number; type: string; data: Record<string, unknown>; actor: string | null; at: string }[];
}

const STAFF = new Set(['ADMIN', 'PIT_BOSS', 'DEALER']);

/** net = payout + refund - (amount + extraStake) for a settled bet; 0 while OPEN, for VOID and CANCELLED (stake back). */
export function betNet(b: { status: string; amount: number; extraStake?: number; payout: number; refund: number }): number {
  if (b.status === 'OPEN' || b.status === 'VOID' || b.status === 'CANCELLED' || b.status === 'DEAD') return 0;
  return b.payout + b.refund - b.amount - (b.extraStake ?? 0);
}

/**
 * The contract's round detail: public state, bets (staff see all; a player sees their own), and every
 * event of the round's log with who did it and when.
 * Errors: ROUND_NOT_FOUND 404.
 */
export async function getRound(viewer: Principal, roundId: string): Promise<RoundDetail> {
  const round = await db().round.findUnique({
    where: { id: roundId },
    include: {
      table: { select: { name: true } },
      shoe: { select: { number: true } },
      events: { orderBy: { seq: 'asc' } },
    },
  });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const where: Prisma.BetWhereInput = { roundId, ...(STAFF.has(viewer.role) ? {} : { userId: viewer.id }) };
  const bets = await db().bet.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { user: { select: { username: true } } } });
  const actorIds = [...new Set(round.events.map((e) => e.actorId).filter((x): x is string => !!x))];
  const actors = new Map((await db().user.findMany({ where: { id: { in: actorIds } }, select: { id: true, username: true } })).map((u) => [u.id, u.username]));
  const { table, shoe, events, ...row } = round;
  return {
    ...publicRound(row),
    tableName: table.name,
    shoeNumber: shoe?.number ?? null,
    bets: bets.map((b) => ({
      id: b.id,
      userId: b.userId,
      username: b.user.username,
      type: b.type,
      spec: b.spec as Record<string, unknown>,
      amount: b.amount,
      extraStake: b.extraStake,
      status: b.status,
      payout: b.payout,
      refund: b.refund,
      payoutCut: Number(b.payoutCut),
      net: betNet(b),
      createdAt: b.createdAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    })),
    events: events.map((e) => ({ seq: e.seq, type: e.type, data: STAFF.has(viewer.role) ? (e.data as Record<string, unknown>) : publicEventData(e.type, e.data as Record<string, unknown>), actor: e.actorId ? (actors.get(e.actorId) ?? e.actorId) : null, at: e.at.toISOString() })),
  };
}

/** What a player may see of a log event: settlement and void money summaries name other players' bets. */
function publicEventData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (type === 'SETTLED') return { result: data.result };
  if (type === 'VOIDED') return { reason: data.reason, previousStatus: data.previousStatus };
  if (type === 'PAID_EARLY' || type === 'BET_RETURNED' || type === 'STAKE_TAKEN') return { caused: true };
  return data;
}
