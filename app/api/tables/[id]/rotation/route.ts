import { z } from 'zod';
import { parseQuery, route } from '@/lib/http/route';
import { DP_HISTORY_DEFAULT_LIMIT, DP_HISTORY_MAX_LIMIT, dpHistory } from '@/lib/designated-player/history';

const query = z.object({ limit: z.coerce.number().int().min(1).max(DP_HISTORY_MAX_LIMIT).optional() });

/**
 * `GET /api/tables/:id/rotation?limit=50` (PIT_BOSS, ADMIN) → the High Card Flush table's designated-player
 * history, newest round first (RULES.md §HCF-7..§HCF-9; shapes in lib/designated-player/history.ts). `limit` 1..200.
 * Errors: VALIDATION_ERROR 400 (limit), TABLE_NOT_FOUND 404, GAME_HAS_NO_DP 422.
 */
export const GET = route<undefined, { id: string }>({ roles: ['PIT_BOSS', 'ADMIN'] }, async ({ params, url }) => {
  const q = parseQuery(url, query);
  return dpHistory(params.id, q.limit ?? DP_HISTORY_DEFAULT_LIMIT);
});

export const dynamic = 'force-dynamic';
