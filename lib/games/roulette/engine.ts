/**
 * The roulette round engine: outcome entry, no-spins and undo (RULES.md §RL-5, §C-4).
 * Pure: `apply(state, action)` never mutates `state`; a round's state is the fold of its
 * recorded actions from `initialState()`.
 */
import { ruleError, type Applied, type Next, type RuleError } from '../types';
import { colorOf, isWheelNumber } from './wheel';

/**
 * A roulette round after betting closed.
 * - `outcome`: the number the ball rests in, or null while the round awaits it;
 * - `noSpins`: the no-spins recorded so far, oldest first (RULES.md §RL-5).
 */
export type RouletteState = { outcome: number | null; noSpins: { reason: string }[] };

/**
 * Dealer actions (RULES.md §RL-5):
 * - `OUTCOME`: the winning number 0..36;
 * - `NO_SPIN`: the spin did not count (ball out of the wheel, too few revolutions); `reason` required;
 * - `UNDO`: takes back the last entered thing (the outcome if there is one, else the last no-spin).
 */
export type RouletteAction =
  { type: 'OUTCOME'; number: number } | { type: 'NO_SPIN'; reason: string } | { type: 'UNDO' };

/** Longest no-spin reason kept, in characters. */
export const MAX_REASON_LENGTH = 500;

/** The state of a round whose betting just closed: no outcome, no no-spins (RULES.md §RL-5). */
export function initialState(): RouletteState {
  return { outcome: null, noSpins: [] };
}

/**
 * Applies one dealer action (RULES.md §RL-5).
 *
 * - `{type:'OUTCOME', number}` → state with `outcome = number`; event
 *   `{type:'OUTCOME', data:{number, color}}` (`color` 'red' | 'black' | 'green').
 *   Errors: `INVALID_NUMBER` (input) when `number` is not an integer 0..36;
 *   `OUTCOME_ALREADY_ENTERED` (conflict) when an outcome is already entered.
 * - `{type:'NO_SPIN', reason}` → the no-spin is appended to `noSpins` (reason trimmed) and the round
 *   still awaits its outcome; event `{type:'NO_SPIN', data:{reason}}`.
 *   Errors: `REASON_REQUIRED` (input) when `reason` is not a non-blank string of at most
 *   `MAX_REASON_LENGTH` characters; `OUTCOME_ALREADY_ENTERED` (conflict) after the outcome (a no-spin
 *   is not allowed once the ball has a result; undo the outcome first).
 * - `{type:'UNDO'}` → takes back the last entered thing. While an outcome is entered that is the
 *   outcome (no-spins cannot follow it): event `{type:'UNDO', data:{undone:'OUTCOME', number, color}}`.
 *   Otherwise the last no-spin: event `{type:'UNDO', data:{undone:'NO_SPIN', reason}}`.
 *   Error: `NOTHING_TO_UNDO` (conflict) when there is neither.
 * - any other action: `INVALID_ACTION` (input).
 *
 * @returns `{ ok: true, state, events }` with a new state, or a RuleError (the state is unchanged).
 */
export function apply(state: RouletteState, action: RouletteAction): Applied<RouletteState> | RuleError {
  const type: unknown = (action as { type?: unknown } | null)?.type;
  switch (type) {
    case 'OUTCOME': {
      const number: unknown = (action as { number?: unknown }).number;
      if (!isWheelNumber(number)) {
        return ruleError(
          'input',
          'INVALID_NUMBER',
          `${JSON.stringify(number)?.slice(0, 20) ?? 'nothing'} is not a roulette number: enter a whole number 0-36`,
        );
      }
      if (state.outcome !== null) {
        return ruleError(
          'conflict',
          'OUTCOME_ALREADY_ENTERED',
          `the outcome ${state.outcome} is already entered: undo it first to enter another`,
        );
      }
      return {
        ok: true,
        state: { outcome: number, noSpins: state.noSpins.map((n) => ({ ...n })) },
        events: [{ type: 'OUTCOME', data: { number, color: colorOf(number) } }],
      };
    }
    case 'NO_SPIN': {
      const raw: unknown = (action as { reason?: unknown }).reason;
      const reason = typeof raw === 'string' ? raw.trim() : '';
      if (reason === '' || reason.length > MAX_REASON_LENGTH) {
        return ruleError(
          'input',
          'REASON_REQUIRED',
          `a no-spin needs a reason of 1-${MAX_REASON_LENGTH} characters (e.g. "ball left the wheel")`,
        );
      }
      if (state.outcome !== null) {
        return ruleError(
          'conflict',
          'OUTCOME_ALREADY_ENTERED',
          `the outcome ${state.outcome} is already entered: undo it first to record a no-spin`,
        );
      }
      return {
        ok: true,
        state: { outcome: null, noSpins: [...state.noSpins.map((n) => ({ ...n })), { reason }] },
        events: [{ type: 'NO_SPIN', data: { reason } }],
      };
    }
    case 'UNDO': {
      if (state.outcome !== null) {
        const number = state.outcome;
        return {
          ok: true,
          state: { outcome: null, noSpins: state.noSpins.map((n) => ({ ...n })) },
          events: [{ type: 'UNDO', data: { undone: 'OUTCOME', number, color: colorOf(number) } }],
        };
      }
      const last = state.noSpins[state.noSpins.length - 1];
      if (last === undefined) return ruleError('conflict', 'NOTHING_TO_UNDO', 'there is no outcome or no-spin to undo');
      return {
        ok: true,
        state: { outcome: null, noSpins: state.noSpins.slice(0, -1).map((n) => ({ ...n })) },
        events: [{ type: 'UNDO', data: { undone: 'NO_SPIN', reason: last.reason } }],
      };
    }
    default:
      return ruleError(
        'input',
        'INVALID_ACTION',
        `"${String(type).slice(0, 24)}" is not a roulette action: use OUTCOME, NO_SPIN or UNDO`,
      );
  }
}

/**
 * What the engine expects now (the contract's `next`, RULES.md §RL-5, §C-4):
 * `{kind:'outcome'}` while no outcome is entered (also after a no-spin), `{kind:'confirm'}` once it is.
 */
export function next(state: RouletteState): Next {
  return state.outcome === null ? { kind: 'outcome' } : { kind: 'confirm' };
}

/** True once the outcome is entered: the round is `COMPLETE` and awaits the dealer's confirmation (§C-4, §RL-5). */
export function isComplete(state: RouletteState): boolean {
  return state.outcome !== null;
}
