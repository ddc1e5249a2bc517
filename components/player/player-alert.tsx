'use client';

import { useTranslations } from 'next-intl';
import { useProblemText } from '@/lib/i18n/problem';
import type { PlayerProblem } from './format';

/**
 * The player's error line (role="alert"): every API rejection worded from its code in the player's language
 * (the server's English text is never translated; a code without messages shows the English words it came with).
 */
export function PlayerAlert({ problem, onDismiss }: { problem: PlayerProblem | null; onDismiss: () => void }) {
  const wordsOf = useProblemText();
  const errors = useTranslations('errors');
  const t = useTranslations('player');
  const tc = useTranslations('common');
  if (!problem) return null;
  const known = errors.has(`title.${problem.code}`);
  const words = known ? wordsOf(problem) : { title: problem.title, message: problem.message };
  const title = problem.repeated ? t('repeated', { ...problem.repeated, reason: words.title }) : words.title;
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
      <p className="min-w-0 flex-1 break-words">
        <span className="font-semibold text-red-200">{title}.</span>{' '}
        {words.message && <span className="text-red-100/90">{words.message}</span>}
      </p>
      <button type="button" onClick={onDismiss} aria-label={tc('dismiss')} className="text-red-200/70 hover:text-white">
        ✕
      </button>
    </div>
  );
}
