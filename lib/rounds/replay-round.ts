import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import { decodeCommonAction, type ConcealableRound, type GameModule, type RoundAction } from '@/lib/games/module';
import { betView, playerView, type RoundBetView } from '@/lib/rounds/get-round';
import { visibleSeats } from '@/lib/rounds/conceal-round';
import { isRuleError } from '@/lib/games/types';
import type { Principal } from '@/lib/auth/principal';
import { assertDealerAccess } from '@/lib/tables/access';
import { decodeActions, foldActions } from '@/lib/corrections/fold';

/**
 * The state a CORRECTED event (issue #18 §1) sets: its full corrected action list folded from the initial state.
 * Throws if it does not fold (a corrupted log).
 */
function correctedState(mod: GameModule, rules: unknown, roundId: string, seq: number, data: Record<string, unknown>) {
  const r = foldActions(
    mod,
    rules,
    decodeActions(mod, data.actions).map((a) => a.action),
  );
  if (!r.ok) throw new Error(`round ${roundId} event ${seq} (CORRECTED) does not replay: ${r.message}`);
  return r.state;
}

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
    // A correction (issue #18 §1): the original events stay, the state from here is the corrected fold.
    if (e.type === 'CORRECTED') state = correctedState(mod, round.rules, roundId, e.seq, data);
    const live = !['OPENED', 'SETTLED', 'VOIDED', 'CORRECTED'].includes(e.type);
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
 * `GET /api/rounds/:id/replay`: the replay for the staff of the round's table (`isTableStaff`), and for a
 * PLAYER with a bet in the round their own view (`playerReplay`). The staff's replay is the engine's own
 * state step by step (every card, face down or not), which no game's `conceal` covers, so a dealer of
 * another table is refused rather than served a concealed copy.
 * Errors: ROUND_NOT_FOUND 404, NOT_YOUR_TABLE 403 (another table's dealer), FORBIDDEN 403 (a player
 * without a bet in the round; other roles).
 */
export async function replayRoundFor(
  viewer: Principal,
  roundId: string,
): Promise<{ steps: ReplayStep[]; state: unknown; matchesStored: boolean } | PlayerReplay> {
  const round = await db().round.findUnique({
    where: { id: roundId },
    select: { table: { select: { id: true, name: true, dealerId: true } } },
  });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  if (viewer.role === 'PLAYER') return playerReplay(viewer, roundId);
  assertDealerAccess(viewer, round.table);
  return replayRound(roundId);
}

/** One step of a player's recall: the log event as they may read it and the round as they saw it then. */
export interface PlayerReplayStep {
  seq: number;
  type: string;
  data: Record<string, unknown>;
  /** The player's own event (a bet, a decision). */
  mine: boolean;
  at: string;
  /** The public round after this event, concealed for the player (`conceal` hooks, as on the live feed). */
  round: ConcealableRound & { cards?: Record<string, string[]>; outcome?: unknown; result: unknown };
}

export interface PlayerReplay {
  id: string;
  game: string;
  tableId: string;
  tableName: string;
  number: number;
  steps: PlayerReplayStep[];
  /** The player's own bets of the round (never another player's). */
  bets: RoundBetView[];
}

/**
 * A round replayed for a player who had a bet in it (issue #17 §7, last-game recall), as they saw it:
 * at every step the public round (`GameModule.view`) with the status it had then, concealed with the
 * player's visible seats (`conceal.round`), and the log event concealed as the live feed did
 * (`conceal.event` with the status then); other actors' events as the round detail shows them to a
 * player (`playerView`: no other player's stakes, balances or private events). The engine's raw state is
 * never sent. Errors: FORBIDDEN 403 (no bet of theirs in the round).
 */
export async function playerReplay(viewer: Principal, roundId: string): Promise<PlayerReplay> {
  const bets = await db().bet.findMany({
    where: { roundId, userId: viewer.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { user: { select: { username: true } } },
  });
  if (!bets.some((b) => b.status !== 'CANCELLED'))
    throw new AppError('FORBIDDEN', 'Only a player with a bet in the round may replay it.');
  const round = await db().round.findUnique({
    where: { id: roundId },
    include: { events: { orderBy: { seq: 'asc' } }, table: { select: { name: true } } },
  });
  if (!round) throw new AppError('ROUND_NOT_FOUND', `No round ${roundId}.`);
  const mod = gameModule(round.game);
  if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${round.game} has no engine yet.`);
  const seats = await visibleSeats(db(), viewer, round);
  const visible: ReadonlySet<number> = seats === 'all' ? new Set() : seats;
  const actorIds = [...new Set(round.events.map((e) => e.actorId).filter((x): x is string => !!x))];
  const players = new Map(
    (
      await db().user.findMany({ where: { id: { in: actorIds } }, select: { id: true, username: true, role: true } })
    ).map((u) => [u.id, u.role === 'PLAYER' ? u.username : null]),
  );
  let state = mod.initialState(round.rules);
  let status = 'BETTING';
  let result: unknown = null;
  const steps: PlayerReplayStep[] = [];
  for (const e of round.events) {
    const raw = e.data as Record<string, unknown>;
    const action = toAction(mod, e.type, raw);
    if (action) {
      const r = mod.apply(state, action, round.rules);
      if (isRuleError(r)) throw new Error(`round ${roundId} event ${e.seq} (${e.type}) does not replay: ${r.message}`);
      state = r.state;
    }
    if (e.type === 'CORRECTED') {
      state = correctedState(mod, round.rules, roundId, e.seq, raw);
      if (status !== 'SETTLED') result = mod.result(state, round.rules);
      else result = (raw.result as unknown) ?? result;
    }
    if (e.type === 'CLOSED') status = 'DEALING';
    if (e.type === 'SETTLED') status = 'SETTLED';
    if (e.type === 'VOIDED') status = 'VOIDED';
    if ((status === 'DEALING' || status === 'COMPLETE') && action) {
      const complete = mod.isComplete(state, round.rules);
      status = complete ? 'COMPLETE' : 'DEALING';
      result = complete ? mod.result(state, round.rules) : null;
    }
    // A settled round shows its settled result; after a correction the corrected one (the CORRECTED event's).
    if (status === 'SETTLED' && e.type === 'SETTLED') result = (raw.result as unknown) ?? round.result ?? result;
    const v = mod.view(state, round.rules);
    const live = status === 'DEALING' || status === 'COMPLETE' || (status === 'BETTING' && !!mod.designatedPlayer);
    const pub = {
      status,
      ...(v.cards ? { cards: v.cards } : {}),
      ...(v.outcome !== undefined ? { outcome: v.outcome } : {}),
      view: v.view,
      next: live ? (mod.next(state, round.rules) as unknown as Record<string, unknown>) : null,
      result,
    };
    const hidden = mod.conceal?.hides(pub) ?? false;
    const shownRound = hidden && mod.conceal ? mod.conceal.round(pub, visible) : pub;
    const data = hidden && mod.conceal ? mod.conceal.event(e.type, raw, visible, status) : raw;
    const mine = e.actorId === viewer.id;
    const actor = e.actorId ? (players.get(e.actorId) ?? null) : null;
    const shown = mine ? { data, actor } : playerView(mod, e.type, data, actor);
    if (!shown) continue;
    steps.push({ seq: e.seq, type: e.type, data: shown.data, mine, at: e.at.toISOString(), round: shownRound });
  }
  return {
    id: round.id,
    game: round.game,
    tableId: round.tableId,
    tableName: round.table.name,
    number: round.number,
    steps,
    bets: bets.map(betView),
  };
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
