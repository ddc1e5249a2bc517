'use client';

import { useTranslations } from 'next-intl';
import { useClock } from '@/components/ui/clock';
import { PlayingCard } from '@/components/ui/playing-card';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import { Label } from '@/components/ui/console-bits';
import { nextOf, SUIT_GLYPH, type NextStep, type SeatBoardSeat, type SeatBoardView } from '@/components/dealer/model';
import {
  bjTotalText,
  blackjackView,
  dealerInstruction,
  type BjHandView,
  type BjOutcome,
  type BjSeatView,
  type BjView,
} from './dealer-view';

/** The seats of a blackjack layout, from the dealer's left (RULES.md §BJ-1). */
const SEATS = [1, 2, 3, 4, 5, 6, 7] as const;

type T = Translate;
const ACTIONS = new Set(['HIT', 'STAND', 'DOUBLE', 'SPLIT', 'INSURANCE', 'NO_INSURANCE']);
/** `HIT / STAND / DOUBLE` in the dealer's language (unknown codes as they come). */
const actionsText = (t: T, actions: string[] | undefined) =>
  (actions ?? []).map((a) => (ACTIONS.has(a) ? t(`action.${a}`) : a)).join(' / ');
const seatsText = (t: T, seats: number[]) => t('who.seats', { count: seats.length, seats: seats.join(', ') });
/** Who still decides insurance: `seats 1, 5`, plus the Bet Behind bettors still deciding theirs (§BJ-9). */
function insuranceWho(t: T, next: NextStep): string {
  const seats = next.seats ?? [];
  const behind = next.behindPending ?? 0;
  const b = behind ? t('who.behind', { count: behind }) : '';
  return seats.length ? (b ? `${seatsText(t, seats)} + ${b}` : seatsText(t, seats)) : b || t('who.closing');
}

/** How many hands a seat holds now (a split makes two): the Next line names the hand only then. */
function handCount(view: BjView | null, seat: number): number {
  return view?.seats.find((s) => s.seat === seat)?.hands.length ?? 1;
}

/**
 * The body of the console's "Next: …" line for a blackjack round, from the engine's `next`:
 * `SEAT 3 card 2`, `SEAT 5 hand 2 card 2`, `DEALER up card`, `DEALER draws (card 3)`,
 * `SEAT 3 to decide · HIT / STAND / DOUBLE`, `insurance — seats 1, 5`, `confirm result`.
 */
export function blackjackNextBody(
  round: PublicRound,
  next: NextStep | null,
): { body: React.ReactNode; accent: string } {
  const accent =
    next?.kind === 'card'
      ? next.to === 'dealer'
        ? 'border-banker'
        : 'border-emerald-500'
      : next?.kind === 'decision' || next?.kind === 'insurance'
        ? 'border-amber-400'
        : 'border-brass';
  return { accent, body: <BlackjackNext round={round} next={next} /> };
}

/** The words of the "Next: …" line (a component, so that it reads the dealer's language). */
function BlackjackNext({ round, next }: { round: PublicRound; next: NextStep | null }) {
  const t = useTranslations('games.blackjack.dealer');
  const view = blackjackView(round);
  if (next?.kind === 'card' && next.to === 'seat' && next.seat) {
    const split = handCount(view, next.seat) > 1;
    return (
      <>
        <span className="text-emerald-300">{t('next.seat', { seat: next.seat })}</span>
        {split ? ` ${t('next.hand', { hand: next.hand ?? 1 })}` : ''}{' '}
        {t('next.card', { position: next.position ?? '' })}
      </>
    );
  }
  if (next?.kind === 'card' && next.to === 'dealer') {
    return (
      <>
        <span className="text-red-400">{t('next.dealer')}</span>{' '}
        {next.position === 1 ? t('next.upCard') : t('next.draws', { position: next.position ?? '' })}
      </>
    );
  }
  if (next?.kind === 'decision' && next.seat) {
    const split = handCount(view, next.seat) > 1;
    return (
      <>
        <span className="text-amber-300">{t('next.seat', { seat: next.seat })}</span>{' '}
        {split ? t('next.toDecideHand', { hand: next.hand ?? 1 }) : t('next.toDecide')}{' '}
        <span className="ml-2 inline-block align-middle text-xl font-bold tracking-wide whitespace-nowrap text-gray-400 xl:text-2xl">
          · {actionsText(t, next.actions)}
        </span>
      </>
    );
  }
  if (next?.kind === 'insurance') {
    return (
      <>
        <span className="text-amber-300">{t('next.insurance')}</span> — {insuranceWho(t, next)}
      </>
    );
  }
  if (next?.kind === 'confirm') return <>{t('next.confirm')}</>;
  if (next?.kind === 'close') return <>{t('next.close')}</>;
  return <>{next?.kind ?? '…'}</>;
}

