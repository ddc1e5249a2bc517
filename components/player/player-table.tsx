'use client';

import Link from 'next/link';
import { useEffect, useMemo } from 'react';
import { money } from '@/lib/client/api';
import { Countdown } from '@/components/ui/countdown';
import { ChipRack } from '@/components/ui/chips';
import { gameLabel, gameUi } from '@/components/games/registry';
import type { PlayerGameProps, PlayerUi } from '@/components/games/types';
import { STATUS_LABEL } from './format';
import { MyBets } from './my-bets';
import { PlayerAlert } from './player-alert';
import { NOT_REMOVABLE, usePlayerTable, type MyBet } from './use-player-table';
import { useTableResults } from './use-table-results';

const STATUS_TONE: Record<string, string> = {
  BETTING: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  DEALING: 'bg-amber-500/15 text-amber-300 ring-amber-500/40',
  COMPLETE: 'bg-sky-500/15 text-sky-300 ring-sky-500/40',
  SETTLED: 'bg-gray-500/15 text-gray-300 ring-gray-500/30',
  VOIDED: 'bg-orange-500/15 text-orange-300 ring-orange-500/40',
};

/** A game this client has no player view for: its name, and the bets as the server names them. */
const NO_PLAYER_UI: PlayerUi = {
  usePlayerGame: ({ s }) => ({
    felt: (
      <p className="py-16 text-center text-gray-300">
        The player view for {gameLabel(s.table?.game ?? '')} is not available yet.
      </p>
    ),
    label: (b: MyBet) => b.type.charAt(0) + b.type.slice(1).toLowerCase(),
    canBet: s.bettingOpen,
    hint: 'click a spot to bet, right-click to take back',
  }),
  resultsByShoe: false,
  limitLabel: () => null,
};

/** The live player view of one table: betting and results panel (the camera stream is elsewhere). */
export function PlayerTable({ tableId }: { tableId: string }) {
  const s = usePlayerTable(tableId);
  const game = s.table?.game ?? null;
  const round = s.round;
  const ui = gameUi(game)?.player ?? NO_PLAYER_UI;

  useEffect(() => {
    if (s.me === null) window.location.replace(`/login?callbackUrl=${encodeURIComponent(`/play/${tableId}`)}`);
  }, [s.me, tableId]);

  const fetched = useTableResults(tableId, {
    shoeNumber: ui.resultsByShoe ? (s.table?.shoe?.number ?? null) : undefined,
    refreshKey: s.table?.eventSeq,
    limit: 500,
  });
  // The round that just settled counts at once, before the refetch lands.
  const results = useMemo(() => {
    const r = round;
    if (!r || r.status !== 'SETTLED' || !r.result || fetched.loading || fetched.roundIds.includes(r.id)) return fetched;
    if (ui.resultsByShoe && r.shoeId !== (s.table?.shoe?.id ?? null)) return fetched;
    return { ...fetched, results: [...fetched.results, r.result], roundIds: [...fetched.roundIds, r.id] };
  }, [fetched, round, ui.resultsByShoe, s.table?.shoe?.id]);

  if (!s.table) {
    return (
      <div className="mx-auto mt-24 max-w-md text-center">
        {s.error ? (
          <>
            <p role="alert" data-testid="player-error" className="text-red-300">
              {s.error}
            </p>
            <Link href="/play" className="mt-4 inline-block text-brass hover:underline">
              ← Back to the tables
            </Link>
          </>
        ) : (
          <p className="text-gray-500">Opening the table…</p>
        )}
      </div>
    );
  }

  // One body per game: the game's part of the view is a hook of its own (components/games/<game>/player-ui.tsx).
  return (
    <PlayerTableBody
      key={s.table.game}
      s={s}
      results={results}
      usePlayerGame={ui.usePlayerGame}
      limitLabel={ui.limitLabel}
    />
  );
}

