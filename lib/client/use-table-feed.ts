'use client';

import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { api } from '@/lib/client/api';
import { PUBLIC_EVENTS, type BetSettledPayload, type ClientToServerEvents, type PublicRound, type ServerToClientEvents, type TableEventPayload } from '@/lib/realtime/events';

export interface TableSnapshot {
  id: string;
  name: string;
  game: string;
  status: string;
  currentRoundId: string | null;
  dealerId: string | null;
  dealerUsername: string | null;
  rules: Record<string, unknown>;
  limits: { bets: Record<string, { min: number; max: number }>; maxPayoutPerRound: number };
  eventSeq: number;
  shoe: { id: string; number: number; decks: number; cardsDealt: number; cardsLeft: number; cutCardPosition: number | null; status: string } | null;
  round: PublicRound | null;
}

export interface FeedEvent extends TableEventPayload {
  type: string;
}

/**
 * Live view of one table over socket.io: loads `GET /api/tables/:id`, joins the table's room, applies
 * every public event in `seq` order, and on a gap or a reconnect re-joins with `sinceSeq` to catch up.
 * Private events (`bet:settled`, `balance`) reach `onPrivate`.
 */
export function useTableFeed(
  tableId: string,
  onPrivate?: { betSettled?: (e: BetSettledPayload) => void; balance?: (b: number) => void; event?: (e: FeedEvent) => void },
): { table: TableSnapshot | null; round: PublicRound | null; connected: boolean; lastEvent: FeedEvent | null; reload: () => void; error: string | null } {
  const [table, setTable] = useState<TableSnapshot | null>(null);
  const [round, setRound] = useState<PublicRound | null>(null);
  const [connected, setConnected] = useState(false);
  const [lastEvent, setLastEvent] = useState<FeedEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seqRef = useRef(0);
  const handlers = useRef(onPrivate);
  handlers.current = onPrivate;
  const socketRef = useRef<Socket<ServerToClientEvents, ClientToServerEvents> | null>(null);

  const reload = () => {
    api<TableSnapshot>('GET', `/api/tables/${tableId}`)
      .then((t) => {
        // A snapshot older than the last event applied must not roll the view back.
        if (t.eventSeq < seqRef.current) return;
        setTable(t);
        setRound(t.round);
        seqRef.current = t.eventSeq;
      })
      .catch((e: Error) => setError(e.message));
  };

  useEffect(() => {
    reload();
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: '/socket.io', withCredentials: true });
    socketRef.current = socket;
    socket.on('connect', () => {
      setConnected(true);
      // First connect: the snapshot brings the state; a reconnect catches up from the last seq applied.
      socket.emit('join', seqRef.current > 0 ? { tableId, sinceSeq: seqRef.current } : { tableId });
    });
    socket.on('disconnect', () => setConnected(false));
    for (const name of PUBLIC_EVENTS) {
      socket.on(name, (e: TableEventPayload) => {
        if (e.tableId !== tableId || e.seq <= seqRef.current) return;
        if (e.seq > seqRef.current + 1 && seqRef.current > 0) {
          // A gap: catch up from the server's log, in order.
          socket.emit('join', { tableId, sinceSeq: seqRef.current });
          return;
        }
        seqRef.current = e.seq;
        const ev: FeedEvent = { ...e, type: name };
        setLastEvent(ev);
        if (e.round) setRound(e.round);
        if (name.startsWith('shoe:') || name === 'round:settled' || name === 'round:voided' || name === 'round:opened') reload();
        handlers.current?.event?.(ev);
      });
    }
    socket.on('bet:settled', (e) => handlers.current?.betSettled?.(e));
    socket.on('balance', (e) => handlers.current?.balance?.(e.balance));
    return () => {
      socket.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tableId]);

  return { table, round, connected, lastEvent, reload, error };
}
