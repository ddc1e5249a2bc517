'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import type { Card } from '@/lib/games/cards';
import { bankerDraws } from '@/lib/games/baccarat/draw-rules';
import { DEFAULT_BACCARAT_RULES, parseBaccaratRules, type BaccaratRules } from '@/lib/games/baccarat';
import { baccaratReturns, type BetReturn } from '@/lib/games/baccarat/returns';
import type { PlayerTableState } from '@/components/player/use-player-table';
import { bankerRatio } from './player-board';

type Table = NonNullable<PlayerTableState['table']>;

/** A baccarat shoe holds 8 decks (RULES.md §BAC-1) unless the table's shoe says otherwise. */
const DEFAULT_DECKS = 8;

/** One card per point value 0..9, to ask the engine's `bankerDraws` (§BAC-4). */
const CARD_OF_VALUE: readonly Card[] = ['TS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];

function readRules(input: Record<string, unknown>): BaccaratRules {
  try {
    return parseBaccaratRules(input);
  } catch {
    return { ...DEFAULT_BACCARAT_RULES };
  }
}

/**
 * Banker's drawing table (RULES.md §BAC-4), generated from the engine's own `bankerDraws`: a row per
 * Banker two-card total 0-7, a column for "Player stood" and one per value of Player's third card.
 */
function Tableau() {
  const t = useTranslations('games.baccarat.rules');
  const cell = (key: string, draws: boolean) => (
    <td
      key={key}
      className={`px-0.5 py-0.5 text-center font-mono ${draws ? 'bg-emerald-900/40 text-emerald-200' : 'text-gray-500'}`}
      title={draws ? t('tableau.draws') : t('tableau.stands')}
    >
      {draws ? t('tableau.drawMark') : t('tableau.standMark')}
    </td>
  );
  return (
    <div className="overflow-x-auto">
      <table data-testid="rules-tableau" className="w-full min-w-[17rem] border-collapse text-[11px]">
        <caption className="sr-only">{t('tableau.caption')}</caption>
        <thead>
          <tr className="text-gray-400">
            <th rowSpan={2} className="px-1 text-left align-bottom font-medium">
              {t('tableau.banker')}
            </th>
            <th rowSpan={2} className="px-1 align-bottom font-medium">
              {t('tableau.stood')}
            </th>
            <th colSpan={10} className="font-medium">
              {t('tableau.playerThird')}
            </th>
          </tr>
          <tr className="text-gray-400">
            {CARD_OF_VALUE.map((_, v) => (
              <th key={v} className="w-5 font-mono font-medium">
                {v}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((bt) => (
            <tr key={bt} data-testid={`rules-tableau-${bt}`}>
              <th className="px-1 text-left font-mono font-medium text-gray-300">{bt}</th>
              {cell('stood', bankerDraws(bt, null))}
              {CARD_OF_VALUE.map((card, v) => cell(String(v), bankerDraws(bt, card)))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-[11px] text-gray-500">{t('tableau.legend')}</p>
    </div>
  );
}

/**
 * The rules and paytable of one baccarat table (`PlayerUi.Rules`), generated from its settings in the
 * player's language: the shoe (RULES.md §BAC-1, the table's deck count), the deal and the drawing rules
 * (§BAC-2..§BAC-4, Banker's table drawn from the engine), each bet with its payout by the table's commission
 * mode (§BAC-5), its stake limits and its exact return (`baccaratReturns`), the bet window of the round, the
 * maximum payout (§C-6), the rounding (§C-3), the shoe change (§C-2) and a malfunction (§C-5).
 *
 * The returns are computed here, in the browser, the first time a panel of that deck count and paytable
 * opens (one enumeration of every coup, some tens of ms, memoised for the page's life): the figures need
 * nothing the snapshot lacks and come from the very drawing rules the server deals with.
 */
export function BaccaratRules({ table }: { table: Table }) {
  const t = useTranslations('games.baccarat.rules');
  const tp = useTranslations('games.baccarat.player');
  const money = useMoney();
  const format = useFormatter();
  const rules = readRules(table.rules);
  const decks = table.shoe?.decks ?? DEFAULT_DECKS;
  const { bankerMode, bankerCommissionPct: pct } = rules;
  // Memoised in returns.ts per deck count and paytable: the first panel pays the enumeration, later ones a lookup.
  const returns = baccaratReturns({ bankerMode, bankerCommissionPct: pct }, decks);
  const seconds = table.round ? table.round.bettingSeconds : undefined;
  const percent = (x: number) =>
    format.number(x, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const noCommission = bankerMode === 'NO_COMMISSION';
  const ratio = format.number(bankerRatio(rules));

  // §BAC-5: the layout's three bets (the table offers no side bets).
  const pays = (r: BetReturn) =>
    r.type === 'BANKER'
      ? noCommission
        ? t('payRatio.BANKER_NO_COMMISSION')
        : t('payRatio.BANKER', { ratio })
      : t(`payRatio.${r.type}`);
  const words = (r: BetReturn) =>
    r.type === 'BANKER'
      ? noCommission
        ? t('paytable.BANKER_NO_COMMISSION')
        : t('paytable.BANKER', { pct, ratio })
      : t(`paytable.${r.type}`);

  return (
    <section data-testid="rules-panel" data-game="BACCARAT" className="space-y-4 text-sm text-gray-300">
      <h2 className="text-base font-semibold text-white">{t('title')}</h2>
      <p>{t('object')}</p>
      <p data-testid="rules-shoe" data-decks={decks}>
        {t('shoe', { decks })}
      </p>
      <p>{t('deal')}</p>
      <p>{t('playerDraws')}</p>
      <div className="space-y-2">
        <p>{t('bankerDraws')}</p>
        <Tableau />
      </div>
      <p data-testid="rules-window">
        {seconds === undefined ? t('window.unknown') : seconds ? t('window.seconds', { seconds }) : t('window.manual')}
      </p>

      <div>
        <h3 className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">{t('paytable.title')}</h3>
        <ul
          data-testid="rules-paytable"
          data-mode={bankerMode}
          className="divide-y divide-line rounded-lg border border-line"
        >
          {returns.map((r) => {
            const limit = table.limits.bets[r.type];
            return (
              <li key={r.type} data-testid={`rules-row-${r.type}`} className="px-3 py-2">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-medium text-white">{tp(`side.${r.type}`)}</span>
                  <span className="shrink-0 font-mono text-brass" aria-label={t('paytable.pays')}>
                    {pays(r)}
                  </span>
                </div>
                <p className="text-xs text-gray-400">{words(r)}</p>
                <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-gray-400">
                  <div className="flex gap-1">
                    <dt>{t('paytable.stake')}</dt>
                    <dd data-testid={`rules-limit-${r.type}`} className="font-mono text-gray-200">
                      {limit
                        ? t('paytable.limit', { min: money(limit.min), max: money(limit.max) })
                        : t('paytable.notTaken')}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('paytable.return')}</dt>
                    <dd
                      data-testid={`rules-return-${r.type}`}
                      data-rtp={r.rtp.toFixed(6)}
                      className="font-mono text-gray-200"
                    >
                      {t('paytable.returnValue', { percent: percent(r.rtp), edge: percent(r.houseEdge) })}
                    </dd>
                  </div>
                </dl>
                {r.type === 'BANKER' && r.houseEdge < 0 && (
                  <p data-testid="rules-favours-players" className="mt-1 text-xs text-amber-300">
                    {t('favoursPlayers')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-xs text-gray-500">{t('returnNote', { decks })}</p>
      </div>

      <ul className="list-disc space-y-1 pl-5">
        <li data-testid="rules-max-payout">{t('maxPayout', { amount: money(table.limits.maxPayoutPerRound) })}</li>
        <li>{t('rounding')}</li>
        <li>{t('shoeChange')}</li>
        <li>{t('void')}</li>
      </ul>
    </section>
  );
}
