'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { PitNav } from '@/components/pit/pit-nav';
import { LateBetList } from '@/components/pit/late-bets';
import { Panel, RoleGate, inputCls } from '@/components/ui/back-office';

interface Filters {
  table: string;
  player: string;
  from: string;
  to: string;
}

const noSubscription = () => () => undefined;

function filtersOf(search: string): Filters {
  const q = new URLSearchParams(search);
  return {
    table: q.get('table') ?? '',
    player: q.get('player') ?? '',
    from: q.get('from') ?? '',
    to: q.get('to') ?? '',
  };
}

/** `/pit/late-bets` (PIT_BOSS, ADMIN): the late-bet log with filters (table, player, days), kept in the URL. */
export function LateBetsPage() {
  return (
    <RoleGate roles={['PIT_BOSS', 'ADMIN']} area="pit">
      {() => <LateBetsView />}
    </RoleGate>
  );
}

function LateBetsView() {
  const t = useTranslations('pit.lateBets');
  const urlSearch = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const fromUrl = useMemo(() => (urlSearch === null ? null : filtersOf(urlSearch)), [urlSearch]);
  const [chosen, setChosen] = useState<Filters | null>(null);
  const f = chosen ?? fromUrl;
  const [tables, setTables] = useState<{ id: string; name: string }[]>([]);
  const [players, setPlayers] = useState<{ id: string; username: string; role: string }[]>([]);
  useEffect(() => {
    api<{ id: string; name: string }[]>('GET', '/api/tables')
      .then(setTables)
      .catch(() => undefined);
    api<{ id: string; username: string; role: string }[] | { items: { id: string; username: string; role: string }[] }>(
      'GET',
      '/api/users',
    )
      .then((u) => setPlayers((Array.isArray(u) ? u : u.items).filter((x) => x.role === 'PLAYER')))
      .catch(() => undefined);
  }, []);

  const change = (patch: Partial<Filters>) => {
    if (!f) return;
    const next = { ...f, ...patch };
    setChosen(next);
    const q = new URLSearchParams(Object.entries(next).filter(([, v]) => v));
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${q.size ? `?${q}` : ''}`);
  };

  return (
    <div className="space-y-4">
      <PitNav />
      <div>
        <h1 className="text-xl font-semibold text-gray-100">{t('title')}</h1>
        <p className="text-xs text-gray-500">{t('subtitle')}</p>
      </div>
      {f && (
        <Panel testId="late-bets-filters" bodyClass="flex flex-wrap items-end gap-3 p-3">
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('table')}
            <select
              data-testid="late-bets-table"
              className={`${inputCls} max-w-[12rem]`}
              value={f.table}
              onChange={(e) => change({ table: e.target.value })}
            >
              <option value="">{t('allTables')}</option>
              {tables.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('player')}
            <select
              data-testid="late-bets-player"
              className={`${inputCls} max-w-[12rem]`}
              value={f.player}
              onChange={(e) => change({ player: e.target.value })}
            >
              <option value="">{t('allPlayers')}</option>
              {players.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.username}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('from')}
            <input
              data-testid="late-bets-from"
              type="date"
              className={`${inputCls} [color-scheme:dark]`}
              value={f.from}
              max={f.to || undefined}
              onChange={(e) => change({ from: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('to')}
            <input
              data-testid="late-bets-to"
              type="date"
              className={`${inputCls} [color-scheme:dark]`}
              value={f.to}
              min={f.from || undefined}
              onChange={(e) => change({ to: e.target.value })}
            />
          </label>
        </Panel>
      )}
      {f && (
        <Panel>
          <LateBetList
            tableId={f.table || undefined}
            userId={f.player || undefined}
            from={f.from || undefined}
            to={f.to || undefined}
          />
        </Panel>
      )}
    </div>
  );
}
