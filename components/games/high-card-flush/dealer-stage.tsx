'use client';

import { useTranslations } from 'next-intl';
import { readHcfView, type HcfHandView, type HcfView } from './view';
import { PlayingCard } from '@/components/ui/playing-card';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import { Label } from '@/components/ui/console-bits';
import { MiniCard, useNow } from '@/components/games/blackjack/dealer-stage';
import {
  answerText,
  bankHandText,
  cardTargetText,
  coverState,
  closeBlockedReason,
  decisionText,
  dpText,
  flushText,
  handOutcome,
  HCF_HAND_SIZE,
  isDpPending,
  offerText,
  outcomeLabel,
  raiseChoicesText,
  readHcfNext,
  readHcfResult,
  seatLabel,
  seatNet,
  seatStakes,
  secondsLeft,
  settledSummary,
  signedMoney,
  stakesText,
  usernameOf,
  type DetailBet,
  type HcfHandOutcome,
  type HcfNext,
  type SeatStakes,
} from './dealer-format';
import type { RoundDetailView, SeatBoardSeat, SeatBoardView } from '@/components/dealer/model';

/**
 * The High Card Flush stage of the dealer console (RULES.md §HCF): the DP rotation, the seats with their
 * stakes, hands, flushes and decisions, the button, the DP's (or the house dealer's) hand and the DP's
 * bank. The engine decides; the console names what it waits for (`round.next`).
 */

const isHcf = (round: PublicRound | null): round is PublicRound => !!round && round.game === 'HIGH_CARD_FLUSH';
const hcfNext = (round: PublicRound | null): HcfNext | null => (isHcf(round) ? readHcfNext(round.next) : null);
const LIVE = new Set(['BETTING', 'DEALING', 'COMPLETE']);

/** Why *No more bets* waits (the DP seat is still offered, §HCF-7), or null; `t`: `games.high-card-flush.dealer`. */
export function hcfCloseBlocked(round: PublicRound | null, board: SeatBoardView | null, t: Translate): string | null {
  if (!isHcf(round) || round.status !== 'BETTING') return null;
  return closeBlockedReason(t, hcfNext(round), board);
}

/** The round waits for the DP rotation (no bets, no *No more bets* yet). */
export function hcfDpPending(round: PublicRound | null): boolean {
  return isHcf(round) && round.status === 'BETTING' && isDpPending(hcfNext(round));
}

/**
 * The body of the console's "Next: …" line for a High Card Flush round: `Seat 2 (bob) · card 3 of 7`,
 * `DP seat 4 (dave) · card 1 of 7`, `Dealer (house bank) · card 1 of 7`, `Seat 3 (carol) to decide ·
 * FOLD / RAISE 1×–2×`, `DP offer · seat 2 (bob)`, `no more bets`, `confirm result`.
 */
export function hcfNextBody(
  round: PublicRound,
  board: SeatBoardView | null,
): { body: React.ReactNode; accent: string } {
  const next = hcfNext(round);
  const accent =
    next?.kind === 'card'
      ? next.to === 'seat'
        ? 'border-emerald-500'
        : 'border-banker'
      : next?.kind === 'decision' || next?.kind === 'dp-offer' || next?.kind === 'dp-rotation'
        ? 'border-amber-400'
        : 'border-brass';
  return { accent, body: <HcfNext next={next} board={board} /> };
}

