'use client';

import { useCallback, useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney } from '@/lib/i18n/money';
import { gameUi, useGameLabel, useGameParts } from '@/components/games/registry';
import { BetName } from './bet-name';
import type { PlayerReplay, PlayerReplayStep } from '@/lib/rounds/replay-round';
import type { RoundDetail } from '@/lib/rounds/get-round';
import type { MyHistoryRound } from '@/lib/rounds/list-my-history';
import { CorrectionTag, correctionsOf } from '@/components/player/correction-notice';
import { ModalDialog } from '@/components/ui/modal-dialog';

/** A replay step's round in the shape the games' round stages draw (`PitUi.RoundStage`), with the player's own bets. */
function stageRound(replay: PlayerReplay, upTo: number): RoundDetail {
  const step = replay.steps[upTo]!;
  const r = step.round;
  const settled = r.status === 'SETTLED';
  return {
    id: replay.id,
    tableId: replay.tableId,
    game: replay.game,
    number: replay.number,
    status: r.status,
    shoeId: null,
    bettingSeconds: null,
    openedAt: replay.steps[0]?.at ?? step.at,
    closesAt: null,
    closedAt: null,
    settledAt: settled ? step.at : null,
    voidedAt: r.status === 'VOIDED' ? step.at : null,
    voidReason: null,
    decisionDeadline: null,
    ...(r.cards ? { cards: r.cards } : {}),
    ...(r.outcome !== undefined ? { outcome: r.outcome as number | null } : {}),
    view: (r.view ?? {}) as Record<string, unknown>,
    result: (r.result as Record<string, unknown> | null) ?? null,
    next: (r.next as Record<string, unknown> | null) ?? null,
    tableName: replay.tableName,
    dealerId: null,
    dealerName: null,
    shoeNumber: null,
    // Before the settlement the bets were open: their results only show from the settlement step on.
    bets: replay.bets.map((b) =>
      settled ? b : { ...b, status: 'OPEN', payout: 0, refund: 0, net: 0, settledAt: null },
    ),
    events: replay.steps
      .slice(0, upTo + 1)
      .map((s) => ({ seq: s.seq, type: s.type, data: s.data, actor: null, at: s.at })),
  };
}

/**
 * A round's recall (issue #17 §7): its step-by-step replay as the player saw it (`GET /api/rounds/:id/replay`):
 * Prev/Next and the arrow keys move through the steps, each names its event and draws the round then with the
 * game's own round stage; the settlement step lists the player's own results. It is a modal (components/ui/modal-dialog.tsx): focus moves in, Esc closes it, focus goes back to Recall.
 */
