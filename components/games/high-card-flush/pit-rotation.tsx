'use client';

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { DpHistory, DpHistoryRound } from '@/lib/tables/dp-history';
import { dpPlayerLines, rakeModeWords } from './pit-format';
import { ClockIcon } from '@/components/games/blackjack/pit-table';
import { PitStatus as StatusBadge } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { ErrorAlert, Panel, Money } from '@/components/ui/back-office';

function AnswerChip({ o }: { o: DpHistoryRound['offers'][number] }) {
  const t = useTranslations('games.high-card-flush.pit');
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
      title={o.last ? t('rotation.lastTitle') : undefined}
      className={`whitespace-nowrap rounded px-1.5 py-0.5 ring-1 ring-inset ${tone}`}
    >
      <span className="text-gray-500">{o.seat}</span> {o.username}
      {o.last && <span className="text-gray-500"> {t('lastDp')}</span>}{' '}
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
  const t = useTranslations('games.high-card-flush.pit');
  useEffect(() => {
    let gone = false;
    api<DpHistory>('GET', `/api/tables/${encodeURIComponent(tableId)}/rotation?limit=${limit}`)
      .then((d) => {
        if (gone) return;
        setData(d);
        setError(null);
      })
      .catch((e: Error) => !gone && setError(t('rotation.loadError', { error: e.message })));
    return () => {
      gone = true;
    };
  }, [tableId, refreshKey, limit, t]);
  const lines = useMemo(() => (data ? dpPlayerLines(data.rounds) : null), [data]);

  return (
    <Panel
      testId="pit-hcf-rotation"
      title={data ? t('rotation.title', { count: data.rounds.length }) : t('rotation.titleLoading')}
      bodyClass="space-y-3 p-3"
    >
      <ErrorAlert message={error} />
      {!data && !error && <p className="text-sm text-gray-500">{t('rotation.loading')}</p>}
      {data && !data.rounds.length && <p className="text-sm text-gray-500">{t('rotation.empty')}</p>}
      {lines && data && data.rounds.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-xs" data-field="players">
            <thead className="text-left text-[10px] uppercase tracking-wider text-gray-500">
              <tr>
                <th className="px-2 py-1 font-medium">{t('rotation.colPlayer')}</th>
                <th className="px-2 py-1 font-medium">{t('rotation.colBanked')}</th>
                <th className="px-2 py-1 text-right font-medium">{t('rotation.colDeclined')}</th>
                <th className="px-2 py-1 text-right font-medium">{t('rotation.colNoAnswer')}</th>
                <th className="px-2 py-1 text-right font-medium">{t('rotation.colNet')}</th>
                <th className="px-2 py-1 text-right font-medium">{t('rotation.colRake')}</th>
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
                <td className="px-2 py-1">{t('house')}</td>
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
                <th className="px-2 py-1.5 font-medium">{t('rotation.colRound')}</th>
                <th className="px-2 py-1.5 font-medium">{t('rotation.colOffers')}</th>
                <th className="px-2 py-1.5 font-medium">{t('rotation.colBanker')}</th>
                <th className="px-2 py-1.5 text-right font-medium" title={t('rotation.bankTitle')}>
                  {t('rotation.colBank')}
                </th>
                <th className="px-2 py-1.5 text-right font-medium">{t('rotation.colDpNet')}</th>
                <th className="px-2 py-1.5 font-medium">{t('rotation.colDead')}</th>
                <th className="px-2 py-1.5 text-right font-medium">{t('rotation.colRakeRound')}</th>
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
  const t = useTranslations('games.high-card-flush.pit');
  const money = useMoney();
  const { shell } = useConsoleWords();
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
        <div className="font-mono text-[10px] text-gray-600">{shell.when(r.openedAt)}</div>
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
                {r.openOffer.last && <span className="text-gray-500"> {t('lastDp')}</span>} {t('rotation.offered')}
              </span>
            </span>
          )}
          {!r.offers.length && !r.openOffer && (
            <span className="text-gray-600">{r.banker === 'HOUSE' ? t('rotation.nobodyEligible') : '—'}</span>
          )}
        </div>
        {r.voidReason && (
          <div className="mt-0.5 text-[11px] text-rose-300">{t('rotation.voided', { reason: r.voidReason })}</div>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5" data-field="banker">
        {r.dp ? (
          <span className="text-gray-100">
            <span className="text-gray-500">{t('seat', { seat: r.dp.seat })}</span> {r.dp.username}
          </span>
        ) : r.banker === 'HOUSE' ? (
          <span className="text-violet-200">{t('house')}</span>
        ) : (
          <span className="text-amber-200">{t('rotationOpen')}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right font-mono" data-field="bank">
        {s?.bank ? (
          s.bank.start !== null ? (
            <span
              title={t('rotation.bankMovesTitle', {
                start: money(s.bank.start),
                collected: money(s.bank.collected),
                paid: money(s.bank.paid),
                end: money(s.bank.end ?? 0),
              })}
            >
              <span className="text-gray-300">{money(s.bank.start)}</span>{' '}
              <span className="text-emerald-300">+{money(s.bank.collected)}</span>{' '}
              <span className="text-rose-300">−{money(s.bank.paid)}</span> ={' '}
              <span className="font-semibold text-gray-100">{money(s.bank.end ?? 0)}</span>
            </span>
          ) : (
            <span title={t('rotation.houseUnlimited')}>
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
        {s && r.banker === 'HOUSE' && <div className="text-[10px] text-gray-500">{t('rotation.houseShort')}</div>}
      </td>
      <td className="px-2 py-1.5" data-field="dead">
        {s?.dead.length ? (
          <span className="text-rose-300">
            {s.dead
              .map((seat) => {
                const h = s.hands.find((x) => x.seat === seat);
                return [t('seat', { seat }), h?.username ?? '', h ? `(${money(h.stake)})` : '']
                  .filter(Boolean)
                  .join(' ');
              })
              .join(', ')}
          </span>
        ) : (
          <span className="text-gray-600">—</span>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right" data-field="rake">
        {s ? (
          <span
            title={t('rotation.rakeTitle', {
              mode: s.rake.mode,
              who: rakeModeWords(t as unknown as Translate, s.rake.mode),
              amount: money(s.rake.amount),
            })}
          >
            <Money cents={s.rake.total} className="text-brass" />
            <div className="text-[10px] text-gray-500">
              {t('rotation.rakeDp', { amount: money(s.rake.dp), mode: s.rake.mode })}
            </div>
          </span>
        ) : (
          <span className="text-gray-600">—</span>
        )}
      </td>
    </tr>
  );
}
