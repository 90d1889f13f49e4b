import pLimit from 'p-limit';
import type { Engine } from '../../db/database.ts';

/** Writes an upload's pieces to the database, one at a time for all uploads together. */
export type PieceLane = <T>(write: () => Promise<T>) => Promise<T>;

export interface PieceLaneEffects {
  /** A monotonic clock in milliseconds. */
  now: () => number;
  rest: (ms: number) => Promise<void>;
}

const realEffects: PieceLaneEffects = {
  now: () => performance.now(),
  rest: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * One piece goes to the database at a time, whatever the number of uploads, so a candidate's
 * answer or a health check never queues behind more than one piece.
 *
 * The embedded engine runs on the server's own thread: a 1 MiB piece holds it for 20–70 ms, and
 * four uploads arriving at full speed kept it busy all the time (health p99 1.9 s while 16
 * uploads of 50 MiB were stored, `npm run bench:uploads`). There the lane rests after each piece
 * as long as the piece took, so uploads get at most half of the thread (about 20 MB/s together
 * on this machine, far above any candidate's line) and every other request the rest (health p99
 * 0.1 s). PostgreSQL works in its own processes: no rest.
 */
export function createPieceLane(
  engine: Engine,
  effects: PieceLaneEffects = realEffects,
): PieceLane {
  const limit = pLimit(1);
  return (write) =>
    limit(async () => {
      const started = effects.now();
      const result = await write();
      if (engine === 'pglite') await effects.rest(effects.now() - started);
      return result;
    });
}
