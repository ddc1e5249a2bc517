import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { tableEventsForViewer } from '@/lib/rounds/conceal-round';

/**
 * `GET /api/tables/:id/events?sinceSeq=N` → the public events after N, in order (HTTP catch-up, max 500).
 * Face-down hands are concealed as in the live feed: whole for staff, a player's own hand for them.
 */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ principal, params, url }) => {
  const since = Number(url.searchParams.get('sinceSeq') ?? '0');
  if (!Number.isInteger(since) || since < 0 || since > 2_147_483_647)
    throw new AppError('VALIDATION_ERROR', 'sinceSeq: a whole number from 0 to 2147483647');
  const rows = await db().tableEvent.findMany({
    where: { tableId: params.id, seq: { gt: since } },
    orderBy: { seq: 'asc' },
    take: 500,
  });
  return (await tableEventsForViewer(db(), principal ?? null, rows)).map((e) => ({ type: e.type, ...e.payload }));
});

export const dynamic = 'force-dynamic';
