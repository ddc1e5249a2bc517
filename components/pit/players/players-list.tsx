'use client';

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PitGate, PitPageHead } from '@/components/pit/pit-page';
import { usersOfRole } from '@/components/pit/filters/lists';
import { ErrorAlert, Money, Panel, inputCls } from '@/components/ui/back-office';
import { TableStateRows, tableHeadCls } from '@/components/ui/data-table';

export interface PlayerRow {
  id: string;
  username: string;
  displayName?: string | null;
  role: string;
  balance?: number;
  /** What the player owes (issue #18 §2), cents. */
  debt?: number;
  disabled?: boolean;
}

/** Players whose username or display name contains `q` (any case); everyone when `q` is blank. */
export function matchPlayers(rows: PlayerRow[], q: string): PlayerRow[] {
  const s = q.trim().toLowerCase();
  if (!s) return rows;
  return rows.filter((r) => r.username.toLowerCase().includes(s) || (r.displayName ?? '').toLowerCase().includes(s));
}

/** `/pit/players` (PIT_BOSS, ADMIN): the players with their balances, searched by username, each linking to their page. */
export function PlayersPage() {
  return (
    <PitGate>
      <PlayersView />
    </PitGate>
  );
}

function PlayersView() {
  const t = useTranslations('pit.players');
  const [rows, setRows] = useState<PlayerRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [q, setQ] = useState('');
  useEffect(() => {
    usersOfRole<PlayerRow>('PLAYER')
      .then(setRows)
      .catch((e: Error) => setError(t('loadError', { error: e.message })));
  }, [t]);
  const shown = useMemo(() => (rows ? matchPlayers(rows, q) : []), [rows, q]);

  return (
    <div className="space-y-4">
      <PitPageHead title={t('title')} subtitle={t('subtitle')} />
      <ErrorAlert message={error} testId="pit-error" onClose={() => setError(null)} />
      <Panel
        testId="players-panel"
        actions={
          <label className="flex items-center gap-1.5 text-xs text-gray-500">
            {t('search')}
            <input
              data-testid="players-search"
              type="search"
              className={`${inputCls} w-48`}
              placeholder={t('searchPlaceholder')}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </label>
        }
      >
        <div className="overflow-x-auto">
          <table data-testid="players-table" className="w-full text-sm">
            <thead className={tableHeadCls}>
              <tr>
                <th className="px-3 py-2 font-medium">{t('colUsername')}</th>
                <th className="px-3 py-2 font-medium">{t('colName')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('colBalance')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/60">
              {shown.map((p) => (
                <tr key={p.id} data-testid="player-row" data-user-id={p.id} className="hover:bg-panel-2">
                  <td className="px-3 py-1.5">
                    <Link href={`/pit/players/${p.id}`} className="text-sky-300 hover:underline">
                      {p.username}
                    </Link>
                    {p.disabled && <span className="ml-1.5 text-[11px] text-rose-300">{t('disabled')}</span>}
                  </td>
                  <td className="px-3 py-1.5 text-gray-300">{p.displayName || '—'}</td>
                  <td className="px-3 py-1.5 text-right">
                    <Money cents={p.balance ?? 0} className="text-gray-200" />
                    {(p.debt ?? 0) > 0 && (
                      <div data-field="debt" className="text-xs text-rose-300">
                        {t('owes')} <Money cents={p.debt ?? 0} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
              <TableStateRows
                loaded={!!rows}
                shown={shown.length}
                error={error}
                colSpan={3}
                cellClass="px-3 py-8 text-center text-sm text-gray-500"
                empty={rows?.length ? t('noMatch') : t('empty')}
                loading={t('loading')}
              />
            </tbody>
          </table>
        </div>
      </Panel>
    </div>
  );
}
