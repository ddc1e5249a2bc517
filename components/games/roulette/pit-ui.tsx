'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
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

function Rules({ rules }: { rules: Record<string, unknown> }) {
  const t = useTranslations('games.roulette.pit');
  return (
    <div className="px-3 pb-2 text-xs text-gray-500">
      {t.rich('overviewRules', {
        on: rules.laPartage === true ? 'on' : 'off',
        b: (c) => <span className="text-gray-300">{c}</span>,
      })}
    </div>
  );
}

function HistoryResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.roulette.pit');
  if (typeof result.number !== 'number')
    return <span className="font-mono whitespace-nowrap text-gray-300">{JSON.stringify(result)}</span>;
  const c = String(result.color ?? rouletteColor(result.number));
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <RouletteChip n={result.number} size="sm" />{' '}
      <span className="text-xs uppercase text-gray-400">{t.has(`colour.${c}`) ? t(`colour.${c}`) : c}</span>
    </span>
  );
}

/** The roulette pit: the number on its colour, the no-spins, the statistics. */
export const roulettePit: PitUi = {
  stageTitle: (w) => w.t('stageTitle'),
  RoundStage: ({ round }) => (
    <RouletteOutcome
      outcome={round.outcome}
      noSpins={(round.view?.noSpins as { reason: string }[] | undefined) ?? []}
    />
  ),
  resultSummary: (result, w) =>
    typeof result.number === 'number'
      ? w.t('summary', {
          number: result.number,
          colour: w.t(`colour.${String(result.color ?? rouletteColor(result.number))}`),
        })
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
  statsLabel: (w) => w.t('statsLabel'),
  OverviewRules: Rules,
  recentChip: (r) => (typeof r.result?.number === 'number' ? <RouletteChip n={r.result.number} size="sm" /> : null),
  TableStats: ({ data }) => <Stats data={data} />,
  historyResult: (result) => <HistoryResult result={result} />,
};
