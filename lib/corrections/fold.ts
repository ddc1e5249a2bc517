/**
 * The correction fold (issue #18 §1), pure: a round's effective dealer actions read from its append-only log, the
 * corrected entries put in their place, and the corrected action list folded again through the game's engine from
 * its initial state ("a round's state is the fold of its recorded events"). No I/O.
 */
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { parseCard, type Card } from '@/lib/games/cards';
import { decodeCommonAction, type GameModule, type RoundAction } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';

/** The corrected dealer entries of a CORRECT proposal (contract "Corrections"). */
export const correctionEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('OUTCOME'), number: z.number().int().min(0).max(36) }).strict(),
  z
    .object({
      type: z.literal('CARD'),
      /** 1-based index among the round's effective cards, in dealing order. */
      position: z.number().int().min(1).max(200),
      card: z.string().trim().min(1).max(4),
    })
    .strict(),
]);
export type CorrectionEntry = z.infer<typeof correctionEntrySchema>;

/** One effective action of the round: the log event that records it and the action decoded from it. */
export interface LoggedAction {
  type: string;
  data: Record<string, unknown>;
  action: RoundAction;
}

/** The action a log event records (a common one or the game's own), null for lifecycle and caused events. */
export function logAction(mod: GameModule, type: string, data: Record<string, unknown>): RoundAction | null {
  if (data.caused === true) return null;
  return decodeCommonAction(type, data) ?? mod.decodeAction?.(type, data) ?? null;
}

/** Dealer entries an UNDO takes back (the last one entered: a card, the outcome, or a no-spin). */
const UNDOABLE = new Set(['CARD', 'OUTCOME', 'NO_SPIN']);

/**
 * The round's effective actions, oldest first: every action of the log with each UNDO applied (an UNDO removes
 * the last effective card, outcome or no-spin and is itself dropped); a CORRECTED event replaces the list with its
 * `actions` (a correction of a corrected round starts from the corrected list).
 */
export function effectiveActions(mod: GameModule, events: readonly { type: string; data: unknown }[]): LoggedAction[] {
  let out: LoggedAction[] = [];
  for (const e of events) {
    const data = (e.data ?? {}) as Record<string, unknown>;
    if (e.type === 'CORRECTED') {
      out = decodeActions(mod, data.actions);
      continue;
    }
    const action = logAction(mod, e.type, data);
    if (!action) continue;
    if (action.type === 'UNDO') {
      for (let i = out.length - 1; i >= 0; i--)
        if (UNDOABLE.has(out[i]!.action.type)) {
          out.splice(i, 1);
          break;
        }
      continue;
    }
    out.push({ type: e.type, data, action });
  }
  return out;
}

/** The `actions` of a CORRECTED event (`[{type, data}]`, as the log records each) decoded back. */
export function decodeActions(mod: GameModule, raw: unknown): LoggedAction[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x) => {
    const a = x as { type?: unknown; data?: unknown };
    if (typeof a?.type !== 'string') return [];
    const data = (a.data ?? {}) as Record<string, unknown>;
    const action = logAction(mod, a.type, data);
    return action ? [{ type: a.type, data, action }] : [];
  });
}

/** Folds actions through the engine from its initial state; a refusal is returned with the index it happened at. */
export function foldActions(
  mod: GameModule,
  rules: unknown,
  actions: readonly RoundAction[],
):
  | { ok: true; state: unknown; events: { type: string; data: Record<string, unknown> }[] }
  | { ok: false; index: number; message: string } {
  let state = mod.initialState(rules);
  const events: { type: string; data: Record<string, unknown> }[] = [];
  for (let i = 0; i < actions.length; i++) {
    const r = mod.apply(state, actions[i]!, rules);
    if (isRuleError(r)) return { ok: false, index: i, message: r.message };
    state = r.state;
    const first = r.events[0];
    events.push(first ? { type: first.type, data: first.data } : { type: actions[i]!.type, data: {} });
  }
  return { ok: true, state, events };
}

export interface CorrectedFold {
  /** The full corrected action list as the log records each action (`[{type, data}]`), for the CORRECTED event. */
  actions: { type: string; data: Record<string, unknown> }[];
  state: unknown;
  result: Record<string, unknown> | null;
  /** Cards replaced (shoe games count them back out and the new ones in, §C-2). */
  cards: { position: number; from: Card; to: Card }[];
}

