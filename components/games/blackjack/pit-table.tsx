'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Translate } from '@/lib/i18n/money';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import {
  bjDealerWords,
  bjTotal,
  type BjDealer,
  type BjHand,
  type BjOutcome,
  type BjSeat,
  type BjTable,
} from './pit-format';

type Size = 'sm' | 'md' | 'lg';
type NextLike = Record<string, unknown> | null | undefined;

const OUTCOME_TONE: Record<BjOutcome, string> = {
  BLACKJACK: 'bg-brass/20 text-brass ring-brass/40',
  WIN: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  PUSH: 'bg-violet-500/15 text-violet-300 ring-violet-500/30',
  LOSE: 'bg-rose-500/15 text-rose-300 ring-rose-500/30',
};

/** A hand's outcome for the player (RULES.md §BJ-5..§BJ-8). */
export function OutcomeBadge({ outcome }: { outcome: BjOutcome | null }) {
  const t = useTranslations('games.blackjack.pit');
  if (!outcome) return null;
  return (
    <span
      data-outcome={outcome}
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold tracking-wide ring-1 ring-inset ${OUTCOME_TONE[outcome]}`}
    >
      {t(`outcome.${outcome}`)}
    </span>
  );
}

function Tag({ children, tone = 'text-gray-300 bg-panel-2' }: { children: React.ReactNode; tone?: string }) {
  return (
    <span className={`rounded px-1 py-px text-[10px] font-semibold uppercase tracking-wide ${tone}`}>{children}</span>
  );
}

/** The total of a hand as a chip: BJ in brass, bust in rose, soft as hard/soft. */
function TotalChip({ text, bust, blackjack, size }: { text: string; bust: boolean; blackjack: boolean; size: Size }) {
  const tone = blackjack ? 'text-brass' : bust ? 'text-rose-300' : 'text-gray-100';
  return <span className={`font-mono font-bold ${size === 'sm' ? 'text-sm' : 'text-base'} ${tone}`}>{text}</span>;
}

const nextCardFor = (next: NextLike, seat: number, hand: number): number | null =>
  next && next.kind === 'card' && next.to === 'seat' && Number(next.seat) === seat && Number(next.hand ?? 1) === hand
    ? Number(next.position)
    : null;

/** One hand: label and tags, its cards (and the slot of the card expected next), total and outcome. */
export function BjHandView({
  seat,
  hand,
  split,
  acting,
  next,
  size = 'sm',
}: {
  seat: number;
  hand: BjHand;
  split: boolean;
  acting: boolean;
  next?: NextLike;
  size?: Size;
}) {
  const expecting = nextCardFor(next, seat, hand.hand);
  const t = useTranslations('games.blackjack.pit');
  return (
    <div
      data-hand={hand.hand}
      data-total={bjTotal(hand)}
      data-outcome={hand.outcome ?? ''}
      data-doubled={hand.doubled || undefined}
      className={`rounded-md border px-2 py-1.5 ${acting ? 'border-brass/70 bg-brass/5' : 'border-line/70 bg-ink/30'}`}
    >
      <div className="mb-1 flex flex-wrap items-center gap-1.5 text-xs">
        <span className="text-gray-400">{split ? t('table.handN', { hand: hand.hand }) : t('table.hand')}</span>
        {hand.fromSplit && <Tag>{t('table.split')}</Tag>}
        {hand.doubled && <Tag tone="bg-amber-500/15 text-amber-300">{t('table.doubled')}</Tag>}
        {hand.bust && <Tag tone="bg-rose-500/15 text-rose-300">{t('table.bust')}</Tag>}
        {hand.paidEarly && <Tag tone="bg-emerald-500/15 text-emerald-300">{t('table.paidEarly')}</Tag>}
        {acting && <Tag tone="bg-brass text-ink">{t('table.acting')}</Tag>}
        <span className="ml-auto flex items-center gap-1.5">
          <TotalChip text={bjTotal(hand)} bust={hand.bust} blackjack={hand.blackjack} size={size} />
          <OutcomeBadge outcome={hand.outcome} />
        </span>
      </div>
      <div className="flex min-h-12 flex-wrap gap-1">
        {hand.cards.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} code={c} size={size} />
        ))}
        {expecting !== null && <CardSlot size={size} active label={`#${expecting}`} />}
        {!hand.cards.length && expecting === null && <CardSlot size={size} />}
      </div>
    </div>
  );
}

