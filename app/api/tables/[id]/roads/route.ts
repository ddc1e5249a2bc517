import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { listResults } from '@/lib/rounds/list-results';

const query = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });

/**
 * `GET /api/tables/:id/roads?limit=` → `{shoeNumber, results: [{roundId, number, result, settledAt}]}`, oldest
 * first: the current shoe's settled results (Baccarat roads) or the last settled spins (Roulette statistics).
 * `limit` 1..500 (default 500); anything else is 400 VALIDATION_ERROR, as on `GET /api/rounds`.
 */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ params, url }) => {
  const parsed = query.safeParse({ limit: url.searchParams.get('limit') ?? undefined });
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new AppError('VALIDATION_ERROR', `limit: ${i?.message}`);
  }
  return listResults(params.id, parsed.data.limit ?? 500);
});

export const dynamic = 'force-dynamic';
