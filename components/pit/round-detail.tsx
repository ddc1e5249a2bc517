'use client';

import { GAMES, gameUi, rulesCite, useGameLabel } from '@/components/games/registry';
import { GamePartsGate } from '@/components/games/parts-gate';
import { useTranslations } from 'next-intl';
import { PitStatus } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { useRoundNames } from '@/components/pit/round-names';
import { LedgerPanel } from '@/components/pit/ledger-panel';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/client/api';
import { useTableFeed } from '@/lib/client/use-table-feed';
import type { RoundDetail } from '@/lib/rounds/get-round';
import { Countdown } from '@/components/ui/countdown';
import { betLabel, eventWords, nextWords } from '@/components/pit/format';
import { ReplayPanel } from '@/components/pit/replay-panel';
import { VoidPanel } from '@/components/pit/void-panel';
import { ErrorAlert, Money, Panel, RoleGate } from '@/components/ui/back-office';

export type { RoundDetail };

/** `/pit/rounds/:id`: header, cards or number, result, bets, the event log, replay and VOID. */
export function RoundDetailView({ id }: { id: string }) {
  return (
    <RoleGate roles={['PIT_BOSS', 'ADMIN']} area="pit">
      {() => (
        // A round's log may carry another game's words (a bet returned): every game's pit part.
        <GamePartsGate part="pit" games={GAMES}>
          <RoundDetailInner id={id} />
        </GamePartsGate>
      )}
    </RoleGate>
  );
}

/** Follows the round's table over socket.io and calls `onChange` when an event concerns this round. */
function LiveLink({
  tableId,
  roundId,
  onChange,
  onConnected,
}: {
  tableId: string;
  roundId: string;
  onChange: () => void;
  onConnected: (c: boolean) => void;
}) {
  const { connected } = useTableFeed(tableId, {
    event: (e) => {
      if (e.roundId === roundId || e.round?.id === roundId) onChange();
    },
  });
  useEffect(() => onConnected(connected), [connected, onConnected]);
  return null;
}

