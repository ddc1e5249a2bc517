'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PitGate, PitPageHead } from '@/components/pit/pit-page';
import { LateBetList } from '@/components/pit/late-bets';
import { DateRangeFields, SelectFilter, TableFilter, optionsOf } from '@/components/pit/filters/fields';
import { useTableList, usersOfRole } from '@/components/pit/filters/lists';
import { searchFields, useUrlFilters } from '@/components/pit/filters/url-filters';
import { Panel } from '@/components/ui/back-office';

interface Filters {
  table: string;
  player: string;
  from: string;
  to: string;
}

const filtersOf: (search: string) => Filters = searchFields(['table', 'player', 'from', 'to']);

/** `/pit/late-bets` (PIT_BOSS, ADMIN): the late-bet log with filters (table, player, days), kept in the URL. */
export function LateBetsPage() {
  return (
    <PitGate>
      <LateBetsView />
    </PitGate>
  );
}

function LateBetsView() {
  const t = useTranslations('pit.lateBets');
  const [f, change] = useUrlFilters(filtersOf);
  const tables = useTableList();
  const [players, setPlayers] = useState<{ id: string; username: string; role: string }[]>([]);
  useEffect(() => {
    usersOfRole<{ id: string; username: string; role: string }>('PLAYER')
      .then(setPlayers)
      .catch(() => undefined);
  }, []);

  return (
    <div className="space-y-4">
      <PitPageHead title={t('title')} subtitle={t('subtitle')} />
      {f && (
        <Panel testId="late-bets-filters" bodyClass="flex flex-wrap items-end gap-3 p-3">
          <TableFilter
            label={t('table')}
            testId="late-bets-table"
            value={f.table}
            onChange={(table) => change({ table })}
            allLabel={t('allTables')}
            tables={tables}
          />
          <SelectFilter
            label={t('player')}
            testId="late-bets-player"
            value={f.player}
            onChange={(player) => change({ player })}
            allLabel={t('allPlayers')}
            options={optionsOf(players, (x) => x.username)}
          />
          <DateRangeFields
            from={f.from}
            to={f.to}
            onChange={change}
            labels={{ from: t('from'), to: t('to') }}
            testIds={{ from: 'late-bets-from', to: 'late-bets-to' }}
          />
        </Panel>
      )}
      {f && (
        <Panel>
          <LateBetList
            tableId={f.table || undefined}
            userId={f.player || undefined}
            from={f.from || undefined}
            to={f.to || undefined}
          />
        </Panel>
      )}
    </div>
  );
}
