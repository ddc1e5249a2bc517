'use client';

import { useCallback, useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney } from '@/lib/i18n/money';
import { GAMES, gameIcon, useGameLabel, useGameParts } from '@/components/games/registry';
import type { MyHistoryRound } from '@/lib/rounds/list-my-history';
import type { LobbyTable } from '@/lib/tables/lobby';
import { BetName } from './bet-name';
import { RoundRecall } from './round-recall';
import { CorrectionTag, correctionsOf } from '@/components/player/correction-notice';

interface HistoryPage {
  items: MyHistoryRound[];
  totals: { rounds: number; bets: number; staked: number; paidOut: number; net: number };
  nextCursor: string | null;
}

interface Filters {
  tableId: string;
  game: string;
  from: string;
  to: string;
  outcome: '' | 'WON' | 'LOST';
}

const NO_FILTERS: Filters = { tableId: '', game: '', from: '', to: '', outcome: '' };
const PAGE = 20;

const BET_STYLE: Record<string, string> = {
  OPEN: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
  WON: 'bg-brass/20 text-brass ring-brass/40',
  LOST: 'bg-gray-500/15 text-gray-400 ring-gray-500/30',
  PUSH: 'bg-gray-300/10 text-gray-200 ring-gray-300/30',
};

const inputCls =
  'min-w-0 rounded-md border border-line bg-panel-2 px-2 py-1.5 text-sm text-gray-200 focus:border-brass focus:outline-none';

function query(f: Filters, cursor: string | null): string {
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (f.tableId) q.set('tableId', f.tableId);
  if (f.game) q.set('game', f.game);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.outcome) q.set('outcome', f.outcome);
  if (cursor) q.set('cursor', cursor);
  return q.toString();
}

function netCls(net: number): string {
  return net > 0 ? 'text-brass' : net < 0 ? 'text-red-300' : 'text-gray-300';
}

/**
 * The player's own history (`GET /api/me/history`, issue #17 §7): filters (table, game, dates, won/lost), the
 * rounds newest first with their bets and results, *More* for the next page, totals over the rows shown, and
 * each round's recall (its step-by-step replay as the player saw it).
 */
