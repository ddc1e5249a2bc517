import { z } from 'zod';
import { route } from '@/lib/http/route';
import { createTable, listTables } from '@/lib/tables/manage-tables';

/** `GET /api/tables` → `[{id, name, game, status, currentRoundId, ...}]` (public: players pick a table). */
export const GET = route({ roles: 'public' }, async () => listTables());

const body = z.object({
  name: z.string().trim().min(1).max(60),
  game: z.enum(['BACCARAT', 'ROULETTE', 'BLACKJACK', 'HIGH_CARD_FLUSH', 'CASINO_HOLDEM', 'POKER_SWITCH']),
  rules: z.record(z.string(), z.unknown()).optional(),
  limits: z.record(z.string(), z.unknown()).optional(),
});

/** `POST /api/tables` (ADMIN, PIT_BOSS) `{name, game, rules?, limits?}` → 201 table. */
export const POST = route({ roles: ['ADMIN', 'PIT_BOSS'], status: 201, body }, async (ctx) => createTable(ctx.command(), ctx.body));

export const dynamic = 'force-dynamic';
