'use client';

import { money } from '@/lib/client/api';
import type { SeatView } from '@/lib/client/use-table-feed';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { ChipStack } from '@/components/ui/chips';
import { BlackjackPlayPanel } from './player-controls';
import {
  BJ_SEATS,
  bjRound,
  handValueText,
  myBlackjack,
  type BjHand,
  type BjRound,
  type BjSeatPlay,
  type MyBlackjack,
} from './player-format';
import type { BjTableState } from './use-blackjack-actions';

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
  const text = handValueText(hand);
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
        {showNumber && <span className="text-[10px] text-white/50">H{hand.hand}</span>}
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
          {hand.outcome}
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
      style={{ marginTop: offset }}
      className={`flex min-h-[13rem] w-full min-w-[7rem] flex-col items-center gap-1.5 rounded-2xl border-2 px-1.5 py-2 transition-all ${
        acting
          ? 'border-brass bg-black/30'
          : mine
            ? 'border-sky-400/70 bg-sky-950/30'
            : sv
              ? 'border-white/25 bg-black/20'
              : 'border-dashed border-white/15 bg-black/10'
      }`}
    >
      <div className="flex w-full items-center justify-between gap-1 px-1 text-[10px] uppercase tracking-[0.2em] text-white/50">
        <span>Seat {n}</span>
        {mine && <span className="rounded bg-sky-500/30 px-1 tracking-normal text-sky-200">You</span>}
        {!mine && myBehind && <span className="rounded bg-brass/30 px-1 tracking-normal text-brass">Behind</span>}
      </div>
      <div
        data-testid={`seat-owner-${n}`}
        className={`max-w-full truncate text-sm font-semibold ${sv ? (mine ? 'text-sky-200' : 'text-white') : 'text-white/35'}`}
        title={sv?.username}
      >
        {sv ? sv.username : loaded ? 'Free' : '…'}
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
            {play.insurance ? 'Insured' : 'No insurance'}
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
              No bet
            </span>
          )}
          <span
            data-testid={`seat-behind-${n}`}
            data-amount={sv.behind}
            data-count={sv.behindCount}
            title={`${sv.behindCount} Bet Behind ${sv.behindCount === 1 ? 'bet' : 'bets'} on seat ${n}`}
            className={`whitespace-nowrap rounded-full px-2 font-mono text-[10px] ${sv.behindCount ? 'bg-brass/20 text-brass ring-1 ring-brass/40' : 'text-white/35'}`}
          >
            Behind {money(sv.behind)} · {sv.behindCount}
          </span>
        </div>
      )}

      {/* What this player can do with the seat. */}
      {isPlayer && loaded && !sv && my.seat === null && (
        <button
          type="button"
          data-testid={`btn-take-seat-${n}`}
          disabled={s.busy || behindInPlay}
          title={behindInPlay ? 'Your Bet Behind is in play: sit down after the round' : `Sit at seat ${n}`}
          onClick={() => void s.takeSeat(n)}
          className="mt-auto rounded-full border border-brass/60 bg-brass/10 px-3 py-1 text-xs font-semibold text-brass hover:bg-brass hover:text-ink disabled:opacity-40"
        >
          Sit here
        </button>
      )}
      {isPlayer && loaded && sv && !mine && my.seat === null && (
        <button
          type="button"
          data-testid={`btn-bet-behind-${n}`}
          disabled={!canBetBehind}
          title={
            myBehind
              ? `You bet ${money(myBehind.base ?? myBehind.amount)} behind seat ${n}`
              : s.bettingOpen
                ? `Bet ${money(s.chip)} behind seat ${n}${s.follow ? ', following doubles and splits' : ''}`
                : 'Bets open with the next round'
          }
          onClick={() => void s.place({ type: 'BET_BEHIND', seat: n, followDoublesAndSplits: s.follow }, s.chip)}
          className="mt-auto rounded-full border border-white/30 bg-black/30 px-2.5 py-1 text-[11px] font-semibold text-white/90 hover:border-brass hover:text-brass disabled:cursor-not-allowed disabled:opacity-35"
        >
          {myBehind ? `Behind ${money(myBehind.base ?? myBehind.amount)}` : `Bet behind · ${money(s.chip)}`}
        </button>
      )}
    </div>
  );
}

/** The dealer's hand: up card first (no hole card, §BJ-1), the next card's slot, and its value. */
function DealerHand({ bj }: { bj: BjRound | null }) {
  const d = bj?.dealer ?? null;
  const cards = d?.cards ?? [];
  const next = bj?.next;
  const nextHere = next?.kind === 'card' && next.to === 'dealer';
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex items-center gap-3">
        <span className="text-sm font-semibold tracking-[0.3em] text-white/70">DEALER</span>
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
        {nextHere && <CardSlot size="md" active label="next" />}
        {cards.length === 0 && !nextHere && <CardSlot size="md" />}
      </div>
    </div>
  );
}

