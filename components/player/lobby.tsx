'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api, money } from '@/lib/client/api';
import { Countdown } from '@/components/ui/countdown';
import { gameIcon, gameLabel, gameUi } from '@/components/games/registry';
import type { TableSnapshot } from '@/lib/client/use-table-feed';
import { STATUS_LABEL } from './format';

function RoundState({ t }: { t: TableSnapshot }) {
  const r = t.round;
  if (!r) return <span className="text-gray-500">Waiting for the first round</span>;
  const live = r.status === 'BETTING' || r.status === 'DEALING' || r.status === 'COMPLETE';
  const result = r.result as Record<string, unknown> | null;
  const Last = gameUi(t.game)?.lobby.LastResult;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-gray-400">
        Round <span className="font-mono text-gray-200">#{r.number}</span>
      </span>
      {r.status === 'BETTING' ? (
        <Countdown closesAt={r.closesAt} status={r.status} />
      ) : (
        <span className={live ? 'font-semibold text-amber-300' : 'text-gray-400'}>
          {STATUS_LABEL[r.status] ?? r.status}
        </span>
      )}
      {!live && result && Last && <Last result={result} />}
    </div>
  );
}

/** The lobby: every table (`GET /api/tables`), refreshed every few seconds, each linking to its player view. */
export function Lobby({ role }: { role: string }) {
  const [tables, setTables] = useState<TableSnapshot[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stop = false;
    const load = () =>
      api<TableSnapshot[]>('GET', '/api/tables')
        .then((t) => {
          if (!stop) {
            setTables(t);
            setError(null);
          }
        })
        .catch((e: Error) => !stop && setError(e.message));
    void load();
    const timer = setInterval(load, 3000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, []);

  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-6 mt-2 flex items-end justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-wide text-white">Tables</h1>
          <p className="mt-1 text-sm text-gray-400">Pick a table to bet while you watch the dealer on the stream.</p>
        </div>
        {role !== 'PLAYER' && (
          <p className="text-xs text-amber-300/80">
            Signed in as {role.replace('_', ' ').toLowerCase()}: watching only.
          </p>
        )}
      </header>
      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-2 text-sm text-red-200"
        >
          The tables could not be loaded: {error}
        </p>
      )}
      {tables === null && !error && <p className="text-gray-500">Loading tables…</p>}
      {tables && tables.length === 0 && <p className="text-gray-500">No tables are open right now.</p>}
      <ul data-testid="lobby-tables" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tables?.map((t) => {
          const all = t.limits?.bets ?? {};
          // Seated games: the seat's own bet (its `GameUi.lobby.range`), not the smaller side bets.
          const range = gameUi(t.game)?.lobby.range;
          const seatBet = range && all[range.key] ? range : null;
          const bets = seatBet ? [all[seatBet.key]!] : Object.values(all);
          const min = bets.length ? Math.min(...bets.map((b) => b.min)) : null;
          const max = bets.length ? Math.max(...bets.map((b) => b.max)) : null;
          const open = t.status === 'OPEN';
          const betting = t.round?.status === 'BETTING';
          return (
            <li key={t.id} data-testid="lobby-table" data-table-id={t.id} data-game={t.game}>
              <Link
                href={`/play/${t.id}`}
                className={`group block overflow-hidden rounded-2xl border bg-panel transition-all hover:-translate-y-0.5 hover:shadow-[0_10px_40px_rgba(0,0,0,0.5)] ${
                  betting ? 'border-emerald-500/40' : 'border-line hover:border-brass/50'
                }`}
              >
                <div className="relative h-28 bg-[radial-gradient(ellipse_at_top,_#14563f_0%,_#0b3d2e_55%,_#072a20_100%)]">
                  <span className="absolute left-5 top-4 text-5xl text-white/15">{gameIcon(t.game)}</span>
                  <span
                    className={`absolute right-4 top-4 rounded-full px-2.5 py-0.5 text-[11px] font-semibold uppercase tracking-wider ring-1 ${open ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40' : 'bg-gray-700/40 text-gray-400 ring-gray-500/30'}`}
                  >
                    {t.status}
                  </span>
                  <div className="absolute bottom-3 left-5">
                    <p className="text-xl font-semibold text-white">{t.name}</p>
                    <p className="text-xs uppercase tracking-[0.2em] text-brass">{gameLabel(t.game)}</p>
                  </div>
                </div>
                <div className="space-y-2 px-5 py-4 text-sm">
                  <RoundState t={t} />
                  <div className="flex items-center justify-between text-xs text-gray-500">
                    <span>
                      {min !== null && max !== null
                        ? `${seatBet ? seatBet.label : 'Bets'} ${money(min)} – ${money(max)}`
                        : ''}
                    </span>
                    <span>{t.dealerUsername ? `Dealer ${t.dealerUsername}` : 'No dealer'}</span>
                  </div>
                  <p className="pt-1 text-right text-sm font-semibold text-brass opacity-80 group-hover:opacity-100">
                    Take a seat →
                  </p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
