'use client';

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { api, money } from '@/lib/client/api';
import type { DpHistory, DpHistoryRound } from '@/lib/tables/dp-history';
import { dpPlayerLines, rakeModeWords } from './pit-format';
import { ClockIcon } from '@/components/games/blackjack/pit-table';
import { when } from '@/components/pit/format';
import { ErrorAlert, Money, Panel, StatusBadge } from '@/components/ui/back-office';

function AnswerChip({ o }: { o: DpHistoryRound['offers'][number] }) {
  const tone =
    o.answer === 'ACCEPTED'
      ? 'bg-emerald-500/15 text-emerald-200 ring-emerald-500/30'
      : o.answer === 'TIMEOUT'
        ? 'bg-amber-500/10 text-amber-200 ring-amber-500/30'
        : 'bg-zinc-500/10 text-gray-300 ring-zinc-500/30';
  return (
    <span
      data-answer={o.answer}
      data-seat={o.seat}
      title={o.last ? 'offered to the last DP to keep the seat (§HCF-7)' : undefined}
      className={`whitespace-nowrap rounded px-1.5 py-0.5 ring-1 ring-inset ${tone}`}
    >
      <span className="text-gray-500">{o.seat}</span> {o.username}
      {o.last && <span className="text-gray-500"> (last DP)</span>}{' '}
      {o.answer === 'ACCEPTED' ? '✓' : o.answer === 'TIMEOUT' ? <ClockIcon /> : '✗'}
    </span>
  );
}

/**
 * The DP rotation history of a High Card Flush table (`GET /api/tables/:id/rotation`), for the pit:
 * per player the rounds they banked and the offers they declined or let time out, the house rounds, then
 * per round (`pit-hcf-rotation-round-<number>`) every answer in order, who banked, the bank's movements
 * (start + collected − paid = end), the DP's net, dead hands and the rake by mode (§HCF-7..§HCF-9).
 * `refreshKey` changes when the table's rounds change, to load the history again.
 */
