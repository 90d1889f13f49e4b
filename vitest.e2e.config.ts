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
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two cores: one browser at a time keeps timings honest.
    fileParallelism: false,
  },
});
