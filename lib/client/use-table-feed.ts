'use client';

import { useEffect, useRef, useState } from 'react';
import { SOCKET_OPTIONS } from '@/lib/client/socket-options';
import { io, type Socket } from 'socket.io-client';
import { api } from '@/lib/client/api';
import { useLatest } from '@/lib/client/use-latest';
import { createFeedSync, type FeedSync, type JoinRequest } from '@/lib/client/feed-sync';
import { gameUi } from '@/components/games/registry';
import {
  PUBLIC_EVENTS,
  type BetSettledPayload,
  type ClientToServerEvents,
  type PublicRound,
  type ServerToClientEvents,
  type TableEventPayload,
} from '@/lib/realtime/events';
import type { SeatBoard, SeatView } from '@/lib/tables/seats';

export type { SeatBoard, SeatView };

export interface TableSnapshot {
  id: string;
  name: string;
  game: string;
  status: string;
  currentRoundId: string | null;
  dealerId: string | null;
  dealerUsername: string | null;
  /** The name players see for the dealer. */
  dealerName: string | null;
  /** A dealer is assigned (also when `dealerUsername` is kept from this viewer). */
  hasDealer?: boolean;
  rules: Record<string, unknown>;
  limits: { bets: Record<string, { min: number; max: number }>; maxPayoutPerRound: number };
  eventSeq: number;
  shoe: {
    id: string;
    number: number;
    decks: number;
    cardsDealt: number;
    cardsLeft: number;
    cutCardPosition: number | null;
    status: string;
  } | null;
  round: PublicRound | null;
}

export interface FeedEvent extends TableEventPayload {
  type: string;
}

/** A private `bet:placed` (e.g. an insurance bet taken by a decision). */
export interface BetPlacedPayload {
  betId: string;
  roundId: string;
  tableId: string;
  type: string;
  amount: number;
  spec: Record<string, unknown>;
}

/** A private `bet:cancelled`; `reason` is set when the server returned the bet (a Bet Behind on a seat without a bet). */
export interface BetCancelledPayload {
  betId: string;
  roundId: string;
  tableId: string;
  reason?: string;
}

/** Optional callbacks of `useTableFeed` (every one may be left out). */
export interface FeedHandlers {
  betSettled?: (e: BetSettledPayload) => void;
  balance?: (b: number) => void;
  event?: (e: FeedEvent) => void;
  betPlaced?: (e: BetPlacedPayload) => void;
  betCancelled?: (e: BetCancelledPayload) => void;
  /** A round of this player's was voided or corrected (issue #18 §3), at this table or another. */
  roundNotice?: (e: Parameters<ServerToClientEvents['round:notice']>[0]) => void;
  /** A table snapshot was applied (`GET /api/tables/:id`, at start and on every reload). */
  snapshot?: (t: TableSnapshot) => void;
}

export interface TableFeed {
  table: TableSnapshot | null;
  round: PublicRound | null;
  connected: boolean;
  /** `connecting` before the first connection, `live` while connected, `lost` after the connection dropped. */
  link: 'connecting' | 'live' | 'lost';
  lastEvent: FeedEvent | null;
  reload: () => void;
  error: string | null;
  /**
   * Seated games: who sits where and this round's stakes per seat, from
   * `GET /api/tables/:id/seats` and then every `table:seats` event; null for other games and while loading.
   */
  seats: SeatBoard | null;
  /** Applies a seat board the API returned (taking or leaving a seat) before its `table:seats` event arrives. */
  applySeats: (board: SeatBoard) => void;
  requestSeats: (request: () => Promise<SeatBoard>) => Promise<void>;
}

/**
 * Live view of one table over socket.io: loads `GET /api/tables/:id`, joins the table's room, applies
 * every public event in `seq` order, and on a gap or a reconnect re-joins with `sinceSeq` to catch up.
 * Private events (`bet:settled`, `balance`, `bet:placed`, `bet:cancelled`) reach `onPrivate`. At a seated
 * table the seat board is loaded with the snapshot and kept live from `table:seats`.
 */
