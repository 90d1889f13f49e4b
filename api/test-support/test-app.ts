import { createApp, type CreateAppOptions } from '../app.ts';
import type { AppDeps } from '../http/app-env.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createSlots } from '../lib/slots.ts';
import { createTestCallCache } from '../services/mcq/test-call-cache.ts';

/** The real app over a test database, quiet, with a clock the test controls. */
export function createTestApp(
  database: Database,
  overrides: Partial<Omit<AppDeps, 'database'>> & { env?: NodeJS.ProcessEnv } = {},
  options: CreateAppOptions = {},
) {
  const config = {
    ...loadConfig({ LOG_REQUESTS: 'false', ...overrides.env }),
    ...overrides.config,
  };
  const deps: AppDeps = {
    config,
    database,
    now: overrides.now ?? (() => new Date()),
    tokenSecret: overrides.tokenSecret ?? 'test-token-secret-that-is-long-enough-for-hs256',
    uploadSlots: overrides.uploadSlots ?? createSlots(config.UPLOAD_MAX_CONCURRENT),
    backups: overrides.backups,
    adminToken: overrides.adminToken,
    load: overrides.load,
    stopping: overrides.stopping,
    metrics: overrides.metrics,
    testCalls: overrides.testCalls ?? createTestCallCache(database.db),
  };
  return { app: createApp(deps, options), deps };
}
