'use client';

import { useCallback, useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { colorOf, rouletteStats } from '@/lib/games/roulette';
import { useWide } from './use-wide';
import { DistributionChart } from './distribution-chart';

const FILL = { red: '#c62f25', black: '#3f3f46', green: '#16a34a' } as const;
const BALL = { red: '#b3261e', black: '#17171b', green: '#0e7a43' } as const;

function Ball({ n, size = 26, dim = false }: { n: number; size?: number; dim?: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white ring-1 ring-white/10 ${dim ? 'opacity-80' : ''}`}
      style={{ width: size, height: size, background: BALL[colorOf(n)], fontSize: Math.round(size * 0.42) }}
    >
      {n}
    </span>
  );
}

/** A bar split into shares (percent), labelled. */
function Split({ title, parts }: { title: string; parts: { label: string; pct: number; color: string }[] }) {
  const format = useFormatter();
  const pc = (pct: number) => format.number(pct / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <div>
      <p className="mb-1 text-[11px] uppercase tracking-widest text-gray-500">{title}</p>
      <div className="flex h-6 overflow-hidden rounded-md bg-panel-2 text-[11px] font-semibold">
        {parts.map((p) =>
          p.pct > 0 ? (
            <span
              key={p.label}
              className="flex items-center justify-center overflow-hidden whitespace-nowrap px-1 text-white"
              style={{ width: `${p.pct}%`, background: p.color }}
              title={`${p.label} ${pc(p.pct)}`}
            >
              {p.pct >= 9 ? `${p.label} ${pc(p.pct)}` : ''}
            </span>
          ) : null,
        )}
      </div>
      <div className="mt-0.5 flex justify-between text-[10px] text-gray-500">
        {parts.map((p) => (
          <span key={p.label}>
            {p.label} <span className="font-mono text-gray-300">{pc(p.pct)}</span>
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * Roulette statistics over the table's recent results (`rouletteStats`): the last 100 numbers, hot and
 * cold numbers, red/black/zero, odd/even, low/high, dozens and columns, and the distribution of numbers.
 */
export function RouletteStats({ numbersNewestFirst, partial }: { numbersNewestFirst: number[]; partial: boolean }) {
  const t = useTranslations('games.roulette.player');
  const wide = useWide();
  const st = useMemo(() => rouletteStats(numbersNewestFirst), [numbersNewestFirst]);
  const data = st.counts.map((count, n) => ({ n: String(n), count, fill: FILL[colorOf(n)] }));
  const p = st.percentages;
  const numberLabel = useCallback((l: unknown) => t('stats.number', { n: String(l) }), [t]);
  return (
    <section
      data-testid="roulette-stats"
      data-spins={st.spins}
      className="rounded-xl border border-line bg-panel/80 p-4"
    >
      <header className="mb-3 flex items-baseline gap-3">
        <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">{t('stats.title')}</h2>
        <span className="text-xs text-gray-500">{t('stats.spins', { count: st.spins })}</span>
      </header>
      {partial && <p className="mb-3 text-xs text-amber-300/80">{t('stats.partial')}</p>}

      <div className="mb-4">
        <p className="mb-1.5 text-[11px] uppercase tracking-widest text-gray-500">{t('stats.last100')}</p>
        <div data-testid="last-numbers" className="flex flex-wrap gap-1">
          {st.last100.map((x, i) => (
            <Ball key={i} n={x.number} size={22} dim={i > 0} />
          ))}
          {st.last100.length === 0 && <span className="text-sm text-gray-500">{t('stats.noSpins')}</span>}
        </div>
      </div>

      <div className="mb-4 grid grid-cols-2 gap-4">
        <div>
          <p className="mb-1.5 text-[11px] uppercase tracking-widest text-gray-500">
            <span className="text-orange-300">●</span> {t('stats.hot')}
          </p>
          <div className="flex flex-wrap gap-2">
            {st.hot.map((h) => (
              <span key={h.number} className="flex flex-col items-center gap-0.5">
                <Ball n={h.number} size={30} />
                <span className="font-mono text-[10px] text-gray-400">×{h.count}</span>
              </span>
            ))}
            {st.hot.length === 0 && <span className="text-xs text-gray-500">–</span>}
          </div>
        </div>
        <div>
          <p className="mb-1.5 text-[11px] uppercase tracking-widest text-gray-500">
            <span className="text-sky-300">●</span> {t('stats.cold')}
          </p>
          <div className="flex flex-wrap gap-2">
            {st.cold.map((h) => (
              <span key={h.number} className="flex flex-col items-center gap-0.5">
                <Ball n={h.number} size={30} />
                <span className="font-mono text-[10px] text-gray-400">×{h.count}</span>
              </span>
            ))}
          </div>
        </div>
      </div>

      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <Split
          title={t('stats.colour')}
          parts={[
            { label: t('stats.red'), pct: p.red, color: FILL.red },
            { label: t('stats.zero'), pct: p.zero, color: FILL.green },
            { label: t('stats.black'), pct: p.black, color: FILL.black },
          ]}
        />
        <Split
          title={t('stats.oddEven')}
          parts={[
            { label: t('stats.odd'), pct: p.odd, color: '#6d5a1e' },
            { label: t('stats.zero'), pct: p.zero, color: FILL.green },
            { label: t('stats.even'), pct: p.even, color: '#3b4252' },
          ]}
        />
        <Split
          title={t('stats.lowHigh')}
          parts={[
            { label: '1-18', pct: p.low, color: '#40536e' },
            { label: t('stats.zero'), pct: p.zero, color: FILL.green },
            { label: '19-36', pct: p.high, color: '#5b4470' },
          ]}
        />
        <Split
          title={t('stats.dozens')}
          parts={[
            { label: t('stats.ordinal', { n: 1 }), pct: p.dozens[0], color: '#375a7f' },
            { label: t('stats.ordinal', { n: 2 }), pct: p.dozens[1], color: '#4b6b8f' },
            { label: t('stats.ordinal', { n: 3 }), pct: p.dozens[2], color: '#607ea0' },
          ]}
        />
        <Split
          title={t('stats.columns')}
          parts={[
            { label: t('stats.ordinal', { n: 1 }), pct: p.columns[0], color: '#6b5b2e' },
            { label: t('stats.ordinal', { n: 2 }), pct: p.columns[1], color: '#85733d' },
            { label: t('stats.ordinal', { n: 3 }), pct: p.columns[2], color: '#9e8a4c' },
          ]}
        />
      </div>

      <p className="mb-1 text-[11px] uppercase tracking-widest text-gray-500">{t('stats.distribution')}</p>
      <div data-testid="number-distribution" className="h-44 w-full">
        <DistributionChart data={data} wide={wide} hits={t('stats.hits')} numberLabel={numberLabel} />
      </div>
    </section>
  );
}
