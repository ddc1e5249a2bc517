import { route } from '@/lib/http/route';
import { listResults } from '@/lib/rounds/list-results';

/**
 * `GET /api/tables/:id/roads?limit=` → `{shoeNumber, results: [{roundId, number, result, settledAt}]}`, oldest
 * first: the current shoe's settled results (Baccarat roads) or the last settled spins (Roulette statistics).
 */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ params, url }) => {
  const limit = Number(url.searchParams.get('limit') ?? '500');
  return listResults(params.id, Number.isInteger(limit) ? limit : 500);
});

export const dynamic = 'force-dynamic';
