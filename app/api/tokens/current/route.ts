import { route } from '@/lib/http/route';
import { revokeCurrentCredential } from '@/lib/auth/sessions';

/** `DELETE /api/tokens/current` (any signed-in user) → `{revoked: "TOKEN"|"SESSION"}`: ends the credential this request came with. */
export const DELETE = route({ roles: 'any' }, async (ctx) => revokeCurrentCredential(ctx.principal));

export const dynamic = 'force-dynamic';
