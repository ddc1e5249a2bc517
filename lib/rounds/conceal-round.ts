import type { Tx } from '@/lib/db';
import { gameModule as moduleOf } from '@/lib/games/registry';
import type { Game } from '@/lib/generated/prisma/enums';

/** The game module of a game named by a string (a public round's `game`). */
const gameModule = (game: string) => moduleOf(game as Game);
import type { PublicRound, TableEventPayload } from '@/lib/realtime/events';
import { isStaffOfTable } from '@/lib/tables/access';

/**
 * Who looks at a round: a signed-in user (`id`, `role`) or an anonymous viewer (null). The staff of the
 * round's table (`isTableStaff`: ADMIN, PIT_BOSS, the table's assigned DEALER) see every card; anyone else
 * (a player, a dealer of another table) sees the hands of the seats they bet on; anonymous viewers see
 * public cards only.
 */
export type Viewer = { id: string; role: string } | null;

/** Every seat (the table's staff), or the seats a viewer may see the hands of. */
export type VisibleSeats = 'all' | ReadonlySet<number>;

const NONE: ReadonlySet<number> = new Set();

/**
 * The seats whose face-down hands `viewer` may see in `round`: all for the staff of its table
 * (`isTableStaff`); for anyone else signed in the seats of their own bets of the game's `seatedBetTypes`
 * (cancelled ones aside); none for an anonymous viewer.
 */
export async function visibleSeats(
  client: Tx,
  viewer: Viewer,
  round: { id: string; game: string; tableId: string },
): Promise<VisibleSeats> {
  if (!viewer) return NONE;
  if (await isStaffOfTable(client, viewer, round.tableId)) return 'all';
  const types = gameModule(round.game)?.seatedBetTypes ?? ['MAIN'];
  const bets = await client.bet.findMany({
    where: { roundId: round.id, userId: viewer.id, type: { in: [...types] }, status: { not: 'CANCELLED' } },
    select: { spec: true },
  });
  return new Set(bets.map((b) => Number((b.spec as { seat?: unknown }).seat)).filter((n) => Number.isInteger(n)));
}

/**
 * Who holds the hands of a round with face-down hands: player id → the seats of their bets (see
 * `visibleSeats`). Used to send each player their own hand.
 */
export async function handOwners(client: Tx, round: { id: string; game: string }): Promise<Map<string, Set<number>>> {
  const types = gameModule(round.game)?.seatedBetTypes ?? ['MAIN'];
  const bets = await client.bet.findMany({
    where: { roundId: round.id, type: { in: [...types] }, status: { not: 'CANCELLED' } },
    select: { userId: true, spec: true },
  });
  const owners = new Map<string, Set<number>>();
  for (const b of bets) {
    const seat = Number((b.spec as { seat?: unknown }).seat);
    if (!Number.isInteger(seat)) continue;
    owners.set(b.userId, (owners.get(b.userId) ?? new Set()).add(seat));
  }
  return owners;
}

/** Whether the public round has hands that not everyone may see now (face down, dealt). */
export function hasHiddenCards(round: PublicRound | null): boolean {
  if (!round) return false;
  return gameModule(round.game)?.conceal?.hides(round) ?? false;
}

/** The public round as a viewer with `visible` seats sees it (RULES.md §HCF-1: hands face down). */
export function concealRound<T extends PublicRound>(round: T, visible: VisibleSeats): T {
  if (visible === 'all') return round;
  const c = gameModule(round.game)?.conceal;
  return c ? c.round(round, visible) : round;
}

/**
 * A round log event's data as a viewer with `visible` seats sees it while `round` (its status now) has hands face
 * down. A VOIDED round that still hides cards (voided before the reveal, `cardsStillDown`) conceals its events as
 * while it was DEALING: a void refunds the stakes (§C-4, §C-5), it does not turn the cards over.
 */
export function concealEvent(
  round: { game: string; status: string; view?: Record<string, unknown> },
  type: string,
  data: Record<string, unknown>,
  visible: VisibleSeats,
): Record<string, unknown> {
  if (visible === 'all') return data;
  const c = gameModule(round.game)?.conceal;
  if (!c) return data;
  const status =
    round.status === 'VOIDED' && round.view && c.hides({ status: round.status, view: round.view, next: null })
      ? 'DEALING'
      : round.status;
  return c.event(type, data, visible, status);
}

/**
 * A table event (`round:*` with the round at that moment) as a viewer with `visible` seats sees it:
 * the round concealed, and a dealt card of a hidden seat replaced by `null` (`round:card`, `round:undo`).
 * `type` is the public event name.
 */
export function concealTableEvent(type: string, payload: TableEventPayload, visible: VisibleSeats): TableEventPayload {
  if (visible === 'all' || !payload.round) return payload;
  const round = concealRound(payload.round, visible);
  const logType = type === 'round:card' ? 'CARD' : type === 'round:undo' ? 'UNDO' : '';
  const data = logType ? concealEvent(payload.round, logType, payload.data, visible) : payload.data;
  return round === payload.round && data === payload.data ? payload : { ...payload, round, data };
}

/** `round` (or a detail built on it) for `viewer`: looks up their visible seats only when something is hidden. */
export async function roundForViewer<T extends PublicRound>(client: Tx, viewer: Viewer, round: T): Promise<T> {
  if (!hasHiddenCards(round)) return round;
  return concealRound(round, await visibleSeats(client, viewer, round));
}

/**
 * Stored table events (TableEvent rows: the whole payload) as `viewer` may see them, in order: each
 * concealed as `concealTableEvent` does for the live feed (visible seats looked up once per round).
 * Used by the socket catch-up (`join` with `sinceSeq`) and `GET /api/tables/:id/events`.
 */
export async function tableEventsForViewer(
  client: Tx,
  viewer: Viewer,
  rows: readonly { type: string; payload: unknown }[],
): Promise<{ type: string; payload: TableEventPayload }[]> {
  const seen = new Map<string, VisibleSeats>();
  const out: { type: string; payload: TableEventPayload }[] = [];
  for (const r of rows) {
    let payload = r.payload as TableEventPayload;
    if (hasHiddenCards(payload.round)) {
      const round = payload.round!;
      if (!seen.has(round.id)) seen.set(round.id, await visibleSeats(client, viewer, round));
      payload = concealTableEvent(r.type, payload, seen.get(round.id)!);
    }
    out.push({ type: r.type, payload });
  }
  return out;
}
