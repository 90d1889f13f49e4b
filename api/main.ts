import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { backupDirOf, ConfigError, loadConfig } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { openPglite, openPgliteOnThread, openPostgres, type Database } from './db/database.ts';
import { isPgliteThread, servePgliteThread } from './db/pglite/pglite-thread.ts';
import { runMigrations } from './db/migrate.ts';
import { createStaticSite } from './http/static-site.ts';
import { requestTimeoutMs } from './http/request-timeout.ts';
import { startMetricsListener, type MetricsListener } from './http/metrics-listener.ts';
import { backupCheckEveryMs } from './domain/backup-due.ts';
import { newAdminToken, removeAdminAccess, writeAdminAccess } from './lib/admin-access.ts';
import { maintainTables } from './db/pglite/table-maintenance.ts';
import { startIntervalJob, type IntervalJob } from './lib/interval-job.ts';
import { startMailOutboxJob } from './mail/mail-outbox-job.ts';
import { startReminderJob } from './services/candidate-mail/reminder-job.ts';
import { startRetentionJob } from './services/privacy/retention-job.ts';
import { eventLoopDelay, worstOf } from './lib/load-signal.ts';
import { log } from './lib/log.ts';
import { applyLogFormat } from './lib/log-format.ts';
import { createSlots } from './lib/slots.ts';
import { createServerClock } from './lib/server-clock.ts';
import { createBackupRunner } from './services/backup/backup-runner.ts';
import { createAppMetrics } from './services/metrics/app-metrics.ts';
import { runScheduledBackup } from './services/backup/scheduled-backup.ts';
import { pruneLoginDelays } from './services/login-throttle.ts';
import { pruneRateLimits } from './services/rate-limit.ts';
import { sweepExpiredAttempts } from './services/mcq/sweep-expired-attempts.ts';
import { currentMcqRules, mcqRulesByAssessment } from './services/settings/test-settings.ts';
import { createTestCallCache } from './services/mcq/test-call-cache.ts';
import { removeAbandonedPieces } from './services/practical/upload-pieces.ts';
import { loadTokenSecret } from './services/token-secret.ts';
import { prepareContent } from './services/hr/start-up.ts';
import { pruneSessions, sessionRulesFrom } from './services/hr/staff-sessions.ts';
import { createBoardFeed } from './services/hr/board/board-feed.ts';
import { pruneBoardChanges } from './services/hr/board/board-poll.ts';
import { boardChangesKeptMs, boardRulesFrom } from './services/hr/board/board-rules.ts';

// The server bundle sits in dist/server, the site it serves in dist/client (unless CLIENT_DIR
// says); run from source (`npm run dev`, api/main.ts) the same build is in ../dist/client.
const builtClientDir = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../dist/client' : '../client', import.meta.url),
);

/** A fatal start-up error: one line saying what to fix, and a non-zero exit for the supervisor. */
function fail(message: string): never {
  log.error(message);
  process.exit(1);
}

