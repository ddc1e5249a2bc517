'use client';

import { useEffect, useState } from 'react';
import { money } from '@/lib/client/api';
import { FOLLOW_TIP, type BjRound, type MyBlackjack } from './player-format';
import type { BjTableState, BlackjackAction } from './use-blackjack-actions';

const DECISIONS: { action: BlackjackAction; label: string; key: string; tone: string }[] = [
  { action: 'HIT', label: 'Hit', key: 'h', tone: 'bg-emerald-600 hover:bg-emerald-500 text-white' },
  { action: 'STAND', label: 'Stand', key: 's', tone: 'bg-red-700 hover:bg-red-600 text-white' },
  { action: 'DOUBLE', label: 'Double', key: 'd', tone: 'bg-brass hover:bg-[#d9b43a] text-ink' },
  { action: 'SPLIT', label: 'Split', key: 'p', tone: 'bg-sky-700 hover:bg-sky-600 text-white' },
];

/**
 * Seconds left until `deadline` (ISO), ticking, with a shrinking bar (`decision-timer`, `data-seconds`).
 * `testId` and `title` for other timers (High Card Flush: the DP offer).
 */
export function DecisionTimer({
  deadline,
  total,
  testId = 'decision-timer',
  title = 'When the time runs out, the hand stands (and insurance is declined)',
}: {
  deadline: string | null;
  total: number;
  testId?: string;
  title?: string;
}) {
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
    <div className="flex items-center gap-2" title={title}>
      <div className="h-1.5 w-24 overflow-hidden rounded-full bg-white/10">
        <div
          className={`h-full rounded-full transition-[width] duration-200 ${left <= 5 ? 'bg-red-500' : 'bg-emerald-400'}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      <span
        data-testid={testId}
        data-seconds={left}
        className={`w-10 font-mono text-lg font-semibold ${left <= 5 ? 'text-red-400' : 'text-emerald-300'}`}
      >
        {left}s
      </span>
    </div>
  );
}

/**
 * Under the seats: the seated player's decision buttons (HIT / STAND / DOUBLE / SPLIT, enabled only
 * on their turn and for the actions the engine allows, keys H S D P), the insurance question (for
 * the seat or a Bet Behind, keys Y / N) and the decision timer; a Bet Behind player watches without
 * play buttons.
 */
export function BlackjackPlayPanel({ s, bj, my }: { s: BjTableState; bj: BjRound | null; my: MyBlackjack }) {
  const isPlayer = s.me?.role === 'PLAYER';
  const round = s.round;
  const seconds = typeof s.table?.rules.decisionSeconds === 'number' ? s.table.rules.decisionSeconds : 15;
  const plays = isPlayer && (my.seat !== null || !!my.main);
  const decision = my.decision;
  const ins = my.insurance;

  useEffect(() => {
    if (!decision && !ins) return;
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
  }, [decision, ins, s]);

  if (!isPlayer || !round) return null;
  const behindSeats = [...my.behind.keys()].sort((a, b) => a - b);
  if (!plays && !ins && behindSeats.length === 0) return null;

  const hand = decision
    ? bj?.seats.find((p) => p.seat === decision.seat)?.hands.find((h) => h.hand === decision.hand)
    : undefined;
  const doubleCost = my.main ? (my.main.base ?? my.main.amount) : 0;

  return (
    <div
      className={`mx-auto flex max-w-3xl flex-col items-center gap-3 rounded-2xl border px-4 py-3 transition-colors ${decision || ins ? 'border-brass/60 bg-black/40' : 'border-white/10 bg-black/20'}`}
    >
      {ins && (
        <div
          data-testid="insurance-prompt"
          data-seat={ins.seat}
          data-kind={ins.kind}
          className="flex flex-wrap items-center justify-center gap-3"
        >
          <p className="text-sm text-white">
            <span className="font-semibold text-brass">Insurance?</span> The dealer shows an ace.{' '}
            {ins.kind === 'behind' ? `Your Bet Behind on seat ${ins.seat}: ` : `Seat ${ins.seat}: `}
            it costs{' '}
            <span data-testid="insurance-cost" data-amount={ins.cost} className="font-mono font-semibold text-white">
              {money(ins.cost)}
            </span>{' '}
            (half the bet) and pays 2:1 if the dealer makes blackjack.
          </p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              data-testid="btn-insurance-yes"
              disabled={s.busy}
              onClick={() => void s.insure(ins.kind, ins.seat, true)}
              className="rounded-lg bg-brass px-4 py-2 text-sm font-semibold text-ink hover:bg-[#d9b43a] disabled:opacity-40"
            >
              Insure · {money(ins.cost)} <kbd className="ml-1 text-[10px] opacity-60">Y</kbd>
            </button>
            <button
              type="button"
              data-testid="btn-insurance-no"
              disabled={s.busy}
              onClick={() => void s.insure(ins.kind, ins.seat, false)}
              className="rounded-lg border border-line bg-panel-2 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-gray-500 disabled:opacity-40"
            >
              No insurance <kbd className="ml-1 text-[10px] opacity-60">N</kbd>
            </button>
          </div>
        </div>
      )}

      {plays && (
        <div className="flex w-full flex-wrap items-center justify-center gap-3">
          <p className="min-w-40 text-sm text-white/70">
            {decision ? (
              <>
                <span className="font-semibold text-brass">Your turn</span> · seat {decision.seat}
                {(bj?.seats.find((p) => p.seat === decision.seat)?.hands.length ?? 1) > 1
                  ? ` hand ${decision.hand}`
                  : ''}
              </>
            ) : round.status === 'BETTING' ? (
              <>
                Seat {my.seat ?? my.main?.seat}: {my.main ? 'bet placed, cards next' : 'place your bet'}
              </>
            ) : round.status === 'DEALING' && my.main ? (
              <>
                Seat {my.main.seat}:{' '}
                {bj?.phase === 'DEALER'
                  ? 'the dealer draws'
                  : bj?.phase === 'INSURANCE'
                    ? 'insurance decisions'
                    : bj?.phase === 'DEAL'
                      ? 'dealing'
                      : bj?.seats.find((p) => p.seat === my.main!.seat)?.hands.every((h) => h.done)
                        ? 'hand played'
                        : 'wait for your turn'}
              </>
            ) : round.status === 'DEALING' ? (
              <>Seat {my.seat}: no bet this round</>
            ) : (
              <>Seat {my.seat ?? my.main?.seat}: round over</>
            )}
          </p>
          <div className="flex items-center gap-2" role="group" aria-label="Decisions">
            {DECISIONS.map((d) => {
              const ok = !!decision && decision.actions.includes(d.action) && !s.busy;
              const costs =
                (d.action === 'DOUBLE' || d.action === 'SPLIT') && doubleCost > 0 ? ` · ${money(doubleCost)}` : '';
              return (
                <button
                  key={d.action}
                  type="button"
                  data-testid={`btn-decision-${d.action}`}
                  disabled={!ok}
                  onClick={() => decision && void s.decide(d.action, { seat: decision.seat, hand: decision.hand })}
                  title={
                    ok
                      ? `${d.label} (${d.key.toUpperCase()})`
                      : decision
                        ? `${d.label} is not possible with this hand`
                        : 'Not your turn'
                  }
                  className={`rounded-lg px-4 py-2 text-sm font-semibold shadow transition-all disabled:cursor-not-allowed disabled:bg-panel-2 disabled:text-gray-500 disabled:opacity-50 disabled:shadow-none ${d.tone}`}
                >
                  {d.label}
                  {ok && costs}
                  <kbd className="ml-1.5 text-[10px] opacity-60">{d.key.toUpperCase()}</kbd>
                </button>
              );
            })}
          </div>
          {hand && <span className="font-mono text-sm text-white/70">{hand.cards.join(' ')}</span>}
        </div>
      )}

      {!plays && behindSeats.length > 0 && !ins && (
        <p className="text-sm text-white/60">
          You bet behind seat{behindSeats.length > 1 ? 's' : ''} {behindSeats.join(', ')}: the seated player plays the
          hand, your bet follows it.
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
  if (s.me?.role !== 'PLAYER') return null;
  if (my.seat !== null) {
    const hasMain = !!my.main && s.bettingOpen;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-testid="btn-bet-main"
          disabled={!s.bettingOpen || hasMain || s.busy}
          title={hasMain ? 'One bet per round: remove it from My bets to change it' : undefined}
          onClick={() => void s.place({ type: 'MAIN', seat: my.seat! }, s.chip)}
          className="rounded-lg bg-brass px-3.5 py-2 text-sm font-semibold text-ink transition-colors hover:bg-[#d9b43a] disabled:cursor-not-allowed disabled:opacity-35"
        >
          {hasMain
            ? `Bet placed · ${money(my.main!.base ?? my.main!.amount)}`
            : `Bet MAIN ${money(s.chip)} on seat ${my.seat}`}
        </button>
        <button
          type="button"
          data-testid="btn-leave-seat"
          disabled={s.busy}
          onClick={() => void s.leaveSeat()}
          className="rounded-lg border border-line bg-panel-2 px-3.5 py-2 text-sm font-semibold text-gray-200 transition-colors hover:border-gray-500 disabled:cursor-not-allowed disabled:opacity-35"
        >
          Leave seat {my.seat}
        </button>
      </div>
    );
  }
  return (
    <label
      className="flex cursor-pointer items-center gap-2 text-sm text-gray-300"
      title={`Follow doubles and splits: ${FOLLOW_TIP}`}
    >
      <input
        type="checkbox"
        data-testid="follow-doubles-splits"
        checked={s.follow}
        onChange={(e) => s.setFollow(e.target.checked)}
        className="h-4 w-4 accent-[#c9a227]"
      />
      Bet Behind follows doubles &amp; splits
      <span
        aria-label={FOLLOW_TIP}
        title={FOLLOW_TIP}
        className="flex h-4 w-4 items-center justify-center rounded-full border border-gray-500 text-[10px] text-gray-400"
      >
        ?
      </span>
    </label>
  );
}