export function useTableFeed(tableId: string, onPrivate?: FeedHandlers): TableFeed {
  const [table, setTable] = useState<TableSnapshot | null>(null);
  const [round, setRound] = useState<PublicRound | null>(null);
  const [connected, setConnected] = useState(false);
  const [everConnected, setEverConnected] = useState(false);
  const [lastEvent, setLastEvent] = useState<FeedEvent | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Which join to send and which snapshot or event applies (lib/client/feed-sync.ts), one per table.
  const syncRef = useRef<FeedSync | null>(null);
  if (syncRef.current === null) syncRef.current = createFeedSync(tableId);
  const handlers = useLatest(onPrivate);
  const socketRef = useRef<Socket<ServerToClientEvents, ClientToServerEvents> | null>(null);
  const [seats, setSeats] = useState<SeatBoard | null>(null);
  // Bumped by every seat board applied: a GET answered after a newer board must not roll it back.
  const seatsStamp = useRef(0);

  const loadSeats = () => {
    const stamp = ++seatsStamp.current;
    api<SeatBoard>('GET', `/api/tables/${tableId}/seats`)
      .then((b) => {
        if (stamp === seatsStamp.current) setSeats(b);
      })
      .catch(() => undefined);
  };

  const applySeats = (board: SeatBoard) => {
    seatsStamp.current += 1;
    setSeats(board);
  };

  /**
   * The seat board a request answers (taking or leaving a seat): applied unless a newer board (a
   * `table:seats` event, e.g. another player taking a seat) came in while the request was on its way,
   * which the answer would roll back; the request's own event follows its commit either way.
   */
  const requestSeats = async (request: () => Promise<SeatBoard>): Promise<void> => {
    const stamp = ++seatsStamp.current;
    const board = await request();
    if (stamp === seatsStamp.current) setSeats(board);
  };

  const sendJoin = (join: JoinRequest | null) => {
    if (join && socketRef.current?.connected) socketRef.current.emit('join', join);
  };

  const reload = () => {
    const sync = syncRef.current!;
    api<TableSnapshot>('GET', `/api/tables/${tableId}`)
      .then((t) => {
        // A snapshot older than the last event applied must not roll the view back; events seen before the
        // first snapshot and newer than it are caught up from the log.
        const step = sync.snapshot(t.eventSeq);
        sendJoin(step.join);
        if (!step.apply) return;
        setTable(t);
        setRound(t.round);
        handlers.current?.snapshot?.(t);
        // Seated games (their `GameUi.seated`): the seat board, `GET /api/tables/:id/seats`, then `table:seats`.
        if (gameUi(t.game)?.seated) loadSeats();
      })
      .catch((e: Error) => setError(e.message));
  };

  useEffect(() => {
    const sync = (syncRef.current = createFeedSync(tableId));
    reload();
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(SOCKET_OPTIONS);
    socketRef.current = socket;
    socket.on('connect', () => {
      setConnected(true);
      setEverConnected(true);
      // Before the first snapshot: a plain join (the snapshot brings the state); after it, every (re)connect
      // catches up from the last seq applied — 0 for a table that had no event yet (issue #13 §7).
      socket.emit('join', sync.connected());
    });
    socket.on('joined', () => sync.joined());
    socket.on('disconnect', () => setConnected(false));
    for (const name of PUBLIC_EVENTS) {
      socket.on(name, (e: TableEventPayload) => {
        if (e.tableId !== tableId) return;
        // An event already applied is skipped; a gap (from 0 too) catches up from the server's log, in order.
        const step = sync.event(e.seq);
        if (step.join) socket.emit('join', step.join);
        if (!step.apply) return;
        const ev: FeedEvent = { ...e, type: name };
        setLastEvent(ev);
        if (e.round) setRound(e.round);
        if (name === 'table:seats' && e.data && Array.isArray((e.data as { seats?: unknown }).seats))
          applySeats(e.data as unknown as SeatBoard);
        if (
          name.startsWith('shoe:') ||
          name === 'table:dealer' ||
          name === 'round:settled' ||
          name === 'round:voided' ||
          name === 'round:corrected' ||
          name === 'round:opened'
        )
          reload();
        handlers.current?.event?.(ev);
      });
    }
    socket.on('bet:settled', (e) => handlers.current?.betSettled?.(e));
    socket.on('balance', (e) => handlers.current?.balance?.(e.balance));
    socket.on('bet:placed', (e) => handlers.current?.betPlaced?.(e));
    socket.on('bet:cancelled', (e) => handlers.current?.betCancelled?.(e as BetCancelledPayload));
    socket.on('round:notice', (e) => handlers.current?.roundNotice?.(e));
    return () => {
      socket.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tableId]);

  const link = connected ? 'live' : everConnected ? 'lost' : 'connecting';
  return { table, round, connected, link, lastEvent, reload, error, seats, applySeats, requestSeats };
}
