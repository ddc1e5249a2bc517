import { route } from '@/lib/http/route';
import { replayRound } from '@/lib/rounds/replay-round';

/** `GET /api/rounds/:id/replay` (staff) → the round rebuilt step by step from its event log. */
export const GET = route<undefined, { id: string }>({ roles: ['PIT_BOSS', 'ADMIN', 'DEALER'] }, async ({ params }) => replayRound(params.id));

export const dynamic = 'force-dynamic';
