import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';

/**
 * Public results of a table's settled rounds, oldest first, for roads and statistics (no bets, nothing
 * private). Shoe games: the rounds of the table's latest shoe (`shoeNumber`); others: the last `limit`
 * (1..500, default 500) settled rounds. Voided rounds are left out.
 * Errors: TABLE_NOT_FOUND 404.
 */
export async function listResults(
  tableId: string,
  limit = 500,
): Promise<{
  shoeNumber: number | null;
  results: { roundId: string; number: number; result: Record<string, unknown>; settledAt: string }[];
}> {
  const table = await db().gameTable.findUnique({ where: { id: tableId }, select: { id: true } });
  if (!table) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  const shoe = await db().shoe.findFirst({
    where: { tableId },
    orderBy: { number: 'desc' },
    select: { id: true, number: true },
  });
  const rows = await db().round.findMany({
    where: { tableId, status: 'SETTLED', ...(shoe ? { shoeId: shoe.id } : {}) },
    orderBy: { number: 'desc' },
    take: Math.min(Math.max(limit, 1), 500),
    select: { id: true, number: true, result: true, settledAt: true },
  });
  return {
    shoeNumber: shoe?.number ?? null,
    results: rows.reverse().map((r) => ({
      roundId: r.id,
      number: r.number,
      result: (r.result ?? {}) as Record<string, unknown>,
      settledAt: r.settledAt?.toISOString() ?? '',
    })),
  };
}
