import { route } from '@/lib/http/route';
import { listCredentials } from '@/lib/auth/sessions';

/** `GET /api/users/:id/tokens` (ADMIN) → `{items: [{id, kind: "TOKEN"|"SESSION", createdAt, expiresAt}]}`: the user's live credentials. */
export const GET = route<undefined, { id: string }>({ roles: ['ADMIN'] }, async (ctx) =>
  listCredentials(ctx.params.id),
);

export const dynamic = 'force-dynamic';
