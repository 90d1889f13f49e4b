import { readFileSync } from 'node:fs';
import { log } from './log.ts';

/**
 * The server's one clock (`deps.now`, the jobs): the system time. With `testClockFile` (browser
 * tests only; refused in production by the configuration) it adds the milliseconds written in
 * that file, read at start and again on SIGUSR2, so a test can move the server's time forward
 * together with the browser's instead of waiting minutes of real time.
 */
export function createServerClock(testClockFile: string | undefined): {
  now: () => Date;
  stop: () => void;
} {
  if (!testClockFile) return { now: () => new Date(), stop: () => {} };
  let offsetMs = 0;
  const read = () => {
    try {
      offsetMs = Number(readFileSync(testClockFile, 'utf8').trim()) || 0;
    } catch {
      offsetMs = 0;
    }
    log.warn(`Test clock: the server's time runs ${offsetMs} ms ahead (TEST_CLOCK_FILE).`);
  };
  read();
  process.on('SIGUSR2', read);
  return {
    now: () => new Date(Date.now() + offsetMs),
    stop: () => void process.off('SIGUSR2', read),
  };
}
