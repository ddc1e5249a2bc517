'use client';

import { useTranslations } from 'next-intl';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { Label } from '@/components/ui/console-bits';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import type { RoundDetailView, SeatBoardView } from '@/components/dealer/model';
import { useNow } from '@/components/games/blackjack/dealer-stage';
import {
  cardText,
  categoryName,
  handText,
  readPsNext,
  readPsView,
  type PsBoxView,
  type PsNext,
  type PsPairView,
  type PsView,
} from './console-read';
import {
  boxDecisionText,
  buyWindowText,
  cardTargetText,
  nameOfPair,
  pairLabel,
  qualifyText,
  resultBoxesText,
  resultLineText,
  secondsLeft,
  turnText,
} from './dealer-format';

/**
 * The Poker Switch stage of the dealer console (RULES.md §PS): the pair whose turn it is (or the buy window)
 * with its timer, the dealer's five cards (face up for the staff) with the buy's replacement cards and the
 * qualification before and after it, every pair with its two boxes (the fifth cards marked, who switched,
 * insured, bet, folded, bought), then the result line. The engine decides; the console names what it waits
 * for (`round.next`).
 */

const isPs = (round: PublicRound | null): round is PublicRound => !!round && round.game === 'POKER_SWITCH';
const psNext = (round: PublicRound | null): PsNext | null => (isPs(round) ? readPsNext(round.next) : null);
type T = Translate;

function useSecondsLeft(deadline: string | null | undefined): number | null {
  const now = useNow(!!deadline);
  return deadline ? secondsLeft(deadline, now) : null;
}

/** The body of the console's "Next: …" line: the card's target, the pair to decide, the buy window, confirm. */
export function psNextBody(
  round: PublicRound,
  board: SeatBoardView | null,
): { body: React.ReactNode; accent: string } | null {
  const next = psNext(round);
  if (!next) return null;
  const accent =
    next.kind === 'card'
      ? next.to === 'box'
        ? 'border-emerald-500'
        : next.to === 'dealer'
          ? 'border-banker'
          : 'border-fuchsia-400'
      : next.kind === 'decision' || next.kind === 'buy'
        ? 'border-amber-400'
        : 'border-brass';
  return { accent, body: <NextWords next={next} deadline={round.decisionDeadline} board={board} /> };
}

function NextWords({ next, deadline, board }: { next: PsNext; deadline: string | null; board: SeatBoardView | null }) {
  const t = useTranslations('games.poker-switch.dealer') as unknown as T;
  const money = useMoney();
  const waiting = next.kind === 'decision' || next.kind === 'buy';
  const seconds = useSecondsLeft(waiting ? deadline : null);
  if (next.kind === 'card') {
    const tone = next.to === 'box' ? 'text-emerald-300' : next.to === 'dealer' ? 'text-red-400' : 'text-fuchsia-300';
    return (
      <span
        data-target={next.to}
        data-box={next.to === 'box' ? next.box : ''}
        data-position={next.position}
        className={tone}
      >
        {cardTargetText(t, next)}
      </span>
    );
  }
  if (waiting) {
    return (
      <>
        <span className="text-amber-300">
          {next.kind === 'decision'
            ? t('next.turn', { pair: pairLabel(t, next.seat, nameOfPair(board, next.seat)) })
            : t('next.buy')}
        </span>
        <span className="mt-1 block text-lg font-bold tracking-wide text-gray-300 xl:text-xl">
          {next.kind === 'decision' ? turnText(t, next, money) : buyWindowText(t, next)}
          {seconds !== null ? ` · ${t('seconds', { seconds })}` : ''}
        </span>
      </>
    );
  }
  return <>{next.kind === 'confirm' ? t('next.confirm') : t('next.close')}</>;
}