export function RoundRecall({ round, onClose }: { round: MyHistoryRound; onClose: () => void }) {
  const t = useTranslations('player.history');
  const tb = useTranslations('player.myBets');
  const money = useMoney();
  const format = useFormatter();
  const gameName = useGameLabel();
  const [replay, setReplay] = useState<PlayerReplay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  useGameParts('pit', [round.game]);
  useGameParts('player', [round.game]);

  useEffect(() => {
    let gone = false;
    api<PlayerReplay>('GET', `/api/rounds/${round.id}/replay`)
      .then((r) => !gone && (setReplay(r), setStep(0)))
      .catch((e: Error) => !gone && setError(t('error', { error: e.message })));
    return () => {
      gone = true;
    };
  }, [round.id, t]);

  const total = replay?.steps.length ?? 0;
  const go = useCallback((i: number) => setStep(Math.max(0, Math.min(total - 1, i))), [total]);

  // The steps by the arrow keys, Home and End wherever focus is in the dialog (Esc is the dialog's own).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
        e.preventDefault();
        go(step + 1);
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
        e.preventDefault();
        go(step - 1);
      } else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(total - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step, total]);

  const current: PlayerReplayStep | undefined = replay?.steps[step];
  const pit = gameUi(round.game)?.pit;
  const detail = replay && current ? stageRound(replay, step) : null;
  const showResults = !!current && current.round.status === 'SETTLED';
  const eventName = (type: string) => (t.has(`events.${type}`) ? t(`events.${type}`) : t('events.other', { type }));
  const cardOf = (d: Record<string, unknown>) => (typeof d.card === 'string' ? d.card : null);
  const betWord = (s: string) => (tb.has(`status.${s}`) ? tb(`status.${s}`) : s);

  return (
    <ModalDialog
      open
      onClose={onClose}
      look="player"
      closeOnBackdrop
      testId="recall"
      closeTestId="recall-close"
      titleId="recall-title"
      title={`${t('recall')} · ${round.tableName} · ${t('round')} #${round.number} · ${gameName(round.game)}`}
    >
      <div className="space-y-3">
        {correctionsOf(round).length > 0 && (
          <div data-testid="recall-corrections" className="mb-3 space-y-1">
            {correctionsOf(round).map((c, i) => (
              <CorrectionTag key={`${c.at}-${i}`} correction={c} />
            ))}
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
        {!replay && !error && <p className="text-sm text-gray-500">{t('loading')}</p>}

        {replay && current && detail && (
          <div className="space-y-3" data-step={step + 1} data-type={current.type}>
            <div className="flex items-center gap-2">
              <button
                type="button"
                data-testid="recall-prev"
                onClick={() => go(step - 1)}
                disabled={step === 0}
                className="rounded-md bg-panel-2 px-3 py-2 text-sm text-gray-200 ring-1 ring-inset ring-line disabled:opacity-40"
              >
                ← {t('prev')}
              </button>
              <span
                data-testid="recall-step"
                aria-live="polite"
                className="flex-1 text-center font-mono text-xs text-gray-400"
              >
                {t('step', { step: step + 1, total })}
              </span>
              <button
                type="button"
                data-testid="recall-next"
                onClick={() => go(step + 1)}
                disabled={step >= total - 1}
                className="rounded-md bg-panel-2 px-3 py-2 text-sm text-gray-200 ring-1 ring-inset ring-line disabled:opacity-40"
              >
                {t('next')} →
              </button>
            </div>
            <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span data-testid="recall-event" className="font-semibold text-brass">
                {eventName(current.type)}
                {cardOf(current.data) && <span className="ml-1 font-mono text-gray-200">{cardOf(current.data)}</span>}
              </span>
              {current.mine && (
                <span className="rounded bg-sky-500/15 px-1.5 py-0.5 text-[10px] font-semibold text-sky-300 ring-1 ring-sky-500/30">
                  {t('mine')}
                </span>
              )}
              <time dateTime={current.at} className="ml-auto font-mono text-[11px] text-gray-500">
                {format.dateTime(new Date(current.at), { timeStyle: 'medium' })}
              </time>
            </div>
            <div className="overflow-x-auto rounded-xl bg-felt/40 p-2" data-testid="recall-stage">
              {pit ? (
                <pit.RoundStage round={detail} live={false} nameOf={() => ''} />
              ) : (
                <p className="text-sm text-gray-500">{t('loading')}</p>
              )}
            </div>
            {showResults && (
              <section data-testid="recall-results" className="rounded-xl border border-line bg-panel-2/60 p-3">
                <h3 className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">
                  {t('myResults')}
                </h3>
                <ul className="space-y-1">
                  {replay.bets
                    .filter((b) => b.status !== 'CANCELLED')
                    .map((b) => (
                      <li
                        key={b.id}
                        data-bet-id={b.id}
                        data-status={b.status}
                        className="flex flex-wrap items-center gap-x-2 text-sm"
                      >
                        <span data-testid="bet-name" className="min-w-20 flex-1 break-words text-gray-200">
                          <BetName game={round.game} roundId={round.id} bet={b} />
                        </span>
                        <span className="font-mono text-gray-300">{money(b.amount + b.extraStake + b.fee)}</span>
                        <span className="text-xs font-semibold text-gray-300">{betWord(b.status)}</span>
                        <span className="font-mono text-xs text-gray-400">
                          {t('paid')} {money(b.payout + b.refund)}
                        </span>
                        <span
                          className={`min-w-16 text-right font-mono text-xs ${b.net > 0 ? 'text-brass' : b.net < 0 ? 'text-red-300' : 'text-gray-300'}`}
                        >
                          {money.signed(b.net)}
                        </span>
                      </li>
                    ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
