import type { Command } from '@/lib/command';
import { lockRow, transact } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import { isRuleError } from '@/lib/games/types';
import { assertDealerAccess } from '@/lib/tables/access';
import { appendRoundEvent } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import type { PublicRound } from '@/lib/realtime/events';
import { advanceRotation } from '@/lib/designated-player/rotation';
import { resolveLimits } from '@/lib/tables/limits';

/**
 * Opens the next round of a table in BETTING (RULES.md §C-4). `bettingSeconds` (1..600) starts the
 * countdown: bets are refused after it by server time, and the round closes itself then; without it
 * betting stays open until the dealer calls *No more bets*.
 * The table's rules are snapshotted into the round. Shoe games need an ACTIVE shoe (§C-2). Games with
 * a designated player (§HCF-7) open with the DP rotation: the first offer (or the house) is recorded
 * at once, and betting and its countdown start when the DP seat is settled (lib/designated-player/rotation.ts).
 * Errors: TABLE_NOT_FOUND 404, NOT_YOUR_TABLE/FORBIDDEN 403, TABLE_CLOSED 409, ROUND_IN_PROGRESS 409,
 * NO_ACTIVE_SHOE 409, SHOE_FINISHED 409 (the cut card came out: start a new shoe).
 */
export async function openRound(
  cmd: Command,
  tableId: string,
  input: { bettingSeconds?: number | null },
): Promise<PublicRound> {
  return transact(cmd, async (tx, out) => {
    if (!(await lockRow(tx, 'GameTable', tableId))) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
    const table = await tx.gameTable.findUniqueOrThrow({ where: { id: tableId } });
    assertDealerAccess(cmd.actor, table);
    if (table.status !== 'OPEN') throw new AppError('TABLE_CLOSED', `${table.name} is closed.`);
    const mod = gameModule(table.game);
    if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${table.game} has no engine yet.`);
    const live = await tx.round.findFirst({
      where: { tableId, status: { in: ['BETTING', 'DEALING', 'COMPLETE'] } },
      select: { number: true, status: true },
    });
    if (live)
      throw new AppError('ROUND_IN_PROGRESS', `Round ${live.number} is still ${live.status}: settle or void it first.`);
    let shoeId: string | null = null;
    if (mod.shoeDecks) {
      const shoe = await tx.shoe.findFirst({ where: { tableId }, orderBy: { number: 'desc' } });
      if (!shoe || shoe.status === 'FINISHED')
        throw new AppError('NO_ACTIVE_SHOE', 'No shoe in play: start a new shoe (POST /api/tables/:id/shoes).');
      if (shoe.status === 'CUT_CARD_OUT')
        throw new AppError('SHOE_FINISHED', `The cut card came out in shoe ${shoe.number}: start a new shoe.`);
      shoeId = shoe.id;
    }
    const rules = mod.parseRules(table.rules);
    if (isRuleError(rules)) throw new AppError('VALIDATION_ERROR', rules.message);
    const updated = await tx.gameTable.update({
      where: { id: tableId },
      data: { roundCounter: { increment: 1 } },
      select: { roundCounter: true },
    });
    // The dealer on shift runs the round (issue #17 §1): it keeps them even if the shift changes mid-round.
    const shift = table.dealerId
      ? await tx.dealerShift.findFirst({
          where: { tableId, dealerId: table.dealerId, endedAt: null },
          select: { id: true, dealerId: true },
        })
      : null;
    const now = new Date();
    const seconds = input.bettingSeconds ?? null;
    const round = await tx.round.create({
      data: {
        tableId,
        shoeId,
        dealerId: shift?.dealerId ?? null,
        shiftId: shift?.id ?? null,
        number: updated.roundCounter,
        game: table.game,
        status: 'BETTING',
        rules: rules as object,
        // The table's configuration version and limits now (issue #18 §4): a change later applies from the next round.
        configVersion: table.configVersion,
        limits: resolveLimits(mod.defaultLimits, table.limits) as object,
        state: mod.initialState(rules) as object,
        bettingSeconds: seconds,
        openedAt: now,
        // With a designated player (§HCF-7) the countdown starts once the DP seat is settled.
        closesAt: seconds && !mod.designatedPlayer ? new Date(now.getTime() + seconds * 1000) : null,
      },
    });
    await appendRoundEvent(tx, round.id, 'OPENED', { bettingSeconds: seconds, shoeId, rules }, cmd.actor?.id);
    await publishTableEvent(tx, out, { tableId, type: 'round:opened', round: publicRound(round) });
    if (!mod.designatedPlayer) return publicRound(round);
    return publicRound(await advanceRotation(tx, out, { round, table, mod }, null));
  });
}
