'use client';

import { useTranslations } from 'next-intl';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { RoundDetail } from '@/lib/rounds/get-round';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { readHcfView, type HcfHandView, type HcfView } from './view';
import type { ConsoleWords } from '@/components/games/types';
import {
  flushWords,
  groupBySuit,
  readSettledSummary,
  rakeModeWords,
  shortFlush,
  straightWords,
  suitGlyph,
  type HcfSettledSummary,
  type NameOf,
} from './pit-format';
import { ClockIcon, DecisionTimer } from '@/components/games/blackjack/pit-table';
import { nextWords } from '@/components/pit/format';
import { Money } from '@/components/ui/back-office';
import { PitStatus as StatusBadge } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { RawState, ReplayLoading, useReplayedView, type ViewOf } from '@/components/pit/replay-bits';

type Bet = RoundDetail['bets'][number];
type NextLike = Record<string, unknown> | null | undefined;
type Outcome = 'PLAYED' | 'FOLDED' | 'DEAD';

const HAND_SIZE = 7;
const BET_ORDER = ['ANTE', 'RAISE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS'] as const;

const OUTCOME_TONE: Record<Outcome, string> = {
  PLAYED: 'bg-sky-500/15 text-sky-300 ring-sky-500/30',
  FOLDED: 'bg-zinc-500/15 text-zinc-300 ring-zinc-500/30',
  DEAD: 'bg-rose-500/15 text-rose-300 ring-rose-500/30',
};

function OutcomeBadge({ outcome }: { outcome: Outcome | null }) {
  const t = useTranslations('games.high-card-flush.pit');
  if (!outcome) return null;
  return (
    <span
      data-field="outcome"
      data-outcome={outcome}
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold tracking-wide ring-1 ring-inset ${OUTCOME_TONE[outcome]}`}
    >
      {t(`outcome.${outcome}`)}
    </span>
  );
}

function Dash() {
  return <span className="text-gray-700">—</span>;
}

/** The timer of the awaited DP answer or Raise/Fold decision (§HCF-7, §C-7): the pit's decision timer, red from 3 s. */
export function HcfTimer({ deadline }: { deadline: string | null | undefined }) {
  return <DecisionTimer deadline={deadline} testId="pit-hcf-timer" urgentAt={3} />;
}

/**
 * Seven cards grouped by suit, the flush group first and ringed (§HCF-2); an incomplete hand shows its
 * cards as dealt and the slot of the card expected next.
 */
export function GroupedCards({
  cards,
  flushSuit,
  expecting,
  size = 'sm',
}: {
  cards: string[];
  flushSuit: string | null;
  expecting: number | null;
  size?: 'sm' | 'md';
}) {
  const t = useTranslations('games.high-card-flush.pit');
  if (cards.length < HAND_SIZE) {
    return (
      <div className="flex min-h-12 flex-wrap gap-1">
        {cards.map((c, i) => (
          <PlayingCard key={`${c}-${i}`} code={c} size={size} />
        ))}
        {expecting !== null && <CardSlot size={size} active label={`#${expecting}`} />}
        {!cards.length && expecting === null && <CardSlot size={size} />}
      </div>
    );
  }
  return (
    <div className="flex min-h-12 flex-wrap items-end gap-2" data-field="groups">
      {groupBySuit(cards, flushSuit ? { suit: flushSuit } : null).map((g) => (
        <div
          key={g.suit}
          data-suit={g.suit}
          data-flush={g.flush || undefined}
          className={`rounded-md p-0.5 ${g.flush ? 'bg-brass/15 ring-1 ring-brass/60' : ''}`}
        >
          <div className="flex gap-0.5">
            {g.cards.map((c) => (
              <PlayingCard key={c} code={c} size={size} />
            ))}
          </div>
          <div className={`text-center text-[10px] ${g.flush ? 'text-brass' : 'text-gray-600'}`}>
            {g.cards.length}
            {suitGlyph(g.suit)}
            {g.flush ? ` ${t('flushWord')}` : ''}
          </div>
        </div>
      ))}
    </div>
  );
}

