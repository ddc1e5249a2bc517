import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { concealTableEvent, hasHiddenCards, visibleSeats, type VisibleSeats } from '@/lib/rounds/conceal-round';
import type { TableEventPayload } from '@/lib/realtime/events';

/**
 * `GET /api/tables/:id/events?sinceSeq=N` → the public events after N, in order (HTTP catch-up, max 500).
 * Face-down hands are concealed as in the live feed: whole for staff, a player's own hand for them.
 */
export const GET = route<undefined, { id: string }>({ roles: 'public' }, async ({ principal, params, url }) => {
  const since = Number(url.searchParams.get('sinceSeq') ?? '0');
  if (!Number.isInteger(since) || since < 0 || since > 2_147_483_647) throw new AppError('VALIDATION_ERROR', 'sinceSeq: a whole number from 0 to 2147483647');
  const rows = await db().tableEvent.findMany({ where: { tableId: params.id, seq: { gt: since } }, orderBy: { seq: 'asc' }, take: 500 });
  const seen = new Map<string, VisibleSeats>();
  const out = [];
  for (const r of rows) {
    let payload = r.payload as unknown as TableEventPayload;
    if (hasHiddenCards(payload.round)) {
      const round = payload.round!;
      if (!seen.has(round.id)) seen.set(round.id, await visibleSeats(db(), principal ?? null, round));
      payload = concealTableEvent(r.type, payload, seen.get(round.id)!);
    }
    out.push({ type: r.type, ...payload });
  }
  return out;
});

export const dynamic = 'force-dynamic';
