import type { Principal } from '@/lib/auth/principal';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Prisma } from '@/lib/generated/prisma/client';
import { publicRound } from '@/lib/rounds/public-round';
import { gameModule } from '@/lib/games/registry';
import type { GameModule } from '@/lib/games/module';
import { concealEvent, concealRound, hasHiddenCards, visibleSeats } from '@/lib/rounds/conceal-round';
import { isTableStaff } from '@/lib/tables/access';
import type { PublicRound } from '@/lib/realtime/events';
import { correctionsForPlayer, type PlayerCorrection } from '@/lib/corrections/player';

export interface RoundBetView {
  id: string;
  userId: string;
  username: string;
  type: string;
  spec: Record<string, unknown>;
  amount: number;
  /** Stakes added during the round (blackjack doubles and splits, §BJ-3, §BJ-9), cents. */
  extraStake: number;
  /** A table fee held with the bet (high card flush rake, §HCF-9), cents; `refund` includes the part handed back. */
  fee: number;
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
  /** The dealer on shift when the round opened (issue #17 §1); null when none. */
  dealerId: string | null;
  /** That dealer's display name, else (staff only) their username, as on `GET /api/rounds`; null when none. */
  dealerName: string | null;
  /** The table's configuration version the round was opened under (issue #18 §4); null for rounds before it. */
  configVersion?: number | null;
  bets: RoundBetView[];
  events: { seq: number; type: string; data: Record<string, unknown>; actor: string | null; at: string }[];
  /** To a player (issue #18 §3): the round's applied voids and corrections and what each did to their wallet. */
  corrections?: PlayerCorrection[];
}

/** net = payout + refund - (amount + extraStake + fee) for a settled bet; 0 while OPEN, for VOID, CANCELLED and DEAD (stake back). */
export function betNet(b: {
  status: string;
  amount: number;
  extraStake?: number;
  fee?: number;
  payout: number;
  refund: number;
}): number {
  if (b.status === 'OPEN' || b.status === 'VOID' || b.status === 'CANCELLED' || b.status === 'DEAD') return 0;
  return b.payout + b.refund - b.amount - (b.extraStake ?? 0) - (b.fee ?? 0);
}

/** A bet as the round detail and the replay show it (cents; `net` by `betNet`). */
export function betView(b: {
  id: string;
  userId: string;
  user: { username: string };
  type: string;
  spec: unknown;
  amount: number;
  extraStake: number;
  fee: number;
  status: string;
  payout: number;
  refund: number;
  payoutCut: bigint | number;
  createdAt: Date;
  settledAt: Date | null;
}) {
  return {
    id: b.id,
    userId: b.userId,
    username: b.user.username,
    type: b.type,
    spec: b.spec as Record<string, unknown>,
    amount: b.amount,
    extraStake: b.extraStake,
    fee: b.fee,
    status: b.status,
    payout: b.payout,
    refund: b.refund,
    payoutCut: Number(b.payoutCut),
    net: betNet(b),
    createdAt: b.createdAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}

/**
 * The contract's round detail: public state, bets (the table's staff, `isTableStaff`, see all; anyone else,
 * a dealer of another table too, their own), and every event of the round's log with who did it and when.
 * Errors: ROUND_NOT_FOUND 404.
 */
export async function getRound(viewer: Principal, roundId: string): Promise<RoundDetail> {
  const round = await db().round.findUnique({
    where: { id: roundId },
    include: {
      table: { select: { name: true, dealerId: true } },
      shoe: { select: { number: true } },
      dealer: { select: { username: true, displayName: true } },
      events: { orderBy: { seq: 'asc' } },
    },
  });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const staff = isTableStaff(viewer, round.table);
  const where: Prisma.BetWhereInput = { roundId, ...(staff ? {} : { userId: viewer.id }) };
  const bets = await db().bet.findMany({
    where,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { user: { select: { username: true } } },
  });
  const actorIds = [...new Set(round.events.map((e) => e.actorId).filter((x): x is string => !!x))];
  const actors = new Map(
    (
      await db().user.findMany({ where: { id: { in: actorIds } }, select: { id: true, username: true, role: true } })
    ).map((u) => [u.id, { username: u.username, player: u.role === 'PLAYER' }]),
  );
  const corrections =
    viewer.role === 'PLAYER' && bets.length
      ? ((await correctionsForPlayer(viewer.id, [roundId])).get(roundId) ?? [])
      : undefined;
  const { table, shoe, dealer, events, ...row } = round;
  // Face-down hands (§HCF-1): a player sees their own hand and its cards in the log; the table's staff see all.
  const pub = publicRound(row);
  const mod = gameModule(row.game);
  const visible = staff || !hasHiddenCards(pub) ? 'all' : await visibleSeats(db(), viewer, pub);
  return {
    ...concealRound(pub, visible),
    tableName: table.name,
    shoeNumber: shoe?.number ?? null,
    dealerId: row.dealerId,
    // Staff read the display name else the username (as GET /api/rounds); a player only a display name (the
    // username is a staff sign-in name, as on GET /api/tables and the lobby).
    dealerName: (staff ? dealer?.displayName?.trim() || dealer?.username : dealer?.displayName?.trim()) || null,
    configVersion: row.configVersion ?? null,
    bets: bets.map(betView),
    events: events.flatMap((e) => {
      const who = e.actorId ? actors.get(e.actorId) : undefined;
      const data = concealEvent(pub, e.type, e.data as Record<string, unknown>, visible);
      if (staff) {
        const actor = e.actorId ? (who?.username ?? e.actorId) : null;
        return [{ seq: e.seq, type: e.type, data, actor, at: e.at.toISOString() }];
      }
      // Staff usernames stay with the staff (as on GET /api/tables and the lobby): a player reads the dealer's,
      // the pit boss's or an admin's entries without their account name.
      const actor = who?.player ? who.username : null;
      const shown = e.actorId === viewer.id ? { data, actor } : playerView(mod, e.type, data, actor);
      return shown ? [{ seq: e.seq, type: e.type, data: shown.data, actor: shown.actor, at: e.at.toISOString() }] : [];
    }),
    ...(corrections ? { corrections } : {}),
  };
}

/** Events about other players' money (stakes taken, returns, early payments): not for other players. */
const PRIVATE_EVENTS = new Set(['STAKE_TAKEN', 'BET_RETURNED', 'PAID_EARLY']);

/**
 * What a player may see of another actor's log event: settlement and void money summaries name other
 * players' bets; the seats that play show without their stakes; the game says what of its own events
 * stays private (`logEventForOthers`).
 */
export function playerView(
  mod: GameModule | null,
  type: string,
  data: Record<string, unknown>,
  actor: string | null,
): { data: Record<string, unknown>; actor: string | null } | null {
  if (PRIVATE_EVENTS.has(type)) return null;
  const own = mod?.logEventForOthers?.(type, data, actor);
  if (own !== undefined) return own;
  if (type === 'SETTLED') return { data: { result: data.result }, actor };
  if (type === 'VOIDED') return { data: { reason: data.reason, previousStatus: data.previousStatus }, actor };
  // A correction (issue #18 §1) names every player's bets and wallet: a player reads what was done and why.
  if (type === 'CORRECTED')
    return {
      data: {
        kind: data.kind,
        reasonCode: data.reasonCode,
        reason: data.reason,
        entries: data.entries,
        previousResult: data.previousResult,
        result: data.result,
      },
      actor,
    };
  if (type === 'SEATS') return { data: { seats: data.seats }, actor };
  return { data, actor };
}