const cardExpectedAt = (next: NextLike, to: 'seat' | 'dp' | 'dealer', seat?: number): number | null =>
  next && next.kind === 'card' && next.to === to && (to === 'dealer' || Number(next.seat) === seat)
    ? Number(next.position)
    : null;

/** Answers to the DP offer in order, and the offer still open (§HCF-7). */
export function RotationStrip({ view, nameOf, live }: { view: HcfView; nameOf?: NameOf; live: boolean }) {
  const r = view.rotation;
  const t = useTranslations('games.high-card-flush.pit');
  const who = (seat: number, userId: string) => `${t('seat', { seat })}${nameOf ? ` ${nameOf(userId)}` : ''}`;
  return (
    <div data-field="rotation" className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-gray-500">
        {r.lastDpSeat !== null ? t('strip.titleFrom', { seat: r.lastDpSeat }) : t('strip.title')}
      </span>
      {r.answers.map((a, i) => (
        <span key={i} data-answer={a.answer} data-seat={a.seat} className="inline-flex items-center gap-1">
          {i > 0 && <span className="text-gray-600">→</span>}
          <span
            className={`rounded px-1.5 py-0.5 ring-1 ring-inset ${a.answer === 'ACCEPTED' ? 'bg-emerald-500/15 text-emerald-200 ring-emerald-500/30' : a.answer === 'TIMEOUT' ? 'bg-amber-500/10 text-amber-200 ring-amber-500/30' : 'bg-zinc-500/10 text-gray-300 ring-zinc-500/30'}`}
            title={a.last ? t('strip.lastTitle') : undefined}
          >
            {who(a.seat, a.userId)}
            {a.last ? ` ${t('lastDp')}` : ''} ·{' '}
            {a.answer === 'ACCEPTED' ? (
              <>
                {t('strip.banks')} <Money cents={a.bank ?? 0} />
              </>
            ) : a.answer === 'TIMEOUT' ? (
              <>
                <ClockIcon /> {t('strip.noAnswer')}
              </>
            ) : (
              t('strip.declined')
            )}
          </span>
        </span>
      ))}
      {r.offer && live && (
        <span className="inline-flex items-center gap-1" data-answer="OPEN">
          {r.answers.length > 0 && <span className="text-gray-600">→</span>}
          <span className="animate-pulse rounded px-1.5 py-0.5 text-brass ring-1 ring-inset ring-brass/50">
            {who(r.offer.seat, r.offer.userId)}
            {r.offer.last ? ` ${t('lastDp')}` : ''} · {t('strip.offered')}
          </span>
        </span>
      )}
      {r.decided && !r.dp && (
        <span className="rounded bg-violet-500/15 px-1.5 py-0.5 text-violet-200 ring-1 ring-inset ring-violet-500/30">
          {t('strip.houseBanks')}
        </span>
      )}
      {!r.answers.length && !r.offer && !r.decided && <span className="text-gray-600">{t('strip.notStarted')}</span>}
    </div>
  );
}

/** Per seat: its bets of the round (Ante, Raise, bonuses), by seat. */
function betsBySeat(bets: Bet[]): Map<number, Bet[]> {
  const m = new Map<number, Bet[]>();
  for (const b of bets) {
    if (!(BET_ORDER as readonly string[]).includes(b.type) || typeof b.spec.seat !== 'number') continue;
    m.set(b.spec.seat, [...(m.get(b.spec.seat) ?? []), b]);
  }
  for (const list of m.values())
    list.sort(
      (a, b) =>
        BET_ORDER.indexOf(a.type as (typeof BET_ORDER)[number]) -
        BET_ORDER.indexOf(b.type as (typeof BET_ORDER)[number]),
    );
  return m;
}

