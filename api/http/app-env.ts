import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { LoadSignal } from '../lib/load-signal.ts';
import type { Slots } from '../lib/slots.ts';
import type { BackupRunner } from '../services/backup/backup-runner.ts';
import type { BoardFeed } from '../services/hr/board/board-feed.ts';
import type { AppMetrics } from '../services/metrics/app-metrics.ts';
import type { TestCallCache } from '../services/mcq/test-call-cache.ts';

/** What every handler can reach through `c.var.deps`; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The server's clock: the one source of time for deadlines and scores (tests pass a fake). */
  now: () => Date;
  /** Signs candidate tokens (TOKEN_SECRET, or the one kept in the database). */
  tokenSecret: string;
  /** Uploads being stored at once (UPLOAD_MAX_CONCURRENT); beyond them an upload is told to retry. */
  uploadSlots: Slots;
  /** Takes and records backups (absent where the process takes none, e.g. most API tests). */
  backups?: BackupRunner;
  /**
   * The secret of the local admin route (`POST /api/admin/backup`), kept in
   * DATA_DIR/admin-access.json for `npm run backup`; absent, the route is off.
   */
  adminToken?: string;
  /**
   * What this server keeps between candidates' calls (kept snapshots, drawn questions, the bank's
   * copy, prepared statements): one object per app, which `createApp` makes when none is given;
   * a test passes its own to look into it or share it between apps.
   */
  testCalls: TestCallCache;
  /**
   * The live board's poller, shared by every board stream of this process (`createApp` makes one
   * when none is given; the server passes its own to stop it at shutdown).
   */
  boardFeed?: BoardFeed;
  /**
   * How long work waits in this server now (`lib/load-signal.ts`); the overload guard refuses
   * test calls while it is past OVERLOAD_DELAY_MS. Absent (most tests), nothing is refused.
   */
  load?: LoadSignal;
  /**
   * True once the server is shutting down (SIGTERM): readiness answers 503 so a load balancer
   * sends no new candidate here while in-flight requests finish. Absent: never.
   */
  stopping?: () => boolean;
  /**
   * The Prometheus metrics (`services/metrics/app-metrics.ts`): every request is timed into them,
   * and `GET /metrics` serves them when METRICS_TOKEN is set. Absent (METRICS_PORT and
   * METRICS_TOKEN both unset, most tests), nothing is timed or served.
   */
  metrics?: AppMetrics;
}

/** What `createApp` is given: the deps, where it makes what is left out. */
export type GivenDeps = Omit<AppDeps, 'testCalls'> & Partial<Pick<AppDeps, 'testCalls'>>;

export interface AppEnv {
  Variables: { deps: AppDeps };
}
