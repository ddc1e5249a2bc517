'use client';

import Link from 'next/link';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/client/use-latest';
import { useClock } from '@/components/ui/clock';
import { Countdown } from '@/components/ui/countdown';
import { api } from '@/lib/client/api';
import { useTableFeed, type FeedEvent, type TableSnapshot } from '@/lib/client/use-table-feed';
import type { PublicRound } from '@/lib/realtime/events';
import { gameLabel, gameUi as uiOf } from '@/components/games/registry';
import type { DealerUi } from '@/components/games/types';
import { Kbd, Label, StatusPill } from '@/components/ui/console-bits';
import { CardGrid } from './card-grid';
import { CARD_ENTRY } from './entry';
import {
  isLive,
  nextOf,
  primaryAction,
  seatBoardOf,
  type RoundDetailView,
  type RoundSummaryView,
  type SeatBoardView,
} from './model';
import { BetsPanel, HistoryStrip, ShoePanel } from './side-panels';
import { useDealerActions } from './use-dealer-actions';

interface Viewer {
  id: string;
  username: string;
  role: string;
}

const TEXT_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** "Next: PLAYER card 3", from the round's `next` (the engine decides; the console only shows it). */
function NextTarget({
  round,
  board,
  ui,
}: {
  round: PublicRound | null;
  board: SeatBoardView | null;
  ui: DealerUi | null;
}) {
  const next = nextOf(round);
  let body: React.ReactNode;
  let accent = 'border-brass';
  const own = isLive(round) ? (ui?.nextBody?.(round, next, board) ?? null) : null;
  if (!isLive(round)) body = 'open betting';
  else if (own) ({ body, accent } = own);
  else if (next?.kind === 'confirm') body = 'confirm result';
  else if (next?.kind === 'outcome') body = 'enter the winning number';
  else if (next?.kind === 'close') body = 'no more bets';
  else if (next?.kind === 'decision') body = `decision${next.seat ? `, seat ${next.seat}` : ''}`;
  else body = next?.kind ?? '…';
  return (
    <div className={`rounded-md border-l-8 bg-panel px-5 py-3 ${accent}`}>
      <div
        data-testid="next-target"
        className="text-4xl leading-tight font-black tracking-tight text-white xl:text-5xl"
      >
        Next: {body}
      </div>
    </div>
  );
}

type Shoe = NonNullable<TableSnapshot['shoe']>;
interface Stamped<T> {
  v: T;
  seq: number;
}
/** The later of two stamped values (ties go to the newcomer). */
function newer<T>(prev: Stamped<T> | null, next: Stamped<T>): Stamped<T> {
  return !prev || next.seq >= prev.seq ? next : prev;
}

/** Studio time, to the second (what the floor and the camera log go by). */
function StudioClock() {
  const ms = useClock(1000);
  const now = ms === null ? null : new Date(ms);
  return (
    <div className="text-right">
      <Label>Studio time</Label>
      <div className="font-mono text-lg leading-tight text-gray-300 tabular-nums">
        {now ? now.toLocaleTimeString('en-GB', { hour12: false }) : '--:--:--'}
      </div>
    </div>
  );
}

/** A control button of the console (disabled while a request is in flight). */
function CtrlBtn({
  busy,
  opts,
}: {
  busy: boolean;
  opts: {
    testId: string;
    label: string;
    onClick: () => void;
    kbd: React.ReactNode;
    primary: boolean;
    disabled?: boolean;
    tone?: 'danger' | 'confirm';
  };
}) {
  return (
    <button
      type="button"
      data-testid={opts.testId}
      disabled={busy || opts.disabled}
      onClick={opts.onClick}
      className={`flex w-full items-center justify-between gap-2 rounded px-3 text-left font-bold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-35 ${
        opts.primary
          ? 'h-14 bg-brass text-lg text-ink shadow-[0_0_24px_-6px_var(--color-brass)] hover:bg-[#d8b23a]'
          : opts.tone === 'danger'
            ? 'h-11 border border-line bg-panel-2 text-gray-200 hover:border-red-400/60 hover:text-red-200'
            : 'h-11 border border-line bg-panel-2 text-gray-200 hover:border-gray-500'
      }`}
    >
      <span>{opts.label}</span>
      <span className="flex gap-1">{opts.kbd}</span>
    </button>
  );
}

