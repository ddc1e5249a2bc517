'use client';

import { useEffect, useState } from 'react';
import { gameUi } from '@/components/games/registry';
import { api } from '@/lib/client/api';
import type { ReplayStep } from '@/lib/rounds/replay-round';
import { useTranslations } from 'next-intl';
import { eventWords, nextWords } from '@/components/pit/format';
import { useConsoleWords } from '@/components/pit/words';
import { ErrorAlert, Panel, btnCls } from '@/components/ui/back-office';

interface Replay {
  steps: ReplayStep[];
  state: unknown;
  matchesStored: boolean;
}

/**
 * Step-by-step replay of a round from `GET /api/rounds/:id/replay`: the round's event log folded through
 * the game engine. A slider (arrow keys work on it) or Prev/Next moves through the steps; each shows the state after that event and
 * what the engine expected next. `matchesStored` says whether the fold equals the stored state.
 * `version` changes when the round changes, to fetch the replay again.
 */
export function ReplayPanel({ roundId, game, version }: { roundId: string; game: string; version: number }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [followEnd, setFollowEnd] = useState(true);
  const t = useTranslations('pit.replay');
  const w = useConsoleWords();

  useEffect(() => {
    let gone = false;
    api<Replay>('GET', `/api/rounds/${roundId}/replay`)
      .then((r) => {
        if (gone) return;
        setReplay(r);
        setError(null);
        setStep((s) => (followEnd ? Math.max(0, r.steps.length - 1) : Math.min(s, Math.max(0, r.steps.length - 1))));
      })
      .catch((e: Error) => !gone && setError(t('error', { error: e.message })));
    return () => {
      gone = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, version]);

  const go = (i: number) => {
    if (!replay) return;
    const n = Math.max(0, Math.min(replay.steps.length - 1, i));
    setStep(n);
    setFollowEnd(n === replay.steps.length - 1);
  };

  const current = replay?.steps[step];
  const total = replay?.steps.length ?? 0;
  // Issue #18 §1: a corrected round's log keeps the original entries and the CORRECTED step re-folds them.
  const correctedAt = replay ? replay.steps.findIndex((x) => x.type === 'CORRECTED') : -1;

  return (
    <Panel
      testId="replay"
      title={t('title')}
      actions={
        replay &&
        (replay.matchesStored ? (
          <span
            data-testid="replay-matches"
            data-matches="true"
            className="rounded bg-emerald-500/15 px-1.5 py-0.5 text-[11px] font-semibold text-emerald-300 ring-1 ring-inset ring-emerald-500/30"
          >
            {t('matches')}
          </span>
        ) : (
          <span
            data-testid="replay-matches"
            data-matches="false"
            className="rounded bg-rose-500/15 px-1.5 py-0.5 text-[11px] font-semibold text-rose-300 ring-1 ring-inset ring-rose-500/30"
          >
            {t('differs')}
          </span>
        ))
      }
      bodyClass="space-y-3 p-3"
    >
      <ErrorAlert message={error} />
      {!replay && !error && <p className="text-sm text-gray-500">{t('building')}</p>}
      {replay && !total && <p className="text-sm text-gray-500">{t('noEvents')}</p>}
      {replay && current && (
        <div className="space-y-3" data-step={step + 1} data-seq={current.seq}>
          <div className="flex items-center gap-1.5 sm:gap-2">
            <button
              type="button"
              className={btnCls}
              onClick={() => go(0)}
              disabled={step === 0}
              aria-label={t('first')}
            >
              «
            </button>
            <button
              type="button"
              data-testid="replay-prev"
              className={btnCls}
              onClick={() => go(step - 1)}
              disabled={step === 0}
            >
              {t('prev')}
            </button>
            <input
              type="range"
              data-testid="replay-slider"
              aria-label={t('step')}
              min={0}
              max={total - 1}
              value={step}
              onChange={(e) => go(Number(e.target.value))}
              className="min-w-0 flex-1 accent-[var(--color-brass)]"
            />
            <button
              type="button"
              data-testid="replay-next"
              className={btnCls}
              onClick={() => go(step + 1)}
              disabled={step >= total - 1}
            >
              {t('next')}
            </button>
            <button
              type="button"
              className={btnCls}
              onClick={() => go(total - 1)}
              disabled={step >= total - 1}
              aria-label={t('last')}
            >
              »
            </button>
          </div>
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
            <span data-testid="replay-step" className="font-mono text-xs text-gray-500">
              {t('stepOf', { step: step + 1, total })}
            </span>
            <span className="font-mono text-xs font-semibold text-brass">{current.type}</span>
            <span className="text-gray-200">{eventWords(w, current.type, current.data, game)}</span>
            <span className="ml-auto font-mono text-[11px] text-gray-600">
              {t('seq', { seq: current.seq })} · {w.shell.when(current.at, 'ms')}
            </span>
          </div>
          {current.type === 'CORRECTED' && (
            <p
              data-testid="replay-corrected"
              className="rounded border border-amber-500/40 bg-amber-500/10 px-2 py-1 text-xs text-amber-200"
            >
              {t('correctedStep')}
            </p>
          )}
          {correctedAt > step && current.type !== 'CORRECTED' && (
            <p data-testid="replay-original" className="text-xs text-gray-500">
              {t('originalStep', { step: correctedAt + 1 })}
            </p>
          )}
          <ReplayState game={game} state={current.state} next={current.next} />
          <div className="text-xs text-gray-500">
            {t('expects')}{' '}
            <span className="text-gray-300">
              {current.next
                ? gameUi(game)?.pit?.nextWords?.(current.next as Record<string, unknown>, w.game(game)) ||
                  nextWords(w.shell, current.next)
                : step === total - 1
                  ? t('nothing')
                  : '—'}
            </span>
          </div>
        </div>
      )}
    </Panel>
  );
}

function ReplayState({ game, state, next }: { game: string; state: unknown; next: unknown }) {
  const ui = gameUi(game)?.pit;
  if (ui) return <ui.ReplayState state={state} next={next} />;
  return (
    <pre className="overflow-x-auto rounded bg-ink p-2 text-xs text-gray-300">{JSON.stringify(state, null, 2)}</pre>
  );
}
