'use client';

import { useEffect, useMemo, useState } from 'react';
import { api } from '@/lib/client/api';
import type { SeatBoard } from '@/lib/client/use-table-feed';
import type { RoundDetail } from '@/lib/rounds/get-round';
import { gameUi } from '@/components/games/registry';
import type { NameOf } from '@/components/games/types';

/**
 * Names for the user ids a round's log carries: the bets' players, and where the game says so the table's
 * seat board and the round's own events (a DP who declined has no bet); else the id's start.
 */
export function useRoundNames(round: RoundDetail | null): NameOf {
  const [board, setBoard] = useState<SeatBoard | null>(null);
  const names = gameUi(round?.game)?.pit?.names;
  const tableId = names?.fromSeats && round ? round.tableId : null;
  useEffect(() => {
    if (!tableId) return;
    let gone = false;
    api<SeatBoard>('GET', `/api/tables/${tableId}/seats`)
      .then((b) => !gone && setBoard(b))
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [tableId]);
  const events = round?.events;
  const bets = round?.bets;
  const fromEvents = names?.fromEvents;
  return useMemo(() => {
    const m = new Map<string, string>();
    for (const s of board?.seats ?? []) m.set(s.userId, s.username);
    for (const [id, name] of fromEvents && events ? fromEvents(events) : []) m.set(id, name);
    for (const b of bets ?? []) m.set(b.userId, b.username);
    return (u: unknown) => (typeof u === 'string' ? (m.get(u) ?? `${u.slice(0, 8)}…`) : '?');
  }, [board, events, bets, fromEvents]);
}
