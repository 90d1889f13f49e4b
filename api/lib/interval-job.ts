import { log } from './log.ts';

export interface IntervalJob {
  /** Runs the job once now (tests, and the first run at start-up). */
  runOnce(): Promise<void>;
  /** Stops scheduling and waits for a run in progress to finish (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `everyMs` in the background: never two runs at once, a failure is logged and
 * retried at the next tick, and `stop()` lets the current run finish. Safe with several instances
 * as long as `task` claims its work in the database (e.g. `for update skip locked`).
 */
export function startIntervalJob(
  name: string,
  everyMs: number,
  task: () => Promise<void>,
): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runOnce = () => {
    if (!running) {
      running = task()
        .catch((error: unknown) => log.error(`background job ${name} failed`, error))
        .finally(() => {
          running = null;
        });
    }
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, everyMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
