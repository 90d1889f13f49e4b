import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { prefix, registerFigureGauges, seconds, type MetricsSources } from './figure-gauges.ts';

export type RequestLabels = 'method' | 'route' | 'status';

/** One app's metrics: a registry of its own (tests make many apps in one process). */
export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<RequestLabels>;
}

/**
 * The metrics of one app (`AppDeps.metrics`): the request histogram the middleware fills, the
 * figures read from the database at each scrape, the database's queue, and prom-client's default
 * metrics (the process's memory and CPU, Node's heap and event loop).
 */
export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const { database } = sources;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram<RequestLabels>({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time from a request to its response headers, by route pattern (a streamed body is not timed).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  registerFigureGauges(registry, sources);

  new Gauge({
    name: `${prefix}database_queue_delay_seconds`,
    help: "How long the oldest statement waiting for the database has waited (the embedded engine's queue, or a free PostgreSQL connection).",
    registers,
    collect() {
      this.set(seconds(database.queueDelayMs()));
    },
  });
  new Gauge({
    name: `${prefix}database_queue_length`,
    help: "Statements waiting for the database (on the embedded engine's thread: sent and not yet answered; PostgreSQL: queries waiting for a connection).",
    registers,
    collect() {
      this.set(database.queueLength());
    },
  });
  if (database.poolState) {
    const poolState = database.poolState;
    new Gauge({
      name: `${prefix}database_pool_connections`,
      help: "PostgreSQL connections of this instance's pool, idle or in use.",
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = poolState();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'in_use' }, total - idle);
      },
    });
  }
  return { registry, requestDuration };
}
