'use client';

import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import type { SeatView } from '@/lib/client/use-table-feed';
import { useMoney } from '@/lib/i18n/money';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { ChipStack } from '@/components/ui/chips';
import { BlackjackPlayPanel } from './player-controls';
import {
  BJ_SEATS,
  bjRound,
  dealerResultText,
  handValueText,
  lastActionText,
  myBlackjack,
  statusLine,
  type BjHand,
  type BjRound,
  type BjSeatPlay,
  type MyBlackjack,
} from './player-format';
import { useBjWords, type BjTableState } from './use-blackjack-actions';

/** Vertical offset of each position on the arc, left to right (the middle seats sit lowest). */
const ARC = [0, 26, 44, 52, 44, 26, 0];

const OUTCOME_STYLE: Record<string, string> = {
  WIN: 'bg-brass text-ink',
  BLACKJACK: 'bg-brass text-ink',
  PUSH: 'bg-gray-300/80 text-ink',
  LOSE: 'bg-black/60 text-gray-300',
};

/** The value badge: `7/17`, `BJ`, `BUST 24`, with ×2 when doubled. */
function ValueBadge({
  hand,
  testId,
  tone,
}: {
  hand: Pick<BjHand, 'cards' | 'total' | 'soft' | 'blackjack' | 'bust'> & { doubled?: boolean };
  testId: string;
  tone?: 'acting' | 'normal';
}) {
  const t = useBjWords();
  const text = handValueText(t, hand);
  const color = hand.blackjack
    ? 'bg-brass text-ink'
    : hand.bust
      ? 'bg-red-700 text-white'
      : tone === 'acting'
        ? 'bg-white text-ink'
        : 'bg-black/60 text-white';
  return (
    <span
      data-testid={testId}
      data-total={hand.cards.length ? hand.total : ''}
      data-soft={hand.soft ? 'true' : 'false'}
      className={`inline-flex min-h-6 min-w-8 items-center justify-center gap-1 whitespace-nowrap rounded-full px-2 font-mono text-sm font-bold ring-1 ring-white/20 ${text ? color : 'text-white/30'}`}
    >
      {text || '–'}
      {hand.doubled && ' '}
      {hand.doubled && <span className="rounded bg-amber-400 px-1 text-[10px] font-extrabold text-ink">×2</span>}
    </span>
  );
}

/** One hand of a seat: its cards fanned, its value, its result, and the slot of the card the dealer deals next. */
function SeatHand({
  seat,
  hand,
  acting,
  nextCard,
  showNumber,
}: {
  seat: number;
  hand: BjHand;
  acting: boolean;
  nextCard: boolean;
  showNumber: boolean;
}) {
  const t = useBjWords();
  // Cards (36px wide) side by side while they fit the seat (~104px), then overlapping just enough.
  const n = hand.cards.length + (nextCard ? 1 : 0);
  const step = n <= 1 ? 0 : Math.min(2, Math.floor((104 - 36) / (n - 1)) - 36);
  return (
    <div
      data-testid={`bj-hand-${seat}-${hand.hand}`}
      data-acting={acting ? 'true' : 'false'}
      data-doubled={hand.doubled ? 'true' : 'false'}
      className={`flex flex-col items-center gap-1 rounded-lg px-1 py-1 transition-all ${acting ? 'bg-brass/15 ring-2 ring-brass shadow-[0_0_24px_rgba(201,162,39,0.45)]' : ''}`}
    >
      <div className="flex items-center gap-1">
        {showNumber && <span className="text-[10px] text-white/50">{t('handShort', { hand: hand.hand })}</span>}
        <ValueBadge hand={hand} testId={`bj-hand-value-${seat}-${hand.hand}`} tone={acting ? 'acting' : 'normal'} />
      </div>
      <div className="flex h-12 items-center">
        {hand.cards.map((c, i) => {
          const sideways = hand.doubled && i === 2;
          return (
            <div
              key={`${i}-${c}`}
              style={{ marginLeft: i === 0 ? 0 : sideways ? step + 6 : step }}
              className={`transition-all duration-500 starting:-translate-y-4 starting:opacity-0 ${sideways ? 'rotate-90' : ''}`}
            >
              <PlayingCard code={c} size="sm" />
            </div>
          );
        })}
        {nextCard && (
          <div style={{ marginLeft: hand.cards.length ? step : 0 }}>
            <CardSlot size="sm" active />
          </div>
        )}
        {hand.cards.length === 0 && !nextCard && <div className="h-12 w-9" />}
      </div>
      {hand.outcome && (
        <span
          data-testid={`hand-result-${seat}-${hand.hand}`}
          data-outcome={hand.outcome}
          className={`rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wider ${OUTCOME_STYLE[hand.outcome] ?? OUTCOME_STYLE.LOSE}`}
        >
          {t(`outcome.${hand.outcome}`)}
        </span>
      )}
    </div>
  );
}