/** The timer of the pair's turn or the buy window, big, red under 5 s. */
function Timer({ seconds, label }: { seconds: number | null; label: string }) {
  const urgent = seconds !== null && seconds < 5;
  return (
    <div className="flex shrink-0 items-baseline justify-between gap-3 sm:block sm:text-right">
      <Label>{label}</Label>
      <div
        className={`font-mono text-5xl leading-none font-black tabular-nums ${urgent ? 'animate-pulse text-red-400' : 'text-amber-200'}`}
      >
        <span data-testid="ps-timer" data-seconds={seconds ?? ''}>
          {seconds ?? '–'}
        </span>
        <span className="ml-0.5 text-lg font-bold">s</span>
      </div>
    </div>
  );
}

/**
 * What the players decide now (§PS-3, §PS-4, §PS-6, §C-7): the pair's turn (which box, switch for the fee or
 * switch back, Bet / Fold, insurance range, the hands both choices give) or the buy window (the boxes still
 * to answer and what each costs and can win), with the timer. Nothing otherwise.
 */
export function PsAwaited({ round, board }: { round: PublicRound | null; board: SeatBoardView | null }) {
  const t = useTranslations('games.poker-switch.dealer') as unknown as T;
  const money = useMoney();
  const next = psNext(round);
  const waiting = next?.kind === 'decision' || next?.kind === 'buy';
  const seconds = useSecondsLeft(waiting ? round?.decisionDeadline : null);
  if (!isPs(round) || !next || !waiting) return null;
  const view = readPsView(round.view);
  if (next.kind === 'decision') {
    const pair = view.pairs.find((p) => p.seat === next.seat);
    const boxes = view.boxes.filter((b) => b.seat === next.seat).sort((a, b) => a.box - b.box);
    return (
      <div
        data-testid="ps-turn"
        data-seat={next.seat}
        data-box={next.box}
        className="flex flex-col-reverse gap-2 rounded-md border border-amber-500/60 bg-amber-500/10 px-3 py-3 sm:flex-row sm:items-start sm:gap-4 sm:px-4"
      >
        <div className="min-w-0 flex-1">
          <Label>{t('turn.title')}</Label>
          <div className="mt-0.5 text-xl font-black tracking-wide text-amber-100">
            {pairLabel(t, next.seat, nameOfPair(board, next.seat))}
          </div>
          <div data-testid="ps-turn-words" className="mt-1 text-sm font-semibold text-gray-200">
            {turnText(t, next, money)}
          </div>
          <div className="mt-2 flex flex-wrap gap-2 text-xs">
            {pair && (
              <span
                data-testid="ps-turn-switched"
                data-switched={String(pair.switched)}
                className={`rounded px-2 py-0.5 font-bold ${pair.switched ? 'bg-sky-500/25 text-sky-100' : 'bg-gray-600/40 text-gray-200'}`}
              >
                {pair.switched ? t('pairState.switched') : t('pairState.notSwitched')}
                {pair.switches > 0 ? ` · ${t('pairState.switches', { count: pair.switches })}` : ''}
              </span>
            )}
            {boxes.map((b) => (
              <span key={b.box} className="rounded bg-ink/40 px-2 py-0.5 text-gray-200">
                {t('turn.hands', {
                  box: b.box,
                  playing: b.playing ? categoryName(t, b.playing.category) : '—',
                  other: b.ifToggled ? categoryName(t, b.ifToggled.category) : '—',
                })}
              </span>
            ))}
          </div>
          <div className="mt-1.5 text-xs text-gray-400">{t('turn.note')}</div>
        </div>
        <Timer seconds={seconds} label={t('turn.timer')} />
      </div>
    );
  }
  return (
    <div
      data-testid="ps-buy"
      className="flex flex-col-reverse gap-2 rounded-md border border-fuchsia-400/60 bg-fuchsia-500/10 px-3 py-3 sm:flex-row sm:items-start sm:gap-4 sm:px-4"
    >
      <div className="min-w-0 flex-1">
        <Label>{t('buy.title')}</Label>
        <div className="mt-0.5 text-xl font-black tracking-wide text-fuchsia-100">{buyWindowText(t, next)}</div>
        <div className="mt-2 flex flex-wrap gap-2 text-xs">
          {view.boxes
            .filter((b) => b.decision === 'BET')
            .map((b) => {
              const pending = next.boxes.some((x) => x.box === b.box);
              return (
                <span
                  key={b.box}
                  data-testid={`ps-buy-box-${b.box}`}
                  data-buy={b.buy ?? (pending ? 'pending' : '')}
                  className={`rounded px-2 py-0.5 font-semibold ${pending ? 'animate-pulse bg-amber-400/25 text-amber-100' : b.buy === 'BUY' ? 'bg-fuchsia-500/30 text-fuchsia-100' : 'bg-gray-600/40 text-gray-200'}`}
                >
                  {t('buy.box', {
                    box: b.box,
                    answer: pending
                      ? t('decision.deciding')
                      : boxDecisionText(t, { ...b, decision: null, insurance: 0 }, money, false),
                  })}
                  {b.buyOffer
                    ? ` · ${t('buy.offer', { cost: money(b.buyOffer.cost), canWin: money(b.buyOffer.canWin) })}`
                    : ''}
                </span>
              );
            })}
        </div>
        <div className="mt-1.5 text-xs text-gray-400">{t('buy.note')}</div>
      </div>
      <Timer seconds={seconds} label={t('buy.timer')} />
    </div>
  );
}

