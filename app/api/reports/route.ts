import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { parseQuery, route } from '@/lib/http/route';
import { db } from '@/lib/db';
import { GROUP_BY, runReport } from '@/lib/reports/report';
import { reportCsv, reportFileName } from '@/lib/reports/csv';
import { SUPPORTED_GAMES as GAMES } from '@/lib/games/registry';

const instant = z.iso.datetime({ offset: true }).or(z.iso.date());
const query = z.object({
  from: instant.optional(),
  to: instant.optional(),
  groupBy: z.enum(GROUP_BY).default('table'),
  tableId: z.string().min(1).max(100).optional(),
  game: z.string().min(1).max(40).optional(),
  dealerId: z.string().min(1).max(100).optional(),
  tz: z.string().min(1).max(64).optional(),
  format: z.enum(['json', 'csv']).optional(),
});

/**
 * `GET /api/reports?from=&to=&groupBy=table|game|dealer|shift|day|hour&tableId=&game=&dealerId=&tz=&format=csv`
 * (PIT_BOSS, ADMIN; contract "Reports", issue #17 §2) → `{from, to, groupBy, tz, items, total}`, or the same rows as
 * CSV (`format=csv` or `Accept: text/csv`). Window `[from, to)`, default the last 7 days; a bare date is midnight UTC.
 */
export const GET = route({ roles: ['PIT_BOSS', 'ADMIN'] }, async ({ url, req }) => {
  const q = parseQuery(url, query);
  if (q.game && !(GAMES as readonly string[]).includes(q.game))
    throw new AppError('VALIDATION_ERROR', `game: one of ${GAMES.join(', ')}`);
  const to = q.to ? new Date(q.to) : new Date();
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - 7 * 86_400_000);
  const report = await runReport(db(), {
    from,
    to,
    groupBy: q.groupBy,
    tableId: q.tableId,
    game: q.game,
    dealerId: q.dealerId,
    tz: q.tz,
  });
  const csv = q.format === 'csv' || (q.format !== 'json' && /\btext\/csv\b/.test(req.headers.get('accept') ?? ''));
  if (!csv) return report;
  return new Response(`\uFEFF${reportCsv(report)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reportFileName(report, q)}"`,
      'Cache-Control': 'no-store',
    },
  });
});

export const dynamic = 'force-dynamic';
