'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PitUi } from '@/components/games/types';
import { ErrorAlert, Panel } from '@/components/ui/back-office';
import { readCheView } from './console-read';
import { CheCompact } from './pit-round';
import { hasByType, holdOf, percent, rate, type Hold, type RoundMoney } from '@/components/pit/hold';
import {
  AA_HIT_RATE,
  AA_TYPES,
  DEALER_QUALIFY_RATE,
  cheStats,
  expectedHold,
  MAIN_TYPES,
  PUBLISHED,
} from './pit-format';

/** One settled round of `GET /api/rounds` (the parts used here). */
interface RoundItem extends RoundMoney {
  id: string;
  number: number;
  result: Record<string, unknown> | null;
}

/** How many settled rounds the page reads at most (pages of 200). */
const MAX_ROUNDS = 1000;

/** The table's settled rounds, newest first, read again on every settlement (`refreshKey`). */
function useSettledRounds(tableId: string, refreshKey: unknown) {
  const [state, setState] = useState<{ items: RoundItem[]; loading: boolean; error: string | null }>({
    items: [],
    loading: true,
    error: null,
  });
  useEffect(() => {
    let gone = false;
    (async () => {
      const items: RoundItem[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: RoundItem[]; nextCursor: string | null } = await api(
          'GET',
          `/api/rounds?tableId=${encodeURIComponent(tableId)}&status=SETTLED&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
        );
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor && items.length < MAX_ROUNDS && !gone);
      if (!gone) setState({ items, loading: false, error: null });
    })().catch((e: Error) => !gone && setState((s) => ({ ...s, loading: false, error: e.message })));
    return () => {
      gone = true;
    };
  }, [tableId, refreshKey]);
  return state;
}

/** A rate as a big figure with what it counts. */
function Figure({
  testId,
  label,
  value,
  detail,
  expected,
}: {
  testId: string;
  label: string;
  value: string;
  detail: string;
  expected?: string;
}) {
  return (
    <div data-testid={testId} className="rounded-lg border border-line bg-ink/30 px-3 py-2">
      <div className="text-[10px] uppercase tracking-wider text-gray-500">{label}</div>
      <div className="font-mono text-2xl font-semibold text-gray-100" data-field="value">
        {value}
      </div>
      <div className="text-xs text-gray-400">{detail}</div>
      {expected && <div className="mt-0.5 text-[11px] text-gray-500">{expected}</div>}
    </div>
  );
}

/** The hold table's columns on wide screens (on phones each row stacks: its name, then the figures two by two). */
const HOLD_GRID = 'lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(6rem,8rem))_minmax(10rem,1.3fr)]';

/** A figure of the hold table, its column's name beside it on phones. */
function Cell({
  label,
  field,
  tone = 'text-gray-300',
  children,
}: {
  label: string;
  field?: string;
  tone?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-2 lg:block lg:text-right">
      <span className="text-[11px] text-gray-500 lg:hidden">{label}</span>
      <span data-field={field} className={`whitespace-nowrap font-mono ${tone}`}>
        {children}
      </span>
    </div>
  );
}

/**
 * A hold as a bar against its published expectation: the bar is the actual hold (± one standard error as a
 * band), the brass mark the expected one; the scale runs from −`span` to +`span`.
 */
function HoldBar({ hold, expected, span }: { hold: Hold; expected: number | null; span: number }) {
  const x = (v: number) => `${Math.max(0, Math.min(100, 50 + (v / span) * 50))}%`;
  const h = hold.hold;
  return (
    <div className="relative h-4 w-full min-w-40 rounded bg-panel-2" aria-hidden>
      <div className="absolute inset-y-0 left-1/2 w-px bg-gray-600" />
      {h !== null && hold.se !== null && (
        <div
          className="absolute inset-y-1 rounded bg-sky-400/20"
          style={{ left: x(h - hold.se), right: `calc(100% - ${x(h + hold.se)})` }}
        />
      )}
      {h !== null && (
        <div
          className={`absolute inset-y-1 rounded ${h >= 0 ? 'bg-sky-400/80' : 'bg-rose-400/80'}`}
          style={h >= 0 ? { left: '50%', right: `calc(100% - ${x(h)})` } : { left: x(h), right: '50%' }}
        />
      )}
      {expected !== null && (
        <div className="absolute inset-y-0 w-0.5 bg-brass" style={{ left: x(expected) }} title={String(expected)} />
      )}
    </div>
  );
}

/**
 * The Casino Hold'em table's statistics (issue #14 §6): dealer qualification rate (§CHE-3), call rate
 * (calls / boxes, §CHE-2), AA Bonus hit rate (§CHE-5) and the hold against the published return of
 * §CHE-6, over the table's last settled rounds (`GET /api/rounds`, staff see every bet).
 */
export function CheTableStats({ tableId, round, lastEvent }: React.ComponentProps<NonNullable<PitUi['TableStats']>>) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const ts = useTranslations('pit.status');
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
        <Panel
          title={t('stats.round', {
            number: round.number,
            status: ts.has(round.status) ? ts(round.status) : round.status,
          })}
          actions={
            <Link href={`/pit/rounds/${round.id}`} className="text-xs text-brass hover:underline">
              {t('stats.detail')}
            </Link>
          }
          bodyClass="p-3"
        >
          <CheCompact
            view={readCheView(round.view)}
            next={['BETTING', 'DEALING', 'COMPLETE'].includes(round.status) ? round.next : null}
          />
        </Panel>
      )}
      <ErrorAlert message={error ? t('stats.loadError', { error }) : null} />
      <Panel
        title={t('stats.rates', { count: stats.rounds })}
        actions={loading ? <span className="text-xs text-gray-500">{t('stats.loading')}</span> : null}
        bodyClass="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <Figure
          testId="che-stat-qualify"
          label={t('stats.qualify')}
          value={pct(rate(stats.qualified, stats.qualifyKnown), 1)}
          detail={t('stats.qualifyDetail', { qualified: stats.qualified, rounds: stats.qualifyKnown })}
          expected={t('stats.qualifyNote', { rate: pct(DEALER_QUALIFY_RATE) })}
        />
        <Figure
          testId="che-stat-calls"
          label={t('stats.calls')}
          value={pct(rate(stats.called, stats.boxes), 1)}
          detail={t('stats.callsDetail', { called: stats.called, boxes: stats.boxes, timer: stats.timedOut })}
          expected={t('stats.allFolded', { count: stats.allFolded })}
        />
        <Figure
          testId="che-stat-aa"
          label={t('stats.aa')}
          value={pct(rate(stats.aaHits, stats.aaKnown), 1)}
          detail={t('stats.aaDetail', { hits: stats.aaHits, rounds: stats.aaKnown, x25: stats.aa25, x7: stats.aa7 })}
          expected={t('stats.aaExpected', { rate: pct(AA_HIT_RATE) })}
        />
        <Figure
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
              <Cell label={t('stats.colStaked')}>{money(r.hold.staked)}</Cell>
              <Cell label={t('stats.colPaid')}>{money(r.hold.paid)}</Cell>
              <Cell label={t('stats.colHold')} field="hold" tone="text-gray-100">
                {pct(r.hold.hold)}
                {r.hold.se !== null && (
                  <span className="ml-1 text-[11px] text-gray-500 lg:ml-0 lg:block">
                    {t('stats.se', { se: pct(r.hold.se) })}
                  </span>
                )}
              </Cell>
              <Cell label={t('stats.colExpected')} field="expected" tone="text-brass">
                {pct(r.expected)}
              </Cell>
              <div className="col-span-2 pt-1 lg:col-span-1 lg:pt-0">
                <HoldBar hold={r.hold} expected={r.expected} span={span} />
              </div>
            </div>
          ))}
        </div>
        <p className="text-xs text-gray-400" data-testid="che-hold-reference">
          {t('stats.reference')}
        </p>
        <p className="text-xs text-gray-500">{t('stats.spread', { rounds: all.rounds, max: MAX_ROUNDS })}</p>
      </Panel>
    </div>
  );
}
