'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { isRuleError } from '@/lib/games/types';
import { DEFAULT_BLACKJACK_RULES, parseBlackjackRules } from '@/lib/games/blackjack/rules';
import { insuranceReturn, mainReturnBasicStrategy } from '@/lib/games/blackjack/returns';
import type { PlayerTableState } from '@/components/player/use-player-table';

type Table = NonNullable<PlayerTableState['table']>;

/** The payouts in paytable order (RULES.md §BJ-4, §BJ-5, §BJ-8). */
const PAYTABLE = ['BLACKJACK', 'WIN', 'PUSH', 'BUST', 'INSURANCE'] as const;

/** The bet types whose limits the panel names (§C-6); other keys show as the server names them. */
const BET_KEYS = new Set(['MAIN', 'BET_BEHIND']);

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The rules and payouts of one Blackjack table (`PlayerUi.Rules`), generated from its settings in the
 * player's language: the shoe's decks and the deal (RULES.md §BJ-1, §BJ-2), the dealer's rule and ENHC
 * (§BJ-6, §BJ-7 `enhcDealerBlackjackTakes`), the payouts (§BJ-4, §BJ-5, §BJ-8), doubles and splits
 * (§BJ-3 `doubleAfterSplit`), insurance (§BJ-4), Bet Behind (§BJ-9), the bet window and the decision timer
 * (§C-4, §BJ-10 `decisionSeconds`), the limits and the maximum payout (§C-6), and the returns: insurance's
 * exact one from the shoe (`insuranceReturn`), the main bet's as the project computed it for the basic
 * strategy, or "depends on play".
 */
export function BlackjackRules({ table }: { table: Table }) {
  const t = useTranslations('games.blackjack.rules');
  const money = useMoney();
  const format = useFormatter();
  const parsed = parseBlackjackRules(table.rules);
  const rules = isRuleError(parsed) ? { ...DEFAULT_BLACKJACK_RULES } : parsed;
  const decks = table.shoe?.decks ?? 8;
  const betWindow = table.round?.bettingSeconds ?? null;
  const pct = (x: number, digits: number) =>
    format.number(x, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const ins = insuranceReturn(decks);
  const main = mainReturnBasicStrategy(rules);

  return (
    <section data-testid="rules-panel" data-game="BLACKJACK" className="space-y-4 text-sm text-gray-300">
      <h2 className="text-base font-semibold text-white">{t('title')}</h2>
      <p>{t('goal')}</p>

      <Section title={t('game.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li data-testid="rules-decks" data-decks={decks}>
            {t('game.shoe', { decks })}
          </li>
          <li>{t('game.deal')}</li>
          <li>{t('game.values')}</li>
        </ul>
      </Section>

      <Section title={t('dealer.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('dealer.s17')}</li>
          <li data-testid="rules-enhc" data-takes={rules.enhcDealerBlackjackTakes}>
            {rules.enhcDealerBlackjackTakes === 'all' ? t('dealer.enhcAll') : t('dealer.enhcOriginal')}
          </li>
        </ul>
      </Section>

      <Section title={t('paytable.title')}>
        <table data-testid="rules-paytable" className="w-full border-collapse overflow-hidden rounded-lg text-left">
          <thead className="sr-only">
            <tr>
              <th>{t('paytable.hand')}</th>
              <th>{t('paytable.pays')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line border border-line">
            {PAYTABLE.map((k) => (
              <tr key={k} data-testid={`rules-row-${k}`}>
                <td className="px-3 py-1.5">{t(`paytable.${k}`)}</td>
                <td className="whitespace-nowrap px-3 py-1.5 text-right font-mono text-brass">
                  {t(`paytable.${k}_pays`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1.5 text-xs text-gray-400">{t('paytable.bjTiming')}</p>
      </Section>

      <Section title={t('play.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('play.order')}</li>
          <li>{t('play.double')}</li>
          <li>{t('play.split')}</li>
          <li data-testid="rules-das" data-on={rules.doubleAfterSplit}>
            {rules.doubleAfterSplit ? t('play.dasOn') : t('play.dasOff')}
          </li>
          <li>{t('play.surrender')}</li>
        </ul>
      </Section>

      <Section title={t('insurance.title')}>
        <p>{t('insurance.text')}</p>
      </Section>

      <Section title={t('behind.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('behind.text')}</li>
          <li>{t('behind.follow')}</li>
          <li>{t('behind.seated')}</li>
        </ul>
      </Section>

      <Section title={t('timers.title')}>
        <ul className="list-disc space-y-1 pl-5">
          <li data-testid="rules-window">
            {t('timers.window')}
            {betWindow ? ` ${t('timers.windowSeconds', { seconds: betWindow })}` : ''}
          </li>
          <li data-testid="rules-decision" data-seconds={rules.decisionSeconds}>
            {t('timers.decision', { seconds: rules.decisionSeconds })}
          </li>
        </ul>
      </Section>

      <Section title={t('limits.title')}>
        <dl data-testid="rules-limits" className="space-y-1">
          {Object.entries(table.limits.bets).map(([k, v]) => (
            <div key={k} data-testid={`rules-limit-${k}`} className="flex justify-between gap-3">
              <dt className="min-w-0 text-gray-400">{BET_KEYS.has(k) ? t(`limits.${k}`) : k}</dt>
              <dd className="whitespace-nowrap font-mono text-gray-200">
                {money(v.min)} – {money(v.max)}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li data-testid="rules-max-payout">
            {t('limits.maxPayout', { amount: money(table.limits.maxPayoutPerRound) })}
          </li>
          <li>{t('limits.rounding')}</li>
        </ul>
      </Section>

      <Section title={t('returns.title')} testId="rules-returns">
        <ul className="list-disc space-y-1 pl-5">
          <li data-testid="rules-return-MAIN">
            {main
              ? t('returns.main', { rtp: pct(main.rtp, 2), edge: pct(main.houseEdge, 3) })
              : t('returns.mainUnknown')}
          </li>
          <li data-testid="rules-return-INSURANCE" data-num={ins.num} data-den={ins.den}>
            {t('returns.insurance', { decks, rtp: pct(ins.num / ins.den, 2), fraction: `${ins.num}/${ins.den}` })}
          </li>
          <li>{t('returns.behind')}</li>
        </ul>
      </Section>

      <p className="text-xs text-gray-500">{t('void')}</p>
    </section>
  );
}