/** Milliseconds now, ticking every `ms` while `on` (the decision and offer timers of the dealer stages). */
export function useNow(on: boolean, ms = 250): number {
  return useClock(ms, on, true) ?? 0;
}

/**
 * The player decision the round waits for (a seat's play, or the insurance decisions) with its timer
 * (RULES.md §BJ-10, §C-7: on expiry the server stands / declines insurance). Players decide; the dealer
 * only watches, so there is nothing to press here.
 */
export function AwaitedDecision({ round, board }: { round: PublicRound | null; board: SeatBoardView | null }) {
  const next = nextOf(round);
  const awaited = !!round && round.status === 'DEALING' && (next?.kind === 'decision' || next?.kind === 'insurance');
  const deadline = awaited && round?.decisionDeadline ? new Date(round.decisionDeadline).getTime() : null;
  const now = useNow(deadline !== null);
  const t = useTranslations('games.blackjack.dealer');
  if (!awaited || !next) return null;
  const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  const urgent = left !== null && left < 5;
  const who =
    next.kind === 'decision'
      ? board?.seats.find((s) => s.seat === next.seat)?.username
      : (next.seats ?? [])
          .map((n) => board?.seats.find((s) => s.seat === n)?.username)
          .filter(Boolean)
          .join(', ');
  const text =
    next.kind === 'decision'
      ? t('awaited.decision', { seat: next.seat ?? '?', hand: next.hand ?? 1, actions: actionsText(t, next.actions) })
      : t('awaited.insurance', { who: insuranceWho(t, next) });
  return (
    <div
      className={`flex items-center gap-4 rounded-md border px-4 py-2.5 ${urgent ? 'border-red-500/70 bg-red-950/40' : 'border-amber-500/50 bg-amber-500/10'}`}
    >
      <div className="min-w-0 flex-1">
        <Label>{next.kind === 'decision' ? t('awaited.waitingPlayer') : t('awaited.waitingInsurance')}</Label>
        <div
          data-testid="awaited-decision"
          className="mt-0.5 text-xl sm:truncate font-black tracking-wide text-amber-100"
        >
          {text}
        </div>
        <div className="mt-0.5 text-xs text-gray-400">
          {who ? <span className="font-semibold text-gray-200">{who}</span> : null}
          {who ? ' · ' : ''}
          {t('awaited.note', { fallback: next.kind === 'decision' ? t('action.STAND') : t('awaited.noInsurance') })}
        </div>
      </div>
      <div className="shrink-0 text-right">
        <Label>{t('awaited.timer')}</Label>
        <div
          className={`font-mono text-4xl leading-none font-black tabular-nums ${urgent ? 'animate-pulse text-red-400' : 'text-amber-200'}`}
        >
          <span data-testid="decision-timer" data-seconds={left ?? ''} data-urgent={urgent ? 'true' : 'false'}>
            {left === null ? '–' : left}
          </span>
          <span className="ml-0.5 text-lg font-bold">s</span>
        </div>
      </div>
    </div>
  );
}