/** Dealer's result and, when the player played, their hands' outcomes. */
function ResultBanner({ bj, my }: { bj: BjRound; my: MyBlackjack }) {
  const d = bj.dealer;
  const dealerText =
    !d || d.cards.length === 0
      ? 'Round complete'
      : d.blackjack
        ? 'Dealer has Blackjack'
        : d.bust
          ? `Dealer busts with ${d.total}`
          : d.cards.length === 1
            ? `Dealer shows ${handValueText(d)} · no draw needed`
            : `Dealer ${d.total}`;
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
          Seat {o.seat}
          {o.many ? ` H${o.hand}` : ''}: {o.outcome}
        </span>
      ))}
    </div>
  );
}

/** What is happening now, in a line ("Seat 2 (alice) to play", "Insurance?", "Dealer draws"). */
function statusLine(bj: BjRound | null, status: string | null, seats: SeatView[], my: MyBlackjack): string {
  if (!status) return 'Waiting for the dealer to open the first round';
  if (status === 'BETTING')
    return my.seat !== null ? 'Place your bet on your seat' : 'Take a free seat, or bet behind a player';
  if (status === 'SETTLED' || status === 'COMPLETE') return 'Waiting for the dealer to open the next round';
  const next = bj?.next;
  if (!next) return 'Dealing…';
  if (next.kind === 'insurance') {
    return next.seats.length
      ? `Dealer shows an ace · insurance? (seat${next.seats.length > 1 ? 's' : ''} ${next.seats.join(', ')} deciding)`
      : 'Dealer shows an ace · Bet Behind insurance decisions';
  }
  if (next.kind === 'decision') {
    if (my.decision) return 'Your turn';
    const who = seats.find((x) => x.seat === next.seat)?.username;
    return `Seat ${next.seat}${who ? ` (${who})` : ''} to play`;
  }
  if (next.kind === 'card')
    return next.to === 'dealer'
      ? bj?.phase === 'DEALER'
        ? 'Dealer draws'
        : 'Dealing the dealer’s card'
      : `Card to seat ${next.seat}`;
  if (next.kind === 'confirm') return 'Round complete';
  return 'Dealing…';
}

/** The last decision or timeout, in words ("Seat 2 · DOUBLE"). */
function lastActionText(s: BjTableState): string | null {
  const e = s.lastEvent;
  if (!e || e.type !== 'round:decision' || e.roundId !== s.round?.id) return null;
  const d = e.data as {
    seat?: number;
    hand?: number;
    action?: string;
    timeout?: boolean;
    take?: boolean;
    behind?: boolean;
  };
  if (d.timeout) return 'Time ran out: the default applies (stand / no insurance)';
  if (d.action && d.seat)
    return `Seat ${d.seat}${d.hand && d.hand > 1 ? ` hand ${d.hand}` : ''} · ${d.action.replace('_', ' ')}`;
  if (d.seat && typeof d.take === 'boolean')
    return `Seat ${d.seat}${d.behind ? ' (bet behind)' : ''} · ${d.take ? 'insurance' : 'no insurance'}`;
  return null;
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
  const last = lastActionText(s);
  // Screen order: the dealer's left is the players' right, so seat 7 is leftmost.
  const order = [...BJ_SEATS].reverse();

  return (
    <div className="space-y-4">
      <DealerHand bj={bj} />
      <div className="flex min-h-12 flex-col items-center justify-center gap-1">
        {round?.status === 'VOIDED' ? (
          <div
            data-testid="round-voided"
            className="rounded-full bg-orange-900/60 px-5 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30"
          >
            Round voided{round.voidReason ? ` — ${round.voidReason}` : ''}. Every stake is refunded.
          </div>
        ) : bj?.complete ? (
          <ResultBanner bj={bj} my={my} />
        ) : (
          <p data-testid="bj-status" className="text-sm tracking-wide text-white/60">
            {statusLine(bj, round?.status ?? null, seatViews, my)}
          </p>
        )}
        {last && !bj?.complete && <p className="text-xs text-white/40">{last}</p>}
        <p className="text-[10px] uppercase tracking-[0.3em] text-white/25">
          Blackjack pays 3:2 · Dealer stands on all 17s · Insurance pays 2:1
        </p>
      </div>
      <div className="overflow-x-auto pb-1">
        <div className="grid min-w-[52rem] grid-cols-7 gap-2">
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
      </div>
      <BlackjackPlayPanel s={s} bj={bj} my={my} />
    </div>
  );
}