/** The words of the "Next: …" line (a component, so that it reads the dealer's language). */
function HcfNext({ next, board }: { next: HcfNext | null; board: SeatBoardView | null }) {
  const t = useTranslations('games.high-card-flush.dealer');
  if (next?.kind === 'card') {
    const target = cardTargetText(t, next, board);
    return (
      <>
        <span className={next.to === 'seat' ? 'text-emerald-300' : 'text-red-400'}>
          {target?.who ?? t('card.of', { position: next.position ?? '?', size: HCF_HAND_SIZE })}
        </span>
        {target ? ` · ${target.card}` : ''}
      </>
    );
  }
  if (next?.kind === 'decision' && next.seat !== null) {
    return (
      <>
        <span className="text-amber-300">{seatLabel(t, next.seat, usernameOf(board, next.seat))}</span>{' '}
        {t('next.toDecide')}{' '}
        <span className="ml-2 inline-block align-middle text-xl font-bold tracking-wide whitespace-nowrap text-gray-400 xl:text-2xl">
          · {raiseChoicesText(t, next.maxMultiple)}
        </span>
      </>
    );
  }
  if (next?.kind === 'dp-offer' && next.seat !== null) {
    return (
      <>
        <span className="text-amber-300">{t('next.dpOffer')}</span> ·{' '}
        {seatLabel(t, next.seat, usernameOf(board, next.seat, next.userId), 'seat')}
      </>
    );
  }
  if (next?.kind === 'dp-rotation') return <span className="text-amber-300">{t('next.dpRotation')}</span>;
  if (next?.kind === 'confirm') return <>{t('next.confirm')}</>;
  if (next?.kind === 'close') return <>{t('next.close')}</>;
  return <>{next?.kind ?? '…'}</>;
}

/** A ticking "12 s" for a deadline; `urgent` under 5 s. */
function Timer({ deadline, testId }: { deadline: string | null; testId: string }) {
  const now = useNow(!!deadline);
  const left = secondsLeft(deadline, now);
  const urgent = left !== null && left < 5;
  return (
    <div
      className={`font-mono text-4xl leading-none font-black tabular-nums ${urgent ? 'animate-pulse text-red-400' : 'text-amber-200'}`}
    >
      <span data-testid={testId} data-seconds={left ?? ''} data-urgent={urgent ? 'true' : 'false'}>
        {left === null ? '–' : left}
      </span>
      <span className="ml-0.5 text-lg font-bold">s</span>
    </div>
  );
}

const ANSWER_TONE: Record<string, string> = {
  ACCEPTED: 'text-emerald-300',
  DECLINED: 'text-gray-300',
  TIMEOUT: 'text-amber-300',
};

/**
 * The DP rotation of the round (RULES.md §HCF-7): who is offered the DP seat now with the offer timer,
 * every answer so far, then who banks: `House banks` or `DP: seat 4 (dave), bank 600.00`.
 */
