'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { api } from '@/lib/client/api';
import type { FeedEvent } from '@/lib/client/use-table-feed';
import { EMPTY_FILTERS, RoundHistory, type HistoryFilters } from '@/components/pit/round-history';
import { TableCard } from '@/components/pit/tables-overview';
import { PitNav } from '@/components/pit/pit-nav';
import { ErrorAlert, RoleGate } from '@/components/ui/back-office';
import { GAMES } from '@/components/games/registry';
import { GamePartsGate } from '@/components/games/parts-gate';
import { useTranslations } from 'next-intl';

interface TableRow {
  id: string;
  name: string;
  game: string;
  status: string;
  currentRoundId: string | null;
}

function filtersFromUrl(search: string): HistoryFilters {
  const p = new URLSearchParams(search);
  return {
    tableId: p.get('table') ?? '',
    status: p.get('status') ?? '',
    from: p.get('from') ?? '',
    to: p.get('to') ?? '',
    player: p.get('player') ?? '',
    dealer: p.get('dealer') ?? '',
    q: p.get('q') ?? '',
    outcome: p.get('outcome') ?? '',
    minAmount: p.get('min') ?? '',
    maxAmount: p.get('max') ?? '',
    hourFrom: p.get('hourFrom') ?? '',
    hourTo: p.get('hourTo') ?? '',
  };
}

/** The URL is read once: no subscription to its changes (the filters write it, they do not follow it). */
const noSubscription = () => () => undefined;

function filtersToUrl(f: HistoryFilters) {
  const p = new URLSearchParams();
  if (f.tableId) p.set('table', f.tableId);
  if (f.status) p.set('status', f.status);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.player) p.set('player', f.player);
  if (f.dealer) p.set('dealer', f.dealer);
  if (f.q) p.set('q', f.q);
  if (f.outcome) p.set('outcome', f.outcome);
  if (f.minAmount) p.set('min', f.minAmount);
  if (f.maxAmount) p.set('max', f.maxAmount);
  if (f.hourFrom) p.set('hourFrom', f.hourFrom);
  if (f.hourTo) p.set('hourTo', f.hourTo);
  const s = p.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${s ? `?${s}` : ''}`);
}

/** The pit boss's floor view: every table live, and the round history below. */
export function PitConsole() {
  return (
    <RoleGate roles={['PIT_BOSS', 'ADMIN']} area="pit">
      {() => (
        // The floor and the history show any game's rounds: every game's pit part.
        <GamePartsGate part="pit" games={GAMES}>
          <PitFloor />
        </GamePartsGate>
      )}
    </RoleGate>
  );
}

function PitFloor() {
  const [tables, setTables] = useState<TableRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('pit.console');
  // The filters start from the page's URL, read once in the browser (the server render has none: not ready yet).
  const urlSearch = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const fromUrl = useMemo(() => (urlSearch === null ? EMPTY_FILTERS : filtersFromUrl(urlSearch)), [urlSearch]);
  const [chosen, setChosen] = useState<HistoryFilters | null>(null);
  const filters = chosen ?? fromUrl;
  const ready = urlSearch !== null;
  const [liveTick, setLiveTick] = useState(0);
  const tickTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const loadTables = useCallback(() => {
    api<TableRow[]>('GET', '/api/tables')
      .then((t) => {
        setTables(t);
        setError(null);
      })
      .catch((e: Error) => setError(t('loadError', { error: e.message })));
  }, [t]);
  useEffect(() => {
    loadTables();
    // New tables appear without a reload; each table's own state is live over socket.io.
    const t = setInterval(loadTables, 30_000);
    return () => clearInterval(t);
  }, [loadTables]);

  useEffect(() => {
    if (liveTick) loadTables();
  }, [liveTick, loadTables]);

  const changeFilters = (f: HistoryFilters) => {
    setChosen(f);
    filtersToUrl(f);
  };

  const onEvent = useCallback((e: FeedEvent) => {
    if (!e.type.startsWith('round:')) return;
    // Throttled, not debounced: a steady stream of events still refreshes at least every 300 ms.
    if (tickTimer.current) return;
    tickTimer.current = setTimeout(() => {
      tickTimer.current = null;
      setLiveTick((n) => n + 1);
    }, 300);
  }, []);
  useEffect(
    () => () => {
      if (tickTimer.current) clearTimeout(tickTimer.current);
    },
    [],
  );

  const showHistory = (tableId: string) => {
    changeFilters({ ...filters, tableId });
    document.getElementById('round-history')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="space-y-5">
      <PitNav />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <h1 className="text-xl font-semibold text-gray-100">{t('title')}</h1>
          <p className="text-xs text-gray-500">{t('subtitle')}</p>
        </div>
        {tables && (
          <div className="ml-auto flex gap-2 text-xs">
            <Kpi label={t('kpiTables')} value={tables.length} />
            <Kpi label={t('kpiOpen')} value={tables.filter((x) => x.status === 'OPEN').length} />
            <Kpi label={t('kpiInPlay')} value={tables.filter((x) => x.currentRoundId).length} />
          </div>
        )}
      </div>

      <ErrorAlert message={error} testId="pit-error" />

      <section
        data-testid="tables-overview"
        aria-label={t('tablesLabel')}
        className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
      >
        {tables?.map((t) => (
          <TableCard key={t.id} tableId={t.id} onEvent={onEvent} onShowHistory={showHistory} />
        ))}
        {tables && !tables.length && <p className="text-sm text-gray-500">{t('noTables')}</p>}
        {!tables && !error && <p className="text-sm text-gray-500">{t('loadingTables')}</p>}
      </section>

      <div id="round-history" className="scroll-mt-4">
        {ready && (
          <RoundHistory tables={tables ?? []} filters={filters} onFilters={changeFilters} liveTick={liveTick} />
        )}
      </div>
    </div>
  );
}

function Kpi({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border border-line bg-panel px-3 py-1.5">
      <div className="text-[10px] uppercase tracking-wider text-gray-500">{label}</div>
      <div className="font-mono text-base text-gray-100">{value}</div>
    </div>
  );
}
