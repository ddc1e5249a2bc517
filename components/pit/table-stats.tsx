'use client';

import { gameLabel } from '@/components/games/registry';
import Link from 'next/link';
import { useMemo } from 'react';
import { useTableFeed } from '@/lib/client/use-table-feed';
import { useTableResults } from '@/components/player/use-table-results';
import { RouletteStats } from '@/components/games/roulette/player-stats';
import { BaccaratRoads } from '@/components/games/baccarat/player-roads';
import { HcfRotationHistory } from '@/components/games/high-card-flush/pit-rotation';
import { HcfCompact } from '@/components/games/high-card-flush/pit-round';
import { readHcfView } from '@/components/games/high-card-flush/view';
import { Panel, RoleGate } from '@/components/ui/back-office';

/**
 * A table's statistics for the pit, live: Roulette — last 100 numbers, hot and cold over the last 500
 * spins, red/black/zero, odd/even, dozens, columns and the distribution chart; Baccarat — the roads of
 * the current shoe; High Card Flush — the designated-player rotation, bank movements, dead hands and rake
 * (`GET /api/tables/:id/rotation`). Reads the public results (`GET /api/tables/:id/roads`), refreshed on every settlement.
 */
export function TableStats({ tableId }: { tableId: string }) {
  const { table, round, lastEvent } = useTableFeed(tableId);
  const refreshKey = lastEvent?.type === 'round:settled' || lastEvent?.type === 'round:voided' ? lastEvent.seq : 0;
  // The DP history also moves with every offer, answer and opened round (§HCF-7).
  const rotationKey = lastEvent && ['round:settled', 'round:voided', 'round:dp', 'round:opened'].includes(lastEvent.type) ? lastEvent.seq : 0;
  const data = useTableResults(tableId, { shoeNumber: table?.shoe?.number ?? null, refreshKey, limit: 500 });
  const numbersNewestFirst = useMemo(
    () => data.results.map((r) => Number(r.number)).filter((n) => Number.isInteger(n) && n >= 0 && n <= 36).reverse(),
    [data.results],
  );
  return (
    <div className="space-y-4" data-testid="table-stats">
      <div className="flex items-baseline gap-3">
        <Link href="/pit" className="text-sm text-gray-400 hover:text-white">
          ← Pit
        </Link>
        <h1 className="text-xl font-semibold text-gray-100">{table?.name ?? 'Table'}</h1>
        <span className="text-sm text-gray-500">{table ? gameLabel(table.game) : ''}</span>
        <Link href="/pit" className="ml-auto text-sm text-brass hover:underline">
          Round history
        </Link>
      </div>
      {!table ? (
        <p className="text-gray-500">Loading…</p>
      ) : table.game === 'ROULETTE' ? (
        <RouletteStats numbersNewestFirst={numbersNewestFirst} partial={data.source === 'rounds'} />
      ) : table.game === 'BACCARAT' ? (
        <Panel title={`Roads · shoe ${table.shoe?.number ?? '—'}`} bodyClass="p-3">
          <BaccaratRoads data={data} shoeNumber={table.shoe?.number ?? null} />
        </Panel>
      ) : table.game === 'HIGH_CARD_FLUSH' ? (
        <div className="space-y-4">
          {round && (
            <Panel title={`Round #${round.number} · ${round.status}`} actions={<Link href={`/pit/rounds/${round.id}`} className="text-xs text-brass hover:underline">Round detail →</Link>} bodyClass="p-3">
              <HcfCompact view={readHcfView(round.view)} next={['BETTING', 'DEALING', 'COMPLETE'].includes(round.status) ? round.next : null} />
            </Panel>
          )}
          <HcfRotationHistory tableId={tableId} refreshKey={rotationKey} />
        </div>
      ) : (
        <p className="text-gray-500">No statistics for this game yet.</p>
      )}
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
