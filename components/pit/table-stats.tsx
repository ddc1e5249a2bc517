'use client';

import Link from 'next/link';
import { useTableFeed } from '@/lib/client/use-table-feed';
import { useTableResults } from '@/components/player/use-table-results';
import { useTranslations } from 'next-intl';
import { gameUi, useGameLabel, useGameParts } from '@/components/games/registry';
import { RoleGate } from '@/components/ui/back-office';

/**
 * A table's statistics for the pit, live, as the game draws them (its `PitUi.TableStats`). Reads the public results
 * (`GET /api/tables/:id/roads`), refreshed on every settlement.
 */
export function TableStats({ tableId }: { tableId: string }) {
  const { table, round, lastEvent } = useTableFeed(tableId);
  const refreshKey = lastEvent?.type === 'round:settled' || lastEvent?.type === 'round:voided' ? lastEvent.seq : 0;
  const data = useTableResults(tableId, { shoeNumber: table?.shoe?.number ?? null, refreshKey, limit: 500 });
  // Only this table's game's pit part is downloaded (issue #16 §5).
  const ready = useGameParts('pit', [table?.game]);
  const Stats = gameUi(table?.game)?.pit?.TableStats;
  const t = useTranslations('pit.stats');
  const gameLabel = useGameLabel();
  return (
    <div className="space-y-4" data-testid="table-stats">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link href="/pit" className="text-sm text-gray-400 hover:text-white">
          {t('back')}
        </Link>
        <h1 className="text-xl font-semibold text-gray-100">{table?.name ?? t('table')}</h1>
        <span className="text-sm text-gray-500">{table ? gameLabel(table.game) : ''}</span>
        <Link href="/pit" className="ml-auto text-sm text-brass hover:underline">
          {t('history')}
        </Link>
        <Link
          href={`/pit/late-bets?table=${encodeURIComponent(tableId)}`}
          className="text-sm text-brass hover:underline"
          data-testid="table-late-bets"
        >
          {t('lateBets')}
        </Link>
      </div>
      {!table || (!ready && gameUi(table.game)) ? (
        <StatsSkeleton label={t('loading')} />
      ) : Stats ? (
        <div data-testid="table-stats-body">
          <Stats tableId={tableId} table={table} data={data} round={round} lastEvent={lastEvent} />
        </div>
      ) : (
        <p className="text-gray-500">{t('none')}</p>
      )}
    </div>
  );
}

/** While the table or its game's pit part loads: the words, and grey panels where the statistics will be. */
function StatsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy className="space-y-4" data-testid="table-stats-loading">
      <p className="text-gray-500">{label}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl border border-line bg-panel/60" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl border border-line bg-panel/60" />
    </div>
  );
}

/** The page body, behind the PIT_BOSS / ADMIN gate. */
export function TableStatsPage({ tableId }: { tableId: string }) {
  return (
    <RoleGate roles={['PIT_BOSS', 'ADMIN']} area="pit">
      {() => <TableStats tableId={tableId} />}
    </RoleGate>
  );
}
