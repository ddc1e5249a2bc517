'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { GAMES, useGameLabel } from '@/components/games/registry';
import { PitNav } from '@/components/pit/pit-nav';
import { PitGate } from '@/components/pit/pit-page';
import { DateRangeFields, SelectFilter, TableFilter } from '@/components/pit/filters/fields';
import { useTableList } from '@/components/pit/filters/lists';
import { useUrlFilters } from '@/components/pit/filters/url-filters';
import { ErrorAlert, Panel, btnCls, inputCls } from '@/components/ui/back-office';
import { ReportTable } from '@/components/pit/reports/report-table';
import type { ChartData } from '@/components/pit/reports/report-charts';
import {
  GROUP_BYS,
  PRESETS,
  filtersFromSearch,
  filtersToSearch,
  presetOf,
  presetRange,
  rangeProblem,
  reportQuery,
  seriesGrouping,
  type GroupBy,
  type Preset,
  type Report,
  type ReportFilters,
} from '@/components/pit/reports/report-model';

/** recharts loads only when the charts are drawn, not with the page. */
const ReportCharts = dynamic(() => import('@/components/pit/reports/report-charts'), {
  ssr: false,
  loading: () => <ChartsLoading />,
});

function ChartsLoading() {
  const t = useTranslations('pit.reports.charts');
  return <p className="py-8 text-center text-sm text-gray-500">{t('loading')}</p>;
}

interface TableRow {
  id: string;
  name: string;
  game: string;
}

/** A preset button that is the current range. */
const pressedCls = btnCls.replace('border-line', 'border-brass/60').replace('text-gray-200', 'text-brass');

/** `/pit/reports` (PIT_BOSS, ADMIN): money and pace by table, game, dealer, shift, day or hour; charts; CSV. */
export function ReportsPage() {
  return (
    <PitGate>
      <ReportsView />
    </PitGate>
  );
}

function ReportsView() {
  const t = useTranslations('pit.reports');
  const timeZone = useTimeZone() ?? 'UTC';
  const gameLabel = useGameLabel();
  // The filters start from the page's URL, read once in the browser (the server render has none).
  const parse = useCallback((search: string) => filtersFromSearch(search, timeZone), [timeZone]);
  const [filters, change] = useUrlFilters(parse, filtersToSearch);
  const tables = useTableList<TableRow>();

  const problem = filters ? rangeProblem(filters) : null;
  const preset = filters ? presetOf(filters, timeZone) : null;

  return (
    <div className="space-y-4">
      <PitNav />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <h1 className="text-xl font-semibold text-gray-100">{t('title')}</h1>
          <p className="text-xs text-gray-500">{t('subtitle', { timeZone })}</p>
        </div>
      </div>

      {filters && (
        <Panel testId="report-filters" bodyClass="flex flex-wrap items-end gap-3 p-3">
          <div role="group" aria-label={t('presets')} className="flex gap-1">
            {(Object.keys(PRESETS) as Preset[]).map((p) => (
              <button
                key={p}
                type="button"
                data-testid={`preset-${p}`}
                aria-pressed={preset === p}
                className={preset === p ? pressedCls : btnCls}
                onClick={() => change(presetRange(p, timeZone))}
              >
                {t(`preset.${p}`)}
              </button>
            ))}
          </div>
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            onChange={change}
            labels={{ from: t('from'), to: t('to') }}
            testIds={{ from: 'report-from', to: 'report-to' }}
            required
          />
          <SelectFilter
            label={t('groupByLabel')}
            testId="report-group-by"
            className={inputCls}
            value={filters.groupBy}
            onChange={(g) => change({ groupBy: g as GroupBy })}
            options={GROUP_BYS.map((g) => ({ value: g, label: t(`groupBy.${g}`) }))}
          />
          <TableFilter
            label={t('table')}
            testId="report-table-filter"
            value={filters.tableId}
            onChange={(tableId) => change({ tableId })}
            allLabel={t('allTables')}
            tables={tables}
          />
          <SelectFilter
            label={t('game')}
            testId="report-game-filter"
            className={inputCls}
            value={filters.game}
            onChange={(game) => change({ game })}
            allLabel={t('allGames')}
            options={GAMES.map((g) => ({ value: g, label: gameLabel(g) }))}
          />
          <div className="ml-auto">
            {problem ? (
              <span className={`${btnCls} pointer-events-none opacity-40`} aria-disabled>
                {t('downloadCsv')}
              </span>
            ) : (
              <a
                data-testid="report-csv"
                className={btnCls}
                href={`/api/reports?${reportQuery(filters, timeZone, { csv: true })}`}
                download
              >
                <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 fill-current">
                  <path d="M9.1 2h1.8v8.3l2.9-2.9 1.3 1.3L10 13.8 4.9 8.7l1.3-1.3 2.9 2.9V2ZM3 15.2h14V17H3v-1.8Z" />
                </svg>
                {t('downloadCsv')}
              </a>
            )}
          </div>
        </Panel>
      )}

      {problem && <ErrorAlert message={t(`rangeProblem.${problem}`, { days: 93 })} testId="report-range-error" />}
      {filters && !problem && <ReportBody filters={filters} timeZone={timeZone} />}
    </div>
  );
}

