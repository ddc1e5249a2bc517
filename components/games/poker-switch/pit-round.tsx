'use client';

import { useTranslations } from 'next-intl';
import type { RoundDetail } from '@/lib/rounds/get-round';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { Money, Panel } from '@/components/ui/back-office';
import { PitStatus } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { ClockIcon, DecisionTimer } from '@/components/games/blackjack/pit-table';
import type { Translate } from '@/lib/i18n/money';
import {
  cardText,
  categoryName,
  handText,
  num,
  readPsNext,
  readPsView,
  type PsBoxView,
  type PsNext,
  type PsView,
} from './console-read';
import { decisionLines, decisionWords, psNextWords, type DecisionLine } from './pit-format';
import { RawState, ReplayLoading, useReplayedView, type ViewOf } from '@/components/pit/replay-bits';

/**
 * The Poker Switch round for the pit (RULES.md §PS): the dealer's hand with the buy's discard and replacement
 * cards and the qualification before and after it; per pair and box the original and the switched cards,
 * every decision with its time, and every bet (Ante, Bonus, switch fees, Bet, insurance) with stake, status,
 * paid and net. The decision log lists every decision of the round in order.
 */

type Bet = RoundDetail['bets'][number];
type NextLike = Record<string, unknown> | null | undefined;
type T = Translate;
const LIVE = ['BETTING', 'DEALING', 'COMPLETE'];
const BET_ORDER = ['ANTE', 'BONUS', 'SWITCH_FEE', 'BET', 'INSURANCE'] as const;
const COUNTED = (b: Bet) => b.status !== 'CANCELLED';
const GOOD = 'bg-emerald-500/20 text-emerald-200';
const GREY = 'bg-gray-600/40 text-gray-200';
const AMBER = 'bg-amber-400/25 text-amber-100';

/** The turn's or the buy window's timer (§PS-10): the pit's decision timer, red from 3 s. */
export function PsTimer({ deadline }: { deadline: string | null | undefined }) {
  return <DecisionTimer deadline={deadline} testId="pit-ps-timer" urgentAt={3} />;
}

function Badge({ tone, children, field }: { tone: string; children: React.ReactNode; field?: string }) {
  return (
    <span data-field={field} className={`rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wider uppercase ${tone}`}>
      {children}
    </span>
  );
}

/** Five cards in a row (small), a face-down card the players do not see yet shown as a back. */
function Five({
  cards,
  target,
  mark,
}: {
  cards: readonly (string | null)[];
  target?: number | null;
  /** The slot to mark (the fifth card a switch exchanged). */
  mark?: number;
}) {
  return (
    <div className="flex items-start gap-0.5">
      {cards.map((c, i) =>
        c ? (
          <PlayingCard key={i} code={c} size="sm" highlight={mark === i + 1} />
        ) : (
          <CardSlot key={i} size="sm" active={target === i + 1} label={String(i + 1)} />
        ),
      )}
    </div>
  );
}

const five = (hole: readonly string[], fifth: string | null): (string | null)[] => [
  ...Array.from({ length: 4 }, (_, i) => hole[i] ?? null),
  fifth,
];

