'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { PitNav } from '@/components/pit/pit-nav';
import { Panel, RoleGate, btnCls, inputCls, ErrorAlert } from '@/components/ui/back-office';

interface Filters {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

interface AuditItem {
  id: string;
  at: string;
  action: string;
  actor: { id: string; username: string } | null;
  targetType: string;
  targetId: string;
  data: Record<string, unknown>;
}

interface AuditPageData {
  items: AuditItem[];
  nextCursor: string | null;
  actions: string[];
}

const KEYS: (keyof Filters)[] = ['action', 'actor', 'targetType', 'targetId', 'from', 'to'];
const TARGET_TYPES = ['GameTable', 'User', 'DealerShift', 'Round', 'Correction', 'StudioSetting'];
const noSubscription = () => () => undefined;

function filtersOf(search: string): Filters {
  const q = new URLSearchParams(search);
  return Object.fromEntries(KEYS.map((k) => [k, q.get(k) ?? ''])) as unknown as Filters;
}

/** The day after `yyyy-mm-dd` (the `to` filter is inclusive on the page, exclusive in the API). */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The API query of the page's filters (and a cursor). */
export function auditQuery(f: Filters, cursor?: string | null): string {
  const q = new URLSearchParams();
  for (const k of KEYS) {
    const v = f[k].trim();
    if (!v) continue;
    q.set(k, k === 'to' ? dayAfter(v) : v);
  }
  if (cursor) q.set('cursor', cursor);
  return q.toString();
}

type Change = { path: string; before: unknown; after: unknown };
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The before/after of an audit line: its `changes`, else the leaves that differ between `before` and `after`. */
export function auditChanges(data: Record<string, unknown>): Change[] {
  if (Array.isArray(data.changes)) return data.changes as Change[];
  if (!('before' in data) && !('after' in data)) return [];
  const walk = (b: unknown, a: unknown, path: string): Change[] => {
    if (isObj(b) && isObj(a))
      return [...new Set([...Object.keys(b), ...Object.keys(a)])]
        .sort()
        .flatMap((k) => walk(b[k], a[k], path ? `${path}.${k}` : k));
    return JSON.stringify(b) === JSON.stringify(a) ? [] : [{ path, before: b ?? null, after: a ?? null }];
  };
  return walk(data.before, data.after, '');
}

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** `/pit/audit` (PIT_BOSS, ADMIN): the audit log with filters kept in the URL; each line's before/after. */
export function AuditPage() {
  return (
    <RoleGate roles={['PIT_BOSS', 'ADMIN']} area="pit">
      {() => <AuditView />}
    </RoleGate>
  );
}

function AuditView() {
  const t = useTranslations('pit.audit');
  const urlSearch = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const fromUrl = useMemo(() => (urlSearch === null ? null : filtersOf(urlSearch)), [urlSearch]);
  const [chosen, setChosen] = useState<Filters | null>(null);
  const f = chosen ?? fromUrl;
  const [page, setPage] = useState<AuditPageData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [tables, setTables] = useState<{ id: string; name: string }[]>([]);
  const query = f ? auditQuery(f) : null;

  useEffect(() => {
    api<{ id: string; name: string }[]>('GET', '/api/tables')
      .then(setTables)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (query === null) return;
    let live = true;
    api<AuditPageData>('GET', `/api/audit${query ? `?${query}` : ''}`)
      .then((p) => {
        if (!live) return;
        setPage(p);
        setError(null);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [query]);

  const change = (patch: Partial<Filters>) => {
    if (!f) return;
    const next = { ...f, ...patch };
    setChosen(next);
    const q = new URLSearchParams(Object.entries(next).filter(([, v]) => v));
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${q.size ? `?${q}` : ''}`);
  };
  const more = async () => {
    if (!f || !page?.nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await api<AuditPageData>('GET', `/api/audit?${auditQuery(f, page.nextCursor)}`);
      setPage({ ...next, items: [...page.items, ...next.items] });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };
  const tableName = (id: string) => tables.find((x) => x.id === id)?.name;

  return (
    <div className="space-y-4">
      <PitNav />
      <div>
        <h1 className="text-xl font-semibold text-gray-100">{t('title')}</h1>
        <p className="text-xs text-gray-500">{t('subtitle')}</p>
      </div>
      {f && (
        <Panel testId="audit-filters" bodyClass="flex flex-wrap items-end gap-3 p-3">
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('action')}
            <select
              data-testid="audit-action"
              className={`${inputCls} max-w-[14rem]`}
              value={f.action}
              onChange={(e) => change({ action: e.target.value })}
            >
              <option value="">{t('allActions')}</option>
              {[...new Set([...(page?.actions ?? []), ...(f.action ? [f.action] : [])])].map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('actor')}
            <input
              data-testid="audit-actor"
              className={`${inputCls} w-36`}
              value={f.actor}
              placeholder={t('actorHint')}
              onChange={(e) => change({ actor: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('targetType')}
            <select
              data-testid="audit-target-type"
              className={`${inputCls} max-w-[12rem]`}
              value={f.targetType}
              onChange={(e) => change({ targetType: e.target.value })}
            >
              <option value="">{t('allTargets')}</option>
              {[...new Set([...TARGET_TYPES, ...(f.targetType ? [f.targetType] : [])])].map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('table')}
            <select
              data-testid="audit-table"
              className={`${inputCls} max-w-[12rem]`}
              value={tables.some((x) => x.id === f.targetId) ? f.targetId : ''}
              onChange={(e) =>
                change(e.target.value ? { targetId: e.target.value, targetType: 'GameTable' } : { targetId: '' })
              }
            >
              <option value="">{t('anyTable')}</option>
              {tables.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('targetId')}
            <input
              data-testid="audit-target-id"
              className={`${inputCls} w-40 font-mono`}
              value={f.targetId}
              onChange={(e) => change({ targetId: e.target.value })}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-gray-500">
            {t('from')}
            <input
              data-testid="audit-from"
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
              data-testid="audit-to"
              type="date"
              className={`${inputCls} [color-scheme:dark]`}
              value={f.to}
              min={f.from || undefined}
              onChange={(e) => change({ to: e.target.value })}
            />
          </label>
          <button
            type="button"
            className={btnCls}
            onClick={() => change({ action: '', actor: '', targetType: '', targetId: '', from: '', to: '' })}
          >
            {t('clear')}
          </button>
        </Panel>
      )}
      {error && <ErrorAlert message={error} />}
      {page && (
        <Panel testId="audit-list">
          {page.items.length === 0 ? (
            <p className="p-4 text-sm text-gray-500">{t('empty')}</p>
          ) : (
            <ol className="divide-y divide-line">
              {page.items.map((i) => {
                const changes = auditChanges(i.data);
                const reason = typeof i.data.reason === 'string' ? i.data.reason : null;
                return (
                  <li key={i.id} data-testid="audit-item" data-action={i.action} className="px-3 py-2 text-sm">
                    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <time dateTime={i.at} className="font-mono text-xs text-gray-500">
                        {new Date(i.at).toLocaleString()}
                      </time>
                      <span className="font-semibold text-gray-100">{i.action}</span>
                      <span className="text-gray-400">{t('by', { name: i.actor?.username ?? t('system') })}</span>
                      <button
                        type="button"
                        className="text-xs text-gray-500 underline-offset-2 hover:text-gray-200 hover:underline"
                        title={t('filterTarget')}
                        onClick={() => change({ targetType: i.targetType, targetId: i.targetId })}
                      >
                        {i.targetType} {tableName(i.targetId) ?? i.targetId.slice(0, 8)}
                      </button>
                      {typeof i.data.version === 'number' && (
                        <span className="font-mono text-xs text-brass">v{i.data.version}</span>
                      )}
                    </div>
                    {reason && <p className="mt-0.5 text-xs text-gray-300">{t('reason', { reason })}</p>}
                    {changes.length > 0 && (
                      <table className="mt-1 text-xs" data-testid="audit-diff">
                        <thead className="sr-only">
                          <tr>
                            <th>{t('field')}</th>
                            <th>{t('before')}</th>
                            <th>{t('after')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {changes.map((c) => (
                            <tr key={c.path}>
                              <td className="pr-3 font-mono text-gray-400">{c.path}</td>
                              <td className="pr-2 font-mono text-rose-300 line-through decoration-rose-500/50">
                                {show(c.before)}
                              </td>
                              <td className="font-mono text-emerald-300">→ {show(c.after)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    )}
                    {changes.length === 0 && Object.keys(i.data).length > 0 && (
                      <details className="mt-0.5 text-xs text-gray-500">
                        <summary className="cursor-pointer">{t('details')}</summary>
                        <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all">
                          {JSON.stringify(i.data, null, 2)}
                        </pre>
                      </details>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          {page.nextCursor && (
            <div className="border-t border-line p-3">
              <button type="button" className={btnCls} disabled={loadingMore} onClick={() => void more()}>
                {t('loadMore')}
              </button>
            </div>
          )}
        </Panel>
      )}
    </div>
  );
}