/** A face-down card as the players see it. */
function CardBack({ small = false }: { small?: boolean }) {
  return (
    <div
      className={`${small ? 'h-12 w-9' : 'h-20 w-14'} shrink-0 rounded-md border border-gray-500 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_6px,#991b1b_6px_12px)] shadow`}
    />
  );
}

/** A card, dimmed and struck through when a buy discarded it. */
function Discardable({ gone, children }: { gone: boolean; children: React.ReactNode }) {
  if (!gone) return <>{children}</>;
  return (
    <div className="relative opacity-40" data-discarded="true">
      {children}
      <div className="absolute inset-x-0 top-1/2 h-0.5 -rotate-45 bg-red-500" />
    </div>
  );
}

/** Five cards: 1-4 face down (shown to the staff), 5 face up; the slot of the next card pulses. */
function FiveCards({
  hole,
  holeDealt,
  up,
  target,
  size,
  fifthLabel,
  discarded = null,
}: {
  hole: readonly string[];
  holeDealt: number;
  up: string | null;
  target: number | null;
  size: 'sm' | 'md';
  fifthLabel: string;
  /** A card given up (the dealer's card a buy replaced, §PS-6): shown dimmed. */
  discarded?: string | null;
}) {
  const out: React.ReactNode[] = [];
  for (let i = 0; i < 5; i++) {
    const code = i < 4 ? hole[i] : up;
    const dealt = i < 4 ? i < holeDealt : !!up;
    out.push(
      <div key={i} className="flex flex-col items-center gap-0.5" data-slot={i + 1}>
        {code ? (
          <Discardable gone={code === discarded}>
            <PlayingCard code={code} size={size} />
          </Discardable>
        ) : dealt ? (
          <CardBack small={size === 'sm'} />
        ) : (
          <CardSlot size={size} active={target === i + 1} label={String(i + 1)} />
        )}
        <span
          className={`text-[9px] font-semibold tracking-wider uppercase ${i === 4 ? 'text-brass' : 'text-gray-500'}`}
        >
          {i === 4 ? fifthLabel : i + 1}
        </span>
      </div>,
    );
  }
  return <div className="flex items-start gap-1">{out}</div>;
}

