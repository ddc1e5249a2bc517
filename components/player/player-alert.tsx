'use client';

import type { PlayerProblem } from './format';

/** The player's error line: every API rejection in words (role="alert"). */
export function PlayerAlert({ problem, onDismiss }: { problem: PlayerProblem | null; onDismiss: () => void }) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      data-testid="player-error"
      data-code={problem.code}
      className="flex items-start gap-3 rounded-lg border border-red-500/40 bg-red-950/60 px-4 py-2.5 text-sm text-red-100 shadow-lg"
    >
      <span
        aria-hidden
        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-red-500/80 text-xs font-bold text-white"
      >
        !
      </span>
      <p className="flex-1">
        <span className="font-semibold text-red-200">{problem.title}.</span>{' '}
        <span className="text-red-100/90">{problem.message}</span>
      </p>
      <button type="button" onClick={onDismiss} aria-label="Dismiss" className="text-red-200/70 hover:text-white">
        ✕
      </button>
    </div>
  );
}
