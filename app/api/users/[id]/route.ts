import { z } from 'zod';
import { route } from '@/lib/http/route';
import { changeUserRole, setUserDisabled } from '@/lib/users/change-user';

/** One change per request (each is audited on its own): `{disabled}` or `{role}`. */
const body = z.union([
  z.object({ disabled: z.boolean() }).strict(),
  z.object({ role: z.enum(['ADMIN', 'PIT_BOSS', 'DEALER', 'PLAYER']) }).strict(),
]);

/**
 * `PATCH /api/users/:id {disabled}` or `{role}` (ADMIN) → `{id, username, role, disabled}`. Disabling ends the
 * user's sessions, tokens and sockets at once (USER_DISABLED / USER_ENABLED audited); a role change too
 * (USER_ROLE_CHANGED {before, after}). Errors: CANNOT_DISABLE_SELF 422, CANNOT_CHANGE_SELF 409, LAST_ADMIN 409,
 * ROLE_CHANGE_BLOCKED 409 (a player's money or play, a dealer on shift), USER_NOT_FOUND 404.
 */
export const PATCH = route<z.infer<typeof body>, { id: string }>({ roles: ['ADMIN'], body }, async (ctx) =>
  'role' in ctx.body
    ? changeUserRole(ctx.command(), ctx.params.id, ctx.body.role)
    : setUserDisabled(ctx.command(), ctx.params.id, ctx.body.disabled),
);

export const dynamic = 'force-dynamic';
