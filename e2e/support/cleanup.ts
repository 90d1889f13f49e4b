import { afterAll, afterEach } from 'vitest';
import { reportOpenPagesIfFailed } from './failure-report.ts';
import { stopLeftoverServers } from './server.ts';

// A failed test's pages, described with its failure (tests that close their own pages report from
// their own hooks first, see useFreshServers).
afterEach(({ task }) => reportOpenPagesIfFailed(task));

// After every test file, pass or fail: no server it started outlives it.
afterAll(stopLeftoverServers);
