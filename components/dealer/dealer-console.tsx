'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/client/use-latest';
import { Countdown } from '@/components/ui/countdown';
import { api } from '@/lib/client/api';
import { useTableFeed, type FeedEvent, type TableSnapshot } from '@/lib/client/use-table-feed';
import { ConfigAnnouncement, ConfigBadge, useTableClosed } from '@/components/tables/config-badge';
import type { PublicRound } from '@/lib/realtime/events';
import { gameFolder, gameUi as uiOf, useGameLabel, useGameParts } from '@/components/games/registry';
import type { DealerUi } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { useProblemText } from '@/lib/i18n/problem';
import { Kbd, Label, StatusPill } from '@/components/ui/console-bits';
import { describe as describeQueue, enqueue, resolve, type Intent, type SkipReason } from './action-queue';
import { CardGrid } from './card-grid';
import {
  Announcements,
  cardText,
  consoleKeys,
  CtrlBtn,
  KeyHelp,
  NextTarget,
  nextWords,
  StudioClock,
  type Announcement,
} from './console-parts';
import { CARD_ENTRY } from './entry';
import {
  dealerWord,
  isLive,
  nextOf,
  primaryAction,
  seatBoardOf,
  type NextStep,
  type RoundDetailView,
  type RoundSummaryView,
  type SeatBoardView,
} from './model';
import { BetsPanel, HistoryStrip, ShoePanel } from './side-panels';
import { shiftOf, ShiftSignIn, ShiftStatus, useMayDeal } from './shift-parts';
import { undoneEntry } from './undone';
import { useDealerActions, type RunResult } from './use-dealer-actions';

interface Viewer {
  id: string;
  username: string;
  role: string;
}

const TEXT_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** How long an announcement stays on the console. */
const ANNOUNCE_MS = 12_000;

type Shoe = NonNullable<TableSnapshot['shoe']>;
interface Stamped<T> {
  v: T;
  seq: number;
}
/** The later of two stamped values (ties go to the newcomer). */
function newer<T>(prev: Stamped<T> | null, next: Stamped<T>): Stamped<T> {
  return !prev || next.seq >= prev.seq ? next : prev;
}

/** The console's words when a decision timer ran out and the game has none of its own (§C-7). */
function genericTimeoutWords(t: Translate, awaited: NextStep | null): string {
  if (awaited?.kind === 'decision') return t('announce.timeoutSeat', { seat: awaited.seat ?? '?' });
  if (awaited?.kind === 'insurance') return t('announce.timeoutInsurance');
  if (awaited?.kind.startsWith('dp-')) return t('announce.timeoutDp');
  return t('announce.timeout');
}

type EntryWords = Pick<DealerUi['entry'], 'label' | 'help' | 'word' | 'undoLabel' | 'hint' | 'placeholder'>;
/**
 * The entry's words in the reader's language: the game's own (`games.<folder>.dealer.entry.*`), else the
 * console's for that kind of entry (`dealer.entry.<path>.*`), else the game's English.
 */
function entryWords(
  entry: DealerUi['entry'],
  pack: (key: string) => string | null,
  t: Translate & { has: (k: string) => boolean },
): EntryWords {
  const word = (k: keyof EntryWords): string => {
    const own = pack(`entry.${k}`);
    if (own !== null) return own;
    const key = `entry.${entry.path}.${k}`;
    return t.has(key) ? t(key) : ((entry[k] as string | null) ?? '');
  };
  const placeholder = entry.placeholder === null ? null : (pack('entry.placeholder') ?? entry.placeholder);
  return {
    label: word('label'),
    help: word('help'),
    word: word('word'),
    undoLabel: word('undoLabel'),
    hint: word('hint'),
    placeholder,
  };
}

