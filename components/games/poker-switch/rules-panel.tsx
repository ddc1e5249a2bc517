'use client';

import { useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { bonusReturn } from '@/lib/games/poker-switch/exact-returns';
import { DEFAULT_BET_PAYTABLE } from '@/lib/games/poker-switch/paytables';
import type { PlayerTableState } from '@/components/player/use-player-table';
import { LimitNote, LimitsList, PayTable, RulesSection } from '@/components/ui/rules-bits';
import { psRules, ratioText } from './player-format';
import { PS_BET_HANDS, PS_BONUS_HANDS } from './view';

type Table = NonNullable<PlayerTableState['table']>;

/** Published figures of the default Bet table (ps-design.md §6): the exact always-Bet return and a simulated strategy. */
const ALWAYS_BET_EDGE = 0.324797;
const SWITCH_SIMPLE_EDGE = 0.0923;
const SWITCH_SIMPLE_SE = 0.001;

/**
 * The Poker Switch rules and paytables of one table, in the player's language (RULES.md §PS-0..§PS-10, §C-7),
 * from the table's own settings: pairs and equal Antes, the play order, the deal, the switch and its fee,
 * Bet / Fold, insurance and its bounds, the dealer's qualification and what happens to Ante and Bet, the buy
 * a game, the Bet and Bonus paytables (the Bonus's exact return computed from the table's own table), the
 * timers, the limits and the maximum payout per box.
 */
export function PsRulesPanel({ table }: { table: Table }) {
  const t = useTranslations('games.poker-switch.rules');
  const tp = useTranslations('games.poker-switch.player');
  const format = useFormatter();
  const rules = useMemo(() => psRules(table.rules), [table.rules]);
  const bonus = useMemo(() => bonusReturn(rules.bonusPaytable), [rules.bonusPaytable]);
  const defaultBet = PS_BET_HANDS.every(
    (k) =>
      rules.betPaytable[k][0] === DEFAULT_BET_PAYTABLE[k][0] && rules.betPaytable[k][1] === DEFAULT_BET_PAYTABLE[k][1],
  );
  const pct = (x: number, digits: number) =>
    format.number(x, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const th = 'py-1 pr-2 text-left font-normal';
  const td = 'py-1 pr-2';
  return (
    <div data-testid="ps-rules" className="space-y-4 text-sm leading-relaxed text-gray-200">
      <RulesSection title={t('play.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('play.deck')}</li>
          <li data-testid="ps-rules-pairs" data-pairs={rules.boxPairs}>
            {t('play.pairs', { pairs: rules.boxPairs, boxes: 2 * rules.boxPairs })}
          </li>
          <li>{t('play.antes')}</li>
          <li>{t('play.order')}</li>
          <li>{t('play.deal')}</li>
          <li>{t('play.switch')}</li>
          <li>{t('play.decide')}</li>
          <li data-testid="ps-rules-timer" data-seconds={rules.turnSeconds}>
            {t('play.timer', { seconds: rules.turnSeconds })}
          </li>
        </ul>
      </RulesSection>

      <RulesSection title={t('qualify.title')} testId="ps-rules-qualify">
        <p className="font-semibold text-white">{t('qualify.rule')}</p>
        <table className="w-full text-xs">
          <thead className="text-[10px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className={th}>{t('qualify.col.hands')}</th>
              <th className={th}>{tp('bet.ANTE')}</th>
              <th className={th}>{tp('bet.BET')}</th>
            </tr>
          </thead>
          <tbody>
            {(['higherSwitched', 'higher', 'tie', 'lower', 'noGame'] as const).map((row) => (
              <tr key={row} className="border-t border-line">
                <td className={td}>{t(`qualify.row.${row}.hands`)}</td>
                <td className={`${td} text-white`}>{t(`qualify.row.${row}.ante`)}</td>
                <td className={`${td} text-white`}>{t(`qualify.row.${row}.bet`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-gray-400">{t('qualify.fold')}</p>
      </RulesSection>

      <RulesSection title={t('bet.title')} testId="ps-rules-bet">
        <p className="text-xs text-gray-400">{t('bet.rule')}</p>
        <PayTable
          hand={t('col.hand')}
          pays={t('col.pays')}
          rows={[...PS_BET_HANDS].reverse().map((k) => ({
            key: k,
            testId: `ps-rules-bet-${k}`,
            hand: tp(`hands.${k}`),
            pays: ratioText(rules.betPaytable[k]),
          }))}
        />
        <p className="text-xs text-gray-400">
          {defaultBet
            ? t('bet.return', {
                always: pct(ALWAYS_BET_EDGE, 2),
                simple: pct(SWITCH_SIMPLE_EDGE, 2),
                se: pct(SWITCH_SIMPLE_SE, 2),
              })
            : t('bet.returnOwn')}
        </p>
      </RulesSection>

      <RulesSection title={t('bonus.title')} testId="ps-rules-bonus">
        <p className="text-xs text-gray-400">{t('bonus.rule')}</p>
        <PayTable
          hand={t('col.hand')}
          pays={t('col.pays')}
          rows={[...PS_BONUS_HANDS].reverse().map((k) => ({
            key: k,
            testId: `ps-rules-bonus-${k}`,
            hand: tp(`hands.${k}`),
            pays: ratioText(rules.bonusPaytable[k]),
          }))}
        />
        <p data-testid="ps-rules-bonus-return" data-percent={bonus.percent} className="text-xs text-gray-400">
          {t('bonus.return', { percent: pct(bonus.percent / 100, 4) })}
        </p>
      </RulesSection>

      <RulesSection title={t('insurance.title')} testId="ps-rules-insurance">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('insurance.when')}</li>
          <li>{t('insurance.range')}</li>
          <li>{t('insurance.settle')}</li>
        </ul>
      </RulesSection>

      <RulesSection title={t('buy.title')} testId="ps-rules-buy">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('buy.when')}</li>
          <li>{t('buy.draw')}</li>
          <li>{t('buy.settle')}</li>
          <li data-testid="ps-rules-buy-timer" data-seconds={rules.buySeconds}>
            {t('buy.timer', { seconds: rules.buySeconds })}
          </li>
        </ul>
      </RulesSection>

      <RulesSection title={t('limits.title')} testId="ps-rules-limits">
        <LimitsList
          limits={table.limits}
          betLabel={(k) => (k === 'ANTE' || k === 'BONUS' ? tp(`bet.${k}`) : k)}
          testIdPrefix="ps-rules-limit-"
          maxPayoutLabel={t('limits.maxPayout')}
          maxPayoutTestId="ps-rules-max-payout"
        >
          <LimitNote label={tp('bet.BET')}>{t('limits.bet')}</LimitNote>
          <LimitNote label={tp('bet.SWITCH_FEE')}>{t('limits.fee')}</LimitNote>
        </LimitsList>
        <p className="text-xs text-gray-400">{t('limits.cut')}</p>
      </RulesSection>
    </div>
  );
}
