'use client';

/**
 * The reports' charts (issue #17 §3), drawn with recharts. This module is loaded lazily (next/dynamic in
 * reports-view.tsx): recharts stays out of the pit pages' first load.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { Panel } from '@/components/ui/back-office';
import type { Report } from '@/components/pit/reports/report-model';
import { useGroupLabel, useNum, usePct } from '@/components/pit/reports/report-table';

const GRID = '#2a2f3a';
const AXIS = '#9ca3af';
const BRASS = '#c9a227';
const SKY = '#38bdf8';
const EMERALD = '#34d399';
const tooltipStyle = {
  contentStyle: { background: '#151922', border: '1px solid #2a2f3a', borderRadius: 6, fontSize: 12 },
  labelStyle: { color: '#e5e7eb' },
  itemStyle: { padding: 0 },
};
const axisTick = { fill: AXIS, fontSize: 11 };

export interface ChartData {
  /** groupBy=day or hour. */
  series: Report | null;
  /** groupBy=table. */
  tables: Report | null;
  /** groupBy=dealer. */
  dealers: Report | null;
}

function ChartPanel({
  title,
  testId,
  empty,
  height,
  children,
}: {
  title: string;
  testId: string;
  empty: boolean;
  height: number;
  children: React.ReactElement;
}) {
  const t = useTranslations('pit.reports.charts');
  return (
    <Panel title={title} testId={testId} bodyClass="p-2">
      <figure role="figure" aria-label={title} data-testid={`${testId}-figure`} className="m-0">
        {empty ? (
          <p className="flex items-center justify-center text-sm text-gray-500" style={{ height }}>
            {t('noData')}
          </p>
        ) : (
          <div style={{ height }} className="w-full">
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </div>
        )}
      </figure>
    </Panel>
  );
}

/** Short labels of a time bucket: `12-01` for a day, `12-01 14h` for an hour. */
function bucketTick(label: string): string {
  const m = /^\d{4}-(\d{2}-\d{2})(?:T(\d{2}):00)?$/.exec(label);
  if (!m) return label;
  return m[2] ? `${m[1]} ${m[2]}h` : (m[1] ?? label);
}

export default function ReportCharts({ data }: { data: ChartData }) {
  const t = useTranslations('pit.reports.charts');
  const money = useMoney();
  const format = useFormatter();
  const pct = usePct();
  const num = useNum();
  const groupLabel = useGroupLabel();
  const compact = (cents: number) => format.number(cents / 100, { notation: 'compact', maximumFractionDigits: 1 });
  const moneyTip = (v: unknown) => money(Number(v));

  const series = (data.series?.items ?? []).map((i) => ({ label: i.label ?? i.key ?? '', handle: i.handle, ggr: i.ggr }));
  const tables = (data.tables?.items ?? [])
    .filter((i) => i.rounds > 0)
    .map((i) => ({
      label: groupLabel('table', i),
      hold: i.holdPct,
      edge: i.theoreticalEdgePct ?? null,
    }));
  const dealers = (data.dealers?.items ?? [])
    .filter((i) => i.rounds > 0)
    .map((i) => ({ label: groupLabel('dealer', i), rph: i.roundsPerHour ?? 0 }));
  const byHour = data.series?.groupBy === 'hour';

  return (
    <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      <div className="xl:col-span-2">
        <ChartPanel
          title={t(byHour ? 'moneyByHour' : 'moneyByDay')}
          testId="chart-money"
          empty={!series.length}
          height={260}
        >
          <ComposedChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={GRID} vertical={false} />
            <XAxis dataKey="label" tick={axisTick} tickFormatter={bucketTick} minTickGap={12} />
            <YAxis tick={axisTick} tickFormatter={compact} width={48} />
            <Tooltip {...tooltipStyle} formatter={moneyTip} cursor={{ fill: '#ffffff0d' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="handle" name={t('handle')} fill={SKY} fillOpacity={0.55} isAnimationActive={false} />
            <Line
              dataKey="ggr"
              name={t('ggr')}
              stroke={BRASS}
              strokeWidth={2}
              dot={series.length < 40}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ChartPanel>
      </div>
      <ChartPanel
        title={t('holdVsEdge')}
        testId="chart-hold"
        empty={!tables.length}
        height={Math.max(200, 60 + tables.length * 34)}
      >
        <BarChart data={tables} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 4 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={axisTick} tickFormatter={(v: number) => pct(v)} />
          <YAxis type="category" dataKey="label" tick={axisTick} width={110} />
          <Tooltip {...tooltipStyle} formatter={(v: unknown) => pct(v === null ? null : Number(v))} cursor={{ fill: '#ffffff0d' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="hold" name={t('hold')} fill={BRASS} isAnimationActive={false} />
          <Bar dataKey="edge" name={t('edge')} fill={AXIS} fillOpacity={0.5} isAnimationActive={false} />
        </BarChart>
      </ChartPanel>
      <ChartPanel
        title={t('roundsPerHourByDealer')}
        testId="chart-dealers"
        empty={!dealers.length}
        height={Math.max(200, 60 + dealers.length * 28)}
      >
        <BarChart data={dealers} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 4 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={axisTick} />
          <YAxis type="category" dataKey="label" tick={axisTick} width={110} />
          <Tooltip {...tooltipStyle} formatter={(v: unknown) => num(Number(v), 2)} cursor={{ fill: '#ffffff0d' }} />
          <Bar dataKey="rph" name={t('roundsPerHour')} fill={EMERALD} isAnimationActive={false} />
        </BarChart>
      </ChartPanel>
    </div>
  );
}