function RoundDetailInner({ id }: { id: string }) {
  const [round, setRound] = useState<RoundDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [version, setVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nameOf = useRoundNames(round);
  const t = useTranslations('pit.detail');
  const w = useConsoleWords();
  const gameLabel = useGameLabel();
  const when = w.shell.when;

  // Responses can overtake each other: only a response newer than the one shown is applied.
  const sent = useRef(0);
  const applied = useRef(0);
  const load = useCallback(() => {
    const n = ++sent.current;
    api<RoundDetail>('GET', `/api/rounds/${id}`)
      .then((r) => {
        if (n <= applied.current) return;
        applied.current = n;
        setRound(r);
        setLoadError(null);
        setVersion((v) => v + 1);
      })
      .catch((e: Error) => n > applied.current && setLoadError(e.message));
  }, [id]);
  useEffect(load, [load]);
  const onChange = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      load();
    }, 150);
  }, [load]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!round) {
    return (
      <div className="space-y-3">
        <BackLink />
        {loadError ? (
          <ErrorAlert testId="pit-error" message={t('loadError', { id, error: loadError })} />
        ) : (
          <p className="text-sm text-gray-500">{t('loading')}</p>
        )}
      </div>
    );
  }

  const live = ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status);
  const counted = round.bets.filter((b) => b.status !== 'CANCELLED');
  const totals = counted.reduce(
    (t, b) => ({
      amount: t.amount + b.amount + (b.extraStake ?? 0) + (b.fee ?? 0),
      payout: t.payout + b.payout,
      refund: t.refund + b.refund,
      net: t.net + b.net,
      cut: t.cut + b.payoutCut,
    }),
    { amount: 0, payout: 0, refund: 0, net: 0, cut: 0 },
  );
  const anyCut = totals.cut > 0;
  const ggr = round.status === 'SETTLED' ? -totals.net : round.status === 'VOIDED' ? 0 : null;
  const voidEvent = [...round.events].reverse().find((e) => e.type === 'VOIDED');
  const ui = gameUi(round.game)?.pit;

  return (
    <div data-testid="round-detail" data-round-id={round.id} data-status={round.status} className="space-y-4">
      <LiveLink tableId={round.tableId} roundId={round.id} onChange={onChange} onConnected={setConnected} />
      <BackLink />

      <header className="rounded-lg border border-line bg-panel px-4 py-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold text-gray-100">
            {round.tableName} <span className="text-gray-500">·</span> {t('round')}{' '}
            <span className="font-mono">#{round.number}</span>
          </h1>
          <PitStatus testId="round-status" status={round.status} className="text-xs" />
          {live && round.status === 'BETTING' && <Countdown closesAt={round.closesAt} status={round.status} />}
          <span className="ml-auto flex items-center gap-1.5 text-xs text-gray-500">
            <span className={`h-2 w-2 rounded-full ${connected ? 'bg-emerald-400' : 'bg-gray-600'}`} />
            {connected ? t('live') : t('offline')}
          </span>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-xs sm:grid-cols-4 lg:grid-cols-8">
          <Meta label={t('game')} value={gameLabel(round.game)} />
          <Meta label={t('shoe')} value={round.shoeNumber ?? '—'} mono />
          <Meta label={t('configVersion')} value={round.configVersion ? `v${round.configVersion}` : '—'} mono />
          <Meta label={t('opened')} value={when(round.openedAt)} mono />
          <Meta label={t('closed')} value={when(round.closedAt)} mono />
          <Meta label={t('settled')} value={when(round.settledAt)} mono />
          <Meta label={t('voided')} value={when(round.voidedAt)} mono />
          <Meta
            label={t('countdown')}
            value={round.bettingSeconds ? t('seconds', { seconds: round.bettingSeconds }) : t('dealerCalls')}
          />
          <Meta label={t('roundId')} value={<span title={round.id}>{round.id.slice(0, 8)}…</span>} mono />
        </dl>
        {round.voidReason && (
          <p className="mt-2 text-sm text-rose-200">
            <span className="text-rose-400">{t('voidReason')}</span> {round.voidReason}
          </p>
        )}
      </header>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <div className="space-y-4 xl:col-span-2">
          <Panel title={ui ? ui.stageTitle(w.game(round.game)) : t('cards')} bodyClass="p-3 space-y-3">
            {ui && <ui.RoundStage round={round} live={live} nameOf={nameOf} />}
            <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="round-result">
              <span className="text-gray-500">{t('result')}</span>
              {round.result ? (
                <span className="font-mono font-semibold text-gray-100">
                  {ui ? ui.resultSummary(round.result, w.game(round.game), round.events) : JSON.stringify(round.result)}
                </span>
              ) : (
                <span className="text-gray-500">{live ? t('notYet') : '—'}</span>
              )}
              {ui?.ResultTags && round.result && <ui.ResultTags result={round.result} />}
              {live && round.next && (ui?.awaitsInWords ?? true) && (
                <span className="text-xs text-amber-200">
                  {t('awaiting', { what: nextWords(w.shell, round.next) })}
                </span>
              )}
            </div>
          </Panel>

          <Panel title={t('bets', { count: counted.length })}>
            <div className="overflow-x-auto">
              <table data-testid="detail-bets" className="w-full text-sm">
                <thead className="whitespace-nowrap bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500">
                  <tr>
                    <th className="px-3 py-2 font-medium">{t('colPlayer')}</th>
                    <th className="px-3 py-2 font-medium">{t('colBet')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('colAmount')}</th>
                    <th className="px-3 py-2 font-medium">{t('colStatus')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('colPayout')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('colReturned')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('colNet')}</th>
                    <th className="px-3 py-2 text-right font-medium">{t('colCut')}</th>
                    <th className="px-3 py-2 font-medium">{t('colPlaced')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line/60">
                  {round.bets.map((b) => (
                    <tr
                      key={b.id}
                      data-bet-id={b.id}
                      data-status={b.status}
                      className={b.status === 'CANCELLED' ? 'text-gray-600' : ''}
                    >
                      <td className="px-3 py-1.5 text-gray-200">{b.username}</td>
                      <td className="px-3 py-1.5 font-mono text-xs text-gray-300">
                        {betLabel(w.shell, b.type, b.spec)}
                      </td>
                      <td className="px-3 py-1.5 text-right">
                        <Money cents={b.amount} />
                        {b.extraStake > 0 && (
                          <div
                            className="text-[11px] text-amber-300"
                            title={`${t('extraStakeTitle')}${rulesCite(gameUi(round.game)?.rules?.extraStake)}`}
                          >
                            + <Money cents={b.extraStake} />
                          </div>
                        )}
                        {b.fee > 0 && (
                          <div
                            className="text-[11px] text-gray-500"
                            title={`${t('feeTitle')}${rulesCite(gameUi(round.game)?.rules?.fee)}`}
                          >
                            + <Money cents={b.fee} /> {t('rake')}
                          </div>
                        )}
                      </td>
                      <td className="px-3 py-1.5">
                        <PitStatus status={b.status} />
                      </td>
                      <td className="px-3 py-1.5 text-right">
                        <Money cents={b.payout} className={b.payout ? 'text-gray-100' : 'text-gray-500'} />
                      </td>
                      <td className="px-3 py-1.5 text-right">
                        <Money cents={b.refund} className="text-gray-400" />
                      </td>
                      <td className="px-3 py-1.5 text-right">
                        <Money cents={b.net} signed />
                      </td>
                      <td className="px-3 py-1.5 text-right">
                        {b.payoutCut > 0 ? (
                          <Money cents={b.payoutCut} className="text-amber-300" />
                        ) : (
                          <span className="text-gray-700">—</span>
                        )}
                      </td>
                      <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs text-gray-500">
                        {when(b.createdAt, 'time')}
                      </td>
                    </tr>
                  ))}
                  {!round.bets.length && (
                    <tr>
                      <td colSpan={9} className="px-3 py-6 text-center text-sm text-gray-500">
                        {t('noBets')}
                      </td>
                    </tr>
                  )}
                </tbody>
                {round.bets.length > 0 && (
                  <tfoot className="border-t border-line bg-panel-2/40 text-xs">
                    <tr>
                      <td className="px-3 py-2 font-semibold text-gray-400" colSpan={2}>
                        {t('totals')}
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Money cents={totals.amount} className="font-semibold" />
                      </td>
                      <td />
                      <td className="px-3 py-2 text-right">
                        <Money cents={totals.payout} />
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Money cents={totals.refund} className="text-gray-400" />
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Money cents={totals.net} signed />
                      </td>
                      <td className="px-3 py-2 text-right">
                        {anyCut ? <Money cents={totals.cut} className="text-amber-300" /> : ''}
                      </td>
                      <td />
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
          </Panel>

          {ui?.DecisionLog && <ui.DecisionLog round={round} />}

          <Panel title={t('log', { count: round.events.length })}>
            <div className="overflow-x-auto">
              <table data-testid="detail-events" className="w-full text-sm">
                <thead className="whitespace-nowrap bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500">
                  <tr>
                    <th className="w-10 px-2 py-2 text-right font-medium sm:w-14 sm:px-3">{t('colSeq')}</th>
                    <th className="px-2 py-2 font-medium sm:px-3">{t('colEvent')}</th>
                    <th className="hidden px-3 py-2 font-medium sm:table-cell">{t('colActor')}</th>
                    <th className="hidden px-3 py-2 font-medium sm:table-cell">{t('colTime')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line/60">
                  {round.events.map((e) => (
                    <tr key={e.seq} data-seq={e.seq} data-type={e.type}>
                      <td className="px-2 py-1.5 text-right align-top font-mono text-gray-500 sm:px-3">{e.seq}</td>
                      <td className="px-2 py-1.5 sm:px-3">
                        <EventType type={e.type} game={round.game} />{' '}
                        <span className="text-gray-200">{eventWords(w, e.type, e.data, round.game, nameOf)}</span>
                        {/* On a phone the actor and the time go under the words (their columns are hidden). */}
                        <div className="mt-0.5 text-[11px] text-gray-500 sm:hidden" data-field="event-meta">
                          {e.actor ?? t('system')} · <span className="font-mono">{when(e.at)}</span>
                        </div>
                      </td>
                      <td className="hidden px-3 py-1.5 text-gray-400 sm:table-cell">
                        {e.actor ?? <span className="text-gray-600">{t('system')}</span>}
                      </td>
                      <td className="hidden whitespace-nowrap px-3 py-1.5 font-mono text-xs text-gray-500 sm:table-cell">
                        {when(e.at)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
        </div>

        <div className="space-y-4">
          <Panel title={t('money')} bodyClass="grid grid-cols-2 gap-3 p-3 text-sm">
            <Figure label={t('staked')} value={<Money cents={totals.amount} />} />
            <Figure
              label={t('paidOut')}
              value={<Money cents={round.status === 'SETTLED' ? totals.payout + totals.refund : 0} />}
            />
            <Figure
              label={t('ggr')}
              value={
                ggr === null ? <span className="text-gray-500">{t('pending')}</span> : <Money cents={ggr} signed />
              }
            />
            <Figure
              label={t('colCut')}
              value={<Money cents={totals.cut} className={totals.cut ? 'text-amber-300' : ''} />}
            />
          </Panel>
          <VoidPanel round={round} bets={round.bets} voidEvent={voidEvent ?? null} onVoided={load} version={version} />
          <ReplayPanel roundId={round.id} game={round.game} version={version} />
          <LedgerPanel roundId={round.id} version={version} />
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  const t = useTranslations('pit.detail');
  return (
    <Link href="/pit" className="inline-block text-xs text-gray-400 hover:text-white">
      {t('back')}
    </Link>
  );
}

function Meta({ label, value, mono = false }: { label: string; value: React.ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt className="text-[10px] uppercase tracking-wider text-gray-500">{label}</dt>
      <dd className={`text-gray-200 ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded border border-line/70 bg-ink/40 px-2 py-1.5">
      <div className="text-[10px] uppercase tracking-wider text-gray-500">{label}</div>
      <div className="text-base">{value}</div>
    </div>
  );
}

const EVENT_TONE: Record<string, string> = {
  OPENED: 'text-emerald-300',
  CLOSED: 'text-amber-300',
  CARD: 'text-sky-300',
  OUTCOME: 'text-sky-300',
  UNDO: 'text-violet-300',
  NO_SPIN: 'text-amber-300',
  SETTLED: 'text-brass',
  VOIDED: 'text-rose-300',
  CORRECTED: 'text-amber-200',
  SEATS: 'text-emerald-300',
  DECISION: 'text-gray-100',
  TIMEOUT: 'text-amber-300',
};

export function EventType({ type, game }: { type: string; game?: string }) {
  const tone = EVENT_TONE[type] ?? gameUi(game)?.pit?.eventTones?.[type] ?? 'text-gray-400';
  return <span className={`inline-block min-w-16 font-mono text-xs font-semibold ${tone}`}>{type}</span>;
}
