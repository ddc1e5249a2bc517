'use client';

import { useTranslations } from 'next-intl';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { Label } from '@/components/ui/console-bits';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import type { RoundDetailView, SeatBoardView } from '@/components/dealer/model';
import { useNow } from '@/components/games/blackjack/dealer-stage';
import {
  categoryName,
  handText,
  readCheNext,
  readCheResult,
  readCheView,
  type CheNext,
  type CheView,
} from './console-read';
import {
  boxDecisionText,
  cardTargetText,
  decisionsCountText,
  holdText,
  qualifiesText,
  resultLineText,
  secondsLeft,
  windowCounts,
} from './dealer-format';

/**
 * The Casino Hold'em stage of the dealer console (RULES.md §CHE): the call window that holds the turn,
 * the dealer's two cards (face up for the staff), the board, the common player hand with its named hand
 * and the AA Bonus hand, the boxes with their decisions, then the result line. The engine decides; the
 * console names what it waits for (`round.next`).
 */

const isChe = (round: PublicRound | null): round is PublicRound => !!round && round.game === 'CASINO_HOLDEM';
const cheNext = (round: PublicRound | null): CheNext | null => (isChe(round) ? readCheNext(round.next) : null);

/** Seconds left of the round's decision timer, ticking. */
function useSecondsLeft(deadline: string | null | undefined): number | null {
  const now = useNow(!!deadline);
  return deadline ? secondsLeft(deadline, now) : null;
}

/**
 * The body of the console's "Next: …" line: `Player card 2`, `Dealer card 1`, `Flop 3`, `Turn`, `River`;
 * during the call window `call window · 3 players, 1 called, 1 folded, 1 deciding`; `confirm result`.
 */
export function cheNextBody(round: PublicRound): { body: React.ReactNode; accent: string } | null {
  const next = cheNext(round);
  if (!next) return null;
  const accent =
    next.kind === 'card'
      ? next.to === 'player'
        ? 'border-emerald-500'
        : next.to === 'dealer'
          ? 'border-banker'
          : 'border-sky-400'
      : next.kind === 'calls'
        ? 'border-amber-400'
        : 'border-brass';
  return { accent, body: <CheNextWords next={next} deadline={round.decisionDeadline} /> };
}

function CheNextWords({ next, deadline }: { next: CheNext; deadline: string | null }) {
  const t = useTranslations('games.casino-holdem.dealer') as unknown as Translate;
  const seconds = useSecondsLeft(next.kind === 'calls' ? deadline : null);
  if (next.kind === 'card') {
    const tone = next.to === 'player' ? 'text-emerald-300' : next.to === 'dealer' ? 'text-red-400' : 'text-sky-300';
    return (
      <span data-target={next.to} data-position={next.position} className={tone}>
        {cardTargetText(t, next)}
      </span>
    );
  }
  if (next.kind === 'calls') {
    return (
      <>
        <span className="text-amber-300">{t('next.calls')}</span>
        <span className="mt-1 block text-xl font-bold tracking-wide text-gray-300 xl:text-2xl">
          {windowCounts(t, next)}
          {seconds !== null ? ` · ${t('seconds', { seconds })}` : ''}
        </span>
      </>
    );
  }
  return <>{next.kind === 'confirm' ? t('next.confirm') : t('next.close')}</>;
}

/**
 * The call window (§CHE-2, §C-7): while open, why the turn is held, with the counts and the timer; once
 * closed, how the boxes decided. Nothing before the flop is complete.
 */
