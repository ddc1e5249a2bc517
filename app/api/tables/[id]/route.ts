import { route } from '@/lib/http/route';
import { getTable } from '@/lib/tables/manage-tables';

/** `GET /api/tables/:id` → the table with `rules`, `limits`, shoe and public round state. */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ params }) => getTable(params.id));

export const dynamic = 'force-dynamic';