async function openDatabase(config: ReturnType<typeof loadConfig>) {
  if (config.DATABASE_URL) {
    return { database: await openPostgres(config.DATABASE_URL), releaseLock: async () => {} };
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const releaseLock = await lockDataDir(dataDir, (error) => {
    log.error(`lost the lock on ${dataDir}; stopping to protect the data`, error);
    process.exit(1);
  });
  const pgliteDir = path.join(dataDir, 'pglite');
  try {
    const database = config.DATABASE_THREAD
      ? await openPgliteOnThread({
          dataDir: pgliteDir,
          // This same script serves the thread (see the end of this file).
          entry: new URL(import.meta.url),
          onFailure: (error) => {
            log.error('the embedded database stopped; stopping the server', error);
            process.exit(1);
          },
        })
      : await openPglite({ dataDir: pgliteDir });
    return { database, releaseLock };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function main() {
  // Before the first line: the format a person at a terminal or a supervisor's journal reads.
  await applyLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY);
  // A bug that escapes every handler stops the server (a supervisor restarts it; what was
  // acknowledged is on disk), written as a log line like any other failure rather than a bare
  // stack on stderr.
  process.on('uncaughtException', (error) => {
    log.error('uncaught error: stopping the server', error);
    process.exit(1);
  });
  process.on('unhandledRejection', (error) => {
    log.error('unhandled rejection: stopping the server', error);
    process.exit(1);
  });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`${error.message}\nSee .env.example for every setting.`);
    throw error;
  }

  let opened: { database: Database; releaseLock: () => Promise<void> };
  try {
    opened = await openDatabase(config);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { database, releaseLock } = opened;
  log.info(
    database.engine === 'pglite'
      ? `Database: embedded PGlite in ${path.resolve(config.DATA_DIR)}`
      : 'Database: PostgreSQL (DATABASE_URL)',
  );

  await runMigrations(database);
  for (const note of await prepareContent(database, config, new Date()))
    log[note.level](note.message);

  const clientDir = config.CLIENT_DIR ? path.resolve(config.CLIENT_DIR) : builtClientDir;
  const site = await createStaticSite(clientDir, { siteUrl: config.SITE_URL });
  if (!site)
    log.warn(
      `no built site in ${clientDir}; serving the API only (npm run build builds it; in npm run dev, Vite serves the site)`,
    );
  const { now } = createServerClock(config.TEST_CLOCK_FILE);
  const tokenSecret = await loadTokenSecret(database, config.TOKEN_SECRET);
  const backups = createBackupRunner(
    database,
    {
      dir: backupDirOf(config),
      keep: config.BACKUP_KEEP,
      databaseUrl: config.DATABASE_URL,
    },
    now,
  );
  // `npm run backup` asks the server holding the embedded database to snapshot it; with
  // PostgreSQL it runs pg_dump itself, so no route is needed.
  const dataDir = path.resolve(config.DATA_DIR);
  const adminToken = database.engine === 'pglite' ? newAdminToken() : undefined;
  const uploadSlots = createSlots(config.UPLOAD_MAX_CONCURRENT);
  const boardFeed = createBoardFeed(database.db, now, boardRulesFrom(config));
  // Made here rather than by `createApp`, as the sweeper below reads the settings through it too.
  const testCalls = createTestCallCache(database.db);
  // How long work waits now: the main thread's event loop, or the database's queue.
  const loopDelay = eventLoopDelay();
  // Set by SIGTERM/SIGINT: readiness answers 503 from then on (see `shutdown` below).
  let stopping = false;
  const load = worstOf(loopDelay, { delayMs: () => database.queueDelayMs() });
  // Only when some endpoint serves them (docs/monitoring.md): otherwise nothing is timed.
  const metrics =
    config.METRICS_PORT !== undefined || config.METRICS_TOKEN
      ? createAppMetrics({
          database,
          now,
          practicalGraceMs: config.PRACTICAL_GRACE_SECONDS * 1000,
          backupIntervalMs: config.BACKUP_INTERVAL_HOURS * 60 * 60_000,
        })
      : undefined;
  const app = createApp(
    {
      config,
      database,
      now,
      tokenSecret,
      uploadSlots,
      backups,
      adminToken,
      boardFeed,
      load,
      testCalls,
      stopping: () => stopping,
      metrics,
    },
    { site },
  );
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  server.requestTimeout = requestTimeoutMs(config);
  try {
    await listen(server, config.PORT, config.HOST);
  } catch (error) {
    await database.close();
    await releaseLock();
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `Port ${config.PORT} is already in use. Stop what uses it or set PORT to another port.`
        : `Could not listen on ${config.HOST}:${config.PORT}: ${String(error)}`,
    );
  }
  // The port it got: PORT=0 asks the system for a free one, and whoever started the server
  // (the browser tests) reads it from this line.
  const port = (server.address() as AddressInfo).port;
  if (adminToken) await writeAdminAccess(dataDir, port, adminToken);
  log.info(`Listening on http://localhost:${port}`);
  let metricsListener: MetricsListener | undefined;
  if (metrics && config.METRICS_PORT !== undefined) {
    try {
      metricsListener = await startMetricsListener(
        metrics.registry,
        config.METRICS_PORT,
        config.METRICS_HOST,
      );
    } catch (error) {
      server.close();
      if (adminToken) await removeAdminAccess(dataDir);
      await database.close();
      await releaseLock();
      fail(
        `Could not listen for metrics on ${config.METRICS_HOST}:${config.METRICS_PORT}: ${String(error)} (METRICS_PORT)`,
      );
    }
    log.info(`Metrics on http://${config.METRICS_HOST}:${metricsListener.port}/metrics`);
  }

  // Background jobs stop before the database closes.
  const jobs: IntervalJob[] = [
    startIntervalJob('close abandoned MCQ attempts', config.SWEEP_INTERVAL_MS, async () => {
      // The rules as the routes read them: each attempt's assessment's (its HR notices switch);
      // an attempt keeps its own pass mark.
      const rules = await currentMcqRules(testCalls, config);
      const rulesOf = await mcqRulesByAssessment(testCalls, config);
      const closed = await sweepExpiredAttempts(database.db, now(), rules, rulesOf);
      if (closed > 0) log.info(`Closed ${closed} abandoned MCQ attempt(s): connection lost.`);
    }),
    // PostgreSQL runs its own autovacuum; the embedded engine has none (`table-maintenance.ts`).
    ...(database.engine === 'pglite'
      ? [
          startIntervalJob('analyze and vacuum the embedded database', 10_000, async () => {
            const run = await maintainTables(database.db);
            if (run.vacuumed.length > 0 || run.analyzed.length > 0)
              log.info('Embedded database maintained', {
                analyzed: run.analyzed.join(' '),
                vacuumed: run.vacuumed.join(' '),
              });
          }),
        ]
      : []),
    // Every limit's window (login and forms) is at most this long: older rows count nothing.
    startIntervalJob('prune ended rate-limit windows', 10 * 60_000, async () => {
      const longestWindowMs = Math.max(
        config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
        config.FORMS_RATE_WINDOW_SECONDS * 1000,
      );
      await pruneRateLimits(database.db, now(), longestWindowMs);
      await pruneLoginDelays(database.db, now(), config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
    }),
    startIntervalJob('prune ended HR sessions', 10 * 60_000, () =>
      pruneSessions(database.db, now(), sessionRulesFrom(config)),
    ),
    startIntervalJob('prune the live board feed', 10 * 60_000, () =>
      pruneBoardChanges(database.db, boardChangesKeptMs),
    ),
  ];
  jobs.push(
    // An upload cut off by a crash leaves pieces no submission owns; no upload still running is this old (the idle timeout ends stalled ones).
    startIntervalJob('remove abandoned upload pieces', 10 * 60_000, async () => {
      const removed = await removeAbandonedPieces(database.db, now(), 6 * 3600_000);
      if (removed > 0) log.info(`Removed ${removed} piece(s) of abandoned uploads.`);
    }),
  );
  const mailJob = startMailOutboxJob(config, database.db, now);
  if (mailJob) jobs.push(mailJob);
  jobs.push(startReminderJob(config, database.db, now));
  jobs.push(startRetentionJob(config, database.db, now));
  if (config.BACKUP_INTERVAL_HOURS > 0) {
    const intervalMs = config.BACKUP_INTERVAL_HOURS * 60 * 60_000;
    log.info(
      `Backups: every ${config.BACKUP_INTERVAL_HOURS} h into ${backups.settings.dir}, keeping the last ${config.BACKUP_KEEP}.`,
    );
    jobs.push(
      startIntervalJob('scheduled backup', backupCheckEveryMs(intervalMs), async () => {
        await runScheduledBackup(database, backups, now(), intervalMs);
      }),
    );
  } else {
    log.warn('scheduled backups are off (BACKUP_INTERVAL_HOURS=0): run npm run backup yourself');
  }

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    const forced = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    // Board streams never end by themselves: end them, and their browsers reconnect to another
    // instance (or to this one once it is back), resuming where they were.
    await boardFeed.stop();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    await metricsListener?.close();
    await Promise.all(jobs.map((job) => job.stop()));
    loopDelay.stop();
    if (adminToken) await removeAdminAccess(dataDir);
    await database.close();
    await releaseLock();
    log.info('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// Run as the embedded database's thread (`openPgliteOnThread`), this script serves it; otherwise
// it is the server.
if (isPgliteThread()) {
  servePgliteThread().catch((error: unknown) => {
    log.error('the embedded database could not open', error);
    throw error;
  });
} else {
  main().catch((error: unknown) => {
    log.error('start-up failed', error);
    process.exit(1);
  });
}
