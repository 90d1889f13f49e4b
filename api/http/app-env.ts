import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

/** What every handler can reach through `c.var.deps`; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The server's clock: the one source of time for deadlines and scores (tests pass a fake). */
  now: () => Date;
  /** Signs candidate tokens (TOKEN_SECRET, or the one kept in the database). */
  tokenSecret: string;
}

export interface AppEnv {
  Variables: { deps: AppDeps };
}