function PlayerTableBody({
  s,
  results,
  usePlayerGame,
  limitLabel,
}: PlayerGameProps & { usePlayerGame: PlayerUi['usePlayerGame']; limitLabel: PlayerUi['limitLabel'] }) {
  const g = usePlayerGame({ s, results });
  const t = s.table!;
  const round = s.round;
  const isPlayer = s.me?.role === 'PLAYER';
  const openBets = s.bets.filter((b) => b.status === 'OPEN' && !NOT_REMOVABLE.has(b.type)).length;
  const canBet = g.canBet;

  return (
    <div className="space-y-4">
      {/* Header: table, round, countdown, balance. */}
      <header className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-line bg-gradient-to-r from-panel to-panel-2 px-5 py-3">
        <div className="min-w-0">
          <Link href="/play" className="text-xs text-gray-500 hover:text-gray-300">
            ← All tables
          </Link>
          <h1 className="flex items-baseline gap-3 text-2xl font-semibold tracking-wide text-white">
            {t.name}
            <span className="text-sm font-normal text-brass">{gameLabel(t.game)}</span>
          </h1>
        </div>
        <div className="flex items-center gap-3 text-sm">
          {round ? (
            <>
              <span className="text-gray-400">
                Round <span className="font-mono text-gray-200">#{round.number}</span>
              </span>
              <span
                data-testid="round-status"
                data-status={round.status}
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[round.status] ?? STATUS_TONE.SETTLED}`}
              >
                {g.statusText ?? STATUS_LABEL[round.status] ?? round.status}
              </span>
            </>
          ) : (
            <span className="text-gray-500">No round yet</span>
          )}
        </div>
        <div className="text-lg">
          {g.countdown ? (
            g.countdown
          ) : round && (round.status === 'BETTING' || round.status === 'DEALING') ? (
            <Countdown closesAt={round.closesAt} status={round.status} />
          ) : null}
        </div>
        <div className="ml-auto flex items-center gap-6">
          {t.shoe && (
            <span className="hidden text-xs text-gray-500 md:inline">
              Shoe {t.shoe.number} · {t.shoe.cardsLeft} cards left
            </span>
          )}
          <span
            className={`flex items-center gap-1.5 text-xs ${s.connected ? 'text-emerald-400' : 'text-gray-500'}`}
            title={s.connected ? 'Live' : 'Reconnecting…'}
          >
            <span className={`h-2 w-2 rounded-full ${s.connected ? 'animate-pulse bg-emerald-400' : 'bg-gray-600'}`} />
            {s.connected ? 'Live' : 'Offline'}
          </span>
          <div className="text-right">
            <p className="text-[10px] uppercase tracking-[0.25em] text-gray-500">Balance</p>
            <p
              data-testid="balance"
              data-cents={s.balance ?? ''}
              className="font-mono text-2xl font-semibold text-brass"
            >
              {s.balance === null ? '—' : money(s.balance)}
            </p>
          </div>
        </div>
      </header>

      {s.me && !isPlayer && (
        <p className="rounded-lg border border-amber-500/30 bg-amber-950/30 px-4 py-2 text-sm text-amber-200">
          You are signed in as {s.me.role.replace('_', ' ').toLowerCase()}: you can watch this table, but only players
          can bet.
        </p>
      )}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-4">
          {/* The felt. */}
          <section className="rounded-2xl border border-[#1d5a45] bg-[radial-gradient(ellipse_at_top,_#14563f_0%,_#0b3d2e_45%,_#072a20_100%)] p-5 shadow-[inset_0_0_80px_rgba(0,0,0,0.45)]">
            {g.felt}
          </section>

          <PlayerAlert problem={s.problem} onDismiss={s.dismissError} />
          {s.notice && (
            <div
              data-testid="player-notice"
              className="flex items-start gap-3 rounded-lg border border-sky-500/30 bg-sky-950/50 px-4 py-2.5 text-sm text-sky-100"
            >
              <p className="flex-1">{s.notice}</p>
              <button
                type="button"
                onClick={s.dismissNotice}
                aria-label="Dismiss"
                className="text-sky-200/70 hover:text-white"
              >
                ✕
              </button>
            </div>
          )}

          {/* Chips and actions. */}
          <section className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-line bg-panel/80 px-5 py-3">
            <ChipRack value={s.chip} onChange={s.setChip} balance={s.balance} />
            {g.controls}
            <div className="flex flex-wrap items-center gap-2">
              <ActionButton onClick={s.undoLast} disabled={!canBet || openBets === 0 || s.busy} testId="btn-undo">
                Undo
              </ActionButton>
              <ActionButton
                onClick={() => void s.clearAll()}
                disabled={!canBet || openBets === 0 || s.busy}
                testId="btn-clear"
              >
                Clear
              </ActionButton>
              <ActionButton
                onClick={() => void s.repeat()}
                disabled={!canBet || s.lastBets.length === 0 || s.busy || !!g.repeatBlocked}
                testId="btn-repeat"
                primary
              >
                Repeat last bets
                {s.lastBets.length ? ` · ${money(s.lastBets.reduce((a, b) => a + (b.base ?? b.amount), 0))}` : ''}
              </ActionButton>
            </div>
            <p className="ml-auto text-xs text-gray-500">
              {canBet ? (
                <>
                  Chip <span className="font-mono text-gray-300">{money(s.chip)}</span> · {g.hint}
                </>
              ) : (
                (g.closedHint ?? 'Bets open with the next round')
              )}
            </p>
          </section>

          {g.below}
        </div>

        <aside className="space-y-4">
          <MyBets
            bets={s.bets}
            label={g.label}
            bettingOpen={s.bettingOpen}
            onRemove={(id) => void s.remove(id)}
            busy={s.busy}
            removable={(b) => !NOT_REMOVABLE.has(b.type)}
            // The DP's bank is neither won nor lost as a whole: it comes back with what it collected less what it paid (its net).
            statusText={(b) =>
              b.type === 'DP_BANK' && b.status !== 'OPEN' && b.status !== 'VOID' && b.status !== 'CANCELLED'
                ? 'BANKED'
                : b.status
            }
          />
          <section className="rounded-xl border border-line bg-panel/80 p-4">
            <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">Table limits</h2>
            <dl data-testid="table-limits" className="space-y-1 text-sm">
              {Object.entries(t.limits.bets).map(([k, v]) => (
                <div key={k} className="flex justify-between gap-3">
                  <dt className="min-w-0 text-gray-400">{limitLabel(k, t.rules) ?? k}</dt>
                  <dd className="whitespace-nowrap font-mono text-gray-200">
                    {money(v.min)} – {money(v.max)}
                  </dd>
                </div>
              ))}
              <div className="mt-2 flex justify-between gap-3 border-t border-line pt-2">
                <dt className="text-gray-400">Max payout per round</dt>
                <dd className="font-mono text-gray-200">{money(t.limits.maxPayoutPerRound)}</dd>
              </div>
            </dl>
            {t.dealerUsername && <p className="mt-3 text-xs text-gray-500">Dealer: {t.dealerUsername}</p>}
          </section>
          {g.aside}
        </aside>
      </div>
    </div>
  );
}

function ActionButton({
  children,
  onClick,
  disabled,
  testId,
  primary,
}: {
  children: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onClick}
      disabled={disabled}
      className={`rounded-lg px-3.5 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-35 ${
        primary
          ? 'bg-brass text-ink hover:bg-[#d9b43a]'
          : 'border border-line bg-panel-2 text-gray-200 hover:border-gray-500'
      }`}
    >
      {children}
    </button>
  );
}
