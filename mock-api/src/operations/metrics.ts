import cluster from 'node:cluster';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

/**
 * Prometheus metrics of one API instance (METRICS=true), at GET /metrics in the text format:
 * request duration per route, Node's own (event-loop lag, heap, GC, CPU), the database pool and
 * the chat streams open. Each app has its own registry, so several apps in one process (tests) do
 * not mix their figures. In an API worker, `aggregate` answers every worker's figures: counters and
 * gauges summed, Node's own event-loop lag averaged, and each worker's lag under its own label.
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    database,
    openChatStreams,
    aggregate,
  }: { database: Database; openChatStreams: () => number; aggregate?: () => Promise<string | null> },
): void {
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), heap, GC, CPU, handles.
  collectDefaultMetrics({ register: registry });
  // What the primary's AggregatorRegistry collects from this worker.
  if (cluster.isWorker) AggregatorRegistry.setRegistries([registry]);

  // An average over the workers hides the one that is stuck: each worker's lag keeps its label.
  const worker = cluster.isWorker ? String(cluster.worker?.id ?? process.pid) : 'primary';
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  app.addHook('onClose', async () => lag.disable());
  new Gauge({
    name: 'qis_worker_eventloop_lag_seconds',
    help: 'Event-loop delay of each API worker since the previous scrape (p99 and max)',
    labelNames: ['worker', 'stat'] as const,
    registers: [registry],
    collect() {
      this.set({ worker, stat: 'p99' }, lag.percentile(99) / 1e9);
      this.set({ worker, stat: 'max' }, lag.max / 1e9);
      lag.reset();
    },
  });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, per route (the route pattern, not the URL)',
    labelNames: ['method', 'route', 'status_code'] as const,
    // Member requests answer in milliseconds; the tail up to seconds is what an alert watches.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs (the portal's pages, 404s) share one label: a URL per label would grow without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'qis_chat_streams_open',
    help: 'Chat answers streaming to members now (server-sent events)',
    registers: [registry],
    collect() {
      this.set(openChatStreams());
    },
  });

  if (database.kind === 'postgres') {
    const { pool } = database;
    new Gauge({
      name: 'qis_db_pool_connections',
      help: 'PostgreSQL connections of this instance’s pool, by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  } else {
    new Gauge({
      name: 'qis_db_pool_connections',
      help: 'Embedded PGlite: one connection in the process, every query queued on it',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, database.client.closed ? 0 : 1);
      },
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const all = aggregate ? await aggregate() : null;
    return reply.type(registry.contentType).send(all ?? (await registry.metrics()));
  });
}
