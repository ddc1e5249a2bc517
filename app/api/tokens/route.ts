import { z } from 'zod';
import { route } from '@/lib/http/route';
import { issueToken } from '@/lib/users/manage-users';

/** `POST /api/tokens {username, password}` → 201 `{token, role, expiresAt}`. */
export const POST = route(
  { roles: 'public', status: 201, body: z.object({ username: z.string().min(1).max(100), password: z.string().min(1).max(200) }) },
  async ({ body }) => issueToken(body.username, body.password),
);

export const dynamic = 'force-dynamic';
