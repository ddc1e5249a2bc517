'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney } from '@/lib/i18n/money';
import { Countdown } from '@/components/ui/countdown';
import { gameIcon, gameUi, useGameLabel, useGameParts } from '@/components/games/registry';
import type { LobbyTable } from '@/lib/tables/lobby';

function RoundState({ t }: { t: LobbyTable }) {
  const tc = useTranslations('common');
  const tl = useTranslations('lobby');
  const r = t.round;
  if (!r)
    return <span className="text-gray-500">{t.status === 'CLOSED' ? tc('config.tableClosed') : tl('waiting')}</span>;
  const live = r.status === 'BETTING' || r.status === 'DEALING' || r.status === 'COMPLETE';
  const result = r.result as Record<string, unknown> | null;
  const Last = gameUi(t.game)?.lobby.LastResult;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-gray-400">{tc('round', { number: r.number })}</span>
      {r.status === 'BETTING' ? (
        <Countdown closesAt={r.closesAt} status={r.status} />
      ) : (
        <span data-testid="lobby-round-status" className={live ? 'font-semibold text-amber-300' : 'text-gray-400'}>
          {tc.has(`roundStatus.${r.status}`) ? tc(`roundStatus.${r.status}`) : r.status}
        </span>
      )}
      {!live && result && Last && <Last result={result} />}
    </div>
  );
}

/**
 * The lobby: every table (`GET /api/lobby`), refreshed every few seconds, each with its dealer's name, its
 * last results (the game's road strip or last numbers) and a link to its player view.
 */
export function Lobby({ role }: { role: string }) {
  const [tables, setTables] = useState<LobbyTable[] | null>(null);
  // The listed games' lobby parts (their road strips and last results), each a small chunk of its own.
  useGameParts('lobby', tables?.map((tb) => tb.game) ?? []);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('lobby');
  const tc = useTranslations('common');
  const gameName = useGameLabel();
  const money = useMoney();

  useEffect(() => {
    let stop = false;
    const load = () =>
      api<LobbyTable[]>('GET', '/api/lobby')
        .then((list) => {
          if (!stop) {
            setTables(list);
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
      <header className="mb-6 mt-2 flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-wide text-white">{t('title')}</h1>
          <p className="mt-1 text-sm text-gray-400">{t('intro')}</p>
        </div>
        {role === 'PLAYER' && (
          <Link
            href="/play/history"
            data-testid="lobby-history"
            className="rounded-md bg-panel-2 px-3 py-1.5 text-sm text-gray-200 ring-1 ring-inset ring-line hover:text-white"
          >
            {tc('nav.myHistory')}
          </Link>
        )}
        {role !== 'PLAYER' && (
          <p className="text-xs text-amber-300/80">
            {t('watching', { role: tc.has(`role.${role}`) ? tc(`role.${role}`) : role })}
          </p>
        )}
      </header>
      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-500/40 bg-red-950/50 px-4 py-2 text-sm text-red-200"
        >
          {t('loadFailed', { error })}
        </p>
      )}
      {tables === null && !error && <p className="text-gray-500">{t('loading')}</p>}
      {tables && tables.length === 0 && <p className="text-gray-500">{t('none')}</p>}
      <ul data-testid="lobby-tables" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tables?.map((tb) => {
          const all = tb.limits?.bets ?? {};
          // Seated games: the seat's own bet (its `GameUi.lobby.range`), not the smaller side bets.
          const ui = gameUi(tb.game);
          const range = ui?.lobby.range;
          const bets = range && all[range.key] ? [all[range.key]!] : Object.values(all);
          const min = bets.length ? Math.min(...bets.map((b) => b.min)) : null;
          const max = bets.length ? Math.max(...bets.map((b) => b.max)) : null;
          const open = tb.status === 'OPEN';
          const betting = tb.round?.status === 'BETTING';
          const Recent = ui?.lobby.Recent;
          return (
            <li key={tb.id} data-testid="lobby-table" data-table-id={tb.id} data-game={tb.game}>
              <Link
                href={`/play/${tb.id}`}
                className={`group block overflow-hidden rounded-2xl border bg-panel transition-all hover:-translate-y-0.5 hover:shadow-[0_10px_40px_rgba(0,0,0,0.5)] ${
                  betting ? 'border-emerald-500/40' : 'border-line hover:border-brass/50'
                }`}
              >
                <div className="relative h-28 bg-[radial-gradient(ellipse_at_top,_#14563f_0%,_#0b3d2e_55%,_#072a20_100%)]">
                  <span aria-hidden className="absolute left-5 top-4 text-5xl text-white/15">
                    {gameIcon(tb.game)}
                  </span>
                  <span
                    className={`absolute right-4 top-4 rounded-full px-2.5 py-0.5 text-[11px] font-semibold uppercase tracking-wider ring-1 ${open ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40' : 'bg-gray-700/40 text-gray-400 ring-gray-500/30'}`}
                  >
                    {tc.has(`tableStatus.${tb.status}`) ? tc(`tableStatus.${tb.status}`) : tb.status}
                  </span>
                  <div className="absolute bottom-3 left-5 right-5 min-w-0">
                    <p className="truncate text-xl font-semibold text-white">{tb.name}</p>
                    <p className="text-xs uppercase tracking-[0.2em] text-brass">{gameName(tb.game)}</p>
                  </div>
                </div>
                <div className="space-y-2 px-5 py-4 text-sm">
                  <RoundState t={tb} />
                  {Recent && (
                    <div data-testid="lobby-results" className="min-h-6">
                      {tb.recent.length ? (
                        <Recent recent={tb.recent} />
                      ) : (
                        <span className="text-xs text-gray-600">{t('noResults')}</span>
                      )}
                    </div>
                  )}
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-gray-500">
                    <span data-testid="lobby-range">
                      {min !== null && max !== null ? t('bets', { min: money(min), max: money(max) }) : ''}
                    </span>
                    <span data-testid="lobby-dealer">
                      {tb.dealerName
                        ? t('dealer', { name: tb.dealerName })
                        : tb.hasDealer
                          ? t('dealerOnDuty')
                          : t('noDealer')}
                    </span>
                  </div>
                  {/* A CLOSED table opens no round and seats nobody: not an invitation to sit and bet. */}
                  {open ? (
                    <p className="pt-1 text-right text-sm font-semibold text-brass opacity-80 group-hover:opacity-100">
                      {t('take')}
                    </p>
                  ) : (
                    <p data-testid="lobby-closed" className="pt-1 text-right text-sm font-semibold text-rose-300">
                      {t('closed')}
                    </p>
                  )}
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
