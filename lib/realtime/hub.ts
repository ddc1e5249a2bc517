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
  const g = globalThis as { [KEY]?: Partial<Hub> };
  // Field by field: a hub kept on globalThis across a dev reload may predate a field.
  const h = (g[KEY] ??= {});
  h.listeners ??= new Set();
  h.queue ??= [];
  h.head ??= 0;
  h.draining ??= false;
  return h as Hub;
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
 * rest at the next turns of the event loop (one queue for all of this node's commands: a table room gets this node's
 * events in seq order; with several nodes, an event of another node may overtake one queued here, and the client's
 * seq check then catches up from the log, as after a reconnect); without one (tests, scripts) only the listeners see
 * them, now.
 */
export function deliver(messages: Outgoing[]): void {
  const h = hub();
  if (!h.io) {
    for (const m of messages) emit(h, m);
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
  try {
    while (h.head < h.queue.length) {
      const m = h.queue[h.head]!;
      h.head += 1;
      emit(h, m);
      if (h.head < h.queue.length && performance.now() >= until) {
        if (h.head >= 1024) {
          h.queue.splice(0, h.head);
          h.head = 0;
        }
        return;
      }
    }
    h.queue.length = 0;
    h.head = 0;
  } finally {
    // Whatever happened above, what is left is sent at the next turn (the queue never stalls).
    if (h.head < h.queue.length) setImmediate(() => drain(h));
    else h.draining = false;
  }
}

/** One message to its listeners and its room; a failure of either is logged and does not stop the other or the rest. */
function emit(h: Hub, m: Outgoing): void {
  for (const l of h.listeners)
    try {
      l(m);
    } catch (e) {
      logger.error({ err: e, room: m.room, event: m.event }, 'realtime: a delivery listener failed');
    }
  const io = h.io;
  if (!io) return;
  try {
    (m.except?.length ? io.to(m.room).except(m.except) : io.to(m.room)).emit(m.event, m.payload as never);
  } catch (e) {
    // One message that cannot be sent (a payload socket.io cannot encode) must not stop every later one.
    logger.error({ err: e, room: m.room, event: m.event }, 'realtime: a message could not be emitted');
  }
  if (m.room.startsWith('table:')) observeFanout(m.payload);
}

/**
 * Waits until every queued message has been emitted (at most `timeoutMs`), then detaches `io` from the hub (what is
 * still queued is dropped): a stopping node sends what it committed before it closes (`stopSocketServer`).
 * @returns the messages still queued when it gave up (0: all sent)
 */
export async function flushDeliveries(
  io: Server<ClientToServerEvents, ServerToClientEvents>,
  timeoutMs: number,
): Promise<number> {
  const h = hub();
  if (h.io !== io) return 0; // not the server the hub delivers to (another one replaced it)
  const end = performance.now() + timeoutMs;
  while (pendingDeliveries() > 0 && performance.now() < end) await new Promise((r) => setImmediate(r));
  const left = pendingDeliveries();
  if (h.io === io) {
    h.io = undefined;
    h.queue.length = 0;
    h.head = 0;
  }
  return left;
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