/** The keyboard-first live console of one table; what the game draws comes from its `GameUi` (components/games/). */
export function DealerConsole({ tableId, viewer }: { tableId: string; viewer: Viewer }) {
  const actions = useDealerActions();
  const [historyTick, setHistoryTick] = useState(0);

  // What the console shows is the freshest it has heard of, stamped with the table event seq it is current
  // as of: the table snapshot (its eventSeq), each event (its seq), and the answers to our own actions
  // (just after the last seq seen, so the console moves at the speed of the HTTP answer even when the
  // socket lags or is down). A slow snapshot can never roll the console back.
  const [roundS, setRoundS] = useState<Stamped<PublicRound | null> | null>(null);
  const [shoeS, setShoeS] = useState<Stamped<Shoe | null> | null>(null);
  const seenSeq = useRef(0);
  const refreshSeats = useRef<() => void>(() => undefined);

  const onEvent = (e: FeedEvent) => {
    seenSeq.current = Math.max(seenSeq.current, e.seq);
    if (e.round) setRoundS((p) => newer(p, { v: e.round, seq: e.seq }));
    const d = e.data ?? {};
    const full = d.shoe as Partial<Shoe> | undefined;
    if (full && typeof full.id === 'string' && typeof full.number === 'number' && typeof full.decks === 'number') {
      setShoeS((p) => newer(p, { v: full as Shoe, seq: e.seq }));
    } else {
      const patch =
        full && typeof full.id === 'string' && typeof full.cardsDealt === 'number' && typeof full.status === 'string'
          ? { id: full.id, cardsDealt: full.cardsDealt, status: full.status }
          : e.type === 'shoe:cut-card' && typeof d.shoeId === 'string' && typeof d.cardsDealt === 'number'
            ? { id: d.shoeId, cardsDealt: d.cardsDealt, status: 'CUT_CARD_OUT' }
            : null;
      if (patch) {
        setShoeS((p) => {
          const base = p?.v && p.v.id === patch.id ? p.v : null;
          return base
            ? newer(p, {
                v: {
                  ...base,
                  cardsDealt: patch.cardsDealt,
                  cardsLeft: base.decks * 52 - patch.cardsDealt,
                  status: patch.status,
                },
                seq: e.seq,
              })
            : p;
        });
      }
    }
    if (e.type === 'round:decision') refreshSeats.current(); // a double or a split raises the stakes on a seat
    if (e.type === 'round:settled' || e.type === 'round:voided' || e.type === 'round:opened')
      setHistoryTick((t) => t + 1);
  };
  // A snapshot counts as of its eventSeq, like the events.
  const onSnapshot = (t: TableSnapshot) => {
    seenSeq.current = Math.max(seenSeq.current, t.eventSeq);
    setRoundS((p) => newer(p, { v: t.round, seq: t.eventSeq }));
    setShoeS((p) => newer(p, { v: t.shoe, seq: t.eventSeq }));
  };
  const feed = useTableFeed(tableId, { event: onEvent, snapshot: onSnapshot });
  const { table } = feed;
  const game = table?.game ?? '';
  const gameUi = uiOf(game);
  const ui = gameUi?.dealer ?? null;
  const entry = ui?.entry ?? CARD_ENTRY;
  const hasShoe = !!gameUi?.shoe;

  const round = roundS?.v ?? null;
  const roundRef = useLatest(round);
  // A retried request's answer may be the server's replay of an older state: then ask for a fresh snapshot.
  const applyRound = (res: { data: PublicRound; retried: boolean }) =>
    res.retried ? feed.reload() : setRoundS((p) => newer(p, { v: res.data, seq: seenSeq.current + 0.5 }));
  const applyShoe = (res: { data: Shoe; retried: boolean }) =>
    res.retried ? feed.reload() : setShoeS((p) => newer(p, { v: res.data, seq: seenSeq.current + 0.5 }));
  const shoe = shoeS?.v ?? null;
  const mark = roundS?.seq ?? -1;

  // Round detail (bets; staff see all) after each event, and every few seconds while betting is open.
  const [detail, setDetail] = useState<RoundDetailView | null>(null);
  const detailReq = useRef(0);
  const loadDetail = useCallback((id: string) => {
    const n = ++detailReq.current;
    api<RoundDetailView>('GET', `/api/rounds/${id}`)
      .then((d) => {
        if (n === detailReq.current) setDetail(d);
      })
      .catch(() => undefined);
  }, []);
  const roundId = round?.id ?? null;
  const roundStatus = round?.status ?? null;
  useEffect(() => {
    if (roundId) loadDetail(roundId);
  }, [roundId, roundStatus, mark, loadDetail]);
  useEffect(() => {
    if (!roundId || roundStatus !== 'BETTING') return;
    const t = setInterval(() => loadDetail(roundId), 2500);
    return () => clearInterval(t);
  }, [roundId, roundStatus, loadDetail]);

  // Seated games: who sits where and the stakes per seat. The feed loads the board with each snapshot and
  // applies every `table:seats`; a decision (a double or a split adds stakes) sends none, so ask again then.
  const board: SeatBoardView | null = feed.seats;
  const seatsReq = useRef(0);
  const { applySeats } = feed;
  useLayoutEffect(() => {
    refreshSeats.current = () => {
      const n = ++seatsReq.current;
      api<unknown>('GET', `/api/tables/${tableId}/seats`)
        .then((b) => {
          const fresh = seatBoardOf(b);
          if (fresh && n === seatsReq.current) applySeats(b as NonNullable<typeof feed.seats>);
        })
        .catch(() => undefined);
    };
  });

  // The table's last rounds.
  const [history, setHistory] = useState<RoundSummaryView[] | null>(null);
  const historyReq = useRef(0);
  useEffect(() => {
    const n = ++historyReq.current;
    api<{ items: RoundSummaryView[] }>('GET', `/api/rounds?tableId=${encodeURIComponent(tableId)}&limit=10`)
      .then((r) => {
        if (n === historyReq.current) setHistory(r.items);
      })
      .catch(() => undefined);
  }, [tableId, historyTick, roundId, roundStatus]);

  // ---------------------------------------------------------------------------------------------
  // Entry: one always-focused input for what the game takes (card codes, the winning number).
  // ---------------------------------------------------------------------------------------------
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [seconds, setSeconds] = useState('15');
  const [cutPos, setCutPos] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  // Entries read while a request is in flight, in order (a card reader or a fast dealer never loses one).
  const queued = useRef<string[]>([]);
  const [queuedView, setQueuedView] = useState<string | null>(null);
  const selectOnFocus = useRef(false);

  const focusInput = useCallback(() => {
    const el = inputRef.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    if (selectOnFocus.current) {
      el.select();
      selectOnFocus.current = false;
    }
  }, []);

  useEffect(() => {
    if (!hint) return;
    const t = setTimeout(() => setHint(null), 2500);
    return () => clearTimeout(t);
  }, [hint]);

  const afterOk = () => {
    if (!feed.connected) feed.reload();
  };

  /** The round to act on, or a note when the table has never had one. */
  const target = (action: string): PublicRound | null => {
    const r = roundRef.current;
    if (!r) actions.note(action, 'This table has no round yet: open betting first (F2).');
    return r;
  };

  const openBetting = async () => {
    const raw = seconds.trim();
    const bettingSeconds = raw === '' || raw === '0' ? null : /^\d+$/.test(raw) ? Number(raw) : raw;
    const res = await actions.run<PublicRound>({
      action: 'Open betting',
      method: 'POST',
      path: `/api/tables/${tableId}/rounds`,
      body: { bettingSeconds },
    });
    if (res.status === 'ok') {
      applyRound(res);
      setDetail(null);
      afterOk();
    }
    focusInput(); // F2 / Enter from the seconds field: back to dealing
  };
  const closeBetting = async () => {
    const r = target('No more bets');
    if (!r) return;
    const res = await actions.run<PublicRound>({
      action: 'No more bets',
      method: 'POST',
      path: `/api/rounds/${r.id}/close`,
    });
    if (res.status === 'ok') applyRound(res);
  };
  const undo = async () => {
    const r = target('Undo');
    if (!r) return;
    const res = await actions.run<PublicRound>({ action: 'Undo', method: 'POST', path: `/api/rounds/${r.id}/undo` });
    if (res.status === 'ok') {
      applyRound(res);
      afterOk();
    }
  };
  const confirm = async () => {
    const r = target('Confirm result');
    if (!r) return;
    const res = await actions.run<PublicRound>({
      action: 'Confirm result',
      method: 'POST',
      path: `/api/rounds/${r.id}/settle`,
    });
    if (res.status === 'ok') {
      applyRound(res);
      afterOk();
    }
  };

  /** Sends a card code or a number; on refusal the input gets it back (selected) so it is seen. */
  const sendEntry = async (text: string, from: 'input' | 'touch') => {
    const r = target(entry.label);
    if (!r) {
      if (from === 'input') setValue(text);
      return;
    }
    setSending(text);
    const res = await actions.run<PublicRound>({
      action: entry.label,
      method: 'POST',
      path: `/api/rounds/${r.id}/${entry.path}`,
      body: entry.body(text),
      input: text,
    });
    setSending(null);
    if (res.status === 'ok') {
      applyRound(res);
      afterOk();
      const q = queued.current.shift();
      setQueuedView(queued.current.length ? queued.current.join(' ') : null);
      if (q) void sendEntry(q, 'input');
      return;
    }
    if (res.status === 'error') {
      const dropped = queued.current.join(' ');
      queued.current = [];
      setQueuedView(null);
      if (dropped)
        setHint(
          `${dropped} ${dropped.includes(' ') ? 'were' : 'was'} read after it and not sent: enter again once this is fixed.`,
        );
      if (from === 'input') {
        setValue(text);
        selectOnFocus.current = true;
        requestAnimationFrame(focusInput);
      }
    }
  };

  // An entry read while another request (No more bets, undo, ...) was in flight goes out as soon as
  // nothing is in flight any more; entries queued behind a card are sent by sendEntry in order.
  useEffect(() => {
    if (actions.busy !== null || actions.isBusy() || queued.current.length === 0) return;
    const q = queued.current.shift()!;
    setQueuedView(queued.current.length ? queued.current.join(' ') : null);
    void sendEntry(q, 'input');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actions.busy]);

  const primary = () => {
    const p = primaryAction(roundRef.current);
    if (p === 'open') void openBetting();
    else if (p === 'close') void closeBetting();
    else if (p === 'confirm') void confirm();
    else {
      const n = nextOf(roundRef.current);
      if (n?.kind === 'dp-offer' || n?.kind === 'dp-rotation')
        setHint(ui?.closeBlocked?.(roundRef.current, feed.seats) ?? 'Betting opens once the DP is settled.');
      else if (n?.kind === 'decision')
        setHint(
          `Seat ${n.seat} decides on the player's screen (${(n.actions ?? []).join(' / ')}): wait for the decision, then deal.`,
        );
      else if (n?.kind === 'insurance')
        setHint(`Insurance decisions pending (seats ${(n.seats ?? []).join(', ')}): wait for them or the timer.`);
      else setHint(entry.hint);
    }
  };

  const submit = () => {
    const text = value.trim();
    if (actions.isBusy()) {
      // A card reader may read the next card before the last answer is back: keep one, send it after.
      if (text) {
        queued.current.push(text);
        setQueuedView(queued.current.join(' '));
        setValue('');
      }
      return;
    }
    if (!text) return primary();
    setValue('');
    void sendEntry(text, 'input');
  };

  const newShoe = async () => {
    const body = cutPos.trim() ? { cutCardPosition: Number(cutPos.trim()) } : {};
    const res = await actions.run<Shoe>({
      action: 'New shoe',
      method: 'POST',
      path: `/api/tables/${tableId}/shoes`,
      body,
    });
    if (res.status === 'ok') {
      setCutPos('');
      applyShoe(res);
    }
  };
  const cutCard = async () => {
    if (!shoe) return actions.note('Cut card out', 'There is no shoe in play.');
    const res = await actions.run<Shoe>({
      action: 'Cut card out',
      method: 'POST',
      path: `/api/shoes/${shoe.id}/cut-card`,
    });
    if (res.status === 'ok') applyShoe(res);
  };

  // Latest handlers for the window-level shortcuts.
  const keys = useLatest({ openBetting, undo, focusInput });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el === inputRef.current) return; // handled by the input itself
      const typing = !!el && (TEXT_FIELDS.has(el.tagName) || el.isContentEditable);
      if (e.key === 'F2') {
        e.preventDefault();
        void keys.current.openBetting();
      } else if (e.key === 'Escape') {
        keys.current.focusInput();
      } else if (!typing && (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        void keys.current.undo();
      } else if (!typing && !e.ctrlKey && !e.metaKey && !e.altKey && e.key.length === 1) {
        keys.current.focusInput(); // any typing goes to the card input
      }
    };
    const onFocus = () => {
      const a = document.activeElement;
      if (!a || a === document.body) keys.current.focusInput();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('focus', onFocus);
    };
  }, [keys]);

  // Refocus the input after every action (buttons, grid and pad must not keep the focus).
  useEffect(() => {
    if (actions.busy !== null) return;
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body || a.tagName === 'BUTTON') focusInput();
  }, [actions.busy, focusInput]);

  const onInputKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!e.repeat) submit();
    } else if (e.key === 'Backspace' && value === '') {
      e.preventDefault();
      if (!e.repeat) void undo(); // never undo by holding Backspace down to clear the field
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setValue('');
      actions.clearError();
    } else if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      if (!e.repeat) void undo();
    } else if (e.key === 'F2') {
      e.preventDefault();
      void openBetting();
    }
  };

  const onInputBlur = (e: React.FocusEvent<HTMLInputElement>) => {
    const to = e.relatedTarget as HTMLElement | null;
    if (to && (TEXT_FIELDS.has(to.tagName) || to.tagName === 'A')) return; // another field or a link: let it have the focus
    setTimeout(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a || a === document.body || a.tagName === 'BUTTON') focusInput();
    }, 0);
  };

  // ---------------------------------------------------------------------------------------------
  // Render
  // ---------------------------------------------------------------------------------------------
  const busy = actions.busy !== null;
  const next = nextOf(round);
  const p = primaryAction(round);
  const live = isLive(round);
  const err = actions.error;
  const notMine = viewer.role === 'DEALER' && table && table.dealerId !== viewer.id;
  const closeBlocked = ui?.closeBlocked?.(round, board) ?? null;

  if (feed.error && !table) {
    return (
      <div className="mx-auto mt-16 max-w-lg rounded border border-red-500/40 bg-red-500/10 p-5 text-sm">
        <h1 className="font-semibold text-red-300">This table cannot be loaded</h1>
        <p className="mt-1 text-red-200/80">{feed.error}</p>
        <Link href="/dealer" className="mt-3 inline-block text-gray-300 underline">
          Back to your tables
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-3 pb-8">
      {/* Status bar: table, round, countdown, shoe, link */}
      <section className="flex flex-wrap items-stretch overflow-hidden rounded-md border border-line bg-panel">
        <div className="flex items-center gap-3 border-r border-line px-4 py-2">
          <Link href="/dealer" className="text-gray-500 hover:text-gray-200" title="All my tables">
            ←
          </Link>
          <div>
            <h1 data-testid="table-name" className="text-lg leading-tight font-bold text-white">
              {table?.name ?? 'Loading…'}
            </h1>
            <div className="text-[11px] text-gray-500">
              <span className="tracking-wider uppercase">{gameLabel(game)}</span>
              {table ? <span> · dealer {table.dealerUsername ?? 'unassigned'}</span> : null}
            </div>
          </div>
        </div>
        <div className="border-r border-line px-4 py-2">
          <Label>Round</Label>
          <div
            data-testid="round-number"
            className="font-mono text-2xl leading-tight font-bold text-white tabular-nums"
          >
            {round ? round.number : '—'}
          </div>
        </div>
        <div className="flex flex-col justify-center border-r border-line px-4 py-2">
          <Label>Status</Label>
          <div className="mt-1">
            <StatusPill status={round?.status ?? null} testId="round-status" />
          </div>
        </div>
        <div className="flex min-w-[13rem] flex-col justify-center border-r border-line px-4 py-2">
          <Label>Bets</Label>
          <div className="mt-0.5 text-lg">
            {!round || !live ? (
              <span className="font-semibold text-gray-500">Table idle</span>
            ) : (
              (ui?.betsStatus?.(round) ?? <Countdown closesAt={round.closesAt} status={round.status} />)
            )}
          </div>
        </div>
        <div className="ml-auto flex items-center border-l border-line px-4 py-2">
          <StudioClock />
        </div>
        <div
          className="flex items-center gap-2 border-l border-line px-4 py-2"
          data-testid="connection-state"
          data-connected={feed.connected ? 'true' : 'false'}
        >
          <span
            className={`h-2.5 w-2.5 rounded-full ${feed.connected ? 'bg-emerald-400 shadow-[0_0_8px_#34d399]' : 'animate-pulse bg-red-500'}`}
          />
          <span
            className={`font-mono text-xs font-bold tracking-widest ${feed.connected ? 'text-emerald-300' : 'text-red-300'}`}
          >
            {feed.connected ? 'LIVE' : 'OFFLINE · reconnecting'}
          </span>
        </div>
      </section>

      {notMine && (
        <div className="rounded border border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm text-amber-200">
          You are not the dealer assigned to {table?.name} ({table?.dealerUsername ?? 'nobody'} is): the server will
          refuse your actions.
        </div>
      )}
      {round?.status === 'VOIDED' && (
        <div className="rounded border border-red-500/40 bg-red-500/10 px-4 py-2 text-sm text-red-200">
          Round {round.number} was voided{round.voidReason ? `: ${round.voidReason}` : ''}. Stakes were refunded.
        </div>
      )}

      <div className="grid items-start gap-3 xl:grid-cols-[minmax(0,1fr)_330px] 2xl:grid-cols-[minmax(0,1fr)_330px_200px]">
        {/* Stage */}
        <div className="min-w-0 space-y-3 xl:row-span-2 2xl:row-span-1">
          <NextTarget round={round} board={board} ui={ui} />

          {ui && <ui.Stage round={round} board={board} detail={detail} />}

          {/* Entry bar */}
          <div className="rounded-md border border-line bg-panel p-3">
            <div className="flex items-center gap-3">
              <label htmlFor="card-input" className="w-28 shrink-0">
                <Label>{entry.label}</Label>
                <span className="text-[11px] text-gray-600">{entry.help}</span>
              </label>
              <input
                id="card-input"
                ref={inputRef}
                data-testid="card-input"
                aria-busy={busy}
                autoFocus
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={value}
                onChange={(e) => setValue(e.target.value.toUpperCase())}
                onKeyDown={onInputKey}
                onBlur={onInputBlur}
                placeholder={
                  p === 'open'
                    ? 'Enter = open betting'
                    : p === 'close'
                      ? 'Enter = no more bets'
                      : p === 'confirm'
                        ? 'Enter = confirm result'
                        : entry.placeholder !== null
                          ? entry.placeholder
                          : next?.kind === 'dp-offer' || next?.kind === 'dp-rotation'
                            ? 'waiting for the DP offer to be answered'
                            : next?.kind === 'decision'
                              ? `waiting for seat ${next.seat} to decide`
                              : next?.kind === 'insurance'
                                ? 'waiting for insurance decisions'
                                : 'card code'
                }
                className={`h-14 min-w-0 flex-1 rounded border-2 bg-ink px-4 font-mono text-3xl font-bold tracking-[0.2em] text-white uppercase placeholder:text-base placeholder:font-normal placeholder:tracking-normal placeholder:text-gray-600 placeholder:normal-case selection:bg-red-500/50 selection:text-white focus:outline-none ${
                  err?.input && value === err.input ? 'border-red-500' : 'border-brass/60 focus:border-brass'
                }`}
              />
              <div className="w-36 shrink-0 text-right font-mono text-xs" aria-live="polite">
                {sending ? (
                  <span className="text-brass">sending {sending}…</span>
                ) : busy ? (
                  <span className="text-brass">{actions.busy}…</span>
                ) : (
                  <span className="text-gray-600">ready</span>
                )}
                {queuedView && <div className="text-amber-300">queued {queuedView}</div>}
              </div>
            </div>
            {err && (
              <div
                data-testid="dealer-error"
                role="alert"
                className="mt-3 flex items-start gap-3 rounded border border-red-500/60 bg-red-950/60 px-3 py-2"
              >
                <span
                  className={`mt-0.5 rounded px-1.5 text-[11px] font-black tracking-wider ${err.code ? 'bg-red-500 text-white' : 'bg-amber-400 text-ink'}`}
                >
                  {!err.code
                    ? 'CHECK'
                    : err.code === 'NETWORK_ERROR'
                      ? 'NO ANSWER'
                      : (err.status ?? 0) >= 500
                        ? 'FAILED'
                        : 'REFUSED'}
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <div className="font-semibold text-red-100">
                    {err.action}
                    {err.input ? (
                      <>
                        {' '}
                        <span className="rounded bg-red-500/25 px-1.5 font-mono text-red-50">{err.input}</span>
                      </>
                    ) : null}
                    : <span className="font-normal">{err.message}</span>
                  </div>
                  <div className="mt-0.5 font-mono text-[11px] text-red-300/70">
                    {err.code}
                    {err.status ? ` · HTTP ${err.status}` : ''}
                    {err.retryable ? ' · repeat to retry (same request key)' : ''} · Esc to dismiss
                  </div>
                </div>
              </div>
            )}
            {hint && <div className="mt-2 text-sm text-gray-400">{hint}</div>}
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-[11px] text-gray-500">
              <span>
                <Kbd>Enter</Kbd> send {entry.word}
              </span>
              <span>
                <Kbd>Enter</Kbd> on empty ={' '}
                {p === 'open'
                  ? 'open betting'
                  : p === 'close'
                    ? 'no more bets'
                    : p === 'confirm'
                      ? 'confirm result'
                      : 'primary action'}
              </span>
              <span>
                <Kbd>⌫</Kbd> on empty / <Kbd>Ctrl Z</Kbd> undo
              </span>
              <span>
                <Kbd>F2</Kbd> open betting
              </span>
              <span>
                <Kbd>Esc</Kbd> clear
              </span>
            </div>
          </div>

          {ui?.Pad ? (
            <ui.Pad
              round={round}
              next={next}
              busy={busy}
              send={(text) => void sendEntry(text, 'touch')}
              target={target}
              run={(req) => actions.run<PublicRound>(req)}
              applyRound={applyRound}
              note={actions.note}
              focusInput={focusInput}
            />
          ) : (
            <div className="rounded-md border border-line bg-panel p-3">
              <div className="mb-2 flex items-center justify-between">
                <Label>Touch entry</Label>
                <span className="text-[11px] text-gray-600">same as typing the code</span>
              </div>
              <CardGrid onCard={(c) => void sendEntry(c, 'touch')} disabled={busy} dim={next?.kind !== 'card'} />
            </div>
          )}
        </div>

        {/* Controls */}
        <div className="space-y-3">
          <section className="rounded-md border border-line bg-panel p-3">
            <Label className="mb-2">Round</Label>
            <div className="space-y-2">
              <label
                className="flex items-center gap-2 text-xs text-gray-400"
                title="Betting time in seconds; 0 or empty = no countdown"
              >
                <span className="text-[10px] font-semibold tracking-wider text-gray-500 uppercase">Bet window</span>
                <input
                  data-testid="bettings-seconds"
                  inputMode="numeric"
                  value={seconds}
                  onChange={(e) => setSeconds(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void openBetting();
                    }
                  }}
                  placeholder="none"
                  className="h-8 w-16 rounded border border-line bg-ink px-2 text-center font-mono text-sm text-gray-100 placeholder:text-gray-600"
                />
                <span className="text-gray-500">sec · 0 = no timer</span>
              </label>
              {
                <CtrlBtn
                  busy={busy}
                  opts={{
                    testId: 'btn-open-round',
                    label: 'Open betting',
                    onClick: () => void openBetting(),
                    kbd: (
                      <>
                        {p === 'open' && <Kbd tone="bright">Enter</Kbd>}
                        <Kbd tone={p === 'open' ? 'bright' : 'dim'}>F2</Kbd>
                      </>
                    ),
                    primary: p === 'open',
                    // One round at a time: a round in play is finished (or voided) before the next opens.
                    disabled: !!round && ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status),
                  }}
                />
              }
              {
                <CtrlBtn
                  busy={busy}
                  opts={{
                    testId: 'btn-close-betting',
                    label: 'No more bets',
                    onClick: () => void closeBetting(),
                    kbd: p === 'close' ? <Kbd tone="bright">Enter</Kbd> : null,
                    primary: p === 'close',
                    disabled: !!closeBlocked || round?.status !== 'BETTING',
                  }}
                />
              }
              {closeBlocked && (
                <p data-testid="close-blocked-reason" className="-mt-1 text-xs text-amber-300/90">
                  {closeBlocked}
                </p>
              )}
              {
                <CtrlBtn
                  busy={busy}
                  opts={{
                    testId: 'btn-undo',
                    label: entry.undoLabel,
                    onClick: () => void undo(),
                    kbd: (
                      <>
                        <Kbd>⌫</Kbd>
                        <Kbd>Ctrl Z</Kbd>
                      </>
                    ),
                    primary: false,
                    tone: 'danger',
                    // Only a round being dealt has an entry to take back (a settled round is voided from the pit instead).
                    disabled: round?.status !== 'DEALING' && round?.status !== 'COMPLETE',
                  }}
                />
              }
              {
                <CtrlBtn
                  busy={busy}
                  opts={{
                    testId: 'btn-confirm',
                    label: 'Confirm result',
                    onClick: () => void confirm(),
                    kbd: p === 'confirm' ? <Kbd tone="bright">Enter</Kbd> : null,
                    primary: p === 'confirm',
                    disabled: next?.kind !== 'confirm',
                  }}
                />
              }
            </div>
          </section>

          {hasShoe && (
            <ShoePanel
              shoe={shoe}
              busy={busy}
              cutPos={cutPos}
              setCutPos={setCutPos}
              onNewShoe={() => void newShoe()}
              onCutCard={() => void cutCard()}
            />
          )}

          <BetsPanel round={round} detail={detail} game={game} />
        </div>

        {/* History strip */}
        <div className="xl:col-start-2 2xl:col-start-3 2xl:row-start-1 2xl:self-stretch">
          <HistoryStrip items={history} />
        </div>
      </div>
    </div>
  );
}
