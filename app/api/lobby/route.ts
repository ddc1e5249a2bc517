import { route } from '@/lib/http/route';
import { listLobby } from '@/lib/tables/lobby';

/**
 * `GET /api/lobby` (public) → `[{id, name, game, status, currentRoundId, rules, limits, eventSeq, shoe, round,
 * dealerName, recent: [{roundId, number, result}]}]`: every table as the lobby shows it, with the assigned
 * dealer's display name (no staff ids or usernames) and the last settled results, oldest first (issue #13 §6).
 */
export const GET = route({ roles: 'public' }, async ({ principal }) => listLobby(principal ?? null));

export const dynamic = 'force-dynamic';
