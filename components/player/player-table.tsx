'use client';

import Link from 'next/link';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { ConfigAnnouncement, ConfigBadge, useTableClosed } from '@/components/tables/config-badge';
import { Countdown } from '@/components/ui/countdown';
import { ChipRack } from '@/components/ui/chips';
import { gameUi, useGameLabel, useGameParts } from '@/components/games/registry';
import type { PlayerGameProps, PlayerUi } from '@/components/games/types';
import { MyBets } from './my-bets';
import { PlayerAlert } from './player-alert';
import { RoundNoticeBanner } from './correction-notice';
import { RulesDialog } from './rules-dialog';
import { roundSplash, type RoundSplash } from './splash';
import { useSounds } from './sounds';
import { NOT_REMOVABLE, usePlayerTable, type MyBet } from './use-player-table';
import { useTableResults } from './use-table-results';

const STATUS_TONE: Record<string, string> = {
  BETTING: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  DEALING: 'bg-amber-500/15 text-amber-300 ring-amber-500/40',
  COMPLETE: 'bg-sky-500/15 text-sky-300 ring-sky-500/40',
  SETTLED: 'bg-gray-500/15 text-gray-300 ring-gray-500/30',
  VOIDED: 'bg-orange-500/15 text-orange-300 ring-orange-500/40',
};

/** How long the result splash stays (it can be dismissed sooner). */
const SPLASH_MS = 6000;

/** A game this client has no player view for: its name, and the bets as the server names them. */
const NO_PLAYER_UI: PlayerUi = {
  usePlayerGame: ({ s }) => ({
    felt: <NoPlayerView game={s.table?.game ?? ''} />,
    label: (b: MyBet) => b.type.charAt(0) + b.type.slice(1).toLowerCase(),
    canBet: s.bettingOpen,
    hint: '',
  }),
  resultsByShoe: false,
  limitLabel: () => null,
  BetName: ({ bet }) => bet.type.charAt(0) + bet.type.slice(1).toLowerCase(),
};

function NoPlayerView({ game }: { game: string }) {
  const t = useTranslations('player');
  const gameName = useGameLabel();
  return <p className="py-16 text-center text-gray-300">{t('notAvailable', { game: gameName(game) })}</p>;
}

/** The live player view of one table: betting and results panel (the camera stream is elsewhere). */
export function PlayerTable({ tableId }: { tableId: string }) {
  const s = usePlayerTable(tableId);
  const t = useTranslations('player');
  const gameName = useGameLabel();
  const game = s.table?.game ?? null;
  const round = s.round;
  // Only this table's game's player part is downloaded (issue #16 §5); the skeleton shows while it loads.
  const ready = useGameParts('player', [game]);
  const loadingPack = !!s.table && !ready && !!gameUi(game);
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
              {t('backToTables')}
            </Link>
          </>
        ) : (
          <p className="text-gray-500">{t('opening')}</p>
        )}
      </div>
    );
  }

  if (loadingPack) return <TableSkeleton name={s.table.name} game={gameName(s.table.game)} />;

  // One body per game: the game's part of the view is a hook of its own (components/games/<game>/player-ui.tsx).
  return (
    <PlayerTableBody
      key={s.table.game}
      s={s}
      results={results}
      usePlayerGame={ui.usePlayerGame}
      limitLabel={ui.limitLabel}
      Rules={ui.Rules}
    />
  );
}

/**
 * The table's page while its game's view loads (a fraction of a second): the header with the table's name,
 * and grey shapes where the felt, the chips and the bets will be, so nothing jumps when they come.
 */
