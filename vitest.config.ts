import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests (`npm run test:unit`). API tests run against PGlite, and again against
 * PostgreSQL when TEST_DATABASE_URL is set (the `api-postgres` project). Browser tests live in
 * `e2e/` with their own config.
 */
const apiProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['api/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB_ENGINE: engine },
    globalSetup: ['api/test-support/global-setup.ts'],
    // A limit only ends a test that hangs (speed is for the benchmarks): on a loaded two-core
    // machine a backup-and-restore test took 19 s of a former 20 s limit.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: importing the app and its database layer again
    // for each of 84 files cost more than the tests themselves (the PGlite project took 209 s
    // isolated, 146 s shared). Safe here because the server keeps no module-level state across
    // databases: its caches are WeakMaps keyed by the database handle, and each file opens its own.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker on two cores; the API tests spend much of their time waiting
    // for PostgreSQL, so a second worker cuts the run from about 150 s to about 100 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'tools',
          // The browser tests' own helpers are plain Node code, tested here.
          include: ['scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
          environment: 'node' as const,
          testTimeout: 30_000,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
