import { route } from '@/lib/http/route';
import { db } from '@/lib/db';
import { roundForViewer } from '@/lib/rounds/conceal-round';
import { getTable } from '@/lib/tables/manage-tables';

/**
 * `GET /api/tables/:id` → the table with `rules`, `limits`, shoe and public round state. Face-down
 * hands (high card flush) are shown to staff and to their own player only.
 */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ principal, params }) => {
  const table = await getTable(params.id);
  return table.round ? { ...table, round: await roundForViewer(db(), principal ?? null, table.round) } : table;
});

export const dynamic = 'force-dynamic';
