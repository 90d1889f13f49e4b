import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian's Chromium driven by playwright-core against the built server (started
 * once by the global setup on a free port with a temporary data directory).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // The PostgreSQL run needs a server to create its database on (CI exports TEST_DATABASE_URL).
    exclude: process.env.TEST_DATABASE_URL ? [] : ['e2e/server-postgres.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // Stops any server a test file started and did not stop (a failed test), after the file.
    setupFiles: ['e2e/support/cleanup.ts'],
    // Generous: a timeout here only ends a test that hangs. Speed is judged by the benchmarks
    // (`npm run bench:*`), never by these limits; on a loaded two-core machine a test that loops
    // over many pages took 50 s of a 60 s limit, and one went over it.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for a state like Playwright's locators do (30 s), not vitest's 1 s default:
    // the live board shows a change at its next database poll (every second) and a loaded CI
    // machine adds seconds, so a 1 s wait failed a correct board (hr-live-board, 2026-11-25: the
    // row caught up after the stream resumed, later than 1 s after "Live" was shown).
    expect: { poll: { timeout: 30_000 } },
    // Two test files at a time, each with its own browser: much of a browser test is waiting
    // (server start-up, redirects, a 30 s network cut), so two cores carry two files. Tests await conditions, never fixed delays, so load
    // cannot turn a pass into a failure; time-dependent checks run on the browser's fake clock.
    fileParallelism: true,
    // One module graph per worker, not per file: every file imported playwright-core's 2 MB
    // bundle and the support modules again (about 1.5 s of a worker's CPU per file). The support
    // modules keep nothing a file could leak to the next: each file launches and closes its own
    // browser, and the setup file stops any server a file leaves behind.
    isolate: false,
    // E2E_WORKERS overrides it on a larger machine. Three here (2026-11-25) kept both cores
    // saturated and saved only 1 min of 14.5: the browser tests are CPU-bound, not waiting.
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
  },
});
