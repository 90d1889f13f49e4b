import { backoffDelay } from '../../shared/backoff.ts';

/** Tries of a chunk while the browser says it is online (1 + 2 + 4 + 8 s of waits in between). */
export const onlineTries = 5;

/** Resolves when the connection returns, or (when online) after the back-off for `failures`. */
function retryMoment(failures: number): Promise<void> {
  return new Promise((resolve) => {
    const retry = () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      resolve();
    };
    window.addEventListener('online', retry);
    // Offline, only the connection's return is worth a try; online (a flaky line, a server
    // restarting) the chunk is asked for again after a short wait.
    const timer = navigator.onLine
      ? setTimeout(retry, backoffDelay(failures, 1000, 8000))
      : undefined;
  });
}

/**
 * Loads a code chunk (`() => import('…')`), trying again when it fails: a chunk lost to a dropped
 * connection waits for the connection, however long, and is then fetched again (Chromium does
 * fetch a failed module again). Every lazy part of the app loads through here, so a visitor who
 * goes offline while a chunk is on its way keeps the page they are on; a rejected `lazy()` would
 * have replaced the whole page with the router's error screen. While online it gives up after
 * `onlineTries` (a chunk that is gone, e.g. after a deployment) and rejects with the last error.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let onlineFailures = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine && ++onlineFailures >= onlineTries) throw error;
      await retryMoment(Math.max(1, onlineFailures));
    }
  }
}
