'use client';

import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import type { SeatView } from '@/lib/client/use-table-feed';
import type { HighCardFlushRules } from '@/lib/games/high-card-flush/rules';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import { ChipStack } from '@/components/ui/chips';
import { HcfPlayPanel, HcfResults, SuitGroups } from './player-controls';
import {
  bankFeeOf,
  betOutcome,
  coverState,
  decisionText,
  dpHandRows,
  flushText,
  dpStatusText,
  HCF_SEAT_NUMBERS,
  handVerdict,
  hcfRound,
  hcfRules,
  myHcf,
  rakeText,
  rotationLog,
  seatName,
  settlementOf,
  type HcfRound,
  type HcfWords,
  type MyHcf,
} from './player-format';
import type { HcfTableState } from './use-hcf-actions';

/** Vertical offset of each position on the arc, left to right (the middle seats sit lowest). */
const ARC = [0, 22, 36, 36, 22, 0];

/** The player view's words: `games.high-card-flush.player` and money in the player's language. */
export function useHcfWords() {
  const t = useTranslations('games.high-card-flush.player');
  const money = useMoney();
  return useMemo(() => ({ t, money }) satisfies HcfWords, [t, money]);
}

/** Rich-text tags of the player messages: `<m>` an amount, `<b>` the amount that matters. */
const TAGS = {
  m: (c: ReactNode) => <span className="font-mono text-white">{c}</span>,
  b: (c: ReactNode) => <span className="font-mono font-semibold text-brass">{c}</span>,
};

/** The High Card Flush picture of the player view: the round, the player's stake in it, the table's settings. */
export function useHcf(s: HcfTableState): { h: HcfRound | null; my: MyHcf; rules: HighCardFlushRules } {
  const rules = useMemo(() => hcfRules(s.table?.rules), [s.table?.rules]);
  const h = useMemo(() => hcfRound(s.round), [s.round]);
  const my = myHcf(h, s.seats?.seats ?? [], s.me?.id ?? null, s.bets);
  return { h, my, rules };
}

