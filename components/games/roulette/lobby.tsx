import { colorOf } from '@/lib/games/roulette';

const BALL = { red: '#b3261e', black: '#17171b', green: '#0e7a43' } as const;

/** The lobby's last result of a roulette table: the number on its colour. */
export function RouletteLastResult({ result }: { result: Record<string, unknown> }) {
  if (typeof result.number !== 'number') return null;
  return (
    <span className="flex items-center gap-1 text-gray-400">
      · last:
      <span
        className="inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold text-white"
        style={{ background: BALL[colorOf(result.number)] }}
      >
        {result.number}
      </span>
    </span>
  );
}