/**
 * A High Card Flush round for the pit (RULES.md §HCF): the DP rotation, the bank (`pit-hcf-bank`: the
 * DP or the house, the bank's hand and qualification, the bank's cover while live and its movements once
 * settled, the rake), and every hand (`pit-hcf-hand-<seat>`): its cards grouped by suit, flush, straight
 * flush, decision, each bet with its stake and result, and the outcome PLAYED / FOLDED / DEAD.
 */
export function HcfRoundTable({ round, nameOf }: { round: RoundDetail; nameOf: NameOf }) {
  const view = readHcfView(round.view);
  const live = ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status);
  const next = live ? round.next : null;
  const settledEvent =
    round.status === 'SETTLED' ? [...round.events].reverse().find((e) => e.type === 'SETTLED') : undefined;
  const summary = settledEvent ? readSettledSummary(settledEvent.data) : null;
  const bySeat = betsBySeat(round.bets);
  const bankBet = round.bets.find((b) => b.type === 'DP_BANK') ?? null;
  const t = useTranslations('games.high-card-flush.pit');
  const w = useConsoleWords();
  const seats = [...new Set([...view.hands.map((h) => h.seat), ...bySeat.keys()])].sort((a, b) => {
    const ia = view.actionOrder.indexOf(a);
    const ib = view.actionOrder.indexOf(b);
    return ia >= 0 && ib >= 0 ? ia - ib : ia >= 0 ? -1 : ib >= 0 ? 1 : a - b;
  });

  return (
    <div className="space-y-3" data-testid="pit-hcf-table" data-phase={view.phase}>
      <div className="flex flex-wrap items-center gap-3 text-xs text-gray-400">
        {live && (
          <span>
            {t('round.phase')}{' '}
            <span className="font-mono text-gray-200">{phaseWord(t as unknown as Translate, view.phase)}</span>
          </span>
        )}
        <span data-field="banker">
          {view.dpSeat !== null ? (
            <>
              {t('round.dp')}{' '}
              <span className="text-gray-200">
                {t('seat', { seat: view.dpSeat })} {view.rotation.dp ? nameOf(view.rotation.dp.userId) : ''}
              </span>{' '}
              · {t('round.button', { seat: String(view.button) })}
            </>
          ) : view.house ? (
            <span className="text-violet-200">{t('round.houseBanks')}</span>
          ) : (
            <span className="text-amber-200">{t('round.dpNotSettled')}</span>
          )}
        </span>
        {view.actionOrder.length > 0 && <span>{t('round.actionOrder', { order: view.actionOrder.join(' → ') })}</span>}
        {live && next && (
          <span className="text-amber-200">
            {t('round.awaiting', { what: hcfNextWords(next, w.game('HIGH_CARD_FLUSH')) || nextWords(w.shell, next) })}
          </span>
        )}
        {live && <HcfTimer deadline={round.decisionDeadline} />}
      </div>
      <RotationStrip view={view} nameOf={nameOf} live={live} />
      <BankPanel view={view} summary={summary} bankBet={bankBet} next={next} nameOf={nameOf} />
      {!seats.length && (
        <p className="text-sm text-gray-500">{round.status === 'BETTING' ? t('round.noAnteYet') : t('round.noAnte')}</p>
      )}
      <div className="grid grid-cols-1 gap-2 2xl:grid-cols-2">
        {seats.map((n) => (
          <HandCard
            key={n}
            seat={n}
            hand={view.hands.find((h) => h.seat === n) ?? null}
            view={view}
            bets={bySeat.get(n) ?? []}
            summary={summary}
            next={next}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * `next` of a High Card Flush round in words (DP offer, cards to the DP or the dealer, Raise up to nx), `w` of
 * `games.high-card-flush.pit`; '' for a step it has no words of its own for (the shell's generic words apply).
 */
export function hcfNextWords(next: Record<string, unknown>, w: Pick<ConsoleWords, 't'>): string {
  const t = w.t;
  const seat = String(next.seat);
  const position = String(next.position);
  if (next.kind === 'dp-offer') return t(next.last === true ? 'next.dpOfferLast' : 'next.dpOffer', { seat });
  if (next.kind === 'dp-rotation') return t('next.dpRotation');
  if (next.kind === 'card' && next.to === 'dp') return t('next.cardDp', { seat, position });
  if (next.kind === 'card' && next.to === 'dealer') return t('next.cardDealer', { position });
  if (next.kind === 'card' && next.to === 'seat') return t('next.cardSeat', { seat, position });
  if (next.kind === 'decision') return t('next.decision', { seat, max: String(next.maxMultiple ?? 1) });
  return '';
}

/** A Raise/Fold decision in words: "RAISE 2x", "FOLD", "FOLD (timer)". */
function decisionWord(t: Translate, d: { action: string; multiple?: number | null; timeout?: boolean }): string {
  if (d.action === 'RAISE') return t('decision.raise', { multiple: d.multiple ?? 1 });
  return t(d.timeout ? 'decision.foldTimer' : 'decision.fold');
}

const PHASES = ['BETTING', 'DP_OFFER', 'DEAL', 'DECISION', 'BANK_HAND', 'COMPLETE'];

/** A round phase in words; the code itself when unknown. */
function phaseWord(t: Translate, phase: string): string {
  return PHASES.includes(phase) ? t(`phase.${phase}`) : phase;
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-gray-500">{label}</dt>
      <dd data-field={testId} className="text-right">
        {children}
      </dd>
    </>
  );
}

/** The bank: who holds it, the bank's hand (§HCF-4), its cover (§HCF-8) and movements, the rake (§HCF-9). */
function BankPanel({
  view,
  summary,
  bankBet,
  next,
  nameOf,
}: {
  view: HcfView;
  summary: HcfSettledSummary | null;
  bankBet: Bet | null;
  next: NextLike;
  nameOf: NameOf;
}) {
  const bh = view.bankHand;
  const house = view.house || (view.rotation.decided && !view.rotation.dp);
  const expecting = cardExpectedAt(next, house ? 'dealer' : 'dp', view.dpSeat ?? undefined);
  const qualifies = summary?.dpQualifies ?? bh?.qualifies ?? null;
  const bank = summary?.bank ?? null;
  const t = useTranslations('games.high-card-flush.pit');
  const tt = t as unknown as Translate;
  const money = useMoney();
  return (
    <section
      data-testid="pit-hcf-bank"
      data-house={house || undefined}
      data-dp-seat={view.dpSeat ?? ''}
      className="rounded-lg border border-brass/40 bg-ink/20"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line/70 px-2.5 py-1.5 text-xs">
        <span className="font-semibold uppercase tracking-wider text-brass">
          {house ? t('bank.houseBank') : t('bank.dpBank')}
        </span>
        {view.rotation.dp && (
          <span className="text-gray-200" data-field="dp">
            {t('seat', { seat: view.rotation.dp.seat })} · {nameOf(view.rotation.dp.userId)}
          </span>
        )}
        {!view.rotation.decided && <span className="text-amber-200">{t('rotationOpen')}</span>}
        <span className="ml-auto flex items-center gap-2">
          {bh?.flush && <span className="font-mono text-gray-300">{flushWords(tt, bh.flush)}</span>}
          {qualifies !== null && (
            <span
              data-field="qualifies"
              data-qualifies={qualifies}
              className={`rounded px-1.5 py-0.5 text-[11px] font-semibold ring-1 ring-inset ${qualifies ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30' : 'bg-amber-500/15 text-amber-200 ring-amber-500/30'}`}
            >
              {qualifies ? t('bank.qualifies') : t('bank.notQualifies')}
            </span>
          )}
        </span>
      </header>
      <div className="grid grid-cols-1 gap-3 p-2.5 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-1">
          <div className="text-[10px] uppercase tracking-wider text-gray-500">
            {house ? t('bank.dealerHand') : t('bank.dpHand')}
          </div>
          {bh && (bh.cards.length > 0 || expecting !== null) ? (
            <GroupedCards cards={bh.cards} flushSuit={bh.flush?.suit ?? null} expecting={expecting} size="sm" />
          ) : (
            <p className="text-xs text-gray-500">
              {view.phase === 'COMPLETE' && view.hands.length ? t('bank.notDealt') : t('bank.dealtAfter')}
            </p>
          )}
          {bh?.straightFlush && bh.cards.length === HAND_SIZE && (
            <div className="text-[11px] text-gray-500">
              {t('bank.straightFlush', { run: straightWords(tt, bh.straightFlush) })}
            </div>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 self-start text-xs">
          {house ? (
            <Row label={t('bank.bank')}>
              <span className="text-gray-300">{t('bank.unlimited')}</span>
            </Row>
          ) : (
            <Row label={t('bank.bank')} testId="bank-start">
              <Money cents={bank?.start ?? view.bank?.start ?? view.rotation.dp?.bank ?? 0} />
            </Row>
          )}
          {!summary && view.bank && (
            <>
              <Row label={t('bank.committed')} testId="bank-committed">
                <Money cents={view.bank.committed} />
              </Row>
              <Row label={t('bank.uncommitted')} testId="bank-uncommitted">
                <Money cents={view.bank.uncommitted} className="text-gray-100" />
              </Row>
            </>
          )}
          {summary && (
            <>
              <Row label={t('bank.collected')} testId="bank-collected">
                <Money cents={bank?.collected ?? 0} className="text-emerald-300" />
              </Row>
              <Row label={t('bank.paid')} testId="bank-paid">
                <Money cents={bank?.paid ?? 0} className="text-rose-300" />
              </Row>
              {!house && (
                <Row label={t('bank.end')} testId="bank-end">
                  <Money cents={bank?.end ?? 0} className="font-semibold text-gray-100" />
                </Row>
              )}
              <Row label={house ? t('bank.houseResult') : t('bank.dpNet')} testId="dp-net">
                <Money cents={summary.dpNet} signed />
              </Row>
              {!house && (
                <Row label={t('bank.dpRake')} testId="dp-rake">
                  <Money cents={summary.dpRake} />
                </Row>
              )}
              <Row label={t('bank.rakeTotal')} testId="rake">
                <Money cents={summary.rake} className="text-brass" />
              </Row>
              <Row label={t('bank.rakeMode')}>
                <span className="text-gray-300" title={summary.rakeMode ?? undefined}>
                  {rakeModeWords(tt, summary.rakeMode) || summary.rakeMode || '—'}
                </span>
              </Row>
              {summary.dead.length > 0 && (
                <Row label={t('bank.deadHands')} testId="dead">
                  <span className="text-rose-300">{t('seat', { seat: summary.dead.join(', ') })}</span>
                </Row>
              )}
            </>
          )}
          {bankBet && (
            <Row label={t('bank.bankBet')}>
              <span title={bankBet.fee > 0 ? t('bank.feeTitle', { fee: money(bankBet.fee) }) : undefined}>
                <StatusBadge status={bankBet.status} />
              </span>
            </Row>
          )}
        </dl>
      </div>
    </section>
  );
}

function outcomeOf(
  seat: number,
  hand: HcfHandView | null,
  view: HcfView,
  summary: HcfSettledSummary | null,
): Outcome | null {
  const settled = summary?.hands.find((h) => h.seat === seat);
  if (settled) return settled.outcome;
  if (view.bank?.hands.find((h) => h.seat === seat)?.dead) return 'DEAD';
  if (hand?.decision) return hand.decision.action === 'FOLD' ? 'FOLDED' : 'PLAYED';
  return null;
}

/** One player hand: cards by suit, flush, decision, bets and outcome. */
function HandCard({
  seat,
  hand,
  view,
  bets,
  summary,
  next,
}: {
  seat: number;
  hand: HcfHandView | null;
  view: HcfView;
  bets: Bet[];
  summary: HcfSettledSummary | null;
  next: NextLike;
}) {
  const outcome = outcomeOf(seat, hand, view, summary);
  const settled = summary?.hands.find((h) => h.seat === seat) ?? null;
  const player = bets[0]?.username ?? null;
  const acting = next?.kind === 'decision' && Number(next.seat) === seat;
  const expecting = cardExpectedAt(next, 'seat', seat);
  const cover = view.bank?.hands.find((h) => h.seat === seat) ?? null;
  const d = hand?.decision ?? null;
  const t = useTranslations('games.high-card-flush.pit');
  const tt = t as unknown as Translate;
  return (
    <section
      data-testid={`pit-hcf-hand-${seat}`}
      data-seat={seat}
      data-outcome={outcome ?? ''}
      className={`flex flex-col rounded-lg border ${acting ? 'border-brass/60' : outcome === 'DEAD' ? 'border-rose-500/40' : 'border-line'} bg-ink/20`}
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line/70 px-2.5 py-1.5 text-xs">
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-felt text-xs font-bold text-gray-100 ring-1 ring-brass/40">
          {seat}
        </span>
        <span className="text-sm font-semibold text-gray-100" data-field="player">
          {player ?? <span className="font-normal text-gray-500">—</span>}
        </span>
        {hand && view.actionOrder.includes(seat) && (
          <span className="text-gray-500">{t('hand.acts', { n: view.actionOrder.indexOf(seat) + 1 })}</span>
        )}
        {acting && (
          <span className="rounded bg-brass px-1 text-[10px] font-semibold uppercase text-ink">{t('deciding')}</span>
        )}
        <span className="ml-auto flex items-center gap-1.5">
          <span data-field="decision" className="font-mono text-gray-200">
            {d ? (
              decisionWord(tt, d)
            ) : hand?.maxMultiple ? (
              <span className="text-gray-500">{t('hand.mayRaise', { max: hand.maxMultiple })}</span>
            ) : null}
          </span>
          <OutcomeBadge outcome={outcome} />
        </span>
      </header>
      <div className="space-y-2 p-2">
        {hand ? (
          <>
            <GroupedCards cards={hand.cards} flushSuit={hand.flush?.suit ?? null} expecting={expecting} />
            {hand.flush && (
              <div className="flex flex-wrap gap-x-3 text-[11px] text-gray-400" data-field="flush">
                <span className="text-gray-200">{flushWords(tt, hand.flush)}</span>
                <span>{t('hand.straightFlush', { run: straightWords(tt, hand.straightFlush) })}</span>
                {hand.maxMultiple !== null && <span>{t('hand.raiseMax', { max: hand.maxMultiple })}</span>}
              </div>
            )}
          </>
        ) : (
          <p className="text-xs text-gray-500">
            {view.phase === 'BETTING' || view.phase === 'DP_OFFER' ? t('hand.waitingDeal') : t('hand.noHand')}
          </p>
        )}
        <div className="overflow-x-auto">
          <table className="w-full text-xs" data-field="bets">
            <thead className="text-left text-[10px] uppercase tracking-wider text-gray-500">
              <tr>
                <th className="px-1.5 py-0.5 font-medium">{t('hand.colBet')}</th>
                <th className="px-1.5 py-0.5 text-right font-medium">{t('hand.colStake')}</th>
                <th className="px-1.5 py-0.5 font-medium">{t('hand.colStatus')}</th>
                <th className="px-1.5 py-0.5 text-right font-medium">{t('hand.colPaid')}</th>
                <th className="px-1.5 py-0.5 text-right font-medium">{t('hand.colCut')}</th>
                <th className="px-1.5 py-0.5 text-right font-medium">{t('hand.colNet')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line/40">
              {bets.map((b) => (
                <tr key={b.id} data-bet-id={b.id} data-type={b.type} data-status={b.status}>
                  <td className="px-1.5 py-0.5 text-gray-300">
                    {(BET_ORDER as readonly string[]).includes(b.type) ? t(`bet.${b.type}`) : b.type}
                  </td>
                  <td className="px-1.5 py-0.5 text-right">
                    <Money cents={b.amount} />
                  </td>
                  <td className="px-1.5 py-0.5">
                    <StatusBadge status={b.status} />
                  </td>
                  <td className="px-1.5 py-0.5 text-right">{b.payout ? <Money cents={b.payout} /> : <Dash />}</td>
                  <td className="px-1.5 py-0.5 text-right">
                    {b.payoutCut ? <Money cents={b.payoutCut} className="text-amber-300" /> : <Dash />}
                  </td>
                  <td className="px-1.5 py-0.5 text-right">
                    {b.status === 'OPEN' ? <Dash /> : <Money cents={b.net} signed />}
                  </td>
                </tr>
              ))}
              {!bets.length && (
                <tr>
                  <td colSpan={6} className="px-1.5 py-1 text-gray-500">
                    {t('hand.noBets')}
                  </td>
                </tr>
              )}
            </tbody>
            <tfoot className="border-t border-line/70 text-[11px]">
              <tr>
                <td className="px-1.5 py-1 text-gray-500">{t('hand.hand')}</td>
                <td className="px-1.5 py-1 text-right" data-field="stake">
                  <Money cents={settled?.stake ?? cover?.stake ?? bets.reduce((t, b) => t + b.amount, 0)} />
                </td>
                <td className="px-1.5 py-1 text-gray-500" colSpan={2}>
                  {settled ? (
                    <>
                      {t('hand.rake')} <Money cents={settled.rake} className="text-brass" />
                    </>
                  ) : cover ? (
                    cover.dead ? (
                      <span className="text-rose-300">{t('hand.dead')}</span>
                    ) : (
                      <span className="text-gray-500">{t('hand.covered')}</span>
                    )
                  ) : null}
                </td>
                <td />
                <td className="px-1.5 py-1 text-right font-semibold" data-field="net">
                  {settled ? <Money cents={settled.net} signed /> : <Dash />}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  );
}

/** The game's module (its view of a replayed state): downloaded when a replay first draws (issue #16 §5). */
const loadModule = (): Promise<ViewOf> =>
  Promise.all([import('@/lib/client/zod-csp'), import('@/lib/games/high-card-flush/module')]).then(
    ([, m]) => m.highCardFlushModule,
  ) as Promise<ViewOf>;

/** A replayed step of a High Card Flush round: the rotation, the bank's hand and every hand with its decision. */
export function HcfReplayView({ state, next }: { state: unknown; next: NextLike }) {
  const t = useTranslations('games.high-card-flush.pit');
  const tt = t as unknown as Translate;
  const { view, pending } = useReplayedView(loadModule, state, readHcfView);
  if (pending) return <ReplayLoading />;
  if (!view) return <RawState state={state} />;
  const expectingBank = cardExpectedAt(next, view.house ? 'dealer' : 'dp', view.dpSeat ?? undefined);
  return (
    <div className="space-y-2" data-testid="replay-hcf" data-phase={view.phase}>
      <RotationStrip view={view} live />
      <div className="rounded-md border border-brass/40 p-1.5">
        <div className="mb-1 flex items-center gap-2 text-xs">
          <span className="font-semibold text-brass">
            {view.house
              ? t('replay.dealerHouse')
              : view.dpSeat !== null
                ? t('dpSeat', { seat: view.dpSeat })
                : t('bank.bank')}
          </span>
          {view.bank && (
            <span className="text-gray-400">
              {t('replay.bank')} <Money cents={view.bank.start} /> · {t('replay.uncommitted')}{' '}
              <Money cents={view.bank.uncommitted} />
            </span>
          )}
          {view.bankHand?.qualifies !== null && view.bankHand?.qualifies !== undefined && (
            <span className={view.bankHand.qualifies ? 'text-emerald-300' : 'text-amber-200'}>
              {view.bankHand.qualifies ? t('replay.qualifies') : t('replay.notQualifies')}
            </span>
          )}
        </div>
        {view.bankHand && (view.bankHand.cards.length > 0 || expectingBank !== null) ? (
          <GroupedCards
            cards={view.bankHand.cards}
            flushSuit={view.bankHand.flush?.suit ?? null}
            expecting={expectingBank}
          />
        ) : (
          <p className="text-xs text-gray-500">
            {view.phase === 'DP_OFFER'
              ? t('replay.offering')
              : view.phase === 'BETTING'
                ? t('replay.betting')
                : t('bank.dealtAfter')}
          </p>
        )}
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        {view.actionOrder.map((seat) => {
          const h = view.hands.find((x) => x.seat === seat);
          if (!h) return null;
          const dead = view.bank?.hands.find((x) => x.seat === seat)?.dead;
          return (
            <div key={seat} data-seat={seat} className="rounded-md border border-line/70 p-1.5">
              <div className="mb-1 flex items-center gap-2 text-xs">
                <span className="font-semibold text-gray-200">{t('seatN', { seat })}</span>
                {h.flush && <span className="font-mono text-gray-400">{shortFlush(h.flush)}</span>}
                <span className="ml-auto font-mono text-gray-200">
                  {h.decision ? decisionWord(tt, h.decision) : ''}
                  {dead && <span className="ml-1.5 text-rose-300">{t('outcome.DEAD')}</span>}
                </span>
              </div>
              <GroupedCards
                cards={h.cards}
                flushSuit={h.flush?.suit ?? null}
                expecting={cardExpectedAt(next, 'seat', seat)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** One line per hand for the pit's table card: the bank, then `S2 5♠ 9-8-6-4-2 RAISE 2x`. */
export function HcfCompact({ view, next }: { view: HcfView; next: NextLike }) {
  const t = useTranslations('games.high-card-flush.pit');
  const tt = t as unknown as Translate;
  return (
    <div className="space-y-0.5 text-xs" data-field="hcf" data-phase={view.phase}>
      <div className="flex flex-wrap items-center gap-1.5" data-field="banker">
        <span className="text-brass">
          {view.house
            ? t('bank.houseBank')
            : view.dpSeat !== null
              ? t('dpSeat', { seat: view.dpSeat })
              : t('compact.dpOffer')}
        </span>
        {view.rotation.offer && !view.rotation.decided && (
          <span className="text-amber-200">
            → {t('seat', { seat: view.rotation.offer.seat })}
            {view.rotation.offer.last ? ` ${t('lastDp')}` : ''}
          </span>
        )}
        {view.bank && (
          <span className="text-gray-400">
            {t('replay.bank')} <Money cents={view.bank.start} />
            {view.bank.committed > 0 && view.phase !== 'COMPLETE' && (
              <>
                {' '}
                · {t('compact.free')} <Money cents={view.bank.uncommitted} />
              </>
            )}
          </span>
        )}
        {view.bankHand?.flush && view.bankHand.cards.length === HAND_SIZE && (
          <span className="ml-auto font-mono text-gray-200">
            {shortFlush(view.bankHand.flush)} {view.bankHand.qualifies ? t('compact.q') : t('compact.nq')}
          </span>
        )}
      </div>
      {view.actionOrder.map((seat) => {
        const h = view.hands.find((x) => x.seat === seat);
        if (!h) return null;
        const dead = view.bank?.hands.find((x) => x.seat === seat)?.dead;
        return (
          <div key={seat} className="flex items-center gap-1.5" data-seat={seat}>
            <span className="w-6 text-gray-500">{t('seatShort', { seat })}</span>
            <span className="font-mono text-gray-300">{h.flush ? shortFlush(h.flush) : `${h.cards.length}/7`}</span>
            <span className="ml-auto font-mono text-gray-200">
              {dead ? <span className="text-rose-300">{t('outcome.DEAD')} </span> : null}
              {h.decision ? (
                decisionWord(tt, { ...h.decision, timeout: false })
              ) : next?.kind === 'decision' && Number(next.seat) === seat ? (
                <span className="text-brass">{t('deciding')}</span>
              ) : (
                ''
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}
