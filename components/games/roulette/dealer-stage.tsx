'use client';

import { useTranslations } from 'next-intl';
import type { PublicRound } from '@/lib/realtime/events';
import { Kbd, Label } from '@/components/ui/console-bits';
import { pocketColor, POCKET_BG, rouletteResult } from './view';

/** The entered number, big and in its colour (RULES.md §RL-1), with the result line. */
export function RouletteOutcome({ round }: { round: PublicRound | null }) {
  const n = typeof round?.outcome === 'number' ? round.outcome : null;
  const res = rouletteResult(round?.result);
  const color = n === null ? null : pocketColor(n);
  const t = useTranslations('games.roulette.dealer');
  return (
    <div className="flex items-center gap-6">
      <div
        data-testid="outcome-number"
        className={`flex h-36 w-36 shrink-0 items-center justify-center rounded-full font-mono text-7xl font-black tabular-nums ${
          color
            ? `${POCKET_BG[color]} shadow-[0_0_0_4px_var(--color-brass),0_0_40px_-6px_var(--color-brass)]`
            : 'border-2 border-dashed border-line text-gray-700'
        }`}
      >
        {n === null ? '–' : n}
      </div>
      <div className="min-w-0">
        <Label>{t('outcome.label')}</Label>
        {res ? (
          <div data-testid="result-line" className="mt-1 text-3xl font-black tracking-wide text-white">
            {res.number} {t(`outcome.color.${res.color}`).toLocaleUpperCase()}
            {res.number !== 0 && (
              <span className="ml-3 align-middle text-sm font-semibold tracking-widest text-gray-400 uppercase">
                · {t(res.number % 2 ? 'outcome.parity.odd' : 'outcome.parity.even')} ·{' '}
                {t(res.number <= 18 ? 'outcome.low' : 'outcome.high')}
              </span>
            )}
          </div>
        ) : (
          <div className="mt-1 text-lg text-gray-500">
            {round?.status === 'DEALING' ? t('outcome.ballInPlay') : t('outcome.noNumber')}
          </div>
        )}
        {res && (
          <div className="mt-1 text-xs font-semibold tracking-widest text-gray-400 uppercase">
            {round?.status === 'SETTLED'
              ? t('outcome.settled')
              : round?.status === 'VOIDED'
                ? t('outcome.voided')
                : t('outcome.confirm')}
          </div>
        )}
      </div>
    </div>
  );
}

/** Pad 0-36 laid out like the felt: 0 on the left, three rows of twelve columns. */
export function NumberPad({
  onNumber,
  disabled,
  selected,
}: {
  onNumber: (n: number) => void;
  disabled: boolean;
  selected: number | null;
}) {
  const rows = [3, 2, 1].map((r) => Array.from({ length: 12 }, (_, c) => c * 3 + r));
  // Where each number sits: a phone has the portrait layout (0 across the top, then 1 2 3 / 4 5 6 ... in
  // three columns); from `sm` the wheel's landscape layout (0 at the left, three rows of twelve).
  const place = (n: number) =>
    n === 0
      ? undefined
      : ({
          '--pc': ((n - 1) % 3) + 1,
          '--pr': Math.ceil(n / 3) + 1,
          '--lc': Math.ceil(n / 3) + 1,
          '--lr': 3 - ((n - 1) % 3),
        } as React.CSSProperties);
  const btn = (n: number, extra = '') => (
    <button
      key={n}
      type="button"
      style={place(n)}
      data-testid={`pad-${n}`}
      tabIndex={-1} // touch entry: the keyboard types the code (Tab goes to the controls)
      disabled={disabled}
      onClick={() => onNumber(n)}
      className={`flex items-center justify-center rounded font-mono text-xl font-bold tabular-nums ring-inset hover:ring-2 hover:ring-brass active:brightness-150 disabled:cursor-wait ${POCKET_BG[pocketColor(n)]} ${
        selected === n ? 'ring-4 ring-brass' : ''
      } ${extra}`}
    >
      {n}
    </button>
  );
  return (
    <div
      data-testid="number-pad"
      className="grid auto-rows-[2.75rem] grid-cols-3 gap-1 rounded-md border border-line bg-felt-dark p-1.5 sm:grid-cols-[minmax(3.5rem,1fr)_repeat(12,minmax(0,1fr))] sm:grid-rows-[repeat(3,3.5rem)]"
    >
      {btn(0, 'col-span-3 sm:col-span-1 sm:row-span-3')}
      {rows.flat().map((n) => btn(n, 'col-start-(--pc) row-start-(--pr) sm:col-start-(--lc) sm:row-start-(--lr)'))}
    </div>
  );
}

/** The preset no-spin reasons (keys of `games.roulette.dealer` → `noSpin.presets`), Alt 1-4 in the reason field. */
export const NO_SPIN_PRESETS = ['ballLeft', 'fewRevolutions', 'notReleased', 'wheelStopped'] as const;

/** *No spin* (RULES.md §RL-5): a reason is required; recorded no-spins of this round are listed. */
export function NoSpinPanel({
  round,
  reason,
  setReason,
  onNoSpin,
  disabled,
  reasonRef,
}: {
  round: PublicRound | null;
  reason: string;
  setReason: (s: string) => void;
  onNoSpin: () => void;
  disabled: boolean;
  reasonRef: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslations('games.roulette.dealer');
  const noSpins = Array.isArray(round?.view?.noSpins) ? (round.view.noSpins as { reason?: string }[]) : [];
  return (
    <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <Label className="flex items-center gap-1">
          {t('noSpin.title')} <Kbd>Alt S</Kbd>
        </Label>
        <div className="mt-1.5 flex gap-2">
          <input
            ref={reasonRef}
            data-testid="no-spin-reason"
            aria-keyshortcuts="Alt+S"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onNoSpin();
              }
            }}
            maxLength={500}
            placeholder={t('noSpin.placeholder')}
            className="min-w-0 flex-1 rounded border border-line bg-ink px-2 py-1.5 text-sm placeholder:text-gray-600"
          />
          <button
            type="button"
            data-testid="btn-no-spin"
            disabled={disabled}
            onClick={onNoSpin}
            className="rounded border border-amber-500/60 bg-amber-500/10 px-3 py-1.5 text-sm font-bold tracking-wide text-amber-300 hover:bg-amber-500/20 disabled:opacity-40"
          >
            {t('noSpin.button')}
          </button>
        </div>
        <div className="mt-1.5 flex flex-wrap gap-1">
          {NO_SPIN_PRESETS.map((p, i) => (
            <button
              key={p}
              type="button"
              onClick={() => {
                setReason(t(`noSpin.presets.${p}`));
                reasonRef.current?.focus();
              }}
              title={t('noSpin.presetTitle', { n: i + 1 })}
              className="rounded border border-line px-1.5 py-0.5 text-[11px] text-gray-400 hover:border-gray-500 hover:text-gray-200"
            >
              {t(`noSpin.presets.${p}`)}
            </button>
          ))}
        </div>
      </div>
      <div>
        <Label>{t('noSpin.recorded')}</Label>
        {noSpins.length ? (
          <ol data-testid="no-spins" className="mt-1.5 space-y-1 text-sm">
            {noSpins.map((s, i) => (
              <li key={i} className="flex gap-2 rounded bg-amber-500/10 px-2 py-1 text-amber-200">
                <span className="font-mono text-amber-400">#{i + 1}</span>
                <span className="min-w-0 break-words">{s.reason}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1.5 text-sm text-gray-600">{t('noSpin.none')}</p>
        )}
      </div>
    </div>
  );
}
