'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useGameLabel } from '@/components/games/registry';
import { GamePartsGate } from '@/components/games/parts-gate';
import { GAMES } from '@/components/games/registry';
import { PitNav } from '@/components/pit/pit-nav';
import { PitGate } from '@/components/pit/pit-page';
import { LateBetList } from '@/components/pit/late-bets';
import { CashHistory } from '@/components/admin/cash-history';
import { PitStatus } from '@/components/pit/status';
import { ResultCell } from '@/components/pit/round-history';
import { useConsoleWords } from '@/components/pit/words';
import { ErrorAlert, Money, Panel } from '@/components/ui/back-office';
import { TableStateRows, tableHeadCls } from '@/components/ui/data-table';
import type { PlayerSummary } from '@/lib/users/player-summary';
import type { RoundSummary } from '@/lib/rounds/list-rounds';

/** `/pit/players/:id` (PIT_BOSS, ADMIN): the player's summary, recent deposits and rounds, and their late bets. */
export function PlayerPage({ id }: { id: string }) {
  return (
    <PitGate>
      {/* Their rounds may be of any game: every game's pit part draws its result. */}
      <GamePartsGate part="pit" games={GAMES}>
        <PlayerView id={id} />
      </GamePartsGate>
    </PitGate>
  );
}

function Figure({
  label,
  testId,
  children,
  title,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
  title?: string;
}) {
  return (
    <div data-testid={testId} className="rounded-md border border-line bg-panel-2/40 px-3 py-2" title={title}>
      <div className="text-[11px] uppercase tracking-wider text-gray-500">{label}</div>
      <div className="mt-0.5 text-base text-gray-100">{children}</div>
    </div>
  );
}

