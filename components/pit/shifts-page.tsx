'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { PitGate, PitPageHead } from '@/components/pit/pit-page';
import { DateRangeFields, SelectFilter, TableFilter, optionsOf } from '@/components/pit/filters/fields';
import { usersOfRole } from '@/components/pit/filters/lists';
import { LoadMore, useCursorPages } from '@/components/pit/filters/paging';
import { dayAfter, searchFields, useUrlFilters } from '@/components/pit/filters/url-filters';
import { ErrorAlert, Panel, btnCls, btnDangerCls, btnPrimaryCls, inputCls } from '@/components/ui/back-office';

interface Shift {
  id: string;
  tableId: string;
  tableName: string;
  dealerId: string;
  dealerName: string;
  startedAt: string;
  endedAt: string | null;
  endReason: 'SIGNED_OUT' | 'REPLACED' | 'PIT' | null;
  rounds: number;
}
interface Table {
  id: string;
  name: string;
  dealerId: string | null;
  dealerUsername: string | null;
  dealerName: string | null;
  shift: { id: string; startedAt: string } | null;
}
interface Allowed {
  userId: string;
  username: string;
  displayName: string | null;
}
interface User {
  id: string;
  username: string;
  displayName?: string | null;
  role: string;
}
interface Filters {
  table: string;
  dealer: string;
  from: string;
  to: string;
}
/** The history's filters, kept in the page's URL (`?table=…&dealer=…&from=…&to=…`), as on the other pit lists. */
const filtersOf: (search: string) => Filters = searchFields(['table', 'dealer', 'from', 'to']);

const TIME = { dateStyle: 'short', timeStyle: 'short' } as const;
const nameOf = (u: { username: string; displayName?: string | null }) => u.displayName?.trim() || u.username;

/** `/pit/shifts` (PIT_BOSS, ADMIN): dealers on shift now with the pit's controls, and the shift history. */
export function ShiftsPage() {
  return (
    <PitGate>
      <ShiftsView />
    </PitGate>
  );
}

function ShiftsView() {
  const t = useTranslations('pit.shifts');
  const [tables, setTables] = useState<Table[]>([]);
  const [dealers, setDealers] = useState<User[]>([]);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    api<Table[]>('GET', '/api/tables')
      .then((x) => live && setTables(x))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [version]);
  useEffect(() => {
    usersOfRole<User>('DEALER')
      .then(setDealers)
      .catch(() => undefined);
  }, []);

  return (
    <div className="space-y-4">
      <PitPageHead title={t('title')} subtitle={t('subtitle')} />
      <ErrorAlert message={error} testId="shifts-error" onClose={() => setError(null)} />
      <OnShift tables={tables} dealers={dealers} version={version} reload={reload} onError={setError} />
      <History tables={tables} dealers={dealers} version={version} />
    </div>
  );
}

function OnShift({
  tables,
  dealers,
  version,
  reload,
  onError,
}: {
  tables: Table[];
  dealers: User[];
  version: number;
  reload: () => void;
  onError: (m: string) => void;
}) {
  const t = useTranslations('pit.shifts');
  const [open, setOpen] = useState<Map<string, Shift>>(new Map());
  useEffect(() => {
    let live = true;
    api<{ items: Shift[] }>('GET', '/api/shifts?open=true&limit=200')
      .then((r) => live && setOpen(new Map(r.items.map((s) => [s.tableId, s]))))
      .catch((e: Error) => live && onError(e.message));
    return () => {
      live = false;
    };
  }, [version, onError]);

  return (
    <Panel title={t('onShift')} testId="shifts-now" bodyClass="divide-y divide-line/60">
      {tables.length === 0 && <p className="px-3 py-6 text-center text-sm text-gray-500">{t('noTables')}</p>}
      {tables.map((tb) => (
        <TableShift
          key={tb.id}
          table={tb}
          shift={open.get(tb.id) ?? null}
          dealers={dealers}
          version={version}
          reload={reload}
          onError={onError}
        />
      ))}
    </Panel>
  );
}

