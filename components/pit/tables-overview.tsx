'use client';

import { gameUi, useGameLabel } from '@/components/games/registry';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Fragment, useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import { useLatest } from '@/lib/client/use-latest';
import type { RoundSummary } from '@/lib/rounds/list-rounds';
import { Countdown } from '@/components/ui/countdown';
import { useTableFeed, type FeedEvent, type TableSnapshot } from '@/lib/client/use-table-feed';
import { nextWords, resultSummary } from '@/components/pit/format';
import { PitStatus } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';

type LiveShoe = { id: string; cardsDealt: number; status: string };

/** One table, live over socket.io: game, status, current round, dealer, shoe and cut card. */
export function TableCard({
  tableId,
  onEvent,
  onShowHistory,
}: {
  tableId: string;
  onEvent?: (e: FeedEvent) => void;
  onShowHistory?: (tableId: string) => void;
}) {
  const [shoeLive, setShoeLive] = useState<LiveShoe | null>(null);
  const [settledTick, setSettledTick] = useState(0);
  const onEventRef = useLatest(onEvent);
  const t = useTranslations('pit.overview');
  const w = useConsoleWords();
  const gameLabel = useGameLabel();
  const { table, round, connected, lastEvent, error } = useTableFeed(tableId, {
    event: (e) => {
      const s = e.data?.shoe as Partial<LiveShoe> | undefined;
      if (s && typeof s.cardsDealt === 'number' && s.id)
        setShoeLive({ id: s.id, cardsDealt: s.cardsDealt, status: String(s.status ?? 'ACTIVE') });
      if (e.type === 'shoe:cut-card' && typeof e.data.shoeId === 'string')
        setShoeLive({ id: e.data.shoeId, cardsDealt: Number(e.data.cardsDealt ?? 0), status: 'CUT_CARD_OUT' });
      if (e.type === 'round:settled' || e.type === 'round:voided') setSettledTick((n) => n + 1);
      onEventRef.current?.(e);
    },
  });
  // A fresh snapshot of the table supersedes what the events told us.
  const [shownTable, setShownTable] = useState(table);
  if (table !== shownTable) {
    setShownTable(table);
    setShoeLive(null);
  }

  if (!table) {
    return (
      <article
        data-table-id={tableId}
        className="min-h-48 animate-pulse rounded-lg border border-line bg-panel p-3 text-sm text-gray-500"
      >
        {error ? <span role="alert">{t('loadError', { error })}</span> : t('loading')}
      </article>
    );
  }

  const shoe = table.shoe
    ? {
        ...table.shoe,
        ...(shoeLive && shoeLive.id === table.shoe.id
          ? { cardsDealt: shoeLive.cardsDealt, status: shoeLive.status }
          : {}),
      }
    : null;
  const inPlay = round && ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status);
  const winner = round?.result ? String(round.result.winner ?? '') : null;
  const ui = gameUi(table.game)?.pit;

  return (
    <article
      data-table-id={table.id}
      data-game={table.game}
      data-round-number={round?.number ?? ''}
      data-round-status={round?.status ?? ''}
      className={`flex min-w-0 flex-col rounded-lg border bg-panel ${inPlay ? 'border-brass/40' : 'border-line'}`}
    >
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <span
          title={connected ? t('live') : t('reconnecting')}
          className={`h-2 w-2 shrink-0 rounded-full ${connected ? 'bg-emerald-400 shadow-[0_0_6px] shadow-emerald-400' : 'bg-gray-600'}`}
        />
        <h3 className="min-w-0 max-w-[65%] truncate font-semibold text-gray-100">{table.name}</h3>
        <span className="hidden min-w-0 flex-1 truncate text-xs text-gray-500 sm:inline">{gameLabel(table.game)}</span>
        <PitStatus status={table.status} className="ml-auto shrink-0" />
        <Link
          href={`/pit/tables/${table.id}`}
          data-testid="table-stats-link"
          className="shrink-0 whitespace-nowrap text-xs text-brass hover:underline"
        >
          {ui ? ui.statsLabel(w.game(table.game)) : t('stats')}
        </Link>
      </header>

      <div className="grid grid-cols-2 gap-x-3 gap-y-1 px-3 pt-2 text-xs">
        <div className="text-gray-500">{t('dealer')}</div>
        <div className={`text-right ${table.dealerUsername ? 'text-gray-200' : 'text-amber-300'}`} data-field="dealer">
          {table.dealerUsername ?? t('unassigned')}
        </div>
        <div className="text-gray-500">{t('round')}</div>
        <div className="flex items-center justify-end gap-1.5" data-field="round">
          {round ? (
            <>
              <span className="font-mono text-gray-200">#{round.number}</span>
              <PitStatus status={round.status} />
            </>
          ) : (
            <span className="text-gray-500">{t('noneYet')}</span>
          )}
        </div>
        {round && (
          <>
            <div className="text-gray-500">{inPlay ? t('now') : t('result')}</div>
            <div className="text-right text-gray-300">
              {round.status === 'BETTING' ? (
                <Countdown closesAt={round.closesAt} status={round.status} />
              ) : inPlay ? (
                <span className="text-amber-200">
                  {round.next ? t('awaiting', { what: nextWords(w.shell, round.next) }) : '—'}
                </span>
              ) : round.status === 'VOIDED' ? (
                <span className="text-rose-300" title={round.voidReason ?? ''}>
                  {t('voided')}
                </span>
              ) : (
                <span className="font-mono">{resultSummary(w, round.game, round.result)}</span>
              )}
            </div>
          </>
        )}
      </div>

      <div className="px-3 py-2">
        {ui && round && <ui.OverviewRound round={round} inPlay={!!inPlay} winner={winner} />}
      </div>

      {ui?.OverviewRules ? <ui.OverviewRules rules={table.rules} /> : <ShoeBar shoe={shoe} />}
      <RecentResults tableId={table.id} game={table.game} tick={settledTick} />

      <footer className="mt-auto flex items-center gap-3 border-t border-line px-3 py-1.5 text-xs">
        <span className="text-gray-500" title={lastEvent ? `seq ${lastEvent.seq}` : undefined}>
          {lastEvent
            ? `${lastEvent.type} · ${w.shell.when(lastEvent.at, 'time')}`
            : round
              ? t('openedAt', { time: w.shell.when(round.openedAt, 'time') })
              : t('idle')}
        </span>
        {onShowHistory && (
          <button
            type="button"
            className="ml-auto text-gray-400 hover:text-white"
            onClick={() => onShowHistory(table.id)}
          >
            {t('history')}
          </button>
        )}
        {round && (
          <Link
            href={`/pit/rounds/${round.id}`}
            className={`${onShowHistory ? '' : 'ml-auto'} font-medium text-brass hover:underline`}
          >
            {t('roundLink', { number: round.number })}
          </Link>
        )}
      </footer>
    </article>
  );
}

