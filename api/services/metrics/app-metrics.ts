import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import { log } from '../../lib/log.ts';
import { readOperationsFigures, type OperationsFigures } from './operations-figures.ts';

/** The product's own metrics are named `surat_…`; Node's and the process's keep their usual names. */
const prefix = 'surat_';

export type RequestLabels = 'method' | 'route' | 'status';

/** One app's metrics: a registry of its own (tests make many apps in one process). */
export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<RequestLabels>;
}

export interface MetricsSources {
  database: Database;
  /** The server's clock: ages are measured on it, so tests move them. */
  now: () => Date;
  /** A practical round stays open this long past its deadline (PRACTICAL_GRACE_SECONDS). */
  practicalGraceMs: number;
  /** BACKUP_INTERVAL_HOURS in ms (0: scheduled backups are off), exported for alert rules. */
  backupIntervalMs: number;
}

/** One read at a time: the gauges of a scrape, collected together, share it. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
}

const seconds = (ms: number) => ms / 1000;

export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const { database, now } = sources;
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

  const figures = sharedWhileRunning(() =>
    readOperationsFigures(database.db, now(), sources.practicalGraceMs),
  );
  /**
   * A gauge set from the figures at each scrape. When the database cannot answer, its series are
   * left out (and the process's own still come): an alert sees them absent, not stale.
   */
  function figureGauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    set: (gauge: Gauge<L>, figures: OperationsFigures) => void,
  ) {
    return new Gauge<L>({
      name: `${prefix}${name}`,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        try {
          set(this, await figures());
        } catch (error) {
          log.warn(`metrics: could not read ${name} from the database: ${String(error)}`);
        }
      },
    });
  }

  figureGauge(
    'open_attempts',
    'Attempts under way: MCQ attempts not yet submitted, practical rounds started and not submitted before their deadline (plus grace).',
    ['round'],
    (gauge, { openAttempts }) => {
      gauge.set({ round: 'mcq' }, openAttempts.mcq);
      gauge.set({ round: 'practical' }, openAttempts.practical);
    },
  );
  figureGauge(
    'late_answers_recent',
    "MCQ answers that arrived after their deadline (sent from a device's buffer) in the last 5 minutes: counted (within the reconnect window) or kept for HR.",
    ['outcome'],
    (gauge, { lateAnswers }) => {
      gauge.set({ outcome: 'counted' }, lateAnswers.arrivedRecently.counted);
      gauge.set({ outcome: 'kept' }, lateAnswers.arrivedRecently.kept);
    },
  );
  figureGauge(
    'late_answers_awaiting_hr',
    'Late answers kept for HR that no one has accepted yet.',
    [],
    (gauge, { lateAnswers }) => gauge.set(lateAnswers.awaitingHr),
  );
  figureGauge(
    'mail_outbox_messages',
    'E-mails waiting in the outbox to be sent (pending, including those waiting to be tried again).',
    [],
    (gauge, { outbox }) => gauge.set(outbox.waiting),
  );
  figureGauge(
    'mail_outbox_oldest_age_seconds',
    'How long the oldest e-mail waiting in the outbox has waited (0: none waits).',
    [],
    (gauge, { outbox }) =>
      gauge.set(
        outbox.oldestAt ? seconds(Math.max(0, now().getTime() - outbox.oldestAt.getTime())) : 0,
      ),
  );
  figureGauge(
    'backup_last_success_timestamp_seconds',
    'When the last good backup was taken, Unix time (0: never).',
    [],
    (gauge, { backup }) =>
      gauge.set(backup.lastSuccess ? seconds(Date.parse(backup.lastSuccess.at)) : 0),
  );
  figureGauge(
    'backup_last_success_age_seconds',
    'How long ago the last good backup was taken (+Inf: never).',
    [],
    (gauge, { backup }) =>
      gauge.set(
        backup.lastSuccess
          ? seconds(Math.max(0, now().getTime() - Date.parse(backup.lastSuccess.at)))
          : Infinity,
      ),
  );
  figureGauge(
    'backup_last_failure_timestamp_seconds',
    'When the last failed backup was tried, Unix time (0: never).',
    [],
    (gauge, { backup }) =>
      gauge.set(backup.lastFailure ? seconds(Date.parse(backup.lastFailure.at)) : 0),
  );
  new Gauge({
    name: `${prefix}backup_interval_seconds`,
    help: 'Time between scheduled backups (BACKUP_INTERVAL_HOURS; 0: scheduled backups are off).',
    registers,
    collect() {
      this.set(seconds(sources.backupIntervalMs));
    },
  });

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
