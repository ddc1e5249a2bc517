'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useConsoleWords } from '@/components/pit/words';
import { LoadMore, useCursorPages } from '@/components/pit/filters/paging';
import { ErrorAlert, Money, btnCls } from '@/components/ui/back-office';
import { TableStateRows, tableHeadCls } from '@/components/ui/data-table';
import type { CashKind, CashTransaction } from '@/lib/users/user-transactions';

const KINDS: (CashKind | 'ALL')[] = ['ALL', 'DEPOSIT', 'WITHDRAWAL', 'DEBT_REPAYMENT'];

/**
 * A user's deposits, withdrawals and debt repayments (`GET /api/users/:id/transactions`, issue #18 §5), newest
 * first, signed from the wallet (+ in, − out), with who posted each and its memo; a kind filter and Load more.
 * Used by the admin's user dialog and the pit's player page. `reloadKey` changes → reloaded from the top.
 */
export function CashHistory({ userId, reloadKey = 0 }: { userId: string; reloadKey?: number }) {
  const t = useTranslations('admin.cash');
  const w = useConsoleWords();
  const [kind, setKind] = useState<CashKind | 'ALL'>('ALL');

  const fetchPage = useCallback(
    (cursor: string | null) => {
      const q = new URLSearchParams({
        limit: '20',
        ...(kind !== 'ALL' ? { kind } : {}),
        ...(cursor ? { cursor } : {}),
      });
      return api<{ items: CashTransaction[]; nextCursor: string | null }>(
        'GET',
        `/api/users/${encodeURIComponent(userId)}/transactions?${q}`,
      );
    },
    [userId, kind],
  );

  const describe = useCallback((error: string) => t('loadError', { error }), [t]);
  const { items, nextCursor, busy, error, setError, more } = useCursorPages(fetchPage, { reloadKey, describe });

  return (
    <div data-testid="cash-history" className="space-y-2">
      <label className="flex items-center gap-2 text-xs text-gray-500">
        {t('kind')}
        <select
          data-testid="cash-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as CashKind | 'ALL')}
          className="rounded border border-line bg-ink px-2 py-1 text-xs text-gray-100"
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className={tableHeadCls}>
            <tr>
              <th className="px-2 py-1.5 font-medium">{t('colAt')}</th>
              <th className="px-2 py-1.5 font-medium">{t('colKind')}</th>
              <th className="px-2 py-1.5 text-right font-medium">{t('colAmount')}</th>
              <th className="px-2 py-1.5 font-medium">{t('colBy')}</th>
              <th className="px-2 py-1.5 font-medium">{t('colMemo')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {(items ?? []).map((i) => (
              <tr key={i.id} data-testid="cash-row" data-kind={i.kind} data-amount={i.amount}>
                <td className="whitespace-nowrap px-2 py-1.5 font-mono text-xs text-gray-400">{w.shell.when(i.at)}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-xs text-gray-300">
                  {t(`kinds.${i.kind}`)}
                  {i.roundId && (
                    <Link href={`/pit/rounds/${i.roundId}`} className="ml-1 text-sky-300 hover:underline">
                      {t('round')}
                    </Link>
                  )}
                </td>
                <td className="px-2 py-1.5 text-right">
                  <Money cents={i.amount} signed />
                </td>
                <td className="px-2 py-1.5 text-gray-400">{i.actor?.username ?? '—'}</td>
                <td className="max-w-[12rem] truncate px-2 py-1.5 text-xs text-gray-500" title={i.memo ?? undefined}>
                  {i.memo ?? ''}
                </td>
              </tr>
            ))}
            <TableStateRows
              loaded={!!items}
              shown={items?.length ?? 0}
              error={error}
              colSpan={5}
              cellClass="px-2 py-4 text-center text-gray-500"
              empty={t('empty')}
              loading={t('loading')}
            />
          </tbody>
        </table>
      </div>
      <LoadMore
        show={!!nextCursor}
        busy={busy}
        onMore={() => void more()}
        label={busy ? '…' : t('more')}
        className={`${btnCls} py-1 text-xs`}
      />
    </div>
  );
}
