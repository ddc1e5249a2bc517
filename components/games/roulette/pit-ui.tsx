'use client';

import { useMemo } from 'react';
import type { PitUi } from '@/components/games/types';
import type { TableResults } from '@/components/player/use-table-results';
import { RouletteChip, RouletteOutcome, rouletteColor } from './pit-outcome';
import { RouletteStats } from './player-stats';

function Stats({ data }: { data: TableResults }) {
  const numbersNewestFirst = useMemo(
    () =>
      data.results
        .map((r) => Number(r.number))
        .filter((n) => Number.isInteger(n) && n >= 0 && n <= 36)
        .reverse(),
    [data.results],
  );
  return <RouletteStats numbersNewestFirst={numbersNewestFirst} partial={data.source === 'rounds'} />;
}

/** The roulette pit: the number on its colour, the no-spins, the statistics. */
export const roulettePit: PitUi = {
  stageTitle: 'Wheel',
  RoundStage: ({ round }) => (
    <RouletteOutcome
      outcome={round.outcome}
      noSpins={(round.view?.noSpins as { reason: string }[] | undefined) ?? []}
    />
  ),
  resultSummary: (result) =>
    typeof result.number === 'number'
      ? `${result.number} ${String(result.color ?? rouletteColor(result.number))}`
      : JSON.stringify(result),
  awaitsInWords: true,
  ReplayState: ({ state }) => {
    const s = (state ?? {}) as Record<string, unknown>;
    return (
      <RouletteOutcome
        outcome={s.outcome as number | null}
        noSpins={(s.noSpins as { reason: string }[]) ?? []}
        size="md"
      />
    );
  },
  OverviewRound: ({ round }) => (
    <RouletteOutcome
      outcome={round.outcome}
      size="md"
      noSpins={(round.view?.noSpins as { reason: string }[] | undefined) ?? []}
    />
  ),
  statsLabel: 'Stats',
  OverviewRules: ({ rules }) => (
    <div className="px-3 pb-2 text-xs text-gray-500">
      Single-zero wheel · la partage {rules.laPartage ? <span className="text-gray-300">on</span> : 'off'}
    </div>
  ),
  recentChip: (r) => (typeof r.result?.number === 'number' ? <RouletteChip n={r.result.number} size="sm" /> : null),
  TableStats: ({ data }) => <Stats data={data} />,
  historyResult: (result) =>
    typeof result.number === 'number' ? (
      <span className="inline-flex items-center gap-1.5">
        <RouletteChip n={result.number} size="sm" />{' '}
        <span className="text-xs uppercase text-gray-400">{String(result.color ?? '')}</span>
      </span>
    ) : (
      <span className="font-mono whitespace-nowrap text-gray-300">{JSON.stringify(result)}</span>
    ),
};
