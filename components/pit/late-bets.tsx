'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { ErrorAlert, Money, btnCls } from '@/components/ui/back-office';

/** One row of GET /api/late-bets (lib/late-bets/list-late-bets.ts). */
export interface LateBetRow {
  id: string;
  at: string;
  closesAt: string;
  lateByMs: number;
  kind: 'BET' | 'DECISION';
  code: string;
  tableId: string;
  tableName: string;
  roundId: string;
  roundNumber: number;
  userId: string;
  username: string;
  amount: number | null;
  body: unknown;
}

interface Page {
  items: LateBetRow[];
  nextCursor: string | null;
}

const TIME = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
} as const;

/** The query of the list: the filters given (empty ones left out). */
function queryOf(f: { tableId?: string; userId?: string; from?: string; to?: string }, cursor?: string): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, cursor })) if (v) q.set(k, v);
  return q.toString();
}

/**
 * The late-bet log (issue #17 §6), newest first: time of the refusal (server time, to the ms), table, round,
 * player, amount, how many ms after the close, kind (bet or decision). `tableId` / `userId` / `from` / `to`
 * filter it (the pit's page, a table's statistics, a player's page); "Load more" follows the cursor.
 */
export function LateBetList({
  tableId,
  userId,
  from,
  to,
}: {
  tableId?: string;
  userId?: string;
  /** A day (YYYY-MM-DD) or an instant. */
  from?: string;
  to?: string;
}) {
  const t = useTranslations('pit.lateBets');
  const format = useFormatter();
  const query = queryOf({ tableId, userId, from, to });
  const [loaded, setLoaded] = useState<{ query: string; items: LateBetRow[]; next: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api<Page>('GET', `/api/late-bets?${query}`)
      .then((p) => {
        if (!live) return;
        setLoaded({ query, items: p.items, next: p.nextCursor });
        setError(null);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [query]);

  const current = loaded && loaded.query === query ? loaded : null;
  const more = async () => {
    if (!current?.next) return;
    setBusy(true);
    try {
      const p = await api<Page>('GET', `/api/late-bets?${queryOf({ tableId, userId, from, to }, current.next)}`);
      setLoaded({ query, items: [...current.items, ...p.items], next: p.nextCursor });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const when = (iso: string) => format.dateTime(new Date(iso), TIME);

  return (
    <div data-testid="late-bets">
      <ErrorAlert message={error ? t('loadError', { error }) : null} testId="late-bets-error" />
      {!current ? (
        !error && <p className="px-3 py-6 text-center text-sm text-gray-500">{t('loading')}</p>
      ) : current.items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-gray-500" data-testid="late-bets-empty">
          {t('empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-gray-500">
              <tr className="border-b border-line">
                <th className="px-3 py-2 font-medium">{t('time')}</th>
                <th className="px-3 py-2 font-medium">{t('table')}</th>
                <th className="px-3 py-2 font-medium">{t('round')}</th>
                <th className="px-3 py-2 font-medium">{t('player')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('amount')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('lateBy')}</th>
                <th className="px-3 py-2 font-medium">{t('kind')}</th>
              </tr>
            </thead>
            <tbody>
              {current.items.map((r) => (
                <tr key={r.id} data-testid="late-bet-row" className="border-b border-line/60 last:border-0">
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs tabular-nums text-gray-300">
                    {when(r.at)}
                  </td>
                  <td className="px-3 py-2 text-gray-200">{r.tableName}</td>
                  <td className="px-3 py-2">
                    <Link
                      href={`/pit/rounds/${r.roundId}`}
                      className="text-brass hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brass/60"
                    >
                      #{r.roundNumber}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-gray-200">{r.username}</td>
                  <td className="px-3 py-2 text-right">{r.amount === null ? '—' : <Money cents={r.amount} />}</td>
                  <td
                    className="whitespace-nowrap px-3 py-2 text-right"
                    title={t('closedAt', { time: when(r.closesAt) })}
                  >
                    <span className="font-mono tabular-nums text-amber-300">
                      {t('lateByMs', { ms: format.number(r.lateByMs) })}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-gray-400">{r.kind === 'BET' ? t('kindBET') : t('kindDECISION')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {current?.next && (
        <div className="p-3 text-center">
          <button type="button" className={btnCls} onClick={more} disabled={busy} data-testid="late-bets-more">
            {t('more')}
          </button>
        </div>
      )}
    </div>
  );
}
