'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMoney, type Translate } from '@/lib/i18n/money';
import { isRuleError } from '@/lib/games/types';
import { BET_SIZES, type RouletteBetType } from '@/lib/games/roulette/bets';
import { DEFAULT_ROULETTE_RULES, parseRouletteRules } from '@/lib/games/roulette/settle';
import { betReturn } from '@/lib/games/roulette/returns';
import type { PlayerTableState } from '@/components/player/use-player-table';
import { payoutText } from './bet-names';

type Table = NonNullable<PlayerTableState['table']>;

/** The table limits' keys in paytable order (RULES.md §RL-2, §RL-3; the module's `limitKey`). */
const LIMIT_KEYS = [
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'TRIO',
  'CORNER',
  'FIRST_FOUR',
  'SIX_LINE',
  'DOZEN',
  'COLUMN',
  'EVEN_MONEY',
] as const;

/** The bet type a limit key stands for (every even-money bet shares `EVEN_MONEY`). */
const typeOf = (key: (typeof LIMIT_KEYS)[number]): RouletteBetType => (key === 'EVEN_MONEY' ? 'RED' : key);

/**
 * The rules and paytable of one roulette table (`PlayerUi.Rules`), generated from its settings: the wheel
 * (RULES.md §RL-1), each bet with what it covers, its payout (§RL-2, §RL-3), the table's stake limits for
 * it and its exact return (`betReturn`, with the table's la partage), what happens on 0 (§RL-3), the bet
 * window of the round, the maximum payout per round (§C-6), the rounding (§C-3), a no-spin (§RL-5) and a
 * malfunction (§C-5), in the player's language.
 */
export function RouletteRules({ table }: { table: Table }) {
  const t = useTranslations('games.roulette.rules');
  const tp = useTranslations('games.roulette.player') as unknown as Translate;
  const money = useMoney();
  const format = useFormatter();
  const parsed = parseRouletteRules(table.rules);
  const rules = isRuleError(parsed) ? { ...DEFAULT_ROULETTE_RULES } : parsed;
  const seconds = table.round ? table.round.bettingSeconds : undefined;

  return (
    <section data-testid="rules-panel" data-game="ROULETTE" className="space-y-4 text-sm text-gray-300">
      <h2 className="text-base font-semibold text-white">{t('title')}</h2>
      <p>{t('wheel')}</p>
      <p>{t('howTo')}</p>
      <p data-testid="rules-window">
        {seconds === undefined ? t('window.unknown') : seconds ? t('window.seconds', { seconds }) : t('window.manual')}
      </p>

      <div>
        <h3 className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">{t('paytable.title')}</h3>
        <ul data-testid="rules-paytable" className="divide-y divide-line rounded-lg border border-line">
          {LIMIT_KEYS.map((key) => {
            const type = typeOf(key);
            const r = betReturn(type, rules);
            const limit = table.limits.bets[key];
            const percent = format.number(r.rtpPercent / 100, {
              style: 'percent',
              minimumFractionDigits: 3,
              maximumFractionDigits: 3,
            });
            return (
              <li key={key} data-testid={`rules-row-${key}`} className="px-3 py-2">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-medium text-white">{tp(`type.${key}`)}</span>
                  <span className="shrink-0 font-mono text-brass" aria-label={t('paytable.pays')}>
                    {payoutText(type)}
                  </span>
                </div>
                <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-gray-400">
                  <div>
                    <dt className="sr-only">{t('paytable.bet')}</dt>
                    <dd>{t('paytable.covers', { count: BET_SIZES[type] })}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('paytable.stake')}</dt>
                    <dd data-testid={`rules-limit-${key}`} className="font-mono text-gray-200">
                      {limit
                        ? t('paytable.limit', { min: money(limit.min), max: money(limit.max) })
                        : t('paytable.notTaken')}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('paytable.return')}</dt>
                    <dd
                      data-testid={`rules-return-${key}`}
                      data-num={r.rtp.num}
                      data-den={r.rtp.den}
                      className="font-mono text-gray-200"
                    >
                      {t('paytable.returnValue', { percent, fraction: `${r.rtp.num}/${r.rtp.den}` })}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-xs text-gray-500">{rules.laPartage ? t('returnNoteLaPartage') : t('returnNote')}</p>
      </div>

      <div>
        <h3 className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">{t('zero.title')}</h3>
        <p data-testid="rules-la-partage" data-on={rules.laPartage}>
          {rules.laPartage ? t('zero.laPartage') : t('zero.plain')}
        </p>
        <p className="mt-1">{t('zero.inside')}</p>
      </div>

      <ul className="list-disc space-y-1 pl-5">
        <li data-testid="rules-max-payout">{t('maxPayout', { amount: money(table.limits.maxPayoutPerRound) })}</li>
        <li>{t('rounding')}</li>
        <li>{t('noSpin')}</li>
        <li>{t('void')}</li>
      </ul>
    </section>
  );
}