export function HcfRotationHistory({
  tableId,
  refreshKey = 0,
  limit = 50,
}: {
  tableId: string;
  refreshKey?: number;
  limit?: number;
}) {
  const [data, setData] = useState<DpHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    api<DpHistory>('GET', `/api/tables/${encodeURIComponent(tableId)}/rotation?limit=${limit}`)
      .then((d) => {
        if (gone) return;
        setData(d);
        setError(null);
      })
      .catch((e: Error) => !gone && setError(`Could not load the DP rotation: ${e.message}`));
    return () => {
      gone = true;
    };
  }, [tableId, refreshKey, limit]);
  const lines = useMemo(() => (data ? dpPlayerLines(data.rounds) : null), [data]);

  return (
    <Panel
      testId="pit-hcf-rotation"
      title={`Designated player · last ${data ? `${data.rounds.length} round${data.rounds.length === 1 ? '' : 's'}` : '… rounds'}`}
      bodyClass="space-y-3 p-3"
    >
      <ErrorAlert message={error} />
      {!data && !error && <p className="text-sm text-gray-500">Loading the rotation…</p>}
      {data && !data.rounds.length && <p className="text-sm text-gray-500">No rounds yet at this table.</p>}
      {lines && data && data.rounds.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-xs" data-field="players">
            <thead className="text-left text-[10px] uppercase tracking-wider text-gray-500">
              <tr>
                <th className="px-2 py-1 font-medium">Player</th>
                <th className="px-2 py-1 font-medium">Banked rounds</th>
                <th className="px-2 py-1 text-right font-medium">Declined</th>
                <th className="px-2 py-1 text-right font-medium">No answer</th>
                <th className="px-2 py-1 text-right font-medium">Net as DP</th>
                <th className="px-2 py-1 text-right font-medium">Rake as DP</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/40">
              {lines.players.map((p) => (
                <tr key={p.userId} data-user={p.username}>
                  <td className="px-2 py-1 text-gray-200">{p.username}</td>
                  <td className="px-2 py-1 font-mono text-gray-300" data-field="banked">
                    {p.banked.length ? (
                      p.banked.map((n) => `#${n}`).join(' ')
                    ) : (
                      <span className="text-gray-600">—</span>
                    )}
                  </td>
                  <td className="px-2 py-1 text-right font-mono text-gray-300">{p.declined}</td>
                  <td className="px-2 py-1 text-right font-mono text-amber-200">
                    {p.timeouts || <span className="text-gray-600">0</span>}
                  </td>
                  <td className="px-2 py-1 text-right">
                    <Money cents={p.dpNet} signed />
                  </td>
                  <td className="px-2 py-1 text-right">
                    <Money cents={p.dpRake} />
                  </td>
                </tr>
              ))}
              <tr data-user="house" className="text-violet-200">
                <td className="px-2 py-1">House</td>
                <td className="px-2 py-1 font-mono" colSpan={5} data-field="banked">
                  {lines.house.length ? (
                    lines.house.map((n) => `#${n}`).join(' ')
                  ) : (
                    <span className="text-gray-600">—</span>
                  )}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {data && data.rounds.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-xs" data-field="rounds">
            <thead className="bg-panel-2/60 text-left text-[10px] uppercase tracking-wider text-gray-500">
              <tr>
                <th className="px-2 py-1.5 font-medium">Round</th>
                <th className="px-2 py-1.5 font-medium">Offers in order</th>
                <th className="px-2 py-1.5 font-medium">Banker</th>
                <th className="px-2 py-1.5 text-right font-medium" title="start + collected − paid = end (§HCF-8)">
                  Bank
                </th>
                <th className="px-2 py-1.5 text-right font-medium">DP net</th>
                <th className="px-2 py-1.5 font-medium">Dead</th>
                <th className="px-2 py-1.5 text-right font-medium">Rake</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/50">
              {data.rounds.map((r) => (
                <RoundRow key={r.roundId} r={r} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function RoundRow({ r }: { r: DpHistoryRound }) {
  const s = r.settlement;
  return (
    <tr
      data-testid={`pit-hcf-rotation-round-${r.number}`}
      data-status={r.status}
      data-banker={r.banker ?? ''}
      className="align-top"
    >
      <td className="whitespace-nowrap px-2 py-1.5">
        <Link href={`/pit/rounds/${r.roundId}`} className="font-mono text-brass hover:underline">
          #{r.number}
        </Link>{' '}
        <StatusBadge status={r.status} />
        <div className="font-mono text-[10px] text-gray-600">{when(r.openedAt, 'MM-dd HH:mm')}</div>
      </td>
      <td className="px-2 py-1.5" data-field="offers">
        <div className="flex flex-wrap items-center gap-1">
          {r.offers.map((o, i) => (
            <span key={i} className="inline-flex items-center gap-1">
              {i > 0 && <span className="text-gray-600">→</span>}
              <AnswerChip o={o} />
            </span>
          ))}
          {r.openOffer && (
            <span className="inline-flex items-center gap-1" data-answer="OPEN">
              {r.offers.length > 0 && <span className="text-gray-600">→</span>}
              <span className="animate-pulse whitespace-nowrap rounded px-1.5 py-0.5 text-brass ring-1 ring-inset ring-brass/50">
                <span className="text-gray-500">{r.openOffer.seat}</span> {r.openOffer.username}
                {r.openOffer.last && <span className="text-gray-500"> (last DP)</span>} offered…
              </span>
            </span>
          )}
          {!r.offers.length && !r.openOffer && (
            <span className="text-gray-600">{r.banker === 'HOUSE' ? 'nobody eligible' : '—'}</span>
          )}
        </div>
        {r.voidReason && <div className="mt-0.5 text-[11px] text-rose-300">voided: {r.voidReason}</div>}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5" data-field="banker">
        {r.dp ? (
          <span className="text-gray-100">
            <span className="text-gray-500">seat {r.dp.seat}</span> {r.dp.username}
          </span>
        ) : r.banker === 'HOUSE' ? (
          <span className="text-violet-200">House</span>
        ) : (
          <span className="text-amber-200">rotation open</span>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right font-mono" data-field="bank">
        {s?.bank ? (
          s.bank.start !== null ? (
            <span
              title={`start ${money(s.bank.start)} + collected ${money(s.bank.collected)} − paid ${money(s.bank.paid)} = end ${money(s.bank.end ?? 0)}`}
            >
              <span className="text-gray-300">{money(s.bank.start)}</span>{' '}
              <span className="text-emerald-300">+{money(s.bank.collected)}</span>{' '}
              <span className="text-rose-300">−{money(s.bank.paid)}</span> ={' '}
              <span className="font-semibold text-gray-100">{money(s.bank.end ?? 0)}</span>
            </span>
          ) : (
            <span title="house bank: unlimited">
              <span className="text-emerald-300">+{money(s.bank.collected)}</span>{' '}
              <span className="text-rose-300">−{money(s.bank.paid)}</span>
            </span>
          )
        ) : r.dp ? (
          <span className="text-gray-400">{money(r.dp.bank)}</span>
        ) : (
          <span className="text-gray-600">—</span>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right" data-field="dp-net">
        {s ? <Money cents={s.dpNet} signed /> : <span className="text-gray-600">—</span>}
        {s && r.banker === 'HOUSE' && <div className="text-[10px] text-gray-500">house</div>}
      </td>
      <td className="px-2 py-1.5" data-field="dead">
        {s?.dead.length ? (
          <span className="text-rose-300">
            {s.dead
              .map((seat) => {
                const h = s.hands.find((x) => x.seat === seat);
                return `seat ${seat}${h?.username ? ` ${h.username}` : ''}${h ? ` (${money(h.stake)})` : ''}`;
              })
              .join(', ')}
          </span>
        ) : (
          <span className="text-gray-600">—</span>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right" data-field="rake">
        {s ? (
          <span title={`${s.rake.mode}: ${rakeModeWords(s.rake.mode)} pay ${money(s.rake.amount)} a hand (§HCF-9)`}>
            <Money cents={s.rake.total} className="text-brass" />
            <div className="text-[10px] text-gray-500">
              DP {money(s.rake.dp)} · {s.rake.mode}
            </div>
          </span>
        ) : (
          <span className="text-gray-600">—</span>
        )}
      </td>
    </tr>
  );
}
