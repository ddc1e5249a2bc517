'use client';

import { useTranslations } from 'next-intl';
import type { RoundDetail } from '@/lib/rounds/get-round';
import { boxesByUser } from '@/lib/games/casino-holdem/settle';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { Money, Panel } from '@/components/ui/back-office';
import { PitStatus } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { ClockIcon, DecisionTimer } from '@/components/games/blackjack/pit-table';
import type { Translate } from '@/lib/i18n/money';
import { categoryName, handText, readCheNext, readCheView, type CheNext, type CheView } from './console-read';
import { cheNextWords, decisionLines, pendingBoxes, placeWords } from './pit-format';
import { RawState, ReplayLoading, useReplayedView, type ViewOf } from '@/components/pit/replay-bits';

type Bet = RoundDetail['bets'][number];
type NextLike = Record<string, unknown> | null | undefined;
const LIVE = ['BETTING', 'DEALING', 'COMPLETE'];
const BET_ORDER = ['ANTE', 'AA_BONUS', 'CALL'] as const;
const COUNTED = (b: Bet) => b.status !== 'CANCELLED';

/** The call window's timer (§C-7): the pit's decision timer, red from 3 s. */
export function CheTimer({ deadline }: { deadline: string | null | undefined }) {
  return <DecisionTimer deadline={deadline} testId="pit-che-timer" urgentAt={3} />;
}

/** Where the next card goes on the stage: the 1-based slot of `place`, or null. */
function expectedSlot(next: CheNext | null, place: 'player' | 'dealer' | 'board'): number | null {
  if (next?.kind !== 'card') return null;
  if (place === 'board')
    return next.to === 'flop' ? next.position : next.to === 'turn' ? 4 : next.to === 'river' ? 5 : null;
  return next.to === place ? next.position : null;
}

/** A row of cards with empty slots up to `slots` (the expected one pulsing), labels under the board's. */
function CardRow({
  cards,
  slots,
  expecting,
  labels,
  hidden = 0,
  size = 'sm',
}: {
  cards: readonly string[];
  slots: number;
  expecting: number | null;
  labels?: readonly string[];
  hidden?: number;
  size?: 'sm' | 'md';
}) {
  return (
    <div className="flex items-start gap-1">
      {Array.from({ length: slots }, (_, i) => (
        <div key={i} className="flex flex-col items-center gap-0.5">
          {cards[i] ? (
            <PlayingCard code={cards[i]} size={size} />
          ) : i < hidden ? (
            <div
              className={`${size === 'sm' ? 'h-12 w-9' : 'h-20 w-14'} rounded-md border border-gray-500 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_5px,#991b1b_5px_10px)]`}
            />
          ) : (
            <CardSlot size={size} active={expecting === i + 1} />
          )}
          {labels && <span className="text-[9px] uppercase tracking-wider text-gray-500">{labels[i]}</span>}
        </div>
      ))}
    </div>
  );
}

