import { z } from 'zod';
import { route } from '@/lib/http/route';
import { setUserDisabled } from '@/lib/auth/sessions';

/** `PATCH /api/users/:id {disabled}` (ADMIN) → the user; disabling ends their sessions, tokens and sockets at once. */
export const PATCH = route<{ disabled: boolean }, { id: string }>(
  { roles: ['ADMIN'], body: z.object({ disabled: z.boolean() }).strict() },
  async (ctx) => setUserDisabled(ctx.command(), ctx.params.id, ctx.body.disabled),
);

export const dynamic = 'force-dynamic';
