import { z } from 'zod';
import { route } from '@/lib/http/route';
import { clientAddress } from '@/lib/http/client-address';
import { issueToken } from '@/lib/users/manage-users';

/** `POST /api/tokens {username, password}` → 201 `{token, role, expiresAt}`; 429 TOO_MANY_ATTEMPTS with Retry-After. */
export const POST = route(
  {
    roles: 'public',
    status: 201,
    body: z.object({ username: z.string().min(1).max(100), password: z.string().min(1).max(200) }),
  },
  async ({ body, req }) => issueToken(body.username, body.password, clientAddress(req)),
);

export const dynamic = 'force-dynamic';
