'use client';

import { useEffect, useState } from 'react';
import { api, money } from '@/lib/client/api';
import { Panel } from '@/components/ui/back-office';
import type { LedgerTransactionView } from '@/lib/ledger/round-ledger';

/**
 * The round's ledger (`GET /api/rounds/:id/ledger`): every transaction posted for it — stakes, cancellations,
 * the settlement, a void's reversal and refund — with its entries (credit +, debit −), each summing to zero.
 */
export function LedgerPanel({ roundId, version }: { roundId: string; version: number }) {
  const [txs, setTxs] = useState<LedgerTransactionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<LedgerTransactionView[]>('GET', `/api/rounds/${roundId}/ledger`)
      .then((t) => {
        setTxs(t);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [roundId, version]);
  return (
    <Panel title="Ledger" testId="round-ledger">
      {error && (
        <p role="alert" className="px-3 py-2 text-sm text-red-400">
          {error}
        </p>
      )}
      {!txs ? (
        <p className="px-3 py-2 text-sm text-gray-500">Loading…</p>
      ) : txs.length === 0 ? (
        <p className="px-3 py-2 text-sm text-gray-500">No money moved in this round.</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-xs uppercase tracking-wide text-gray-500">
            <tr>
              <th className="px-3 py-1.5">Transaction</th>
              <th className="px-3 py-1.5">Account</th>
              <th className="px-3 py-1.5 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {txs.map((t) =>
              t.entries.map((e, i) => (
                <tr key={`${t.id}-${i}`} data-ledger-kind={t.kind} className={i === 0 ? 'border-t border-line' : ''}>
                  <td className="px-3 py-1 align-top text-gray-300">
                    {i === 0 && (
                      <>
                        <span className="font-semibold">{t.kind.replace('_', ' ')}</span>
                        <span className="ml-2 text-xs text-gray-500">
                          {new Date(t.createdAt).toLocaleTimeString('en-GB')}
                        </span>
                        {t.memo && <div className="text-xs text-gray-500">{t.memo}</div>}
                      </>
                    )}
                  </td>
                  <td className="px-3 py-1 text-gray-400">{e.account}</td>
                  <td className={`px-3 py-1 text-right font-mono ${e.amount < 0 ? 'text-red-300' : 'text-green-300'}`}>
                    {money(e.amount)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
