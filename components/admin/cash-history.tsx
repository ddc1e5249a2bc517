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
      {/* A table from `sm` up; on a phone each line is a card: when and amount, what and by whom, the note. */}
      <div className="sm:overflow-x-auto">
        <table className="block w-full text-sm sm:table">
          <thead className={`hidden sm:table-header-group ${tableHeadCls}`}>
            <tr>
              <th className="px-2 py-1.5 font-medium">{t('colAt')}</th>
              <th className="px-2 py-1.5 font-medium">{t('colKind')}</th>
              <th className="px-2 py-1.5 text-right font-medium">{t('colAmount')}</th>
              <th className="px-2 py-1.5 font-medium">{t('colBy')}</th>
              <th className="px-2 py-1.5 font-medium">{t('colMemo')}</th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-line/60 sm:table-row-group">
            {(items ?? []).map((i) => (
              <tr
                key={i.id}
                data-testid="cash-row"
                data-kind={i.kind}
                data-amount={i.amount}
                className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 px-1 py-1.5 sm:table-row sm:p-0"
              >
                <td className="order-1 whitespace-nowrap font-mono text-xs text-gray-400 sm:px-2 sm:py-1.5">
                  {w.shell.when(i.at)}
                </td>
                <td className="order-3 whitespace-nowrap text-xs text-gray-300 sm:px-2 sm:py-1.5">
                  {t(`kinds.${i.kind}`)}
                  {i.roundId && (
                    <Link href={`/pit/rounds/${i.roundId}`} className="ml-1 text-sky-300 hover:underline">
                      {t('round')}
                    </Link>
                  )}
                </td>
                <td className="order-2 whitespace-nowrap text-right sm:px-2 sm:py-1.5">
                  <Money cents={i.amount} signed />
                </td>
                <td className="order-4 text-right text-gray-400 sm:px-2 sm:py-1.5 sm:text-left">
                  {i.actor?.username ?? '—'}
                </td>
                <td
                  className={`order-5 col-span-2 truncate text-xs text-gray-500 sm:max-w-[12rem] sm:px-2 sm:py-1.5 ${i.memo ? '' : 'hidden sm:table-cell'}`}
                  title={i.memo ?? undefined}
                >
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
