import { z } from 'zod';
import { parseQuery, route } from '@/lib/http/route';
import { listCorrections } from '@/lib/corrections/read';

const query = z.object({
  status: z.enum(['PROPOSED', 'APPLIED', 'REJECTED']).optional(),
  tableId: z.string().min(1).max(100).optional(),
  roundId: z.string().min(1).max(100).optional(),
  cursor: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * `GET /api/corrections?status=&tableId=&roundId=&cursor=&limit=` (PIT_BOSS, ADMIN) → `{items, nextCursor}`, newest
 * first; each with round number, table name, proposer and decider, and the preview (fresh while PROPOSED).
 */
export const GET = route({ roles: ['PIT_BOSS', 'ADMIN'] }, async ({ url }) => {
  const q = parseQuery(url, query);
  return listCorrections(q);
});

export const dynamic = 'force-dynamic';