/** One of the 7 seats: who sits there, the stakes on it, its hands, and what this player can do with it. */
function Seat({
  n,
  sv,
  play,
  bj,
  my,
  s,
  offset,
}: {
  n: number;
  sv: SeatView | undefined;
  play: BjSeatPlay | undefined;
  bj: BjRound | null;
  my: MyBlackjack;
  s: BjTableState;
  offset: number;
}) {
  const t = useBjWords();
  const money = useMoney();
  const isPlayer = s.me?.role === 'PLAYER';
  // Until the seat board is in, nobody can tell which seats are free.
  const loaded = s.seats !== null;
  const mine = !!sv && sv.userId === s.me?.id;
  const acting = bj?.turn?.seat === n;
  const next = bj?.next;
  const myBehind = my.behind.get(n);
  const canBetBehind = s.bettingOpen && !s.busy && !myBehind;
  // §BJ-9: a Bet Behind in play keeps its bettor off the seats until the round is over.
  const behindInPlay = [...my.behind.values()].some((b) => b.status === 'OPEN');
  return (
    <div
      data-testid={`bj-seat-${n}`}
      data-seat={n}
      data-occupied={sv ? 'true' : 'false'}
      data-mine={mine ? 'true' : 'false'}
      data-acting={acting ? 'true' : 'false'}
      style={{ '--arc': `${offset}px` } as CSSProperties}
      className={`flex min-h-[11rem] w-[7.5rem] flex-none snap-center flex-col lg:mt-(--arc) lg:min-h-[13rem] lg:w-full lg:min-w-[7rem] items-center gap-1.5 rounded-2xl border-2 px-1.5 py-2 transition-all ${
        acting
          ? 'border-brass bg-black/30'
          : mine
            ? 'border-sky-400/70 bg-sky-950/30'
            : sv
              ? 'border-white/25 bg-black/20'
              : 'border-dashed border-white/15 bg-black/10'
      }`}
    >
      <div className="flex w-full flex-wrap items-center justify-between gap-x-1 gap-y-0.5 px-1 text-[10px] uppercase tracking-[0.2em] text-white/50">
        <span className="whitespace-nowrap">{t('seat', { seat: n })}</span>
        {mine && <span className="rounded bg-sky-500/30 px-1 tracking-normal text-sky-200">{t('you')}</span>}
        {!mine && myBehind && (
          <span className="rounded bg-brass/30 px-1 tracking-normal text-brass">{t('behindBadge')}</span>
        )}
      </div>
      <div
        data-testid={`seat-owner-${n}`}
        className={`max-w-full truncate text-sm font-semibold ${sv ? (mine ? 'text-sky-200' : 'text-white') : 'text-white/35'}`}
        title={sv?.username}
      >
        {sv ? sv.username : loaded ? t('free') : '…'}
      </div>

      {/* The hands (seats with a MAIN bet play). */}
      <div className="flex flex-1 flex-col items-center justify-center gap-1">
        {play?.hands.map((h) => (
          <SeatHand
            key={h.hand}
            seat={n}
            hand={h}
            acting={acting && bj?.turn?.hand === h.hand}
            nextCard={next?.kind === 'card' && next.to === 'seat' && next.seat === n && next.hand === h.hand}
            showNumber={play.hands.length > 1}
          />
        ))}
        {play && play.insurance !== null && (
          <span
            className={`rounded px-1.5 text-[10px] font-semibold ${play.insurance ? 'bg-sky-500/30 text-sky-100' : 'text-white/40'}`}
          >
            {play.insurance ? t('insured') : t('noInsurance')}
          </span>
        )}
      </div>

      {/* Stakes on the seat this round (everyone sees them, §BJ-9). */}
      {sv && (
        <div className="flex w-full flex-col items-center gap-1">
          {sv.main > 0 ? (
            <ChipStack cents={sv.main} size={28} compact totalTestId={`seat-main-${n}`} />
          ) : (
            <span data-testid={`seat-main-${n}`} data-amount={0} className="text-[10px] text-white/35">
              {t('noBet')}
            </span>
          )}
          <span
            data-testid={`seat-behind-${n}`}
            data-amount={sv.behind}
            data-count={sv.behindCount}
            title={t('behindTitle', { count: sv.behindCount, seat: n })}
            className={`max-w-full rounded-full px-2 text-center font-mono text-[10px] leading-tight ${sv.behindCount ? 'bg-brass/20 text-brass ring-1 ring-brass/40' : 'text-white/35'}`}
          >
            {t('behindLine', { amount: money(sv.behind), count: sv.behindCount })}
          </span>
        </div>
      )}

      {/* What this player can do with the seat. */}
      {isPlayer && loaded && !sv && my.seat === null && (
        <button
          type="button"
          data-testid={`btn-take-seat-${n}`}
          disabled={s.busy || behindInPlay}
          title={behindInPlay ? t('sitBlocked') : t('sitTitle', { seat: n })}
          onClick={() => void s.takeSeat(n)}
          className="mt-auto rounded-full border border-brass/60 bg-brass/10 px-3 py-1 text-xs font-semibold text-brass hover:bg-brass hover:text-ink disabled:opacity-40"
        >
          {t('sitHere')}
        </button>
      )}
      {isPlayer && loaded && sv && !mine && my.seat === null && (
        <button
          type="button"
          data-testid={`btn-bet-behind-${n}`}
          disabled={!canBetBehind}
          title={
            myBehind
              ? t('behindPlacedTitle', { amount: money(myBehind.base ?? myBehind.amount), seat: n })
              : s.bettingOpen
                ? t(s.follow ? 'betBehindFollowTitle' : 'betBehindTitle', { amount: money(s.chip), seat: n })
                : t('betsOpenNext')
          }
          onClick={() => void s.place({ type: 'BET_BEHIND', seat: n, followDoublesAndSplits: s.follow }, s.chip)}
          className="mt-auto rounded-full border border-white/30 bg-black/30 px-2.5 py-1 text-[11px] font-semibold text-white/90 hover:border-brass hover:text-brass disabled:cursor-not-allowed disabled:opacity-35"
        >
          {myBehind
            ? t('behindPlaced', { amount: money(myBehind.base ?? myBehind.amount) })
            : t('betBehind', { amount: money(s.chip) })}
        </button>
      )}
    </div>
  );
}

