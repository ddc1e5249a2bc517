import type http from 'node:http';
import { Server } from 'socket.io';
import { db } from '@/lib/db';
import { principalFrom } from '@/lib/auth/principal';
import { attachIo, flushDeliveries } from '@/lib/realtime/hub';
import {
  credentialRoom,
  staffRoom,
  tableRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@/lib/realtime/events';
import { tableEventsForViewer, type Viewer } from '@/lib/rounds/conceal-round';
import { isTableStaff } from '@/lib/tables/access';
import { logger } from '@/lib/log';
import { crossSiteReason } from '@/lib/http/security';
import { config } from '@/lib/config';
import { redisStreamsAdapter, type RedisAdapter } from '@/lib/realtime/redis';

interface SocketData {
  userId: string | null;
  role: string | null;
  /** The row id of the token or browser session the socket authenticated with (its sockets close when it is revoked). */
  credentialId?: string | null;
}

/**
 * Starts socket.io on the app's HTTP server (path `/socket.io`). A socket authenticates with
 * `auth: {token}` or the session cookie; anonymous viewers may watch tables. A signed-in socket joins its
 * private room `user:<id>` (bet:settled, balance, and round events with the player's own face-down hand).
 * `join {tableId, sinceSeq?}` joins the table's room (the table's staff, `isTableStaff`, also its staff room,
 * which carries face-down hands) and replays, in order, the events after `sinceSeq` from the TableEvent log, each concealed for
 * this viewer as it was when published (lib/rounds/conceal-round.ts).
 * With `REDIS_URL` set the rooms span every node (Redis Streams adapter, lib/realtime/redis.ts; stream
 * `CROUPIER_REDIS_STREAM`): a broadcast on one node reaches the room's sockets on all of them, in order. Both
 * transports are served; the clients open a WebSocket first (one TCP connection, no sticky sessions needed) and
 * fall back to long-polling, which behind a load balancer needs sticky sessions (README, "Running several nodes").
 * Close it with `stopSocketServer`.
 */
export function startSocketServer(server: http.Server): Server<ClientToServerEvents, ServerToClientEvents> {
  const cfg = config();
  const redis = cfg.REDIS_URL ? redisStreamsAdapter(cfg.REDIS_URL, cfg.CROUPIER_REDIS_STREAM) : null;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  if (redis) adapters.set(io, redis);
  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
      // A page on another site opening a socket with the victim's session cookie (WebSockets have no CORS) is
      // refused; anonymous viewers from anywhere, and token clients, may still watch public rooms.
      const headers = socket.handshake.headers;
      if (!token && /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/.test(headers.cookie ?? '')) {
        const why = crossSiteReason({ get: (n) => [headers[n]].flat()[0] });
        if (why) {
          logger.warn({ why }, 'cross-site socket handshake with a session cookie refused');
          return next(new Error('CROSS_SITE_REQUEST'));
        }
      }
      const p = await principalFrom({ token, cookie: socket.handshake.headers.cookie ?? null });
      if (token && !p) return next(new Error('UNAUTHENTICATED'));
      socket.data.userId = p?.id ?? null;
      socket.data.role = p?.role ?? null;
      socket.data.credentialId = p?.credential?.id ?? null;
      next();
    } catch (e) {
      next(e as Error);
    }
  });
  io.on('connection', (socket) => {
    if (socket.data.userId) void socket.join(userRoom(socket.data.userId));
    if (socket.data.credentialId) void socket.join(credentialRoom(socket.data.credentialId));
    socket.on('join', (p) => {
      join(p).catch((e: unknown) => {
        logger.warn({ err: (e as Error).message }, 'join failed');
        socket.emit('error', { code: 'JOIN_FAILED', message: 'Could not join this table.' });
      });
    });
    const join = async (p: { tableId?: unknown; sinceSeq?: unknown } | undefined) => {
      const raw = typeof p?.tableId === 'string' ? p.tableId : '';
      const tableId = /^[A-Za-z0-9_-]{1,100}$/.test(raw) ? raw : '';
      const table = tableId
        ? await db().gameTable.findUnique({
            where: { id: tableId },
            select: { id: true, eventSeq: true, dealerId: true },
          })
        : null;
      if (!table) return void socket.emit('error', { code: 'TABLE_NOT_FOUND', message: 'No such table.' });
      await socket.join(tableRoom(tableId));
      const viewer: Viewer =
        socket.data.userId && socket.data.role ? { id: socket.data.userId, role: socket.data.role } : null;
      // The table's staff (isTableStaff: pit, admin, its assigned dealer) get face-down hands as they are dealt
      // (lib/rounds/publish.ts); everyone else, a dealer of another table too, their own hand only.
      if (isTableStaff(viewer, table)) await socket.join(staffRoom(tableId));
      else await socket.leave(staffRoom(tableId));
      const since =
        Number.isInteger(p?.sinceSeq) && (p?.sinceSeq as number) >= 0 && (p?.sinceSeq as number) <= 2_147_483_647
          ? (p?.sinceSeq as number)
          : null;
      let last = table.eventSeq;
      if (since !== null) {
        const missed = await db().tableEvent.findMany({
          where: { tableId, seq: { gt: since } },
          orderBy: { seq: 'asc' },
          take: 1000,
        });
        for (const e of await tableEventsForViewer(db(), viewer, missed))
          socket.emit(e.type as 'round:card', e.payload as never);
        last = Math.max(last, missed.at(-1)?.seq ?? 0);
      }
      socket.emit('joined', { tableId, seq: last });
    };
    socket.on('leave', (p) => {
      if (typeof p?.tableId === 'string') {
        void socket.leave(tableRoom(p.tableId));
        void socket.leave(staffRoom(p.tableId));
      }
    });
  });
  attachIo(io);
  logger.info(
    redis ? { redisStream: cfg.CROUPIER_REDIS_STREAM } : { adapter: 'in-memory (one node)' },
    'socket.io ready on /socket.io',
  );
  return io;
}

const adapters = new WeakMap<object, RedisAdapter>();

/**
 * Sends the messages still queued (`flushDeliveries`, at most 2 s) and detaches the server from the hub, then
 * disconnects every client, closes socket.io (and its adapter's stream reader) and the Redis connection. Never throws.
 */
export async function stopSocketServer(io: Server<ClientToServerEvents, ServerToClientEvents>): Promise<void> {
  const left = await flushDeliveries(io, 2_000);
  if (left) logger.warn({ left }, 'realtime: messages not sent before the socket server stopped');
  await io.close().catch(() => undefined);
  await adapters.get(io)?.close();
}