function ShoeBar({ shoe }: { shoe: NonNullable<TableSnapshot['shoe']> | null }) {
  const t = useTranslations('pit.overview');
  if (!shoe) return <div className="px-3 pb-2 text-xs text-amber-300">{t('noShoe')}</div>;
  const total = shoe.decks * 52;
  const pct = Math.min(100, (shoe.cardsDealt / total) * 100);
  const cutPct = shoe.cutCardPosition !== null ? (shoe.cutCardPosition / total) * 100 : null;
  const cutOut = shoe.status === 'CUT_CARD_OUT';
  return (
    <div
      className="px-3 pb-2 text-xs"
      data-field="shoe"
      data-shoe-status={shoe.status}
      data-cards-dealt={shoe.cardsDealt}
    >
      <div className="mb-1 flex items-center gap-2">
        <span className="text-gray-500">{t('shoe', { number: shoe.number })}</span>
        <span className="font-mono text-gray-300">
          {shoe.cardsDealt}/{total}
        </span>
        <span className="text-gray-500">{t('dealt')}</span>
        <PitStatus status={shoe.status} className="ml-auto" />
      </div>
      <div className="relative h-1.5 overflow-hidden rounded bg-ink">
        <div className={`h-full ${cutOut ? 'bg-amber-400' : 'bg-brass/70'}`} style={{ width: `${pct}%` }} />
        {cutPct !== null && (
          <div
            className="absolute inset-y-0 w-0.5 bg-rose-400"
            style={{ left: `${cutPct}%` }}
            title={t('cutAt', { position: shoe.cutCardPosition ?? '' })}
          />
        )}
      </div>
      <div className="mt-1 text-gray-500">
        {cutOut ? (
          <span className="text-amber-300">{t('cutOut')}</span>
        ) : shoe.status === 'FINISHED' ? (
          <span className="text-gray-400">{t('shoeFinished')}</span>
        ) : shoe.cutCardPosition !== null ? (
          t('cutToGo', {
            position: shoe.cutCardPosition,
            count: Math.max(0, shoe.cutCardPosition - shoe.cardsDealt),
          })
        ) : (
          t('cutByHand')
        )}
      </div>
    </div>
  );
}

/** The table's last settled results, newest first, each as the game draws it small (its `PitUi.recentChip`). */
function RecentResults({ tableId, game, tick }: { tableId: string; game: string; tick: number }) {
  const [items, setItems] = useState<RoundSummary[] | null>(null);
  const t = useTranslations('pit.overview');
  useEffect(() => {
    let gone = false;
    api<{ items: RoundSummary[] }>('GET', `/api/rounds?tableId=${encodeURIComponent(tableId)}&status=SETTLED&limit=14`)
      .then((r) => !gone && setItems(r.items))
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [tableId, tick]);
  if (!items?.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-1 px-3 pb-2" aria-label={t('recent')} data-field="recent">
      <span className="mr-1 text-[10px] uppercase tracking-wider text-gray-600">{t('last')}</span>
      {items.map((r) => (
        <Fragment key={r.id}>{gameUi(game)?.pit?.recentChip(r) ?? null}</Fragment>
      ))}
    </div>
  );
}
