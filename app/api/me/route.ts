import { route } from '@/lib/http/route';
import { getMe } from '@/lib/users/manage-users';

/** `GET /api/me` → `{id, username, role, balance}` (cents). */
export const GET = route({ roles: 'any' }, async ({ principal }) => getMe(principal.id));

export const dynamic = 'force-dynamic';
