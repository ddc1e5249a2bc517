import { route } from '@/lib/http/route';
import { revokeCredential } from '@/lib/auth/sessions';

/** `DELETE /api/users/:id/tokens/:tokenId` (ADMIN) → `{revoked}`: ends one bearer token or browser session of the user. */
export const DELETE = route<undefined, { id: string; tokenId: string }>({ roles: ['ADMIN'] }, async (ctx) =>
  revokeCredential(ctx.command(), ctx.params.id, ctx.params.tokenId),
);

export const dynamic = 'force-dynamic';