/** The dealer's hand (no hole card, §BJ-1): the up card, then the cards drawn. */
export function BjDealerView({
  dealer,
  next,
  size = 'md',
  phase,
  testId,
}: {
  dealer: BjDealer | null;
  next?: NextLike;
  size?: Size;
  phase?: string;
  testId?: string;
}) {
  const cards = dealer?.cards ?? [];
  const expecting = next && next.kind === 'card' && next.to === 'dealer' ? Number(next.position) : null;
  const t = useTranslations('games.blackjack.pit');
  return (
    <div
      data-testid={testId}
      data-total={bjDealerWords(dealer)}
      className={`rounded-md border p-2 ${dealer?.blackjack ? 'border-brass/60 bg-brass/5' : dealer?.bust ? 'border-rose-500/50 bg-rose-500/5' : 'border-line bg-ink/40'}`}
    >
      <div className="mb-2 flex items-center gap-2 text-xs">
        <span className="font-semibold uppercase tracking-wider text-red-300">{t('table.dealer')}</span>
        {dealer?.blackjack && <Tag tone="bg-brass/20 text-brass">BJ</Tag>}
        {dealer?.bust && <Tag tone="bg-rose-500/15 text-rose-300">{t('table.bust')}</Tag>}
        {phase && (
          <span className="text-[10px] uppercase tracking-wider text-gray-500">
            {phaseWord(t as unknown as Translate, phase)}
          </span>
        )}
        <span className="ml-auto">
          <TotalChip
            text={dealer ? bjTotal(dealer) : '–'}
            bust={!!dealer?.bust}
            blackjack={!!dealer?.blackjack}
            size={size}
          />
        </span>
      </div>
      <div className="flex min-h-12 flex-wrap gap-1.5">
        {cards.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} code={c} size={size} />
        ))}
        {expecting !== null && <CardSlot size={size} active label={`#${expecting}`} />}
        {!cards.length && expecting === null && <CardSlot size={size} />}
      </div>
    </div>
  );
}

/** A round phase (`PLAY`, `INSURANCE`, …) in words; the code itself when unknown. */
export function phaseWord(t: Translate, phase: string): string {
  return ['BETTING', 'DEAL', 'INSURANCE', 'PLAY', 'DEALER', 'COMPLETE'].includes(phase) ? t(`phase.${phase}`) : phase;
}

/** A seat's insurance in words (§BJ-4); `t` of `games.blackjack.pit`. */
export function insuranceWords(
  t: Translate,
  seat: BjSeat | undefined,
  pending: boolean,
  timedOut: boolean,
): { text: string; tone: string } | null {
  if (pending) return { text: t('insurance.pending'), tone: 'text-amber-300' };
  if (!seat || seat.insurance === null) return null;
  if (seat.insurance) return { text: t('insurance.taken'), tone: 'text-sky-300' };
  return { text: timedOut ? t('insurance.timer') : t('insurance.declined'), tone: 'text-gray-400' };
}

/** A seat's hands (one, or two after a split). */
export function BjSeatHands({
  seat,
  table,
  next,
  size = 'sm',
}: {
  seat: BjSeat;
  table: BjTable;
  next?: NextLike;
  size?: Size;
}) {
  const split = seat.hands.length > 1;
  return (
    <div className="space-y-1.5">
      {seat.hands.map((h) => (
        <BjHandView
          key={h.hand}
          seat={seat.seat}
          hand={h}
          split={split}
          acting={table.turn?.seat === seat.seat && table.turn.hand === h.hand}
          next={next}
          size={size}
        />
      ))}
    </div>
  );
}

/**
 * The whole table without bets: the dealer, then every seat that plays with its hands. Used by the
 * replay; `next` marks where the next card goes and `insurance` seats still to decide.
 */
