import { Gauge, type Registry } from 'prom-client';
import { log } from '../../lib/log.ts';
import type { Database } from '../../db/database.ts';
import { readOperationsFigures, type OperationsFigures } from './operations-figures.ts';

/** One read at a time: the gauges of a scrape, collected together, share it. */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= read().finally(() => {
      running = null;
    }));
}

export const seconds = (ms: number) => ms / 1000;

/** The product's own metrics are named `surat_…`; Node's and the process's keep their usual names. */
export const prefix = 'surat_';

export interface MetricsSources {
  database: Database;
  /** The server's clock: ages are measured on it, so tests move them. */
  now: () => Date;
  /** A practical round stays open this long past its deadline (PRACTICAL_GRACE_SECONDS). */
  practicalGraceMs: number;
  /** BACKUP_INTERVAL_HOURS in ms (0: scheduled backups are off), exported for alert rules. */
  backupIntervalMs: number;
}

/**
 * The gauges read from the database at each scrape (`operations-figures.ts`): the same on every
 * instance of one database. One read serves them all.
 */
export function registerFigureGauges(registry: Registry, sources: MetricsSources): void {
  const { database, now } = sources;
  const registers = [registry];
  // Null when the database could not answer (logged here, once per scrape).
  const figures = sharedWhileRunning(() =>
    readOperationsFigures(database.db, now(), sources.practicalGraceMs).catch((error: unknown) => {
      log.warn(`metrics: could not read the figures from the database: ${String(error)}`);
      return null;
    }),
  );
  new Gauge({
    name: `${prefix}figures_up`,
    help: 'Whether this scrape could read the figures from the database (1) or not (0).',
    registers,
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  /**
   * A gauge set from the figures at each scrape. When the database cannot answer, the process's
   * own metrics still come; these say they are unknown (NaN, or no series where they have labels)
   * rather than a stale or zero value, and `surat_figures_up` is 0.
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
        const read = await figures();
        if (read) set(this, read);
        // prom-client always keeps a value for a gauge without labels.
        else if (labelNames.length === 0) (this as Gauge).set(NaN);
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
}
