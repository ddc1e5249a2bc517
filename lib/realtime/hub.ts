import type { Server } from 'socket.io';
import {
  staffRoom,
  tableRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@/lib/realtime/events';
import { logger } from '@/lib/log';
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
type Hub = {
  io?: Server<ClientToServerEvents, ServerToClientEvents>;
  listeners: Set<Listener>;
  /** Messages committed but not yet emitted, in commit order (`deliver`); `head` is the next one. */
  queue: Outgoing[];
  head: number;
  /** A drain is running or scheduled (`drain`). */
  draining: boolean;
};

function hub(): Hub {
  const g = globalThis as { [KEY]?: Hub };
  g[KEY] ??= { listeners: new Set(), queue: [], head: 0, draining: false };
  return g[KEY];
}

/**
 * Registers the socket.io server (done once by server.ts; route handlers share it through globalThis); `undefined`
 * detaches it (the bench, after a section that measured delivery).
 */
export function attachIo(io: Server<ClientToServerEvents, ServerToClientEvents> | undefined): void {
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

/**
 * How long one turn of the event loop emits queued messages before it lets other work in, ms. socket.io encodes a
 * message as it is emitted, with or without sockets in its room (and the Redis adapter encodes it again to publish):
 * a 100,000-bet settle's 2,000 players' `bet:settled` lists and balances took 120-230 ms in one go on this machine.
 */
const DELIVERY_SLICE_MS = 4;

/**
 * Delivers messages, in order after every message delivered before them. Call only after the transaction that
 * produced them committed. With a socket.io server they are emitted now until `DELIVERY_SLICE_MS` is used up and the
 * rest at the next turns of the event loop (one queue for all commands: a table room still gets its events in seq
 * order); without one (tests, scripts) only the listeners see them, now.
 */
export function deliver(messages: Outgoing[]): void {
  const h = hub();
  if (!h.io) {
    for (const m of messages) for (const l of h.listeners) l(m);
    return;
  }
  for (const m of messages) h.queue.push(m);
  if (!h.draining) drain(h);
}

/** Messages delivered but not yet emitted (a settle's long batch being sent slice by slice). */
export function pendingDeliveries(): number {
  const h = hub();
  return h.queue.length - h.head;
}

/** Emits queued messages for one slice of time, then schedules itself for the rest (see `deliver`). */
function drain(h: Hub): void {
  h.draining = true;
  const until = performance.now() + DELIVERY_SLICE_MS;
  while (h.head < h.queue.length) {
    const m = h.queue[h.head]!;
    h.head += 1;
    try {
      emit(h, m);
    } catch (e) {
      // One message that cannot be sent (a payload socket.io cannot encode) must not stop every later one.
      logger.error({ err: e, room: m.room, event: m.event }, 'realtime: a message could not be emitted');
    }
    if (h.head < h.queue.length && performance.now() >= until) {
      if (h.head >= 1024) {
        h.queue.splice(0, h.head);
        h.head = 0;
      }
      setImmediate(() => drain(h));
      return;
    }
  }
  h.queue.length = 0;
  h.head = 0;
  h.draining = false;
}

function emit(h: Hub, m: Outgoing): void {
  for (const l of h.listeners) l(m);
  const io = h.io;
  if (!io) return;
  (m.except?.length ? io.to(m.room).except(m.except) : io.to(m.room)).emit(m.event, m.payload as never);
  if (m.room.startsWith('table:')) observeFanout(m.payload);
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
