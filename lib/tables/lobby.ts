import { db } from '@/lib/db';
import { roundForViewer, type Viewer } from '@/lib/rounds/conceal-round';
import { listResults } from '@/lib/rounds/list-results';
import { listTables, type TableView } from '@/lib/tables/manage-tables';

/** How many of a table's last settled results the lobby card shows. */
export const LOBBY_RESULTS = 12;

/** One of a table's last settled results, as the lobby shows it (public: no bets, nothing private). */
export interface LobbyResult {
  roundId: string;
  number: number;
  result: Record<string, unknown>;
}

/**
 * A table as the lobby shows it to anyone: the table (`GET /api/tables/:id`'s settings and public round)
 * without its staff's ids and usernames, the assigned dealer's public name, and the last results.
 */
export type LobbyTable = Omit<TableView, 'dealerId' | 'dealerUsername'> & {
  /** A dealer is assigned (named by `dealerName` when they have a display name). */
  hasDealer: boolean;
  /** The last settled results, oldest first: the current shoe's for shoe games (issue #13 §6). */
  recent: LobbyResult[];
};

/** A voided round did not happen: the lobby shows its status, never its result as the table's last. */
function lobbyRound<T extends { status: string; result?: unknown }>(round: T): T {
  return round.status === 'VOIDED' ? { ...round, result: null } : round;
}

/**
 * Every table for the lobby, by name (issue #13 §6). The round is concealed for `viewer` as on every public
 * read (face-down hands to staff and their own player only).
 */
export async function listLobby(viewer: Viewer): Promise<LobbyTable[]> {
  const tables = await listTables();
  return Promise.all(
    tables.map(async (full): Promise<LobbyTable> => {
      const { results } = await listResults(full.id, LOBBY_RESULTS);
      const t: Partial<TableView> = { ...full };
      // Staff ids and usernames stay off the lobby: the dealer's public name (`dealerName`) only.
      delete t.dealerId;
      delete t.dealerUsername;
      return {
        ...(t as LobbyTable),
        hasDealer: full.dealerId !== null,
        round: full.round ? lobbyRound(await roundForViewer(db(), viewer, full.round)) : null,
        recent: results.map((r) => ({ roundId: r.roundId, number: r.number, result: r.result })),
      };
    }),
  );
}
