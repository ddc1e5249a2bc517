'use client';

import { useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { AA_BONUS_PAYTABLE, ANTE_PAYTABLE } from '@/lib/games/casino-holdem/paytables';
import type { PlayerTableState } from '@/components/player/use-player-table';
import { LimitNote, LimitsList, PayTable, RulesSection } from '@/components/ui/rules-bits';
import { anteLines, cheRules } from './player-format';

type Table = NonNullable<PlayerTableState['table']>;

/**
 * The Casino Hold'em rules and paytables of one table, in the player's language (RULES.md §CHE-1..§CHE-6,
 * §C-6, §C-7), from the table's own settings: how the round is played with the table's call timer, the
 * dealer's qualification and what happens to Ante and Call, the Ante and AA Bonus paytables, the published
 * returns, the limits and the maximum payout.
 */
export function CheRulesPanel({ table }: { table: Table }) {
  const t = useTranslations('games.casino-holdem.rules');
  const tp = useTranslations('games.casino-holdem.player');
  const format = useFormatter();
  const rules = useMemo(() => cheRules(table.rules), [table.rules]);
  const ante = useMemo(() => anteLines(ANTE_PAYTABLE), []);
  const pct = (x: number, digits: number) =>
    format.number(x, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const th = 'py-1 pr-2 text-left font-normal';
  const td = 'py-1 pr-2';
  return (
    <div data-testid="che-rules" className="space-y-4 text-sm leading-relaxed text-gray-200">
      <RulesSection title={t('play.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('play.deck')}</li>
          <li>{t('play.common')}</li>
          <li>{t('play.bets')}</li>
          <li>{t('play.deal')}</li>
          <li>{t('play.decide')}</li>
          <li data-testid="che-rules-timer" data-seconds={rules.decisionSeconds}>
            {t('play.timer', { seconds: rules.decisionSeconds })}
          </li>
          <li>{t('play.turnRiver')}</li>
        </ul>
      </RulesSection>

      <RulesSection title={t('qualify.title')} testId="che-rules-qualify">
        <p className="font-semibold text-white">{t('qualify.rule')}</p>
        <table className="w-full text-xs">
          <thead className="text-[10px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className={th}>{t('qualify.col.qualifies')}</th>
              <th className={th}>{t('qualify.col.hands')}</th>
              <th className={th}>{tp('bet.ANTE')}</th>
              <th className={th}>{tp('bet.CALL')}</th>
            </tr>
          </thead>
          <tbody>
            {(['notQualified', 'playerWins', 'tie', 'dealerWins'] as const).map((row) => (
              <tr key={row} className="border-t border-line">
                <td className={td}>{row === 'notQualified' ? t('qualify.no') : t('qualify.yes')}</td>
                <td className={td}>{t(`qualify.row.${row}.hands`)}</td>
                <td className={`${td} text-white`}>{t(`qualify.row.${row}.ante`)}</td>
                <td className={`${td} text-white`}>{t(`qualify.row.${row}.call`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </RulesSection>

      <RulesSection title={t('ante.title')} testId="che-rules-ante">
        <p className="text-xs text-gray-400">{t('ante.rule')}</p>
        <PayTable
          hand={t('col.hand')}
          pays={t('col.pays')}
          rows={ante.map((l) => ({
            key: l.top,
            testId: `che-rules-ante-${l.top}`,
            hand: l.orLess ? t('ante.orLess', { hand: tp(`hands.${l.top}`) }) : tp(`hands.${l.top}`),
            pays: t('col.ratio', { n: l.multiple }),
          }))}
        />
      </RulesSection>

      <RulesSection title={t('aa.title')} testId="che-rules-aa">
        <p className="text-xs text-gray-400">{t('aa.rule')}</p>
        <PayTable
          hand={t('col.hand')}
          pays={t('col.pays')}
          rows={(['FLUSH_OR_BETTER', 'ACES_TO_STRAIGHT'] as const).map((k) => ({
            key: k,
            testId: `che-rules-aa-${k}`,
            hand: t(`aa.line.${k}`),
            pays: t('col.ratio', { n: AA_BONUS_PAYTABLE[k] }),
          }))}
        />
        <p className="text-xs text-gray-400">{t('aa.fold')}</p>
      </RulesSection>

      <RulesSection title={t('rtp.title')} testId="che-rules-rtp">
        <p>{t('rtp.main', { basic: pct(0.987, 1), optimal: pct(0.9918, 2), edge: pct(0.0216, 2) })}</p>
        <p>
          {t('rtp.aa', {
            basic: pct(0.896, 1),
            optimal: pct(0.909, 1),
            always: pct(0.936, 2),
            exact: pct(0.935977, 4),
          })}
        </p>
      </RulesSection>

      <RulesSection title={t('limits.title')} testId="che-rules-limits">
        <LimitsList
          limits={table.limits}
          betLabel={(k) => (k === 'ANTE' || k === 'AA_BONUS' ? tp(`bet.${k}`) : k)}
          testIdPrefix="che-rules-limit-"
          maxPayoutLabel={t('limits.maxPayout')}
          maxPayoutTestId="che-rules-max-payout"
        >
          <LimitNote label={tp('bet.CALL')}>{t('limits.call')}</LimitNote>
        </LimitsList>
        <p className="text-xs text-gray-400">{t('limits.cut')}</p>
      </RulesSection>
    </div>
  );
}
