import type { Round } from '@/lib/generated/prisma/client';
import { gameModule } from '@/lib/games/registry';
import type { PublicRound } from '@/lib/realtime/events';

/**
 * The state of a round as the staff see it: cards entered so far, the outcome, the result, and `next`
 * (what the engine expects now; null once settled/voided). Every card is public in the face-up games;
 * where hands are face down (high card flush), send it to anyone else through lib/rounds/conceal-round.ts
 * (`roundForViewer`, `concealTableEvent`; lib/rounds/publish.ts does it for the live feed).
 */
export function publicRound(round: Round): PublicRound {
  const mod = gameModule(round.game);
  const rules = round.rules as unknown;
  const state = round.state as unknown;
  const v = mod ? mod.view(state, rules) : { view: {} };
  const live = round.status === 'DEALING' || round.status === 'COMPLETE';
  const next =
    round.status === 'BETTING'
      ? mod?.designatedPlayer
        ? (mod.next(state, rules) as unknown as Record<string, unknown>) // the DP rotation, then `close` (§HCF-7)
        : { kind: 'close' }
      : live && mod
        ? (mod.next(state, rules) as unknown as Record<string, unknown>)
        : null;
  return {
    id: round.id,
    tableId: round.tableId,
    game: round.game,
    number: round.number,
    status: round.status,
    shoeId: round.shoeId,
    bettingSeconds: round.bettingSeconds,
    openedAt: round.openedAt.toISOString(),
    closesAt: round.closesAt?.toISOString() ?? null,
    closedAt: round.closedAt?.toISOString() ?? null,
    settledAt: round.settledAt?.toISOString() ?? null,
    voidedAt: round.voidedAt?.toISOString() ?? null,
    voidReason: round.voidReason,
    decisionDeadline: round.decisionDeadline?.toISOString() ?? null,
    ...(v.cards ? { cards: v.cards } : {}),
    ...(v.outcome !== undefined ? { outcome: v.outcome } : {}),
    view: v.view,
    result: (round.result as Record<string, unknown> | null) ?? null,
    next,
  };
}
