import type { Server } from 'socket.io';
import {
  staffRoom,
  tableRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@/lib/realtime/events';
import { metrics } from '@/lib/metrics/metrics';

/** One message to deliver after commit: to a room (less the sockets in `except`), an event name and its payload. */
export interface Outgoing {
  room: string;
  /** Rooms whose sockets do not get this message (they get their own version). */
  except?: string[];
  event: keyof ServerToClientEvents;
  payload: unknown;
}

type Listener = (m: Outgoing) => void;
const KEY = Symbol.for('croupier.realtime');
type Hub = { io?: Server<ClientToServerEvents, ServerToClientEvents>; listeners: Set<Listener> };

function hub(): Hub {
  const g = globalThis as { [KEY]?: Hub };
  g[KEY] ??= { listeners: new Set() };
  return g[KEY];
}

/** Registers the socket.io server (done once by server.ts; route handlers share it through globalThis). */
export function attachIo(io: Server<ClientToServerEvents, ServerToClientEvents>): void {
  hub().io = io;
}

/** Observes every delivered message (tests, the bench), as it leaves: just before its emit. Returns an unsubscribe function. */
export function onDeliver(fn: Listener): () => void {
  hub().listeners.add(fn);
  return () => hub().listeners.delete(fn);
}

/** A table event's delay from its `at` (set in the publishing transaction) to its emit here, once per event (its table-room message). */
function observeFanout(payload: unknown): void {
  const at = (payload as { at?: unknown } | null)?.at;
  const t = typeof at === 'string' ? Date.parse(at) : NaN;
  if (Number.isFinite(t)) metrics().fanoutDelay.observe(Math.max(0, Date.now() - t) / 1000);
}

/** Delivers messages now. Call only after the transaction that produced them committed. */
export function deliver(messages: Outgoing[]): void {
  const h = hub();
  for (const m of messages) {
    for (const l of h.listeners) l(m);
    (m.except?.length ? h.io?.to(m.room).except(m.except) : h.io?.to(m.room))?.emit(m.event, m.payload as never);
    if (h.io && m.room.startsWith('table:')) observeFanout(m.payload);
  }
}

/**
 * Closes every socket in `rooms` now (a revoked session or token, a disabled user): they reconnect as
 * whoever their credential still says, i.e. anonymous or refused. Call after the revocation committed.
 */
export function disconnectRooms(rooms: string[]): void {
  const io = hub().io;
  if (!io || rooms.length === 0) return;
  io.in(rooms).disconnectSockets(true);
}

/**
 * A table's dealer changed (`PUT /api/tables/:id/dealer`; call after commit): the previous dealer's sockets
 * leave the table's staff room at once (they no longer get face-down cards), and the new dealer's sockets
 * that watch the table join it. Both are no-ops without a socket server (tests, scripts).
 */
export async function changeTableStaff(
  tableId: string,
  previousDealerId: string | null,
  dealerId: string | null,
): Promise<void> {
  const io = hub().io;
  if (!io || previousDealerId === dealerId) return;
  if (previousDealerId) io.in(userRoom(previousDealerId)).socketsLeave(staffRoom(tableId));
  if (!dealerId) return;
  for (const s of await io.in(userRoom(dealerId)).fetchSockets())
    if (s.rooms.has(tableRoom(tableId))) s.join(staffRoom(tableId));
}
