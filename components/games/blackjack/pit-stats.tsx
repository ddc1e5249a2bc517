'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PitUi } from '@/components/games/types';
import { ErrorAlert, Panel } from '@/components/ui/back-office';
import { CurrentRoundPanel, MAX_SETTLED_ROUNDS, StatFigure, useSettledRounds } from '@/components/pit/stats-bits';
import { percent, rate } from '@/components/pit/hold';
import { bjTableOf } from './pit-format';
import { BlackjackCompact } from './pit-table';
import { blackjackChance, blackjackStats, dealerBustChance } from './pit-stats-format';

/** §BJ-1: 8 decks; the exact figures are computed once. */
const BUST = dealerBustChance(8);
const BLACKJACK = blackjackChance(8);

/**
 * The blackjack table's statistics (issue #17 §4): dealer bust rate and player blackjacks against their exact
 * chances from an 8-deck shoe, doubles / splits / insurance per hand, the Bet Behind share of the handle, over the
 * table's last settled rounds (`GET /api/rounds`).
 */
export function BlackjackTableStats({
  tableId,
  round,
  lastEvent,
}: React.ComponentProps<NonNullable<PitUi['TableStats']>>) {
  const t = useTranslations('games.blackjack.pit') as unknown as Translate;
  const locale = useLocale();
  const money = useMoney();
  const refreshKey = lastEvent && ['round:settled', 'round:voided'].includes(lastEvent.type) ? lastEvent.seq : 0;
  const { items, loading, error } = useSettledRounds(tableId, refreshKey);
  const s = blackjackStats(items);
  const pct = (x: number | null, d = 1) => percent(locale, x, d);
  return (
    <div className="space-y-4" data-testid="bj-stats">
      {round && (
        <CurrentRoundPanel
          round={round}
          t={t}
          compact={(next) => <BlackjackCompact table={bjTableOf(round)} next={next} />}
        />
      )}
      <ErrorAlert message={error ? t('stats.loadError', { error }) : null} />
      <Panel
        title={t('stats.rates', { count: s.rounds })}
        actions={loading ? <span className="text-xs text-gray-500">{t('stats.loading')}</span> : null}
        bodyClass="grid grid-cols-1 gap-3 p-3 sm:grid-cols-2 xl:grid-cols-3"
      >
        <StatFigure
          testId="bj-stat-bust"
          label={t('stats.bust')}
          value={pct(rate(s.dealerBusts, s.dealerPlayed))}
          detail={t('stats.bustDetail', { busts: s.dealerBusts, rounds: s.dealerPlayed, bj: s.dealerBlackjacks })}
          expected={t('stats.bustExpected', { rate: pct(BUST, 2) })}
        />
        <StatFigure
          testId="bj-stat-blackjacks"
          label={t('stats.blackjacks')}
          value={pct(rate(s.blackjacks, s.hands), 2)}
          detail={t('stats.blackjacksDetail', { blackjacks: s.blackjacks, hands: s.hands })}
          expected={t('stats.blackjacksExpected', { rate: pct(BLACKJACK, 2) })}
        />
        <StatFigure
          testId="bj-stat-doubles"
          label={t('stats.doubles')}
          value={pct(rate(s.doubles, s.hands))}
          detail={t('stats.perHand', { count: s.doubles, hands: s.hands })}
        />
        <StatFigure
          testId="bj-stat-splits"
          label={t('stats.splits')}
          value={pct(rate(s.splits, s.hands))}
          detail={t('stats.perHand', { count: s.splits, hands: s.hands })}
        />
        <StatFigure
          testId="bj-stat-insurance"
          label={t('stats.insurance')}
          value={pct(rate(s.insuranceTaken, s.hands))}
          detail={t('stats.insuranceDetail', { taken: s.insuranceTaken, offered: s.insuranceOffered, hands: s.hands })}
          expected={t('stats.insuranceNote', { rate: pct(rate(s.insuranceTaken, s.insuranceOffered)) })}
        />
        <StatFigure
          testId="bj-stat-behind"
          label={t('stats.behind')}
          value={s.behindHandle === null ? '—' : pct(rate(s.behindHandle, s.handle))}
          detail={
            s.behindHandle === null && s.rounds > 0
              ? t('stats.noSplit')
              : t('stats.behindDetail', { behind: money(s.behindHandle ?? 0), handle: money(s.handle) })
          }
        />
      </Panel>
      <p className="text-xs text-gray-500">{t('stats.reference', { rounds: s.rounds, max: MAX_SETTLED_ROUNDS })}</p>
    </div>
  );
}