type Loaded = { query: string; report: Report } | { query: string; error: string };

/** Fetches one report; `null` while the first answer for the query is on its way. */
function useReport(query: string | null): { report: Report | null; error: string | null; loading: boolean } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (query === null) return;
    let live = true;
    api<Report>('GET', `/api/reports?${query}`)
      .then((report) => live && setLoaded({ query, report }))
      .catch((e: Error) => live && setLoaded({ query, error: e.message }));
    return () => {
      live = false;
    };
  }, [query]);
  const current = loaded && loaded.query === query ? loaded : null;
  // The last answer stays on screen (dimmed) while the next one loads.
  const shown = loaded && 'report' in loaded ? loaded.report : null;
  return {
    report: query === null ? null : shown,
    error: current && 'error' in current ? current.error : null,
    loading: query !== null && !current,
  };
}

function ReportBody({ filters, timeZone }: { filters: ReportFilters; timeZone: string }) {
  const t = useTranslations('pit.reports');
  const main = reportQuery(filters, timeZone);
  const { report, error, loading } = useReport(main);
  // The charts' groupings: the main report is reused where it already is one of them.
  const seriesBy = filters.groupBy === 'day' || filters.groupBy === 'hour' ? filters.groupBy : seriesGrouping(filters);
  const other = (g: GroupBy) => (g === filters.groupBy ? null : reportQuery(filters, timeZone, { groupBy: g }));
  const series = useReport(other(seriesBy));
  const byTable = useReport(other('table'));
  const byDealer = useReport(other('dealer'));
  const pick = (g: GroupBy, r: { report: Report | null }) => (g === filters.groupBy ? report : r.report);
  const chartData: ChartData = {
    series: pick(seriesBy, series),
    tables: pick('table', byTable),
    dealers: pick('dealer', byDealer),
  };
  const chartsError = series.error ?? byTable.error ?? byDealer.error;

  return (
    <>
      <ErrorAlert message={error ? t('loadError', { error }) : null} testId="report-error" />
      <Panel
        title={t('tableTitle', { groupBy: t(`groupBy.${filters.groupBy}`) })}
        actions={loading && <span className="text-xs text-gray-500">{t('loading')}</span>}
        testId="report-panel"
      >
        {report ? (
          <div className={loading ? 'opacity-60' : ''}>
            <ReportTable report={report} loading={loading} />
          </div>
        ) : (
          <p className="px-3 py-8 text-center text-sm text-gray-500">{error ? '' : t('loading')}</p>
        )}
      </Panel>
      <ErrorAlert message={chartsError ? t('loadError', { error: chartsError }) : null} />
      {(chartData.series || chartData.tables || chartData.dealers) && <ReportCharts data={chartData} />}
    </>
  );
}
