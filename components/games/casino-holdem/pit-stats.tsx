'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PitUi } from '@/components/games/types';
import { ErrorAlert, Panel } from '@/components/ui/back-office';
import {
  CurrentRoundPanel,
  HoldBar,
  HoldCell,
  MAX_SETTLED_ROUNDS,
  StatFigure,
  useSettledRounds,
} from '@/components/pit/stats-bits';
import { readCheView } from './console-read';
import { CheCompact } from './pit-round';
import { hasByType, holdOf, percent, rate, type Hold } from '@/components/pit/hold';
import {
  AA_HIT_RATE,
  AA_TYPES,
  DEALER_QUALIFY_RATE,
  cheStats,
  expectedHold,
  MAIN_TYPES,
  PUBLISHED,
} from './pit-format';

/** The hold table's columns on wide screens (on phones each row stacks: its name, then the figures two by two). */
const HOLD_GRID = 'lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(6rem,8rem))_minmax(10rem,1.3fr)]';

/**
 * The Casino Hold'em table's statistics (issue #14 §6): dealer qualification rate (§CHE-3), call rate
 * (calls / boxes, §CHE-2), AA Bonus hit rate (§CHE-5) and the hold against the published return of
 * §CHE-6, over the table's last settled rounds (`GET /api/rounds`, staff see every bet).
 */