export function HistoryList() {
  const t = useTranslations('player.history');
  const tb = useTranslations('player.myBets');
  const money = useMoney();
  const format = useFormatter();
  const gameName = useGameLabel();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [items, setItems] = useState<MyHistoryRound[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tables, setTables] = useState<LobbyTable[]>([]);
  const [open, setOpen] = useState<MyHistoryRound | null>(null);

  useEffect(() => {
    api<LobbyTable[]>('GET', '/api/lobby')
      .then(setTables)
      .catch(() => setTables([]));
  }, []);

  const fetchPage = useCallback(
    (f: Filters, after: string | null) =>
      api<HistoryPage>('GET', `/api/me/history?${query(f, after)}`)
        .then((p) => {
          setItems((prev) => (after && prev ? [...prev, ...p.items] : p.items));
          setCursor(p.nextCursor);
          setError(null);
        })
        .catch((e: Error) => setError(t('error', { error: e.message }))),
    [t],
  );

  useEffect(() => {
    void fetchPage(filters, null);
  }, [filters, fetchPage]);

  const more = () => {
    setBusy(true);
    void fetchPage(filters, cursor).finally(() => setBusy(false));
  };

  const set = (k: keyof Filters, v: string) => setFilters((f) => ({ ...f, [k]: v }));
  const shown = items ?? [];
  // The games' player parts name the bets in the player's language (`BetName`).
  useGameParts(
    'player',
    shown.map((r) => r.game),
  );
  const totals = {
    rounds: shown.length,
    bets: shown.reduce((s, i) => s + i.bets.length, 0),
    staked: shown.reduce((s, i) => s + i.staked, 0),
    paidOut: shown.reduce((s, i) => s + i.paidOut, 0),
    net: shown.reduce((s, i) => s + i.net, 0),
  };
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const betWord = (s: string) => (tb.has(`status.${s}`) ? tb(`status.${s}`) : s);

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="mt-2 text-2xl font-semibold tracking-wide text-white sm:text-3xl">{t('title')}</h1>

      <form
        data-testid="history-filters"
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-panel/80 p-3 sm:grid-cols-5"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-xs text-gray-400">
          {t('table')}
          <select
            data-testid="filter-table"
            className={inputCls}
            value={filters.tableId}
            onChange={(e) => set('tableId', e.target.value)}
          >
            <option value="">{t('allTables')}</option>
            {tables.map((tbl) => (
              <option key={tbl.id} value={tbl.id}>
                {tbl.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-gray-400">
          {t('game')}
          <select
            data-testid="filter-game"
            className={inputCls}
            value={filters.game}
            onChange={(e) => set('game', e.target.value)}
          >
            <option value="">{t('allGames')}</option>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {gameName(g)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-gray-400">
          {t('fromDate')}
          <input
            type="date"
            data-testid="filter-from"
            className={inputCls}
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-gray-400">
          {t('toDate')}
          <input
            type="date"
            data-testid="filter-to"
            className={inputCls}
            value={filters.to}
            onChange={(e) => set('to', e.target.value)}
          />
        </label>
        <fieldset className="col-span-2 flex flex-col gap-1 text-xs text-gray-400 sm:col-span-1">
          <legend className="mb-1">{t('outcome')}</legend>
          <div className="flex gap-1" role="radiogroup">
            {(['', 'WON', 'LOST'] as const).map((o) => (
              <button
                key={o || 'all'}
                type="button"
                role="radio"
                aria-checked={filters.outcome === o}
                data-testid={`filter-outcome-${o || 'all'}`}
                onClick={() => set('outcome', o)}
                className={`flex-1 rounded-md px-2 py-1.5 text-sm ring-1 ring-inset ${
                  filters.outcome === o ? 'bg-brass/20 text-brass ring-brass/50' : 'bg-panel-2 text-gray-300 ring-line'
                }`}
              >
                {o === '' ? t('all') : o === 'WON' ? t('won') : t('lost')}
              </button>
            ))}
          </div>
        </fieldset>
      </form>

      {error && (
        <p role="alert" className="rounded-md bg-red-500/10 px-3 py-2 text-sm text-red-300 ring-1 ring-red-500/30">
          {error}
        </p>
      )}
      {items === null && !error && <p className="text-sm text-gray-500">{t('loading')}</p>}
      {items !== null && items.length === 0 && (
        <p data-testid="history-empty" className="py-8 text-center text-sm text-gray-500">
          {t('empty')}
        </p>
      )}

      {shown.length > 0 && (
        <div
          data-testid="history-totals"
          data-net={totals.net}
          className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-panel/80 p-3 text-sm sm:grid-cols-4"
        >
          <div className="col-span-2 text-xs uppercase tracking-widest text-gray-400 sm:col-span-1">
            {t('totals')}
            <div className="mt-0.5 font-mono text-sm normal-case tracking-normal text-gray-200">
              {totals.rounds} · {t('bets')} {totals.bets}
            </div>
          </div>
          <div>
            <div className="text-xs text-gray-400">{t('staked')}</div>
            <div className="font-mono text-gray-200">{money(totals.staked)}</div>
          </div>
          <div>
            <div className="text-xs text-gray-400">{t('paid')}</div>
            <div className="font-mono text-gray-200">{money(totals.paidOut)}</div>
          </div>
          <div>
            <div className="text-xs text-gray-400">{t('net')}</div>
            <div className={`font-mono font-semibold ${netCls(totals.net)}`}>{money.signed(totals.net)}</div>
          </div>
        </div>
      )}

      <ul data-testid="history-rounds" className="space-y-2">
        {shown.map((r) => (
          <li
            key={r.id}
            data-round-id={r.id}
            data-testid="history-round"
            className="rounded-xl border border-line bg-panel/80 p-3"
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-lg text-brass" aria-hidden>
                {gameIcon(r.game)}
              </span>
              <span className="min-w-0 font-semibold text-gray-100">{r.tableName}</span>
              <span className="text-xs text-gray-400">{gameName(r.game)}</span>
              <span className="font-mono text-xs text-gray-400">
                {t('round')} #{r.number}
              </span>
              <time dateTime={r.openedAt} className="ml-auto font-mono text-xs text-gray-500">
                {when(r.openedAt)}
              </time>
            </div>
            <ul className="mt-2 space-y-1">
              {r.bets.map((b) => (
                <li
                  key={b.id}
                  data-bet-id={b.id}
                  data-status={b.status}
                  className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md bg-panel-2/70 px-2.5 py-1.5 text-sm"
                >
                  <span data-testid="bet-name" className="min-w-16 flex-1 break-words text-gray-200">
                    <BetName game={r.game} roundId={r.id} bet={b} />
                  </span>
                  <span className="font-mono text-gray-300">{money(b.amount + b.extraStake + b.fee)}</span>
                  <span
                    className={`rounded px-1.5 py-0.5 text-[10px] font-semibold tracking-wider ring-1 ${BET_STYLE[b.status] ?? 'bg-orange-500/15 text-orange-300 ring-orange-500/30'}`}
                  >
                    {betWord(b.status)}
                  </span>
                  <span className="font-mono text-xs text-gray-400">
                    {t('paid')} {money(b.payout + b.refund)}
                  </span>
                  <span className={`min-w-16 text-right font-mono text-xs ${netCls(b.net)}`}>
                    {money.signed(b.net)}
                  </span>
                </li>
              ))}
            </ul>
            {correctionsOf(r).length > 0 && (
              <div className="mt-2 space-y-1">
                {correctionsOf(r).map((c, i) => (
                  <CorrectionTag key={`${c.at}-${i}`} correction={c} />
                ))}
              </div>
            )}
            <div className="mt-2 flex items-center gap-3">
              <span className="text-xs text-gray-400">{t('net')}</span>
              <span data-testid="round-net" data-net={r.net} className={`font-mono font-semibold ${netCls(r.net)}`}>
                {money.signed(r.net)}
              </span>
              <button
                type="button"
                data-testid="open-recall"
                onClick={() => setOpen(r)}
                className="ml-auto rounded-md bg-brass/15 px-3 py-1.5 text-sm font-semibold text-brass ring-1 ring-inset ring-brass/40 hover:bg-brass/25 focus:outline-none focus-visible:ring-2"
              >
                {t('recall')}
              </button>
            </div>
          </li>
        ))}
      </ul>

      {cursor && (
        <div className="flex justify-center">
          <button
            type="button"
            data-testid="history-more"
            disabled={busy}
            onClick={more}
            className="rounded-md bg-panel-2 px-4 py-2 text-sm text-gray-200 ring-1 ring-inset ring-line hover:text-white disabled:opacity-50"
          >
            {t('more')}
          </button>
        </div>
      )}

      {open && <RoundRecall round={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
