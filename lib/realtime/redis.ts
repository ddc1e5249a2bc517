import { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { logger } from '@/lib/log';

/** What `redisStreamsAdapter` gives socket.io: the adapter factory and how to close its Redis connection. */
export interface RedisAdapter {
  /** Pass as `adapter` to `new Server(...)` (or `io.adapter(...)`). */
  adapter: ReturnType<typeof createAdapter>;
  /** The publishing connection (the adapter duplicates it for its stream reader and PUB/SUB subscriber). */
  client: Redis;
  /** Quits the publishing connection (call after `io.close()`, which stops the adapter's readers). */
  close(): Promise<void>;
}

/**
 * socket.io's adapter for several nodes (issue #16 §3): every broadcast (`io.to(room).emit`) goes through the
 * Redis stream `stream` (XADD, each node reads it with XREAD), so a viewer connected to node B gets the events
 * of a command run on node A, in the order node A emitted them (one stream keeps the order). Requests between
 * nodes (`fetchSockets`, `socketsLeave`, `disconnectSockets` on remote sockets) go through PUB/SUB channels
 * prefixed with the same name, so two studios (or two test runs) on one Redis with different stream names never
 * see each other's messages. A Redis outage is logged; ioredis reconnects by itself and the adapter reads on
 * from where its stream reader stopped (messages trimmed from the stream meanwhile are lost: a viewer catches
 * up with `join {sinceSeq}` from the TableEvent log).
 * Errors: none thrown (a bad URL shows as connection errors in the log).
 */
export function redisStreamsAdapter(url: string, stream: string): RedisAdapter {
  // The publisher fails fast while Redis is down (no offline queue): the adapter emits to this node's own sockets
  // only after its XADD settles, so a queued XADD would hold every local emit until Redis came back. Viewers on
  // the other nodes miss those events and catch up (their feed sees the seq gap and joins again with sinceSeq).
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // The adapter's stream reader and PUB/SUB subscriber are duplicates of it: those wait for the connection instead
  // (an XREAD failing at once would be retried in a tight loop).
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (override) => duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, ...override });
  let lastLogged = 0;
  client.on('error', (err: Error) => {
    // ioredis retries every few hundred ms while Redis is down: one line per 10 s is enough.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    logger.warn({ err: err.message }, 'Redis (socket.io adapter) connection error');
  });
  const adapter = createAdapter(client, {
    streamName: stream,
    channelPrefix: stream,
    // Table events are JSON (no Buffers): skip the binary scan of every payload.
    onlyPlaintext: true,
    // A studio with a busy evening: keep about a minute of broadcasts for a node whose reader lagged.
    maxLen: 10_000,
    // The reader's XREAD blocks this long at most: it bounds how long a closed adapter keeps its connection.
    blockTimeInMs: 1_000,
  });
  return {
    adapter,
    client,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
