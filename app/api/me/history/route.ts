import { z } from 'zod';
import { parseQuery, route } from '@/lib/http/route';
import { listMyHistory } from '@/lib/rounds/list-my-history';
import { SUPPORTED_GAMES } from '@/lib/games/registry';
import type { Game } from '@/lib/generated/prisma/enums';

const query = z.object({
  tableId: z.string().min(1).optional(),
  game: z.enum(SUPPORTED_GAMES as [Game, ...Game[]]).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  outcome: z.enum(['WON', 'LOST']).optional(),
  cursor: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** `GET /api/me/history?tableId=&game=&from=&to=&outcome=WON|LOST&cursor=&limit=` (PLAYER) → the player's own rounds and bets. */
export const GET = route({ roles: ['PLAYER'] }, async ({ principal, url }) => {
  const q = parseQuery(url, query);
  return listMyHistory(principal.id, {
    ...q,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to.length === 10 ? `${q.to}T23:59:59.999Z` : q.to) : undefined,
  });
});

export const dynamic = 'force-dynamic';
