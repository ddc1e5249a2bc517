'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { useConsoleWords } from '@/components/pit/words';
import { api } from '@/lib/client/api';
import { PitGate, PitPageHead } from '@/components/pit/pit-page';
import { DateRangeFields, FilterField, SelectFilter, TableFilter } from '@/components/pit/filters/fields';
import { useTableList } from '@/components/pit/filters/lists';
import { LoadMore, useCursorPages } from '@/components/pit/filters/paging';
import { dayAfter, searchFields, useUrlFilters } from '@/components/pit/filters/url-filters';
import { Panel, btnCls, inputCls, ErrorAlert } from '@/components/ui/back-office';

interface Filters {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  /** Everything done at a table (its configuration, its rounds' voids and corrections, its shifts). */
  tableId: string;
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
  /** The target's names (lib/audit/list-audit.ts): a round's number and table, a table's, a user's. */
  target?: { table?: string; round?: number; user?: string };
  /** The usernames of the user ids in `data`. */
  names?: Record<string, string>;
}

interface AuditPageData {
  items: AuditItem[];
  nextCursor: string | null;
  actions: string[];
}

const KEYS: (keyof Filters)[] = ['action', 'actor', 'targetType', 'targetId', 'tableId', 'from', 'to'];
const TARGET_TYPES = ['GameTable', 'User', 'DealerShift', 'Round', 'Correction', 'StudioSetting'];
const filtersOf: (search: string) => Filters = searchFields(KEYS);

/** The API query of the page's filters (and a cursor); the `to` day is inclusive on the page, exclusive in the API. */
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

/** Options whose value is their text. */
const same = (values: string[]) => values.map((v) => ({ value: v, label: v }));

/** The data keys whose numbers are cents (cash, refunds, wallet moves, limits, the void threshold). */
const MONEY_KEYS = new Set([
  'amount',
  'balance',
  'refunded',
  'reversed',
  'paid',
  'delta',
  'debtAdded',
  'debt',
  'handle',
  'stake',
  'min',
  'max',
  'maxPayoutPerRound',
  'voidApprovalBelow',
  'repaid',
]);
/** Keys whose value is a user id (shown as the username the API names). */
const USER_KEYS = /^(userId|dealerId|proposedBy|approvedBy|decidedBy|endedById|actorId)$/;
/** Keys already shown on the line itself, or internal references nobody reads. */
const SHOWN = new Set(['reason', 'version', 'table', 'name']);

export interface ValueWords {
  money: (cents: number) => string;
  names: Record<string, string>;
  yes: string;
  no: string;
}

/** One value of an audit line in words: cents as money, a user id as its username, a list or object flattened. */
export function showValue(path: string, v: unknown, w: ValueWords): string {
  const key = path.split('.').pop() ?? path;
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number' && Number.isInteger(v) && MONEY_KEYS.has(key)) return w.money(v);
  if (typeof v === 'boolean') return v ? w.yes : w.no;
  if (typeof v === 'string' && USER_KEYS.test(key)) return w.names[v] ?? v.slice(0, 8);
  if (typeof v === 'string' && key === 'hash') return v.slice(0, 12);
  if (Array.isArray(v)) return v.length ? v.map((x) => showValue(key, x, w)).join('; ') : '—';
  if (typeof v === 'object') {
    // A wallet move and the like: `alice: delta -€350.00, debtAdded €0.00`.
    const o = v as Record<string, unknown>;
    const who = typeof o.userId === 'string' ? `${showValue('userId', o.userId, w)}: ` : '';
    return (
      who +
      Object.entries(o)
        .filter(([k]) => !who || k !== 'userId')
        .map(([k, x]) => `${k} ${showValue(k, x, w)}`)
        .join(', ')
    );
  }
  // Another record's id (a correction, a ledger transaction): its first characters, as the page's links show ids.
  if (typeof v === 'string' && /Id$/.test(key) && v.length > 12) return v.slice(0, 8);
  return String(v);
}

/** The data of a line without a before/after, as `key: value` lines (nested objects by their dotted path). */
export function auditFacts(data: Record<string, unknown>): { path: string; value: unknown }[] {
  const out: { path: string; value: unknown }[] = [];
  const walk = (v: unknown, path: string) => {
    if (isObj(v) && Object.keys(v).length) for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    else out.push({ path, value: v });
  };
  for (const [k, v] of Object.entries(data))
    if (!SHOWN.has(k) && !['before', 'after', 'changes'].includes(k)) walk(v, k);
  return out;
}

/** `/pit/audit` (PIT_BOSS, ADMIN): the audit log with filters kept in the URL; each line's before/after. */
export function AuditPage() {
  return (
    <PitGate>
      <AuditView />
    </PitGate>
  );
}

