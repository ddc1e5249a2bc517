import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import { decodeCommonAction, type GameModule, type RoundAction } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';
import type { Principal } from '@/lib/auth/principal';
import { assertDealerAccess } from '@/lib/tables/access';

/**
 * The action a log event records: a common one or the game's own (`decodeAction`); null for an
 * event that is no action (lifecycle, stakes) or that an action caused (`caused: true`).
 */
function toAction(mod: GameModule, type: string, data: Record<string, unknown>): RoundAction | null {
  if (data.caused === true) return null;
  return decodeCommonAction(type, data) ?? mod.decodeAction?.(type, data) ?? null;
}

export interface ReplayStep {
  seq: number;
  type: string;
  data: Record<string, unknown>;
  at: string;
  /** The engine's state after this event (unchanged for lifecycle events). */
  state: unknown;
  next: unknown;
}

/**
 * Rebuilds a round step by step from its append-only event log by folding every dealer action through
 * the game's engine (the architecture's "a round's state is the fold of its recorded events").
 * @returns every step and the final state; `matchesStored` says whether the fold equals the stored state.
 * Errors: ROUND_NOT_FOUND 404; throws if a recorded action is refused on replay (a corrupted log).
 */
export async function replayRound(
  roundId: string,
): Promise<{ steps: ReplayStep[]; state: unknown; matchesStored: boolean }> {
  const round = await db().round.findUnique({
    where: { id: roundId },
    include: { events: { orderBy: { seq: 'asc' } } },
  });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const mod = gameModule(round.game);
  if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${round.game} has no engine yet.`);
  let state = mod.initialState(round.rules);
  const steps: ReplayStep[] = [];
  for (const e of round.events) {
    const data = e.data as Record<string, unknown>;
    const action = toAction(mod, e.type, data);
    if (action) {
      const r = mod.apply(state, action, round.rules);
      if (isRuleError(r)) throw new Error(`round ${roundId} event ${e.seq} (${e.type}) does not replay: ${r.message}`);
      state = r.state;
    }
    const live = !['OPENED', 'SETTLED', 'VOIDED'].includes(e.type);
    steps.push({
      seq: e.seq,
      type: e.type,
      data,
      at: e.at.toISOString(),
      state,
      next: live ? mod.next(state, round.rules) : null,
    });
  }
  return { steps, state, matchesStored: canonicalJson(state) === canonicalJson(round.state) };
}

/**
 * `GET /api/rounds/:id/replay`: the replay for the staff of the round's table only (`isTableStaff`). The
 * replay is the engine's own state step by step (every card, face down or not), which no game's
 * `conceal` covers, so a dealer of another table is refused rather than served a concealed copy.
 * Errors: ROUND_NOT_FOUND 404, NOT_YOUR_TABLE 403 (another table's dealer), FORBIDDEN 403 (other roles).
 */
export async function replayRoundFor(
  viewer: Principal,
  roundId: string,
): Promise<{ steps: ReplayStep[]; state: unknown; matchesStored: boolean }> {
  const round = await db().round.findUnique({
    where: { id: roundId },
    select: { table: { select: { id: true, name: true, dealerId: true } } },
  });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  assertDealerAccess(viewer, round.table);
  return replayRound(roundId);
}

/** JSON with object keys sorted (JSONB does not keep key order), for comparing states. */
function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  );
}