function Badge({ tone, children, field }: { tone: string; children: React.ReactNode; field?: string }) {
  return (
    <span
      data-field={field}
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold ring-1 ring-inset ${tone}`}
    >
      {children}
    </span>
  );
}

const GOOD = 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30';
const BAD = 'bg-rose-500/15 text-rose-300 ring-rose-500/30';
const GREY = 'bg-zinc-500/15 text-zinc-300 ring-zinc-500/30';
const AMBER = 'bg-amber-500/15 text-amber-200 ring-amber-500/30';

/**
 * The felt of a round for the pit (RULES.md §CHE): the common player hand, the dealer's cards (the staff
 * see them face up, §CHE-1) and the board, each best hand named, the dealer's qualification (§CHE-3), the AA
 * Bonus hand (§CHE-5) and the call window.
 */
export function CheFelt({
  view,
  next,
  live,
  deadline,
}: {
  view: CheView;
  next: CheNext | null;
  live: boolean;
  deadline?: string | null;
}) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const w = view.window;
  const showWinner = view.winner !== null;
  return (
    <div className="space-y-2" data-field="che-felt" data-phase={view.phase}>
      <div className="flex flex-wrap items-stretch gap-2">
        <section className="rounded-lg border border-emerald-700/50 bg-ink/20 p-2" data-testid="pit-che-player">
          <div className="mb-1 flex items-center gap-2 text-xs">
            <span className="font-semibold uppercase tracking-wider text-emerald-300">{t('stage.player')}</span>
            {showWinner && (
              <Badge field="winner" tone={view.winner === 'PLAYER' ? GOOD : view.winner === 'TIE' ? GREY : BAD}>
                {t(`winner.${view.winner}`)}
              </Badge>
            )}
          </div>
          <CardRow cards={view.player} slots={2} expecting={expectedSlot(next, 'player')} />
          <div className="mt-1 text-xs font-semibold text-gray-200" data-field="player-hand">
            {handText(t, view.playerHand) || <span className="text-gray-600">—</span>}
          </div>
        </section>
        <section className="rounded-lg border border-rose-700/50 bg-ink/20 p-2" data-testid="pit-che-dealer">
          <div className="mb-1 flex items-center gap-2 text-xs">
            <span className="font-semibold uppercase tracking-wider text-rose-300">{t('stage.dealer')}</span>
            {view.dealerQualifies !== null && (
              <Badge field="qualifies" tone={view.dealerQualifies ? GOOD : AMBER}>
                {view.dealerQualifies ? t('stage.qualifies') : t('stage.notQualifies')}
              </Badge>
            )}
          </div>
          <CardRow
            cards={view.dealer}
            slots={2}
            expecting={expectedSlot(next, 'dealer')}
            hidden={view.dealerHidden ? view.dealerDealt : 0}
          />
          <div className="mt-1 text-xs font-semibold text-gray-200" data-field="dealer-hand">
            {view.dealerHand ? (
              handText(t, view.dealerHand)
            ) : (
              <span className="font-normal text-gray-500">
                {view.dealer.length && live && !w.closed ? t('stage.faceDown') : '—'}
              </span>
            )}
          </div>
        </section>
        <section className="flex-1 rounded-lg border border-sky-700/50 bg-ink/20 p-2" data-testid="pit-che-board">
          <div className="mb-1 text-xs font-semibold uppercase tracking-wider text-sky-300">{t('stage.board')}</div>
          <CardRow
            cards={view.board}
            slots={5}
            expecting={expectedSlot(next, 'board')}
            labels={[
              placeWords(t, 'flop', 1),
              placeWords(t, 'flop', 2),
              placeWords(t, 'flop', 3),
              placeWords(t, 'turn', 1),
              placeWords(t, 'river', 1),
            ]}
          />
        </section>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <span data-testid="pit-che-aa" data-wins={view.aaBonus ? String(view.aaBonus.wins) : ''}>
          <span className="text-gray-500">{t('stage.aaBonus')} </span>
          {view.aaBonus ? (
            <>
              <span className="font-semibold text-gray-200">{handText(t, view.aaBonus)}</span>{' '}
              <Badge tone={view.aaBonus.wins ? 'bg-brass/20 text-brass ring-brass/40' : GREY}>
                {view.aaBonus.wins ? t('stage.aaWins', { multiple: view.aaBonus.multiple }) : t('stage.aaLoses')}
              </Badge>
            </>
          ) : (
            <span className="text-gray-600">{t('stage.aaAfterFlop')}</span>
          )}
        </span>
        <span
          data-testid="pit-che-window"
          data-open={w.open ? 'true' : 'false'}
          data-closed={w.closed ? 'true' : 'false'}
        >
          <span className="text-gray-500">{t('stage.window')} </span>
          {w.open ? (
            <span className="text-amber-200">
              {t('stage.windowOpen', { players: w.players, called: w.called, folded: w.folded, deciding: w.deciding })}{' '}
              {live && <CheTimer deadline={deadline} />}
            </span>
          ) : w.closed ? (
            <span className="text-gray-200">
              {w.timedOut
                ? t('stage.windowClosedTimer', { called: w.called, folded: w.folded, timer: w.timedOut })
                : t('stage.windowClosed', { called: w.called, folded: w.folded })}
            </span>
          ) : (
            <span className="text-gray-600">{t('stage.windowNotYet')}</span>
          )}
        </span>
      </div>
    </div>
  );
}

/** The box of every bet's player (§CHE-1: boxes numbered by user id, as the server does), by user id. */
function boxOfUsers(bets: readonly Bet[]): Map<string, number> {
  return boxesByUser(bets.filter(COUNTED).map((b) => ({ userId: b.userId, type: b.type })));
}

/**
 * A Casino Hold'em round for the pit: the felt (hands, board, named hands, qualification, AA Bonus, the
 * window), then every box (`pit-che-box-<n>`): its player, decision, and each bet with stake, status, paid
 * and net.
 */
export function CheRoundTable({ round }: { round: RoundDetail }) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const w = useConsoleWords();
  const view = readCheView(round.view);
  const live = LIVE.includes(round.status);
  const next = live ? readCheNext(round.next) : null;
  const boxOf = boxOfUsers(round.bets);
  const lines = decisionLines(round.events);
  const boxNumbers = [...new Set([...view.boxes.map((b) => b.box), ...boxOf.values()])].sort((a, b) => a - b);
  const usersOfBox = new Map<number, string>();
  for (const [u, b] of boxOf) usersOfBox.set(b, u);
  return (
    <div className="space-y-3" data-testid="pit-che-table" data-phase={view.phase}>
      {live && next && (
        <div className="text-xs text-amber-200" data-field="awaiting">
          {t('round.awaiting', { what: cheNextWords(t, next) })}
        </div>
      )}
      <CheFelt view={view} next={next} live={live} deadline={round.decisionDeadline} />
      {!boxNumbers.length ? (
        <p className="text-sm text-gray-500">{round.status === 'BETTING' ? t('box.noAnteYet') : t('box.noAnte')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-2 lg:grid-cols-2">
          {boxNumbers.map((n) => {
            const userId = usersOfBox.get(n);
            const bets = round.bets
              .filter((b) => COUNTED(b) && b.userId === userId)
              .sort(
                (a, b) =>
                  BET_ORDER.indexOf(a.type as (typeof BET_ORDER)[number]) -
                  BET_ORDER.indexOf(b.type as (typeof BET_ORDER)[number]),
              );
            const box = view.boxes.find((b) => b.box === n) ?? null;
            const line = lines.find((l) => l.box === n) ?? null;
            const net =
              bets.length && bets.every((b) => b.status !== 'OPEN') ? bets.reduce((s, b) => s + b.net, 0) : null;
            const decision = box?.decision ?? line?.action ?? null;
            const timer = box?.timeout ?? line?.timer ?? false;
            return (
              <section
                key={n}
                data-testid={`pit-che-box-${n}`}
                data-decision={decision ?? ''}
                data-timeout={timer ? 'true' : 'false'}
                className={`rounded-lg border bg-ink/20 ${view.window.open && !decision ? 'border-brass/60' : 'border-line'}`}
              >
                <header className="flex flex-wrap items-center gap-2 border-b border-line/70 px-2.5 py-1.5 text-xs">
                  <span className="flex h-6 w-6 items-center justify-center rounded-full bg-felt text-xs font-bold text-gray-100 ring-1 ring-brass/40">
                    {n}
                  </span>
                  <span className="text-sm font-semibold text-gray-100" data-field="player">
                    {bets[0]?.username ?? <span className="font-normal text-gray-500">—</span>}
                  </span>
                  <span className="ml-auto flex items-center gap-1.5">
                    {decision ? (
                      <Badge field="decision" tone={decision === 'CALL' ? GOOD : GREY}>
                        {decision === 'CALL'
                          ? t('decision.call')
                          : timer
                            ? t('decision.foldTimer')
                            : t('decision.fold')}
                      </Badge>
                    ) : view.window.open ? (
                      <Badge field="decision" tone={AMBER}>
                        {t('decision.deciding')}
                      </Badge>
                    ) : null}
                    {line && (
                      <span className="font-mono text-[11px] text-gray-500" title={t('box.decidedAt')}>
                        {w.shell.when(line.at, 'time')}
                      </span>
                    )}
                  </span>
                </header>
                <div className="overflow-x-auto p-2">
                  <table className="w-full table-fixed text-xs" data-field="bets">
                    <thead className="text-left text-[10px] uppercase tracking-wider text-gray-500">
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
                          <td className="px-1.5 py-0.5 text-gray-300">
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
                            {b.status === 'OPEN' ? (
                              <span className="text-gray-700">—</span>
                            ) : (
                              <Money cents={b.net} signed />
                            )}
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
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

/**
 * Every box's decision with its time (§CHE-2, §C-7): who called or folded (the log's actor) or the timer,
 * at what time and how long after the third flop card opened the window, and what the Call took (2× Ante).
 * While the window is open, the boxes still deciding are listed too.
 */
export function CheDecisionLog({ round }: { round: RoundDetail }) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const { shell } = useConsoleWords();
  const lines = decisionLines(round.events);
  const pending = LIVE.includes(round.status) ? pendingBoxes(round.events, round.next) : [];
  const calls = round.bets.filter((b) => b.type === 'CALL' && COUNTED(b));
  const callOf = (actor: string | null) => calls.find((b) => b.username === actor) ?? null;
  return (
    <Panel title={t('log.title', { count: lines.length })} testId="pit-che-decisions">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className="px-3 py-2 font-medium">{t('log.colTime')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('log.colAfter')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colBox')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colWho')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colDecision')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('log.colStake')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {lines.map((l) => {
              const call = l.action === 'CALL' ? callOf(l.actor) : null;
              return (
                <tr
                  key={`${l.seq}-${l.box}`}
                  data-seq={l.seq}
                  data-box={l.box}
                  data-action={l.action}
                  data-timer={l.timer ? 'true' : 'false'}
                  className={l.timer ? 'bg-amber-500/5' : ''}
                >
                  <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs text-gray-400">
                    {shell.when(l.at, 'ms')}
                  </td>
                  <td className="whitespace-nowrap px-3 py-1.5 text-right font-mono text-xs text-gray-400">
                    {l.afterMs === null
                      ? '—'
                      : t('log.after', {
                          seconds: (l.afterMs / 1000).toLocaleString(shell.locale, {
                            minimumFractionDigits: 1,
                            maximumFractionDigits: 1,
                          }),
                        })}
                  </td>
                  <td className="px-3 py-1.5 font-mono text-gray-300">{l.box}</td>
                  <td className="px-3 py-1.5">
                    {l.timer ? (
                      <span className="text-xs italic text-amber-300" title={t('log.timerTitle')}>
                        <ClockIcon /> {t('log.timer')}
                      </span>
                    ) : (
                      <span className="text-gray-200">{l.actor ?? '—'}</span>
                    )}
                  </td>
                  <td
                    className={`px-3 py-1.5 font-semibold ${l.action === 'CALL' ? 'text-emerald-300' : 'text-gray-300'}`}
                  >
                    {l.action === 'CALL' ? t('decision.call') : l.timer ? t('decision.foldTimer') : t('decision.fold')}
                  </td>
                  <td className="px-3 py-1.5 text-right text-xs">
                    {l.action === 'CALL' ? (
                      <Money cents={call?.amount ?? 2 * l.ante} />
                    ) : l.ante ? (
                      <span className="text-gray-500">
                        {t('log.lost', { amount: shell.money(l.ante + l.aaBonus) })}
                      </span>
                    ) : (
                      <span className="text-gray-700">—</span>
                    )}
                  </td>
                </tr>
              );
            })}
            {pending.map((box) => (
              <tr key={`pending-${box}`} data-box={box} data-action="">
                <td className="px-3 py-1.5 text-xs text-gray-600" colSpan={2}>
                  —
                </td>
                <td className="px-3 py-1.5 font-mono text-gray-300">{box}</td>
                <td className="px-3 py-1.5 text-gray-600">—</td>
                <td className="px-3 py-1.5 text-amber-200" colSpan={2}>
                  {t('decision.deciding')} <CheTimer deadline={round.decisionDeadline} />
                </td>
              </tr>
            ))}
            {!lines.length && !pending.length && (
              <tr>
                <td colSpan={6} className="px-3 py-4 text-center text-sm text-gray-500">
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
  import('@/lib/client/zod-csp')
    .then(() => import('@/lib/games/casino-holdem/module'))
    .then((m) => m.casinoHoldemModule) as Promise<ViewOf>;

/** A replayed step: the felt as it stood, and the boxes' decisions so far. */
export function CheReplayView({ state, next }: { state: unknown; next: NextLike }) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const { view, pending } = useReplayedView(loadModule, state, readCheView);
  if (pending) return <ReplayLoading />;
  if (!view) return <RawState state={state} />;
  return (
    <div className="space-y-2" data-testid="replay-che" data-phase={view.phase}>
      <CheFelt view={view} next={readCheNext(next)} live={false} />
      {view.boxes.length > 0 && (
        <div className="flex flex-wrap gap-1.5 text-xs">
          {view.boxes.map((b) => (
            <span key={b.box} data-box={b.box} className="rounded border border-line/70 px-1.5 py-0.5 font-mono">
              {t('box.short', { box: b.box })}{' '}
              <span className={b.decision === 'CALL' ? 'text-emerald-300' : 'text-gray-400'}>
                {b.decision === 'CALL'
                  ? t('decision.call')
                  : b.decision === 'FOLD'
                    ? b.timeout
                      ? t('decision.foldTimer')
                      : t('decision.fold')
                    : '…'}
              </span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/** The tables overview's round in small: the player hand, the board and the window (the dealer's cards stay off it). */
export function CheCompact({ view, next }: { view: CheView; next: NextLike }) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const n = readCheNext(next);
  const cards = (c: readonly string[]) => (c.length ? c.map((x) => <PlayingCard key={x} code={x} size="sm" />) : null);
  return (
    <div className="space-y-1 text-xs" data-field="che" data-phase={view.phase}>
      <div className="flex flex-wrap items-center gap-1">
        <span className="w-12 text-gray-500">{t('compact.player')}</span>
        {cards(view.player) ?? <span className="text-gray-600">—</span>}
        <span className="ml-2 w-10 text-gray-500">{t('compact.board')}</span>
        {cards(view.board) ?? <span className="text-gray-600">—</span>}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 text-gray-300">
        {view.playerHand && <span className="font-semibold">{categoryName(t, view.playerHand.category)}</span>}
        {view.boxes.length > 0 && (
          <span className="text-gray-400">
            {t('compact.boxes', {
              players: view.window.players || view.boxes.length,
              called: view.window.called,
              folded: view.window.folded,
            })}
          </span>
        )}
        {n?.kind === 'calls' && <span className="text-amber-200">{t('compact.deciding', { count: n.deciding })}</span>}
        {view.dealerQualifies !== null && (
          <span className={view.dealerQualifies ? 'text-emerald-300' : 'text-amber-200'}>
            {view.dealerQualifies ? t('compact.q') : t('compact.nq')}
          </span>
        )}
      </div>
    </div>
  );
}
