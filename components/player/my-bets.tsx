'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import type { MyBet } from './use-player-table';

const STATUS_STYLE: Record<string, string> = {
  OPEN: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
  WON: 'bg-brass/20 text-brass ring-brass/40',
  LOST: 'bg-gray-500/15 text-gray-400 ring-gray-500/30',
  PUSH: 'bg-gray-300/10 text-gray-200 ring-gray-300/30',
  VOID: 'bg-orange-500/15 text-orange-300 ring-orange-500/30',
  DEAD: 'bg-orange-500/15 text-orange-300 ring-orange-500/30',
};

/**
 * The player's bets of the current round: one row per bet (`data-bet-id`, `data-status`) with its stake,
 * status and result, a remove button while betting is open, and the round's total net (`winnings`).
 */
export function MyBets({
  bets,
  label,
  bettingOpen,
  onRemove,
  busy,
  removable,
  statusText,
}: {
  bets: MyBet[];
  label: (b: MyBet) => string;
  bettingOpen: boolean;
  onRemove: (id: string) => void;
  busy: boolean;
  /** Whether a bet can be taken back while betting is open (default: every bet). */
  removable?: (b: MyBet) => boolean;
  /** The status chip's text (default: the bet's status). */
  statusText?: (b: MyBet) => string;
}) {
  const t = useTranslations('player.myBets');
  const money = useMoney();
  const statusWord = (b: MyBet) => {
    const text = statusText ? statusText(b) : b.status;
    return t.has(`status.${text}`) ? t(`status.${text}`) : text;
  };
  const staked = bets.reduce((s, b) => s + b.amount, 0);
  const settled = bets.filter((b) => b.status !== 'OPEN');
  const net = settled.reduce((s, b) => s + b.net, 0);
  const allSettled = bets.length > 0 && settled.length === bets.length;
  return (
    <section className="rounded-xl border border-line bg-panel/80 p-4">
      <header className="mb-3 flex items-baseline justify-between">
        <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">{t('title')}</h2>
        <span className="text-xs text-gray-500">
          {t.rich('count', {
            count: bets.length,
            amount: money(staked),
            b: (c) => <span className="font-mono text-gray-300">{c}</span>,
          })}
        </span>
      </header>
      <ul data-testid="my-bets" className="max-h-80 space-y-1.5 overflow-y-auto pr-1">
        {bets.length === 0 && (
          <li className="py-6 text-center text-sm text-gray-500">{bettingOpen ? t('empty') : t('none')}</li>
        )}
        {bets.map((b) => (
          <li
            key={b.id}
            data-bet-id={b.id}
            data-status={b.status}
            className="flex items-center gap-2 rounded-md bg-panel-2/70 px-2.5 py-1.5 text-sm transition-colors duration-300 starting:bg-brass/30"
          >
            <span className="min-w-0 flex-1 leading-tight break-words text-gray-200" title={label(b)}>
              {label(b)}
            </span>
            <span className="font-mono text-gray-300">{money(b.amount)}</span>
            <span
              className={`rounded px-1.5 py-0.5 text-[10px] font-semibold tracking-wider ring-1 ${STATUS_STYLE[b.status] ?? STATUS_STYLE.OPEN}`}
            >
              {statusWord(b)}
            </span>
            {b.status === 'OPEN' && removable && !removable(b) ? (
              <span className="w-14 text-right text-[10px] text-gray-500">{t('inPlay')}</span>
            ) : b.status === 'OPEN' ? (
              <button
                type="button"
                aria-label={t('removeLabel', { bet: label(b), amount: money(b.amount) })}
                data-testid={`remove-bet-${b.id}`}
                disabled={!bettingOpen || busy}
                onClick={() => onRemove(b.id)}
                className="w-14 rounded text-right text-xs text-gray-400 hover:text-red-300 disabled:opacity-30"
              >
                {t('remove')}
              </button>
            ) : (
              <span
                className={`min-w-14 text-right font-mono text-xs ${b.net > 0 ? 'text-brass' : b.net < 0 ? 'text-gray-500' : 'text-gray-300'}`}
              >
                {money.signed(b.net)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {settled.length > 0 && (
        <div
          className={`mt-3 flex items-center justify-between rounded-lg px-3 py-2 ${net > 0 ? 'bg-brass/15' : 'bg-panel-2'}`}
        >
          <span className="text-xs uppercase tracking-widest text-gray-400">
            {allSettled ? t('thisRound') : t('settledSoFar')}
          </span>
          <span
            data-testid="winnings"
            data-net={net}
            className={`font-mono text-lg font-semibold ${net > 0 ? 'text-brass' : net < 0 ? 'text-red-300' : 'text-gray-200'}`}
          >
            {money.signed(net)}
          </span>
        </div>
      )}
    </section>
  );
}
