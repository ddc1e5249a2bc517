'use client';

import { useTranslations } from 'next-intl';
import { colorOf } from '@/lib/games/roulette';
import type { LobbyResult } from '@/lib/tables/lobby';

const BALL = { red: '#b3261e', black: '#17171b', green: '#0e7a43' } as const;

function Ball({ n, title }: { n: number; title?: string }) {
  return (
    <span
      title={title}
      data-number={n}
      className="inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-bold text-white"
      style={{ background: BALL[colorOf(n)] }}
    >
      {n}
    </span>
  );
}

/** The lobby's last result of a roulette table: the number on its colour. */
export function RouletteLastResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.roulette.lobby');
  if (typeof result.number !== 'number') return null;
  return (
    <span className="flex items-center gap-1 text-gray-400">
      · {t('last')}:
      <Ball n={result.number} />
    </span>
  );
}

/** The lobby's last numbers of a roulette table, the newest first (as the table's display board shows them). */
export function RouletteRecent({ recent }: { recent: readonly LobbyResult[] }) {
  const t = useTranslations('games.roulette.lobby');
  const spins = recent.filter((r) => typeof r.result.number === 'number').reverse();
  if (!spins.length) return null;
  return (
    <ol aria-label={t('numbers')} data-testid="lobby-recent" className="flex flex-wrap items-center gap-1">
      {spins.map((r, i) => (
        <li key={r.roundId} className={i === 0 ? 'ring-2 ring-brass/70 rounded-full' : 'opacity-90'}>
          <Ball n={r.result.number as number} title={t('spin', { number: r.number })} />
        </li>
      ))}
    </ol>
  );
}
