'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Translate } from '@/lib/i18n/money';
import { useClock } from '@/components/ui/clock';
import { Kbd, Label } from '@/components/ui/console-bits';
import type { DealerUi } from '@/components/games/types';
import type { PublicRound } from '@/lib/realtime/events';
import { isLive, nextOf, SUIT_GLYPH, type NextStep, type SeatBoardView } from './model';

/** "K♠", "10♥": a card code as the dealer sees it on the felt. */
export function cardText(code: string): string {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '');
  return `${rank}${SUIT_GLYPH[code[1] ?? ''] ?? code.slice(1)}`;
}

/** The place a card goes, in the generic words ("seat 2 card 1", "dealer card 2"), when the game has none. */
export function slotWords(t: Translate, next: NextStep | null): string {
  if (!next || next.kind !== 'card') return next?.kind ?? '…';
  const position = next.position ?? '';
  if (next.seat) return t('next.seatCard', { seat: next.seat, position });
  if (next.to) return t('next.toCard', { to: next.to, position });
  return t('next.card', { position });
}

/** What the round expects now in the game's words (its `nextBody`) or the console's. */
export function nextWords(
  t: Translate,
  round: PublicRound | null,
  board: SeatBoardView | null,
  ui: DealerUi | null,
): { body: React.ReactNode; accent: string } {
  const next = nextOf(round);
  const own = isLive(round) ? (ui?.nextBody?.(round, next, board) ?? null) : null;
  if (!isLive(round)) return { body: t('next.open'), accent: 'border-brass' };
  if (own) return own;
  const body =
    next?.kind === 'confirm'
      ? t('next.confirm')
      : next?.kind === 'outcome'
        ? t('next.outcome')
        : next?.kind === 'close'
          ? t('next.close')
          : next?.kind === 'decision'
            ? next.seat
              ? t('next.decisionSeat', { seat: next.seat })
              : t('next.decision')
            : next?.kind === 'card'
              ? slotWords(t, next)
              : (next?.kind ?? '…');
  return { body, accent: 'border-brass' };
}

/** "Next: PLAYER card 3", from the round's `next` (the engine decides; the console only shows it). */
export function NextTarget({
  round,
  board,
  ui,
  tableClosed = false,
}: {
  round: PublicRound | null;
  board: SeatBoardView | null;
  ui: DealerUi | null;
  /** The table is CLOSED (issue #18 §4): no round in play means no next step, not "open betting". */
  tableClosed?: boolean;
}) {
  const t = useTranslations('dealer');
  if (tableClosed && !isLive(round)) {
    return (
      <div className="rounded-md border-l-8 border-red-500 bg-panel px-5 py-3">
        <div
          data-testid="next-target"
          data-closed="true"
          className="text-4xl leading-tight font-black tracking-tight text-red-200 xl:text-5xl"
        >
          {t('next.tableClosed')}
        </div>
      </div>
    );
  }
  const { body, accent } = nextWords(t, round, board, ui);
  return (
    <div className={`rounded-md border-l-8 bg-panel px-5 py-3 ${accent}`}>
      <div
        data-testid="next-target"
        className="text-4xl leading-tight font-black tracking-tight text-white xl:text-5xl"
      >
        {t('next.prefix')} {body}
      </div>
    </div>
  );
}

