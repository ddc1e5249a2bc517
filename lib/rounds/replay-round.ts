import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import { ACTION_EVENT_TYPES, type RoundAction } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';
import type { Card } from '@/lib/games/cards';

/** The last DP's user as the event recorded it; absent in events written before it was kept (the replay must match their stored state). */
function lastDpUserIdOf(data: Record<string, unknown>): { lastDpUserId?: string | null } {
  if (!('lastDpUserId' in data)) return {};
  return { lastDpUserId: typeof data.lastDpUserId === 'string' ? data.lastDpUserId : null };
}

/** The action a log event records (see `RoundAction`); events an action caused carry `caused: true`. */
function toAction(type: string, data: Record<string, unknown>): RoundAction {
  switch (type) {
    case 'SEATS':
      return { type: 'SEATS', seats: data.seats as number[], behind: (data.behind as { seat: number; id: string }[] | undefined) ?? [], ...(data.stakes ? { stakes: data.stakes as Record<string, unknown> } : {}) };
    case 'DECISION':
      return { type: 'DECISION', seat: data.seat as number, hand: data.hand as number, action: String(data.action), ...(typeof data.multiple === 'number' && data.multiple > 0 ? { multiple: data.multiple } : {}) };
    case 'DP_OFFERED':
      return { type: 'DP_OFFERED', seat: data.seat as number, userId: String(data.userId), last: data.last === true, lastDpSeat: (data.lastDpSeat as number | null) ?? null, ...lastDpUserIdOf(data) };
    case 'DP_ACCEPTED':
      return { type: 'DP_ACCEPTED', seat: data.seat as number, userId: String(data.userId), bank: data.bank as number };
    case 'DP_DECLINED':
      return { type: 'DP_DECLINED', seat: data.seat as number, userId: String(data.userId) };
    case 'DP_HOUSE':
      return { type: 'DP_HOUSE', lastDpSeat: (data.lastDpSeat as number | null) ?? null, ...lastDpUserIdOf(data) };
    case 'INSURANCE':
      return { type: 'INSURANCE', seat: data.seat as number, take: data.take === true };
    case 'BEHIND_INSURANCE':
      return { type: 'BEHIND_INSURANCE', seat: data.seat as number, ...(data.bet !== undefined ? { id: String(data.bet), take: data.take !== false } : {}) };
    case 'TIMEOUT':
      return { type: 'TIMEOUT' };
    case 'CARD':
      return { type: 'CARD', card: data.card as Card };
    case 'OUTCOME':
      return { type: 'OUTCOME', number: data.number as number };
    case 'NO_SPIN':
      return { type: 'NO_SPIN', reason: String(data.reason) };
    default:
      return { type: 'UNDO' };
  }
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
export async function replayRound(roundId: string): Promise<{ steps: ReplayStep[]; state: unknown; matchesStored: boolean }> {
  const round = await db().round.findUnique({ where: { id: roundId }, include: { events: { orderBy: { seq: 'asc' } } } });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const mod = gameModule(round.game);
  if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${round.game} has no engine yet.`);
  let state = mod.initialState(round.rules);
  const steps: ReplayStep[] = [];
  for (const e of round.events) {
    const data = e.data as Record<string, unknown>;
    if (ACTION_EVENT_TYPES.has(e.type) && data.caused !== true) {
      const r = mod.apply(state, toAction(e.type, data), round.rules);
      if (isRuleError(r)) throw new Error(`round ${roundId} event ${e.seq} (${e.type}) does not replay: ${r.message}`);
      state = r.state;
    }
    const live = !['OPENED', 'SETTLED', 'VOIDED'].includes(e.type);
    steps.push({ seq: e.seq, type: e.type, data, at: e.at.toISOString(), state, next: live ? mod.next(state, round.rules) : null });
  }
  return { steps, state, matchesStored: canonicalJson(state) === canonicalJson(round.state) };
}

/** JSON with object keys sorted (JSONB does not keep key order), for comparing states. */
function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}
