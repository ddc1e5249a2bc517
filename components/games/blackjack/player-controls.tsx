'use client';

import { useEffect, useState } from 'react';
import { useMoney } from '@/lib/i18n/money';
import type { BjRound, MyBlackjack } from './player-format';
import { useBjWords, type BjTableState, type BlackjackAction } from './use-blackjack-actions';

const DECISIONS: { action: BlackjackAction; key: string; tone: string }[] = [
  { action: 'HIT', key: 'h', tone: 'bg-emerald-600 hover:bg-emerald-500 text-white' },
  { action: 'STAND', key: 's', tone: 'bg-red-700 hover:bg-red-600 text-white' },
  { action: 'DOUBLE', key: 'd', tone: 'bg-brass hover:bg-[#d9b43a] text-ink' },
  { action: 'SPLIT', key: 'p', tone: 'bg-sky-700 hover:bg-sky-600 text-white' },
];

/**
 * Seconds left until `deadline` (ISO), ticking, with a shrinking bar (`decision-timer`, `data-seconds`).
 * `testId` and `title` for other timers (High Card Flush: the DP offer).
 */
export function DecisionTimer({
  deadline,
  total,
  testId = 'decision-timer',
  title,
}: {
  deadline: string | null;
  total: number;
  testId?: string;
  title?: string;
}) {
  const t = useBjWords();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  if (!deadline) return null;
  const ms = Math.max(0, new Date(deadline).getTime() - now);
  const left = Math.ceil(ms / 1000);
  const pct = Math.max(0, Math.min(100, (ms / 1000 / Math.max(1, total)) * 100));
  return (
    <div className="flex items-center gap-2" title={title ?? t('timerTitle')}>
      <div className="h-1.5 w-24 overflow-hidden rounded-full bg-white/10">
        <div
          className={`h-full rounded-full transition-[width] duration-200 ${left <= 5 ? 'bg-red-500' : 'bg-emerald-400'}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      <span
        data-testid={testId}
        data-seconds={left}
        className={`min-w-10 whitespace-nowrap font-mono text-lg font-semibold ${left <= 5 ? 'text-red-400' : 'text-emerald-300'}`}
      >
        {t('seconds', { seconds: left })}
      </span>
    </div>
  );
}

const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card code ("TH") as the cards on the felt show it: the rank (10, not T) and the suit's glyph, red for ♥ ♦. */
function CardText({ code }: { code: string }) {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '?');
  const suit = code[1] ?? '';
  return (
    <span className={suit === 'H' || suit === 'D' ? 'text-red-400' : 'text-white'}>
      {rank}
      {SUIT_GLYPH[suit] ?? '?'}
    </span>
  );
}

/**
 * Under the seats: the seated player's decision buttons (HIT / STAND / DOUBLE / SPLIT, enabled only
 * on their turn and for the actions the engine allows, keys H S D P), the insurance question (for
 * the seat or a Bet Behind, keys Y / N) and the decision timer; a Bet Behind player watches without
 * play buttons. While a decision waits (`active`) it is drawn in the shell's dock (`docked`: stuck to the
 * bottom of the screen on phones, issue #13 §1); otherwise under the seats (`docked` false).
 */
export function BlackjackPlayPanel({
  s,
  bj,
  my,
  docked,
}: {
  s: BjTableState;
  bj: BjRound | null;
  my: MyBlackjack;
  docked: boolean;
}) {
  const t = useBjWords();
  const money = useMoney();
  const isPlayer = s.me?.role === 'PLAYER';
  const round = s.round;
  const seconds = typeof s.table?.rules.decisionSeconds === 'number' ? s.table.rules.decisionSeconds : 15;
  const plays = isPlayer && (my.seat !== null || !!my.main);
  const decision = my.decision;
  const ins = my.insurance;
  const active = isPlayer && (!!decision || !!ins);
  // One of the two places draws the panel (and listens to the keys): the dock while a decision waits.
  const here = active === docked;

  useEffect(() => {
    if (!here || (!decision && !ins)) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable))
      )
        return;
      const k = e.key.toLowerCase();
      if (ins && (k === 'y' || k === 'n')) {
        e.preventDefault();
        void s.insure(ins.kind, ins.seat, k === 'y');
        return;
      }
      if (!decision || s.busy) return;
      const d = DECISIONS.find((x) => x.key === k);
      if (d && decision.actions.includes(d.action)) {
        e.preventDefault();
        void s.decide(d.action, { seat: decision.seat, hand: decision.hand });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [here, decision, ins, s]);

  if (!here || !isPlayer || !round) return null;
  const behindSeats = [...my.behind.keys()].sort((a, b) => a - b);
  if (!plays && !ins && behindSeats.length === 0) return null;

  const hand = decision
    ? bj?.seats.find((p) => p.seat === decision.seat)?.hands.find((h) => h.hand === decision.hand)
    : undefined;
  const doubleCost = my.main ? (my.main.base ?? my.main.amount) : 0;
  const seat = my.seat ?? my.main?.seat ?? 0;
  const b = (c: React.ReactNode) => <span className="font-semibold text-brass">{c}</span>;

  let line: React.ReactNode;
  if (decision) {
    const many = (bj?.seats.find((p) => p.seat === decision.seat)?.hands.length ?? 1) > 1;
    line = many
      ? t.rich('panel.turnHand', { b, seat: decision.seat, hand: decision.hand })
      : t.rich('panel.turn', { b, seat: decision.seat });
  } else if (round.status === 'BETTING') {
    line = t(my.main ? 'panel.betPlaced' : 'panel.placeBet', { seat });
  } else if (round.status === 'DEALING' && my.main) {
    const mainSeat = my.main.seat;
    const key =
      bj?.phase === 'DEALER'
        ? 'panel.dealerDraws'
        : bj?.phase === 'INSURANCE'
          ? 'panel.insurance'
          : bj?.phase === 'DEAL'
            ? 'panel.dealing'
            : bj?.seats.find((p) => p.seat === mainSeat)?.hands.every((h) => h.done)
              ? 'panel.played'
              : 'panel.wait';
    line = t(key, { seat: mainSeat ?? seat });
  } else if (round.status === 'DEALING') {
    line = t('panel.noBet', { seat });
  } else {
    line = t('panel.over', { seat });
  }

  return (
    <div
      data-testid="bj-play-panel"
      data-docked={docked ? 'true' : 'false'}
      className={`mx-auto flex max-w-3xl flex-col items-center gap-2 transition-colors sm:gap-3 ${
        docked ? 'w-full' : 'rounded-2xl border border-white/10 bg-black/20 px-3 py-2.5 sm:px-4 sm:py-3'
      }`}
    >
      {ins && (
        <div
          data-testid="insurance-prompt"
          data-seat={ins.seat}
          data-kind={ins.kind}
          className="flex w-full flex-wrap items-center justify-center gap-2 sm:gap-3"
        >
          <p className="text-center text-xs text-white sm:text-left sm:text-sm">
            {t.rich('insurance.question', {
              kind: ins.kind,
              seat: ins.seat,
              cost: money(ins.cost),
              q: (c) => <span className="font-semibold text-brass">{c}</span>,
              amount: (c) => (
                <span
                  data-testid="insurance-cost"
                  data-amount={ins.cost}
                  className="font-mono font-semibold text-white"
                >
                  {c}
                </span>
              ),
            })}
          </p>
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center">
            <button
              type="button"
              data-testid="btn-insurance-yes"
              disabled={s.busy}
              onClick={() => void s.insure(ins.kind, ins.seat, true)}
              className="min-h-12 rounded-lg bg-brass px-4 py-2 text-sm font-semibold text-ink hover:bg-[#d9b43a] disabled:opacity-40 sm:min-h-0"
            >
              {t('insurance.take', { cost: money(ins.cost) })}{' '}
              <kbd className="ml-1 hidden text-[10px] opacity-60 sm:inline">Y</kbd>
            </button>
            <button
              type="button"
              data-testid="btn-insurance-no"
              disabled={s.busy}
              onClick={() => void s.insure(ins.kind, ins.seat, false)}
              className="min-h-12 rounded-lg border border-line bg-panel-2 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-gray-500 disabled:opacity-40 sm:min-h-0"
            >
              {t('insurance.decline')} <kbd className="ml-1 hidden text-[10px] opacity-60 sm:inline">N</kbd>
            </button>
          </div>
        </div>
      )}

      {plays && (
        <div className="flex w-full flex-wrap items-center justify-center gap-x-3 gap-y-2">
          <p className="min-w-40 text-center text-sm text-white/70 sm:text-left">{line}</p>
          <div
            className="grid w-full grid-cols-4 gap-1.5 sm:flex sm:w-auto sm:items-center sm:gap-2"
            role="group"
            aria-label={t('decisions')}
          >
            {DECISIONS.map((d) => {
              const ok = !!decision && decision.actions.includes(d.action) && !s.busy;
              const label = t(`action.${d.action}`);
              const costs = (d.action === 'DOUBLE' || d.action === 'SPLIT') && doubleCost > 0 ? money(doubleCost) : '';
              return (
                <button
                  key={d.action}
                  type="button"
                  data-testid={`btn-decision-${d.action}`}
                  disabled={!ok}
                  onClick={() => decision && void s.decide(d.action, { seat: decision.seat, hand: decision.hand })}
                  title={
                    ok
                      ? t('decisionKey', { action: label, key: d.key.toUpperCase() })
                      : decision
                        ? t('notPossible', { action: label })
                        : t('notYourTurn')
                  }
                  className={`flex min-h-12 flex-col items-center justify-center rounded-lg px-1 py-1.5 text-sm font-semibold leading-tight shadow transition-all sm:block sm:min-h-0 sm:px-4 sm:py-2 disabled:cursor-not-allowed disabled:bg-panel-2 disabled:text-gray-500 disabled:opacity-50 disabled:shadow-none ${d.tone}`}
                >
                  <span>{label}</span>
                  {ok && costs && (
                    <span className="text-[11px] font-medium sm:text-sm">
                      <span className="hidden sm:inline"> · </span>
                      {costs}
                    </span>
                  )}
                  <kbd className="ml-1.5 hidden text-[10px] opacity-60 sm:inline">{d.key.toUpperCase()}</kbd>
                </button>
              );
            })}
          </div>
          {hand && (
            <span className="hidden gap-1.5 text-sm font-semibold sm:inline-flex" data-testid="decision-hand">
              {hand.cards.map((c, i) => (
                <CardText key={`${i}-${c}`} code={c} />
              ))}
            </span>
          )}
        </div>
      )}

      {!plays && behindSeats.length > 0 && !ins && (
        <p className="text-center text-sm text-white/60">
          {t('panel.behind', { count: behindSeats.length, seats: behindSeats.join(', ') })}
        </p>
      )}

      {(decision || ins) && <DecisionTimer deadline={round.decisionDeadline} total={seconds} />}
    </div>
  );
}

/**
 * The Blackjack betting controls beside the chip rack: seated, *Bet* places the MAIN bet (the selected
 * chip, on the own seat, once per round) and *Leave seat*; not seated, the Bet Behind option to
 * follow doubles and splits (RULES.md §BJ-9).
 */
export function BlackjackBetControls({ s, my }: { s: BjTableState; my: MyBlackjack }) {
  const t = useBjWords();
  const money = useMoney();
  if (s.me?.role !== 'PLAYER') return null;
  if (my.seat !== null) {
    const hasMain = !!my.main && s.bettingOpen;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-testid="btn-bet-main"
          disabled={!s.bettingOpen || hasMain || s.busy}
          title={hasMain ? t('oneBet') : undefined}
          onClick={() => void s.place({ type: 'MAIN', seat: my.seat! }, s.chip)}
          className="min-h-11 rounded-lg bg-brass px-3.5 py-2 text-sm font-semibold text-ink transition-colors hover:bg-[#d9b43a] disabled:cursor-not-allowed disabled:opacity-35 sm:min-h-0"
        >
          {hasMain
            ? t('betPlaced', { amount: money(my.main!.base ?? my.main!.amount) })
            : t('betMain', { amount: money(s.chip), seat: my.seat })}
        </button>
        <button
          type="button"
          data-testid="btn-leave-seat"
          disabled={s.busy}
          onClick={() => void s.leaveSeat()}
          className="min-h-11 rounded-lg border border-line bg-panel-2 px-3.5 py-2 text-sm font-semibold text-gray-200 transition-colors hover:border-gray-500 disabled:cursor-not-allowed disabled:opacity-35 sm:min-h-0"
        >
          {t('leaveSeat', { seat: my.seat })}
        </button>
      </div>
    );
  }
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-gray-300" title={t('followTip')}>
      <input
        type="checkbox"
        data-testid="follow-doubles-splits"
        checked={s.follow}
        onChange={(e) => s.setFollow(e.target.checked)}
        className="h-5 w-5 accent-[#c9a227] sm:h-4 sm:w-4"
      />
      {t('follow')}
      <span
        aria-label={t('followTip')}
        title={t('followTip')}
        className="flex h-4 w-4 items-center justify-center rounded-full border border-gray-500 text-[10px] text-gray-400"
      >
        ?
      </span>
    </label>
  );
}
