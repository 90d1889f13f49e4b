/**
 * How long work waits in this server right now, in milliseconds: the signal the overload guard
 * (`http/overload-guard.ts`) reads. Past capacity, waits grow without bound until clients time
 * out; the guard refuses new test calls with a quick 503 instead, while the wait is still short.
 */
export interface LoadSignal {
  delayMs(): number;
}

/**
 * The main thread's event-loop delay: a timer asks to run every `everyMs` and notes how late it
 * ran; the signal is the worst of the last second. A thread busy with one request (or starved of
 * CPU by other work on the machine) runs timers late, and every request waiting meanwhile waits
 * as long.
 */
export function eventLoopDelay(everyMs = 100): LoadSignal & { stop(): void } {
  const keep = Math.max(1, Math.round(1000 / everyMs));
  const recent: number[] = [];
  let expected = performance.now() + everyMs;
  const timer = setInterval(() => {
    const now = performance.now();
    recent.push(Math.max(0, now - expected));
    if (recent.length > keep) recent.shift();
    expected = now + everyMs;
  }, everyMs);
  // Never what keeps the process alive.
  timer.unref();
  return {
    delayMs: () => {
      // The current block counts as soon as it is longer than any recent one.
      const running = Math.max(0, performance.now() - expected);
      return Math.max(running, ...recent);
    },
    stop: () => clearInterval(timer),
  };
}

/** The worst of several signals. */
export function worstOf(...signals: LoadSignal[]): LoadSignal {
  return { delayMs: () => Math.max(0, ...signals.map((s) => s.delayMs())) };
}
