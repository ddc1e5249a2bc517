'use client';

import { useTranslations } from 'next-intl';
import { gameUi, useGameParts } from '@/components/games/registry';
import { betLabel, resultSummary } from '@/components/pit/format';
import { PitStatus } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { Money } from '@/components/ui/back-office';
import { previewTotals, type CorrectionPreview, type PreviewBet } from './model';

const changed = (b: PreviewBet) =>
  b.before.status !== b.after.status || b.before.payout !== b.after.payout || b.before.net !== b.after.net;

/**
 * A correction's preview (issue #18 §1): every bet before → after (status, payout, net) and every wallet
 * before → after (balance and debt) with the move. Rows, not a wide table: readable at 390 px. `specs`
 * (bet id → spec, from the round detail) names a bet's numbers where known.
 */
export function CorrectionPreviewView({
  preview,
  specs,
  testId = 'correction-preview',
  game,
  cards = [],
}: {
  preview: CorrectionPreview;
  /** The round's game: names the result before and after in its words (the hands, the number). */
  game?: string | null;
  /** The corrected round's cards in dealing order (a live preview's folded actions), shown under the result. */
  cards?: readonly string[];
  specs?: ReadonlyMap<string, Record<string, unknown>>;
  testId?: string;
}) {
  const t = useTranslations('pit.corrections');
  const w = useConsoleWords();
  const totals = previewTotals(preview);
  useGameParts('pit', [game]);
  const isResult = (r: unknown): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r);
  const before = preview.result?.before;
  const after = preview.result?.after;
  const Tags = game ? gameUi(game)?.pit?.ResultTags : undefined;
  return (
    <div data-testid={testId} className="space-y-3 text-sm">
      {game && isResult(after) && (
        <section aria-label={t('previewResult')} data-testid="preview-result">
          <h3 className="mb-1 text-[11px] font-semibold uppercase tracking-wider text-gray-500">
            {t('previewResult')}
          </h3>
          <div className="space-y-1 rounded border border-amber-500/40 bg-amber-500/5 px-2 py-1.5">
            <p className="text-xs text-gray-400" data-testid="preview-result-before">
              <span className="text-gray-500">{t('before')}: </span>
              <span className="line-through decoration-rose-500/50">
                {isResult(before) ? resultSummary(w, game, before) : '—'}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-2 text-gray-100" data-testid="preview-result-after">
              <span className="text-xs text-gray-500">{t('after')}:</span>
              <span className="font-medium">{resultSummary(w, game, after)}</span>
              {Tags && <Tags result={after} />}
            </p>
            {cards.length > 0 && (
              <p className="text-xs text-gray-400" data-testid="preview-cards">
                {t('previewCards')}: <span className="font-mono text-gray-200">{cards.join(' · ')}</span>
              </p>
            )}
          </div>
        </section>
      )}
      <section aria-label={t('previewBets')}>
        <h3 className="mb-1 text-[11px] font-semibold uppercase tracking-wider text-gray-500">
          {t('previewBets')} · {t('changedCount', { count: totals.changedBets, total: preview.bets.length })}
        </h3>
        {preview.bets.length === 0 && <p className="text-xs text-gray-500">{t('noBets')}</p>}
        <ul className="space-y-1">
          {preview.bets.map((b) => (
            <li
              key={b.id}
              data-testid="preview-bet"
              data-bet-id={b.id}
              data-before={b.before.status}
              data-after={b.after.status}
              data-changed={changed(b) ? 'true' : 'false'}
              className={`rounded border px-2 py-1.5 ${changed(b) ? 'border-amber-500/40 bg-amber-500/5' : 'border-line/60 bg-ink/30'}`}
            >
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium text-gray-200">{b.username}</span>
                <span className="font-mono text-xs text-gray-400">
                  {betLabel(w.shell, b.type, specs?.get(b.id) ?? {})}
                </span>
                <Money cents={b.amount} className="ml-auto text-xs text-gray-400" />
              </div>
              <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
                <span className="sr-only">{t('before')}</span>
                <PitStatus status={b.before.status} />
                <Money cents={b.before.payout} className="text-gray-400" />
                <Money cents={b.before.net} signed />
                <span aria-hidden className="text-gray-500">
                  →
                </span>
                <span className="sr-only">{t('after')}</span>
                <PitStatus status={b.after.status} />
                <Money cents={b.after.payout} className="text-gray-200" />
                <span data-testid="preview-bet-net-after">
                  <Money cents={b.after.net} signed />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('previewWallets')}>
        <h3 className="mb-1 text-[11px] font-semibold uppercase tracking-wider text-gray-500">{t('previewWallets')}</h3>
        {preview.wallets.length === 0 && <p className="text-xs text-gray-500">{t('noWallets')}</p>}
        <ul className="space-y-1">
          {preview.wallets.map((x) => {
            const debtAdded = x.after.debt - x.before.debt;
            return (
              <li
                key={x.userId}
                data-testid="preview-wallet"
                data-user={x.username}
                data-delta={x.delta}
                data-balance-after={x.after.balance}
                data-debt-after={x.after.debt}
                className="rounded border border-line/60 bg-ink/30 px-2 py-1.5"
              >
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium text-gray-200">{x.username}</span>
                  <span className="ml-auto text-xs text-gray-500">{t('delta')}</span>
                  {/* From the player's side: a credit is green. */}
                  <Money cents={x.delta} signed />
                </div>
                <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-gray-400">
                  <span>{t('balance')}</span>
                  <Money cents={x.before.balance} />
                  <span aria-hidden>→</span>
                  <span className="sr-only">{t('after')}</span>
                  <Money cents={x.after.balance} className="text-gray-100" />
                  {(x.before.debt > 0 || x.after.debt > 0) && (
                    <span data-testid="preview-debt" className="flex items-center gap-x-2 text-rose-300">
                      · {t('debt')} <Money cents={x.before.debt} /> <span aria-hidden>→</span>
                      <Money cents={x.after.debt} className="font-semibold" />
                      {debtAdded > 0 && <span>({t('debtAdded', { amount: w.shell.money(debtAdded) })})</span>}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {totals.debtAdded > 0 && (
          <p data-testid="preview-debt-note" className="mt-2 text-xs text-rose-300">
            {t('debtNote', { amount: w.shell.money(totals.debtAdded) })}
          </p>
        )}
      </section>
    </div>
  );
}
