'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PitUi } from '@/components/games/types';
import { ErrorAlert, Panel } from '@/components/ui/back-office';
import {
  CurrentRoundPanel,
  HoldCell,
  MAX_SETTLED_ROUNDS,
  StatFigure,
  useSettledRounds,
} from '@/components/pit/stats-bits';
import { readPsView } from './console-read';
import { PsCompact } from './pit-round';
import { hasByType, holdOf, percent, rate, type Hold } from '@/components/pit/hold';
import { BONUS_TYPES, MAIN_REFERENCE, MAIN_TYPES, perAnte, psStats, tableBonusReturn } from './pit-format';

const HOLD_GRID = 'lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(6rem,8rem))]';

/**
 * The Poker Switch table's statistics (issue #15 §6) over its last settled rounds: switch rate (§PS-3), Bet
 * and buy rates (§PS-6), the dealer's qualification before and after buys (§PS-5), and the hold: the Bonus
 * against the exact return of this table's paytable (§PS-8), the main game against ps-design §6's figures
 * (per Ante; the switching strategy's figure is SIMULATED).
 */
export function PsTableStats({
  tableId,
  table,
  round,
  lastEvent,
}: React.ComponentProps<NonNullable<PitUi['TableStats']>>) {
  const t = useTranslations('games.poker-switch.pit') as unknown as Translate;
  const locale = useLocale();
  const money = useMoney();
  const refreshKey = lastEvent && ['round:settled', 'round:voided'].includes(lastEvent.type) ? lastEvent.seq : 0;
  const { items, loading, error } = useSettledRounds(tableId, refreshKey);
  const s = psStats(items.map((i) => i.result ?? {}));
  const split = hasByType(items);
  const main = holdOf(items, MAIN_TYPES);
  const bonus = holdOf(items, BONUS_TYPES);
  const all = holdOf(items, null);
  const ante = perAnte(items);
  const bonusRtp = tableBonusReturn(table.rules);
  const pct = (x: number | null, d = 2) => percent(locale, x, d);
  const R = MAIN_REFERENCE;
  const rows: { key: string; label: string; hold: Hold; expected: number | null; reference: string }[] = split
    ? [
        {
          key: 'main',
          label: t('stats.holdMain'),
          hold: main,
          expected: null,
          reference: t('stats.refMain'),
        },
        {
          key: 'bonus',
          label: t('stats.holdBonus'),
          hold: bonus,
          expected: bonusRtp === null ? null : 1 - bonusRtp,
          reference: t('stats.refBonus', {
            rtp: pct(bonusRtp, 4),
            hold: pct(bonusRtp === null ? null : 1 - bonusRtp, 4),
          }),
        },
        { key: 'all', label: t('stats.holdAll'), hold: all, expected: null, reference: '' },
      ]
    : [{ key: 'all', label: t('stats.holdAll'), hold: all, expected: null, reference: t('stats.noSplit') }];
  return (
    <div className="space-y-4" data-testid="ps-stats">
      {round && (
        <CurrentRoundPanel
          round={round}
          t={t}
          compact={(next) => <PsCompact view={readPsView(round.view)} next={next} />}
        />
      )}
      <ErrorAlert message={error ? t('stats.loadError', { error }) : null} />
      <Panel
        title={t('stats.rates', { count: s.rounds })}
        actions={loading ? <span className="text-xs text-gray-500">{t('stats.loading')}</span> : null}
        bodyClass="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatFigure
          testId="ps-stat-switch"
          label={t('stats.switch')}
          value={pct(rate(s.switched, s.boxes), 1)}
          detail={t('stats.switchDetail', { pairs: s.switched / 2, of: s.boxes / 2 })}
          expected={t('stats.simulatedRate', { rate: pct(R.simpleSwitchRate, 1) })}
        />
        <StatFigure
          testId="ps-stat-bet"
          label={t('stats.bet')}
          value={pct(rate(s.bet, s.boxes), 1)}
          detail={t('stats.betDetail', { bet: s.bet, boxes: s.boxes, timer: s.timedOut, insured: s.insured })}
          expected={t('stats.simulatedRate', { rate: pct(R.simpleBetRate, 1) })}
        />
        <StatFigure
          testId="ps-stat-buy"
          label={t('stats.buy')}
          value={pct(rate(s.bought, s.buyOffered), 1)}
          detail={t('stats.buyDetail', {
            bought: s.bought,
            offered: s.buyOffered,
            ofBets: pct(rate(s.bought, s.bet), 1),
          })}
          expected={t('stats.simulatedBuy', { rate: pct(R.simpleBuyRate, 1) })}
        />
        <StatFigure
          testId="ps-stat-qualify"
          label={t('stats.qualify')}
          value={`${pct(rate(s.qualified, s.qualifyKnown), 1)} · ${pct(rate(s.qualifiedAfterBuy, s.buyRounds), 1)}`}
          detail={t('stats.qualifyDetail', {
            qualified: s.qualified,
            rounds: s.qualifyKnown,
            after: s.qualifiedAfterBuy,
            buys: s.buyRounds,
          })}
        />
      </Panel>
      <Panel title={t('stats.holdTitle')} testId="ps-hold" bodyClass="space-y-3 p-3">
        <div className={`hidden gap-x-3 text-[11px] tracking-wider text-gray-500 uppercase lg:grid ${HOLD_GRID}`}>
          <span>{t('stats.colBets')}</span>
          <span className="text-right">{t('stats.colStaked')}</span>
          <span className="text-right">{t('stats.colPaid')}</span>
          <span className="text-right">{t('stats.colHold')}</span>
          <span className="text-right">{t('stats.colExpected')}</span>
        </div>
        <div className="divide-y divide-line/60">
          {rows.map((r) => (
            <div
              key={r.key}
              data-testid={`ps-hold-${r.key}`}
              data-hold={r.hold.hold ?? ''}
              className={`grid grid-cols-2 items-start gap-x-3 gap-y-1 py-2 text-sm lg:items-center ${HOLD_GRID}`}
            >
              <div className="col-span-2 lg:col-span-1">
                <div className="font-semibold text-gray-100">{r.label}</div>
                {r.reference && <div className="text-[11px] text-gray-500">{r.reference}</div>}
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
                {r.expected === null ? '—' : pct(r.expected, 4)}
              </HoldCell>
            </div>
          ))}
        </div>
        {split && (
          <div data-testid="ps-hold-ante" className="rounded border border-line/60 bg-ink/20 px-3 py-2 text-sm">
            <div className="font-semibold text-gray-100">
              {t('stats.perAnte', { value: pct(ante.value), won: money(ante.won), antes: money(ante.antes) })}
            </div>
            <div className="mt-0.5 text-[11px] text-gray-400">
              {t('stats.perAnteSimulated', { edge: pct(R.simplePerAnte), se: pct(R.simpleSe) })}
            </div>
            <div className="text-[11px] text-gray-500">
              {t('stats.perAnteExact', { edge: pct(R.alwaysBetPerAnte, 4), rtp: pct(R.alwaysBetReturn, 4) })}
            </div>
          </div>
        )}
        <p className="text-xs text-gray-500">{t('stats.spread', { rounds: all.rounds, max: MAX_SETTLED_ROUNDS })}</p>
      </Panel>
    </div>
  );
}