export function HcfRotationPanel({ round, board }: { round: PublicRound | null; board: SeatBoardView | null }) {
  const t = useTranslations('games.high-card-flush.dealer');
  const money = useMoney();
  if (!isHcf(round)) return null;
  const view = readHcfView(round.view);
  const next = hcfNext(round);
  const r = view.rotation;
  const pending = round.status === 'BETTING' && isDpPending(next);
  const offer = offerText(t, next, board);
  const dp = dpText(t, money, view, board);
  const live = LIVE.has(round.status);
  return (
    <section
      data-testid="hcf-rotation"
      data-decided={r.decided ? 'true' : 'false'}
      className={`rounded-md border px-4 py-3 ${pending ? 'border-amber-500/60 bg-amber-500/10' : 'border-line bg-panel'}`}
    >
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-3">
            <Label>{t('rotation.title')}</Label>
            <span className="text-[11px] text-gray-500">
              {r.lastDpSeat !== null
                ? t('rotation.lastDp', { who: seatLabel(t, r.lastDpSeat, usernameOf(board, r.lastDpSeat), 'seat') })
                : t('rotation.noLastDp')}
            </span>
          </div>
          {pending ? (
            <div data-testid="hcf-offer" className="mt-1 text-2xl font-black tracking-wide text-amber-100">
              {offer ?? t('rotation.finding')}
            </div>
          ) : (
            <div
              data-testid="hcf-dp"
              data-house={view.house ? 'true' : 'false'}
              data-dp-seat={view.dpSeat ?? ''}
              className={`mt-1 text-2xl font-black tracking-wide ${view.house ? 'text-red-200' : 'text-brass'}`}
            >
              {dp ?? (live ? t('rotation.dpNotSettled') : '—')}
            </div>
          )}
          {pending && <div className="mt-0.5 text-xs text-gray-400">{t('rotation.note')}</div>}
          <ol data-testid="hcf-answers" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {r.answers.map((a, i) => (
              <li key={i} data-answer={a.answer} data-seat={a.seat} className="flex items-baseline gap-1.5">
                <span className="font-semibold text-gray-200">
                  {seatLabel(t, a.seat, usernameOf(board, a.seat, a.userId))}
                </span>
                <span className={`font-bold ${ANSWER_TONE[a.answer] ?? 'text-gray-300'}`}>
                  {answerText(t, money, a)}
                </span>
              </li>
            ))}
            {!r.answers.length && (
              <li className="text-gray-600">
                {pending ? t('rotation.noAnswers') : r.decided ? t('rotation.nobodyOffered') : ''}
              </li>
            )}
          </ol>
        </div>
        {pending && next?.kind === 'dp-offer' && (
          <div className="shrink-0 text-right">
            <Label>{t('rotation.offerTimer')}</Label>
            <Timer deadline={round.decisionDeadline} testId="hcf-offer-timer" />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The seat whose Raise/Fold decision the round waits for (RULES.md §HCF-3, one at a time in action
 * order, §HCF-8) with its flush and the decision timer (§C-7: on expiry the hand folds). The player
 * decides on their screen; the dealer only watches.
 */
export function HcfAwaitedDecision({ round, board }: { round: PublicRound | null; board: SeatBoardView | null }) {
  const t = useTranslations('games.high-card-flush.dealer');
  const money = useMoney();
  const next = hcfNext(round);
  if (!isHcf(round) || round.status !== 'DEALING' || next?.kind !== 'decision' || next.seat === null) return null;
  const view = readHcfView(round.view);
  const hand = view.hands.find((h) => h.seat === next.seat) ?? null;
  const name = usernameOf(board, next.seat);
  return (
    <div className="flex items-center gap-4 rounded-md border border-amber-500/50 bg-amber-500/10 px-4 py-2.5">
      <div className="min-w-0 flex-1">
        <Label>{t('awaited.title')}</Label>
        <div
          data-testid="awaited-decision"
          className="mt-0.5 text-xl sm:truncate font-black tracking-wide text-amber-100"
        >
          {seatLabel(t, next.seat, name)} · {raiseChoicesText(t, next.maxMultiple)}
        </div>
        <div className="mt-0.5 text-xs text-gray-400">
          {hand?.flush ? <span className="font-semibold text-gray-200">{flushText(t, hand.flush)}</span> : null}
          {hand?.flush ? ' · ' : ''}
          {view.bank ? `${t('awaited.bankUncommitted', { amount: money(view.bank.uncommitted) })} · ` : ''}
          {t('awaited.note')}
        </div>
      </div>
      <div className="shrink-0 text-right">
        <Label>{t('awaited.timer')}</Label>
        <Timer deadline={round.decisionDeadline} testId="decision-timer" />
      </div>
    </div>
  );
}

/** The dealer button (seed 002: in front of the DP; at the dealer when the house banks). */
function ButtonMarker() {
  const t = useTranslations('games.high-card-flush.dealer');
  return (
    <span
      data-testid="hcf-button"
      title={t('box.button')}
      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white font-mono text-[11px] font-black text-ink shadow ring-2 ring-brass"
    >
      D
    </span>
  );
}

const OUTCOME_TONE: Record<HcfHandOutcome, string> = {
  WIN: 'bg-emerald-500 text-ink',
  ANTE_WINS: 'bg-emerald-500/70 text-ink',
  PUSH: 'bg-gray-400 text-ink',
  LOSE: 'bg-red-600 text-white',
  FOLD: 'bg-gray-700 text-gray-200',
  DEAD: 'bg-violet-500/80 text-white',
};

/** A seat's stakes: the round's own record once play started (Ante and bonuses; the Raise from the decision), else the bets placed so far. */
function stakesOf(hand: HcfHandView | null, bets: readonly DetailBet[] | null, seat: number): SeatStakes {
  const placed = seatStakes(bets, seat);
  if (!hand?.stakes) return placed;
  return {
    ante: hand.stakes.ante,
    flushBonus: hand.stakes.flushBonus,
    straightFlushBonus: hand.stakes.straightFlushBonus,
    raise: hand.decision?.action === 'RAISE' ? hand.stakes.ante * hand.decision.multiple : 0,
    bank: placed.bank,
  };
}

function SeatBox({
  n,
  seated,
  staked,
  hand,
  view,
  next,
  status,
  bets,
  cover,
  outcome,
}: {
  n: number;
  seated: SeatBoardSeat | null;
  staked: SeatBoardSeat | null;
  hand: HcfHandView | null;
  view: HcfView;
  next: HcfNext | null;
  status: string | null;
  bets: readonly DetailBet[] | null;
  cover: 'dead' | 'uncovered' | null;
  outcome: HcfHandOutcome | null;
}) {
  const t = useTranslations('games.high-card-flush.dealer');
  const money = useMoney();
  const isDp = view.dpSeat === n;
  const target = next?.kind === 'card' && next.to === 'seat' && next.seat === n;
  const deciding = next?.kind === 'decision' && next.seat === n;
  const stakes = stakesOf(hand, bets, n);
  const total = staked?.main ?? 0;
  const bank = staked?.bank || (isDp ? (view.rotation.dp?.bank ?? 0) : 0);
  const net = status === 'SETTLED' ? seatNet(bets, n, isDp) : null;
  const tight = (hand?.cards.length ?? 0) + (target ? 1 : 0) >= 4;
  const dealIndex = view.dealOrder.findIndex((d) => d.to === 'seat' && d.seat === n);
  return (
    <div
      data-testid={`hcf-seat-${n}`}
      data-seated={seated ? 'true' : 'false'}
      data-dp={isDp ? 'true' : 'false'}
      data-button={view.button === n ? 'true' : 'false'}
      data-target={target ? 'true' : 'false'}
      data-deciding={deciding ? 'true' : 'false'}
      data-dead={cover === 'dead' ? 'true' : cover === 'uncovered' ? 'provisional' : 'false'}
      className={`flex min-w-0 flex-col rounded-md border transition-shadow ${
        deciding
          ? 'border-amber-400 bg-amber-500/10 shadow-[0_0_0_2px_var(--color-amber-400),0_0_28px_-6px_var(--color-amber-400)]'
          : target
            ? 'border-emerald-400 bg-felt/60 shadow-[0_0_0_2px_var(--color-emerald-400)]'
            : isDp
              ? 'border-brass/70 bg-brass/10'
              : hand
                ? 'border-line bg-felt/40'
                : 'border-line/70 bg-panel/60'
      }`}
    >
      <div className="flex flex-wrap items-center gap-1.5 border-b border-line/70 px-2 py-1">
        <span
          className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full font-mono text-sm font-black ${hand || isDp ? 'bg-brass text-ink' : seated ? 'bg-panel-2 text-gray-200 ring-1 ring-line' : 'text-gray-600 ring-1 ring-line'}`}
        >
          {n}
        </span>
        <span
          data-testid={`hcf-seat-${n}-player`}
          // At least a short name's room: on a phone the DP and button badges wrap below rather than squeeze it out.
          className={`min-w-0 flex-1 basis-12 truncate text-xs font-semibold ${seated ? 'text-gray-100' : 'text-gray-600 italic'}`}
        >
          {seated?.username ?? t('box.open')}
        </span>
        {seated?.dpOptIn && !isDp && (
          <span
            className="rounded px-1 text-[9px] font-bold tracking-wider text-gray-500 ring-1 ring-line"
            title={t('box.dpOptIn')}
          >
            {t('box.dpOptInBadge')}
          </span>
        )}
        {isDp && <span className="rounded bg-brass px-1 text-[10px] font-black tracking-wider text-ink">DP</span>}
        {view.button === n && <ButtonMarker />}
      </div>
      <div className="border-b border-line/50 px-2 py-1 font-mono text-[11px] tabular-nums">
        {isDp ? (
          <div className="flex items-baseline justify-between gap-1">
            <span className="font-sans text-[9px] font-semibold tracking-wider text-gray-500 uppercase">
              {t('box.bank')}
            </span>
            <span data-testid={`hcf-seat-${n}-bank`} className="font-bold text-brass">
              {bank ? money(bank) : '—'}
            </span>
          </div>
        ) : (
          <>
            <div className="flex items-baseline justify-between gap-1">
              <span className="font-sans text-[9px] font-semibold tracking-wider text-gray-500 uppercase">
                {t('box.stake')}
              </span>
              <span data-testid={`hcf-seat-${n}-stake`} className={total ? 'font-bold text-brass' : 'text-gray-600'}>
                {total ? money(total) : '—'}
              </span>
            </div>
            <div
              data-testid={`hcf-seat-${n}-stakes`}
              className="text-[10px] leading-tight break-words text-gray-400"
              title={t('stakes.title')}
            >
              {stakesText(t, money, stakes) || '\u00a0'}
            </div>
          </>
        )}
      </div>
      <div className="flex flex-1 flex-col items-center gap-1 px-1 py-1.5">
        {isDp ? (
          <span className="self-center py-3 text-center text-[11px] text-gray-400">{t('box.banks')}</span>
        ) : hand ? (
          <>
            <div
              className={`flex max-w-full min-h-14 flex-wrap items-end justify-center gap-y-1 ${tight ? 'pl-6' : 'pl-5'}`}
            >
              {hand.cards.map((c, i) => (
                <MiniCard key={`${i}-${c}`} code={c} overlap={tight ? 'tight' : 'wide'} />
              ))}
              {target && (
                <div
                  aria-label={t('card.nextAria', {
                    who: t('seat.inline', { seat: n }),
                    position: next?.position ?? '?',
                  })}
                  className={`flex h-14 w-10 shrink-0 animate-pulse items-center justify-center rounded border-2 border-dashed border-brass bg-ink/70 text-[10px] font-bold text-brass ${hand.cards.length ? '-ml-3' : '-ml-5'}`}
                >
                  {next?.position}/{HCF_HAND_SIZE}
                </div>
              )}
            </div>
            <div data-testid={`hcf-seat-${n}-flush`} className="text-center text-[11px] font-semibold text-gray-200">
              {hand.flush
                ? flushText(t, hand.flush)
                : t('card.count', { count: hand.cards.length, size: HCF_HAND_SIZE })}
            </div>
            <div className="flex flex-wrap items-center justify-center gap-1">
              {hand.decision && (
                <span
                  data-testid={`hcf-seat-${n}-decision`}
                  className={`rounded px-1.5 text-[11px] font-black tracking-wider ${hand.decision.action === 'RAISE' ? 'bg-sky-500/30 text-sky-100' : 'bg-gray-700 text-gray-300'}`}
                >
                  {decisionText(t, hand.decision)}
                </span>
              )}
              {deciding && (
                <span className="animate-pulse rounded bg-amber-400/25 px-1 text-[10px] font-black text-amber-200">
                  {raiseChoicesText(t, next?.maxMultiple ?? null)}
                </span>
              )}
              {cover === 'dead' && !outcome && (
                <span
                  className="rounded bg-violet-500/70 px-1 text-[10px] font-black text-white"
                  title={t('box.deadTitle')}
                >
                  {t('box.dead')}
                </span>
              )}
              {cover === 'uncovered' && (
                <span
                  className="rounded px-1 text-[10px] font-bold text-violet-300 ring-1 ring-violet-400/60"
                  title={t('box.uncoveredTitle')}
                >
                  {t('box.uncovered')}
                </span>
              )}
            </div>
          </>
        ) : (
          <span className="self-center py-3 text-[11px] text-gray-600">
            {seated
              ? status === 'BETTING'
                ? t(total ? 'box.betPlaced' : 'box.noBetYet')
                : status
                  ? t('box.noHand')
                  : ''
              : ''}
          </span>
        )}
        {outcome && outcome !== 'FOLD' && (
          <span
            data-testid={`hcf-seat-${n}-outcome`}
            data-outcome={outcome}
            className={`rounded px-1.5 py-0.5 text-[11px] font-black tracking-wider ${OUTCOME_TONE[outcome]}`}
          >
            {outcomeLabel(t, outcome)}
          </span>
        )}
        {net !== null && (
          <span
            data-testid={`hcf-seat-${n}-net`}
            className={`font-mono text-xs font-bold tabular-nums ${net > 0 ? 'text-emerald-300' : net < 0 ? 'text-red-300' : 'text-gray-400'}`}
          >
            {signedMoney(money, net)}
          </span>
        )}
      </div>
      {hand && (
        <div className="border-t border-line/50 px-2 py-0.5 text-center text-[9px] tracking-wider text-gray-500 uppercase">
          {t('box.order', { deal: dealIndex + 1, acts: hand.actionIndex + 1 })}
        </div>
      )}
    </div>
  );
}

/** The DP's (house: the dealer's) seven cards, dealt after every decision (seed 002 "Hra" 3), with its flush and §HCF-4 qualification. */
function BankHandBox({
  status,
  view,
  board,
  next,
}: {
  status: string | null;
  view: HcfView;
  board: SeatBoardView | null;
  next: HcfNext | null;
}) {
  const t = useTranslations('games.high-card-flush.dealer');
  const bh = view.bankHand;
  const cards = bh?.cards ?? [];
  const target = next?.kind === 'card' && (next.to === 'dp' || next.to === 'dealer');
  const who = view.house
    ? t('houseDealer')
    : view.dpSeat !== null
      ? seatLabel(t, view.dpSeat, usernameOf(board, view.dpSeat, view.rotation.dp?.userId), 'DP')
      : status
        ? t('rotation.dpNotSettled')
        : '—';
  const allFolded = view.hands.length > 0 && view.hands.every((h) => h.decision?.action === 'FOLD');
  const note =
    bh?.flush || target
      ? null
      : !status
        ? t('bankHandBox.noRound')
        : !view.rotation.decided
          ? t('bankHandBox.rotationOpen')
          : status === 'BETTING'
            ? t('bankHandBox.dealtLast')
            : allFolded
              ? t('bankHandBox.allFolded')
              : view.hands.length === 0 && status !== 'DEALING'
                ? t('bankHandBox.noHands')
                : t('bankHandBox.dealtAfter');
  return (
    <div
      data-testid="hcf-dp-hand"
      data-qualifies={bh?.qualifies === null || bh?.qualifies === undefined ? '' : String(bh.qualifies)}
      className="flex flex-wrap items-center gap-4 rounded-md border border-banker/40 bg-panel px-4 py-3"
    >
      <div className="w-44 shrink-0">
        <div className="flex items-center gap-2">
          <span className="text-sm font-black tracking-[0.2em] text-red-300 uppercase">
            {view.house ? t('bankHandBox.dealer') : t('bankHandBox.dp')}
          </span>
          {view.house && <ButtonMarker />}
        </div>
        <div data-testid="hcf-dp-hand-owner" className="mt-0.5 text-xs font-semibold text-gray-300">
          {who}
        </div>
      </div>
      <div className="flex min-h-20 shrink-0 items-center gap-1.5">
        {cards.map((c, i) => (
          <PlayingCard key={`${i}-${c}`} code={c} size="md" />
        ))}
        {target && (
          <div
            className="flex h-20 w-14 shrink-0 animate-pulse items-center justify-center rounded-md border-2 border-dashed border-brass text-xs font-bold text-brass"
            aria-label={t('card.nextAria', { who, position: next?.position ?? '?' })}
          >
            {next?.position}/{HCF_HAND_SIZE}
          </div>
        )}
        {note && <span className="text-sm text-gray-500">{note}</span>}
      </div>
      {bh?.flush && (
        <div
          data-testid="hcf-dp-flush"
          className={`ml-auto min-w-[15rem] rounded border-l-4 px-3 py-2 text-lg font-black tracking-wide ${bh.qualifies ? 'border-emerald-500 bg-emerald-500/15 text-emerald-100' : 'border-red-500 bg-red-600/20 text-red-100'}`}
        >
          {flushText(t, bh.flush)}
          <div className="text-xs font-semibold tracking-widest uppercase">
            {bh.qualifies ? t('bankHandBox.qualifies') : t('bankHandBox.notQualifies')}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The DP's bank (RULES.md §HCF-8): committed to the hands in action order; a hand it cannot cover is
 * dead. Once the round is settled the result line has the bank's movements, so the live figures go.
 */
function BankPanel({ view, board, settled }: { view: HcfView; board: SeatBoardView | null; settled: boolean }) {
  const t = useTranslations('games.high-card-flush.dealer');
  const money = useMoney();
  if (!view.rotation.decided) return null;
  const b = view.bank;
  const dead = b?.hands.filter((h) => h.dead) ?? [];
  return (
    <div
      data-testid="hcf-bank"
      className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-md border border-line bg-panel px-4 py-2 font-mono text-sm tabular-nums"
    >
      <Label>{view.house ? t('bank.house') : t('bank.dp')}</Label>
      {!b ? (
        <span className="font-sans text-gray-400">{t('bank.unlimited')}</span>
      ) : (
        <>
          <span>
            <span className="font-sans text-[10px] tracking-wider text-gray-500 uppercase">{t('bank.start')} </span>
            <span data-testid="hcf-bank-start" className="text-gray-100">
              {money(b.start)}
            </span>
          </span>
          {!settled && (
            <>
              <span>
                <span className="font-sans text-[10px] tracking-wider text-gray-500 uppercase">
                  {t('bank.committed')}{' '}
                </span>
                <span data-testid="hcf-bank-committed" className="text-gray-100">
                  {money(b.committed)}
                </span>
              </span>
              <span>
                <span className="font-sans text-[10px] tracking-wider text-gray-500 uppercase">
                  {t('bank.uncommitted')}{' '}
                </span>
                <span data-testid="hcf-bank-uncommitted" className="font-bold text-brass">
                  {money(b.uncommitted)}
                </span>
              </span>
            </>
          )}
          <span data-testid="hcf-bank-dead" className={dead.length ? 'text-violet-300' : 'text-gray-500'}>
            <span className="font-sans text-[10px] tracking-wider text-gray-500 uppercase">{t('bank.dead')} </span>
            {dead.length
              ? dead
                  .map(
                    (h) =>
                      `${seatLabel(t, h.seat, usernameOf(board, h.seat))} ${money(h.stake)}${coverState(view, h.seat) === 'uncovered' ? ` ${t('bank.soFar')}` : ''}`,
                  )
                  .join(', ')
              : t('bank.none')}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * The High Card Flush layout: the DP's (dealer's) hand and the bank on top, seats 1..6 from the dealer's
 * left below. Without a round yet it shows who sits where.
 */
export function HcfTable({
  round,
  board,
  detail,
}: {
  round: PublicRound | null;
  board: SeatBoardView | null;
  detail: RoundDetailView | null;
}) {
  if (round && !isHcf(round)) return null;
  const view = readHcfView(round?.view);
  const next = hcfNext(round);
  const result = readHcfResult(round?.result);
  const status = round?.status ?? null;
  const bets = round && detail && detail.id === round.id ? (detail.bets as DetailBet[]) : null;
  const seatCount = board?.seatCount ?? 6;
  // The board's stakes are those of its `roundId`: until it follows a newly opened round, they are not this round's.
  const stakesBoard = board && round && board.roundId === round.id ? board : null;
  const seats = Array.from({ length: seatCount }, (_, i) => i + 1);
  const dpQualifies = result ? (result.dp ? result.dp.qualifies : null) : null;
  return (
    <div className="space-y-3">
      <BankHandBox status={status} view={view} board={board} next={next} />
      <BankPanel view={view} board={board} settled={status === 'SETTLED' || status === 'VOIDED'} />
      <div
        data-testid="hcf-seats"
        className="grid grid-cols-3 gap-2 rounded-md border border-felt bg-felt-dark p-2 lg:grid-cols-6"
      >
        {seats.map((n) => {
          const hand = view.hands.find((h) => h.seat === n) ?? null;
          const cover = coverState(view, n);
          const outcome =
            hand && result
              ? handOutcome({
                  decision: hand.decision,
                  dead: cover === 'dead',
                  flushVsDp: result.hands.find((h) => h.seat === n)?.flushVsDp ?? null,
                  dpQualifies,
                })
              : null;
          return (
            <SeatBox
              key={n}
              n={n}
              seated={board?.seats.find((s) => s.seat === n) ?? null}
              staked={stakesBoard?.seats.find((s) => s.seat === n) ?? null}
              hand={hand}
              view={view}
              next={next}
              status={status}
              bets={bets}
              cover={cover}
              outcome={outcome}
            />
          );
        })}
      </div>
    </div>
  );
}

/** Once complete: the DP's hand with its flush and §HCF-4 qualification, how the hands stand; once settled the bank's movement and the rake. */
export function HcfResultLine({
  round,
  board,
  detail,
}: {
  round: PublicRound | null;
  board: SeatBoardView | null;
  detail: RoundDetailView | null;
}) {
  const t = useTranslations('games.high-card-flush.dealer');
  const money = useMoney();
  if (!isHcf(round)) return null;
  const result = readHcfResult(round.result);
  if (!result) return null;
  const view = readHcfView(round.view);
  const who =
    result.dpSeat === null
      ? t('houseDealer')
      : seatLabel(t, result.dpSeat, usernameOf(board, result.dpSeat, view.rotation.dp?.userId), 'DP');
  const dpQualifies = result.dp ? result.dp.qualifies : null;
  const count = new Map<HcfHandOutcome, number>();
  for (const h of view.hands) {
    const o = handOutcome({
      decision: h.decision,
      dead: coverState(view, h.seat) === 'dead',
      flushVsDp: result.hands.find((x) => x.seat === h.seat)?.flushVsDp ?? null,
      dpQualifies,
    });
    if (o) count.set(o, (count.get(o) ?? 0) + 1);
  }
  const main = result.noAction
    ? t('result.noAction')
    : result.dp
      ? t('result.hand', { who, hand: bankHandText(t, result.dp.flush, result.dp.qualifies) })
      : t('result.notDealt', { who });
  const summary = round.status === 'SETTLED' && detail?.id === round.id ? settledSummary(detail.events) : null;
  return (
    <div className="rounded-md border-l-4 border-brass bg-brass/10 px-4 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div data-testid="result-line" className="text-xl font-black tracking-wide text-white">
          {main}
          {[...count.entries()].map(([k, n]) => (
            <span key={k} className="ml-3 align-middle text-sm font-semibold tracking-widest text-brass uppercase">
              · {t(`count.${k}`, { count: n })}
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
      {summary && (
        <div
          data-testid="hcf-settlement"
          className="mt-1 flex flex-wrap gap-x-5 font-mono text-xs text-gray-300 tabular-nums"
        >
          {summary.bank && summary.bank.start !== null && summary.bank.end !== null ? (
            <span>
              {t('result.bankMoves', {
                start: money(summary.bank.start),
                end: money(summary.bank.end),
                collected: money(summary.bank.collected),
                paid: money(summary.bank.paid),
              })}
            </span>
          ) : null}
          {result.dpSeat !== null ? (
            <span>{t('result.dpNet', { amount: signedMoney(money, summary.dpNet) })}</span>
          ) : (
            <span>{t('result.houseNet', { amount: signedMoney(money, summary.dpNet) })}</span>
          )}
          <span>{t('result.rake', { amount: money(summary.rake) })}</span>
          {summary.dead.length ? (
            <span className="text-violet-300">
              {t('result.dead', { seats: summary.dead.map((s) => t('seat.inline', { seat: s })).join(', ') })}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}
