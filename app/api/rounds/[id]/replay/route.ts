import { route } from '@/lib/http/route';
import { replayRoundFor } from '@/lib/rounds/replay-round';

/**
 * `GET /api/rounds/:id/replay` (the table's dealer, PIT_BOSS, ADMIN) → the round rebuilt step by step from its event
 * log; a PLAYER with a bet in the round → their recall (the round as they saw it, others' hidden cards hidden).
 */
export const GET = route<undefined, { id: string }>(
  { roles: ['PIT_BOSS', 'ADMIN', 'DEALER', 'PLAYER'] },
  async ({ principal, params }) => replayRoundFor(principal, params.id),
);

export const dynamic = 'force-dynamic';