function AuditView() {
  const t = useTranslations('pit.audit');
  // Studio time (CROUPIER_TIME_ZONE), as every other pit screen, not the browser's clock.
  const w = useConsoleWords().shell;
  const [f, change] = useUrlFilters(filtersOf);
  const tables = useTableList();
  const query = f ? auditQuery(f) : null;
  const fetchPage = useCallback(
    (cursor: string | null) => {
      const q = new URLSearchParams(query ?? '');
      if (cursor) q.set('cursor', cursor);
      return api<AuditPageData>('GET', `/api/audit${q.size ? `?${q}` : ''}`);
    },
    [query],
  );
  const { page, error, busy: loadingMore, more } = useCursorPages(query === null ? null : fetchPage);
  const tableName = (id: string) => tables.find((x) => x.id === id)?.name;
  /** The target in words: `Round #12 · Roulette 1`, a table's name, a user's, a shift's dealer and table. */
  const targetName = (i: AuditItem) => {
    const n = i.target ?? {};
    if (i.targetType === 'Round' && n.round !== undefined)
      return t('targetRound', { number: n.round, table: n.table ?? '' });
    if (i.targetType === 'GameTable')
      return t('targetTable', { name: n.table ?? tableName(i.targetId) ?? i.targetId.slice(0, 8) });
    if (i.targetType === 'User' && n.user) return t('targetUser', { name: n.user });
    if (i.targetType === 'DealerShift' && n.table) return t('targetShift', { dealer: n.user ?? '—', table: n.table });
    if (i.targetType === 'StudioSetting') return t('targetSettings');
    return `${i.targetType} ${i.targetId.slice(0, 8)}`;
  };

  return (
    <div className="space-y-4">
      <PitPageHead title={t('title')} subtitle={t('subtitle')} />
      {f && (
        <Panel testId="audit-filters" bodyClass="flex flex-wrap items-end gap-3 p-3">
          <SelectFilter
            label={t('action')}
            testId="audit-action"
            className={`${inputCls} max-w-[14rem]`}
            value={f.action}
            onChange={(action) => change({ action })}
            allLabel={t('allActions')}
            options={same([...new Set([...(page?.actions ?? []), ...(f.action ? [f.action] : [])])])}
          />
          <FilterField label={t('actor')}>
            <input
              data-testid="audit-actor"
              className={`${inputCls} w-36`}
              value={f.actor}
              placeholder={t('actorHint')}
              onChange={(e) => change({ actor: e.target.value })}
            />
          </FilterField>
          <SelectFilter
            label={t('targetType')}
            testId="audit-target-type"
            value={f.targetType}
            onChange={(targetType) => change({ targetType })}
            allLabel={t('allTargets')}
            options={same([...new Set([...TARGET_TYPES, ...(f.targetType ? [f.targetType] : [])])])}
          />
          <TableFilter
            label={t('table')}
            testId="audit-table"
            value={tables.some((x) => x.id === f.tableId) ? f.tableId : ''}
            onChange={(id) => change({ tableId: id })}
            allLabel={t('anyTable')}
            tables={tables}
          />
          <FilterField label={t('targetId')}>
            <input
              data-testid="audit-target-id"
              className={`${inputCls} w-40 font-mono`}
              value={f.targetId}
              onChange={(e) => change({ targetId: e.target.value })}
            />
          </FilterField>
          <DateRangeFields
            from={f.from}
            to={f.to}
            onChange={change}
            labels={{ from: t('from'), to: t('to') }}
            testIds={{ from: 'audit-from', to: 'audit-to' }}
          />
          <button
            type="button"
            className={btnCls}
            onClick={() =>
              change({ action: '', actor: '', targetType: '', targetId: '', tableId: '', from: '', to: '' })
            }
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
                const facts = auditFacts(i.data);
                const vw: ValueWords = { money: w.money, names: i.names ?? {}, yes: t('yes'), no: t('no') };
                const reason = typeof i.data.reason === 'string' ? i.data.reason : null;
                return (
                  <li key={i.id} data-testid="audit-item" data-action={i.action} className="px-3 py-2 text-sm">
                    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <time dateTime={i.at} className="font-mono text-xs text-gray-500">
                        {w.when(i.at)}
                      </time>
                      <span className="font-semibold text-gray-100">{i.action}</span>
                      <span className="text-gray-400">{t('by', { name: i.actor?.username ?? t('system') })}</span>
                      <button
                        type="button"
                        className="text-xs text-gray-500 underline-offset-2 hover:text-gray-200 hover:underline"
                        title={t('filterTarget')}
                        onClick={() => change({ targetType: i.targetType, targetId: i.targetId })}
                      >
                        {targetName(i)}
                      </button>
                      {typeof i.data.version === 'number' && (
                        <span className="font-mono text-xs text-brass">v{i.data.version}</span>
                      )}
                    </div>
                    {reason && <p className="mt-0.5 text-xs text-gray-300">{t('reason', { reason })}</p>}
                    {changes.length > 0 && (
                      <ul className="mt-1 space-y-0.5 text-xs" data-testid="audit-diff" aria-label={t('changes')}>
                        {changes.map((c) => (
                          <li key={c.path} className="flex flex-wrap gap-x-2 break-words">
                            <span className="text-gray-400">{c.path}:</span>
                            <span className="text-rose-300">
                              <span className="sr-only">{t('before')} </span>
                              {showValue(c.path, c.before, vw)}
                            </span>
                            <span aria-hidden="true" className="text-gray-500">
                              →
                            </span>
                            <span className="text-emerald-300">
                              <span className="sr-only">{t('after')} </span>
                              {showValue(c.path, c.after, vw)}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                    {facts.length > 0 && (
                      <dl
                        className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs"
                        data-testid="audit-facts"
                      >
                        {facts.map((x) => (
                          <div key={x.path} className="contents">
                            <dt className="text-gray-500">{x.path}</dt>
                            <dd className="min-w-0 break-words text-gray-200">{showValue(x.path, x.value, vw)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          <LoadMore
            show={!!page.nextCursor}
            busy={loadingMore}
            onMore={() => void more()}
            label={t('loadMore')}
            wrapClass="border-t border-line p-3"
          />
        </Panel>
      )}
    </div>
  );
}