/** The keyboard-first live console of one table; what the game draws comes from its `GameUi` (components/games/). */
export function DealerConsole({ tableId, viewer }: { tableId: string; viewer: Viewer }) {
  const t = useTranslations('dealer');
  const tGames = useTranslations('games');
  const locale = useLocale();
  const problemText = useProblemText();
  const gameName = useGameLabel();
  const actions = useDealerActions();
  // A DEALER on the table's list who is not on shift signs in here (issue #17 §1).
  const mayDeal = useMayDeal(tableId, viewer.role);
  const [historyTick, setHistoryTick] = useState(0);

  // Announcements: an undo (which card went back), a timer that ran out, a key refused while busy.
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  const announceId = useRef(0);
  const announce = useCallback((kind: Announcement['kind'], body: React.ReactNode) => {
    const id = ++announceId.current;
    setAnnouncements((a) => [...a.filter((x) => x.kind !== kind), { id, kind, body }].slice(-3));
    setTimeout(() => setAnnouncements((a) => a.filter((x) => x.id !== id)), ANNOUNCE_MS);
  }, []);

  // What the console shows is the freshest it has heard of, stamped with the table event seq it is current
  // as of: the table snapshot (its eventSeq), each event (its seq), and the answers to our own actions
  // (just after the last seq seen, so the console moves at the speed of the HTTP answer even when the
  // socket lags or is down). A slow snapshot can never roll the console back. The ref holds the same value
  // at once, so a queued key resolves against the answer just applied (not the last render's round).
  const [roundS, setRoundS] = useState<Stamped<PublicRound | null> | null>(null);
  const roundNow = useRef<Stamped<PublicRound | null> | null>(null);
  const putRound = (next: Stamped<PublicRound | null>) => {
    roundNow.current = newer(roundNow.current, next);
    setRoundS(roundNow.current);
  };
  const [shoeS, setShoeS] = useState<Stamped<Shoe | null> | null>(null);
  const seenSeq = useRef(0);
  const refreshSeats = useRef<() => void>(() => undefined);
  const uiNow = useRef<ReturnType<typeof uiOf>>(undefined);

  const onEvent = (e: FeedEvent) => {
    seenSeq.current = Math.max(seenSeq.current, e.seq);
    const before = roundNow.current?.v ?? null;
    const d = e.data ?? {};
    // A decision timer ran out (§C-7): the server applied the default; say so on the console.
    if ((e.type === 'round:decision' || e.type === 'round:dp') && d.timeout === true && before) {
      const awaited = nextOf(before);
      const own = uiNow.current?.dealer?.timeoutWords?.(before, awaited, packNow.current) ?? null;
      announce('timeout', own ?? genericTimeoutWords(tNow.current, awaited));
    }
    if (e.round) putRound({ v: e.round, seq: e.seq });
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
    // A double or a split raises the stakes on a seat; an unseated game (Casino Hold'em's Call / Fold) has no
    // seat board to read (its GET /seats answers 422).
    if (e.type === 'round:decision' && uiNow.current?.seated) refreshSeats.current();
    if (e.type === 'round:settled' || e.type === 'round:voided' || e.type === 'round:opened')
      setHistoryTick((t) => t + 1);
  };
  // A snapshot counts as of its eventSeq, like the events.
  const onSnapshot = (t: TableSnapshot) => {
    seenSeq.current = Math.max(seenSeq.current, t.eventSeq);
    putRound({ v: t.round, seq: t.eventSeq });
    setShoeS((p) => newer(p, { v: t.shoe, seq: t.eventSeq }));
  };
  const feed = useTableFeed(tableId, { event: onEvent, snapshot: onSnapshot });
  const { table } = feed;
  // A CLOSED table opens no round (issue #18 §4): the console says so instead of offering "open betting".
  const tableClosed = useTableClosed(table, feed.lastEvent);
  const game = table?.game ?? '';
  // Only this table's game's dealer part is downloaded (issue #16 §5). Keys pressed while it loads wait in
  // the queue (an entry must go to the game's own endpoint) and go out once it is there.
  const packReady = useGameParts('dealer', [game]);
  const gameUi = uiOf(game);
  const packPending = !!gameUi && !packReady;
  const packPendingNow = useLatest(packPending);
  useLayoutEffect(() => {
    uiNow.current = gameUi;
  });
  const ui = gameUi?.dealer ?? null;
  // The game's own dealer messages (`games.<folder>.dealer`), null where it has none.
  const packKey = (key: string) => `${gameFolder(game)}.dealer.${key}`;
  const packMaybe = (key: string, values?: Record<string, string | number>): string | null =>
    game && tGames.has(packKey(key)) ? tGames(packKey(key), values) : null;
  const pack: Translate = (key, values) => packMaybe(key, values as Record<string, string | number>) ?? key;
  const packNow = useLatest(pack);
  const tNow = useLatest<Translate>(t);
  const entryDef = ui?.entry ?? CARD_ENTRY;
  const entry = { ...entryDef, ...entryWords(entryDef, packMaybe, t) };
  const hasShoe = !!gameUi?.shoe;

  const round = roundS?.v ?? null;
  // A retried request's answer may be the server's replay of an older state: then ask for a fresh snapshot.
  const applyRound = (res: { data: PublicRound; retried: boolean }) =>
    res.retried ? feed.reload() : putRound({ v: res.data, seq: seenSeq.current + 0.5 });
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
  // Entry: one input for what the game takes (card codes, the winning number); every other field is one
  // key away (Alt W, Alt K, the game's own) and Esc brings the focus back here.
  // ---------------------------------------------------------------------------------------------
  const inputRef = useRef<HTMLInputElement>(null);
  const secondsRef = useRef<HTMLInputElement>(null);
  const cutRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [seconds, setSeconds] = useState('15');
  const [cutPos, setCutPos] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
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
  /** After an action: back to the entry input unless the dealer is in another field on purpose. */
  const settleFocus = useCallback(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body || a.tagName === 'BUTTON' || (a as HTMLButtonElement).disabled) focusInput();
  }, [focusInput]);
  const focusField = (el: HTMLInputElement | null) => {
    if (!el) return;
    el.focus();
    el.select();
  };

  useEffect(() => {
    if (!hint) return;
    const t = setTimeout(() => setHint(null), 4000);
    return () => clearTimeout(t);
  }, [hint]);

  const afterOk = () => {
    if (!feed.connected) feed.reload();
  };

  /** The round to act on, or a note when the table has never had one. */
  const target = (action: string): PublicRound | null => {
    const r = roundNow.current?.v ?? null;
    if (!r) actions.note(action, t('notes.noRound'));
    return r;
  };

  /** A request refused because another is in flight: said on the console, never silently dropped. */
  const busyRefusal = (action: string) =>
    announce('busy', t('announce.busy', { action, inFlight: actions.busy ?? t('announce.aRequest') }));

  const openBetting = async (): Promise<RunResult<PublicRound>> => {
    const raw = (secondsRef.current?.value ?? seconds).trim();
    const bettingSeconds = raw === '' || raw === '0' ? null : /^\d+$/.test(raw) ? Number(raw) : raw;
    const res = await actions.run<PublicRound>({
      action: t('actions.open'),
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
    return res;
  };
  const closeBetting = async (): Promise<RunResult<PublicRound> | null> => {
    const r = target(t('actions.close'));
    if (!r) return null;
    const res = await actions.run<PublicRound>({
      action: t('actions.close'),
      method: 'POST',
      path: `/api/rounds/${r.id}/close`,
    });
    if (res.status === 'ok') applyRound(res);
    return res;
  };
  const undo = async (): Promise<RunResult<PublicRound> | null> => {
    const r = target(t('actions.undo'));
    if (!r) return null;
    const res = await actions.run<PublicRound>({
      action: t('actions.undo'),
      method: 'POST',
      path: `/api/rounds/${r.id}/undo`,
    });
    if (res.status === 'ok') {
      // Which card went back, and where it was (the round awaits that card again): "Undone: K♠ · BANKER card 3".
      const gone = undoneEntry(r, res.data);
      const after = res.data;
      const where = nextOf(after)?.kind === 'card' ? nextWords(t, after, feed.seats, ui).body : null;
      announce(
        'undo',
        gone ? (
          <>
            {t('announce.undone')}{' '}
            <span data-testid="undone-entry" className="font-mono">
              {gone.kind === 'card' ? cardText(gone.code) : gone.value}
            </span>
            {where ? <> · {where}</> : null}
          </>
        ) : (
          t('announce.undoneLast', { word: entry.word })
        ),
      );
      applyRound(res);
      afterOk();
    }
    return res;
  };
  const confirm = async (): Promise<RunResult<PublicRound> | null> => {
    const r = target(t('actions.confirm'));
    if (!r) return null;
    const res = await actions.run<PublicRound>({
      action: t('actions.confirm'),
      method: 'POST',
      path: `/api/rounds/${r.id}/settle`,
    });
    if (res.status === 'ok') {
      applyRound(res);
      afterOk();
    }
    return res;
  };

  /** Sends a card code or a number; on refusal the input gets it back (selected) so it is seen. */
  const sendEntry = async (text: string, from: 'input' | 'touch'): Promise<RunResult<PublicRound> | null> => {
    const r = target(entry.label);
    if (!r) {
      if (from === 'input') setValue(text);
      return null;
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
    } else if (res.status === 'error' && from === 'input') {
      setValue(text);
      selectOnFocus.current = true;
      requestAnimationFrame(focusInput);
    }
    return res;
  };

  /** Enter on an empty input when the phase has no action of its own: what the console waits for. */
  const waitingHint = () => {
    const n = nextOf(roundNow.current?.v ?? null);
    if (n?.kind === 'dp-offer' || n?.kind === 'dp-rotation')
      setHint(ui?.closeBlocked?.(roundNow.current?.v ?? null, feed.seats, packNow.current) ?? t('notes.dpWait'));
    else if (n?.kind === 'decision')
      setHint(
        t('notes.decisionWait', {
          seat: n.seat ?? '?',
          // The game's words for its actions (`games.<folder>.dealer.action.<ACTION>`) where it has them.
          actions: (n.actions ?? []).map((x) => packMaybe(`action.${x}`) ?? x).join(' / '),
        }),
      );
    else if (n?.kind === 'insurance') setHint(t('notes.insuranceWait', { seats: (n.seats ?? []).join(', ') }));
    else setHint(entry.hint);
  };
  const skipped = (why: SkipReason) => {
    if (why === 'nothing-primary') return waitingHint();
    const r = roundNow.current?.v ?? null;
    announce(
      'skip',
      why === 'round-in-play'
        ? t('announce.roundInPlay', { number: r?.number ?? '' })
        : why === 'not-betting'
          ? t('announce.notBetting')
          : t('announce.notComplete'),
    );
  };

  /** One intent, against the round as it is now: 'ok', refused ('error'), 'busy' (another request) or skipped. */
  const perform = async (intent: Intent): Promise<'ok' | 'error' | 'busy' | 'skip'> => {
    const r = resolve(intent, roundNow.current?.v ?? null);
    if ('skip' in r) {
      skipped(r.skip);
      return 'skip';
    }
    if (r.step === 'open' && tableClosed) {
      announce('skip', t('announce.tableClosed'));
      return 'skip';
    }
    const res =
      r.step === 'entry' && intent.kind === 'entry'
        ? await sendEntry(intent.text, intent.from)
        : r.step === 'open'
          ? await openBetting()
          : r.step === 'close'
            ? await closeBetting()
            : r.step === 'confirm'
              ? await confirm()
              : await undo();
    return res === null ? 'error' : res.status;
  };
  const performNow = useLatest(perform);

  // The queue: keys pressed while a request is in flight go out in order once it is answered (action-queue.ts).
  const queue = useRef<Intent[]>([]);
  const [queueView, setQueueView] = useState('');
  const driving = useRef(false);
  const syncQueue = () => setQueueView(describeQueue(queue.current));
  const drive = async () => {
    if (driving.current || packPendingNow.current) return;
    driving.current = true;
    try {
      while (queue.current.length && !actions.isBusy()) {
        const intent = queue.current[0]!;
        queue.current = queue.current.slice(1);
        syncQueue();
        const out = await performNow.current(intent);
        if (out === 'busy') {
          // Another request (a pad's, the shoe's) is in flight: wait for it, keep the order.
          queue.current = [intent, ...queue.current];
          syncQueue();
          break;
        }
        if (out === 'error' && queue.current.length) {
          // What came after a refused entry was meant to follow it: keep nothing, say what was not sent.
          const dropped = describeQueue(queue.current);
          queue.current = [];
          syncQueue();
          announce('dropped', t('announce.dropped', { list: dropped }));
        }
      }
    } finally {
      driving.current = false;
      settleFocus();
    }
  };
  const push = (intent: Intent) => {
    queue.current = enqueue(queue.current, intent);
    syncQueue();
    void drive();
  };
  // A request outside the queue (a pad's, the shoe's) ended, or the game's part came: what waited goes now.
  useEffect(() => {
    if (actions.busy === null && !packPending && queue.current.length) void drive();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actions.busy, packPending]);

  const submit = () => {
    const text = value.trim();
    setValue('');
    push(text ? { kind: 'entry', text, from: 'input' } : { kind: 'primary' });
  };

  const newShoe = async () => {
    const pos = (cutRef.current?.value ?? cutPos).trim();
    const body = pos ? { cutCardPosition: Number(pos) } : {};
    const res = await actions.run<Shoe>({
      action: t('actions.newShoe'),
      method: 'POST',
      path: `/api/tables/${tableId}/shoes`,
      body,
    });
    if (res.status === 'busy') busyRefusal(t('actions.newShoe'));
    if (res.status === 'ok') {
      setCutPos('');
      applyShoe(res);
    }
    focusInput();
  };
  const cutCard = async () => {
    if (!shoe) return actions.note(t('actions.cutCard'), t('notes.noShoe'));
    const res = await actions.run<Shoe>({
      action: t('actions.cutCard'),
      method: 'POST',
      path: `/api/shoes/${shoe.id}/cut-card`,
    });
    if (res.status === 'busy') busyRefusal(t('actions.cutCard'));
    if (res.status === 'ok') applyShoe(res);
    focusInput();
  };
  /** The game pad's own requests (e.g. No spin): refused with a visible "busy" while another is in flight. */
  const padRun = async (req: { action: string; method: 'POST'; path: string; body?: unknown }) => {
    const res = await actions.run<PublicRound>(req);
    if (res.status === 'busy') busyRefusal(req.action);
    return res;
  };

  // Latest handlers for the window-level keys.
  const keys = useLatest({ push, newShoe, cutCard, focusInput, helpOpen, setHelpOpen, clearError: actions.clearError });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = keys.current;
      const el = e.target as HTMLElement | null;
      const inEntry = el === inputRef.current;
      const typing = !!el && !inEntry && (TEXT_FIELDS.has(el.tagName) || el.isContentEditable);
      const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
      if (k.helpOpen) {
        // The overlay: ? or Esc closes it, everything else waits.
        if (e.key === 'Escape' || e.key === '?') {
          e.preventDefault();
          k.setHelpOpen(false);
          requestAnimationFrame(k.focusInput);
        }
        return;
      }
      if (e.key === '?' && plain && !typing) {
        e.preventDefault();
        k.setHelpOpen(true);
      } else if (e.key === 'F2' || e.key === 'F3' || e.key === 'F4') {
        e.preventDefault();
        if (!e.repeat) k.push({ kind: e.key === 'F2' ? 'open' : e.key === 'F3' ? 'close' : 'confirm' });
      } else if (e.altKey && !e.ctrlKey && !e.metaKey && ['KeyW', 'KeyN', 'KeyK', 'KeyX'].includes(e.code)) {
        // e.code: Alt + a letter types another character on some layouts (macOS).
        e.preventDefault();
        if (e.repeat) return;
        if (e.code === 'KeyW') focusField(secondsRef.current);
        else if (e.code === 'KeyK') focusField(cutRef.current);
        else if (e.code === 'KeyN') void k.newShoe();
        else void k.cutCard();
      } else if (e.key === 'Escape') {
        if (!inEntry) k.focusInput();
      } else if (!inEntry && !typing && (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (!e.repeat) k.push({ kind: 'undo' });
      } else if (!inEntry && !typing && plain && e.key.length === 1 && e.key !== ' ') {
        k.focusInput(); // any typing goes to the card input
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

  // Refocus the input after every action (buttons, grid and pad must not keep the focus; a button that
  // turned disabled would leave it nowhere).
  useEffect(() => {
    if (actions.busy !== null) return;
    settleFocus();
  }, [actions.busy, settleFocus]);

  const onInputKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (!e.repeat) submit();
    } else if (e.key === 'Backspace' && value === '') {
      e.preventDefault();
      if (!e.repeat) push({ kind: 'undo' }); // never undo by holding Backspace down to clear the field
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setValue('');
      actions.clearError();
    } else if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      if (!e.repeat) push({ kind: 'undo' });
    }
  };

  const onInputBlur = (e: React.FocusEvent<HTMLInputElement>) => {
    // Tab, a key (Alt W) or a click moved the focus somewhere on purpose: let it. Only a focus that went
    // nowhere (a click on the page, a button that turned disabled) comes back to the input.
    if (e.relatedTarget) return;
    setTimeout(() => {
      const a = document.activeElement as HTMLElement | null;
      if (!a || a === document.body) focusInput();
    }, 0);
  };

  // ---------------------------------------------------------------------------------------------
  // Render
  // ---------------------------------------------------------------------------------------------
  const busy = actions.busy !== null;
  const next = nextOf(round);
  const live = isLive(round);
  const closedIdle = tableClosed && !live;
  const p = closedIdle ? null : primaryAction(round);
  const err = actions.error;
  const notMine = viewer.role === 'DEALER' && table && table.dealerId !== viewer.id;
  const closeBlocked = ui?.closeBlocked?.(round, board, pack) ?? null;
  const keyRows = [
    ...consoleKeys(t, entry.word, hasShoe),
    ...(ui?.keys ?? []).map((k) => ({ keys: k.keys, label: pack(k.label) })),
  ];
  const primaryWords =
    p === 'open'
      ? t('next.open')
      : p === 'close'
        ? t('next.close')
        : p === 'confirm'
          ? t('next.confirm')
          : t('hints.primaryAction');
  const kbd = { k: (c: React.ReactNode) => <Kbd>{c}</Kbd> };
  // A refusal in the reader's language, by its code (the server's English text for English readers only).
  const errText =
    err?.code && err.code !== 'NETWORK_ERROR' ? problemText({ code: err.code, message: err.message }) : null;
  const errMessage =
    err?.code === 'NETWORK_ERROR' && locale !== 'en'
      ? t('notes.network')
      : errText
        ? [locale === 'en' ? '' : errText.title, errText.message].filter(Boolean).join(' — ') || (err?.message ?? '')
        : (err?.message ?? '');

  if (feed.error && !table) {
    return (
      <div className="mx-auto mt-16 max-w-lg rounded border border-red-500/40 bg-red-500/10 p-5 text-sm">
        <h1 className="font-semibold text-red-300">{t('loadError')}</h1>
        <p className="mt-1 text-red-200/80">{feed.error}</p>
        <Link href="/dealer" className="mt-3 inline-block text-gray-300 underline">
          {t('backToTables')}
        </Link>
      </div>
    );
  }

  if (notMine && table && mayDeal) {
    return (
      <ShiftSignIn
        tableId={tableId}
        tableName={table.name}
        others={table.hasDealer || table.dealerId ? dealerWord(table, t) : null}
        onShift={feed.reload}
      />
    );
  }

  return (
    <div className="space-y-3 pb-8">
      {helpOpen && (
        <KeyHelp
          rows={keyRows}
          onClose={() => {
            setHelpOpen(false);
            focusInput();
          }}
        />
      )}
      {/* Status bar: table, round, countdown, shoe, link */}
      <section className="flex flex-wrap items-stretch overflow-hidden rounded-md border border-line bg-panel">
        <div className="flex items-center gap-3 border-line sm:border-r px-4 py-2">
          <Link href="/dealer" className="text-gray-500 hover:text-gray-200" title={t('allMyTables')}>
            ←
          </Link>
          <div>
            <h1 data-testid="table-name" className="text-lg leading-tight font-bold text-white">
              {table?.name ?? t('loading')}
            </h1>
            <div className="text-[11px] text-gray-500">
              <span className="tracking-wider uppercase">{game ? gameName(game) : ''}</span>
              {table ? <span> · {t('dealerOf', { name: dealerWord(table, t) })}</span> : null}
              <ConfigBadge table={table} lastEvent={feed.lastEvent} className="ml-1" />
            </div>
          </div>
        </div>
        <div className="border-line sm:border-r px-4 py-2">
          <Label>{t('round')}</Label>
          <div
            data-testid="round-number"
            className="font-mono text-2xl leading-tight font-bold text-white tabular-nums"
          >
            {round ? round.number : '—'}
          </div>
        </div>
        <div className="flex flex-col justify-center border-line sm:border-r px-4 py-2">
          <Label>{t('status')}</Label>
          <div className="mt-1">
            <StatusPill status={round?.status ?? null} testId="round-status" />
          </div>
        </div>
        <div className="flex min-w-[13rem] flex-col justify-center border-line sm:border-r px-4 py-2">
          <Label>{t('bets')}</Label>
          <div className="mt-0.5 text-lg">
            {!round || !live ? (
              <span className="font-semibold text-gray-500">{t('tableIdle')}</span>
            ) : (
              (ui?.betsStatus?.(round) ?? <Countdown closesAt={round.closesAt} status={round.status} />)
            )}
          </div>
        </div>
        {viewer.role === 'DEALER' && table && !notMine && (
          <ShiftStatus tableId={tableId} shift={shiftOf(table)} onEnded={feed.reload} />
        )}
        <div className="ml-auto flex items-center border-line sm:border-l px-4 py-2">
          <StudioClock />
        </div>
        <div
          className="flex items-center gap-2 border-line sm:border-l px-4 py-2"
          data-testid="connection-state"
          data-connected={feed.connected ? 'true' : 'false'}
        >
          <span
            className={`h-2.5 w-2.5 rounded-full ${feed.connected ? 'bg-emerald-400 shadow-[0_0_8px_#34d399]' : 'animate-pulse bg-red-500'}`}
          />
          <span
            className={`font-mono text-xs font-bold tracking-widest ${feed.connected ? 'text-emerald-300' : 'text-red-300'}`}
          >
            {feed.connected ? t('live') : t('offline')}
          </span>
        </div>
      </section>

      {/* A configuration change: under the status bar, not over its round cells. */}
      <ConfigAnnouncement table={table} lastEvent={feed.lastEvent} />

      {notMine && (
        <div className="rounded border border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm text-amber-200">
          {t('notMine', { table: table?.name ?? '', dealer: table ? dealerWord(table, t, 'nobody') : t('nobody') })}
        </div>
      )}
      {round?.status === 'VOIDED' && (
        <div className="rounded border border-red-500/40 bg-red-500/10 px-4 py-2 text-sm text-red-200">
          {round.voidReason
            ? t('voidedReason', { number: round.number, reason: round.voidReason })
            : t('voided', { number: round.number })}
        </div>
      )}

      <div className="grid items-start gap-3 xl:grid-cols-[minmax(0,1fr)_330px] 2xl:grid-cols-[minmax(0,1fr)_330px_200px]">
        {/* Stage */}
        <div className="min-w-0 space-y-3 xl:row-span-2 2xl:row-span-1">
          <NextTarget round={round} board={board} ui={ui} tableClosed={tableClosed} />

          {ui ? (
            <ui.Stage round={round} board={board} detail={detail} />
          ) : packPending ? (
            <div
              aria-busy
              data-testid="stage-loading"
              className="h-48 animate-pulse rounded-md border border-line bg-panel"
            />
          ) : null}

          {/* Entry bar */}
          <div className="rounded-md border border-line bg-panel p-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-nowrap">
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
                  closedIdle
                    ? t('placeholder.tableClosed')
                    : p === 'open'
                      ? t('placeholder.open')
                      : p === 'close'
                        ? t('placeholder.close')
                        : p === 'confirm'
                          ? t('placeholder.confirm')
                          : entry.placeholder !== null
                            ? entry.placeholder
                            : next?.kind === 'dp-offer' || next?.kind === 'dp-rotation'
                              ? t('placeholder.dp')
                              : next?.kind === 'decision'
                                ? t('placeholder.decision', { seat: next.seat ?? '?' })
                                : next?.kind === 'insurance'
                                  ? t('placeholder.insurance')
                                  : t('placeholder.card')
                }
                className={`h-14 min-w-0 flex-1 rounded border-2 bg-ink px-4 font-mono text-3xl font-bold tracking-[0.2em] text-white uppercase placeholder:text-base placeholder:font-normal placeholder:tracking-normal placeholder:text-gray-600 placeholder:normal-case selection:bg-red-500/50 selection:text-white focus:outline-none ${
                  err?.input && value === err.input ? 'border-red-500' : 'border-brass/60 focus:border-brass'
                }`}
              />
              <div className="w-full shrink-0 font-mono text-xs sm:w-36 sm:text-right" aria-live="polite">
                {sending ? (
                  <span data-testid="in-flight" className="text-brass">
                    {t('sending', { text: sending })}
                  </span>
                ) : busy ? (
                  <span data-testid="in-flight" className="text-brass">
                    {t('inFlight', { action: actions.busy ?? '' })}
                  </span>
                ) : (
                  <span className="text-gray-600">{t('ready')}</span>
                )}
                {queueView && (
                  <div data-testid="queued" className="text-amber-300">
                    {t('queued', { list: queueView })}
                  </div>
                )}
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
                    ? t('badge.check')
                    : err.code === 'NETWORK_ERROR'
                      ? t('badge.noAnswer')
                      : (err.status ?? 0) >= 500
                        ? t('badge.failed')
                        : t('badge.refused')}
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
                    : <span className="font-normal">{errMessage}</span>
                  </div>
                  <div className="mt-0.5 font-mono text-[11px] text-red-300/70">
                    {err.code}
                    {err.status ? ` · HTTP ${err.status}` : ''}
                    {err.retryable ? ` · ${t('retryable')}` : ''} · {t('escDismiss')}
                  </div>
                </div>
              </div>
            )}
            {hint && (
              <div data-testid="dealer-hint" role="status" className="mt-2 text-sm text-gray-400">
                {hint}
              </div>
            )}
            {announcements.length > 0 && (
              <div className="mt-2">
                <Announcements items={announcements} />
              </div>
            )}
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-[11px] text-gray-500">
              <span>{t.rich('hints.send', { ...kbd, word: entry.word })}</span>
              <span>{t.rich('hints.primary', { ...kbd, action: primaryWords })}</span>
              <span>{t.rich('hints.undo', kbd)}</span>
              <span>{t.rich('hints.fkeys', kbd)}</span>
              <span>{t.rich('hints.clear', kbd)}</span>
              <button
                type="button"
                data-testid="btn-key-help"
                aria-keyshortcuts="?"
                onClick={() => setHelpOpen(true)}
                className="ml-auto text-gray-400 underline-offset-2 hover:text-white hover:underline"
              >
                {t.rich('hints.allKeys', kbd)}
              </button>
            </div>
          </div>

          {packPending ? (
            <div aria-busy className="h-40 animate-pulse rounded-md border border-line bg-panel" />
          ) : ui?.Pad ? (
            <ui.Pad
              round={round}
              next={next}
              busy={busy}
              send={(text) => push({ kind: 'entry', text, from: 'touch' })}
              target={target}
              run={padRun}
              applyRound={applyRound}
              note={actions.note}
              focusInput={focusInput}
            />
          ) : (
            <div className="rounded-md border border-line bg-panel p-3">
              <div className="mb-2 flex items-center justify-between">
                <Label>{t('panel.touchEntry')}</Label>
                <span className="text-[11px] text-gray-600">{t('panel.touchSame')}</span>
              </div>
              <CardGrid
                onCard={(c) => push({ kind: 'entry', text: c, from: 'touch' })}
                disabled={busy}
                dim={next?.kind !== 'card'}
              />
            </div>
          )}
        </div>

        {/* Controls */}
        <div className="space-y-3">
          <section className="rounded-md border border-line bg-panel p-3">
            <Label className="mb-2">{t('panel.round')}</Label>
            <div className="space-y-2">
              <label className="flex items-center gap-2 text-xs text-gray-400" title={t('panel.betWindowTitle')}>
                <span className="text-[10px] font-semibold tracking-wider text-gray-500 uppercase">
                  {t('panel.betWindow')}
                </span>
                <input
                  ref={secondsRef}
                  data-testid="bettings-seconds"
                  inputMode="numeric"
                  aria-keyshortcuts="Alt+W"
                  value={seconds}
                  onChange={(e) => setSeconds(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      if (!e.repeat) push({ kind: 'open' });
                    }
                  }}
                  placeholder={t('panel.none')}
                  className="h-8 w-16 rounded border border-line bg-ink px-2 text-center font-mono text-sm text-gray-100 placeholder:text-gray-600"
                />
                <span className="text-gray-500">{t('panel.secNoTimer')}</span>
                <Kbd>Alt W</Kbd>
              </label>
              {
                <CtrlBtn
                  busy={false}
                  opts={{
                    testId: 'btn-open-round',
                    label: t('actions.open'),
                    onClick: () => push({ kind: 'open' }),
                    keyshortcuts: 'F2',
                    kbd: (
                      <>
                        {p === 'open' && <Kbd tone="bright">Enter</Kbd>}
                        <Kbd tone={p === 'open' ? 'bright' : 'dim'}>F2</Kbd>
                      </>
                    ),
                    primary: p === 'open',
                    // One round at a time: a round in play is finished (or voided) before the next opens.
                    // A closed table opens none.
                    disabled: closedIdle || (!!round && ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status)),
                  }}
                />
              }
              {
                <CtrlBtn
                  busy={false}
                  opts={{
                    testId: 'btn-close-betting',
                    label: t('actions.close'),
                    onClick: () => push({ kind: 'close' }),
                    keyshortcuts: 'F3',
                    kbd: (
                      <>
                        {p === 'close' && <Kbd tone="bright">Enter</Kbd>}
                        <Kbd tone={p === 'close' ? 'bright' : 'dim'}>F3</Kbd>
                      </>
                    ),
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
                  busy={false}
                  opts={{
                    testId: 'btn-undo',
                    label: entry.undoLabel,
                    onClick: () => push({ kind: 'undo' }),
                    keyshortcuts: 'Control+Z',
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
                  busy={false}
                  opts={{
                    testId: 'btn-confirm',
                    label: t('actions.confirm'),
                    onClick: () => push({ kind: 'confirm' }),
                    keyshortcuts: 'F4',
                    kbd: (
                      <>
                        {p === 'confirm' && <Kbd tone="bright">Enter</Kbd>}
                        <Kbd tone={p === 'confirm' ? 'bright' : 'dim'}>F4</Kbd>
                      </>
                    ),
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
              cutRef={cutRef}
              onNewShoe={() => void newShoe()}
              onBusy={busyRefusal}
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
