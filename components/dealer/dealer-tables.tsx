'use client';

import { useTranslations } from 'next-intl';
import { gameUi, useGameLabel } from '@/components/games/registry';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import { Kbd, Label, StatusPill } from '@/components/ui/console-bits';
import { dealerWord, isLive, type TableListItem } from './model';
import { shoeStatusText } from './side-panels';

interface Viewer {
  id: string;
  username: string;
  role: string;
}

/** The tables the signed-in user may deal: a DEALER their assigned ones, a PIT_BOSS or ADMIN every table. */
export function DealerTables({ viewer }: { viewer: Viewer }) {
  const tr = useTranslations('dealer');
  const gameName = useGameLabel();
  const router = useRouter();
  const [tables, setTables] = useState<TableListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    // A DEALER's tables are the ones they may sign in at (issue #17 §1, `GET /api/shifts/allowed`), on shift or not.
    const allowed =
      viewer.role === 'DEALER'
        ? api<{ tableId: string }[]>('GET', '/api/shifts/allowed').then((rows) => new Set(rows.map((r) => r.tableId)))
        : Promise.resolve(null);
    Promise.all([api<TableListItem[]>('GET', '/api/tables'), allowed])
      .then(([all, mine]) => {
        setTables(mine ? all.filter((t) => mine.has(t.id) || t.dealerId === viewer.id) : all);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [viewer.id, viewer.role]);

  useEffect(() => {
    load();
    const t = setInterval(load, 10_000);
    return () => clearInterval(t);
  }, [load]);

  // 1..9 opens the n-th table.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || !tables) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) return;
      const n = Number(e.key);
      const t = Number.isInteger(n) && n >= 1 ? tables[n - 1] : undefined;
      if (t) router.push(`/dealer/${t.id}`);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tables, router]);

  return (
    <div className="space-y-4">
      <div className="flex items-end justify-between gap-4 border-b border-line pb-3">
        <div>
          <Label>{tr('notStaff.title')}</Label>
          <h1 className="text-2xl font-bold text-white">
            {viewer.role === 'DEALER' ? tr('tables.mine') : tr('tables.all')}
          </h1>
        </div>
        <p className="text-xs text-gray-500">
          {viewer.role === 'DEALER'
            ? tr('shift.allowed')
            : viewer.role === 'ADMIN'
              ? tr('tables.asAdmin')
              : tr('tables.asPit')}{' '}
          {tr.rich('tables.press', { k: (c) => <Kbd>{c}</Kbd> })}
        </p>
      </div>

      {error && (
        <div role="alert" className="rounded border border-red-500/50 bg-red-950/50 px-3 py-2 text-sm text-red-200">
          {tr('tables.loadError', { error })}
        </div>
      )}

      {!tables ? (
        <p className="text-sm text-gray-500">{tr('tables.loading')}</p>
      ) : !tables.length ? (
        <div className="rounded-md border border-line bg-panel p-6 text-sm text-gray-400">{tr('tables.none')}</div>
      ) : (
        <ul data-testid="dealer-tables" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {tables.map((t, i) => {
            const r = t.round;
            return (
              <li key={t.id}>
                <Link
                  href={`/dealer/${t.id}`}
                  data-testid={`dealer-table-${t.id}`}
                  className="group flex h-full flex-col rounded-md border border-line bg-panel transition-colors hover:border-brass/70 hover:bg-panel-2"
                >
                  <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
                    <div>
                      <div className="text-lg font-bold text-white group-hover:text-brass">{t.name}</div>
                      <div className="text-[11px] tracking-wider text-gray-500 uppercase">{gameName(t.game)}</div>
                    </div>
                    {i < 9 && <Kbd>{i + 1}</Kbd>}
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-3 text-sm">
                    <div>
                      <dt>
                        <Label>{tr('round')}</Label>
                      </dt>
                      <dd className="mt-0.5 flex items-center gap-2">
                        <span className="font-mono text-gray-200">{r ? `#${r.number}` : '—'}</span>
                        {r && <StatusPill status={r.status} />}
                      </dd>
                    </div>
                    <div>
                      <dt>
                        <Label>{viewer.role === 'DEALER' ? tr('shift.onShift') : tr('tables.dealer')}</Label>
                      </dt>
                      <dd
                        data-testid={`dealer-on-shift-${t.id}`}
                        className={`mt-0.5 ${t.dealerId === viewer.id ? 'text-brass' : 'text-gray-300'}`}
                      >
                        {viewer.role === 'DEALER'
                          ? t.dealerId === viewer.id
                            ? tr('shift.you')
                            : dealerWord(t, tr, 'nobody')
                          : dealerWord(t, tr)}
                      </dd>
                    </div>
                    {t.shoe || gameUi(t.game)?.shoe ? (
                      <div className="col-span-2">
                        <dt>
                          <Label>{tr('shoe.title')}</Label>
                        </dt>
                        <dd
                          className={`mt-0.5 text-xs ${t.shoe?.status === 'ACTIVE' ? 'text-gray-300' : 'text-amber-300'}`}
                        >
                          {shoeStatusText(tr, t.shoe)}
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                  <div className="mt-auto flex items-center justify-between border-t border-line px-4 py-2 text-xs">
                    <span className={t.status === 'OPEN' ? 'text-emerald-300' : 'text-gray-500'}>
                      {tr('tables.status', { status: t.status })}
                    </span>
                    <span className="font-semibold text-gray-400 group-hover:text-brass">
                      {isLive(r) ? tr('tables.resume') : tr('tables.open')}
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