export function CheWindowPanel({ round }: { round: PublicRound | null }) {
  const t = useTranslations('games.casino-holdem.dealer') as unknown as Translate;
  const view = readCheView(round?.view);
  const next = cheNext(round);
  const open = next?.kind === 'calls';
  const seconds = useSecondsLeft(open ? round?.decisionDeadline : null);
  if (!isChe(round) || (!open && !view.window.closed)) return null;
  const w = view.window;
  if (!open) {
    return (
      <div
        data-testid="che-window"
        data-open="false"
        className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-md border border-line bg-panel px-4 py-2"
      >
        <Label>{t('window.closedTitle')}</Label>
        <span className="text-lg font-bold text-gray-100">{decisionsCountText(t, w)}</span>
      </div>
    );
  }
  const urgent = seconds !== null && seconds < 5;
  return (
    <div
      data-testid="che-window"
      data-open="true"
      className="flex items-center gap-4 rounded-md border border-amber-500/60 bg-amber-500/10 px-4 py-3"
    >
      <div className="min-w-0 flex-1">
        <Label>{t('window.title')}</Label>
        <div data-testid="che-hold" className="mt-0.5 text-xl font-black tracking-wide text-amber-100">
          {holdText(t, next, seconds)}
        </div>
        <div className="mt-2 flex flex-wrap gap-2 font-mono text-sm font-bold">
          <Count
            testId="che-called"
            label={t('window.called')}
            n={next.called}
            tone="bg-emerald-500/20 text-emerald-200"
          />
          <Count testId="che-folded" label={t('window.folded')} n={next.folded} tone="bg-gray-600/40 text-gray-200" />
          <Count
            testId="che-deciding"
            label={t('window.deciding')}
            n={next.deciding}
            tone="animate-pulse bg-amber-400/25 text-amber-100"
          />
        </div>
        <div className="mt-1.5 text-xs text-gray-400">{t('window.note')}</div>
      </div>
      <div className="shrink-0 text-right">
        <Label>{t('window.timer')}</Label>
        <div
          className={`font-mono text-5xl leading-none font-black tabular-nums ${urgent ? 'animate-pulse text-red-400' : 'text-amber-200'}`}
        >
          <span data-testid="che-timer" data-seconds={seconds ?? ''}>
            {seconds ?? '–'}
          </span>
          <span className="ml-0.5 text-lg font-bold">s</span>
        </div>
      </div>
    </div>
  );
}

function Count({ label, n, tone, testId }: { label: string; n: number; tone: string; testId: string }) {
  return (
    <span data-testid={testId} data-count={n} className={`rounded px-2 py-0.5 ${tone}`}>
      {n} <span className="font-sans text-xs font-semibold tracking-wider uppercase">{label}</span>
    </span>
  );
}

/** A face-down card (what the players see of the dealer's while the window is open). */
function CardBack() {
  return (
    <div className="h-20 w-14 shrink-0 rounded-md border border-gray-500 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_6px,#991b1b_6px_12px)] shadow" />
  );
}

/** The cards of one place (player hand, dealer, board) with the slot of the card expected next. */
function Cards({
  cards,
  slots,
  target,
  hidden = 0,
  labels,
}: {
  cards: readonly string[];
  slots: number;
  /** The 1-based slot the next card goes to, or null. */
  target: number | null;
  hidden?: number;
  labels?: readonly string[];
}) {
  const out: React.ReactNode[] = [];
  for (let i = 0; i < slots; i++) {
    const code = cards[i];
    const label = labels?.[i] ?? String(i + 1);
    out.push(
      <div key={i} className="flex flex-col items-center gap-0.5" data-slot={i + 1}>
        {code ? (
          <PlayingCard code={code} size="md" />
        ) : i < hidden ? (
          <CardBack />
        ) : (
          <CardSlot size="md" active={target === i + 1} label={labels ? undefined : label} />
        )}
        {labels && <span className="text-[9px] font-semibold tracking-wider text-gray-500 uppercase">{label}</span>}
      </div>,
    );
  }
  return <div className="flex min-h-20 items-start gap-1.5">{out}</div>;
}

function HandLine({ testId, text, tone = 'text-gray-100' }: { testId: string; text: string; tone?: string }) {
  return (
    <div data-testid={testId} className={`mt-1.5 min-h-5 text-sm font-bold ${tone}`}>
      {text}
    </div>
  );
}

/**
 * The felt: the dealer's two cards (face up for the staff, §CHE-1), the board (flop 1-3, turn, river), the
 * common player hand (§CHE-1) with its best hand so far, and the AA Bonus hand once the flop is out (§CHE-5).
 */
