import type { Report, ReportFigures } from '@/lib/reports/report';

/** A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a leading = + - @ is prefixed with ' (no formulas in a spreadsheet). */
export function csvCell(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** Cents as units with two decimals ("-12.50"), the figure a spreadsheet sums. */
export function csvMoney(cents: number | null): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

const FIGURES: { col: keyof ReportFigures; money?: true }[] = [
  { col: 'rounds' },
  { col: 'roundsPerHour' },
  { col: 'players' },
  { col: 'bets' },
  { col: 'handle', money: true },
  { col: 'payouts', money: true },
  { col: 'ggr', money: true },
  { col: 'holdPct' },
  { col: 'voids' },
  { col: 'voidRate' },
  { col: 'avgBet', money: true },
  { col: 'biggestWin', money: true },
  { col: 'rake', money: true },
];

/**
 * The report as CSV: a header of the JSON's field names, one line per group in the JSON's order, then the `Total`
 * line; money in units with two decimals, percentages as numbers. The same figures as `GET /api/reports` JSON.
 */
export function reportCsv(r: Report): string {
  const byTable = r.groupBy === 'table';
  const head = ['key', 'label', ...(byTable ? ['game', 'theoreticalEdgePct'] : []), ...FIGURES.map((f) => f.col)];
  const figures = (x: ReportFigures) =>
    FIGURES.map((f) => (f.money ? csvMoney(x[f.col] as number | null) : csvCell(x[f.col] as number | null)));
  const lines = [
    head.join(','),
    ...r.items.map((i) =>
      [
        csvCell(i.key),
        csvCell(i.label),
        ...(byTable ? [csvCell(i.game), csvCell(i.theoreticalEdgePct)] : []),
        ...figures(i),
      ].join(','),
    ),
    ['', 'Total', ...(byTable ? ['', ''] : []), ...figures(r.total)].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** `croupier-report_<groupBy>_<from>_<to>[_table-…][_game-…][_dealer-…].csv`, dates as the window's ISO days. */
export function reportFileName(r: Report, filters: { tableId?: string; game?: string; dealerId?: string }): string {
  const day = (iso: string) => iso.slice(0, 10);
  const parts = [`croupier-report`, r.groupBy, day(r.from), day(r.to)];
  if (filters.tableId) parts.push(`table-${filters.tableId}`);
  if (filters.game) parts.push(`game-${filters.game}`);
  if (filters.dealerId) parts.push(`dealer-${filters.dealerId}`);
  return `${parts.join('_').replace(/[^A-Za-z0-9_.-]/g, '-')}.csv`;
}
