'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useGameLabel } from '@/components/games/registry';
import { Money } from '@/components/ui/back-office';
import { hasRake, type Report, type ReportFigures, type ReportItem } from '@/components/pit/reports/report-model';

/** A percentage with 2 decimals (`12.50 %`), "—" for null. */
export function usePct(): (v: number | null | undefined) => string {
  const format = useFormatter();
  return (v) =>
    v === null || v === undefined
      ? '—'
      : format.number(v / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A count or rate (`1,234`, `12.5`), "—" for null. */
export function useNum(): (v: number | null | undefined, digits?: number) => string {
  const format = useFormatter();
  return (v, digits = 0) =>
    v === null || v === undefined ? '—' : format.number(v, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** A group's name on screen: the API's label; the game's name for groupBy=game; "No dealer" for a round without one. */
export function useGroupLabel(): (groupBy: Report['groupBy'], item: Pick<ReportItem, 'key' | 'label'>) => string {
  const t = useTranslations('pit.reports');
  const gameLabel = useGameLabel();
  return (groupBy, item) => {
    if (groupBy === 'game' && item.key) return gameLabel(item.key);
    if (item.label) return item.label;
    if (groupBy === 'dealer' || groupBy === 'shift') return t('noDealer');
    return item.key ?? '—';
  };
}

type Col = {
  id: keyof ReportFigures | 'edge';
  money?: boolean;
  signed?: boolean;
  pct?: boolean;
  digits?: number;
};

const COLS: Col[] = [
  { id: 'rounds' },
  { id: 'roundsPerHour', digits: 2 },
  { id: 'players' },
  { id: 'bets' },
  { id: 'handle', money: true },
  { id: 'payouts', money: true },
  { id: 'ggr', money: true, signed: true },
  { id: 'holdPct', pct: true },
  { id: 'voids' },
  { id: 'voidRate', pct: true },
  { id: 'avgBet', money: true },
  { id: 'biggestWin', money: true },
  { id: 'rake', money: true },
];

/**
 * The report: one row per group and the total row, every figure of the definition. Each figure cell carries
 * `data-col` and its raw value (`data-value`: cents, counts, percentages as the API gives them), so a test can
 * compare the screen with the CSV without parsing formatted money.
 */
export function ReportTable({ report, loading }: { report: Report; loading: boolean }) {
  const t = useTranslations('pit.reports');
  const pct = usePct();
  const num = useNum();
  const groupLabel = useGroupLabel();
  const gameLabel = useGameLabel();
  const byTable = report.groupBy === 'table';
  const cols = COLS.filter((c) => c.id !== 'rake' || hasRake(report));
  const withEdge: Col[] = byTable ? [...cols.slice(0, 8), { id: 'edge', pct: true }, ...cols.slice(8)] : cols;

  const cell = (c: Col, row: ReportFigures & Partial<ReportItem>, total = false) => {
    const v = c.id === 'edge' ? (row.theoreticalEdgePct ?? null) : ((row[c.id] as number | null | undefined) ?? null);
    const cls = `px-3 py-1.5 text-right ${total ? 'font-semibold' : ''}`;
    return (
      <td key={c.id} data-col={c.id} data-value={v === null ? '' : String(v)} className={cls}>
        {c.money && v !== null ? (
          <Money cents={v} signed={c.signed} className={c.signed ? '' : 'text-gray-200'} />
        ) : (
          <span className={`whitespace-nowrap font-mono tabular-nums ${v === null ? 'text-gray-600' : 'text-gray-300'}`}>
            {c.pct ? pct(v) : c.money ? '—' : num(v, c.digits)}
          </span>
        )}
      </td>
    );
  };

  return (
    <div className="overflow-x-auto" aria-busy={loading}>
      <table data-testid="report-table" data-group-by={report.groupBy} className="w-full text-sm">
        <caption className="sr-only">{t('tableCaption', { groupBy: t(`groupBy.${report.groupBy}`) })}</caption>
        <thead className="whitespace-nowrap bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500">
          <tr>
            <th scope="col" className="sticky left-0 bg-panel-2 px-3 py-2 font-medium">
              {t(`groupBy.${report.groupBy}`)}
            </th>
            {withEdge.map((c) => (
              <th key={c.id} scope="col" className="px-3 py-2 text-right font-medium" title={t(`colTitle.${c.id}`)}>
                {t(`col.${c.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/60">
          {report.items.map((item) => (
            <tr key={item.key ?? 'none'} data-testid="report-row" data-key={item.key ?? ''} className="hover:bg-panel-2">
              <th scope="row" data-col="label" className="sticky left-0 whitespace-nowrap bg-panel px-3 py-1.5 text-left font-normal">
                <span className="text-gray-200">{groupLabel(report.groupBy, item)}</span>
                {byTable && item.game && <span className="ml-1.5 text-[11px] text-gray-600">{gameLabel(item.game)}</span>}
              </th>
              {withEdge.map((c) => cell(c, item))}
            </tr>
          ))}
          {!report.items.length && (
            <tr>
              <td colSpan={withEdge.length + 1} className="px-3 py-8 text-left text-sm text-gray-500 sm:text-center">
                {/* Sticky: on a phone the row is wider than the screen, the words stay in view. */}
                <span className="sticky left-3 inline-block">{t('empty')}</span>
              </td>
            </tr>
          )}
        </tbody>
        <tfoot className="border-t border-line bg-panel-2/40">
          <tr data-testid="report-total">
            <th scope="row" className="sticky left-0 bg-panel-2 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wider text-gray-400">
              {t('total')}
            </th>
            {withEdge.map((c) =>
              c.id === 'edge' ? <td key={c.id} data-col="edge" data-value="" className="px-3 py-1.5" /> : cell(c, report.total, true),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