/** The dealer's hand: up card first (no hole card, §BJ-1), the next card's slot, and its value. */
function DealerHand({ bj }: { bj: BjRound | null }) {
  const t = useBjWords();
  const d = bj?.dealer ?? null;
  const cards = d?.cards ?? [];
  const next = bj?.next;
  const nextHere = next?.kind === 'card' && next.to === 'dealer';
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex items-center gap-3">
        <span className="text-sm font-semibold uppercase tracking-[0.3em] text-white/70">{t('dealer')}</span>
        <ValueBadge
          hand={d ?? { cards: [], total: 0, soft: false, blackjack: false, bust: false }}
          testId="bj-dealer-value"
        />
      </div>
      <div data-testid="bj-dealer-hand" className="flex h-20 items-center gap-1.5">
        {cards.map((c, i) => (
          <div key={`${i}-${c}`} className="transition-all duration-500 starting:-translate-y-6 starting:opacity-0">
            <PlayingCard code={c} size="md" />
          </div>
        ))}
        {nextHere && <CardSlot size="md" active label={t('nextCard')} />}
        {cards.length === 0 && !nextHere && <CardSlot size="md" />}
      </div>
    </div>
  );
}

/** Dealer's result and, when the player played, their hands' outcomes. */
function ResultBanner({ bj, my }: { bj: BjRound; my: MyBlackjack }) {
  const t = useBjWords();
  const d = bj.dealer;
  const dealerText = dealerResultText(t, d);
  const watched = new Set<number>([...(my.main?.seat ? [my.main.seat] : []), ...my.behind.keys()]);
  const mineOutcomes = bj.seats
    .filter((p) => watched.has(p.seat))
    .flatMap((p) =>
      p.hands.map((h) => ({ seat: p.seat, hand: h.hand, outcome: h.outcome ?? 'LOSE', many: p.hands.length > 1 })),
    );
  const won = mineOutcomes.some((o) => o.outcome === 'WIN' || o.outcome === 'BLACKJACK');
  return (
    <div
      data-testid="result-banner"
      data-dealer-total={d?.total ?? ''}
      data-dealer-blackjack={d?.blackjack ? 'true' : 'false'}
      className={`mx-auto flex w-fit flex-wrap items-center justify-center gap-3 rounded-full bg-gradient-to-r px-6 py-2 shadow-xl ring-1 ring-white/20 transition-all duration-500 starting:scale-75 starting:opacity-0 ${
        won ? 'from-brass/80 to-brass/30' : 'from-black/70 to-black/30'
      }`}
    >
      <span className="text-lg font-bold tracking-wider text-white">{dealerText}</span>
      {mineOutcomes.map((o) => (
        <span
          key={`${o.seat}-${o.hand}`}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold uppercase tracking-wider ${OUTCOME_STYLE[o.outcome] ?? OUTCOME_STYLE.LOSE}`}
        >
          {o.many
            ? t('result.seatHandOutcome', { seat: o.seat, hand: o.hand, outcome: t(`outcome.${o.outcome}`) })
            : t('result.seatOutcome', { seat: o.seat, outcome: t(`outcome.${o.outcome}`) })}
        </span>
      ))}
    </div>
  );
}

/**
 * The Blackjack table (RULES.md §BJ): the dealer's hand on top, the 7 seats on an arc below (seat 1
 * is on the dealer's left, the right of the screen), each with its owner, its stakes (MAIN and Bet
 * Behind) and its hands live; the player's decisions and insurance under the felt's arc.
 */
export function BlackjackBoard({ s }: { s: BjTableState }) {
  const round = s.round;
  const bj = bjRound(round);
  const seatViews = s.seats?.seats ?? [];
  const my = myBlackjack(bj, seatViews, s.me?.id ?? null, s.bets, s.insuranceAnswered);
  const t = useBjWords();
  const last = lastActionText(t, s.lastEvent, round?.id ?? null);
  // Screen order: the dealer's left is the players' right, so seat 7 is leftmost.
  const order = [...BJ_SEATS].reverse();
  const focus = focusSeat(my, seatViews, s.me?.id ?? null, bj);
  const myTurnKey = my.decision
    ? `d:${my.decision.seat}:${my.decision.hand}`
    : my.insurance
      ? `i:${my.insurance.kind}:${my.insurance.seat}`
      : null;
  const rowRef = useSeatRowFocus(focus, myTurnKey);
  useOwnHandInView(rowRef, focus, myTurnKey);

  return (
    <div className="space-y-3 lg:space-y-4">
      <DealerHand bj={bj} />
      <div className="flex min-h-12 flex-col items-center justify-center gap-1 text-center">
        {round?.status === 'VOIDED' ? (
          <div
            data-testid="round-voided"
            className="rounded-full bg-orange-900/60 px-5 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30"
          >
            {round.voidReason ? t('voidedReason', { reason: round.voidReason }) : t('voided')}
          </div>
        ) : bj?.complete ? (
          <ResultBanner bj={bj} my={my} />
        ) : (
          <p data-testid="bj-status" className="text-sm tracking-wide text-white/60">
            {statusLine(t, bj, round?.status ?? null, seatViews, my)}
          </p>
        )}
        {last && !bj?.complete && <p className="text-xs text-white/40">{last}</p>}
        <p className="hidden text-[10px] uppercase tracking-[0.3em] text-white/25 sm:block">{t('tagline')}</p>
      </div>
      {/* Phones and tablets: one scrolling row that keeps the player's own seat in the middle; wide screens: the arc. */}
      <div
        ref={rowRef}
        data-testid="bj-seat-row"
        className="-mx-2 flex snap-x snap-proximity gap-2 overflow-x-auto overscroll-x-contain px-2 pb-1 [scrollbar-width:thin] sm:-mx-5 sm:px-5 lg:mx-0 lg:grid lg:snap-none lg:grid-cols-7 lg:overflow-visible lg:px-0"
      >
        {order.map((n, i) => (
          <Seat
            key={n}
            n={n}
            sv={seatViews.find((x) => x.seat === n)}
            play={bj?.seats.find((p) => p.seat === n)}
            bj={bj}
            my={my}
            s={s}
            offset={ARC[i] ?? 0}
          />
        ))}
      </div>
      <BlackjackPlayPanel s={s} bj={bj} my={my} docked={false} />
    </div>
  );
}

/** The seat the row keeps in view: the player's own, else the one they bet behind, else the seat playing now. */
function focusSeat(my: MyBlackjack, seats: SeatView[], meId: string | null, bj: BjRound | null): number | null {
  const own = meId ? seats.find((x) => x.userId === meId)?.seat : undefined;
  if (own) return own;
  if (my.main?.seat) return my.main.seat;
  const behind = [...my.behind.keys()].sort((a, b) => a - b)[0];
  if (behind) return behind;
  return bj?.turn?.seat ?? null;
}

/**
 * While the seat row scrolls (phones, tablets), centres the focus seat in it whenever that seat changes, the
 * player's turn comes (`turnKey`) or the row's width changes (a phone turned); the row only: the page does not move.
 */
function useSeatRowFocus(focus: number | null, turnKey: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row || focus === null) return;
    const centre = (behavior: ScrollBehavior) => {
      if (row.scrollWidth <= row.clientWidth) return;
      const el = row.querySelector<HTMLElement>(`[data-seat="${focus}"]`);
      if (!el) return;
      const left = el.offsetLeft - row.offsetLeft - (row.clientWidth - el.offsetWidth) / 2;
      row.scrollTo({ left: Math.max(0, left), behavior });
    };
    centre('smooth');
    let width = row.clientWidth;
    const ro = new ResizeObserver(() => {
      if (row.clientWidth === width) return;
      width = row.clientWidth;
      centre('auto');
    });
    ro.observe(row);
    return () => ro.disconnect();
  }, [focus, turnKey]);
  return ref;
}

/**
 * When the player's decision (or insurance question) comes, brings their seat into the window if it is not
 * (above the docked buttons: the seat's `scroll-margin`).
 */
function useOwnHandInView(rowRef: RefObject<HTMLDivElement | null>, focus: number | null, turnKey: string | null) {
  useEffect(() => {
    if (!turnKey || focus === null) return;
    const seat = rowRef.current?.querySelector<HTMLElement>(`[data-seat="${focus}"]`);
    const el =
      seat?.querySelector<HTMLElement>('[data-acting="true"]') ??
      seat?.querySelector<HTMLElement>('[data-testid^="bj-hand-"]') ??
      seat;
    if (!el) return;
    const r = el.getBoundingClientRect();
    // The shell's dock covers the bottom of the window where it sticks (phones), not where it is in the flow.
    const dockEl = document.querySelector<HTMLElement>('[data-testid="player-dock"]');
    const dock = dockEl && getComputedStyle(dockEl).position === 'sticky' ? dockEl.getBoundingClientRect().height : 0;
    const bottom = window.innerHeight - dock;
    if (r.top >= 0 && r.bottom <= bottom) return;
    window.scrollBy({ top: r.top < 0 ? r.top - 8 : r.bottom - bottom + 8, behavior: 'smooth' });
  }, [rowRef, focus, turnKey]);
}
