import { route } from '@/lib/http/route';
import { getRound } from '@/lib/rounds/get-round';

/** `GET /api/rounds/:id` → round detail with bets (staff: all; a player: their own) and events. */
export const GET = route<undefined, { id: string }>({ roles: 'any' }, async ({ principal, params }) =>
  getRound(principal, params.id),
);

export const dynamic = 'force-dynamic';
