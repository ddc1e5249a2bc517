'use client';

import { useEffect, useRef } from 'react';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import { aaState, aaText, callProblem, handName, type CheRound, type CheRules, type MyChe } from './player-format';
import { useCheWords } from './player-board';
import type { CheTableState } from './use-che-actions';

/**
 * The player's decision while the call window is open (RULES.md §CHE-2, §C-7), for the shell's decision bar
 * (under the felt; stuck to the bottom of the screen on phones, under the thumb): Fold and Call as two
 * thumb-sized buttons (the Call with its cost, 2x the Ante, disabled with the reason when the balance does
 * not cover it; keys F and C), the hand, the AA Bonus pending the call, and the timer (expiry folds).
 */
export function CheDock({ s, h, my, rules }: { s: CheTableState; h: CheRound; my: MyChe; rules: CheRules }) {
  const w = useCheWords();
  const { t, money } = w;
  const short = callProblem(w, my.callCost, s.balance);
  const aa = aaState(h, my);
  const ref = useRef<HTMLDivElement>(null);
  const canCall = !short && !s.busy;

  // From md up the bar sits under the felt, not stuck to the screen: bring it into view when the window opens.
  useEffect(() => {
    if (ref.current && window.matchMedia('(min-width: 768px)').matches)
      ref.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable))
      )
        return;
      if (s.busy) return;
      const k = e.key.toLowerCase();
      if (k === 'f') {
        e.preventDefault();
        void s.decideChe('FOLD');
      } else if (k === 'c' && canCall) {
        e.preventDefault();
        void s.decideChe('CALL');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [s, canCall]);

  return (
    <div ref={ref} data-testid="che-decision" className="scroll-mb-3 space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-sm leading-tight text-white">
          <span className="font-semibold text-brass">{t('dock.yourCall')}</span>
          {h.view.playerHand && <span className="text-white/80"> · {handName(t, h.view.playerHand)}</span>}
          {aa && aa.kind !== 'waiting' && (
            <span
              data-testid="che-dock-aa"
              className={`block text-xs sm:inline ${aa.kind === 'pending' ? 'text-brass' : 'text-white/55'}`}
            >
              <span className="hidden sm:inline"> · </span>
              {t('aa.title')}: {aaText(w, aa)}
            </span>
          )}
        </p>
        <DecisionTimer
          deadline={h.deadline}
          total={rules.decisionSeconds}
          testId="che-call-timer"
          title={t('dock.timerTitle')}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-center" role="group" aria-label={t('dock.group')}>
        <button
          type="button"
          data-testid="btn-fold"
          disabled={s.busy}
          onClick={() => void s.decideChe('FOLD')}
          title={t('dock.foldTitle')}
          className="flex min-h-12 items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-base font-semibold text-white shadow hover:bg-red-600 disabled:cursor-not-allowed disabled:opacity-50 sm:min-w-40"
        >
          {t('dock.fold')} <kbd className="ml-1.5 hidden text-[10px] opacity-60 sm:inline">F</kbd>
        </button>
        <button
          type="button"
          data-testid="btn-call"
          data-amount={my.callCost}
          disabled={!canCall}
          onClick={() => void s.decideChe('CALL')}
          title={short ?? t('dock.callTitle', { amount: money(my.callCost) })}
          className="flex min-h-12 flex-col items-center justify-center rounded-lg bg-emerald-600 px-4 py-1.5 text-base font-semibold leading-tight text-white shadow hover:bg-emerald-500 disabled:cursor-not-allowed disabled:bg-panel-2 disabled:text-gray-500 sm:min-w-40 sm:flex-row sm:gap-1.5"
        >
          <span>
            {t('dock.call')}
            <kbd className="ml-1.5 hidden text-[10px] opacity-60 sm:inline">C</kbd>
          </span>
          <span className="font-mono text-xs font-normal opacity-90 sm:text-sm">
            <span className="hidden sm:inline">· </span>
            {money(my.callCost)}
          </span>
        </button>
      </div>
      {short && (
        <p data-testid="che-call-short" className="text-center text-xs text-red-300">
          {short}
        </p>
      )}
    </div>
  );
}
