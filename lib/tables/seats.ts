import type { Command, Outbox } from '@/lib/command';
import { isUniqueViolation, lockRow, transact } from '@/lib/command';
import { db, type Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import type { GameModule } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';
import { publishTableEvent } from '@/lib/rounds/publish';
import { DP_BANK_BET_TYPE } from '@/lib/designated-player/types';

/** One seat as everyone at the table sees it; amounts are this round's stakes on the seat, cents. */
export interface SeatView {
  seat: number;
  userId: string;
  username: string;
  /**
   * The seated player's own stakes this round (0 when none): blackjack MAIN with the extra stakes of
   * doubles/splits; high card flush Ante, Raise and bonus bets.
   */
  main: number;
  /** High card flush: the player has opted in to be offered the DP seat (§HCF-7). */
  dpOptIn: boolean;
  /** High card flush: the bank this seat put up as designated player this round, cents (0 when not DP). */
  bank: number;
  /** Total of the Bet Behind bets on this seat this round (§BJ-9). */
  behind: number;
  /** How many Bet Behind bets back this seat this round. */
  behindCount: number;
}

/**
 * How many seats a table of `mod` has with these rules (a table's, or a round's copy of them): the
 * game's `seatsFor(rules)` where the number is a table setting (Poker Switch's `boxPairs`, §PS-0),
 * else its `seatCount`; 0 for games without seats.
 */
export function tableSeatCount(mod: GameModule, rules: unknown): number {
  if (!mod.seatCount) return 0;
  if (!mod.seatsFor) return mod.seatCount;
  const parsed = mod.parseRules(rules ?? {});
  return isRuleError(parsed) ? mod.seatCount : Math.min(mod.seatCount, mod.seatsFor(parsed));
}

/** The seats of a table: `seatCount` places (this table's, `tableSeatCount`), the taken ones listed, with the live round's stakes. */
export interface SeatBoard {
  tableId: string;
  seatCount: number;
  roundId: string | null;
  seats: SeatView[];
}

/**
 * The table's seats and, for the live (or last) round, the MAIN and Bet Behind stakes per seat
 * (RULES.md §BJ-9: "the seated player's view shows how much is bet behind their seat").
 * Bets returned or voided do not count. Errors: TABLE_NOT_FOUND 404, GAME_HAS_NO_SEATS 422.
 */
export async function seatBoard(tableId: string, tx: Tx = db()): Promise<SeatBoard> {
  const table = await tx.gameTable.findUnique({
    where: { id: tableId },
    select: { id: true, game: true, rules: true },
  });
  if (!table) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  const mod = gameModule(table.game);
  if (!mod?.seatCount) throw new AppError('GAME_HAS_NO_SEATS', `${table.game} tables have no seats.`);
  const seats = await tx.seat.findMany({
    where: { tableId },
    orderBy: { seat: 'asc' },
    include: { user: { select: { username: true } } },
  });
  const round = await tx.round.findFirst({
    where: { tableId },
    orderBy: { number: 'desc' },
    select: { id: true, status: true },
  });
  const live = round && round.status !== 'VOIDED' ? round : null;
  const behindTypes: readonly string[] = mod.seatBets?.behind ?? [];
  const bets = live
    ? await tx.bet.findMany({
        where: {
          roundId: live.id,
          type: { notIn: [...(mod.seatBets?.offBoard ?? [])] },
          status: { notIn: ['CANCELLED', 'VOID'] },
        },
        select: { type: true, spec: true, amount: true, extraStake: true },
      })
    : [];
  const totals = new Map<number, { main: number; behind: number; behindCount: number; bank: number }>();
  for (const b of bets) {
    const seat = Number((b.spec as { seat?: number }).seat);
    const t = totals.get(seat) ?? { main: 0, behind: 0, behindCount: 0, bank: 0 };
    if (b.type === DP_BANK_BET_TYPE) t.bank += b.amount;
    else if (!behindTypes.includes(b.type)) t.main += b.amount + b.extraStake;
    else {
      t.behind += b.amount + b.extraStake;
      t.behindCount += 1;
    }
    totals.set(seat, t);
  }
  return {
    tableId,
    seatCount: tableSeatCount(mod, table.rules),
    roundId: round?.id ?? null,
    seats: seats.map((s) => ({
      seat: s.seat,
      userId: s.userId,
      username: s.user.username,
      dpOptIn: s.dpOptIn,
      ...(totals.get(s.seat) ?? { main: 0, behind: 0, behindCount: 0, bank: 0 }),
    })),
  };
}

/** Publishes the table's seat board (`table:seats`) after commit. */
export async function publishSeats(tx: Tx, out: Outbox, tableId: string): Promise<SeatBoard> {
  const board = await seatBoard(tableId, tx);
  await publishTableEvent(tx, out, {
    tableId,
    type: 'table:seats',
    round: null,
    data: board as unknown as Record<string, unknown>,
  });
  return board;
}

/**
 * A player takes a free seat at a seated table (contract `POST /api/tables/:id/seats {seat}`,
 * RULES.md §BJ-1). One seat per player per table, or the game's `seatsPerPlayer` (a Poker Switch
 * player's two pairs, §PS-0); a player with an open Bet Behind at this table
 * cannot sit down while it plays (§BJ-9: Bet Behind is for players not seated).
 * @returns the seat board after the change
 * Errors: FORBIDDEN 403 (not a PLAYER), TABLE_NOT_FOUND 404, INVALID_SEAT 400, GAME_HAS_NO_SEATS 422,
 * TABLE_CLOSED 409, SEAT_TAKEN 409, ALREADY_SEATED 409, BET_BEHIND_OPEN 409, GAME_HAS_NO_DP 422 (`dpOptIn`
 * at a table without a designated player). `opts.dpOptIn`: high card flush, opt in to be offered the DP
 * seat (§HCF-7).
 */
export async function takeSeat(
  cmd: Command,
  tableId: string,
  seat: number,
  opts: { dpOptIn?: boolean } = {},
): Promise<SeatBoard> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PLAYER') throw new AppError('FORBIDDEN', 'Only players take seats.');
  try {
    return await transact(cmd, async (tx, out) => {
      if (!(await lockRow(tx, 'GameTable', tableId))) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
      const table = await tx.gameTable.findUniqueOrThrow({ where: { id: tableId } });
      const mod = gameModule(table.game);
      if (!mod?.seatCount) throw new AppError('GAME_HAS_NO_SEATS', `${table.name} has no seats.`);
      if (table.status !== 'OPEN') throw new AppError('TABLE_CLOSED', `${table.name} is closed.`);
      const seats = tableSeatCount(mod, table.rules);
      if (!Number.isInteger(seat) || seat < 1 || seat > seats)
        throw new AppError('INVALID_SEAT', `Seats at ${table.name} are 1..${seats}.`);
      // Under the table's row lock: no other command takes or leaves a seat of this table meanwhile.
      const taken = await tx.seat.findMany({
        where: { tableId, OR: [{ seat }, { userId: actor.id }] },
        include: { user: { select: { username: true } } },
        orderBy: { seat: 'asc' },
      });
      const mine = taken.filter((s) => s.userId === actor.id);
      const most = mod.seatsPerPlayer ?? 1;
      if (mine.some((s) => s.seat === seat))
        throw new AppError('ALREADY_SEATED', `You already sit at seat ${seat} of ${table.name}.`);
      if (mine.length >= most)
        throw new AppError(
          'ALREADY_SEATED',
          most === 1
            ? `You already sit at seat ${mine[0]!.seat} of ${table.name}.`
            : `You already hold seats ${mine.map((s) => s.seat).join(' and ')} of ${table.name}: ${most} per player.`,
        );
      const holder = taken.find((s) => s.seat === seat);
      if (holder) throw new AppError('SEAT_TAKEN', `Seat ${seat} is taken by ${holder.user.username}.`);
      const behindTypes = mod.seatBets?.behind ?? [];
      const behind = behindTypes.length
        ? await tx.bet.findFirst({
            where: { userId: actor.id, type: { in: [...behindTypes] }, status: 'OPEN', round: { tableId } },
          })
        : null;
      if (behind)
        throw new AppError(
          'BET_BEHIND_OPEN',
          `You have a Bet Behind playing at this table: sit down after the round (${mod.seatBets?.behindRule}).`,
        );
      if (opts.dpOptIn && !mod.designatedPlayer)
        throw new AppError('GAME_HAS_NO_DP', `${table.name} has no designated player.`);
      await tx.seat.create({ data: { tableId, seat, userId: actor.id, dpOptIn: opts.dpOptIn === true } });
      return publishSeats(tx, out, tableId);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('SEAT_TAKEN', `Seat ${seat} was just taken.`);
    throw e;
  }
}

/**
 * Leaves a seat (`DELETE /api/tables/:id/seats/:seat`): the seated player, or a PIT_BOSS/ADMIN
 * freeing it. Refused while the seat's MAIN bet is in the live round.
 * Errors: TABLE_NOT_FOUND 404, NOT_SEATED 409 (seat free), NOT_YOUR_SEAT 403, SEAT_IN_PLAY 409.
 */
export async function leaveSeat(cmd: Command, tableId: string, seat: number): Promise<SeatBoard> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  return transact(cmd, async (tx, out) => {
    if (!(await lockRow(tx, 'GameTable', tableId))) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
    const row = await tx.seat.findUnique({ where: { tableId_seat: { tableId, seat } } });
    if (!row) throw new AppError('NOT_SEATED', `Seat ${seat} is free.`);
    const table = await tx.gameTable.findUniqueOrThrow({ where: { id: tableId }, select: { game: true } });
    const seatBets = gameModule(table.game)?.seatBets;
    const staff = actor.role === 'PIT_BOSS' || actor.role === 'ADMIN';
    if (row.userId !== actor.id && !staff) throw new AppError('NOT_YOUR_SEAT', `Seat ${seat} is not yours.`);
    // Any own-seat bet of this player on this seat in the live round (even one already paid, §BJ-5),
    // or the DP's bank (§HCF-8), keeps the seat until the round ends; a player's other seat (a Poker
    // Switch pair without bets, §PS-0) may be left. A bet that names no seat keeps every seat.
    const bets = await tx.bet.findMany({
      where: {
        userId: row.userId,
        type: { notIn: [...(seatBets?.behind ?? []), ...(seatBets?.offBoard ?? [])] },
        status: { notIn: ['CANCELLED', 'VOID'] },
        round: { tableId, status: { in: ['BETTING', 'DEALING', 'COMPLETE'] } },
      },
      select: { spec: true },
    });
    const playing = bets.some((b) => {
      const on = (b.spec as { seat?: unknown } | null)?.seat;
      return typeof on !== 'number' || on === seat;
    });
    if (playing)
      throw new AppError(
        'SEAT_IN_PLAY',
        `Seat ${seat} has a bet in the round: cancel it while betting is open, or leave after the round.`,
      );
    await tx.seat.delete({ where: { id: row.id } });
    return publishSeats(tx, out, tableId);
  });
}

/**
 * A seated player opts in or out of being offered the designated player's seat (RULES.md §HCF-7;
 * `PATCH /api/tables/:id/seats/:seat {dpOptIn}`). Takes effect at the next offer; an offer already
 * open stays open.
 * @returns the seat board after the change
 * Errors: TABLE_NOT_FOUND 404, GAME_HAS_NO_DP 422, NOT_SEATED 409 (seat free), NOT_YOUR_SEAT 403.
 */
export async function setDpOptIn(cmd: Command, tableId: string, seat: number, dpOptIn: boolean): Promise<SeatBoard> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  return transact(cmd, async (tx, out) => {
    if (!(await lockRow(tx, 'GameTable', tableId))) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
    const table = await tx.gameTable.findUniqueOrThrow({ where: { id: tableId } });
    if (!gameModule(table.game)?.designatedPlayer)
      throw new AppError('GAME_HAS_NO_DP', `${table.name} has no designated player.`);
    const row = await tx.seat.findUnique({ where: { tableId_seat: { tableId, seat } } });
    if (!row) throw new AppError('NOT_SEATED', `Seat ${seat} is free.`);
    if (row.userId !== actor.id) throw new AppError('NOT_YOUR_SEAT', `Seat ${seat} is not yours.`);
    await tx.seat.update({ where: { id: row.id }, data: { dpOptIn } });
    return publishSeats(tx, out, tableId);
  });
}