export function CheTable({ round }: { round: PublicRound | null }) {
  const t = useTranslations('games.casino-holdem.dealer') as unknown as Translate;
  if (round && !isChe(round)) return null;
  const view = readCheView(round?.view);
  const next = cheNext(round);
  const card = next?.kind === 'card' ? next : null;
  const boardTarget = card?.to === 'flop' ? card.position : card?.to === 'turn' ? 4 : card?.to === 'river' ? 5 : null;
  const hidden = view.dealerHidden ? view.dealerDealt : 0;
  const playerWins = view.winner === 'PLAYER' || view.dealerQualifies === false;
  // §CHE-5: a winning AA Bonus is paid only to a box that calls; once every box folded, none is.
  const nobodyCalled = view.window.closed && view.window.called === 0;
  return (
    <div className="grid grid-cols-1 gap-3 rounded-md border border-felt bg-felt-dark p-3 lg:grid-cols-[auto_minmax(0,1fr)]">
      <Place
        testId="che-dealer"
        title={t('stage.dealer')}
        tone="text-red-300"
        ring={card?.to === 'dealer'}
        badge={
          view.dealerQualifies === null ? null : (
            <span
              data-testid="che-qualifies"
              data-qualifies={String(view.dealerQualifies)}
              className={`rounded px-1.5 py-0.5 text-[11px] font-black tracking-wider ${view.dealerQualifies ? 'bg-emerald-600 text-white' : 'bg-red-700 text-white'}`}
            >
              {qualifiesText(t, view.dealerQualifies)}
            </span>
          )
        }
      >
        <Cards cards={view.dealer} slots={2} target={card?.to === 'dealer' ? card.position : null} hidden={hidden} />
        <HandLine
          testId="che-dealer-hand"
          text={
            view.dealerHand
              ? handText(t, view.dealerHand)
              : view.dealerHidden
                ? t('stage.faceDown')
                : view.dealer.length
                  ? t('stage.dealerStaff')
                  : ''
          }
          tone={view.dealerHand ? 'text-gray-100' : 'text-gray-500 font-normal text-xs'}
        />
      </Place>
      <Place testId="che-board" title={t('stage.board')} tone="text-sky-300" ring={boardTarget !== null}>
        <Cards
          cards={view.board}
          slots={5}
          target={boardTarget}
          labels={[t('slot.flop1'), t('slot.flop2'), t('slot.flop3'), t('slot.turn'), t('slot.river')]}
        />
      </Place>
      <Place
        testId="che-player"
        title={t('stage.player')}
        tone="text-emerald-300"
        ring={card?.to === 'player'}
        badge={
          view.winner && !(view.window.closed && view.window.called === 0) ? (
            <span
              data-testid="che-winner"
              data-winner={view.winner}
              className={`rounded px-1.5 py-0.5 text-[11px] font-black tracking-wider ${playerWins ? 'bg-emerald-500 text-ink' : view.winner === 'TIE' ? 'bg-gray-400 text-ink' : 'bg-red-600 text-white'}`}
            >
              {view.winner === 'TIE'
                ? t('stage.tie')
                : view.winner === 'PLAYER'
                  ? t('stage.playerWins')
                  : t('stage.dealerWins')}
            </span>
          ) : null
        }
      >
        <Cards cards={view.player} slots={2} target={card?.to === 'player' ? card.position : null} />
        <HandLine testId="che-player-hand" text={handText(t, view.playerHand)} />
      </Place>
      <Place testId="che-aa" title={t('stage.aaBonus')} tone="text-brass" ring={false}>
        <div
          data-testid="che-aa-hand"
          data-wins={view.aaBonus ? String(view.aaBonus.wins) : ''}
          className="min-h-20 text-sm"
        >
          {view.aaBonus ? (
            <>
              <div className="font-bold text-gray-100">{handText(t, view.aaBonus)}</div>
              <div
                className={`mt-1 inline-block rounded px-1.5 py-0.5 text-xs font-black tracking-wider ${view.aaBonus.wins && !nobodyCalled ? 'bg-brass text-ink' : 'bg-gray-700 text-gray-300'}`}
              >
                {!view.aaBonus.wins
                  ? t('aa.loses')
                  : nobodyCalled
                    ? t('aa.lostFolded', { multiple: view.aaBonus.multiple })
                    : t('aa.wins', { multiple: view.aaBonus.multiple })}
              </div>
              {view.aaBonus.wins && !nobodyCalled && (
                <div className="mt-1 text-xs text-gray-400">{t('aa.calledOnly')}</div>
              )}
            </>
          ) : (
            <span className="text-xs text-gray-500">{t('aa.afterFlop')}</span>
          )}
        </div>
      </Place>
    </div>
  );
}

function Place({
  testId,
  title,
  tone,
  ring,
  badge,
  children,
}: {
  testId: string;
  title: string;
  tone: string;
  ring: boolean;
  badge?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      data-target={ring ? 'true' : 'false'}
      className={`min-w-0 rounded-md border px-3 py-2 ${ring ? 'border-brass bg-felt/70 shadow-[0_0_0_2px_var(--color-brass)]' : 'border-line/70 bg-felt/40'}`}
    >
      <div className="mb-1.5 flex items-center gap-2">
        <span className={`text-xs font-black tracking-[0.2em] uppercase ${tone}`}>{title}</span>
        <span className="ml-auto">{badge}</span>
      </div>
      {children}
    </section>
  );
}

