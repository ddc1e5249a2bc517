'use client';

import { useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { paytableReturns } from '@/lib/games/high-card-flush/returns';
import type { PlayerTableState } from '@/components/player/use-player-table';
import { LimitsList, RulesSection } from '@/components/ui/rules-bits';
import { hcfRules } from './player-format';

type Table = NonNullable<PlayerTableState['table']>;

/**
 * The High Card Flush rules and paytables of one table, in the player's language (RULES.md §HCF-1..§HCF-9,
 * §C-6, §C-7), from the table's own settings: the hand and how hands compare, Ante / Fold / Raise with the
 * Raise allowed by flush length, the DP's qualification, the designated player's rotation and bank, the
 * rake, both bonus paytables with the exact chance of each line and the exact return of the table's
 * paytable when the bonus must beat the DP's hand (lib/games/high-card-flush/returns.ts), the limits, the
 * maximum payout and the timers.
 */
export function HcfRulesPanel({ table }: { table: Table }) {
  const t = useTranslations('games.high-card-flush.rules');
  const tb = useTranslations('games.high-card-flush.player');
  const money = useMoney();
  const format = useFormatter();
  const rules = useMemo(() => hcfRules(table.rules), [table.rules]);
  const r = useMemo(() => paytableReturns(rules), [rules]);
  const pct = (x: number, digits = 2) =>
    format.number(x, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const odds = (p: number) => format.number(Math.round(1 / p), { maximumFractionDigits: 0 });
  const ratio = (x: readonly [number, number]) => `${x[0]}:${x[1]}`;
  const th = 'py-1 pr-2 text-left font-normal';
  return (
    <div data-testid="hcf-rules" className="space-y-4 text-sm leading-relaxed text-gray-200">
      <RulesSection title={t('play.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('play.deal')}</li>
          <li>{t('play.flush')}</li>
          <li>{t('play.bets')}</li>
          <li data-testid="hcf-rules-raise">
            {t('play.raise')}
            <ul className="mt-1 list-none pl-0 font-mono text-xs">
              <li>{t('play.raiseLine', { cards: '6–7', max: 3 })}</li>
              <li>{t('play.raiseLine', { cards: '5', max: 2 })}</li>
              <li>{t('play.raiseLine', { cards: '2–4', max: 1 })}</li>
            </ul>
          </li>
          <li>{t('play.qualify')}</li>
          <li>{t('play.timer', { seconds: rules.decisionSeconds })}</li>
        </ul>
      </RulesSection>

      <RulesSection title={t('dp.title')} testId="hcf-rules-dp">
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('dp.rotation', { min: money(rules.minBank), seconds: rules.offerSeconds })}</li>
          <li>{t('dp.keep')}</li>
          <li>{t('dp.bank')}</li>
          <li>{t('dp.dead')}</li>
          <li data-testid="hcf-rules-rake">
            {rules.rakeAmount === 0
              ? t('rake.none')
              : t('rake.text', { amount: money(rules.rakeAmount), who: t(`rake.mode.${rules.rakeMode}`) })}
          </li>
        </ul>
      </RulesSection>

      <RulesSection title={t('flush.title')} testId="hcf-rules-flush">
        <p className="text-xs text-gray-400">{t('flush.rule')}</p>
        <table className="w-full font-mono text-xs">
          <thead className="text-[10px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className={th}>{t('flush.col')}</th>
              <th className={th}>{t('col.pays')}</th>
              <th className={th}>{t('col.holds')}</th>
              <th className={`${th} text-right`}>{t('col.part')}</th>
            </tr>
          </thead>
          <tbody>
            {r.flushBonus.lines.map((l) => (
              <tr key={l.key} data-testid={`hcf-rules-flush-${l.key}`} className="border-t border-line">
                <td className="py-1 pr-2">{t('flush.line', { cards: l.key })}</td>
                <td className="py-1 pr-2 text-white">{ratio(l.ratio)}</td>
                <td className="py-1 pr-2">{t('col.oneIn', { n: odds(l.holds) })}</td>
                <td className="py-1 text-right">{pct(l.part)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p data-testid="hcf-rules-flush-return" data-return={r.flushBonus.return} className="text-white">
          {t('return', { rtp: pct(r.flushBonus.return), edge: pct(1 - r.flushBonus.return) })}
        </p>
      </RulesSection>

      <RulesSection title={t('straight.title')} testId="hcf-rules-straight">
        <p className="text-xs text-gray-400">{t('straight.rule')}</p>
        <table className="w-full font-mono text-xs">
          <thead className="text-[10px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className={th}>{t('straight.col')}</th>
              <th className={th}>{t('col.pays')}</th>
              <th className={th}>{t('col.holds')}</th>
              <th className={`${th} text-right`}>{t('col.part')}</th>
            </tr>
          </thead>
          <tbody>
            {r.straightFlushBonus.lines.map((l) => (
              <tr key={l.key} data-testid={`hcf-rules-straight-${l.key}`} className="border-t border-line">
                <td className="py-1 pr-2">{t('straight.line', { cards: l.key })}</td>
                <td className="py-1 pr-2 text-white">{ratio(l.ratio)}</td>
                <td className="py-1 pr-2">{t('col.oneIn', { n: odds(l.holds) })}</td>
                <td className="py-1 text-right">{pct(l.part)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p data-testid="hcf-rules-straight-return" data-return={r.straightFlushBonus.return} className="text-white">
          {t('return', { rtp: pct(r.straightFlushBonus.return), edge: pct(1 - r.straightFlushBonus.return) })}
        </p>
        <p className="text-xs text-gray-400">
          {t('straight.anteStrategy', { rtp: pct(r.straightFlushBonus.returnAnteStrategy) })}
        </p>
      </RulesSection>

      <RulesSection title={t('ante.title')}>
        <p>{t('ante.edge', { edge: pct(-r.anteRaiseEvPerAnte) })}</p>
        <p className="text-xs text-gray-400">{t('exact')}</p>
      </RulesSection>

      <RulesSection title={t('limits.title')} testId="hcf-rules-limits">
        <LimitsList
          limits={table.limits}
          betLabel={(k) => (['ANTE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS'].includes(k) ? tb(`bet.${k}`) : k)}
          maxPayoutLabel={t('limits.maxPayout')}
          maxPayoutTestId="hcf-rules-max-payout"
        />
        <p className="text-xs text-gray-400">{t('limits.cut')}</p>
      </RulesSection>
    </div>
  );
}
