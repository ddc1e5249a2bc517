'use client';

import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import type { Me } from '@/lib/client/use-me';
import { TablesPanel, type TableView } from '@/components/admin/tables-panel';
import { UsersPanel, type UserRow } from '@/components/admin/users-panel';
import { RoleGate } from '@/components/ui/back-office';
import { GAMES } from '@/components/games/registry';
import { GamePartsGate } from '@/components/games/parts-gate';
import { useTranslations } from 'next-intl';

/**
 * `/admin`: users with balances, deposits, new users (ADMIN), tables with rules and limits, new tables,
 * dealer assignment. A PIT_BOSS may use the deposits and the tables parts; the API enforces each role.
 */
export function AdminConsole() {
  return (
    <RoleGate roles={['ADMIN', 'PIT_BOSS']} area="admin page">
      {(me) => (
        // The tables panel words every game's rules: every game's admin part.
        <GamePartsGate part="admin" games={GAMES}>
          <AdminPage me={me} />
        </GamePartsGate>
      )}
    </RoleGate>
  );
}

function AdminPage({ me }: { me: Me }) {
  const [users, setUsers] = useState<UserRow[] | null>(null);
  const [usersError, setUsersError] = useState<string | null>(null);
  const [tables, setTables] = useState<TableView[] | null>(null);
  const [tablesError, setTablesError] = useState<string | null>(null);
  const t = useTranslations('admin.console');

  const loadUsers = useCallback(() => {
    api<UserRow[]>('GET', '/api/users')
      .then((u) => {
        setUsers(u);
        setUsersError(null);
      })
      .catch((e: Error) => setUsersError(t('usersError', { error: e.message })));
  }, [t]);
  const loadTables = useCallback(() => {
    api<TableView[]>('GET', '/api/tables')
      .then((t) => {
        setTables(t);
        setTablesError(null);
      })
      .catch((e: Error) => setTablesError(t('tablesError', { error: e.message })));
  }, [t]);
  useEffect(() => {
    loadUsers();
    loadTables();
  }, [loadUsers, loadTables]);

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-gray-100">{t('title')}</h1>
        <p className="text-xs text-gray-500">{me.role === 'ADMIN' ? t('subtitleAdmin') : t('subtitlePit')}</p>
      </div>
      {/* Side by side only on a wide screen: at 1280 px the users table cut its access column, the new-user fields. */}
      <div className="grid grid-cols-1 items-start gap-4 2xl:grid-cols-2">
        <UsersPanel
          me={me}
          users={users}
          error={usersError}
          onChanged={(patch) => {
            if (patch)
              setUsers((us) => us?.map((u) => (u.id === patch.id ? { ...u, balance: patch.balance } : u)) ?? us);
            else loadUsers();
          }}
        />
        <TablesPanel
          tables={tables}
          users={users}
          error={tablesError}
          canChangeRules={me.role === 'ADMIN'}
          onChanged={(t) => {
            if (t) setTables((ts) => ts?.map((x) => (x.id === t.id ? t : x)) ?? ts);
            else loadTables();
          }}
        />
      </div>
    </div>
  );
}