function TableSkeleton({ name, game }: { name: string; game: string }) {
  const t = useTranslations('player');
  return (
    <div aria-busy data-testid="table-skeleton" className="space-y-3 sm:space-y-4">
      <header className="rounded-xl border border-line bg-gradient-to-r from-panel to-panel-2 px-3 py-2 sm:px-5 sm:py-3">
        <h1 className="flex min-w-0 items-baseline gap-2 text-lg font-semibold tracking-wide text-white sm:text-2xl">
          <span className="truncate">{name}</span>
          <span className="hidden shrink-0 text-sm font-normal text-brass sm:inline">{game}</span>
        </h1>
      </header>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-3 sm:space-y-4">
          <section className="h-72 animate-pulse rounded-2xl border border-[#1d5a45] bg-[radial-gradient(ellipse_at_top,_#14563f_0%,_#0b3d2e_45%,_#072a20_100%)] sm:h-96">
            <p className="pt-24 text-center text-sm text-white/40">{t('opening')}</p>
          </section>
          <section className="h-16 animate-pulse rounded-xl border border-line bg-panel/80" />
        </div>
        <aside className="min-w-0 space-y-4">
          <section className="h-40 animate-pulse rounded-xl border border-line bg-panel/80" />
          <section className="h-32 animate-pulse rounded-xl border border-line bg-panel/80" />
        </aside>
      </div>
    </div>
  );
}

/** The offline banner (issue #13 §6): full width, announced, says bets are paused until the feed is back. */
function ConnectionBanner({ link }: { link: 'connecting' | 'live' | 'lost' }) {
  const t = useTranslations('player.offline');
  // The first connection usually takes a moment: say nothing unless it takes long.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (link !== 'connecting') return;
    const timer = setTimeout(() => setSlow(true), 3000);
    return () => clearTimeout(timer);
  }, [link]);
  const show = link === 'lost' || (link === 'connecting' && slow);
  return (
    // Sticky: a player scrolled down to the felt or the dock must still see that the table is offline.
    <div
      role="status"
      aria-live="polite"
      data-testid="connection-banner"
      data-link={link}
      className="sticky top-0 z-30"
    >
      {show && (
        <div className="flex items-center gap-3 rounded-xl border border-amber-400/60 bg-amber-500/15 px-4 py-3 text-sm text-amber-100">
          <span aria-hidden className="h-3 w-3 shrink-0 animate-ping rounded-full bg-amber-300" />
          <p className="min-w-0 flex-1">
            <span className="font-semibold text-amber-50">{link === 'lost' ? t('title') : t('connecting')}</span>{' '}
            {link === 'lost' ? t('body') : t('connectingBody')}
          </p>
        </div>
      )}
    </div>
  );
}