/** Studio time, to the second (what the floor and the camera log go by). */
export function StudioClock() {
  const t = useTranslations('dealer');
  const format = useFormatter();
  const ms = useClock(1000);
  const now = ms === null ? null : new Date(ms);
  return (
    <div className="text-right">
      <Label>{t('studioTime')}</Label>
      <div className="font-mono text-lg leading-tight text-gray-300 tabular-nums">
        {/* In the studio's time zone (CROUPIER_TIME_ZONE, the provider's), as the pit shows it. */}
        {now
          ? format.dateTime(now, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
          : '--:--:--'}
      </div>
    </div>
  );
}

/** A control button of the console (disabled while a request is in flight), its keys on its right. */
export function CtrlBtn({
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
    keyshortcuts?: string;
  };
}) {
  return (
    <button
      type="button"
      data-testid={opts.testId}
      disabled={busy || opts.disabled}
      onClick={opts.onClick}
      aria-keyshortcuts={opts.keyshortcuts}
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

/** One line of the key overlay: the keys, what they do. */
export interface KeyRow {
  keys: readonly string[];
  label: string;
}

/** The console's own keys (the game adds its own, `DealerUi.keys`). */
export function consoleKeys(t: Translate, entryWord: string, hasShoe: boolean): KeyRow[] {
  return [
    { keys: ['Enter'], label: t('help.send', { word: entryWord }) },
    { keys: ['Enter'], label: t('help.primary') },
    { keys: ['F2'], label: t('help.open') },
    { keys: ['F3'], label: t('help.close') },
    { keys: ['F4'], label: t('help.confirm') },
    { keys: ['⌫', 'Ctrl Z'], label: t('help.undo', { word: entryWord }) },
    { keys: ['Alt W'], label: t('help.betWindow') },
    ...(hasShoe
      ? [
          { keys: ['Alt N'], label: t('help.newShoe') },
          { keys: ['Alt K'], label: t('help.cutField') },
          { keys: ['Alt X'], label: t('help.cutCard') },
        ]
      : []),
    { keys: ['Esc'], label: t('help.esc') },
    { keys: ['?'], label: t('help.help') },
    { keys: ['Tab'], label: t('help.tab') },
  ];
}

/** The `?` overlay: every key of the console and the game. Esc or `?` closes it. */
export function KeyHelp({ rows, onClose }: { rows: readonly KeyRow[]; onClose: () => void }) {
  const t = useTranslations('dealer');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center bg-black/60 p-3 sm:pt-20" onClick={onClose}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="key-help-title"
        tabIndex={-1}
        data-testid="key-help"
        onClick={(e) => e.stopPropagation()}
        className="max-h-full w-[40rem] max-w-full overflow-y-auto overscroll-contain rounded-md border border-line bg-panel p-4 shadow-2xl focus:outline-none sm:p-5"
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 id="key-help-title" className="text-lg font-bold text-white">
            {t('help.title')}
          </h2>
          <span className="text-xs text-gray-500">{t.rich('help.closes', { k: (c) => <Kbd>{c}</Kbd> })}</span>
        </div>
        <table className="w-full text-sm">
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className="border-t border-line/60">
                <td className="py-1.5 pr-4 align-top whitespace-nowrap">
                  <span className="flex gap-1">
                    {r.keys.map((k) => (
                      <Kbd key={k}>{k}</Kbd>
                    ))}
                  </span>
                </td>
                <td className="py-1.5 text-gray-300">{r.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A console announcement: an undo, a timer that ran out, a key refused while busy. */
export interface Announcement {
  id: number;
  kind: 'undo' | 'timeout' | 'busy' | 'skip' | 'dropped';
  body: React.ReactNode;
}

/** The announcements, newest last, read out by screen readers as they come (`aria-live`). */
export function Announcements({ items }: { items: readonly Announcement[] }) {
  return (
    <div role="log" aria-live="polite" data-testid="announcements" className="space-y-1">
      {items.map((a) => (
        <div
          key={a.id}
          data-testid={`announce-${a.kind}`}
          className={`rounded border px-3 py-1.5 text-sm font-semibold ${
            a.kind === 'timeout'
              ? 'border-amber-500/60 bg-amber-500/15 text-amber-100'
              : a.kind === 'busy' || a.kind === 'dropped'
                ? 'border-red-500/50 bg-red-950/50 text-red-100'
                : 'border-line bg-panel-2 text-gray-100'
          }`}
        >
          {a.body}
        </div>
      ))}
    </div>
  );
}
