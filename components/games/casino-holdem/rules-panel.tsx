'use client';

import { useMemo, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { AA_BONUS_PAYTABLE, ANTE_PAYTABLE } from '@/lib/games/casino-holdem/paytables';
import type { PlayerTableState } from '@/components/player/use-player-table';
import { anteLines, cheRules } from './player-format';

type Table = NonNullable<PlayerTableState['table']>;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="space-y-1.5">
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-brass">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The Casino Hold'em rules and paytables of one table, in the player's language (RULES.md §CHE-1..§CHE-6,
 * §C-6, §C-7), from the table's own settings: how the round is played with the table's call timer, the
 * dealer's qualification and what happens to Ante and Call, the Ante and AA Bonus paytables, the published
 * returns, the limits and the maximum payout.
 */
export function CheRulesPanel({ table }: { table: Table }) {
  const t = useTranslations('games.casino-holdem.rules');
  const tp = useTranslations('games.casino-holdem.player');
  const money = useMoney();
  const format = useFormatter();
  const rules = useMemo(() => cheRules(table.rules), [table.rules]);
  const ante = useMemo(() => anteLines(ANTE_PAYTABLE), []);
  const pct = (x: number, digits: number) =>
    format.number(x, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const limits = table.limits;
  const th = 'py-1 pr-2 text-left font-normal';
  const td = 'py-1 pr-2';
  return (
    <div data-testid="che-rules" className="space-y-4 text-sm leading-relaxed text-gray-200">
      <Section title={t('play.title')}>
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
      </Section>

      <Section title={t('qualify.title')} testId="che-rules-qualify">
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
      </Section>

      <Section title={t('ante.title')} testId="che-rules-ante">
        <p className="text-xs text-gray-400">{t('ante.rule')}</p>
        <table className="w-full font-mono text-xs">
          <thead className="text-[10px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className={th}>{t('col.hand')}</th>
              <th className={`${th} text-right`}>{t('col.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {ante.map((l) => (
              <tr key={l.top} data-testid={`che-rules-ante-${l.top}`} className="border-t border-line">
                <td className={td}>
                  {l.orLess ? t('ante.orLess', { hand: tp(`hands.${l.top}`) }) : tp(`hands.${l.top}`)}
                </td>
                <td className="py-1 text-right text-white">{t('col.ratio', { n: l.multiple })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={t('aa.title')} testId="che-rules-aa">
        <p className="text-xs text-gray-400">{t('aa.rule')}</p>
        <table className="w-full font-mono text-xs">
          <thead className="text-[10px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className={th}>{t('col.hand')}</th>
              <th className={`${th} text-right`}>{t('col.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {(['FLUSH_OR_BETTER', 'ACES_TO_STRAIGHT'] as const).map((k) => (
              <tr key={k} data-testid={`che-rules-aa-${k}`} className="border-t border-line">
                <td className={td}>{t(`aa.line.${k}`)}</td>
                <td className="py-1 text-right text-white">{t('col.ratio', { n: AA_BONUS_PAYTABLE[k] })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-gray-400">{t('aa.fold')}</p>
      </Section>

      <Section title={t('rtp.title')} testId="che-rules-rtp">
        <p>{t('rtp.main', { basic: pct(0.987, 1), optimal: pct(0.9918, 2), edge: pct(0.0216, 2) })}</p>
        <p>
          {t('rtp.aa', {
            basic: pct(0.896, 1),
            optimal: pct(0.909, 1),
            always: pct(0.936, 2),
            exact: pct(0.935977, 4),
          })}
        </p>
      </Section>

      <Section title={t('limits.title')} testId="che-rules-limits">
        <dl className="space-y-1">
          {Object.entries(limits.bets).map(([k, v]) => (
            <div key={k} className="flex justify-between gap-3">
              <dt className="text-gray-400">{k === 'ANTE' || k === 'AA_BONUS' ? tp(`bet.${k}`) : k}</dt>
              <dd data-testid={`che-rules-limit-${k}`} className="whitespace-nowrap font-mono">
                {money(v.min)} – {money(v.max)}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-3">
            <dt className="text-gray-400">{tp('bet.CALL')}</dt>
            <dd className="text-right text-xs text-gray-300">{t('limits.call')}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-line pt-1">
            <dt className="text-gray-400">{t('limits.maxPayout')}</dt>
            <dd data-testid="che-rules-max-payout" className="whitespace-nowrap font-mono">
              {money(limits.maxPayoutPerRound)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-gray-400">{t('limits.cut')}</p>
      </Section>
    </div>
  );
}