/** The boxes (one per player with an Ante, §CHE-1; anonymous, numbered by the server) with stakes and decisions. */
export function CheBoxes({ round }: { round: PublicRound | null }) {
  const t = useTranslations('games.casino-holdem.dealer') as unknown as Translate;
  const money = useMoney();
  if (!isChe(round)) return null;
  const view = readCheView(round.view);
  const open = cheNext(round)?.kind === 'calls';
  if (!view.boxes.length) {
    return (
      <div data-testid="che-boxes" className="rounded-md border border-line bg-panel px-4 py-2 text-sm text-gray-500">
        {round.status === 'BETTING' ? t('boxes.betting') : t('boxes.none')}
      </div>
    );
  }
  return (
    <section data-testid="che-boxes" className="rounded-md border border-line bg-panel px-3 py-2">
      <div className="mb-1.5 flex items-baseline gap-3">
        <Label>{t('boxes.title', { count: view.boxes.length })}</Label>
        <span className="text-[11px] text-gray-500">{t('boxes.note')}</span>
      </div>
      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-4 xl:grid-cols-6">
        {view.boxes.map((b) => {
          const words = boxDecisionText(t, b, open);
          return (
            <div
              key={b.box}
              data-testid={`che-box-${b.box}`}
              data-decision={b.decision ?? ''}
              data-timeout={b.timeout ? 'true' : 'false'}
              className={`rounded border px-2 py-1 ${b.decision === 'CALL' ? 'border-emerald-500/50 bg-emerald-500/10' : b.decision === 'FOLD' ? 'border-line bg-panel-2/60' : open ? 'border-amber-400/60 bg-amber-500/10' : 'border-line'}`}
            >
              <div className="flex items-center gap-1.5">
                <span className="flex h-5 w-5 items-center justify-center rounded-full bg-brass font-mono text-[11px] font-black text-ink">
                  {b.box}
                </span>
                <span
                  className={`ml-auto text-[11px] font-black tracking-wider ${b.decision === 'CALL' ? 'text-emerald-300' : b.decision === 'FOLD' ? 'text-gray-400' : 'animate-pulse text-amber-200'}`}
                >
                  {words}
                </span>
              </div>
              <div className="mt-0.5 font-mono text-[11px] text-gray-300 tabular-nums">
                {t('boxes.ante', { amount: money(b.ante) })}
                {b.aaBonus ? ` · ${t('boxes.aa', { amount: money(b.aaBonus) })}` : ''}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Once complete: the player hand against the dealer's, qualification and who wins, how the boxes decided. */
export function CheResultLine({ round, detail }: { round: PublicRound | null; detail: RoundDetailView | null }) {
  const t = useTranslations('games.casino-holdem.dealer') as unknown as Translate;
  const money = useMoney();
  if (!isChe(round)) return null;
  const result = readCheResult(round.result);
  if (!result) return null;
  const settled =
    round.status === 'SETTLED' && detail?.id === round.id
      ? [...(detail.events ?? [])].reverse().find((e) => e.type === 'SETTLED')
      : undefined;
  const ggr = settled && typeof settled.data.ggr === 'number' ? settled.data.ggr : null;
  return (
    <div className="rounded-md border-l-4 border-brass bg-brass/10 px-4 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div data-testid="result-line" className="min-w-0 text-xl font-black tracking-wide text-white">
          {resultLineText(t, result)}
        </div>
        <span className="text-xs font-semibold tracking-widest text-gray-300 uppercase">
          {round.status === 'SETTLED'
            ? t('result.settled')
            : round.status === 'VOIDED'
              ? t('result.voided')
              : t('result.confirm')}
        </span>
      </div>
      {!result.noAction && (
        <div className="mt-1 flex flex-wrap gap-x-5 text-xs font-semibold text-gray-300">
          <span data-testid="result-decisions">{decisionsCountText(t, result)}</span>
          {result.aaBonus && (
            <span>
              {t('result.aa', {
                hand: categoryName(t, result.aaBonus.category),
                outcome: !result.aaBonus.wins
                  ? t('aa.loses')
                  : result.called === 0
                    ? t('aa.lostFolded', { multiple: result.aaBonus.multiple })
                    : t('aa.wins', { multiple: result.aaBonus.multiple }),
              })}
            </span>
          )}
          {ggr !== null && <span className="font-mono">{t('result.ggr', { amount: money.signed(ggr) })}</span>}
        </div>
      )}
    </div>
  );
}

/** The whole stage, in the order the dealer reads it. */
export function CheStage({
  round,
  detail,
}: {
  round: PublicRound | null;
  board: SeatBoardView | null;
  detail: RoundDetailView | null;
}) {
  return (
    <>
      <CheWindowPanel round={round} />
      <CheTable round={round} />
      <CheBoxes round={round} />
      <CheResultLine round={round} detail={detail} />
    </>
  );
}

export type { CheView };
