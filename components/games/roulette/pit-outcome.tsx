'use client';

import { useTranslations } from 'next-intl';

/** Roulette colours (RULES.md §RL-1). */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export type RouletteColor = 'red' | 'black' | 'green';
export function rouletteColor(n: number): RouletteColor {
  return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
}

/** A roulette number on its colour. */
export function RouletteChip({ n, size = 'md' }: { n: number; size?: 'sm' | 'md' | 'lg' }) {
  const c = rouletteColor(n);
  const t = useTranslations('games.roulette.pit');
  const bg = c === 'red' ? 'bg-red-600' : c === 'black' ? 'bg-zinc-950 ring-1 ring-zinc-600' : 'bg-emerald-600';
  const dims =
    size === 'sm' ? 'h-6 min-w-6 text-xs' : size === 'lg' ? 'h-20 min-w-20 text-4xl' : 'h-9 min-w-9 text-base';
  return (
    <span
      data-number={n}
      data-color={c}
      title={`${n} ${t(`colour.${c}`)}`}
      className={`inline-flex items-center justify-center rounded-full px-1 font-mono font-bold text-white ${bg} ${dims}`}
    >
      {n}
    </span>
  );
}

/** The winning number (or a placeholder while the ball is still spinning) and the no-spins so far. */
export function RouletteOutcome({
  outcome,
  noSpins,
  size = 'lg',
}: {
  outcome: number | null | undefined;
  noSpins?: { reason: string }[];
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useTranslations('games.roulette.pit');
  return (
    <div className="flex flex-wrap items-center gap-3">
      {typeof outcome === 'number' ? (
        <>
          <RouletteChip n={outcome} size={size} />
          <span className="text-sm uppercase tracking-wider text-gray-300">
            {t(`colour.${rouletteColor(outcome)}`)}
          </span>
        </>
      ) : (
        <span
          className={`inline-flex items-center justify-center rounded-full border-2 border-dashed border-line text-gray-600 ${size === 'lg' ? 'h-20 w-20' : size === 'md' ? 'h-9 w-9' : 'h-6 w-6'}`}
        >
          ?
        </span>
      )}
      {noSpins && noSpins.length > 0 && (
        <span className="text-xs text-amber-300">
          {t('noSpins', { count: noSpins.length, reasons: noSpins.map((n) => n.reason).join('; ') })}
        </span>
      )}
    </div>
  );
}
