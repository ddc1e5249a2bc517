'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { POCKET_BG, rouletteResult } from './view';
import type { DealerPadProps, DealerUi } from '@/components/games/types';
import { NO_SPIN_PRESETS, NoSpinPanel, NumberPad, RouletteOutcome } from './dealer-stage';

/** The number pad and *No spin* (RULES.md §RL-5: a reason is required). */
function RoulettePad({ round, busy, send, target, run, applyRound, note, focusInput }: DealerPadProps) {
  const t = useTranslations('games.roulette.dealer');
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });
  const reasonRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  // Alt S: to the reason field (typed, or Alt 1-4 for a preset reason), Enter there sends No spin.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.repeat) return;
      if (e.code === 'KeyS') {
        e.preventDefault();
        reasonRef.current?.focus();
        reasonRef.current?.select();
      } else if (e.target === reasonRef.current && /^Digit[1-9]$/.test(e.code)) {
        const preset = NO_SPIN_PRESETS[Number(e.code.slice(5)) - 1];
        if (!preset) return;
        e.preventDefault();
        setReason(tRef.current(`noSpin.presets.${preset}`));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const noSpin = async () => {
    const r = target(t('noSpin.button'));
    if (!r) return;
    if (!reason.trim()) {
      note(t('noSpin.button'), t('noSpin.needReason'));
      reasonRef.current?.focus();
      return;
    }
    const res = await run({
      action: t('noSpin.button'),
      method: 'POST',
      path: `/api/rounds/${r.id}/no-spin`,
      body: { reason: reason.trim() },
    });
    if (res.status === 'ok') {
      applyRound(res);
      setReason('');
      focusInput();
    }
  };
  return (
    <>
      <NumberPad
        onNumber={(n) => send(String(n))}
        disabled={busy}
        selected={typeof round?.outcome === 'number' ? round.outcome : null}
      />
      <div className="rounded-md border border-line bg-panel p-3">
        <NoSpinPanel
          round={round}
          reason={reason}
          setReason={setReason}
          onNoSpin={() => void noSpin()}
          disabled={busy}
          reasonRef={reasonRef}
        />
      </div>
    </>
  );
}

/** The roulette console: the winning number typed or tapped, *No spin*. */
export const rouletteDealer: DealerUi = {
  entry: {
    label: 'Number',
    help: '0-36 + Enter',
    word: 'number',
    undoLabel: 'Undo last entry',
    hint: 'Type the winning number, then Enter.',
    placeholder: 'winning number',
    path: 'outcome',
    body: (text) => ({ number: /^\d{1,3}$/.test(text) ? Number(text) : text }),
  },
  Stage: ({ round }) => (
    <div className="rounded-md border border-line bg-panel p-4">
      <RouletteOutcome round={round} />
    </div>
  ),
  Pad: RoulettePad,
  keys: [
    { keys: ['Alt S'], label: 'keys.noSpin' },
    { keys: ['Alt 1', '…', 'Alt 4'], label: 'keys.preset' },
  ],
  betTypes: [],
  historyBadge(result) {
    const rl = rouletteResult(result);
    if (!rl) return null;
    return (
      <span
        className={`flex h-7 w-7 items-center justify-center rounded-full font-mono text-xs font-bold ${POCKET_BG[rl.color]}`}
      >
        {rl.number}
      </span>
    );
  },
};