function TableShift({
  table,
  shift,
  dealers,
  version,
  reload,
  onError,
}: {
  table: Table;
  shift: Shift | null;
  dealers: User[];
  version: number;
  reload: () => void;
  onError: (m: string) => void;
}) {
  const t = useTranslations('pit.shifts');
  const format = useFormatter();
  const [allowed, setAllowed] = useState<Allowed[]>([]);
  const [assignTo, setAssignTo] = useState('');
  const [addWho, setAddWho] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    api<Allowed[]>('GET', `/api/tables/${encodeURIComponent(table.id)}/dealers`)
      .then((x) => live && setAllowed(x))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [table.id, version]);

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      reload();
    } catch (e) {
      onError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const base = `/api/tables/${encodeURIComponent(table.id)}`;
  const startedAt = shift?.startedAt ?? table.shift?.startedAt ?? null;
  const onShiftName = shift?.dealerName ?? table.dealerName ?? table.dealerUsername;
  const notAllowed = dealers.filter((d) => !allowed.some((a) => a.userId === d.id));

  return (
    <div
      data-testid="shift-table"
      data-table-id={table.id}
      className="flex flex-col gap-3 p-3 lg:flex-row lg:items-start"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-semibold text-gray-100">{table.name}</h3>
          {table.dealerId && startedAt ? (
            <span className="text-sm text-gray-300" data-testid="shift-on">
              {t('dealerSince', { dealer: onShiftName ?? '—', since: format.dateTime(new Date(startedAt), TIME) })}
              {shift && <span className="ml-2 text-gray-500">{t('roundsCount', { count: shift.rounds })}</span>}
            </span>
          ) : (
            <span className="text-sm text-gray-500" data-testid="shift-none">
              {t('nobody')}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {table.dealerId && (
            <button
              type="button"
              className={btnDangerCls}
              disabled={busy}
              data-testid="shift-end"
              onClick={() => run(() => api('DELETE', `${base}/shift`))}
            >
              {t('endShift')}
            </button>
          )}
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('assign')}
            <select
              className={`${inputCls} max-w-[12rem]`}
              value={assignTo}
              data-testid="shift-assign-select"
              onChange={(e) => setAssignTo(e.target.value)}
            >
              <option value="">{t('chooseDealer')}</option>
              {dealers
                .filter((d) => d.id !== table.dealerId)
                .map((d) => (
                  <option key={d.id} value={d.id}>
                    {nameOf(d)}
                  </option>
                ))}
            </select>
          </label>
          <button
            type="button"
            className={btnPrimaryCls}
            disabled={busy || !assignTo}
            data-testid="shift-assign"
            onClick={() =>
              run(async () => {
                await api('PUT', `${base}/dealer`, { userId: assignTo });
                setAssignTo('');
              })
            }
          >
            {t('assignNow')}
          </button>
        </div>
      </div>
      <div className="space-y-2 lg:w-80">
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-gray-500">{t('maySignIn')}</p>
        {allowed.length === 0 ? (
          <p className="text-sm text-gray-500">{t('nobodyAllowed')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" data-testid="shift-allowed">
            {allowed.map((a) => (
              <li
                key={a.userId}
                className="inline-flex items-center gap-1 rounded border border-line bg-panel-2 py-0.5 pl-2 pr-1 text-sm text-gray-200"
              >
                {nameOf(a)}
                <button
                  type="button"
                  disabled={busy}
                  aria-label={t('removeDealer', { dealer: nameOf(a) })}
                  title={t('removeDealer', { dealer: nameOf(a) })}
                  className="rounded px-1 text-gray-500 hover:text-rose-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brass/60"
                  onClick={() => run(() => api('DELETE', `${base}/dealers/${encodeURIComponent(a.userId)}`))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {notAllowed.length > 0 && (
          <div className="flex items-center gap-2">
            <select
              aria-label={t('addDealer')}
              className={`${inputCls} max-w-[12rem]`}
              value={addWho}
              data-testid="shift-add-select"
              onChange={(e) => setAddWho(e.target.value)}
            >
              <option value="">{t('chooseDealer')}</option>
              {notAllowed.map((d) => (
                <option key={d.id} value={d.id}>
                  {nameOf(d)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={btnCls}
              disabled={busy || !addWho}
              data-testid="shift-add"
              onClick={() =>
                run(async () => {
                  await api('POST', `${base}/dealers`, { userId: addWho });
                  setAddWho('');
                })
              }
            >
              {t('add')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function History({ tables, dealers, version }: { tables: Table[]; dealers: User[]; version: number }) {
  const t = useTranslations('pit.shifts');
  const format = useFormatter();
  const [f, change] = useUrlFilters(filtersOf);

  // The history's `to` is inclusive on screen, exclusive in the API; no query until the URL's filters are read.
  const query = useMemo(
    () =>
      f &&
      ((after: string | null) => {
        const q = new URLSearchParams({ limit: '50' });
        if (f.table) q.set('tableId', f.table);
        if (f.dealer) q.set('dealerId', f.dealer);
        if (f.from) q.set('from', f.from);
        if (f.to) q.set('to', dayAfter(f.to));
        if (after) q.set('cursor', after);
        return api<{ items: Shift[]; nextCursor: string | null }>('GET', `/api/shifts?${q}`);
      }),
    [f],
  );
  const { items, nextCursor: cursor, busy, error, loadedAt, more } = useCursorPages(query, { reloadKey: version });
  const duration = (s: Shift) => {
    const ms = (s.endedAt ? new Date(s.endedAt).getTime() : loadedAt) - new Date(s.startedAt).getTime();
    const min = Math.max(0, Math.floor(ms / 60000));
    return t('duration', { hours: Math.floor(min / 60), minutes: min % 60 });
  };
  const how = (s: Shift) =>
    s.endReason === 'SIGNED_OUT'
      ? t('endSIGNED_OUT')
      : s.endReason === 'REPLACED'
        ? t('endREPLACED')
        : s.endReason === 'PIT'
          ? t('endPIT')
          : t('stillOpen');

  return (
    <Panel title={t('history')} testId="shifts-history">
      {f && (
        <div className="flex flex-wrap items-end gap-3 border-b border-line p-3">
          <TableFilter
            label={t('table')}
            testId="shifts-filter-table"
            value={f.table}
            onChange={(table) => change({ table })}
            allLabel={t('allTables')}
            tables={tables}
          />
          <SelectFilter
            label={t('dealer')}
            testId="shifts-filter-dealer"
            value={f.dealer}
            onChange={(dealer) => change({ dealer })}
            allLabel={t('allDealers')}
            options={optionsOf(dealers, nameOf)}
          />
          <DateRangeFields
            from={f.from}
            to={f.to}
            onChange={change}
            labels={{ from: t('from'), to: t('to') }}
            testIds={{ from: 'shifts-filter-from', to: 'shifts-filter-to' }}
          />
        </div>
      )}
      <div className="p-3 empty:hidden">
        <ErrorAlert message={error} />
      </div>
      {items === null && !error && <p className="px-3 py-6 text-center text-sm text-gray-500">{t('loading')}</p>}
      {items && items.length === 0 && (
        <p className="px-3 py-6 text-center text-sm text-gray-500" data-testid="shifts-empty">
          {t('empty')}
        </p>
      )}
      {items && items.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-gray-500">
              <tr className="border-b border-line">
                <th className="px-3 py-2 font-medium">{t('table')}</th>
                <th className="px-3 py-2 font-medium">{t('dealer')}</th>
                <th className="px-3 py-2 font-medium">{t('start')}</th>
                <th className="px-3 py-2 font-medium">{t('end')}</th>
                <th className="px-3 py-2 font-medium">{t('how')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('length')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('rounds')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((s) => (
                <tr key={s.id} data-testid="shift-row" className="border-b border-line/60 last:border-0">
                  <td className="whitespace-nowrap px-3 py-2 text-gray-200">{s.tableName}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-gray-200">{s.dealerName}</td>
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs tabular-nums text-gray-300">
                    {format.dateTime(new Date(s.startedAt), TIME)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs tabular-nums text-gray-300">
                    {s.endedAt ? format.dateTime(new Date(s.endedAt), TIME) : '—'}
                  </td>
                  <td className={`whitespace-nowrap px-3 py-2 ${s.endReason ? 'text-gray-400' : 'text-emerald-300'}`}>
                    {how(s)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-mono tabular-nums text-gray-300">
                    {duration(s)}
                  </td>
                  <td className="px-3 py-2 text-right font-mono tabular-nums text-gray-300">{s.rounds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        show={!!cursor}
        busy={busy}
        onMore={() => void more()}
        label={t('more')}
        testId="shifts-more"
        wrapClass="p-3 text-center"
      />
    </Panel>
  );
}
