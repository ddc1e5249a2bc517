'use client';

import { useRef, useState } from 'react';
import { POCKET_BG, rouletteResult } from './view';
import type { DealerPadProps, DealerUi } from '@/components/games/types';
import { NoSpinPanel, NumberPad, RouletteOutcome } from './dealer-stage';

/** The number pad and *No spin* (RULES.md §RL-5: a reason is required). */
function RoulettePad({ round, busy, send, target, run, applyRound, note, focusInput }: DealerPadProps) {
  const reasonRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const noSpin = async () => {
    const r = target('No spin');
    if (!r) return;
    if (!reason.trim()) {
      note('No spin', 'A no-spin needs a reason: type it (or pick one) first.');
      reasonRef.current?.focus();
      return;
    }
    const res = await run({
      action: 'No spin',
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