/**
 * The corrected round: the effective actions with `entries` in place (OUTCOME replaces the outcome; CARD the
 * card at its 1-based position among the effective cards), folded again from the engine's initial state.
 * Errors: VALIDATION_ERROR 400 (a position beyond the round's cards, a position twice, no outcome to correct),
 * INVALID_CARD 400, CORRECTION_DOES_NOT_REPLAY 422 (the engine refuses a corrected action, with its message; or
 * the log does not fold to the stored state), CORRECTION_INCOMPLETE 422 (the corrected round lacks entries),
 * CORRECTION_NO_CHANGE 422 (it comes out as it is).
 */
export function foldCorrection(
  mod: GameModule,
  round: { rules: unknown; state: unknown; events: readonly { type: string; data: unknown }[] },
  entries: readonly CorrectionEntry[],
): CorrectedFold {
  const actions = effectiveActions(mod, round.events);
  const original = foldActions(
    mod,
    round.rules,
    actions.map((a) => a.action),
  );
  if (!original.ok || canonicalJson(original.state) !== canonicalJson(round.state))
    throw new AppError(
      'CORRECTION_DOES_NOT_REPLAY',
      "The round's log does not fold back to its state, so its entries cannot be corrected: void it instead.",
    );
  const corrected = actions.map((a) => ({ ...a }));
  const replaced = new Set<number>();
  const cards: CorrectedFold['cards'] = [];
  const cardIdx = corrected.flatMap((a, i) => (a.action.type === 'CARD' ? [i] : []));
  for (const [n, e] of entries.entries()) {
    if (e.type === 'OUTCOME') {
      const i = corrected.findLastIndex((a) => a.action.type === 'OUTCOME');
      if (i < 0) throw new AppError('VALIDATION_ERROR', `entries.${n}: this round has no outcome to correct`);
      if (replaced.has(i)) throw new AppError('VALIDATION_ERROR', `entries.${n}: the outcome is corrected twice`);
      replaced.add(i);
      corrected[i] = { ...corrected[i]!, action: { type: 'OUTCOME', number: e.number } };
    } else {
      const card = parseCard(e.card);
      if (isRuleError(card)) throw new AppError('INVALID_CARD', `entries.${n}.card: ${card.message}`);
      const i = cardIdx[e.position - 1];
      if (i === undefined)
        throw new AppError(
          'VALIDATION_ERROR',
          `entries.${n}.position: the round has ${cardIdx.length} card${cardIdx.length === 1 ? '' : 's'}`,
        );
      if (replaced.has(i))
        throw new AppError('VALIDATION_ERROR', `entries.${n}.position: card ${e.position} is corrected twice`);
      replaced.add(i);
      const from = (corrected[i]!.action as { card: Card }).card;
      corrected[i] = { ...corrected[i]!, action: { type: 'CARD', card } };
      if (from !== card) cards.push({ position: e.position, from, to: card });
    }
  }
  const folded = foldActions(
    mod,
    round.rules,
    corrected.map((a) => a.action),
  );
  if (!folded.ok) {
    const what = describe(corrected[folded.index]!.action, cardIdx.indexOf(folded.index) + 1);
    throw new AppError(
      'CORRECTION_DOES_NOT_REPLAY',
      `The corrected round does not replay at ${what}: ${folded.message}`,
    );
  }
  if (!mod.isComplete(folded.state, round.rules))
    throw new AppError(
      'CORRECTION_INCOMPLETE',
      'With these entries the round is not complete (the rules call for more cards): correct other entries or void the round.',
    );
  if (canonicalJson(folded.state) === canonicalJson(round.state))
    throw new AppError('CORRECTION_NO_CHANGE', 'These entries are what the round already has: nothing to correct.');
  return {
    // Replaced actions are logged as the engine records them now; the others as they were logged.
    actions: corrected.map((a, i) => (replaced.has(i) ? folded.events[i]! : { type: a.type, data: a.data })),
    state: folded.state,
    result: mod.result(folded.state, round.rules),
    cards,
  };
}

function describe(a: RoundAction, cardPosition: number): string {
  if (a.type === 'CARD') return `card ${cardPosition} (${(a as { card: string }).card})`;
  if (a.type === 'OUTCOME') return `the outcome ${(a as { number: number }).number}`;
  return `the ${a.type.toLowerCase()} action`;
}

/** JSON with object keys sorted (JSONB does not keep key order), for comparing states. */
export function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  );
}