/** A small card with its index in the corner, so an overlapped hand stays readable (blackjack and High Card Flush seats). */
export function MiniCard({ code, overlap }: { code: string; overlap: 'wide' | 'tight' }) {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '?');
  const suit = code[1] ?? '';
  const red = suit === 'H' || suit === 'D';
  return (
    <div
      data-card={code}
      aria-label={`${rank}${suit}`}
      className={`relative h-14 w-10 shrink-0 rounded border border-gray-300 bg-white shadow-[-2px_0_4px_rgba(0,0,0,0.35)] ${overlap === 'tight' ? '-ml-6' : '-ml-5'} ${red ? 'text-red-600' : 'text-gray-900'}`}
    >
      <div className="absolute top-0.5 left-1 flex flex-col items-center leading-none font-black">
        <span className={rank === '10' ? 'text-[11px] tracking-tighter' : 'text-sm'}>{rank}</span>
        <span className="text-xs">{SUIT_GLYPH[suit] ?? '?'}</span>
      </div>
      <span className="absolute right-1 bottom-0.5 text-lg leading-none">{SUIT_GLYPH[suit] ?? ''}</span>
    </div>
  );
}

function MiniSlot({ overlap, label }: { overlap: boolean; label: string }) {
  const t = useTranslations('games.blackjack.dealer');
  return (
    <div
      aria-label={t('seatBox.nextCard', { position: label })}
      className={`flex h-14 w-10 shrink-0 animate-pulse items-center justify-center rounded border-2 border-dashed border-brass bg-ink/70 text-[10px] font-bold text-brass ${overlap ? '-ml-3' : ''}`}
    >
      {label}
    </div>
  );
}

const OUTCOME_TONE: Record<BjOutcome, string> = {
  WIN: 'bg-emerald-500 text-ink',
  BLACKJACK: 'bg-brass text-ink',
  PUSH: 'bg-gray-400 text-ink',
  LOSE: 'bg-red-600 text-white',
};