/** A face-down card. */
function CardBack({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const t = useTranslations('games.high-card-flush.player');
  const dims = size === 'sm' ? 'h-12 w-9' : 'h-20 w-14';
  return (
    <div
      aria-label={t('faceDown')}
      className={`rounded-md border border-white/40 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_4px,#991b1b_4px_8px)] shadow ${dims}`}
    />
  );
}

/** The dealer button (§HCF-7: it sits in front of the DP). */
function DealerButton({ testId }: { testId?: string }) {
  const t = useTranslations('games.high-card-flush.player');
  return (
    <span
      data-testid={testId}
      title={t('dealerButton')}
      className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-white font-bold text-ink shadow ring-2 ring-brass"
    >
      D
    </span>
  );
}

/**
 * The DP's bank (§HCF-8): committed to the hands covered so far and what is still uncommitted; once
 * the round is complete, what the bank collected and paid and what is left (`start → end`).
 */
function BankMeter({ h, rules }: { h: HcfRound; rules: HighCardFlushRules }) {
  const { t, money } = useHcfWords();
  const bank = h.view.bank;
  if (!bank) return null;
  const done = h.complete ? settlementOf(h, rules) : null;
  if (done && done.bank.start !== null && done.bank.end !== null) {
    return (
      <div
        data-testid="hcf-bank"
        data-start={done.bank.start}
        data-end={done.bank.end}
        data-committed={bank.committed}
        data-uncommitted={bank.uncommitted}
        className="w-full max-w-sm text-xs text-white/70"
      >
        {t.rich('bankMeter.done', {
          ...TAGS,
          start: money(done.bank.start),
          collected: money(done.bank.collected),
          paid: money(done.bank.paid),
          end: money(done.bank.end),
        })}
      </div>
    );
  }
  const pct = bank.start > 0 ? Math.min(100, Math.round((bank.committed / bank.start) * 100)) : 0;
  const dead = bank.hands.filter((x) => coverState(h.view, x.seat) === 'dead').length;
  return (
    <div
      data-testid="hcf-bank"
      data-start={bank.start}
      data-committed={bank.committed}
      data-uncommitted={bank.uncommitted}
      className="w-full max-w-sm space-y-1"
    >
      <div className="flex items-baseline justify-between text-xs text-white/70">
        <span>{t.rich('bankMeter.start', { ...TAGS, start: money(bank.start) })}</span>
        <span>
          {t.rich('bankMeter.committed', {
            ...TAGS,
            committed: money(bank.committed),
            uncommitted: money(bank.uncommitted),
          })}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-white/10">
        <div className="h-full rounded-full bg-brass transition-[width] duration-500" style={{ width: `${pct}%` }} />
      </div>
      {dead > 0 && <p className="text-[11px] text-orange-300">{t('bankMeter.dead', { count: dead })}</p>}
    </div>
  );
}

/** The DP's (house: the dealer's) hand, revealed after every decision (§HCF-4: qualifies with a three-card 9-high flush). */
function BankHand({ h, seats }: { h: HcfRound; seats: readonly SeatView[] }) {
  const { t } = useHcfWords();
  const bh = h.view.bankHand;
  const next = h.next;
  const dealing = next?.kind === 'card' && (next.to === 'dp' || next.to === 'dealer');
  const cards = bh?.cards ?? [];
  const inPlay = h.view.hands.length > 0;
  if (!inPlay) return null;
  const full = cards.length === 7;
  const who =
    h.view.dpSeat !== null ? t('bankHand.dp', { who: seatName(t, seats, h.view.dpSeat) }) : t('bankHand.house');
  return (
    <div
      data-testid="hcf-dp-hand"
      data-cards={cards.join(' ')}
      data-qualifies={bh?.qualifies === null || bh?.qualifies === undefined ? '' : String(bh.qualifies)}
      className="flex flex-col items-center gap-1.5"
    >
      <span className="text-[10px] uppercase tracking-[0.3em] text-white/55">{who}</span>
      {cards.length > 0 ? (
        full ? (
          <SuitGroups cards={cards} flushSuit={bh?.flush?.suit ?? null} size="sm" />
        ) : (
          <div className="flex gap-1">
            {cards.map((c) => (
              <PlayingCard key={c} code={c} size="sm" />
            ))}
            {dealing && <CardSlot size="sm" active />}
          </div>
        )
      ) : h.complete ? (
        <span className="text-xs text-white/50">{t('bankHand.allFolded')}</span>
      ) : (
        <div className="flex items-center gap-1">
          {Array.from({ length: 7 }, (_, i) =>
            i === 0 && dealing ? <CardSlot key={i} size="sm" active /> : <CardBack key={i} />,
          )}
        </div>
      )}
      {full && bh?.flush && (
        <p className="text-sm">
          <span className="font-semibold text-white">{flushText(t, bh.flush)}</span>{' '}
          <span
            data-testid="hcf-dp-qualifies"
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${bh.qualifies ? 'bg-emerald-600/70 text-white' : 'bg-orange-700/70 text-white'}`}
          >
            {bh.qualifies ? t('bankHand.qualifies') : t('bankHand.notQualifies')}
          </span>
        </p>
      )}
      {!full && !h.complete && <span className="text-[11px] text-white/40">{t('bankHand.later')}</span>}
    </div>
  );
}

/** Who banks, the rotation's offers and answers, the offer timer, and the prompt for the offered player (§HCF-7). */
function RotationPanel({ s, h, my, rules }: { s: HcfTableState; h: HcfRound; my: MyHcf; rules: HighCardFlushRules }) {
  const w = useHcfWords();
  const { t } = w;
  const seats = s.seats?.seats ?? [];
  const log = rotationLog(w, h.view, seats);
  const offering = h.next?.kind === 'dp-offer' && !h.decided;
  const dp = h.view.rotation.dp;
  return (
    <div
      className={`order-first rounded-xl border px-3 py-2.5 lg:order-none ${offering ? 'border-brass/60 bg-black/40' : 'border-white/10 bg-black/25'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-[10px] uppercase tracking-[0.3em] text-white/55">{t('rotation.title')}</span>
        {offering && (
          <DecisionTimer
            deadline={h.deadline}
            total={rules.offerSeconds}
            testId="dp-offer-timer"
            title={t('offer.timerTitle')}
          />
        )}
      </div>
      <p
        data-testid="dp-status"
        data-dp-seat={dp?.seat ?? ''}
        data-house={h.view.house ? 'true' : 'false'}
        data-offer-seat={offering && h.view.rotation.offer ? h.view.rotation.offer.seat : ''}
        className="mt-0.5 flex items-center gap-2 text-base font-semibold text-white"
      >
        {dp && <DealerButton />}
        <span>{dpStatusText(w, h.view, seats, h.decided)}</span>
      </p>
      {log.some((e) => e.kind !== 'OFFERED') && (
        <ol data-testid="dp-rotation-log" className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs">
          {log
            .filter((e) => e.kind !== 'OFFERED')
            .map((e, i) => (
              <li
                key={i}
                data-kind={e.kind}
                data-seat={e.seat}
                className={
                  e.kind === 'ACCEPTED'
                    ? 'text-emerald-300'
                    : e.kind === 'OFFERED'
                      ? 'animate-pulse text-brass'
                      : e.kind === 'TIMEOUT'
                        ? 'text-orange-300'
                        : 'text-white/55'
                }
              >
                {e.who} {e.text}
                {e.last && e.kind !== 'OFFERED' ? ` ${t('rotation.lastDp')}` : ''}
              </li>
            ))}
        </ol>
      )}
      {/* The offered player's answer is in the decision bar (`HcfDock`): under the thumb on phones. */}
      {offering && my.offered && <p className="mt-1 text-xs font-semibold text-brass">{t('rotation.answerBelow')}</p>}
      {offering && !my.offered && my.seat !== null && (
        <p className="mt-1 text-xs text-white/50">{t('rotation.bettingAfter')}</p>
      )}
    </div>
  );
}

/** One of the six seats: who sits there, their DP opt-in, the button, the stakes, the hand and its decision. */
function Seat({ n, s, h, my, offset }: { n: number; s: HcfTableState; h: HcfRound | null; my: MyHcf; offset: number }) {
  const { t, money } = useHcfWords();
  const seats = s.seats?.seats ?? [];
  const sv = seats.find((x) => x.seat === n);
  const loaded = s.seats !== null;
  const isPlayer = s.me?.role === 'PLAYER';
  const mine = !!sv && sv.userId === s.me?.id;
  const view = h?.view ?? null;
  const isDp = view?.dpSeat === n;
  const offered = h?.next?.kind === 'dp-offer' && h.next.seat === n;
  const hand = view?.hands.find((x) => x.seat === n) ?? null;
  const acting = h?.next?.kind === 'decision' && h.next.seat === n;
  const dealing = h?.next?.kind === 'card' && h.next.to === 'seat' && h.next.seat === n;
  const cover = view ? coverState(view, n) : null;
  const showCards = mine || !!h?.complete;
  const verdict = h?.complete ? handVerdict(t, h, n) : null;
  const decision = hand ? decisionText(t, hand.decision) : null;
  return (
    <div
      data-testid={`hcf-seat-${n}`}
      data-seat={n}
      data-occupied={sv ? 'true' : 'false'}
      data-mine={mine ? 'true' : 'false'}
      data-dp={isDp ? 'true' : 'false'}
      data-acting={acting ? 'true' : 'false'}
      style={{ '--arc': `${offset}px` } as CSSProperties}
      className={`relative flex min-h-[8.5rem] w-full min-w-0 flex-col items-center gap-1 rounded-2xl border-2 px-1 py-2 transition-all md:mt-[var(--arc)] md:min-h-[12.5rem] md:gap-1.5 md:px-1.5 ${
        acting
          ? 'border-brass bg-black/30 shadow-[0_0_24px_rgba(201,162,39,0.4)]'
          : isDp
            ? 'border-white/70 bg-white/10'
            : mine
              ? 'border-sky-400/70 bg-sky-950/30'
              : sv
                ? 'border-white/25 bg-black/20'
                : 'border-dashed border-white/15 bg-black/10'
      }`}
    >
      {isDp && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2">
          <DealerButton testId={`hcf-button-${n}`} />
        </span>
      )}
      <div className="flex w-full items-center justify-between gap-1 px-1 text-[10px] uppercase tracking-[0.2em] text-white/50">
        <span>{t('seat.label', { seat: n })}</span>
        {mine && <span className="rounded bg-sky-500/30 px-1 tracking-normal text-sky-200">{t('seat.you')}</span>}
      </div>
      <div
        data-testid={`seat-owner-${n}`}
        className={`max-w-full truncate text-sm font-semibold ${sv ? (mine ? 'text-sky-200' : 'text-white') : 'text-white/35'}`}
        title={sv?.username}
      >
        {sv ? sv.username : loaded ? t('seat.free') : '…'}
      </div>
      {sv && (
        <div className="flex flex-wrap justify-center gap-1 text-[10px]">
          {isDp ? (
            <span className="rounded bg-white px-1.5 font-bold text-ink">
              {t('seat.dpBank', { bank: money(view?.rotation.dp?.bank ?? sv.bank) })}
            </span>
          ) : offered ? (
            <span className="animate-pulse rounded bg-brass px-1.5 font-semibold text-ink">{t('seat.dpOffered')}</span>
          ) : sv.dpOptIn ? (
            <span title={t('seat.optInTitle')} className="rounded border border-white/25 px-1.5 text-white/60">
              {t('seat.optIn')}
            </span>
          ) : null}
        </div>
      )}

      <div className="flex flex-1 flex-col items-center justify-center gap-1">
        {hand && hand.dealt > 0 && (
          <div
            data-testid={`hcf-seat-cards-${n}`}
            data-dealt={hand.dealt}
            data-face-down={hand.hidden || !showCards ? 'true' : 'false'}
            className="flex items-center"
            title={showCards && !hand.hidden ? hand.cards.join(' ') : t('seat.faceDown', { count: hand.dealt })}
          >
            {/* Another player's hand is face down (§HCF-1): the server sends no cards for it, only how many. */}
            {/* Overlap tighter on phones (three seats a row): seven cards in the width of three. */}
            {Array.from({ length: hand.dealt }, (_, i) => (
              <div key={i} className={i === 0 ? '' : '-ml-[29px] md:-ml-6'}>
                {showCards && !hand.hidden && hand.cards[i] ? (
                  <PlayingCard code={hand.cards[i]!} size="sm" corner />
                ) : (
                  <CardBack />
                )}
              </div>
            ))}
            {dealing && (
              <div className="-ml-[29px] md:-ml-[18px]">
                <CardSlot size="sm" active />
              </div>
            )}
          </div>
        )}
        {hand && hand.dealt === 0 && dealing && <CardSlot size="sm" active />}
        {showCards && hand?.flush && hand.cards.length === 7 && (
          <span className="text-center text-[10px] text-white/70">{flushText(t, hand.flush)}</span>
        )}
        {acting && <span className="animate-pulse text-xs font-semibold text-brass">{t('seat.deciding')}</span>}
        {decision && (
          <span
            data-testid={`hcf-seat-decision-${n}`}
            className={`rounded px-1.5 text-[11px] font-semibold ${hand?.decision?.action === 'RAISE' ? 'bg-emerald-600/60 text-white' : 'bg-black/50 text-white/70'}`}
          >
            {decision}
          </span>
        )}
        {cover === 'dead' && (
          <span
            data-testid={`hcf-seat-dead-${n}`}
            className="rounded bg-orange-700/80 px-1.5 text-[10px] font-semibold text-white"
          >
            {t('seat.dead')}
          </span>
        )}
        {cover === 'short' && (
          <span
            title={t('seat.shortTitle')}
            className="rounded border border-orange-400/60 px-1.5 text-[10px] text-orange-200"
          >
            {t('seat.short')}
          </span>
        )}
        {verdict && cover !== 'dead' && hand?.decision?.action === 'RAISE' && (
          <span className="text-center text-[10px] font-semibold text-brass">{verdict}</span>
        )}
      </div>

      {sv && !isDp && (
        <div className="flex w-full flex-col items-center">
          {sv.main > 0 ? (
            <ChipStack cents={sv.main} size={28} compact totalTestId={`seat-main-${n}`} />
          ) : (
            <span data-testid={`seat-main-${n}`} data-amount={0} className="text-[10px] text-white/35">
              {t('seat.noBet')}
            </span>
          )}
        </div>
      )}

      {isPlayer && loaded && !sv && my.seat === null && (
        <button
          type="button"
          data-testid={`btn-take-seat-${n}`}
          disabled={s.busy}
          title={t(s.dpOptInWanted ? 'seat.sitTitleOptIn' : 'seat.sitTitle', { seat: n })}
          onClick={() => void s.takeSeat(n, { dpOptIn: s.dpOptInWanted })}
          className="mt-auto rounded-full border border-brass/60 bg-brass/10 px-3 py-1 text-xs font-semibold text-brass hover:bg-brass hover:text-ink disabled:opacity-40"
        >
          {t('seat.sit')}
        </button>
      )}
    </div>
  );
}

/** What is happening now, in a line. */
function statusLine(t: HcfWords['t'], h: HcfRound | null, my: MyHcf, seats: readonly SeatView[]): string {
  if (!h) return t('status.noRound');
  if (h.voided) return t('status.voided');
  if (h.status === 'BETTING') {
    if (!h.decided) return t('status.rotation');
    if (my.isDp) return t('status.youAreDp');
    return my.seat !== null ? t('status.placeAnte') : t('status.takeSeat');
  }
  if (h.status === 'SETTLED') return t('status.settled');
  if (h.status === 'COMPLETE') return t('status.complete');
  const n = h.next;
  if (!n) return t('status.dealing');
  if (n.kind === 'card') {
    if (n.to === 'seat' && n.seat !== null)
      return t('status.dealingSeat', { who: seatName(t, seats, n.seat), position: n.position });
    return n.to === 'dp' ? t('status.revealDp') : t('status.revealDealer');
  }
  if (n.kind === 'decision')
    return my.turn ? t('status.yourTurn') : t('status.decides', { who: seatName(t, seats, n.seat) });
  if (n.kind === 'confirm') return t('status.complete');
  return t('status.dealing');
}

/**
 * The DP's own view (RULES.md §HCF-8): their bank, committed and uncommitted, and every hand played
 * against it in action order (stake, decision, flush, covered or dead), with each hand's result
 * against the bank at the end and the bank's total from the DP's settled bank bet.
 */
function DpHandsPanel({ s, h, my, rules }: { s: HcfTableState; h: HcfRound; my: MyHcf; rules: HighCardFlushRules }) {
  const w = useHcfWords();
  const { t, money } = w;
  const seats = s.seats?.seats ?? [];
  const rows = dpHandRows(w, h, seats, rules);
  const bank = h.view.bank;
  const bet = my.bank;
  const fee = bet?.fee ?? bankFeeOf(rules);
  const settled = bet && bet.status !== 'OPEN' ? betOutcome(bet, fee) : null;
  // The DP's rake is not in the bank bet (it comes back as one sum): the round's settlement says it.
  const dpRake = settled ? (settlementOf(h, rules)?.dpRake ?? null) : null;
  const pending = seats.filter((x) => x.userId !== s.me?.id && x.main > 0);
  return (
    <section
      data-testid="hcf-dp-hands"
      className="mx-auto w-full max-w-4xl rounded-2xl border border-white/30 bg-black/40 px-2.5 py-3 sm:px-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.2em] text-white">
          <DealerButton /> {t('dpHands.title')}
        </h3>
        {bank && !h.complete && (
          <p className="text-sm text-white/70">
            {t.rich('dpHands.bank', {
              ...TAGS,
              start: money(bank.start),
              committed: money(bank.committed),
              uncommitted: money(bank.uncommitted),
            })}
          </p>
        )}
      </header>
      {rows.length === 0 ? (
        <p className="py-3 text-center text-sm text-white/55">
          {h.status === 'BETTING'
            ? pending.length
              ? t('dpHands.betsSoFar', {
                  bets: pending.map((x) => `${seatName(t, seats, x.seat)} ${money(x.main)}`).join(', '),
                })
              : t('dpHands.noBets')
            : t('dpHands.nobody')}
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-xs sm:text-sm">
          <thead className="text-[10px] uppercase tracking-[0.15em] text-white/45">
            <tr>
              <th className="hidden py-1 pr-2 sm:table-cell">#</th>
              <th className="py-1 pr-2">{t('dpHands.col.hand')}</th>
              <th className="py-1 pr-2 text-right">{t('dpHands.col.stake')}</th>
              <th className="py-1 pr-2">{t('dpHands.col.decision')}</th>
              <th className="hidden py-1 pr-2 sm:table-cell">{t('dpHands.col.flush')}</th>
              <th className="py-1 pr-2">{t('dpHands.col.bank')}</th>
              <th className="py-1 text-right">{t('dpHands.col.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.seat}
                data-testid={`hcf-dp-hand-row-${r.seat}`}
                data-cover={r.cover}
                data-stake={r.stake}
                data-bank-net={r.result?.bankNet ?? ''}
                className="border-t border-white/10"
              >
                <td className="hidden py-1.5 pr-2 font-mono text-white/50 sm:table-cell">{r.order}</td>
                <td className="py-1.5 pr-2 text-white">{r.who}</td>
                <td className="py-1.5 pr-2 text-right font-mono text-white">{money(r.stake)}</td>
                <td className="py-1.5 pr-2 text-white/80">
                  {r.decision ?? (h.next?.kind === 'decision' && h.next.seat === r.seat ? t('dpHands.deciding') : '—')}
                </td>
                <td className="hidden py-1.5 pr-2 text-white/80 sm:table-cell">{r.flush || '—'}</td>
                <td className="py-1.5 pr-2">
                  <span
                    className={`rounded px-1.5 text-[11px] font-semibold ${r.cover === 'dead' ? 'bg-orange-700/80 text-white' : r.cover === 'short' ? 'border border-orange-400/60 text-orange-200' : 'bg-emerald-700/60 text-white'}`}
                  >
                    {t(`dpHands.cover.${r.cover}`)}
                  </span>
                </td>
                <td
                  className={`py-1.5 text-right font-mono text-xs ${r.result ? (r.result.bankNet > 0 ? 'text-brass' : r.result.bankNet < 0 ? 'text-red-300' : 'text-white/70') : 'text-white/40'}`}
                >
                  {r.result ? r.result.text : '…'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {settled && (
        <p data-testid="hcf-dp-net" data-net={settled.net} className="mt-2 text-right text-sm text-white/80">
          {t.rich('dpHands.back', {
            ...TAGS,
            back: money(settled.stake + settled.net + fee),
            net: money.signed(settled.net),
            n: (c) => (
              <span
                className={`font-mono font-semibold ${settled.net > 0 ? 'text-brass' : settled.net < 0 ? 'text-red-300' : 'text-white'}`}
              >
                {c}
              </span>
            ),
          })}
          {dpRake ? ` · ${t('rakeKept', { rake: money(dpRake) })}` : ''}
        </p>
      )}
      {!settled && fee > 0 && (
        <p className="mt-1 text-right text-[11px] text-white/45">{t('dpHands.feeNote', { fee: money(fee) })}</p>
      )}
    </section>
  );
}

/**
 * The High Card Flush table (RULES.md §HCF): the bank on top (who is DP or "House banks", the
 * rotation with its offer timer and the offered player's prompt, the bank committed/uncommitted,
 * the DP's hand at the reveal), the six seats on an arc (seat 1 on the dealer's left, the right of
 * the screen) with the dealer button at the DP's seat, then the player's own hand and decision,
 * their results, and for the DP every hand played against their bank.
 */
export function HcfBoard({ s }: { s: HcfTableState }) {
  const w = useHcfWords();
  const { t } = w;
  const { h, my, rules } = useHcf(s);
  const seats = s.seats?.seats ?? [];
  const order = [...HCF_SEAT_NUMBERS].reverse();
  return (
    // Phones (under md) put the player's own hand right under the DP's hand and before the seats, so the two
    // hands that matter are on one screen while the decision bar (the shell's dock) is under the thumb.
    <div className="flex flex-col gap-3 md:gap-4">
      {h && !h.voided ? (
        <div className={`grid items-start gap-3 ${h.decided ? 'lg:grid-cols-2' : ''}`}>
          {/* The bank: once the DP seat is settled (the rotation panel has the whole width before). */}
          <div
            className={`flex flex-col items-center gap-2 rounded-xl border border-white/10 bg-black/20 px-3 py-2.5 ${h.decided ? '' : 'hidden'}`}
          >
            <BankMeter h={h} rules={rules} />
            <BankHand h={h} seats={seats} />
            {!h.view.bank && h.decided && (
              <p className="text-xs text-white/55">{h.view.house ? t('board.house') : ''}</p>
            )}
            {h.view.hands.length === 0 && h.view.bank && (
              <p className="text-xs text-white/55">{t('board.coverOrder')}</p>
            )}
          </div>
          <RotationPanel s={s} h={h} my={my} rules={rules} />
        </div>
      ) : h?.voided ? (
        <div
          data-testid="round-voided"
          className="mx-auto w-fit rounded-full bg-orange-900/60 px-5 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30"
        >
          {s.round?.voidReason ? t('board.voidedReason', { reason: s.round.voidReason }) : t('board.voided')}
        </div>
      ) : null}

      <div className="order-1 flex flex-col items-center gap-1 md:order-none">
        <p data-testid="hcf-status" className="text-center text-sm tracking-wide text-white/70">
          {statusLine(t, h, my, seats)}
        </p>
        <p className="hidden text-center text-[10px] uppercase tracking-[0.3em] text-white/25 md:block">
          {t('board.tagline', { rake: rakeText(w, rules) })}
        </p>
      </div>

      {/* Six seats: an arc of six from md up, two rows of three on phones (seat 6 top left, seat 1 bottom right). */}
      <div className="order-3 pt-1 md:order-none md:pb-1 md:pt-3">
        <div className="grid grid-cols-3 gap-x-1.5 gap-y-4 md:grid-cols-6 md:gap-2">
          {order.map((n, i) => (
            <Seat key={n} n={n} s={s} h={h} my={my} offset={ARC[i] ?? 0} />
          ))}
        </div>
      </div>

      {h && !h.voided && (
        <div className="order-0 md:order-none">
          <HcfPlayPanel s={s} h={h} my={my} rules={rules} />
        </div>
      )}
      <div className="order-2 md:order-none">
        <HcfResults s={s} rules={rules} />
      </div>
      {h && my.isDp && !h.voided && (
        <div className="order-2 md:order-none">
          <DpHandsPanel s={s} h={h} my={my} rules={rules} />
        </div>
      )}
    </div>
  );
}
