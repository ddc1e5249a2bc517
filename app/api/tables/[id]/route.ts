import { z } from 'zod';
import { route } from '@/lib/http/route';
import { getTable } from '@/lib/tables/manage-tables';
import { configObject } from '@/lib/tables/limits';
import { tableForViewer } from '@/lib/tables/table-for-viewer';
import { updateTableConfig } from '@/lib/tables/table-config';

/**
 * `GET /api/tables/:id` → the table with `rules`, `limits`, `configVersion`, `configHash`, shoe and public round
 * state. Face-down hands (high card flush) are shown to staff and to their own player only; the dealer's account
 * id and username to staff only (everyone gets `dealerName`).
 */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ principal, params }) =>
  tableForViewer(await getTable(params.id), principal ?? null),
);

const patchBody = z
  .object({
    rules: configObject('rules').optional(),
    limits: configObject('limits').optional(),
    status: z.enum(['OPEN', 'CLOSED']).optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();

/**
 * `PATCH /api/tables/:id {rules?, limits?, status?, reason}` (ADMIN; PIT_BOSS limits only) → the table as GET shows
 * it, with `change: {version, hash, changes}`. A new configuration version from the next round (issue #18 §4,
 * lib/tables/table-config.ts). Errors: 403 FORBIDDEN, 404 TABLE_NOT_FOUND, 400 VALIDATION_ERROR, 409 NO_CHANGE.
 */
export const PATCH = route<z.infer<typeof patchBody>, { id: string }>(
  { roles: ['ADMIN', 'PIT_BOSS'], body: patchBody },
  async (ctx) => {
    const change = await updateTableConfig(ctx.command(), ctx.params.id, ctx.body);
    return { ...(await tableForViewer(await getTable(ctx.params.id), ctx.principal)), change };
  },
);

export const dynamic = 'force-dynamic';
