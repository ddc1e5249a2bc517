import type { Command, Outbox } from '@/lib/command';
import { isUniqueViolation, lockRow, transact } from '@/lib/command';
import { db, type Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
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

/** The seats of a table: `seatCount` places, the taken ones listed, with the live round's stakes. */
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
  const table = await tx.gameTable.findUnique({ where: { id: tableId }, select: { id: true, game: true } });
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
    seatCount: mod.seatCount,
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
 * RULES.md §BJ-1). One seat per player per table; a player with an open Bet Behind at this table
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
      if (!Number.isInteger(seat) || seat < 1 || seat > mod.seatCount)
        throw new AppError('INVALID_SEAT', `Seats at ${table.name} are 1..${mod.seatCount}.`);
      const taken = await tx.seat.findMany({
        where: { tableId, OR: [{ seat }, { userId: actor.id }] },
        include: { user: { select: { username: true } } },
      });
      const mine = taken.find((s) => s.userId === actor.id);
      if (mine) throw new AppError('ALREADY_SEATED', `You already sit at seat ${mine.seat} of ${table.name}.`);
      if (taken.length) throw new AppError('SEAT_TAKEN', `Seat ${seat} is taken by ${taken[0]!.user.username}.`);
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
    // Any own-seat bet of this player in the live round (even one already paid, §BJ-5), or the DP's
    // bank (§HCF-8), keeps the seat until the round ends.
    const playing = await tx.bet.findFirst({
      where: {
        userId: row.userId,
        type: { notIn: [...(seatBets?.behind ?? []), ...(seatBets?.offBoard ?? [])] },
        status: { notIn: ['CANCELLED', 'VOID'] },
        round: { tableId, status: { in: ['BETTING', 'DEALING', 'COMPLETE'] } },
      },
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
