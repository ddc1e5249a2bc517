import type { Tx } from '@/lib/db';
import { lockRow } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import type { GameModule } from '@/lib/games/module';
import type { GameTable, Round } from '@/lib/generated/prisma/client';

export interface LockedRound {
  round: Round;
  table: GameTable;
  mod: GameModule;
}

/**
 * Locks the round row (`FOR UPDATE`) inside the transaction and loads it with its table and game module,
 * so every check after this sees the state no other command can change until commit.
 * Errors: ROUND_NOT_FOUND (404); GAME_NOT_SUPPORTED (422) when the game has no engine.
 */
export async function lockRound(tx: Tx, roundId: string): Promise<LockedRound> {
  if (!(await lockRow(tx, 'Round', roundId))) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const round = await tx.round.findUniqueOrThrow({ where: { id: roundId }, include: { table: true } });
  const mod = gameModule(round.game);
  if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${round.game} has no engine yet.`);
  const { table, ...rest } = round;
  return { round: rest as Round, table, mod };
}

/** Appends one event to the round's append-only log (per-round `seq`), returning the seq. */
export async function appendRoundEvent(
  tx: Tx,
  roundId: string,
  type: string,
  data: Record<string, unknown>,
  actorId: string | null | undefined,
): Promise<number> {
  const r = await tx.round.update({
    where: { id: roundId },
    data: { eventSeq: { increment: 1 } },
    select: { eventSeq: true },
  });
  await tx.roundEvent.create({
    data: { roundId, seq: r.eventSeq, type, data: data as object, actorId: actorId ?? null },
  });
  return r.eventSeq;
}
