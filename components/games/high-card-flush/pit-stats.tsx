'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { DpHistory } from '@/lib/designated-player/history';
import { dpQualifyProbability, flushSizeProbabilities } from '@/lib/games/high-card-flush/odds';
import { ErrorAlert, Panel } from '@/components/ui/back-office';
import { StatFigure, useSettledRounds } from '@/components/pit/stats-bits';
import { percent, rate } from '@/components/pit/hold';
import { hcfHandStats, hcfRotationStats } from './pit-stats-format';

const SIZES = [2, 3, 4, 5, 6, 7] as const;

/** The most rounds `GET /api/tables/:id/rotation` answers (`DP_HISTORY_MAX_LIMIT`, a server module). */
const ROTATION_LIMIT = 200;

/**
 * The High Card Flush table's figures (issue #17 §4): who banked how often and the house's rounds (§HCF-7), the
 * rake taken (§HCF-9), dead hands (§HCF-8), and the flush sizes dealt and the DP's qualification against their
 * exact chances (§HCF-1, §HCF-2, §HCF-4). `refreshKey` changes with every settlement.
 */
export function HcfSummaryStats({ tableId, refreshKey }: { tableId: string; refreshKey: number }) {
  const t = useTranslations('games.high-card-flush.pit') as unknown as Translate;
  const locale = useLocale();
  const money = useMoney();
  const [history, setHistory] = useState<DpHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    api<DpHistory>('GET', `/api/tables/${encodeURIComponent(tableId)}/rotation?limit=${ROTATION_LIMIT}`)
      .then((d) => !gone && (setHistory(d), setError(null)))
      .catch((e: Error) => !gone && setError(e.message));
    return () => {
      gone = true;
    };
  }, [tableId, refreshKey]);
  const settled = useSettledRounds(tableId, refreshKey);
  const r = hcfRotationStats(history?.rounds ?? []);
  const h = hcfHandStats(settled.items.map((i) => i.result));
  const expected = flushSizeProbabilities();
  const pct = (x: number | null, d = 1) => percent(locale, x, d);
  return (
    <div className="space-y-4" data-testid="hcf-stats">
      <ErrorAlert
        message={error || settled.error ? t('stats.loadError', { error: error ?? settled.error ?? '' }) : null}
      />
      <Panel
        title={t('stats.title', { count: r.rounds })}
        bodyClass="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatFigure
          testId="hcf-stat-dp"
          label={t('stats.dpRounds')}
          value={pct(rate(r.dpRounds, r.rounds))}
          detail={t('stats.dpDetail', { dp: r.dpRounds, rounds: r.rounds, players: r.dps })}
          expected={r.topDp ? t('stats.topDp', { username: r.topDp.username, count: r.topDp.rounds }) : undefined}
        />
        <StatFigure
          testId="hcf-stat-house"
          label={t('stats.houseRounds')}
          value={pct(rate(r.houseRounds, r.rounds))}
          detail={t('stats.houseDetail', { house: r.houseRounds, rounds: r.rounds })}
        />
        <StatFigure
          testId="hcf-stat-rake"
          label={t('stats.rake')}
          value={money(r.rake)}
          detail={t('stats.rakeDetail', { dp: money(r.dpRake), hands: r.rakedHands })}
          expected={t('stats.rakePerRound', { amount: money(r.rounds ? Math.round(r.rake / r.rounds) : 0) })}
        />
        <StatFigure
          testId="hcf-stat-dead"
          label={t('stats.dead')}
          value={pct(rate(r.dead, r.hands))}
          detail={t('stats.deadDetail', { dead: r.dead, hands: r.hands })}
        />
      </Panel>
      <Panel
        title={t('stats.handsTitle', { count: h.hands })}
        testId="hcf-flush-sizes"
        actions={settled.loading ? <span className="text-xs text-gray-500">{t('stats.loading')}</span> : null}
        bodyClass="space-y-3 p-3"
      >
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {SIZES.map((n) => (
            <div key={n} data-size={n} className="rounded-lg border border-line bg-ink/30 px-2 py-1.5 text-center">
              <div className="text-[10px] tracking-wider text-gray-500 uppercase">{t('stats.size', { n })}</div>
              <div className="font-mono text-lg text-gray-100" data-field="value">
                {pct(rate(h.bySize[n], h.hands))}
              </div>
              <div className="text-[11px] text-gray-400">{h.bySize[n]}</div>
              <div className="text-[11px] text-brass" data-field="expected">
                {pct(expected[n], n >= 6 ? 3 : 1)}
              </div>
            </div>
          ))}
        </div>
        <StatFigure
          testId="hcf-stat-qualify"
          label={t('stats.qualify')}
          value={pct(rate(h.dpQualified, h.dpDealt))}
          detail={t('stats.qualifyDetail', { qualified: h.dpQualified, dealt: h.dpDealt })}
          expected={t('stats.expected', { rate: pct(dpQualifyProbability(), 2) })}
        />
        <p className="text-xs text-gray-500">{t('stats.reference')}</p>
      </Panel>
    </div>
  );
}