export function BlackjackTableView({ table, next, size = 'sm' }: { table: BjTable; next?: NextLike; size?: Size }) {
  const pending = next && next.kind === 'insurance' && Array.isArray(next.seats) ? (next.seats as number[]) : [];
  const t = useTranslations('games.blackjack.pit');
  if (table.phase === 'BETTING') return <p className="text-sm text-gray-500">{t('table.bettingOpen')}</p>;
  return (
    <div className="space-y-2" data-phase={table.phase}>
      <BjDealerView dealer={table.dealer} next={next} size={size} phase={table.phase} />
      {!table.seats.length && <p className="text-xs text-gray-500">{t('table.noSeatPlayed')}</p>}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {table.seats.map((s) => {
          const ins = insuranceWords(t as unknown as Translate, s, pending.includes(s.seat), false);
          return (
            <div key={s.seat} data-seat={s.seat} className="rounded-md border border-line/70 p-1.5">
              <div className="mb-1 flex items-center gap-2 text-xs">
                <span className="font-semibold text-gray-200">{t('table.seatN', { seat: s.seat })}</span>
                {ins && <span className={ins.tone}>{ins.text}</span>}
              </div>
              <BjSeatHands seat={s} table={table} next={next} size={size} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * One line per seat, for the pit's table cards: `Dealer A♦ 7♠ 8/18` then `S2 8♠ 3♥ 9♣ 20 ×2 WIN`.
 */
export function BlackjackCompact({ table, next }: { table: BjTable; next?: NextLike }) {
  const t = useTranslations('games.blackjack.pit');
  if (table.phase === 'BETTING') return <p className="text-xs text-gray-500">{t('table.compactBetting')}</p>;
  const cardText = (c: string, i: number) => {
    const rank = c[0] === 'T' ? '10' : c[0];
    const suit = { S: '♠', H: '♥', D: '♦', C: '♣' }[c[1] ?? ''] ?? '?';
    return (
      <span
        key={`${c}-${i}`}
        className={`font-mono ${c[1] === 'H' || c[1] === 'D' ? 'text-red-300' : 'text-gray-200'}`}
      >
        {rank}
        {suit}
      </span>
    );
  };
  return (
    <div className="space-y-0.5 text-xs" data-phase={table.phase}>
      <div className="flex flex-wrap items-center gap-1.5" data-field="dealer-hand">
        <span className="w-10 text-red-300">{t('table.dealer')}</span>
        {(table.dealer?.cards ?? []).map(cardText)}
        {next && next.kind === 'card' && next.to === 'dealer' && <span className="text-brass">·?</span>}
        <span className="ml-auto font-mono font-semibold text-gray-100">
          {table.dealer?.bust ? t('table.bustTotal', { total: table.dealer.total }) : bjDealerWords(table.dealer)}
        </span>
      </div>
      {table.seats.map((s) =>
        s.hands.map((h) => (
          <div
            key={`${s.seat}.${h.hand}`}
            data-seat={s.seat}
            data-hand={h.hand}
            className={`flex flex-wrap items-center gap-1.5 ${table.turn?.seat === s.seat && table.turn.hand === h.hand ? 'rounded bg-brass/10' : ''}`}
          >
            <span className="w-10 text-gray-500">
              {t('table.seatShort', { seat: s.seat })}
              {s.hands.length > 1 ? `.${h.hand}` : ''}
            </span>
            {h.cards.map(cardText)}
            {nextCardFor(next, s.seat, h.hand) !== null && <span className="text-brass">·?</span>}
            <span className="ml-auto flex items-center gap-1">
              {h.doubled && <span className="text-amber-300">×2</span>}
              <span
                className={`font-mono font-semibold ${h.bust ? 'text-rose-300' : h.blackjack ? 'text-brass' : 'text-gray-100'}`}
              >
                {h.bust ? t('table.bustTotal', { total: h.total }) : bjTotal(h)}
              </span>
              <OutcomeBadge outcome={h.outcome} />
            </span>
          </div>
        )),
      )}
      {!table.seats.length && <p className="text-gray-500">{t('table.compactNoSeat')}</p>}
    </div>
  );
}

/**
 * Seconds left on the decision timer (§C-7, §BJ-10; high card flush's DP offer and Raise/Fold, §HCF-7),
 * ticking; red from `urgentAt` seconds.
 */
export function DecisionTimer({
  deadline,
  testId = 'pit-bj-timer',
  urgentAt = 5,
}: {
  deadline: string | null | undefined;
  testId?: string;
  urgentAt?: number;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  if (!deadline) return null;
  const left = Math.max(0, Math.ceil((new Date(deadline).getTime() - now) / 1000));
  return (
    <span
      data-testid={testId}
      className={`font-mono text-xs font-semibold ${left <= urgentAt ? 'text-rose-300' : 'text-amber-200'}`}
    >
      <ClockIcon /> {left}s
    </span>
  );
}

/** A small clock, for timers (decision timer, timer expiries). */
export function ClockIcon({ className = 'h-3 w-3' }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 16 16"
      className={`inline-block align-[-2px] ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <circle cx="8" cy="8" r="6.2" />
      <path d="M8 4.5V8l2.4 1.6" strokeLinecap="round" />
    </svg>
  );
}