function HandBox({
  seat,
  h,
  acting,
  nextSlot,
  split,
  showOutcome,
}: {
  seat: number;
  h: BjHandView;
  acting: boolean;
  nextSlot: number | null;
  split: boolean;
  showOutcome: boolean;
}) {
  const t = useTranslations('games.blackjack.dealer');
  const total = bjTotalText(t, h, h.done || !!h.outcome);
  const tight = h.cards.length + (nextSlot !== null ? 1 : 0) >= 4 || (split && h.cards.length >= 3);
  return (
    <div
      data-testid={`bj-hand-${seat}-${h.hand}`}
      data-acting={acting ? 'true' : 'false'}
      className={`flex min-w-0 flex-col items-center gap-1 rounded px-1 py-1 ${acting ? 'bg-amber-400/15 ring-2 ring-amber-400' : ''}`}
    >
      <div className={`flex max-w-full min-h-14 flex-wrap items-end justify-center gap-y-1 ${tight ? 'pl-6' : 'pl-5'}`}>
        {h.cards.map((c, i) => (
          <MiniCard key={`${i}-${c}`} code={c} overlap={tight ? 'tight' : 'wide'} />
        ))}
        {nextSlot !== null && <MiniSlot overlap={h.cards.length > 0} label={`${nextSlot}`} />}
        {!h.cards.length && nextSlot === null && (
          <span className="-ml-5 self-center text-[11px] text-gray-600">{t('seatBox.noCards')}</span>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <span
          data-testid={`bj-total-${seat}-${h.hand}`}
          className={`rounded px-1.5 font-mono text-base font-black tabular-nums ${h.blackjack ? 'bg-brass text-ink' : h.bust ? 'bg-red-600/90 text-white' : 'text-white'}`}
        >
          {total}
        </span>
        {h.doubled && <span className="rounded bg-sky-500/25 px-1 text-[10px] font-black text-sky-200">×2</span>}
        {h.paidEarly && (
          <span className="rounded bg-brass/25 px-1 text-[10px] font-bold text-brass">{t('seatBox.paidEarly')}</span>
        )}
      </div>
      {showOutcome && h.outcome && (
        <span
          data-testid={`bj-outcome-${seat}-${h.hand}`}
          className={`rounded px-1.5 py-0.5 text-[11px] font-black tracking-wider ${OUTCOME_TONE[h.outcome]}`}
        >
          {t(`outcome.${h.outcome}`)}
        </span>
      )}
    </div>
  );
}

function SeatBox({
  n,
  seated,
  play,
  round,
  view,
}: {
  n: number;
  seated: SeatBoardSeat | null;
  play: BjSeatView | null;
  round: PublicRound | null;
  view: BjView | null;
}) {
  const t = useTranslations('games.blackjack.dealer');
  const money = useMoney();
  const next = nextOf(round);
  const acting = !!view?.turn && view.turn.seat === n;
  const deciding = next?.kind === 'decision' && next.seat === n;
  const target = next?.kind === 'card' && next.to === 'seat' && next.seat === n;
  const insurancePending = next?.kind === 'insurance' && (next.seats ?? []).includes(n);
  const complete = !!round?.result;
  const split = (play?.hands.length ?? 0) > 1;
  const hands = play?.hands ?? [];
  return (
    <div
      data-testid={`bj-seat-${n}`}
      data-acting={acting ? 'true' : 'false'}
      data-seated={seated ? 'true' : 'false'}
      className={`flex min-w-0 flex-col rounded-md border transition-shadow ${
        deciding
          ? 'border-amber-400 bg-amber-500/10 shadow-[0_0_0_2px_var(--color-amber-400),0_0_28px_-6px_var(--color-amber-400)]'
          : target
            ? 'border-emerald-400 bg-felt/60 shadow-[0_0_0_2px_var(--color-emerald-400)]'
            : acting
              ? 'border-amber-400/70 bg-felt/50'
              : play
                ? 'border-line bg-felt/40'
                : 'border-line/70 bg-panel/60'
      }`}
    >
      <div className="flex items-center gap-1.5 border-b border-line/70 px-2 py-1">
        <span
          className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full font-mono text-sm font-black ${play ? 'bg-brass text-ink' : seated ? 'bg-panel-2 text-gray-200 ring-1 ring-line' : 'text-gray-600 ring-1 ring-line'}`}
        >
          {n}
        </span>
        <span
          data-testid={`bj-seat-${n}-player`}
          className={`min-w-0 flex-1 truncate text-xs font-semibold ${seated ? 'text-gray-100' : 'text-gray-600 italic'}`}
        >
          {seated?.username ?? t('seatBox.open')}
        </span>
        {play && play.insurance !== null && (
          <span
            className={`rounded px-1 text-[9px] font-black tracking-wider ${play.insurance ? 'bg-sky-500/30 text-sky-200' : 'text-gray-500'}`}
            title={play.insurance ? t('seatBox.insuranceTaken') : t('seatBox.noInsurance')}
          >
            {play.insurance ? t('seatBox.ins') : t('seatBox.noIns')}
          </span>
        )}
        {insurancePending && (
          <span className="animate-pulse rounded bg-amber-400/25 px-1 text-[9px] font-black text-amber-200">
            {t('seatBox.insPending')}
          </span>
        )}
      </div>
      <div className="grid grid-cols-2 gap-x-1 border-b border-line/50 px-2 py-1 font-mono text-[11px] tabular-nums">
        <span className="font-sans text-[9px] font-semibold tracking-wider text-gray-500 uppercase">
          {t('seatBox.main')}
        </span>
        <span
          data-testid={`bj-seat-${n}-main`}
          className={`text-right ${seated?.main ? 'font-bold text-brass' : 'text-gray-600'}`}
        >
          {seated?.main ? money(seated.main) : '—'}
        </span>
        <span
          className="font-sans text-[9px] font-semibold tracking-wider text-gray-500 uppercase"
          title={t('seatBox.behindTitle')}
        >
          {t('seatBox.behind')}
          {seated?.behindCount ? ` ·${seated.behindCount}` : ''}
        </span>
        <span
          data-testid={`bj-seat-${n}-behind`}
          className={`text-right ${seated?.behind ? 'text-gray-200' : 'text-gray-600'}`}
        >
          {seated?.behind ? money(seated.behind) : '—'}
        </span>
      </div>
      <div className="flex flex-1 flex-wrap items-start justify-center gap-1 px-1 py-1.5">
        {hands.length ? (
          hands.map((h) => (
            <HandBox
              key={h.hand}
              seat={n}
              h={h}
              split={split}
              acting={acting && view?.turn?.hand === h.hand}
              nextSlot={target && (next?.hand ?? 1) === h.hand ? (next?.position ?? null) : null}
              showOutcome={complete}
            />
          ))
        ) : (
          <span className="self-center py-4 text-[11px] text-gray-600">
            {seated
              ? round?.status === 'BETTING'
                ? t(seated.main ? 'seatBox.betPlaced' : 'seatBox.noBetYet')
                : t('seatBox.noBet')
              : ''}
          </span>
        )}
      </div>
      {deciding && (
        <div className="border-t border-amber-400/50 bg-amber-400/15 px-1 py-0.5 text-center text-[10px] font-black tracking-wider text-amber-200">
          {actionsText(t, next?.actions)}
        </div>
      )}
    </div>
  );
}

/** The dealer's hand (up card first, no hole card: RULES.md §BJ-1) with its total and drawing instruction. */
function DealerBox({ round, view }: { round: PublicRound | null; view: BjView | null }) {
  const t = useTranslations('games.blackjack.dealer');
  const next = nextOf(round);
  const d = view?.dealer ?? null;
  const cards = d?.cards ?? [];
  const target = next?.kind === 'card' && next.to === 'dealer';
  const ins = dealerInstruction(t, round, view);
  const tone =
    ins.tone === 'draw'
      ? 'border-banker bg-banker/20 text-red-100'
      : ins.tone === 'bust'
        ? 'border-red-500 bg-red-600/25 text-red-100'
        : ins.tone === 'bj'
          ? 'border-brass bg-brass/20 text-brass'
          : ins.tone === 'stand'
            ? 'border-emerald-500 bg-emerald-500/15 text-emerald-100'
            : 'border-line bg-ink/50 text-gray-400';
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-md border border-banker/40 bg-panel px-4 py-3">
      <div className="w-20 shrink-0">
        <span className="text-sm font-black tracking-[0.3em] text-red-300">{t('dealerBox.title')}</span>
        <div className="mt-0.5 text-[10px] text-gray-500">{t('dealerBox.rule')}</div>
      </div>
      <div data-testid="bj-dealer-hand" className="flex min-h-28 min-w-0 flex-1 items-center gap-2">
        {cards.map((c, i) => (
          <PlayingCard key={`${i}-${c}`} code={c} size="lg" />
        ))}
        {target && (
          <div
            className="flex h-28 w-20 shrink-0 animate-pulse items-center justify-center rounded-md border-2 border-dashed border-brass text-xs font-bold text-brass"
            aria-label={t('dealerBox.nextCard', { position: next?.position ?? '?' })}
          >
            {t('dealerBox.slot', { position: next?.position ?? '?' })}
          </div>
        )}
        {!cards.length && !target && <span className="text-sm text-gray-600">{t('seatBox.noCards')}</span>}
        <div className="ml-auto shrink-0 pl-3 text-right">
          <div className="text-[10px] font-semibold tracking-[0.18em] text-gray-500 uppercase">
            {t('dealerBox.total')}
          </div>
          <div
            data-testid="bj-dealer-total"
            className={`font-mono text-5xl leading-none font-bold tabular-nums ${!d || !cards.length ? 'text-gray-700' : d.bust ? 'text-red-400' : d.blackjack ? 'text-brass' : 'text-white'}`}
          >
            {d ? bjTotalText(t, d, d.total >= 17 || !!round?.result) : '–'}
          </div>
        </div>
      </div>
      <div
        data-testid="dealer-instruction"
        data-tone={ins.tone}
        className={`min-w-[15rem] rounded border-l-4 px-3 py-2 text-xl font-black tracking-wide ${tone}`}
      >
        {ins.text}
        {ins.detail ? ' ' : null}
        {ins.detail ? (
          <span className="ml-1 text-xs font-semibold tracking-widest text-gray-400 uppercase">· {ins.detail}</span>
        ) : null}
      </div>
    </div>
  );
}

/** The blackjack layout: the dealer's hand on top, seats 1..7 from the dealer's left below. */
export function BlackjackTable({ round, board }: { round: PublicRound | null; board: SeatBoardView | null }) {
  const view = blackjackView(round);
  // On a wide stage the seats in play (a split seat most) take the room the empty ones do not need.
  const weight = (n: number) => {
    const hands = view?.seats.find((s) => s.seat === n)?.hands.length ?? 0;
    const seated = board?.seats.some((s) => s.seat === n) ?? false;
    return hands > 1 ? 2.2 : hands === 1 ? 1.3 : seated ? 1 : 0.75;
  };
  const cols = SEATS.map((n) => `minmax(0,${weight(n)}fr)`).join(' ');
  return (
    <div className="space-y-3">
      <DealerBox round={round} view={view} />
      <div
        data-testid="bj-seats"
        style={{ '--bj-cols': cols } as React.CSSProperties}
        className="grid grid-cols-3 gap-2 rounded-md border border-felt bg-felt-dark p-2 sm:grid-cols-4 lg:grid-cols-(--bj-cols)"
      >
        {SEATS.map((n) => (
          <SeatBox
            key={n}
            n={n}
            seated={board?.seats.find((s) => s.seat === n) ?? null}
            play={view?.seats.find((s) => s.seat === n) ?? null}
            round={round}
            view={view}
          />
        ))}
      </div>
    </div>
  );
}

/** Once complete: the dealer's hand and how the hands ended, counted. */
export function BlackjackResultLine({ round }: { round: PublicRound | null }) {
  const t = useTranslations('games.blackjack.dealer');
  const view = blackjackView(round);
  if (!round || !round.result || !view) return null;
  const count: Record<BjOutcome, number> = { WIN: 0, BLACKJACK: 0, PUSH: 0, LOSE: 0 };
  for (const s of view.seats) for (const h of s.hands) if (h.outcome) count[h.outcome] += 1;
  const d = view.dealer;
  const dealer =
    !d || !d.cards.length
      ? t('result.dealerNone')
      : d.blackjack
        ? t('result.dealerBlackjack')
        : d.bust
          ? t('result.dealerBust', { total: d.total })
          : t('result.dealer', { total: d.total });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border-l-4 border-brass bg-brass/10 px-4 py-2">
      <div data-testid="result-line" className="text-2xl font-black tracking-wide text-white">
        {dealer}{' '}
        {(Object.keys(count) as BjOutcome[])
          .filter((k) => count[k] > 0)
          .map((k) => (
            <span key={k}>
              {' '}
              <span className="ml-2 align-middle text-sm font-semibold tracking-widest text-brass uppercase">
                · {t('result.count', { count: count[k], outcome: t(`outcome.${k}`) })}
              </span>
            </span>
          ))}
      </div>
      <span className="text-xs font-semibold tracking-widest text-gray-300 uppercase">
        {round.status === 'SETTLED'
          ? t('result.settled')
          : round.status === 'VOIDED'
            ? t('result.voided')
            : t('result.confirm')}
      </span>
    </div>
  );
}
