import { route } from '@/lib/http/route';
import { getTable } from '@/lib/tables/manage-tables';
import { tableForViewer } from '@/lib/tables/table-for-viewer';

/**
 * `GET /api/tables/:id` → the table with `rules`, `limits`, shoe and public round state. Face-down
 * hands (high card flush) are shown to staff and to their own player only; the dealer's account id and
 * username to staff only (everyone gets `dealerName`).
 */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ principal, params }) =>
  tableForViewer(await getTable(params.id), principal ?? null),
);

export const dynamic = 'force-dynamic';
