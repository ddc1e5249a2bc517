/**
 * The reports page's model (issue #17 §2): the filters as the page's URL keeps them, the `GET /api/reports`
 * query they make, and the report's shape (definitions in the contract's Reports section and the design).
 * Pure: no React, so the page, the charts and tests share it.
 */

export const GROUP_BYS = ['table', 'game', 'dealer', 'shift', 'day', 'hour'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

/** The longest window the API answers (days). */
export const MAX_DAYS = 93;

/** One group's figures (or the total: no key/label). Money in cents; null where the definition has no value. */
export interface ReportFigures {
  rounds: number;
  roundsPerHour: number | null;
  players: number;
  bets: number;
  handle: number;
  payouts: number;
  ggr: number;
  holdPct: number | null;
  voids: number;
  voidRate: number | null;
  avgBet: number | null;
  biggestWin: number | null;
  rake?: number | null;
}

export interface ReportItem extends ReportFigures {
  key: string | null;
  label: string | null;
  /** groupBy=table only. */
  game?: string;
  theoreticalEdgePct?: number | null;
}

export interface Report {
  from: string;
  to: string;
  groupBy: GroupBy;
  items: ReportItem[];
  total: ReportFigures;
}

/** The page's filters, as its URL keeps them: studio-local calendar days (`to` included), grouping, table, game. */
export interface ReportFilters {
  from: string;
  to: string;
  groupBy: GroupBy;
  tableId: string;
  game: string;
}

export const PRESETS = { today: 1, week: 7, month: 30 } as const;
export type Preset = keyof typeof PRESETS;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar day in `timeZone` (`YYYY-MM-DD`). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(now, timeZone);
}

/** The calendar day of an instant in `timeZone`. */
export function dayIn(d: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** `day` ± `n` calendar days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  const t = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((t(to) - t(from)) / 86_400_000) + 1;
}

/** The zone's offset from UTC at an instant (ms; Prague in winter: +3 600 000). */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour') % 24, n('minute'), n('second'));
  return asUtc - (utcMs - (utcMs % 1000));
}

/** The instant a calendar day starts in `timeZone` (its local midnight), as an ISO string. */
export function startOfDayIn(day: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let at = guess - offsetAt(guess, timeZone);
  // Once more at the found instant: the offset may differ there (a DST change near midnight).
  at = guess - offsetAt(at, timeZone);
  return new Date(at).toISOString();
}

/** The last `days` calendar days up to today (included). */
export function presetRange(preset: Preset, timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const to = todayIn(timeZone, now);
  return { from: addDays(to, -(PRESETS[preset] - 1)), to };
}

/** Which preset the range is, if any. */
export function presetOf(f: Pick<ReportFilters, 'from' | 'to'>, timeZone: string, now: Date = new Date()): Preset | null {
  for (const p of Object.keys(PRESETS) as Preset[]) {
    const r = presetRange(p, timeZone, now);
    if (r.from === f.from && r.to === f.to) return p;
  }
  return null;
}

/** The filters in the page's URL; missing or malformed values take the defaults (the last 7 days, by table). */
export function filtersFromSearch(search: string, timeZone: string, now: Date = new Date()): ReportFilters {
  const p = new URLSearchParams(search);
  const week = presetRange('week', timeZone, now);
  const day = (v: string | null) => (v && DAY_RE.test(v) ? v : null);
  const groupBy = p.get('groupBy');
  return {
    from: day(p.get('from')) ?? week.from,
    to: day(p.get('to')) ?? week.to,
    groupBy: (GROUP_BYS as readonly string[]).includes(groupBy ?? '') ? (groupBy as GroupBy) : 'table',
    tableId: p.get('table') ?? '',
    game: p.get('game') ?? '',
  };
}

/** The page's search string for the filters (shareable). */
export function filtersToSearch(f: ReportFilters): string {
  const p = new URLSearchParams();
  p.set('from', f.from);
  p.set('to', f.to);
  p.set('groupBy', f.groupBy);
  if (f.tableId) p.set('table', f.tableId);
  if (f.game) p.set('game', f.game);
  return p.toString();
}

/** Why the range cannot be asked for, or null. */
export function rangeProblem(f: Pick<ReportFilters, 'from' | 'to'>): 'order' | 'tooLong' | null {
  if (f.from > f.to) return 'order';
  if (daysBetween(f.from, f.to) > MAX_DAYS) return 'tooLong';
  return null;
}

/**
 * The `GET /api/reports` query of the filters: the window [local midnight of `from`, local midnight after `to`)
 * in the studio's time zone, which also buckets days and hours (`tz`).
 */
export function reportQuery(
  f: ReportFilters,
  timeZone: string,
  opts: { groupBy?: GroupBy; csv?: boolean } = {},
): string {
  const p = new URLSearchParams();
  p.set('from', startOfDayIn(f.from, timeZone));
  p.set('to', startOfDayIn(addDays(f.to, 1), timeZone));
  p.set('groupBy', opts.groupBy ?? f.groupBy);
  p.set('tz', timeZone);
  if (f.tableId) p.set('tableId', f.tableId);
  if (f.game) p.set('game', f.game);
  if (opts.csv) p.set('format', 'csv');
  return p.toString();
}

/** The time series the money chart draws: by hour for a window of at most 2 days, else by day. */
export function seriesGrouping(f: Pick<ReportFilters, 'from' | 'to'>): 'day' | 'hour' {
  return daysBetween(f.from, f.to) <= 2 ? 'hour' : 'day';
}

/** Whether any row of the report has rake (the rake column and CSV figures show then). */
export function hasRake(r: Pick<Report, 'items' | 'total'>): boolean {
  return !!r.total.rake || r.items.some((i) => !!i.rake);
}