function PlayerView({ id }: { id: string }) {
  const t = useTranslations('pit.players');
  const w = useConsoleWords();
  const gameLabel = useGameLabel();
  const [summary, setSummary] = useState<PlayerSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rounds, setRounds] = useState<RoundSummary[] | null>(null);
  const [roundsError, setRoundsError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api<PlayerSummary>('GET', `/api/users/${encodeURIComponent(id)}/summary`)
      .then((s) => {
        if (!live) return;
        setSummary(s);
        return api<{ items: RoundSummary[] }>(
          'GET',
          `/api/rounds?${new URLSearchParams({ player: s.username, limit: '20' })}`,
        )
          .then((r) => live && setRounds(r.items))
          .catch((e: Error) => live && setRoundsError(t('loadError', { error: e.message })));
      })
      .catch((e: Error) => live && setError(t('summaryError', { error: e.message })));
    return () => {
      live = false;
    };
  }, [id, t]);

  return (
    <div className="space-y-4">
      <PitNav />
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link href="/pit/players" className="text-xs text-gray-400 hover:text-white">
          ← {t('back')}
        </Link>
        {summary && (
          <h1 data-testid="player-name" className="text-xl font-semibold text-gray-100">
            {summary.displayName || summary.username}
            {summary.displayName && <span className="ml-2 font-mono text-sm text-gray-500">{summary.username}</span>}
          </h1>
        )}
      </div>
      <ErrorAlert message={error} testId="pit-error" onClose={() => setError(null)} />
      {!summary && !error && <p className="text-sm text-gray-500">{t('loading')}</p>}
      {summary && (
        <>
          <div data-testid="player-summary" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            <Figure label={t('balance')} testId="sum-balance">
              <Money cents={summary.balance} />
            </Figure>
            <Figure label={t('debt')} testId="sum-debt" title={t('debtTitle')}>
              <Money cents={summary.debt} className={summary.debt > 0 ? 'text-rose-300' : ''} />
            </Figure>
            <Figure label={t('inPlay')} testId="sum-in-play">
              <Money cents={summary.inPlay} />
            </Figure>
            <Figure label={t('deposits')} testId="sum-deposits">
              <Money cents={summary.deposits} />
              <div className="text-[11px] text-gray-500">{t('depositCount', { count: summary.depositCount })}</div>
            </Figure>
            <Figure label={t('rounds')} testId="sum-rounds">
              <span className="font-mono tabular-nums">{summary.rounds}</span>
            </Figure>
            <Figure label={t('bets')} testId="sum-bets">
              <span className="font-mono tabular-nums">{summary.bets}</span>
            </Figure>
            <Figure label={t('staked')} testId="sum-staked">
              <Money cents={summary.staked} />
            </Figure>
            <Figure label={t('paidOut')} testId="sum-paid-out">
              <Money cents={summary.paidOut} />
            </Figure>
            <Figure label={t('net')} testId="sum-net" title={t('netTitle')}>
              {/* The player's view: their gain green, their loss red. */}
              <Money cents={summary.net} signed />
            </Figure>
            <Figure label={t('lastSeen')} testId="sum-last-seen">
              <span className="font-mono text-sm">
                {summary.lastSeenAt ? w.shell.when(summary.lastSeenAt) : t('never')}
              </span>
            </Figure>
          </div>

          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <Panel title={t('recentDeposits')} testId="player-deposits" bodyClass="p-2">
              {/* Deposits, withdrawals and debt repayments, newest first (issue #18 §5). */}
              <CashHistory userId={summary.id} />
            </Panel>

            <Panel
              title={t('recentRounds')}
              testId="player-rounds"
              actions={
                <Link
                  href={`/pit?${new URLSearchParams({ player: summary.username })}`}
                  className="text-xs text-sky-300 hover:underline"
                >
                  {t('allRounds')}
                </Link>
              }
            >
              <ErrorAlert message={roundsError} onClose={() => setRoundsError(null)} />
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className={tableHeadCls}>
                    <tr>
                      <th className="px-3 py-2 font-medium">{t('colTable')}</th>
                      <th className="px-3 py-2 text-right font-medium">{t('colRound')}</th>
                      <th className="px-3 py-2 font-medium">{t('colOpened')}</th>
                      <th className="px-3 py-2 font-medium">{t('colStatus')}</th>
                      <th className="px-3 py-2 font-medium" />
                      <th className="px-3 py-2 text-right font-medium">{t('colStaked')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line/60">
                    {(rounds ?? []).map((r) => (
                      <tr key={r.id} data-testid="player-round-row" data-round-id={r.id}>
                        <td className="whitespace-nowrap px-3 py-1.5">
                          <span className="text-gray-200">{r.tableName}</span>
                          <span className="ml-1.5 text-[11px] text-gray-600">{gameLabel(r.game)}</span>
                        </td>
                        <td className="px-3 py-1.5 text-right font-mono">
                          <Link href={`/pit/rounds/${r.id}`} className="text-sky-300 hover:underline">
                            {r.number}
                          </Link>
                        </td>
                        <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs text-gray-400">
                          {w.shell.when(r.openedAt)}
                        </td>
                        <td className="px-3 py-1.5">
                          <PitStatus status={r.status} />
                        </td>
                        <td className="px-3 py-1.5">
                          <ResultCell game={r.game} result={r.result} status={r.status} />
                        </td>
                        <td className="px-3 py-1.5 text-right">
                          <Money cents={r.staked} className="text-gray-200" />
                        </td>
                      </tr>
                    ))}
                    <TableStateRows
                      loaded={!!rounds}
                      shown={rounds?.length ?? 0}
                      error={roundsError}
                      colSpan={6}
                      cellClass="px-3 py-6 text-center text-sm text-gray-500"
                      empty={t('noRounds')}
                      loading={t('loading')}
                    />
                  </tbody>
                </table>
              </div>
            </Panel>
          </div>

          <Panel title={t('lateBets')} testId="player-late-bets">
            <LateBetList userId={summary.id} />
          </Panel>
        </>
      )}
    </div>
  );
}
