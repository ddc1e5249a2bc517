import { route } from '@/lib/http/route';
import { replayRoundFor } from '@/lib/rounds/replay-round';

/** `GET /api/rounds/:id/replay` (the table's dealer, PIT_BOSS, ADMIN) → the round rebuilt step by step from its event log. */
export const GET = route<undefined, { id: string }>(
  { roles: ['PIT_BOSS', 'ADMIN', 'DEALER'] },
  async ({ principal, params }) => replayRoundFor(principal, params.id),
);

export const dynamic = 'force-dynamic';