/** The dealer: five cards, the hand and qualification, the buy's discard and replacement cards (§PS-5, §PS-6). */
export function PsDealerRow({ view, next }: { view: PsView; next: PsNext | null }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const d = view.dealer;
  const target = next?.kind === 'card' && next.to === 'dealer' ? next.position : null;
  return (
    <div className="rounded-lg border border-line bg-felt-dark/60 p-2" data-testid="pit-ps-dealer">
      <div className="mb-1 flex flex-wrap items-center gap-2 text-xs">
        <span className="font-semibold tracking-wider text-red-300 uppercase">{t('stage.dealer')}</span>
        {d.qualifies !== null && (
          <Badge field="qualifies" tone={d.qualifies ? GOOD : AMBER}>
            {d.qualifies ? t('summary.qualifies') : t('summary.notQualifies')}
          </Badge>
        )}
        {d.buy && d.buy.qualifies !== null && (
          <Badge field="qualifies-after" tone={d.buy.qualifies ? GOOD : AMBER}>
            {t('stage.afterBuy', {
              verdict: d.buy.qualifies ? t('summary.qualifies') : t('summary.notQualifies'),
            })}
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <Five cards={five(d.hole, d.up)} target={target} />
        {(d.buy || (next?.kind === 'card' && next.to === 'dealer-replacement')) && (
          <div className="text-xs" data-field="replacements">
            <div className="text-[10px] tracking-wider text-fuchsia-300 uppercase">
              {t('stage.replacements', { card: d.buy?.discard ? cardText(d.buy.discard) : '?' })}
            </div>
            <div className="mt-0.5 flex gap-0.5">
              {(d.buy?.drawn ?? []).map((c, i) => (
                <PlayingCard key={i} code={c} size="sm" />
              ))}
              {next?.kind === 'card' && next.to === 'dealer-replacement' && <CardSlot size="sm" active label="?" />}
            </div>
          </div>
        )}
      </div>
      <div className="mt-1 text-xs font-semibold text-gray-200">
        {d.hand ? (
          handText(t, d.hand)
        ) : d.holeDealt ? (
          <span className="text-gray-500">{t('stage.dealerHidden')}</span>
        ) : null}
        {d.buy?.hand && (
          <div className="text-fuchsia-200">{t('stage.afterBuyHand', { hand: handText(t, d.buy.hand) })}</div>
        )}
      </div>
    </div>
  );
}

/** A box's cards: as dealt (the original five, §PS-7) and, when switched, the five it plays (§PS-3). */
function BoxCards({ box, next }: { box: PsBoxView; next: PsNext | null }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const target = next?.kind === 'card' && next.to === 'box' && next.box === box.box ? next.position : null;
  return (
    <div className="space-y-1 text-[11px]">
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-16 text-gray-500">{t('box.original')}</span>
        <Five cards={five(box.hole, box.up)} target={target} mark={box.switched ? 5 : undefined} />
        <span className="text-gray-300" data-field="original">
          {box.original ? categoryName(t, box.original.category) : ''}
        </span>
      </div>
      {box.switched && (
        <div className="flex flex-wrap items-center gap-2" data-field="switched-cards">
          <span className="w-16 text-sky-300">{t('box.switchedCards')}</span>
          <Five cards={five(box.hole, box.plays)} mark={5} />
          <span className="text-sky-200">{box.playing ? categoryName(t, box.playing.category) : ''}</span>
        </div>
      )}
      {box.playing && (
        <div className="font-semibold text-gray-100" data-field="playing">
          {t('box.plays', { hand: handText(t, box.playing) })}
        </div>
      )}
      {box.bonus > 0 && (
        <div className={box.bonusHand ? 'text-brass' : 'text-gray-500'} data-field="bonus-hand">
          {box.bonusHand ? t('box.bonusWins', { hand: categoryName(t, box.bonusHand) }) : t('box.bonusNone')}
        </div>
      )}
    </div>
  );
}

/** The bets of a box (and its pair's switch fees) with stake, status, paid and net. */
function BetsTable({ bets }: { bets: Bet[] }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const net = bets.length && bets.every((b) => b.status !== 'OPEN') ? bets.reduce((s, b) => s + b.net, 0) : null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed text-xs" data-field="bets">
        <thead className="text-left text-[10px] tracking-wider text-gray-500 uppercase">
          <tr>
            <th className="w-[30%] px-1.5 py-0.5 font-medium">{t('box.colBet')}</th>
            <th className="w-[17%] px-1.5 py-0.5 text-right font-medium">{t('box.colStake')}</th>
            <th className="w-[19%] px-1.5 py-0.5 font-medium">{t('box.colStatus')}</th>
            <th className="w-[17%] px-1.5 py-0.5 text-right font-medium">{t('box.colPaid')}</th>
            <th className="w-[17%] px-1.5 py-0.5 text-right font-medium">{t('box.colNet')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/40">
          {bets.map((b) => (
            <tr key={b.id} data-bet-id={b.id} data-type={b.type} data-status={b.status}>
              <td className="truncate px-1.5 py-0.5 text-gray-300">
                {(BET_ORDER as readonly string[]).includes(b.type) ? t(`bet.${b.type}`) : b.type}
              </td>
              <td className="px-1.5 py-0.5 text-right">
                <Money cents={b.amount} />
              </td>
              <td className="px-1.5 py-0.5">
                <PitStatus status={b.status} />
              </td>
              <td className="px-1.5 py-0.5 text-right">
                {b.payout ? <Money cents={b.payout} /> : <span className="text-gray-700">—</span>}
              </td>
              <td className="px-1.5 py-0.5 text-right">
                {b.status === 'OPEN' ? <span className="text-gray-700">—</span> : <Money cents={b.net} signed />}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-line/70 text-[11px]">
          <tr>
            <td className="px-1.5 py-1 text-gray-500" colSpan={4}>
              {t('box.net')}
            </td>
            <td className="px-1.5 py-1 text-right font-semibold" data-field="net">
              {net === null ? <span className="text-gray-700">—</span> : <Money cents={net} signed />}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const betOrder = (a: Bet, b: Bet) =>
  BET_ORDER.indexOf(a.type as (typeof BET_ORDER)[number]) - BET_ORDER.indexOf(b.type as (typeof BET_ORDER)[number]);

/** A box's decisions with their times (the pair's switches shown on its lower box). */
function BoxDecisions({ lines, box }: { lines: DecisionLine[]; box: number }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const { shell } = useConsoleWords();
  if (!lines.length) return null;
  return (
    <ul className="space-y-0.5 text-[11px]" data-field="decisions" data-box={box}>
      {lines.map((l) => (
        <li key={l.seq} className="flex flex-wrap gap-x-2" data-action={l.action} data-timer={String(l.timer)}>
          <span className="font-mono text-gray-500">{shell.when(l.at, 'time')}</span>
          <span className={l.timer ? 'text-amber-300 italic' : 'text-gray-200'}>
            {decisionWords(t, shell.money, { ...l, amount: l.insurance, timeout: l.timer })}
          </span>
          {l.afterMs !== null && (
            <span className="font-mono text-gray-500">
              {t('log.after', {
                seconds: (l.afterMs / 1000).toLocaleString(shell.locale, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
              })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The round detail's stage: the dealer, then per pair both boxes with cards, decisions and bets. */
export function PsRoundTable({ round }: { round: RoundDetail }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const view = readPsView(round.view);
  const live = LIVE.includes(round.status);
  const next = live ? readPsNext(round.next) : null;
  const lines = decisionLines(round.events);
  const bets = round.bets.filter(COUNTED);
  const seats = [
    ...new Set([...view.pairs.map((p) => p.seat), ...bets.map((b) => num(b.spec.seat)).filter((s) => s > 0)]),
  ].sort((a, b) => a - b);
  return (
    <div className="space-y-3" data-testid="pit-ps-table" data-phase={view.phase}>
      {live && next && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-amber-200" data-field="awaiting">
          {t('round.awaiting', { what: psNextWords(t, next) })}
          {(next.kind === 'decision' || next.kind === 'buy') && <PsTimer deadline={round.decisionDeadline} />}
        </div>
      )}
      <PsDealerRow view={view} next={next} />
      {!seats.length ? (
        <p className="text-sm text-gray-500">{round.status === 'BETTING' ? t('box.noPairsYet') : t('box.noPairs')}</p>
      ) : (
        <div className="space-y-2">
          {seats.map((seat) => {
            const pair = view.pairs.find((p) => p.seat === seat);
            const pairBets = bets.filter((b) => num(b.spec.seat) === seat);
            const player = pairBets[0]?.username ?? null;
            const fees = pairBets.filter((b) => b.type === 'SWITCH_FEE');
            const boxes = [2 * seat - 1, 2 * seat];
            const turn = next?.kind === 'decision' && next.seat === seat;
            return (
              <section
                key={seat}
                data-testid={`pit-ps-pair-${seat}`}
                data-switched={String(pair?.switched ?? false)}
                className={`rounded-lg border bg-ink/20 ${turn ? 'border-brass/60' : 'border-line'}`}
              >
                <header className="flex flex-wrap items-center gap-2 border-b border-line/70 px-2.5 py-1.5 text-xs">
                  <span className="font-semibold text-emerald-300">
                    {t('pair.label', { seat, low: boxes[0]!, high: boxes[1]! })}
                  </span>
                  <span className="text-sm font-semibold text-gray-100" data-field="player">
                    {player ?? <span className="font-normal text-gray-500">—</span>}
                  </span>
                  {pair && <span className="text-gray-500">{t('pair.order', { order: pair.order + 1 })}</span>}
                  <span className="ml-auto flex flex-wrap gap-1.5">
                    {pair?.switched && <Badge tone="bg-sky-500/25 text-sky-100">{t('pair.switched')}</Badge>}
                    {(pair?.switches ?? 0) > 0 && (
                      <Badge tone={GREY}>{t('pair.switches', { count: pair!.switches, fees: fees.length })}</Badge>
                    )}
                    {turn && <Badge tone={AMBER}>{t('pair.turn')}</Badge>}
                  </span>
                </header>
                <div className="grid grid-cols-1 gap-2 p-2 lg:grid-cols-2">
                  {boxes.map((n) => {
                    const box = view.boxes.find((b) => b.box === n) ?? null;
                    const boxBets = pairBets.filter((b) => num(b.spec.box) === n).sort(betOrder);
                    const withFees = n === boxes[0] ? [...boxBets, ...fees] : boxBets;
                    const mine = lines.filter((l) => l.box === n || (n === boxes[0] && l.box === 0 && l.seat === seat));
                    if (!box && !boxBets.length) return null;
                    return (
                      <div
                        key={n}
                        data-testid={`pit-ps-box-${n}`}
                        data-decision={box?.decision ?? ''}
                        data-buy={box?.buy ?? ''}
                        className="min-w-0 space-y-1.5 rounded border border-line/70 p-2"
                      >
                        <div className="flex flex-wrap items-center gap-1.5 text-xs">
                          <span className="flex h-5 w-5 items-center justify-center rounded-full bg-felt text-[11px] font-bold text-gray-100 ring-1 ring-brass/40">
                            {n}
                          </span>
                          {box?.decision && (
                            <Badge field="decision" tone={box.decision === 'BET' ? GOOD : GREY}>
                              {box.decision === 'BET'
                                ? t('decision.bet')
                                : box.timeout
                                  ? t('decision.foldTimer')
                                  : t('decision.fold')}
                            </Badge>
                          )}
                          {box && box.insurance > 0 && (
                            <Badge field="insurance" tone="bg-violet-500/25 text-violet-100">
                              {t('decision.insured')}
                            </Badge>
                          )}
                          {box?.buy && (
                            <Badge field="buy" tone={box.buy === 'BUY' ? 'bg-fuchsia-500/30 text-fuchsia-100' : GREY}>
                              {box.buy === 'BUY'
                                ? t('decision.buy')
                                : box.buyTimeout
                                  ? t('decision.noBuyTimer')
                                  : t('decision.noBuy')}
                            </Badge>
                          )}
                        </div>
                        {box && <BoxCards box={box} next={next} />}
                        <BoxDecisions lines={mine} box={n} />
                        <BetsTable bets={withFees} />
                      </div>
                    );
                  })}
                </div>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

/**
 * Every decision of the round in order (§PS-3, §PS-4, §PS-6, §PS-10): time, seconds since what it answered,
 * pair and box, who (the player, or the timer), the decision with its fee, Bet or insurance.
 */
export function PsDecisionLog({ round }: { round: RoundDetail }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const { shell } = useConsoleWords();
  const lines = decisionLines(round.events);
  const next = LIVE.includes(round.status) ? readPsNext(round.next) : null;
  const pending =
    next?.kind === 'decision'
      ? t('log.pendingTurn', { seat: next.seat, box: next.box })
      : next?.kind === 'buy'
        ? t('log.pendingBuy', { boxes: next.boxes.map((b) => b.box).join(', ') })
        : null;
  return (
    <Panel title={t('log.title', { count: lines.length })} testId="pit-ps-decisions">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-panel-2/60 text-left text-[11px] tracking-wider text-gray-500 uppercase">
            <tr>
              <th className="px-3 py-2 font-medium">{t('log.colTime')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('log.colAfter')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colPair')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colWho')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colDecision')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {lines.map((l) => (
              <tr
                key={l.seq}
                data-seq={l.seq}
                data-box={l.box}
                data-action={l.action}
                data-timer={String(l.timer)}
                className={l.timer ? 'bg-amber-500/5' : ''}
              >
                <td className="px-3 py-1.5 font-mono text-xs whitespace-nowrap text-gray-400">
                  {shell.when(l.at, 'ms')}
                </td>
                <td className="px-3 py-1.5 text-right font-mono text-xs whitespace-nowrap text-gray-400">
                  {l.afterMs === null
                    ? '—'
                    : t('log.after', {
                        seconds: (l.afterMs / 1000).toLocaleString(shell.locale, {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        }),
                      })}
                </td>
                <td className="px-3 py-1.5 font-mono whitespace-nowrap text-gray-300">
                  {l.box ? t('log.pairBox', { seat: l.seat, box: l.box }) : t('log.pair', { seat: l.seat })}
                </td>
                <td className="px-3 py-1.5">
                  {l.timer ? (
                    <span className="text-xs text-amber-300 italic" title={t('log.timerTitle')}>
                      <ClockIcon /> {t('log.timer')}
                    </span>
                  ) : (
                    <span className="text-gray-200">{l.actor ?? '—'}</span>
                  )}
                </td>
                <td className="px-3 py-1.5 font-semibold text-gray-100">
                  {decisionWords(t, shell.money, { ...l, amount: l.insurance, timeout: l.timer })}
                </td>
              </tr>
            ))}
            {pending && (
              <tr data-action="">
                <td className="px-3 py-1.5 text-amber-200" colSpan={5}>
                  {pending} <PsTimer deadline={round.decisionDeadline} />
                </td>
              </tr>
            )}
            {!lines.length && !pending && (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-center text-sm text-gray-500">
                  {t('log.none')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

/** The game's module (its view of a replayed state): downloaded when a replay first draws (issue #16 §5). */
const loadModule = (): Promise<ViewOf> =>
  Promise.all([import('@/lib/client/zod-csp'), import('@/lib/games/poker-switch/module')]).then(
    ([, m]) => m.pokerSwitchModule,
  ) as Promise<ViewOf>;

/** A replayed step: the dealer, and each box's cards and decisions as they stood. */
export function PsReplayView({ state, next }: { state: unknown; next: NextLike }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const { view, pending } = useReplayedView(loadModule, state, readPsView);
  if (pending) return <ReplayLoading />;
  if (!view) return <RawState state={state} />;
  const n = readPsNext(next);
  return (
    <div className="space-y-2" data-testid="replay-ps" data-phase={view.phase}>
      <PsDealerRow view={view} next={n} />
      <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {view.boxes.map((b) => (
          <div key={b.box} data-box={b.box} className="min-w-0 rounded border border-line/70 p-1.5 text-xs">
            <div className="mb-1 flex flex-wrap gap-1.5 font-mono">
              <span className="text-gray-300">{t('box.short', { box: b.box })}</span>
              {b.switched && <span className="text-sky-300">{t('pair.switched')}</span>}
              <span className={b.decision === 'BET' ? 'text-emerald-300' : 'text-gray-400'}>
                {b.decision === 'BET'
                  ? t('decision.bet')
                  : b.decision === 'FOLD'
                    ? b.timeout
                      ? t('decision.foldTimer')
                      : t('decision.fold')
                    : '…'}
              </span>
              {b.insurance > 0 && <span className="text-violet-300">{t('decision.insured')}</span>}
              {b.buy && (
                <span className="text-fuchsia-300">{b.buy === 'BUY' ? t('decision.buy') : t('decision.noBuy')}</span>
              )}
            </div>
            <BoxCards box={b} next={n} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The tables overview's round in small: the fifth cards (public), whose turn, the dealer's qualification. */
export function PsCompact({ view, next }: { view: PsView; next: NextLike }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as T;
  const n = readPsNext(next);
  const d = view.dealer;
  return (
    <div className="space-y-1 text-xs" data-field="poker-switch" data-phase={view.phase}>
      <div className="flex flex-wrap items-center gap-1">
        {view.boxes.map((b) => (
          <span key={b.box} className="flex items-center gap-0.5" data-box={b.box}>
            <span className="text-gray-500">{b.box}</span>
            {b.up ? <PlayingCard code={b.up} size="sm" /> : <CardSlot size="sm" />}
          </span>
        ))}
        {d.up && (
          <span className="ml-2 flex items-center gap-0.5">
            <span className="text-gray-500">{t('compact.dealer')}</span>
            <PlayingCard code={d.up} size="sm" />
          </span>
        )}
        {!view.boxes.length && <span className="text-gray-600">—</span>}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 text-gray-300">
        {view.pairs.length > 0 && (
          <span className="text-gray-400">
            {t('compact.pairs', { count: view.pairs.length, switched: view.pairs.filter((p) => p.switched).length })}
          </span>
        )}
        {n?.kind === 'decision' && <span className="text-amber-200">{t('compact.turn', { seat: n.seat })}</span>}
        {n?.kind === 'buy' && <span className="text-fuchsia-200">{t('compact.buy', { count: n.boxes.length })}</span>}
        {d.qualifies !== null && (
          <span className={d.qualifies ? 'text-emerald-300' : 'text-amber-200'}>
            {d.qualifies ? t('compact.q') : d.buy ? t('compact.bought') : t('compact.nq')}
          </span>
        )}
      </div>
    </div>
  );
}