export function CheTableStats({ tableId, round, lastEvent }: React.ComponentProps<NonNullable<PitUi['TableStats']>>) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const locale = useLocale();
  const money = useMoney();
  const refreshKey = lastEvent && ['round:settled', 'round:voided'].includes(lastEvent.type) ? lastEvent.seq : 0;
  const { items, loading, error } = useSettledRounds(tableId, refreshKey);
  const stats = cheStats(items.map((i) => i.result ?? {}));
  const split = hasByType(items);
  const main = holdOf(items, MAIN_TYPES);
  const aa = holdOf(items, AA_TYPES);
  const all = holdOf(items, null);
  const expectedAll = split ? expectedHold(main, aa) : null;
  const pct = (x: number | null, d = 2) => percent(locale, x, d);
  const span = Math.max(0.2, ...[main, aa, all].map((h) => (h.hold === null ? 0 : Math.abs(h.hold) + (h.se ?? 0))));
  const allRow = {
    key: 'all',
    label: t('stats.holdAll'),
    hold: all,
    expected: expectedAll,
    reference: split ? t('stats.refAll') : t('stats.noSplit'),
  };
  const rows: { key: string; label: string; hold: Hold; expected: number | null; reference: string }[] = split
    ? [
        {
          key: 'main',
          label: t('stats.holdMain'),
          hold: main,
          expected: 1 - PUBLISHED.mainReturn,
          reference: t('stats.refMain', {
            rtp: pct(PUBLISHED.mainReturn, 1),
            hold: pct(1 - PUBLISHED.mainReturn),
            optimal: pct(PUBLISHED.mainOptimalReturn),
          }),
        },
        {
          key: 'aa',
          label: t('stats.holdAa'),
          hold: aa,
          expected: 1 - PUBLISHED.aaReturn,
          reference: t('stats.refAa', {
            rtp: pct(PUBLISHED.aaReturn),
            hold: pct(1 - PUBLISHED.aaReturn),
            basic: pct(PUBLISHED.aaBasicReturn, 1),
            basicHold: pct(1 - PUBLISHED.aaBasicReturn, 1),
          }),
        },
        allRow,
      ]
    : [allRow];
  return (
    <div className="space-y-4" data-testid="che-stats">
      {round && (
        <CurrentRoundPanel
          round={round}
          t={t}
          compact={(next) => <CheCompact view={readCheView(round.view)} next={next} />}
        />
      )}
      <ErrorAlert message={error ? t('stats.loadError', { error }) : null} />
      <Panel
        title={t('stats.rates', { count: stats.rounds })}
        actions={loading ? <span className="text-xs text-gray-500">{t('stats.loading')}</span> : null}
        bodyClass="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatFigure
          testId="che-stat-qualify"
          label={t('stats.qualify')}
          value={pct(rate(stats.qualified, stats.qualifyKnown), 1)}
          detail={t('stats.qualifyDetail', { qualified: stats.qualified, rounds: stats.qualifyKnown })}
          expected={t('stats.qualifyNote', { rate: pct(DEALER_QUALIFY_RATE) })}
        />
        <StatFigure
          testId="che-stat-calls"
          label={t('stats.calls')}
          value={pct(rate(stats.called, stats.boxes), 1)}
          detail={t('stats.callsDetail', { called: stats.called, boxes: stats.boxes, timer: stats.timedOut })}
          expected={t('stats.allFolded', { count: stats.allFolded })}
        />
        <StatFigure
          testId="che-stat-aa"
          label={t('stats.aa')}
          value={pct(rate(stats.aaHits, stats.aaKnown), 1)}
          detail={t('stats.aaDetail', { hits: stats.aaHits, rounds: stats.aaKnown, x25: stats.aa25, x7: stats.aa7 })}
          expected={t('stats.aaExpected', { rate: pct(AA_HIT_RATE) })}
        />
        <StatFigure
          testId="che-stat-outcomes"
          label={t('stats.outcomes')}
          value={`${stats.playerWins} / ${stats.dealerWins} / ${stats.ties}`}
          detail={t('stats.outcomesDetail', { qualified: stats.qualified })}
        />
      </Panel>
      <Panel title={t('stats.holdTitle')} testId="che-hold" bodyClass="space-y-3 p-3">
        <div className={`hidden gap-x-3 text-[11px] uppercase tracking-wider text-gray-500 lg:grid ${HOLD_GRID}`}>
          <span>{t('stats.colBets')}</span>
          <span className="text-right">{t('stats.colStaked')}</span>
          <span className="text-right">{t('stats.colPaid')}</span>
          <span className="text-right">{t('stats.colHold')}</span>
          <span className="text-right">{t('stats.colExpected')}</span>
          <span>{t('stats.colBar')}</span>
        </div>
        <div className="divide-y divide-line/60">
          {rows.map((r) => (
            <div
              key={r.key}
              data-testid={`che-hold-${r.key}`}
              data-hold={r.hold.hold ?? ''}
              className={`grid grid-cols-2 items-start gap-x-3 gap-y-1 py-2 text-sm lg:items-center ${HOLD_GRID}`}
            >
              <div className="col-span-2 lg:col-span-1">
                <div className="font-semibold text-gray-100">{r.label}</div>
                <div className="text-[11px] text-gray-500">{r.reference}</div>
              </div>
              <HoldCell label={t('stats.colStaked')}>{money(r.hold.staked)}</HoldCell>
              <HoldCell label={t('stats.colPaid')}>{money(r.hold.paid)}</HoldCell>
              <HoldCell label={t('stats.colHold')} field="hold" tone="text-gray-100">
                {pct(r.hold.hold)}
                {r.hold.se !== null && (
                  <span className="ml-1 text-[11px] text-gray-500 lg:ml-0 lg:block">
                    {t('stats.se', { se: pct(r.hold.se) })}
                  </span>
                )}
              </HoldCell>
              <HoldCell label={t('stats.colExpected')} field="expected" tone="text-brass">
                {pct(r.expected)}
              </HoldCell>
              <div className="col-span-2 pt-1 lg:col-span-1 lg:pt-0">
                <HoldBar hold={r.hold} expected={r.expected} span={span} />
              </div>
            </div>
          ))}
        </div>
        <p className="text-xs text-gray-400" data-testid="che-hold-reference">
          {t('stats.reference')}
        </p>
        <p className="text-xs text-gray-500">{t('stats.spread', { rounds: all.rounds, max: MAX_SETTLED_ROUNDS })}</p>
      </Panel>
    </div>
  );
}
