import { isLive, nextOf, primaryAction } from './model';
import type { PublicRound } from '@/lib/realtime/events';

/**
 * What the dealer asked for, in the order asked. The console runs one request at a time; whatever the
 * dealer presses while one is in flight waits here and goes out, in order, once the answer is back
 * (a card reader or a fast dealer never loses a key: issue #13). Pure, so the rules are tested on their
 * own (action-queue.test.ts).
 * - `entry`: a card code or a number typed (or tapped) as it was read.
 * - `primary`: Enter on an empty input: the phase's action *when its turn comes* (after the last card
 *   that means Confirm, after Open betting it means No more bets).
 * - `open` / `close` / `confirm` / `undo`: the action's own key (F2, F3, F4, Backspace / Ctrl Z).
 */
export type Intent =
  | { kind: 'entry'; text: string; from: 'input' | 'touch' }
  | { kind: 'primary' }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'confirm' }
  | { kind: 'undo' };

export type Step = 'entry' | 'open' | 'close' | 'confirm' | 'undo';

/** A key pressed twice while its action waits (a double press, a key bounce) is one action. */
const COLLAPSES = new Set<Intent['kind']>(['primary', 'open', 'close', 'confirm']);

/** The queue with `intent` appended; the same action key pressed again right behind itself is not queued twice. */
export function enqueue(queue: readonly Intent[], intent: Intent): Intent[] {
  const last = queue[queue.length - 1];
  if (last && COLLAPSES.has(intent.kind) && last.kind === intent.kind) return [...queue];
  return [...queue, intent];
}

/**
 * What an intent does against the round as it stands when its turn comes: a request to send (`step`), or
 * nothing with the reason (`skip`). `primary` resolves to the phase's action; an action key whose action
 * no longer applies (No more bets already called by the countdown, the result already confirmed) is skipped
 * instead of sent to be refused.
 */
export function resolve(intent: Intent, round: PublicRound | null): { step: Step } | { skip: SkipReason } {
  switch (intent.kind) {
    case 'entry':
      return { step: 'entry' };
    case 'undo':
      return { step: 'undo' };
    case 'primary': {
      const p = primaryAction(round);
      return p ? { step: p } : { skip: 'nothing-primary' };
    }
    case 'open':
      return isLive(round) ? { skip: 'round-in-play' } : { step: 'open' };
    case 'close':
      return round?.status === 'BETTING' ? { step: 'close' } : { skip: 'not-betting' };
    case 'confirm':
      return round && isLive(round) && nextOf(round)?.kind === 'confirm'
        ? { step: 'confirm' }
        : { skip: 'not-complete' };
  }
}

export type SkipReason = 'nothing-primary' | 'round-in-play' | 'not-betting' | 'not-complete';

/** The queue in a few words for the entry bar ("7D · 8S · Enter"), the keys as the dealer pressed them. */
export function describe(queue: readonly Intent[]): string {
  return queue
    .map((i) =>
      i.kind === 'entry'
        ? i.text
        : i.kind === 'primary'
          ? 'Enter'
          : i.kind === 'open'
            ? 'F2'
            : i.kind === 'close'
              ? 'F3'
              : i.kind === 'confirm'
                ? 'F4'
                : 'Undo',
    )
    .join(' · ');
}