/** The result splash (issue #13 §6): the player's net for the round just settled. */
function ResultSplash({ splash, number, onClose }: { splash: RoundSplash; number: number; onClose: () => void }) {
  const t = useTranslations('player.splash');
  const tc = useTranslations('common');
  const money = useMoney();
  const tone =
    splash.kind === 'win'
      ? 'border-brass/70 bg-[radial-gradient(ellipse_at_center,_#3a3114,_#0b0f14)] text-brass'
      : splash.kind === 'loss'
        ? 'border-line bg-panel text-gray-200'
        : 'border-sky-500/40 bg-panel text-sky-100';
  return (
    <div
      data-testid="result-splash"
      data-kind={splash.kind}
      data-net={splash.net}
      className={`pointer-events-auto flex items-center gap-4 rounded-2xl border px-5 py-4 shadow-[0_12px_50px_rgba(0,0,0,0.6)] transition-all duration-300 starting:scale-95 starting:opacity-0 ${tone}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs uppercase tracking-[0.25em] text-gray-400">{tc('round', { number })}</p>
        <p className="text-lg font-semibold">{t(splash.kind)}</p>
        {splash.kind !== 'void' && (
          <p className="text-xs text-gray-400">{t('staked', { amount: money(splash.staked) })}</p>
        )}
      </div>
      {splash.kind !== 'void' && (
        <p className="whitespace-nowrap font-mono text-3xl font-bold">{money.signed(splash.net)}</p>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={tc('dismiss')}
        className="self-start text-gray-400 hover:text-white"
      >
        ✕
      </button>
    </div>
  );
}

function PlayerTableBody({
  s,
  results,
  usePlayerGame,
  limitLabel,
  Rules,
}: PlayerGameProps & {
  usePlayerGame: PlayerUi['usePlayerGame'];
  limitLabel: PlayerUi['limitLabel'];
  Rules: PlayerUi['Rules'];
}) {
  const g = usePlayerGame({ s, results });
  const t = useTranslations('player');
  const tc = useTranslations('common');
  const gameName = useGameLabel();
  const money = useMoney();
  const locale = useLocale();
  const table = s.table!;
  const round = s.round;
  const isPlayer = s.me?.role === 'PLAYER';
  const openBets = s.bets.filter((b) => b.status === 'OPEN' && !NOT_REMOVABLE.has(b.type)).length;
  const lost = s.link === 'lost';
  // A CLOSED table opens no round and seats nobody (a round already running finishes): with none running, the
  // felt, the seats and the bet controls are shut and the view says "Table closed".
  const tableClosed = useTableClosed(table, s.lastEvent);
  const closedIdle = tableClosed && !(round && ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status));
  const canBet = g.canBet && !lost && !closedIdle;
  const [rulesOpen, setRulesOpen] = useState(false);
  // The rules panel is a chunk of its own: downloaded the first time the player opens it, then kept.
  const [rulesShown, setRulesShown] = useState(false);
  if (rulesOpen && !rulesShown) setRulesShown(true);
  const closeRules = useCallback(() => setRulesOpen(false), []);
  const sounds = useSounds();

  // The result splash: once per round, when every one of the player's bets in it is settled — for a round this
  // view saw in play (a table opened after its settlement shows no splash).
  const [inPlay, setInPlay] = useState<string | null>(null);
  const liveRoundId = round && round.status !== 'SETTLED' && round.status !== 'VOIDED' ? round.id : null;
  if (liveRoundId && liveRoundId !== inPlay) setInPlay(liveRoundId);
  const settledSplash = roundSplash(round, s.bets);
  const fresh = settledSplash && settledSplash.roundId === inPlay ? settledSplash : null;
  // Held once computed: the next round opening (and the bets list moving on to it) must not hide the result
  // before its time is up — a fast dealer opens the next round within a second.
  const [held, setHeld] = useState<{ splash: RoundSplash; number: number } | null>(null);
  if (fresh && round && (held?.splash.roundId !== fresh.roundId || held.splash.net !== fresh.net))
    setHeld({ splash: fresh, number: round.number });
  const splash = held?.splash ?? null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const splashId = splash?.roundId ?? null;
  useEffect(() => {
    if (!splashId) return;
    const timer = setTimeout(() => setExpired(splashId), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [splashId]);
  const showSplash = splash && dismissed !== splash.roundId && expired !== splash.roundId ? splash : null;

  // Sounds: bets closing (5 s left, or closed without a countdown), the player's turn, a win.
  const cued = useRef(new Set<string>());
  const cueOnce = useCallback(
    (key: string, cue: Parameters<typeof sounds.play>[0]) => {
      if (cued.current.has(key)) return;
      cued.current.add(key);
      sounds.play(cue);
    },
    [sounds],
  );
  const closesAt = round?.status === 'BETTING' ? round.closesAt : null;
  useEffect(() => {
    if (!closesAt || !round) return;
    const left = new Date(closesAt).getTime() - Date.now() - 5000;
    const timer = setTimeout(() => cueOnce(`closing:${round.id}`, 'closing'), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [closesAt, round, cueOnce]);
  useEffect(() => {
    if (g.yourTurn && round) cueOnce(`turn:${round.id}:${g.turnKey ?? s.lastEvent?.seq ?? 0}`, 'turn');
  }, [g.yourTurn, g.turnKey, round, s.lastEvent?.seq, cueOnce]);
  useEffect(() => {
    if (splash?.kind === 'win') cueOnce(`win:${splash.roundId}`, 'win');
  }, [splash?.kind, splash?.roundId, cueOnce]);

  const statusLabel =
    round &&
    (g.statusText ?? (tc.has(`roundStatus.${round.status}`) ? tc(`roundStatus.${round.status}`) : round.status));

  return (
    <div className="space-y-3 sm:space-y-4">
      {/* Header: table, round, countdown, balance; two tight rows on phones, one row from md up. */}
      <header className="rounded-xl border border-line bg-gradient-to-r from-panel to-panel-2 px-3 py-2 sm:px-5 sm:py-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:flex-nowrap md:gap-x-6">
          {/* The name keeps its width: the config badge and the closed pill wrap under it on a narrow screen. */}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 md:flex-none">
            <Link href="/play" className="shrink-0 text-sm text-gray-500 hover:text-gray-300" aria-label={t('back')}>
              <span aria-hidden>←</span>
              <span className="hidden lg:inline"> {t('allTables')}</span>
            </Link>
            <h1 className="flex min-w-0 items-baseline gap-2 text-lg font-semibold tracking-wide text-white sm:text-2xl">
              <span className="truncate">{table.name}</span>
              <span className="hidden shrink-0 text-sm font-normal text-brass sm:inline">{gameName(table.game)}</span>
            </h1>
            <ConfigBadge table={table} lastEvent={s.lastEvent} className="shrink-0" />
          </div>
          <div className="order-last flex w-full min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm md:order-none md:w-auto">
            {round ? (
              <>
                <span className="whitespace-nowrap font-mono text-gray-400">
                  {tc('round', { number: round.number })}
                </span>
                <span
                  data-testid="round-status"
                  data-status={round.status}
                  className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[round.status] ?? STATUS_TONE.SETTLED}`}
                >
                  {statusLabel}
                </span>
              </>
            ) : (
              <span className="text-gray-500">{t('noRound')}</span>
            )}
            <span className="min-w-0 text-sm sm:text-lg">
              {g.countdown ? (
                g.countdown
              ) : round && (round.status === 'BETTING' || round.status === 'DEALING') ? (
                <Countdown closesAt={round.closesAt} status={round.status} />
              ) : null}
            </span>
            <div className="ml-auto flex shrink-0 items-center gap-2 md:ml-2">
              <button
                type="button"
                data-testid="btn-sound"
                aria-pressed={sounds.on}
                aria-label={sounds.on ? t('sound.on') : t('sound.off')}
                title={sounds.on ? t('sound.on') : t('sound.off')}
                onClick={sounds.toggle}
                className="rounded-lg border border-line bg-panel-2 px-2 py-1.5 text-sm leading-none text-gray-200 hover:border-gray-500"
              >
                <SpeakerIcon on={sounds.on} />
              </button>
              <button
                type="button"
                data-testid="btn-rules"
                onClick={() => setRulesOpen(true)}
                className="rounded-lg border border-line bg-panel-2 px-2.5 py-1.5 text-sm font-semibold text-gray-200 hover:border-brass/60"
              >
                {t('rules')}
              </button>
            </div>
          </div>
          <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-4">
            {table.shoe && (
              <span className="hidden text-xs text-gray-500 xl:inline">
                {t('shoe', { number: table.shoe.number, count: table.shoe.cardsLeft })}
              </span>
            )}
            <span
              data-testid="live-dot"
              className={`hidden items-center gap-1.5 text-xs sm:flex ${s.connected ? 'text-emerald-400' : 'text-amber-300'}`}
            >
              <span
                className={`h-2 w-2 rounded-full ${s.connected ? 'animate-pulse bg-emerald-400' : 'bg-amber-400'}`}
              />
              {s.connected ? t('live') : t('offlineShort')}
            </span>
            <div className="text-right">
              <p className="text-[10px] uppercase tracking-[0.2em] text-gray-500">{tc('balance')}</p>
              <p
                data-testid="balance"
                data-cents={s.balance ?? ''}
                className="whitespace-nowrap font-mono text-lg font-semibold text-brass sm:text-2xl"
              >
                {s.balance === null ? '—' : money(s.balance)}
              </p>
            </div>
          </div>
        </div>
      </header>

      <ConnectionBanner link={s.link} />
      <ConfigAnnouncement table={table} lastEvent={s.lastEvent} />

      {/* Corrections and voids of the player's rounds: right under the header (the balance has already changed),
          and stuck to the top of the screen when the player has scrolled down to the felt or the bets. */}
      {s.roundNotices.length > 0 && (
        <div data-testid="round-notices" className="sticky top-2 z-30 space-y-2">
          {s.roundNotices.map((n) => (
            <RoundNoticeBanner
              key={n.roundId}
              notice={n}
              here={s.table?.id ?? ''}
              onDismiss={() => s.dismissRoundNotice(n.roundId)}
            />
          ))}
        </div>
      )}

      {s.me && !isPlayer && (
        <p className="rounded-lg border border-amber-500/30 bg-amber-950/30 px-4 py-2 text-sm text-amber-200">
          {t('watching', { role: tc.has(`role.${s.me.role}`) ? tc(`role.${s.me.role}`) : s.me.role })}
        </p>
      )}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-3 sm:space-y-4">
          {/* The felt, with the result splash over its top. */}
          <div className="relative">
            <section
              inert={closedIdle}
              data-closed={closedIdle ? 'true' : undefined}
              className={`rounded-2xl border border-[#1d5a45] bg-[radial-gradient(ellipse_at_top,_#14563f_0%,_#0b3d2e_45%,_#072a20_100%)] p-2 shadow-[inset_0_0_80px_rgba(0,0,0,0.45)] sm:p-5 ${closedIdle ? 'opacity-40 grayscale' : ''}`}
            >
              {g.felt}
            </section>
            {closedIdle && (
              <div
                data-testid="table-closed"
                role="status"
                className="absolute inset-0 z-10 flex items-center justify-center p-4"
              >
                <p className="max-w-sm rounded-xl border border-rose-500/40 bg-ink/90 px-5 py-4 text-center shadow-2xl">
                  <span className="block text-lg font-semibold text-rose-200">{tc('config.tableClosed')}</span>
                  <span className="mt-1 block text-sm text-gray-300">{t('tableClosedFelt')}</span>
                </p>
              </div>
            )}
            <div aria-live="polite" className="pointer-events-none absolute inset-x-2 top-2 z-20 sm:inset-x-8 sm:top-6">
              {showSplash && held && (
                <ResultSplash
                  splash={showSplash}
                  number={held.number}
                  onClose={() => setDismissed(showSplash.roundId)}
                />
              )}
            </div>
          </div>

          {/* The decisions: under the felt, stuck to the bottom of the screen on phones (thumb reach). */}
          {g.dock && (
            <div
              data-testid="player-dock"
              inert={closedIdle}
              className="sticky bottom-0 z-30 -mx-3 border-t border-line bg-ink/95 px-3 py-2 shadow-[0_-8px_24px_rgba(0,0,0,0.5)] backdrop-blur sm:static sm:mx-0 sm:rounded-xl sm:border sm:bg-panel/80 sm:px-5 sm:py-3 sm:shadow-none"
            >
              {g.dock}
            </div>
          )}

          <PlayerAlert problem={s.problem} onDismiss={s.dismissError} />
          {s.notice && (
            <div
              data-testid="player-notice"
              className="flex items-start gap-3 rounded-lg border border-sky-500/30 bg-sky-950/50 px-4 py-2.5 text-sm text-sky-100"
            >
              <p className="flex-1">
                {s.notice.bet
                  ? t('betReturned', {
                      bet: g.label(s.notice.bet),
                      amount: money(s.notice.bet.base ?? s.notice.bet.amount),
                    })
                  : t('betReturnedPlain')}
                {locale === 'en' && s.notice.reason ? `: ${s.notice.reason}.` : ''}
              </p>
              <button
                type="button"
                onClick={s.dismissNotice}
                aria-label={tc('dismiss')}
                className="text-sky-200/70 hover:text-white"
              >
                ✕
              </button>
            </div>
          )}

          {/* Chips and actions. */}
          <section className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-line bg-panel/80 px-3 py-3 sm:px-5">
            <div inert={closedIdle} className={`contents ${closedIdle ? '[&>*]:opacity-40' : ''}`}>
              <ChipRack value={s.chip} onChange={s.setChip} balance={s.balance} />
              {g.controls}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ActionButton onClick={s.undoLast} disabled={!canBet || openBets === 0 || s.busy} testId="btn-undo">
                {t('undo')}
              </ActionButton>
              <ActionButton
                onClick={() => void s.clearAll()}
                disabled={!canBet || openBets === 0 || s.busy}
                testId="btn-clear"
              >
                {t('clear')}
              </ActionButton>
              <ActionButton
                onClick={() => void s.repeat()}
                disabled={!canBet || s.lastBets.length === 0 || s.busy || !!g.repeatBlocked}
                testId="btn-repeat"
                primary={!closedIdle}
              >
                {s.lastBets.length
                  ? t('repeatWith', { amount: money(s.lastBets.reduce((a, b) => a + (b.base ?? b.amount), 0)) })
                  : t('repeat')}
              </ActionButton>
            </div>
            <p className="text-xs text-gray-500 sm:ml-auto">
              {lost ? (
                t('offline.paused')
              ) : closedIdle ? (
                <span data-testid="closed-hint" className="font-semibold text-rose-300">
                  {t('tableClosedHint')}
                </span>
              ) : canBet ? (
                <>
                  {t.rich('chipHint', {
                    amount: money(s.chip),
                    b: (c) => <span className="font-mono text-gray-300">{c}</span>,
                  })}
                  {g.hint ? ` · ${g.hint}` : ''}
                </>
              ) : (
                (g.closedHint ?? t('closedHint'))
              )}
            </p>
          </section>

          {g.below}
        </div>

        <aside className="min-w-0 space-y-4">
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
            <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">{t('limits')}</h2>
            <dl data-testid="table-limits" className="space-y-1 text-sm">
              {Object.entries(table.limits.bets).map(([k, v]) => (
                <div key={k} className="flex justify-between gap-3">
                  <dt className="min-w-0 text-gray-400">{g.limitLabel?.(k) ?? limitLabel(k, table.rules) ?? k}</dt>
                  <dd className="whitespace-nowrap font-mono text-gray-200">
                    {money(v.min)} – {money(v.max)}
                  </dd>
                </div>
              ))}
              <div className="mt-2 flex justify-between gap-3 border-t border-line pt-2">
                <dt className="text-gray-400">{g.maxPayoutLabel ?? t('maxPayout')}</dt>
                <dd className="font-mono text-gray-200">{money(table.limits.maxPayoutPerRound)}</dd>
              </div>
            </dl>
            {table.dealerName && (
              <p data-testid="table-dealer" className="mt-3 text-xs text-gray-500">
                {t('dealer', { name: table.dealerName })}
              </p>
            )}
          </section>
          {g.aside}
        </aside>
      </div>

      <RulesDialog open={rulesOpen} onClose={closeRules} title={t('rulesTitle', { table: table.name })}>
        {!Rules ? (
          <p className="text-gray-400">{t('noRules')}</p>
        ) : rulesShown ? (
          <Suspense fallback={<RulesSkeleton />}>
            <Rules table={table} />
          </Suspense>
        ) : null}
      </RulesDialog>
    </div>
  );
}

/** Grey lines where the rules and paytable will be while their chunk downloads. */
function RulesSkeleton() {
  return (
    <div aria-busy data-testid="rules-loading" className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-5 animate-pulse rounded bg-panel-2" style={{ width: `${90 - i * 12}%` }} />
      ))}
      <div className="h-32 animate-pulse rounded bg-panel-2" />
    </div>
  );
}

/** A speaker, with sound waves when on and crossed out when off (drawn: no icon font is needed). */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" stroke="none" />
      {on ? (
        <path d="M16 9.5a3.5 3.5 0 0 1 0 5M18.5 7a7 7 0 0 1 0 10" strokeLinecap="round" />
      ) : (
        <path d="M16 9l5 6M21 9l-5 6" strokeLinecap="round" />
      )}
    </svg>
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
