import { route } from '@/lib/http/route';
import { listDebts } from '@/lib/ledger/debts';

/**
 * `GET /api/debts` (ADMIN, PIT_BOSS) → `{items: [{userId, username, debt, since, lastChange}], total}`: every player
 * who owes after a correction or void took more than their wallet held (issue #18 §2), cents, largest first.
 */
export const GET = route({ roles: ['ADMIN', 'PIT_BOSS'] }, async () => listDebts());

export const dynamic = 'force-dynamic';
