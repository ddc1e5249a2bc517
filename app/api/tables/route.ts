import { z } from 'zod';
import { route } from '@/lib/http/route';
import { Game } from '@/lib/generated/prisma/enums';
import { createTable, listTables } from '@/lib/tables/manage-tables';
import { configObject } from '@/lib/tables/limits';
import { tableForViewer } from '@/lib/tables/table-for-viewer';

/**
 * `GET /api/tables` → `[{id, name, game, status, currentRoundId, ...}]` (public: players pick a table).
 * Face-down hands in a table's round are shown to staff and to their own player only; the dealer's account
 * id and username to staff only (`tableForViewer`).
 */
export const GET = route({ roles: 'public' }, async ({ principal }) =>
  Promise.all((await listTables()).map((t) => tableForViewer(t, principal ?? null))),
);

const body = z.object({
  name: z.string().trim().min(1).max(60),
  game: z.enum(Game), // every Game value (prisma/schema.prisma); one without an engine is refused with GAME_NOT_SUPPORTED
  rules: configObject('rules').optional(),
  limits: configObject('limits').optional(),
});

/** `POST /api/tables` (ADMIN, PIT_BOSS) `{name, game, rules?, limits?}` → 201 table. */
export const POST = route({ roles: ['ADMIN', 'PIT_BOSS'], status: 201, body }, async (ctx) =>
  createTable(ctx.command(), ctx.body),
);

export const dynamic = 'force-dynamic';
