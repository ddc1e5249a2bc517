'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney } from '@/lib/i18n/money';
import { Panel } from '@/components/ui/back-office';
import { useConsoleWords } from '@/components/pit/words';
import type { LedgerTransactionView } from '@/lib/ledger/round-ledger';

/**
 * The round's ledger (`GET /api/rounds/:id/ledger`): every transaction posted for it — stakes, cancellations,
 * the settlement, a void's reversal and refund — with its entries (credit +, debit −), each summing to zero.
 */
export function LedgerPanel({ roundId, version }: { roundId: string; version: number }) {
  const [txs, setTxs] = useState<LedgerTransactionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('pit.ledger');
  const money = useMoney();
  const { shell } = useConsoleWords();
  useEffect(() => {
    api<LedgerTransactionView[]>('GET', `/api/rounds/${roundId}/ledger`)
      .then((x) => {
        setTxs(x);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [roundId, version]);
  return (
    <Panel title={t('title')} testId="round-ledger">
      {error && (
        <p role="alert" className="px-3 py-2 text-sm text-red-400">
          {error}
        </p>
      )}
      {!txs ? (
        <p className="px-3 py-2 text-sm text-gray-500">{t('loading')}</p>
      ) : txs.length === 0 ? (
        <p className="px-3 py-2 text-sm text-gray-500">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-xs uppercase tracking-wide text-gray-500">
              <tr>
                <th className="px-3 py-1.5">{t('colTransaction')}</th>
                <th className="px-3 py-1.5">{t('colAccount')}</th>
                <th className="px-3 py-1.5 text-right">{t('colAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {txs.map((tx) =>
                tx.entries.map((e, i) => (
                  <tr
                    key={`${tx.id}-${i}`}
                    data-ledger-kind={tx.kind}
                    className={i === 0 ? 'border-t border-line' : ''}
                  >
                    <td className="px-3 py-1 align-top text-gray-300">
                      {i === 0 && (
                        <>
                          <span className="font-semibold">
                            {t.has(`kind.${tx.kind}`) ? t(`kind.${tx.kind}`) : tx.kind}
                          </span>
                          <span className="ml-2 text-xs text-gray-500">{shell.when(tx.createdAt, 'time')}</span>
                          {tx.memo && <div className="text-xs text-gray-500">{tx.memo}</div>}
                        </>
                      )}
                    </td>
                    <td className="px-3 py-1 text-gray-400">{e.account}</td>
                    <td
                      className={`whitespace-nowrap px-3 py-1 text-right font-mono ${e.amount < 0 ? 'text-red-300' : 'text-green-300'}`}
                    >
                      {money(e.amount)}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
