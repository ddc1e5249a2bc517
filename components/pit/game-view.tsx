'use client';

import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { baccaratTotal, rouletteColor } from '@/components/pit/format';
import { RouletteChip } from '@/components/ui/back-office';

/** Player and Banker hands with their totals; `winner` rings the winning side. */
export function BaccaratHands({ player, banker, winner, size = 'md', next }: { player: string[]; banker: string[]; winner?: string | null; size?: 'sm' | 'md' | 'lg'; next?: { to?: unknown; position?: unknown } | null }) {
  const side = (name: 'player' | 'banker', cards: string[]) => {
    const won = winner === name.toUpperCase();
    const tie = winner === 'TIE';
    const expecting = next && next.to === name;
    return (
      <div data-hand={name} className={`flex-1 rounded-md border p-2 ${won ? (name === 'player' ? 'border-player/70 bg-player/10' : 'border-banker/70 bg-banker/10') : tie ? 'border-tie/50 bg-tie/5' : 'border-line bg-ink/40'}`}>
        <div className="mb-2 flex items-center justify-between text-xs">
          <span className={`font-semibold uppercase tracking-wider ${name === 'player' ? 'text-blue-300' : 'text-red-300'}`}>{name}</span>
          <span className="font-mono text-base font-bold text-gray-100" data-total={name}>
            {cards.length ? baccaratTotal(cards) : '–'}
          </span>
        </div>
        <div className="flex min-h-12 flex-wrap gap-1.5">
          {cards.map((c, i) => (
            <PlayingCard key={`${c}-${i}`} code={c} size={size} />
          ))}
          {expecting && <CardSlot size={size} active label={`#${String(next?.position ?? '')}`} />}
          {!cards.length && !expecting && <CardSlot size={size} />}
        </div>
      </div>
    );
  };
  return (
    <div className="flex gap-2">
      {side('player', player)}
      {side('banker', banker)}
    </div>
  );
}

/** The winning number (or a placeholder while the ball is still spinning) and the no-spins so far. */
export function RouletteOutcome({ outcome, noSpins, size = 'lg' }: { outcome: number | null | undefined; noSpins?: { reason: string }[]; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <div className="flex items-center gap-3">
      {typeof outcome === 'number' ? (
        <>
          <RouletteChip n={outcome} size={size} />
          <span className="text-sm uppercase tracking-wider text-gray-300">{rouletteColor(outcome)}</span>
        </>
      ) : (
        <span className={`inline-flex items-center justify-center rounded-full border-2 border-dashed border-line text-gray-600 ${size === 'lg' ? 'h-20 w-20' : size === 'md' ? 'h-9 w-9' : 'h-6 w-6'}`}>?</span>
      )}
      {noSpins && noSpins.length > 0 && (
        <span className="text-xs text-amber-300">
          {noSpins.length} no-spin{noSpins.length > 1 ? 's' : ''}: {noSpins.map((n) => n.reason).join('; ')}
        </span>
      )}
    </div>
  );
}
