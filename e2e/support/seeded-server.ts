import { inject } from 'vitest';
import { startFreshServer } from './server.ts';

/**
 * A server over a copy of the run's seeded data directory (demo content, nothing taken yet). It
 * skips creating the database and seeding it, which a server started from nothing spends about
 * 3 s of CPU on. `dispose()` stops it and removes its data; `stop()` leaves the data to be read.
 */
export function startSeededServer(env: NodeJS.ProcessEnv = {}, prepareSql?: string) {
  return startFreshServer(inject('templateDataDir'), env, prepareSql);
}
