'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PitUi } from '@/components/games/types';
import { DEFAULT_BACCARAT_RULES, parseBaccaratRules, type BaccaratRules } from '@/lib/games/baccarat';
import { baccaratReturns } from '@/lib/games/baccarat/returns';
import { ErrorAlert, Panel } from '@/components/ui/back-office';
import { HoldBar, HoldCell, MAX_SETTLED_ROUNDS, StatFigure, useSettledRounds } from '@/components/pit/stats-bits';
import { hasByType, holdOf, percent, rate } from '@/components/pit/hold';
import { baccaratExpected, baccaratStats } from './pit-stats-format';

const HOLD_GRID = 'lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(6rem,8rem))_minmax(10rem,1.3fr)]';

function readRules(input: Record<string, unknown>): BaccaratRules {
  try {
    return parseBaccaratRules(input);
  } catch {
    return { ...DEFAULT_BACCARAT_RULES };
  }
}

/**
 * The baccarat table's statistics over its last settled coups (issue #17 §4): Banker / Player / Tie, naturals and
 * pairs against their exact chances (§BAC-1..§BAC-4), and each bet's hold against its exact edge for the table's
 * paytable (§BAC-5).
 */
export function BaccaratOutcomeStats({
  tableId,
  table,
  lastEvent,
}: React.ComponentProps<NonNullable<PitUi['TableStats']>>) {
  const t = useTranslations('games.baccarat.pit') as unknown as Translate;
  const locale = useLocale();
  const money = useMoney();
  const refreshKey = lastEvent && ['round:settled', 'round:voided'].includes(lastEvent.type) ? lastEvent.seq : 0;
  const { items, loading, error } = useSettledRounds(tableId, refreshKey);
  const decks = table.shoe?.decks ?? 8;
  const e = baccaratExpected(decks);
  const s = baccaratStats(items.map((i) => i.result));
  const rules = readRules(table.rules);
  const returns = baccaratReturns(
    { bankerMode: rules.bankerMode, bankerCommissionPct: rules.bankerCommissionPct },
    decks,
  );
  const pct = (x: number | null, d = 2) => percent(locale, x, d);
  const figure = (key: 'banker' | 'player' | 'tie', count: number) => (
    <StatFigure
      key={key}
      testId={`bac-stat-${key}`}
      label={t(`stats.${key}`)}
      value={pct(rate(count, s.coups))}
      detail={t('stats.countOf', { count, coups: s.coups })}
      expected={t('stats.expected', { rate: pct(e[key], 4) })}
    />
  );
  // No rounds yet: the (empty) table, not the note about a server without stakes per type.
  const split = hasByType(items) || items.length === 0;
  const rows = returns.map((r) => ({ type: r.type, hold: holdOf(items, [r.type]), expected: r.houseEdge }));
  const span = Math.max(0.2, ...rows.map((r) => (r.hold.hold === null ? 0 : Math.abs(r.hold.hold) + (r.hold.se ?? 0))));
  return (
    <div className="space-y-4" data-testid="bac-stats">
      <ErrorAlert message={error ? t('stats.loadError', { error }) : null} />
      <Panel
        title={t('stats.rates', { count: s.coups })}
        actions={loading ? <span className="text-xs text-gray-500">{t('stats.loading')}</span> : null}
        bodyClass="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 xl:grid-cols-3"
      >
        {figure('banker', s.banker)}
        {figure('player', s.player)}
        {figure('tie', s.tie)}
        <StatFigure
          testId="bac-stat-natural"
          label={t('stats.natural')}
          value={pct(rate(s.naturals, s.coups))}
          detail={t('stats.countOf', { count: s.naturals, coups: s.coups })}
          expected={t('stats.expectedNatural', { rate: pct(e.natural, 4) })}
        />
        <StatFigure
          testId="bac-stat-player-pair"
          label={t('stats.playerPair')}
          value={pct(rate(s.playerPairs, s.coups))}
          detail={t('stats.countOf', { count: s.playerPairs, coups: s.coups })}
          expected={t('stats.expectedPair', { rate: pct(e.pair, 4) })}
        />
        <StatFigure
          testId="bac-stat-banker-pair"
          label={t('stats.bankerPair')}
          value={pct(rate(s.bankerPairs, s.coups))}
          detail={t('stats.countOf', { count: s.bankerPairs, coups: s.coups })}
          expected={t('stats.expectedPair', { rate: pct(e.pair, 4) })}
        />
      </Panel>
      <Panel title={t('stats.holdTitle')} testId="bac-hold" bodyClass="space-y-3 p-3">
        {!split ? (
          <p className="text-sm text-gray-500">{t('stats.noSplit')}</p>
        ) : (
          <>
            <div className={`hidden gap-x-3 text-[11px] tracking-wider text-gray-500 uppercase lg:grid ${HOLD_GRID}`}>
              <span>{t('stats.colBet')}</span>
              <span className="text-right">{t('stats.colStaked')}</span>
              <span className="text-right">{t('stats.colPaid')}</span>
              <span className="text-right">{t('stats.colHold')}</span>
              <span className="text-right">{t('stats.colExpected')}</span>
              <span>{t('stats.colBar')}</span>
            </div>
            <div className="divide-y divide-line/60">
              {rows.map((r) => (
                <div
                  key={r.type}
                  data-testid={`bac-hold-${r.type}`}
                  className={`grid grid-cols-2 items-start gap-x-3 gap-y-1 py-2 text-sm lg:items-center ${HOLD_GRID}`}
                >
                  <div className="col-span-2 font-semibold text-gray-100 lg:col-span-1">{t(`stats.bet.${r.type}`)}</div>
                  <HoldCell label={t('stats.colStaked')}>{money(r.hold.staked)}</HoldCell>
                  <HoldCell label={t('stats.colPaid')}>{money(r.hold.paid)}</HoldCell>
                  <HoldCell label={t('stats.colHold')} field="hold" tone="text-gray-100">
                    {pct(r.hold.hold)}
                    {r.hold.se !== null && (
                      <span className="ml-1 text-[11px] text-gray-500 lg:ml-0 lg:block">± {pct(r.hold.se)}</span>
                    )}
                  </HoldCell>
                  <HoldCell label={t('stats.colExpected')} field="expected" tone="text-brass">
                    {pct(r.expected, 3)}
                  </HoldCell>
                  <div className="col-span-2 pt-1 lg:col-span-1 lg:pt-0">
                    <HoldBar hold={r.hold} expected={r.expected} span={span} />
                  </div>
                </div>
              ))}
            </div>
          </>
        )}
        <p className="text-xs text-gray-500">
          {t('stats.reference', { coups: s.coups, max: MAX_SETTLED_ROUNDS, decks })}
        </p>
      </Panel>
    </div>
  );
}
