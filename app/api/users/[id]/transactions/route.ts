import { z } from 'zod';
import { parseQuery, route } from '@/lib/http/route';
import { CASH_KINDS, listUserTransactions } from '@/lib/users/user-transactions';

const query = z.object({
  kind: z.enum(CASH_KINDS).optional(),
  cursor: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * `GET /api/users/:id/transactions?kind=DEPOSIT|WITHDRAWAL|DEBT_REPAYMENT&cursor=&limit=` (ADMIN, PIT_BOSS) →
 * `{items: [{id, kind, amount, at, actor: {id, username}, memo, roundId}], nextCursor}`, newest first; `amount` signed
 * from the wallet's view (+ deposit, − withdrawal or debt repayment).
 */
export const GET = route<unknown, { id: string }>({ roles: ['ADMIN', 'PIT_BOSS'] }, async ({ params, url }) => {
  const q = parseQuery(url, query);
  return listUserTransactions(params.id, q);
});

export const dynamic = 'force-dynamic';
