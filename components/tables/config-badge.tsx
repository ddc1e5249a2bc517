'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FeedEvent } from '@/lib/client/use-table-feed';
import { gameFolder } from '@/components/games/registry';
import { useMoney } from '@/lib/i18n/money';

/** One changed leaf of a `table:config` event (lib/tables/table-config.ts). */
interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

interface Announced {
  version: number;
  hash: string;
  status: string;
  changes: Change[];
}

/** The configuration a table snapshot carries (`GET /api/tables/:id`: configVersion, configHash). */
function snapshotConfig(table: object | null): { version: number; hash: string } | null {
  const t = table as { configVersion?: unknown; configHash?: unknown } | null;
  return t && typeof t.configVersion === 'number' && typeof t.configHash === 'string'
    ? { version: t.configVersion, hash: t.configHash }
    : null;
}

function announcedOf(e: FeedEvent | null): Announced | null {
  if (e?.type !== 'table:config') return null;
  const d = e.data as Partial<Announced>;
  return typeof d.version === 'number' && typeof d.hash === 'string'
    ? { version: d.version, hash: d.hash, status: String(d.status ?? ''), changes: d.changes ?? [] }
    : null;
}

/** The newest announced configuration of the table feed (kept across later events of other types). */
function useAnnounced(lastEvent: FeedEvent | null): Announced | null {
  const [announced, setAnnounced] = useState<Announced | null>(null);
  const incoming = announcedOf(lastEvent);
  if (incoming && incoming.version > (announced?.version ?? 0)) setAnnounced(incoming);
  return announced;
}

/** Whether the table is CLOSED: by its last announced configuration, else by its snapshot (`status`). */
export function useTableClosed(table: object | null, lastEvent: FeedEvent | null): boolean {
  const announced = useAnnounced(lastEvent);
  const snap = snapshotConfig(table);
  const newer = !!announced && (!snap || announced.version > snap.version);
  return (newer ? announced!.status : (table as { status?: string } | null)?.status) === 'CLOSED';
}

/**
 * The table's configuration version and short hash ("v3 · a1b2c3d4", issue #18 §4) for the dealer console and the
 * player view, and the "Table closed" pill. The newest of the snapshot's and the last announced version is shown.
 * The announcement of a change is `ConfigAnnouncement`, placed by the page in its flow (under its header).
 */
export function ConfigBadge({
  table,
  lastEvent,
  className = '',
}: {
  table: object | null;
  lastEvent: FeedEvent | null;
  className?: string;
}) {
  const t = useTranslations('common.config');
  const announced = useAnnounced(lastEvent);
  const snap = snapshotConfig(table);
  const newer = !!announced && (!snap || announced.version > snap.version);
  const shown = newer ? { version: announced!.version, hash: announced!.hash } : snap;
  if (!shown) return null;
  const closed = (newer ? announced!.status : (table as { status?: string } | null)?.status) === 'CLOSED';

  return (
    <>
      <span
        data-testid="config-badge"
        data-version={shown.version}
        data-hash={shown.hash}
        title={t('badgeTitle', { version: shown.version, hash: shown.hash })}
        className={`whitespace-nowrap rounded border border-line bg-panel-2 px-1.5 py-0.5 font-mono text-[11px] text-gray-400 ${className}`}
      >
        {t('badge', { version: shown.version, hash: shown.hash })}
      </span>
      {closed && (
        <span
          data-testid="table-closed"
          className="ml-1 whitespace-nowrap rounded-full bg-red-950/60 px-2 py-0.5 text-[11px] font-semibold text-red-200 ring-1 ring-red-500/40"
        >
          {t('tableClosed')}
        </span>
      )}
    </>
  );
}

/**
 * On a `table:config` event, a visible announcement of what changed, from the next round, in the bets' own words:
 * e.g. "Table configuration changed: v4 · 9f0c12ab — max Red/black, odd/even, 1-18/19-36 bet: €5,000.00 → €1,000.00".
 * It sits in the page's flow where it is placed (under the header: it covers neither the dealer's round cells nor
 * the player's balance) until dismissed.
 */
export function ConfigAnnouncement({ table, lastEvent }: { table: object | null; lastEvent: FeedEvent | null }) {
  const t = useTranslations('common.config');
  const tGames = useTranslations('games');
  const money = useMoney();
  const announced = useAnnounced(lastEvent);
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (!announced || dismissed === announced.version) return null;
  const game = String((table as { game?: unknown } | null)?.game ?? '');

  /** A bet key in the game's words: the player's bet type, else the dealer console's bet name, else the key. */
  const betName = (key: string): string => {
    if (game) {
      const folder = gameFolder(game);
      for (const id of [`${folder}.player.type.${key}`, `${folder}.dealer.bet.${key}`]) {
        if (tGames.has(id)) return tGames(id);
      }
    }
    return key.replaceAll('_', ' ');
  };
  const value = (path: string, v: unknown): string =>
    path.startsWith('limits.') && typeof v === 'number'
      ? money(v)
      : path === 'status'
        ? t(v === 'CLOSED' ? 'closed' : 'open')
        : v === null || v === undefined
          ? '—'
          : typeof v === 'object'
            ? JSON.stringify(v)
            : String(v);
  const what = (path: string): string => {
    const bet = /^limits\.bets\.([^.]+)\.(min|max)$/.exec(path);
    if (bet) return t(bet[2] === 'min' ? 'minBet' : 'maxBet', { type: betName(bet[1]!) });
    if (path === 'limits.maxPayoutPerRound') return t('maxPayout');
    if (path === 'status') return t('table');
    return path.replace(/^rules\./, '');
  };

  return (
    <div
      role="status"
      data-testid="config-announcement"
      className="flex items-start gap-3 rounded-lg border border-brass/50 bg-panel px-4 py-3 text-sm text-gray-100 shadow-lg"
    >
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold text-brass">{t('changed', { version: announced.version, hash: announced.hash })}</p>
        {announced.changes.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-gray-300">
            {announced.changes.slice(0, 8).map((c) => (
              <li key={c.path}>
                {t('change', {
                  what: what(c.path),
                  before: value(c.path, c.before),
                  after: value(c.path, c.after),
                })}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-xs text-gray-400">{t('fromNextRound')}</p>
      </div>
      <button
        type="button"
        data-testid="config-announcement-dismiss"
        onClick={() => setDismissed(announced.version)}
        className="shrink-0 rounded border border-line px-2 py-1 text-xs text-gray-300 hover:border-gray-500"
      >
        {t('dismiss')}
      </button>
    </div>
  );
}
