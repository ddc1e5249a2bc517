import type { PublicRound } from '@/lib/realtime/events';

const CARD = /^[2-9TJQKA][SHDC]$/;

/** Every card code a round carries (its cards and its view, not `next`), counted. */
function cardCounts(round: PublicRound | null): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (x: unknown): void => {
    if (typeof x === 'string') {
      if (CARD.test(x)) counts.set(x, (counts.get(x) ?? 0) + 1);
    } else if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') Object.values(x).forEach(walk);
  };
  if (round) {
    walk(round.cards);
    walk(round.view);
  }
  return counts;
}

/**
 * What an undo took back, from the round before and after it: the card that is gone (an undo takes back
 * the last entry only), or the winning number; null when nothing is seen to be gone.
 * The place it came from is the round's `next` after the undo (the engine expects that card again).
 */
export function undoneEntry(
  before: PublicRound | null,
  after: PublicRound | null,
): { kind: 'card'; code: string } | { kind: 'number'; value: number } | null {
  const was = cardCounts(before);
  const now = cardCounts(after);
  for (const [code, n] of was) if (n > (now.get(code) ?? 0)) return { kind: 'card', code };
  if (typeof before?.outcome === 'number' && typeof after?.outcome !== 'number')
    return { kind: 'number', value: before.outcome };
  return null;
}