/** The dealer (§PS-2, §PS-5, §PS-6): five cards, the hand and qualification, the buy's discard and replacements. */
function DealerPlace({ view, next }: { view: PsView; next: PsNext | null }) {
  const t = useTranslations('games.poker-switch.dealer') as unknown as T;
  const d = view.dealer;
  const card = next?.kind === 'card' ? next : null;
  const ring = card?.to === 'dealer' || card?.to === 'dealer-replacement';
  return (
    <section
      data-testid="ps-dealer"
      data-target={ring ? 'true' : 'false'}
      className={`min-w-0 rounded-md border px-3 py-2 ${ring ? 'border-brass bg-felt/70 shadow-[0_0_0_2px_var(--color-brass)]' : 'border-line/70 bg-felt/40'}`}
    >
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <span className="text-xs font-black tracking-[0.2em] text-red-300 uppercase">{t('stage.dealer')}</span>
        {d.qualifies !== null && (
          <span
            data-testid="ps-qualifies"
            data-qualifies={String(d.qualifies)}
            data-after={d.buy?.qualifies === null || !d.buy ? '' : String(d.buy.qualifies)}
            className={`rounded px-1.5 py-0.5 text-[11px] font-black tracking-wider ${(d.buy?.qualifies ?? d.qualifies) ? 'bg-emerald-600 text-white' : 'bg-red-700 text-white'}`}
          >
            {qualifyText(t, d)}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <FiveCards
          hole={d.hole}
          holeDealt={d.holeDealt}
          up={d.up}
          target={card?.to === 'dealer' ? card.position : null}
          size="md"
          fifthLabel={t('stage.fifth')}
          discarded={d.buy?.discard ?? null}
        />
        {(d.buy || card?.to === 'dealer-replacement') && (
          <div data-testid="ps-replacements" className="min-w-0">
            <Label>{t('stage.replacements')}</Label>
            <div className="mt-1 flex items-start gap-1">
              {(d.buy?.drawn ?? []).map((c, i, all) => (
                <div key={i} className="flex flex-col items-center gap-0.5">
                  {/* §PS-6: a replacement of the discarded rank is replaced again; only the last one drawn stays. */}
                  <Discardable gone={card?.to === 'dealer-replacement' || i < all.length - 1}>
                    <PlayingCard code={c} size="md" />
                  </Discardable>
                  <span className="text-[9px] text-fuchsia-300">{t('stage.replacement', { position: i + 1 })}</span>
                </div>
              ))}
              {card?.to === 'dealer-replacement' && (
                <div className="flex flex-col items-center gap-0.5">
                  <CardSlot size="md" active label="?" />
                  <span className="text-[9px] text-fuchsia-300">
                    {t('stage.replaces', { card: card.discard ? cardText(card.discard) : '?' })}
                  </span>
                </div>
              )}
            </div>
            {d.buy && (
              <div className="mt-1 text-xs text-gray-300">
                {t('stage.discarded', { card: d.buy.discard ? cardText(d.buy.discard) : '?' })}
              </div>
            )}
          </div>
        )}
      </div>
      <div data-testid="ps-dealer-hand" className="mt-1.5 min-h-5 text-sm font-bold text-gray-100">
        {d.hand ? (
          handText(t, d.hand)
        ) : d.holeDealt ? (
          <span className="text-xs font-normal text-gray-500">{t('stage.dealerStaff')}</span>
        ) : (
          ''
        )}
        {d.buy?.hand && (
          <span data-testid="ps-dealer-after" className="block text-fuchsia-200">
            {t('stage.afterBuy', { hand: handText(t, d.buy.hand) })}
          </span>
        )}
      </div>
    </section>
  );
}

/** One box: its five cards (the fifth marked), what it plays after a switch, its hands, stakes and decisions. */
function BoxPlace({ box, next, deciding }: { box: PsBoxView; next: PsNext | null; deciding: boolean }) {
  const t = useTranslations('games.poker-switch.dealer') as unknown as T;
  const money = useMoney();
  const target = next?.kind === 'card' && next.to === 'box' && next.box === box.box ? next.position : null;
  const acting =
    (next?.kind === 'decision' && next.box === box.box) ||
    (next?.kind === 'buy' && next.boxes.some((b) => b.box === box.box));
  const words = boxDecisionText(t, box, money, deciding);
  return (
    <div
      data-testid={`ps-box-${box.box}`}
      data-decision={box.decision ?? ''}
      data-switched={String(box.switched)}
      data-insurance={box.insurance}
      data-buy={box.buy ?? ''}
      className={`min-w-0 rounded border px-2 py-1.5 ${target !== null || acting ? 'border-brass bg-brass/10' : box.decision === 'FOLD' ? 'border-line bg-panel-2/40 opacity-80' : 'border-line/70'}`}
    >
      <div className="mb-1 flex flex-wrap items-center gap-1.5">
        <span className="flex h-5 w-5 items-center justify-center rounded-full bg-brass font-mono text-[11px] font-black text-ink">
          {box.box}
        </span>
        <span className="font-mono text-[11px] text-gray-300 tabular-nums">
          {t('box.ante', { amount: money(box.ante) })}
          {box.bonus ? ` · ${t('box.bonus', { amount: money(box.bonus) })}` : ''}
        </span>
        <span
          className={`ml-auto text-[11px] font-black tracking-wider ${box.decision === 'BET' ? 'text-emerald-300' : box.decision === 'FOLD' ? 'text-gray-400' : 'animate-pulse text-amber-200'}`}
          data-field="decision"
        >
          {words}
        </span>
      </div>
      <FiveCards
        hole={box.hole}
        holeDealt={box.holeDealt}
        up={box.up}
        target={target}
        size="sm"
        fifthLabel={t('stage.fifth')}
      />
      {box.switched && box.plays && (
        <div className="mt-1 flex items-center gap-1.5 text-[11px] font-semibold text-sky-200" data-field="plays">
          <span>{t('box.plays')}</span>
          <PlayingCard code={box.plays} size="sm" />
        </div>
      )}
      <div className="mt-1 space-y-0.5 text-[11px]">
        {box.playing && (
          <div className="font-bold text-gray-100" data-field="playing">
            {handText(t, box.playing)}
          </div>
        )}
        {box.switched && box.original && (
          <div className="text-gray-400">{t('box.original', { hand: categoryName(t, box.original.category) })}</div>
        )}
        {box.bonus > 0 && box.original && (
          <div className={box.bonusHand ? 'text-brass' : 'text-gray-500'} data-field="bonus">
            {box.bonusHand ? t('box.bonusWins', { hand: categoryName(t, box.bonusHand) }) : t('box.bonusNone')}
          </div>
        )}
      </div>
    </div>
  );
}

/** One pair: its player, place in the play order, switch state, and its two boxes. */
function PairPlace({
  pair,
  boxes,
  next,
  name,
}: {
  pair: PsPairView;
  boxes: PsBoxView[];
  next: PsNext | null;
  name: string | null;
}) {
  const t = useTranslations('games.poker-switch.dealer') as unknown as T;
  const turn = next?.kind === 'decision' && next.seat === pair.seat;
  return (
    <section
      data-testid={`ps-pair-${pair.seat}`}
      data-turn={String(turn)}
      data-switched={String(pair.switched)}
      className={`min-w-0 rounded-md border px-2 py-2 ${turn ? 'border-amber-400 bg-amber-500/10' : 'border-line/70 bg-felt/40'}`}
    >
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <span className="text-xs font-black tracking-[0.15em] text-emerald-300 uppercase">
          {pairLabel(t, pair.seat, name)}
        </span>
        <span className="text-[11px] text-gray-400">{t('pairState.order', { order: pair.order + 1 })}</span>
        <span className="ml-auto flex flex-wrap gap-1 text-[10px] font-black tracking-wider">
          {pair.switched && (
            <span className="rounded bg-sky-500/30 px-1.5 py-0.5 text-sky-100">{t('pairState.switchedShort')}</span>
          )}
          {turn && (
            <span className="animate-pulse rounded bg-amber-400/30 px-1.5 py-0.5 text-amber-100">
              {t('pairState.turn')}
            </span>
          )}
          {pair.done && (
            <span className="rounded bg-gray-600/50 px-1.5 py-0.5 text-gray-200">{t('pairState.done')}</span>
          )}
        </span>
      </div>
      <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {boxes.map((b) => (
          <BoxPlace key={b.box} box={b} next={next} deciding={turn} />
        ))}
      </div>
    </section>
  );
}

/** The felt: the dealer, then the pairs in box order (pair 1 = boxes 1-2, §PS-0). */
export function PsTable({ round, board }: { round: PublicRound | null; board: SeatBoardView | null }) {
  const t = useTranslations('games.poker-switch.dealer') as unknown as T;
  if (!isPs(round)) return null;
  const view = readPsView(round.view);
  const next = psNext(round);
  const pairs = [...view.pairs].sort((a, b) => a.seat - b.seat);
  return (
    <div
      className="space-y-2 rounded-md border border-felt bg-felt-dark p-2 sm:p-3"
      data-testid="ps-table"
      data-phase={view.phase}
    >
      <DealerPlace view={view} next={next} />
      {pairs.length ? (
        <div className="grid grid-cols-1 gap-2 xl:grid-cols-2">
          {pairs.map((p) => (
            <PairPlace
              key={p.seat}
              pair={p}
              boxes={view.boxes.filter((b) => b.seat === p.seat).sort((a, b) => a.box - b.box)}
              next={next}
              name={nameOfPair(board, p.seat)}
            />
          ))}
        </div>
      ) : (
        <div className="rounded-md border border-line bg-panel px-4 py-2 text-sm text-gray-500">
          {round.status === 'BETTING' ? t('stage.betting') : t('stage.noPairs')}
        </div>
      )}
    </div>
  );
}

/** Once complete: the dealer's hand and qualification (before and after a buy), every box's outcome, the house result. */
export function PsResultLine({ round, detail }: { round: PublicRound | null; detail: RoundDetailView | null }) {
  const t = useTranslations('games.poker-switch.dealer') as unknown as T;
  const money = useMoney();
  if (!isPs(round)) return null;
  const line = resultLineText(t, round.result);
  if (!line) return null;
  const boxes = resultBoxesText(t, round.result);
  const settled =
    round.status === 'SETTLED' && detail?.id === round.id
      ? [...(detail.events ?? [])].reverse().find((e) => e.type === 'SETTLED')
      : undefined;
  const ggr = settled && typeof settled.data.ggr === 'number' ? settled.data.ggr : null;
  return (
    <div className="rounded-md border-l-4 border-brass bg-brass/10 px-4 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div data-testid="result-line" className="min-w-0 text-lg font-black tracking-wide text-white xl:text-xl">
          {line}
        </div>
        <span className="text-xs font-semibold tracking-widest text-gray-300 uppercase">
          {round.status === 'SETTLED'
            ? t('result.settled')
            : round.status === 'VOIDED'
              ? t('result.voided')
              : t('result.confirm')}
        </span>
      </div>
      <div
        className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs font-semibold text-gray-300"
        data-testid="result-boxes"
      >
        {boxes.map((b) => (
          <span key={b}>{b}</span>
        ))}
        {ggr !== null && <span className="font-mono">{t('result.ggr', { amount: money.signed(ggr) })}</span>}
      </div>
    </div>
  );
}

/** The whole stage, in the order the dealer reads it. */
export function PsStage({
  round,
  board,
  detail,
}: {
  round: PublicRound | null;
  board: SeatBoardView | null;
  detail: RoundDetailView | null;
}) {
  return (
    <>
      <PsAwaited round={round} board={board} />
      <PsTable round={round} board={board} />
      <PsResultLine round={round} detail={detail} />
    </>
  );
}
