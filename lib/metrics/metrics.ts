import client from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served at `GET /api/metrics` (issue #16 §4). The custom server
 * (server.ts, loaded by tsx) and Next's bundled route handlers are separate module instances in one process, so
 * the registry and every metric live on `globalThis` (like the realtime hub): whoever observes and whoever serves
 * see the same numbers.
 */
export interface Metrics {
  registry: client.Registry;
  /** HTTP request durations, seconds, by method, route pattern (`/api/rounds/[id]/bets`) and status. */
  httpDuration: client.Histogram<'method' | 'route' | 'status'>;
  /** Bets accepted (code `OK`) and refused (by error code), each bet of a slip counted once. */
  bets: client.Counter<'outcome' | 'code'>;
  /** Settle commands, seconds, by game. */
  settleDuration: client.Histogram<'game'>;
  /** Bets written per settle, by game. */
  settledBets: client.Counter<'game'>;
  /** Connected socket.io sockets on this node. */
  sockets: client.Gauge;
  /** From commit to the emit of a table event on this node, seconds (the event's `at` to delivery). */
  fanoutDelay: client.Histogram;
  /** How late the countdown ticker closed a round after its `closesAt`, seconds. */
  tickerLag: client.Histogram;
  /** 1 while this node holds the ticker's leadership (Postgres advisory lock), else 0. */
  tickerLeader: client.Gauge;
  /** Ticker job runs that threw (logged; the job runs again at its next interval), by job name. */
  tickerFailures: client.Counter<'job'>;
  /** Rows removed by the retention jobs, by kind (`idempotency_key`, `table_event`). */
  retentionRemoved: client.Counter<'kind'>;
}

const KEY = Symbol.for('croupier.metrics');
/** lib/realtime/hub.ts's globalThis key (read here, not imported: the hub imports these metrics). */
const HUB_KEY = Symbol.for('croupier.realtime');

/** Engine.io clients connected to this node's socket.io server (0 before server.ts attached one). */
function connectedSockets(): number {
  const hub = (globalThis as { [HUB_KEY]?: { io?: { engine?: { clientsCount?: number } } } })[HUB_KEY];
  return hub?.io?.engine?.clientsCount ?? 0;
}

function create(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'croupier_' });
  const ms = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    httpDuration: new client.Histogram({
      name: 'croupier_http_request_duration_seconds',
      help: 'HTTP request durations by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: ms,
      registers: [registry],
    }),
    bets: new client.Counter({
      name: 'croupier_bets_total',
      help: 'Bets accepted (outcome="accepted", code="OK") and refused (outcome="refused", by error code).',
      labelNames: ['outcome', 'code'] as const,
      registers: [registry],
    }),
    settleDuration: new client.Histogram({
      name: 'croupier_settle_duration_seconds',
      help: 'Duration of settle commands by game.',
      labelNames: ['game'] as const,
      buckets: [...ms, 30, 60],
      registers: [registry],
    }),
    settledBets: new client.Counter({
      name: 'croupier_settled_bets_total',
      help: 'Bets settled, by game.',
      labelNames: ['game'] as const,
      registers: [registry],
    }),
    sockets: new client.Gauge({
      name: 'croupier_sockets',
      help: 'socket.io sockets connected to this node.',
      registers: [registry],
      // Read at each scrape from the socket.io server the hub holds (lib/realtime/hub.ts attachIo); none: 0.
      collect() {
        this.set(connectedSockets());
      },
    }),
    fanoutDelay: new client.Histogram({
      name: 'croupier_fanout_delay_seconds',
      help: 'From a table event being committed (its `at`) to its emit on this node.',
      buckets: ms,
      registers: [registry],
    }),
    tickerLag: new client.Histogram({
      name: 'croupier_ticker_lag_seconds',
      help: 'How late the countdown ticker closed a round after its closesAt.',
      buckets: [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 5, 10],
      registers: [registry],
    }),
    tickerLeader: new client.Gauge({
      name: 'croupier_ticker_leader',
      help: '1 while this node runs the countdown ticker (holds the Postgres advisory lock).',
      registers: [registry],
    }),
    tickerFailures: new client.Counter({
      name: 'croupier_ticker_failures_total',
      help: 'Ticker job runs that threw, by job (each is logged; the job runs again at its next interval).',
      labelNames: ['job'] as const,
      registers: [registry],
    }),
    retentionRemoved: new client.Counter({
      name: 'croupier_retention_removed_total',
      help: 'Rows removed by the retention jobs, by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
}

/** The process-wide metrics (created on first use). */
export function metrics(): Metrics {
  const g = globalThis as { [KEY]?: Metrics };
  g[KEY] ??= create();
  return g[KEY];
}
