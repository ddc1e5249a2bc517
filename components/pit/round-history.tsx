'use client';

import { gameUi, useGameLabel } from '@/components/games/registry';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/client/api';
import { useLatest } from '@/lib/client/use-latest';
import { ROUND_STATUSES, resultSummary } from '@/components/pit/format';
import { PitStatus } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { ErrorAlert, Panel, btnCls, inputCls, Money } from '@/components/ui/back-office';
import { parseLocalAmount } from '@/components/admin/amount-input';

import type { RoundSummary } from '@/lib/rounds/list-rounds';

export type { RoundSummary };

export interface HistoryFilters {
  tableId: string;
  status: string;
  from: string;
  to: string;
  /** Search (issue #17 §5): a player's / dealer's username, round number or id, outcome words. */
  player: string;
  dealer: string;
  q: string;
  outcome: string;
  /** The round's total staked, as typed in currency units in the reader's language (sent as cents). */
  minAmount: string;
  maxAmount: string;
  /** Time of day the round opened, hours "0".."23" (the studio time zone); "" for any. */
  hourFrom: string;
  hourTo: string;
}

export const EMPTY_FILTERS: HistoryFilters = {
  tableId: '',
  status: '',
  from: '',
  to: '',
  player: '',
  dealer: '',
  q: '',
  outcome: '',
  minAmount: '',
  maxAmount: '',
  hourFrom: '',
  hourTo: '',
};

/** Whether any filter is set. */
export function anyFilter(f: HistoryFilters): boolean {
  return Object.values(f).some((v) => v !== '');
}

/** How the query reads the filters: the locale for amounts, the time zone for hours. */
interface QueryContext {
  locale: string;
  timeZone: string;
}

/** GGR of a round: staked − paid out once settled; 0 for a voided round; null while it is in play. */
export function ggrOf(r: Pick<RoundSummary, 'status' | 'staked' | 'paidOut'>): number | null {
  if (r.status === 'VOIDED') return 0;
  if (r.status === 'SETTLED') return r.staked - r.paidOut;
  return null;
}

function query(f: HistoryFilters, ctx: QueryContext, cursor?: string | null): string {
  const p = new URLSearchParams();
  if (f.tableId) p.set('tableId', f.tableId);
  if (f.status) p.set('status', f.status);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.player.trim()) p.set('player', f.player.trim());
  if (f.dealer.trim()) p.set('dealer', f.dealer.trim());
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.outcome.trim()) p.set('outcome', f.outcome.trim());
  const min = f.minAmount.trim() ? parseLocalAmount(f.minAmount, ctx.locale) : null;
  const max = f.maxAmount.trim() ? parseLocalAmount(f.maxAmount, ctx.locale) : null;
  if (min !== null) p.set('minAmount', String(min));
  if (max !== null) p.set('maxAmount', String(max));
  if (f.hourFrom) p.set('hourFrom', f.hourFrom);
  if (f.hourTo) p.set('hourTo', f.hourTo);
  if (f.hourFrom || f.hourTo) p.set('tz', ctx.timeZone);
  if (cursor) p.set('cursor', cursor);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The result cell, as the game draws it (its `PitUi.historyResult`). */
export function ResultCell({
  game,
  result,
  status,
}: {
  game: string;
  result: Record<string, unknown> | null;
  status: string;
}) {
  const w = useConsoleWords();
  if (status === 'VOIDED' && !result) return <span className="text-gray-600">—</span>;
  if (!result) return <span className="text-gray-600">—</span>;
  const ui = gameUi(game)?.pit;
  if (ui) return ui.historyResult(result);
  return <span className="font-mono whitespace-nowrap text-gray-300">{resultSummary(w, game, result)}</span>;
}

/**
 * Round history with filters (table, status, opened from/to) and cursor paging ("Load more").
 * `liveTick` changes when a table event arrives: the first page is fetched again and merged in, so new
 * rounds appear and statuses move without losing pages already loaded.
 */
