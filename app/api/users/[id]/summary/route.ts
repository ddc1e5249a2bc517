import { route } from '@/lib/http/route';
import { playerSummary } from '@/lib/users/player-summary';

/**
 * `GET /api/users/:id/summary` (ADMIN, PIT_BOSS) → `{id, username, displayName, balance, deposits, recentDeposits,
 * rounds, bets, staked, paidOut, net, inPlay, lastSeenAt}` (issue #17 §5); 404 USER_NOT_FOUND for an unknown id.
 */
export const GET = route<unknown, { id: string }>({ roles: ['ADMIN', 'PIT_BOSS'] }, async (ctx) =>
  playerSummary(ctx.params.id),
);

export const dynamic = 'force-dynamic';
