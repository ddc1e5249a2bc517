import { z } from 'zod';
import { parseQuery, route } from '@/lib/http/route';
import { auditActions, listAudit } from '@/lib/audit/list-audit';

const word = z.string().min(1).max(100);
const query = z
  .object({
    action: z
      .string()
      .min(1)
      .max(500)
      .regex(/^[A-Z0-9_]+(,[A-Z0-9_]+)*$/, 'comma-separated action names (A-Z, 0-9, _)')
      .optional(),
    actor: word.optional(),
    targetType: word.optional(),
    targetId: word.optional(),
    tableId: word.optional(),
    from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    cursor: word.optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .strict();

/**
 * `GET /api/audit?action=&actor=&targetType=&targetId=&tableId=&from=&to=&cursor=&limit=` (PIT_BOSS, ADMIN) → `{items: [{id,
 * at, action, actor: {id, username} | null, targetType, targetId, data}], nextCursor, actions}` newest first (issue
 * #18 §4); `actions`: every action name in the log (the page's filter).
 */
export const GET = route({ roles: ['ADMIN', 'PIT_BOSS'] }, async ({ url }) => {
  const q = parseQuery(url, query);
  const page = await listAudit({
    action: q.action?.split(','),
    actor: q.actor,
    targetType: q.targetType,
    targetId: q.targetId,
    tableId: q.tableId,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    cursor: q.cursor,
    limit: q.limit,
  });
  return { ...page, actions: await auditActions() };
});

export const dynamic = 'force-dynamic';