export function RoundHistory({
  tables,
  filters,
  onFilters,
  liveTick,
}: {
  tables: { id: string; name: string }[];
  filters: HistoryFilters;
  onFilters: (f: HistoryFilters) => void;
  liveTick: number;
}) {
  const router = useRouter();
  const t = useTranslations('pit.history');
  const s = useTranslations('pit.search');
  const w = useConsoleWords();
  const gameLabel = useGameLabel();
  const [items, setItems] = useState<RoundSummary[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [pages, setPages] = useState(0);
  const [loading, setLoading] = useState(true); // the first load starts at mount: no "No rounds" before it answers
  const [error, setError] = useState<string | null>(null);
  /** User-driven loads (filters, load more): a newer one supersedes an older one. */
  const reqId = useRef(0);
  /** Bumped when the filters change: a live refresh started under older filters is dropped. */
  const filterGen = useRef(0);
  const pagesRef = useLatest(pages);
  const filtersRef = useLatest(filters);
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'UTC';
  const ctxRef = useLatest<QueryContext>({ locale, timeZone });

  // New filters: loading at once (the request goes out from the effect below).
  const [loadingFor, setLoadingFor] = useState(filters);
  if (filters !== loadingFor) {
    setLoadingFor(filters);
    setLoading(true);
  }

  useEffect(() => {
    const id = ++reqId.current;
    filterGen.current += 1;
    api<{ items: RoundSummary[]; nextCursor: string | null }>('GET', `/api/rounds${query(filters, ctxRef.current)}`)
      .then((r) => {
        if (id !== reqId.current) return;
        setError(null);
        setItems(r.items);
        setNextCursor(r.nextCursor);
        setPages(1);
      })
      .catch((e: Error) => id === reqId.current && setError(t('loadError', { error: e.message })))
      .finally(() => id === reqId.current && setLoading(false));
  }, [filters, t, ctxRef]);

  // Live refresh: at most one request in flight; events arriving meanwhile coalesce into one more request,
  // so a busy floor cannot starve the refresh.
  const liveBusy = useRef(false);
  const liveDirty = useRef(false);
  const liveRefresh = useCallback(() => {
    const run = () => {
      if (liveBusy.current) {
        liveDirty.current = true;
        return;
      }
      liveBusy.current = true;
      const gen = filterGen.current;
      api<{ items: RoundSummary[]; nextCursor: string | null }>(
        'GET',
        `/api/rounds${query(filtersRef.current, ctxRef.current)}`,
      )
        .then((r) => {
          if (gen !== filterGen.current) return;
          if (pagesRef.current <= 1) {
            setItems(r.items);
            setNextCursor(r.nextCursor);
            return;
          }
          setItems((old) => {
            const fresh = new Map(r.items.map((x) => [x.id, x]));
            const rest = old.filter((x) => !fresh.has(x.id));
            return [...r.items, ...rest].sort((a, b) =>
              a.openedAt < b.openedAt ? 1 : a.openedAt > b.openedAt ? -1 : a.id < b.id ? 1 : -1,
            );
          });
        })
        .catch(() => undefined)
        .finally(() => {
          liveBusy.current = false;
          if (liveDirty.current) {
            liveDirty.current = false;
            run();
          }
        });
    };
    run();
  }, [filtersRef, pagesRef, ctxRef]);
  const firstTick = useRef(true);
  useEffect(() => {
    if (firstTick.current) {
      firstTick.current = false;
      return;
    }
    liveRefresh();
  }, [liveTick, liveRefresh]);

  const loadMore = () => {
    if (!nextCursor) return;
    const id = ++reqId.current;
    setLoading(true);
    api<{ items: RoundSummary[]; nextCursor: string | null }>(
      'GET',
      `/api/rounds${query(filters, ctxRef.current, nextCursor)}`,
    )
      .then((r) => {
        if (id !== reqId.current) return;
        setError(null);
        setItems((old) => {
          const seen = new Set(old.map((x) => x.id));
          return [...old, ...r.items.filter((x) => !seen.has(x.id))];
        });
        setNextCursor(r.nextCursor);
        setPages((p) => p + 1);
      })
      .catch((e: Error) => id === reqId.current && setError(t('loadMoreError', { error: e.message })))
      .finally(() => id === reqId.current && setLoading(false));
  };

  const set = (patch: Partial<HistoryFilters>) => onFilters({ ...filters, ...patch });
  const badRange = filters.from && filters.to && filters.from > filters.to;
  const totals = items.reduce(
    (t, r) => {
      const g = ggrOf(r);
      return {
        staked: t.staked + (r.status === 'VOIDED' ? 0 : r.staked),
        paidOut: t.paidOut + r.paidOut,
        ggr: t.ggr + (g ?? 0),
        bets: t.bets + r.betCount,
      };
    },
    { staked: 0, paidOut: 0, ggr: 0, bets: 0 },
  );
  const filtered = anyFilter(filters);
  const badAmount =
    (filters.minAmount.trim() !== '' && parseLocalAmount(filters.minAmount, locale) === null) ||
    (filters.maxAmount.trim() !== '' && parseLocalAmount(filters.maxAmount, locale) === null);
  const hasDealer = items.some((r) => r.dealerName);
  const cols = hasDealer ? 11 : 10;

  return (
    <Panel
      title={t('title')}
      actions={
        <>
          <label className="flex items-center gap-1.5 text-xs text-gray-500">
            {t('table')}
            <select
              data-testid="filter-table"
              className={inputCls}
              value={filters.tableId}
              onChange={(e) => set({ tableId: e.target.value })}
            >
              <option value="">{t('allTables')}</option>
              {tables.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1.5 text-xs text-gray-500">
            {t('status')}
            <select
              data-testid="filter-status"
              className={inputCls}
              value={filters.status}
              onChange={(e) => set({ status: e.target.value })}
            >
              <option value="">{t('anyStatus')}</option>
              {ROUND_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {w.shell.t(`status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1.5 text-xs text-gray-500" title={t('fromTitle')}>
            {t('from')}
            <input
              data-testid="filter-from"
              type="date"
              className={`${inputCls} [color-scheme:dark]`}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
            />
          </label>
          <label className="flex items-center gap-1.5 text-xs text-gray-500" title={t('toTitle')}>
            {t('to')}
            <input
              data-testid="filter-to"
              type="date"
              className={`${inputCls} [color-scheme:dark]`}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
            />
          </label>
          {filtered && (
            <button
              type="button"
              data-testid="filter-clear"
              className="text-xs text-gray-400 hover:text-white"
              onClick={() => onFilters(EMPTY_FILTERS)}
            >
              {t('clear')}
            </button>
          )}
        </>
      }
    >
      <SearchFilters filters={filters} onFilters={onFilters} />
      {(error || badRange || badAmount) && (
        <div className="space-y-2 p-2">
          <ErrorAlert message={error} testId="pit-error" onClose={() => setError(null)} />
          {badRange && <ErrorAlert message={t('badRange')} />}
          {badAmount && <ErrorAlert message={s('badAmount')} />}
        </div>
      )}
      <div className="overflow-x-auto">
        <table data-testid="history-table" className="w-full text-sm">
          <thead className="whitespace-nowrap bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className="px-3 py-2 font-medium">{t('colTable')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('colRound')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('colShoe')}</th>
              {hasDealer && <th className="px-3 py-2 font-medium">{s('colDealer')}</th>}
              <th className="px-3 py-2 font-medium">{t('colOpened')}</th>
              <th className="px-3 py-2 font-medium">{t('colStatus')}</th>
              <th className="px-3 py-2 font-medium">{t('colResult')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('colBets')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('colStaked')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('colPaidOut')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('colGgr')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {items.map((r) => {
              const g = ggrOf(r);
              const open = () => router.push(`/pit/rounds/${r.id}`);
              return (
                <tr
                  key={r.id}
                  data-testid="round-row"
                  data-round-id={r.id}
                  data-round-number={r.number}
                  data-status={r.status}
                  data-table-id={r.tableId}
                  tabIndex={0}
                  role="link"
                  aria-label={t('rowLabel', { table: r.tableName, number: r.number })}
                  onClick={open}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') open();
                  }}
                  className="cursor-pointer hover:bg-panel-2 focus:bg-panel-2 focus:outline-none"
                >
                  <td className="whitespace-nowrap px-3 py-1.5">
                    <span className="text-gray-200">{r.tableName}</span>
                    <span className="ml-1.5 text-[11px] text-gray-600">{gameLabel(r.game)}</span>
                  </td>
                  <td className="px-3 py-1.5 text-right font-mono text-gray-200">{r.number}</td>
                  <td className="px-3 py-1.5 text-right font-mono text-gray-400">{r.shoeNumber ?? '—'}</td>
                  {hasDealer && (
                    <td data-testid="round-dealer" className="whitespace-nowrap px-3 py-1.5 text-gray-300">
                      {r.dealerName ?? <span className="text-gray-600">—</span>}
                    </td>
                  )}
                  <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs text-gray-400">
                    {w.shell.when(r.openedAt)}
                  </td>
                  <td className="px-3 py-1.5">
                    <PitStatus status={r.status} />
                  </td>
                  {/* A long result (a poker game's hands) wraps within the cell, keeping the money columns in view. */}
                  <td className="min-w-[10rem] max-w-[22rem] px-3 py-1.5 [&_*]:whitespace-normal">
                    <ResultCell game={r.game} result={r.result} status={r.status} />
                  </td>
                  <td className="px-3 py-1.5 text-right font-mono text-gray-300">{r.betCount}</td>
                  <td className="px-3 py-1.5 text-right">
                    <Money
                      cents={r.staked}
                      className={
                        r.status === 'VOIDED' ? 'text-gray-500 line-through decoration-gray-600' : 'text-gray-200'
                      }
                    />
                  </td>
                  <td className="px-3 py-1.5 text-right">
                    <Money cents={r.paidOut} className="text-gray-300" />
                  </td>
                  <td className="px-3 py-1.5 text-right">
                    {g === null ? (
                      <span className="text-gray-600" title={t('notSettled')}>
                        —
                      </span>
                    ) : (
                      <Money cents={g} signed />
                    )}
                  </td>
                </tr>
              );
            })}
            {!items.length && !loading && (
              <tr>
                <td colSpan={cols} className="px-3 py-8 text-center text-sm text-gray-500">
                  {filtered ? t('noMatch') : t('noRounds')}
                </td>
              </tr>
            )}
          </tbody>
          {items.length > 0 && (
            <tfoot className="border-t border-line bg-panel-2/40 text-xs">
              <tr>
                <td colSpan={cols - 4} className="px-3 py-2 text-gray-500">
                  {t(nextCursor ? 'shownMore' : 'shown', { count: items.length })}
                </td>
                <td className="px-3 py-2 text-right font-mono text-gray-400">{totals.bets}</td>
                <td className="px-3 py-2 text-right">
                  <Money cents={totals.staked} className="text-gray-300" />
                </td>
                <td className="px-3 py-2 text-right">
                  <Money cents={totals.paidOut} className="text-gray-300" />
                </td>
                <td className="px-3 py-2 text-right font-semibold">
                  <Money cents={totals.ggr} signed />
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <div className="flex items-center justify-center gap-3 border-t border-line px-3 py-2">
        {loading && <span className="text-xs text-gray-500">{t('loading')}</span>}
        {nextCursor && (
          <button type="button" data-testid="btn-load-more" className={btnCls} disabled={loading} onClick={loadMore}>
            {t('loadMore')}
          </button>
        )}
        {!nextCursor && items.length > 0 && !loading && <span className="text-xs text-gray-600">{t('end')}</span>}
      </div>
    </Panel>
  );
}

/** A text filter: typed freely, applied on Enter or when the field is left (not on every key). */
function TextFilter({
  label,
  value,
  onApply,
  testId,
  placeholder,
  inputMode,
  width = 'w-32',
}: {
  label: string;
  value: string;
  onApply: (v: string) => void;
  testId: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'text';
  width?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The filter changed from outside (Clear, the URL): the field follows.
    setShown(value);
    setText(value);
  }
  const apply = () => {
    if (text !== value) onApply(text);
  };
  return (
    <label className="flex flex-col gap-1 text-xs text-gray-500">
      {label}
      <input
        data-testid={testId}
        type="search"
        inputMode={inputMode}
        className={`${inputCls} ${width}`}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
    </label>
  );
}

const HOURS = Array.from({ length: 24 }, (_, h) => String(h));

/** The search row (issue #17 §5): player, dealer, round, outcome, staked range, time of day (the header's Clear resets all). */
function SearchFilters({ filters, onFilters }: { filters: HistoryFilters; onFilters: (f: HistoryFilters) => void }) {
  const s = useTranslations('pit.search');
  const set = (patch: Partial<HistoryFilters>) => onFilters({ ...filters, ...patch });
  const hourSelect = (key: 'hourFrom' | 'hourTo', label: string) => (
    <label className="flex flex-col gap-1 text-xs text-gray-500">
      {label}
      <select
        data-testid={`filter-${key}`}
        className={inputCls}
        value={filters[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      >
        <option value="">{s('anyHour')}</option>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {s('hour', { hour: h.padStart(2, '0') })}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div data-testid="history-search" className="flex flex-wrap items-end gap-3 border-b border-line px-3 py-2">
      <TextFilter
        label={s('player')}
        testId="filter-player"
        value={filters.player}
        placeholder={s('usernamePlaceholder')}
        onApply={(player) => set({ player })}
      />
      <TextFilter
        label={s('dealer')}
        testId="filter-dealer"
        value={filters.dealer}
        placeholder={s('usernamePlaceholder')}
        onApply={(dealer) => set({ dealer })}
      />
      <TextFilter
        label={s('round')}
        testId="filter-q"
        value={filters.q}
        placeholder={s('roundPlaceholder')}
        onApply={(q) => set({ q })}
      />
      <TextFilter
        label={s('outcome')}
        testId="filter-outcome"
        value={filters.outcome}
        placeholder={s('outcomePlaceholder')}
        onApply={(outcome) => set({ outcome })}
        width="w-36"
      />
      <TextFilter
        label={s('minAmount')}
        testId="filter-min-amount"
        value={filters.minAmount}
        inputMode="decimal"
        onApply={(minAmount) => set({ minAmount })}
        width="w-24"
      />
      <TextFilter
        label={s('maxAmount')}
        testId="filter-max-amount"
        value={filters.maxAmount}
        inputMode="decimal"
        onApply={(maxAmount) => set({ maxAmount })}
        width="w-24"
      />
      {hourSelect('hourFrom', s('hourFrom'))}
      {hourSelect('hourTo', s('hourTo'))}
    </div>
  );
}
