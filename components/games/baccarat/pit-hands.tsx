'use client';

import { useTranslations } from 'next-intl';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';

/** Baccarat card points and hand total (RULES.md §BAC-1), for showing replayed states. */
export function baccaratTotal(cards: readonly string[]): number {
  let sum = 0;
  for (const c of cards) {
    const r = c[0];
    sum += r === 'A' ? 1 : r && r >= '2' && r <= '9' ? Number(r) : 0;
  }
  return sum % 10;
}

/** Player and Banker hands with their totals; `winner` rings the winning side. */
export function BaccaratHands({
  player,
  banker,
  winner,
  size = 'md',
  next,
}: {
  player: string[];
  banker: string[];
  winner?: string | null;
  size?: 'sm' | 'md' | 'lg';
  next?: { to?: unknown; position?: unknown } | null;
}) {
  const t = useTranslations('games.baccarat.pit');
  const side = (name: 'player' | 'banker', cards: string[]) => {
    const won = winner === name.toUpperCase();
    const tie = winner === 'TIE';
    const expecting = next && next.to === name;
    return (
      <div
        data-hand={name}
        className={`flex-1 rounded-md border p-2 ${won ? (name === 'player' ? 'border-player/70 bg-player/10' : 'border-banker/70 bg-banker/10') : tie ? 'border-tie/50 bg-tie/5' : 'border-line bg-ink/40'}`}
      >
        <div className="mb-2 flex items-center justify-between text-xs">
          <span
            className={`font-semibold uppercase tracking-wider ${name === 'player' ? 'text-blue-300' : 'text-red-300'}`}
          >
            {t(`side.${name}`)}
          </span>
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
