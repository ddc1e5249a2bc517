import { z } from 'zod';
import { route } from '@/lib/http/route';
import { resetPassword } from '@/lib/users/change-user';

/**
 * `POST /api/users/:id/password {password}` (ADMIN) → `{id, username, ended: {tokens, sessions}}`: a new password
 * (8..200 characters, as at creation); the user's sessions, tokens and sockets end. Audited USER_PASSWORD_RESET.
 */
export const POST = route<{ password: string }, { id: string }>(
  {
    roles: ['ADMIN'],
    body: z.object({ password: z.string().min(8, 'at least 8 characters').max(200) }).strict(),
  },
  async (ctx) => resetPassword(ctx.command(), ctx.params.id, ctx.body.password),
);

export const dynamic = 'force-dynamic';
