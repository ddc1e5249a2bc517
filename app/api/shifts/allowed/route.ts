import { route } from '@/lib/http/route';
import { listAllowedTables } from '@/lib/shifts/list-table-dealers';

/** `GET /api/shifts/allowed` (DEALER) → `[{tableId, addedAt}]`: the tables the signed-in dealer may sign in at. */
export const GET = route({ roles: ['DEALER'] }, async ({ principal }) => listAllowedTables(principal.id));

export const dynamic = 'force-dynamic';
